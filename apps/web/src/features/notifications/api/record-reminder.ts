import type { TNotification } from '@glentia/core';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/public/notifications/reminder`: keeps a phone reminder among the notifications. */
export function recordReminder(eventId: string, read: boolean): Promise<TNotification> {
  return api.post<TNotification>('/api/public/notifications/reminder', { eventId, read });
}
