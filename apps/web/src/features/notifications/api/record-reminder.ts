import { contract, type TNotification } from '@glentia/core';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/public/notifications/reminder`: keeps a phone reminder among the notifications. */
export function recordReminder(eventId: string, read: boolean): Promise<TNotification> {
  return call(contract.notifications.recordReminder, { body: { eventId, read } });
}
