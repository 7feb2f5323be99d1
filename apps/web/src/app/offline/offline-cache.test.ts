import { type DehydratedState, QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '../../features/venues/api/keys.ts';
import { useSession } from '../../stores/session.ts';
import {
  accountOf,
  isAccountData,
  keepQueriesForOffline,
  keepsOffline,
  markRestoredStale,
  OFFLINE_MAX_AGE_MS,
  offlineBuster,
  offlineKindOf,
  pruneForOffline,
  refillInitialData,
  SAVE_AFTER_MS,
  saveOnChanges,
} from './offline-cache.ts';
import { forgetOnAccountChange } from './offline-query-provider.tsx';

/** An unsigned token with the given claims: enough for reading who is signed in. */
function tokenFor(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode(claims)}.`;
}

function dehydratedQuery(queryKey: unknown[], dataUpdatedAt: number): DehydratedState['queries'][number] {
  return {
    queryKey,
    queryHash: JSON.stringify(queryKey),
    dehydratedAt: dataUpdatedAt,
    state: {
      data: [],
      dataUpdateCount: 1,
      dataUpdatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
}

afterEach(() => useSession.getState().logout());

describe('what is kept on the device for reading offline', () => {
  it('keeps timelines, event pages and the favourites with what names them; nothing else', () => {
    expect(offlineKindOf(['events', 'list', { from: '2026-11-24' }])).toBe('timeline');
    expect(offlineKindOf(['event', 'abc'])).toBe('event');
    expect(offlineKindOf(['favorites'])).toBe('own');
    expect(offlineKindOf(['topics'])).toBe('own');
    expect(offlineKindOf(['initialize'])).toBe('own');
    expect(offlineKindOf(catalogueKeys.byIds('artist', ['a1']))).toBe('names');
    expect(offlineKindOf(catalogueKeys.byIds('location', ['v1', 'v2']))).toBe('names');
    expect(isAccountData(catalogueKeys.byIds('location', ['v1']))).toBe(true);
    // Every venue's list, or one profile, is not what names the favourites.
    expect(offlineKindOf(catalogueKeys.locations)).toBeNull();
    expect(offlineKindOf(catalogueKeys.artist('a1'))).toBeNull();
    expect(offlineKindOf(['notifications'])).toBeNull();
    expect(offlineKindOf(['events', 'days', {}])).toBeNull();
    expect(offlineKindOf(['settings'])).toBeNull();
  });

  it('keeps only answers received whole', () => {
    const state = dehydratedQuery(['favorites'], 1).state;
    expect(keepsOffline({ queryKey: ['favorites'], state })).toBe(true);
    expect(keepsOffline({ queryKey: ['favorites'], state: { ...state, status: 'error' } })).toBe(false);
    expect(keepsOffline({ queryKey: ['notifications'], state })).toBe(false);
    // An event page showing only its list's summary (never received from the server).
    expect(keepsOffline({ queryKey: ['event', 'e1'], state: { ...state, dataUpdatedAt: 0 } })).toBe(false);
    // Start data a drawn page sent in part: the whole answer is kept once it has come.
    const inPart = { ...state, data: { glentia: [], leftOut: ['glentia'] } };
    expect(keepsOffline({ queryKey: ['initialize'], state: { ...state, data: { glentia: [] } } })).toBe(true);
    expect(keepsOffline({ queryKey: ['initialize'], state: inPart })).toBe(false);
  });

  it('keeps the favourites, the follows, their names and the start data together with the default limits', () => {
    const queries = [
      dehydratedQuery(['favorites'], 3),
      dehydratedQuery(['topics'], 2),
      dehydratedQuery(['initialize'], 1),
      dehydratedQuery([...catalogueKeys.byIds('artist', ['a1'])], 1),
      dehydratedQuery([...catalogueKeys.byIds('location', ['a1'])], 1),
      ...Array.from({ length: 50 }, (_, n) => dehydratedQuery(['event', `e${n}`], 100 + n)),
    ];
    const kept = pruneForOffline({ queries, mutations: [] }).queries.map((query) => query.queryKey[0]);
    expect(kept.filter((key) => key !== 'event')).toEqual([
      'favorites',
      'topics',
      'initialize',
      'artist',
      'locations',
    ]);
    expect(kept.filter((key) => key === 'event')).toHaveLength(40);
  });

  it('keeps the event pages seen last and the timelines loaded last, within the limits', () => {
    const queries = [
      ...[1, 2, 3, 4].map((n) => dehydratedQuery(['event', `e${n}`], n * 1000)),
      ...[1, 2, 3].map((n) => dehydratedQuery(['events', 'list', { n }], n * 1000)),
      dehydratedQuery(['favorites'], 500),
      dehydratedQuery(['notifications'], 9000),
    ];
    const pruned = pruneForOffline({ queries, mutations: [] }, { event: 2, timeline: 1, own: 1, names: 1 });
    expect(pruned.queries.map((query) => query.queryKey)).toEqual([
      ['event', 'e4'],
      ['event', 'e3'],
      ['events', 'list', { n: 3 }],
      ['favorites'],
    ]);
    expect(pruned.mutations).toEqual([]);
  });

  it('stamps each copy with the account it belongs to', () => {
    expect(accountOf('')).toBe('');
    expect(accountOf('not a token')).toBe('');
    expect(accountOf(tokenFor({ sub: 'user-1' }))).toBe('user-1');
    expect(offlineBuster(tokenFor({ sub: 'user-1' }))).not.toBe(offlineBuster(tokenFor({ sub: 'user-2' })));
    expect(offlineBuster('')).not.toBe(offlineBuster(tokenFor({ sub: 'user-1' })));
  });

  it('holds kept queries in memory as long as their copy may be shown, others as usual', () => {
    const client = new QueryClient();
    keepQueriesForOffline(client);
    expect(client.getQueryDefaults(['event', 'abc']).gcTime).toBe(OFFLINE_MAX_AGE_MS);
    expect(client.getQueryDefaults(['events', 'list', {}]).gcTime).toBe(OFFLINE_MAX_AGE_MS);
    expect(client.getQueryDefaults(['favorites']).gcTime).toBe(OFFLINE_MAX_AGE_MS);
    expect(client.getQueryDefaults(['notifications']).gcTime).toBeUndefined();
  });
});

describe('restoring the saved copy', () => {
  it('gives a query asked for before the lists were back the start data they now hold', () => {
    const client = new QueryClient();
    const lists = () => client.getQueryData<Array<{ id: string }>>(['events', 'list', {}]);
    const unseen = client.getQueryCache().build(client, {
      queryKey: ['event', 'unseen'],
      initialData: () => lists()?.find((event) => event.id === 'unseen'),
      initialDataUpdatedAt: 0,
    });
    expect(unseen.state.data).toBeUndefined();
    client.setQueryData(['events', 'list', {}], [{ id: 'unseen' }], { updatedAt: 1000 });
    client.setQueryData(['event', 'seen'], { id: 'seen' }, { updatedAt: 500 });

    refillInitialData(client);

    expect(client.getQueryData(['event', 'unseen'])).toEqual({ id: 'unseen' });
    // Still counted as never received, so it is asked for again and its page says it is a summary.
    expect(client.getQueryState(['event', 'unseen'])?.dataUpdatedAt).toBe(0);
    expect(client.getQueryState(['event', 'seen'])?.dataUpdatedAt).toBe(500);
  });
});

describe('after restoring', () => {
  it('counts the restored copy as stale, so it is asked for again once there is a connection', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    client.setQueryData(['favorites'], [{ id: 'a' }]);
    client.setQueryData(['notifications'], []);
    await markRestoredStale(client);
    expect(client.getQueryState(['favorites'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['notifications'])?.isInvalidated).toBe(false);
    expect(client.getQueryData(['favorites'])).toEqual([{ id: 'a' }]);
  });

  it('keeps the answers the server sent with the page fresh: they are not a saved copy', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    client.setQueryData(['favorites'], [{ id: 'kept' }], { updatedAt: 1_000 });
    client.setQueryData(['initialize'], { counties: [] }, { updatedAt: 5_000 });
    await markRestoredStale(client, 5_000);
    expect(client.getQueryState(['favorites'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['initialize'])?.isInvalidated).toBe(false);
  });
});

describe('saving the copy', () => {
  afterEach(() => vi.useRealTimers());

  /** A persister that only counts what it is given to save. */
  function countingPersister() {
    const saved: string[][] = [];
    const persister: Persister = {
      persistClient: (client) => {
        saved.push(client.clientState.queries.map((query) => query.queryHash));
      },
      restoreClient: () => undefined,
      removeClient: () => undefined,
    };
    return { persister, saved };
  }

  it('saves once a moment after the answers change, with every change of that moment', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const { persister, saved } = countingPersister();
    const stop = saveOnChanges({ queryClient, persister });
    // A page adopted with a hundred answers.
    for (let index = 0; index < 100; index++) queryClient.setQueryData(['drawn', index], index);
    expect(saved).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toHaveLength(100);
    queryClient.setQueryData(['later'], 1);
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS);
    expect(saved).toHaveLength(2);
    stop();
    queryClient.setQueryData(['after stopping'], 1);
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS);
    expect(saved).toHaveLength(2);
  });

  it('saves at once when the page is hidden', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const { persister, saved } = countingPersister();
    const stop = saveOnChanges({ queryClient, persister });
    queryClient.setQueryData(['last answer'], 1);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(saved).toEqual([['["last answer"]']]);
    visibility.mockRestore();
    stop();
  });
});

describe('a change of account', () => {
  it('forgets the saved copy and the previous account’s kept data, but not the public timelines', async () => {
    const client = new QueryClient();
    client.setQueryData(['favorites'], [{ id: 'mine' }]);
    client.setQueryData(['event', 'mine'], { id: 'mine' });
    client.setQueryData(['events', 'list', {}], [{ id: 'public' }]);
    const removeClient = vi.fn();
    const persister: Persister = { persistClient: vi.fn(), restoreClient: vi.fn(), removeClient };
    const stop = forgetOnAccountChange(client, persister);

    // A refreshed token of the same account changes nothing.
    useSession.getState().setTokens(tokenFor({ sub: 'user-1' }), 'r1');
    expect(removeClient).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['favorites'])).toBeUndefined();
    client.setQueryData(['favorites'], [{ id: 'user-1 favourite' }]);
    useSession.getState().setTokens(tokenFor({ sub: 'user-1', iat: 2 }), 'r2');
    expect(removeClient).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['favorites'])).toEqual([{ id: 'user-1 favourite' }]);

    useSession.getState().logout();
    expect(removeClient).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(['favorites'])).toBeUndefined();
    expect(client.getQueryData(['event', 'mine'])).toBeUndefined();
    expect(client.getQueryData(['events', 'list', {}])).toEqual([{ id: 'public' }]);
    stop();
  });
});
