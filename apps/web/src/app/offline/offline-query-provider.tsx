import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type Persister, persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { followDeviceConnection } from '../../features/offline/online.ts';
import { onPageAdopted } from '../../stores/adoption.ts';
import { useSession } from '../../stores/session.ts';
import {
  accountOf,
  createOfflinePersister,
  isAccountData,
  keepQueriesForOffline,
  markRestoredStale,
  offlinePersistOptions,
  refillInitialData,
  saveOnChanges,
} from './offline-cache.ts';

const currentJwt = () => useSession.getState().jwt;

/**
 * When someone signs in, out, or as someone else, what was kept for the previous account is
 * forgotten: on the device and in memory (the screens then load the new account's own).
 */
export function forgetOnAccountChange(client: QueryClient, persister: Persister): () => void {
  let account = accountOf(currentJwt());
  return useSession.subscribe((state) => {
    const next = accountOf(state.jwt);
    if (next === account) return;
    account = next;
    void client.resetQueries({ predicate: (query) => isAccountData(query.queryKey) });
    void Promise.resolve(persister.removeClient()).catch(() => undefined);
  });
}

/**
 * The query client, restored first from the copy kept on the device, and saved to it as answers
 * arrive; queries wait for the restore, so a page opened with no signal shows the saved copy.
 *
 * TanStack's `PersistQueryClientProvider` does the same, but ends the restore with an urgent
 * update: every screen's queries drew again in one piece, and on a page the server drew, the part
 * React had not yet adopted was adopted at once instead of in slices (a 35–50 ms turn on an artist
 * page, unthrottled). Here the restore ends in a transition, and on a page the server drew, once
 * that page is adopted.
 */
export function OfflineQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [persistOptions] = useState(() => {
    followDeviceConnection();
    keepQueriesForOffline(client);
    return offlinePersistOptions(createOfflinePersister(currentJwt), currentJwt());
  });
  const [restoring, setRestoring] = useState(true);
  const restoreStarted = useRef(false);
  useEffect(() => forgetOnAccountChange(client, persistOptions.persister), [client, persistOptions]);
  useEffect(() => {
    if (restoreStarted.current) return;
    restoreStarted.current = true;
    persistQueryClientRestore({ ...persistOptions, queryClient: client })
      .then(() => {
        refillInitialData(client);
        // Copies saved before this page was opened; the answers sent with the page are newer.
        return markRestoredStale(client, performance.timeOrigin);
      })
      .catch(() => undefined)
      // Not while React adopts a page the server drew: any change meanwhile makes it start the
      // adoption over (the restore ends 100–150 ms into a phone's start, mid-adoption).
      .finally(() => onPageAdopted(() => startTransition(() => setRestoring(false))));
  }, [client, persistOptions]);
  useEffect(
    () => (restoring ? undefined : saveOnChanges({ ...persistOptions, queryClient: client })),
    [client, persistOptions, restoring],
  );
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
