/**
 * Where the app is, and the list of places it has been: the browser's own history, or a list in
 * memory (the server's drawing and the tests).
 */

/** A place in the app: its address's parts, what it was given on the way and a key of its own. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that came here carried (`navigate(to, { state })`). */
  state: unknown;
  /** The entry's own key; `default` for the first page of a tab that was opened at it. */
  key: string;
}

export type Path = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** How a place was reached: the back and forward buttons (POP), a new entry or in place of one. */
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface History {
  readonly location: Location;
  /** The entry's position in the tab's history, counted from its first entry of this app. */
  readonly index: number;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called when the back and forward buttons (or `go`) moved to another entry. */
  listen(listener: () => void): () => void;
}

/** An address's parts; a relative one is read against `base`. */
export function parsePath(to: string, base = '/'): Path {
  const url = new URL(to, `http://glentia${base}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const createPath = ({ pathname, search, hash }: Path) => pathname + search + hash;

export const newKey = () => Math.random().toString(36).slice(2, 10);

/** What each entry keeps in the browser's history: its own state, key and position. */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** The browser's history, each entry marked with its key and position. */
export function createBrowserHistory(): History {
  const entry = () => (window.history.state ?? {}) as EntryState;
  if (entry().idx == null) window.history.replaceState({ ...entry(), idx: 0 }, '');
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const { usr, key } = entry();
    return { pathname, search, hash, state: usr ?? null, key: key ?? 'default' };
  };
  let location = read();
  let index = entry().idx ?? 0;
  const write = (method: 'pushState' | 'replaceState', next: Location, nextIndex: number) => {
    const state: EntryState = { usr: next.state, key: next.key, idx: nextIndex };
    window.history[method](state, '', createPath(next));
    location = next;
    index = nextIndex;
  };
  return {
    get location() {
      return location;
    },
    get index() {
      return index;
    },
    push: (next) => write('pushState', next, index + 1),
    replace: (next) => write('replaceState', next, index),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const moved = () => {
        location = read();
        index = entry().idx ?? 0;
        listener();
      };
      window.addEventListener('popstate', moved);
      return () => window.removeEventListener('popstate', moved);
    },
  };
}

/** A history kept in memory, opened at `initialIndex` of `entries` (their last when not given). */
export function createMemoryHistory(entries: string[] = ['/'], initialIndex?: number): History {
  const list: Location[] = entries.map((to, position) => ({
    ...parsePath(to),
    state: null,
    key: position === 0 ? 'default' : newKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? list.length - 1, 0), list.length - 1);
  const listeners = new Set<() => void>();
  return {
    get location() {
      return list[index] as Location;
    },
    get index() {
      return index;
    },
    push(next) {
      index += 1;
      list.splice(index, list.length, next);
    },
    replace(next) {
      list[index] = next;
    },
    go(delta) {
      const target = Math.min(Math.max(index + delta, 0), list.length - 1);
      if (target === index) return;
      index = target;
      // As in a browser, the move is reported after the call returns.
      queueMicrotask(() => {
        for (const listener of listeners) listener();
      });
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
