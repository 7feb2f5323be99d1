/** SQL for telling an uploader what was decided about their event. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, settings, users } from '../../db/schema.ts';

export async function findUserIdByUsername(db: DbOrTx, username: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row?.id ?? null;
}

export async function findUserLanguage(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: settings.language })
    .from(settings)
    .where(eq(settings.userId, userId))
    .limit(1);
  return row?.language ?? null;
}

/** Stores a notification once per dedupe key (a repeated decision does not double it). */
export async function insertUserNotification(
  db: DbOrTx,
  values: {
    userId: string;
    title: string;
    body: string;
    image: string | null;
    url: string;
    eventId: string;
    dedupeKey: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length > 0;
}
