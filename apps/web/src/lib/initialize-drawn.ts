/**
 * The start data a page drawn on the server sends with it: only the lists its drawing read. The
 * rest come empty and named in `leftOut`, and the app asks for them when a screen that reads them
 * comes (`useInitialize`). An event page's drawing reads the ads and nothing of the home page's
 * glentia, artists and venues: 41 of the 51 KB of answers it sent on the demo data (2026-12-03),
 * each kilobyte of which the phone parses before the page is whole.
 */
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { type InitializeList, initializeQueryKey, type StartData } from './initialize.ts';

/**
 * Notes which parts of the start data the drawings made from now on read, until `done()`, which
 * says which; the cached answer is the same object again after it.
 */
export function watchInitializeReads(client: QueryClient): { done: () => ReadonlySet<PropertyKey> } {
  const read = new Set<PropertyKey>();
  const query = client.getQueryCache().find({ queryKey: initializeQueryKey, exact: true });
  const data = query?.state.data as StartData | undefined;
  if (!query || data === undefined) return { done: () => read };
  // A part that asks whether a list is there, or goes through all of them, reads them all.
  const watched = new Proxy(data, {
    get(target, key, receiver) {
      read.add(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      read.add(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      const keys = Reflect.ownKeys(target);
      for (const key of keys) read.add(key);
      return keys;
    },
  });
  // In place, not through `setQueryData`: that compares the new answer with the old, key by key.
  query.state = { ...query.state, data: watched };
  return {
    done: () => {
      query.state = { ...query.state, data };
      return read;
    },
  };
}

/** Leaves the lists no drawing read out of the start data in `state`, naming them in `leftOut`. */
export function leaveOutUnread(state: DehydratedState, read: ReadonlySet<PropertyKey>): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      if (query.queryKey[0] !== initializeQueryKey[0]) return query;
      const data = query.state.data as StartData;
      const leftOut = (Object.keys(data) as (keyof StartData)[]).filter(
        (key): key is InitializeList => Array.isArray(data[key]) && !read.has(key) && key !== 'leftOut',
      );
      if (leftOut.length === 0) return query;
      const emptied = Object.fromEntries(leftOut.map((list) => [list, []]));
      return { ...query, state: { ...query.state, data: { ...data, ...emptied, leftOut } } };
    }),
  };
}
