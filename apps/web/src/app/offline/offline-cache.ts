/**
 * What the app keeps on the device to read with no signal: the last loaded timelines, the
 * favourites (with the followed artists and venues, named by the start data or asked by id) and the
 * event pages opened, in IndexedDB. Each query keeps the time it was received (`dataUpdatedAt`),
 * which the screens show as "saved at". It is the person's own data on their own device; a change
 * of account forgets it (see offline-query-provider.tsx).
 */

import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { DehydratedState, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
  persistQueryClientSave,
  removeOldestQuery,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { eventKeys } from '../../features/events/api/keys.ts';
import { favoriteKeys } from '../../features/favorites/api/keys.ts';
import { followKeys } from '../../features/follows/api/keys.ts';
import { catalogueKeys } from '../../features/venues/api/keys.ts';
import { initializeQueryKey, type StartData, sentInPart } from '../../lib/initialize.ts';
import { decodeTokenPayload } from '../../lib/jwt.ts';

/** Copies older than this are not shown any more. */
export const OFFLINE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * How many of each kind are kept, the most recently received first: timelines (one per filter),
 * event pages, the account's own lists (favourites, follows, start data: one of each), and the
 * artists and venues asked by id (those followed, those a filter chose).
 */
export const OFFLINE_LIMITS = { timeline: 6, event: 40, own: 3, names: 4 } as const;

export type OfflineKind = keyof typeof OFFLINE_LIMITS;

/** Raise when the shape of what is kept changes: older copies are then dropped. */
const FORMAT_VERSION = 'v1';

const STORAGE_KEY = 'glentia.offline';

/** Which kind of kept data a query is, or null when it is not kept for offline reading. */
export function offlineKindOf(key: QueryKey): OfflineKind | null {
  const [first, second] = key;
  const [, , third] = key;
  const [lists, filtered] = eventKeys.filtered;
  if (first === lists && second === filtered) return 'timeline';
  const [, summary, timeline] = eventKeys.timelines;
  if (first === lists && second === summary && third === timeline) return 'timeline';
  if (first === eventKeys.pages[0]) return 'event';
  if (first === favoriteKeys.list[0] || first === followKeys.topics[0] || first === initializeQueryKey[0])
    return 'own';
  const [artists, byId] = catalogueKeys.byIds('artist', []);
  const [locations] = catalogueKeys.byIds('location', []);
  if ((first === artists || first === locations) && second === byId) return 'names';
  return null;
}

/**
 * Kept data that belongs to whoever is signed in (an event page may be one's own pending event;
 * the artists and venues asked by id tell whom they follow).
 */
export function isAccountData(key: QueryKey): boolean {
  const kind = offlineKindOf(key);
  return kind === 'own' || kind === 'event' || kind === 'names';
}

/**
 * Only answers received whole from the server are kept; an event page still showing its list's
 * summary is not (it is drawn from the kept list again), nor start data a drawn page sent in part.
 */
export function keepsOffline(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return (
    query.state.status === 'success' &&
    query.state.dataUpdatedAt > 0 &&
    !sentInPart(query.state.data as StartData | undefined) &&
    offlineKindOf(query.queryKey) !== null
  );
}

/**
 * The saved state within the limits: of each kind, the most recently received queries (event
 * pages seen last, timelines loaded last). Nothing of mutations is kept.
 */
export function pruneForOffline(
  state: DehydratedState,
  limits: Record<OfflineKind, number> = OFFLINE_LIMITS,
): DehydratedState {
  const counts: Record<OfflineKind, number> = { timeline: 0, event: 0, own: 0, names: 0 };
  const newestFirst = [...state.queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const kept = newestFirst.filter((query) => {
    const kind = offlineKindOf(query.queryKey);
    if (!kind || counts[kind] >= limits[kind]) return false;
    counts[kind] += 1;
    return true;
  });
  return { mutations: [], queries: kept };
}

/** Whose copy it is: the account's id from the token, or "" for a visitor. */
export function accountOf(jwt: string): string {
  const subject = decodeTokenPayload(jwt)?.sub;
  return typeof subject === 'string' ? subject : '';
}

/** The stamp a saved copy carries; a copy stamped for another account is dropped on start. */
export function offlineBuster(jwt: string): string {
  return `${FORMAT_VERSION}:${accountOf(jwt)}`;
}

/** IndexedDB (one database of its own), or nothing where there is none (the copy is then not kept). */
function offlineStorage() {
  if (typeof indexedDB === 'undefined') return undefined;
  const store = createStore('glentia-offline', 'queries');
  return {
    getItem: (key: string) => get<string>(key, store).then((value) => value ?? null),
    setItem: (key: string, value: string) => set(key, value, store),
    removeItem: (key: string) => del(key, store),
  };
}

/**
 * Saves through IndexedDB, throttled, within the limits; when the device is short of space the
 * oldest queries go first. Each save is stamped with the account signed in at that moment.
 */
export function createOfflinePersister(currentJwt: () => string): Persister {
  const base = createAsyncStoragePersister({
    storage: offlineStorage(),
    key: STORAGE_KEY,
    // Saves come at most once a second already (saveOnChanges).
    throttleTime: 0,
    serialize: (client) => JSON.stringify({ ...client, clientState: pruneForOffline(client.clientState) }),
    deserialize: (text) => JSON.parse(text) as PersistedClient,
    retry: removeOldestQuery,
  });
  return {
    persistClient: (client) => base.persistClient({ ...client, buster: offlineBuster(currentJwt()) }),
    restoreClient: () => base.restoreClient(),
    removeClient: () => base.removeClient(),
  };
}

/** Options for restoring and saving the query client: what is kept, for how long, and for whom. */
export function offlinePersistOptions(
  persister: Persister,
  jwt: string,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: OFFLINE_MAX_AGE_MS,
    buster: offlineBuster(jwt),
    dehydrateOptions: { shouldDehydrateQuery: keepsOffline, shouldDehydrateMutation: () => false },
  };
}

/** How long after a change the copy is saved; further changes meanwhile go with the same save. */
export const SAVE_AFTER_MS = 1000;

/**
 * Saves the copy a moment after the answers change, once for all the changes of that moment, and at
 * once when the page is hidden (the app put away, the tab closed). TanStack's own subscription
 * (`persistQueryClientSubscribe`) gathers the whole cache on every change: adopting a drawn page
 * changes it a hundred times, each gathering all the answers, in the same turns as React's.
 * Returns how to stop.
 */
export function saveOnChanges(options: PersistQueryClientOptions): () => void {
  let timer = 0;
  const save = () => {
    window.clearTimeout(timer);
    timer = 0;
    void persistQueryClientSave(options).catch(() => undefined);
  };
  const unsubscribe = options.queryClient.getQueryCache().subscribe((event) => {
    if (timer || !['added', 'removed', 'updated'].includes(event.type)) return;
    timer = window.setTimeout(save, SAVE_AFTER_MS);
  });
  const onHidden = () => {
    if (timer && document.visibilityState === 'hidden') save();
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    window.clearTimeout(timer);
  };
}

/**
 * Kept queries stay in memory as long as their saved copy may be shown, so a page seen an hour
 * ago is still among what gets saved.
 */
export function keepQueriesForOffline(client: QueryClient): void {
  for (const key of [
    eventKeys.filtered,
    eventKeys.timelines,
    eventKeys.pages,
    favoriteKeys.list,
    followKeys.topics,
    initializeQueryKey,
  ]) {
    client.setQueryDefaults(key, { gcTime: OFFLINE_MAX_AGE_MS });
  }
}

/**
 * Queries a screen asked for while the saved copy was still being read found no start data then
 * (an event never opened takes its summary from a loaded list): now that the lists are back, they
 * get it. What the screen shows is the same as if the lists had been there from the start.
 */
export function refillInitialData(client: QueryClient): void {
  for (const query of client.getQueryCache().getAll()) {
    const { initialData, initialDataUpdatedAt } = query.options;
    if (query.state.data !== undefined || typeof initialData !== 'function') continue;
    const data: unknown = (initialData as () => unknown)();
    if (data === undefined) continue;
    const updatedAt =
      typeof initialDataUpdatedAt === 'function' ? initialDataUpdatedAt() : initialDataUpdatedAt;
    client.setQueryData(query.queryKey, data, { updatedAt: updatedAt ?? Date.now() });
  }
}

/**
 * What was restored is only the copy last saved (saving lags a moment behind, and another tab may
 * have changed things since): it shows at once, and is asked for again as soon as there is a
 * connection. Answers from `since` on (those the server sent with the page) are not a saved copy.
 */
export function markRestoredStale(client: QueryClient, since = Number.POSITIVE_INFINITY): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => offlineKindOf(query.queryKey) !== null && query.state.dataUpdatedAt < since,
    refetchType: 'none',
  });
}
