/** The changes a person makes to their notifications, each shown at once and undone if refused. */
import { contract, type TNotification } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from './get-notifications.ts';

/** `PUT /api/public/notifications/{id}/read` */
export const markNotificationRead = (id: string) => call(contract.notifications.read, { params: { id } });
/** `DELETE /api/public/notifications/{id}` */
export const deleteNotification = (id: string) => call(contract.notifications.remove, { params: { id } });
/** `PUT /api/public/notifications/read-all` */
export const markAllNotificationsRead = () => call(contract.notifications.readAll);
/** `DELETE /api/public/notifications` */
export const clearNotifications = () => call(contract.notifications.clear);

type Change = (list: TNotification[]) => TNotification[];

function useOptimistic<V>(request: (value: V) => Promise<unknown>, change: (value: V) => Change) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (value: V) => {
      await client.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = client.getQueryData<TNotification[]>(notificationsQueryKey);
      if (previous) client.setQueryData(notificationsQueryKey, change(value)(previous));
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) client.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkNotificationRead() {
  return useOptimistic(
    markNotificationRead,
    (id: string) => (list) => list.map((item) => (item.id === id ? { ...item, read: true } : item)),
  );
}

export function useDeleteNotification() {
  return useOptimistic(deleteNotification, (id: string) => (list) => list.filter((item) => item.id !== id));
}

export function useMarkAllNotificationsRead() {
  return useOptimistic(
    () => markAllNotificationsRead(),
    () => (list) => list.map((item) => ({ ...item, read: true })),
  );
}

export function useClearNotifications() {
  return useOptimistic(
    () => clearNotifications(),
    () => () => [],
  );
}
