import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { initializeQueryKey } from '../lib/initialize.ts';
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
}

/** The whole web app: server-state cache (kept on the device for offline reading) around the router. */
export function App({ router: started, state, refreshPersonal = false }: AppProps = {}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (state) hydrate(client, state);
    if (state && refreshPersonal) void client.invalidateQueries({ queryKey: initializeQueryKey });
    return client;
  });
  const [router] = useState(() => started ?? createAppRouter());
  return (
    <OfflineQueryProvider client={queryClient}>
      <RouterProvider router={router} />
    </OfflineQueryProvider>
  );
}
