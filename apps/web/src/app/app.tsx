import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { initializeQueryKey } from '../lib/initialize.ts';
import { RouterProvider } from '../lib/router/index.ts';
import { onPageAdopted } from '../stores/adoption.ts';
import { SessionAfterAdoption } from '../stores/session.ts';
import { OfflineQueryProvider } from './offline/offline-query-provider.tsx';
import { createQueryClient } from './query-client.ts';
import { type AppRouter, createAppRouter } from './router.tsx';

interface AppProps {
  /** A router already started (the server-drawn first screen waits for its screen's code). */
  router?: AppRouter;
  /** The answers the server drew the first screen with. */
  state?: DehydratedState;
  /** The visitor has an account or a device: their own answers (notifications) replace the server's. */
  refreshPersonal?: boolean;
  /** Called once the app has drawn (or taken over the server's drawing). */
  onDrawn?: () => void;
}

/**
 * The server's answers, as of now: the page they came with was drawn from the public cache, which
 * is emptied whenever public data changes, so they are current however long ago it was drawn.
 */
function answeredNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/**
 * The app's answer cache: the server's answers when it drew the page. For a visitor with an account
 * or a device, the answers that depend on who asks are asked again once the page is adopted: an
 * answer (or the asking) while React adopts it would change what React is adopting and make it
 * start the adoption again.
 */
export function createAppQueryClient(state?: DehydratedState, refreshPersonal = false): QueryClient {
  const client = createQueryClient();
  if (state) hydrate(client, answeredNow(state));
  if (state && refreshPersonal) {
    onPageAdopted(() => void client.invalidateQueries({ queryKey: initializeQueryKey }));
  }
  return client;
}

/** The whole web app: server-state cache (kept on the device for offline reading) around the router. */
export function App({ router: started, state, refreshPersonal = false, onDrawn }: AppProps = {}) {
  const [queryClient] = useState(() => createAppQueryClient(state, refreshPersonal));
  const [router] = useState(() => started ?? createAppRouter());
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when first drawn
  useEffect(() => onDrawn?.(), []);
  return (
    <SessionAfterAdoption>
      <OfflineQueryProvider client={queryClient}>
        <RouterProvider router={router} />
      </OfflineQueryProvider>
    </SessionAfterAdoption>
  );
}
