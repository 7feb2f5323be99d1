/** The stored notifications a push announces: the notifications module answers the push module. */
import type { DbOrTx } from '../../db/client.ts';
import { findNotificationsToPush } from './notifications.push.repository.ts';

/** The stored notifications with these ids. */
export function notificationsToPush(db: DbOrTx, ids: readonly string[]) {
  return findNotificationsToPush(db, ids);
}
