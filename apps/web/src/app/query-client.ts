import type { TInitialize } from '@glentia/core';
import { QueryClient } from '@tanstack/react-query';
import { initializeQueryKey } from '../features/home/api/get-initialize.ts';
import { notificationsQueryKey } from '../features/notifications/api/get-notifications.ts';
import { ApiError, OfflineError } from '../lib/api-client.ts';
import { selectIsLoggedIn, useSession } from '../stores/session.ts';

/** Server state for the whole app. Answers the server refused (4xx) or that need a connection are not retried. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof OfflineError) return false;
          if (error instanceof ApiError && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      // SPEC §8: an action taken with no connection is refused at once with the offline alert,
      // rather than waiting unseen for the connection (reads wait: app/offline).
      mutations: { networkMode: 'always' },
    },
  });
  seedNotificationsFromStart(client);
  return client;
}

/**
 * Signing in or out changes whose favourites, follows, notifications, settings and events the
 * answers hold, and what the server shows this caller: every answer is asked again. The one place
 * where everything is.
 */
export function refreshAfterSignInChange(client: QueryClient): Promise<void> {
  return client.invalidateQueries();
}

/**
 * Asks every answer again each time this device signs in or out (a new token for the same session
 * is neither); returns how to stop. It follows the session kept on the device, not the one the
 * screens show: a signed-in reader's session coming in after the app adopts a drawn page is no
 * sign-in, and the drawing's public answers stand (the start data is asked again on its own).
 */
export function refreshOnSignInChange(client: QueryClient): () => void {
  return useSession.subscribe((state, previous) => {
    if (selectIsLoggedIn(state) !== selectIsLoggedIn(previous)) void refreshAfterSignInChange(client);
  });
}

/**
 * The start data (`initialize`) carries the device's notifications; they fill the notifications
 * cache (the header bell) unless it already has a fresher list of its own.
 */
function seedNotificationsFromStart(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== initializeQueryKey[0]) return;
    if (client.getQueryData(notificationsQueryKey)) return;
    const data = event.query.state.data as TInitialize | undefined;
    if (data)
      client.setQueryData(notificationsQueryKey, data.notifications, {
        updatedAt: event.query.state.dataUpdatedAt,
      });
  });
}
