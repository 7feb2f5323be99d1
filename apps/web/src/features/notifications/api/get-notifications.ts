import { contract, type TNotification } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mayHaveOwnThings } from '../../../lib/account-paths.ts';
import { call } from '../../../lib/api-client.ts';

/** `GET /api/public/notifications`: this device's notifications, newest first. */
export async function getNotifications(signal?: AbortSignal): Promise<TNotification[]> {
  if (!mayHaveOwnThings()) return [];
  return call(contract.notifications.list, {}, { signal });
}

export const notificationsQueryKey = ['notifications'] as const;

export function notificationsQueryOptions() {
  return queryOptions({ queryKey: notificationsQueryKey, queryFn: ({ signal }) => getNotifications(signal) });
}

/** The notifications page: always asks the server when it opens. */
export function useNotifications() {
  return useQuery({ ...notificationsQueryOptions(), refetchOnMount: 'always' });
}

/**
 * Whether anything is unread, for the header bell. It reads what is known (the start data puts
 * the notifications in this cache, see app/query-client.ts) without a request of its own.
 */
export function useHasUnreadNotifications(): boolean {
  const { data } = useQuery({ ...notificationsQueryOptions(), enabled: false });
  return data?.some((notification) => !notification.read) ?? false;
}
