/** SQL: the stored notifications a push announces (the push module asks). */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

/** The stored notifications with these ids. */
export async function findNotificationsToPush(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(inArray(notifications.id, [...ids]));
}
