import type { TNotification } from '@glentia/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';
import { notifications } from '../../db/schema.ts';
import type { Language } from '../../lib/language.ts';
import { storyColumns, wordsOf } from './notification-story.ts';
import type { NotificationStory } from './notifications.messages.ts';

/** Whose notifications: a signed-in user's, or a visitor's device's. */
export type Recipient = { userId: string } | { deviceId: string };

type NotificationRow = typeof notifications.$inferSelect;

function ownedBy(recipient: Recipient) {
  return 'userId' in recipient
    ? eq(notifications.userId, recipient.userId)
    : eq(notifications.deviceId, recipient.deviceId);
}

/** A stored notification as its reader sees it, in their language now. */
export function presentNotification(row: NotificationRow, language: Language): TNotification {
  const { title, body } = wordsOf(row, language);
  return {
    id: row.id,
    title,
    body,
    image: row.image,
    data: { url: row.url },
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findNotifications(
  db: DbOrTx,
  recipient: Recipient,
  language: Language,
  limit = 100,
): Promise<TNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(ownedBy(recipient))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((row) => presentNotification(row, language));
}

/** Marks one of the recipient's notifications read; null when they have none with this id. */
export async function markNotificationRead(
  db: DbOrTx,
  recipient: Recipient,
  id: string,
  language: Language,
): Promise<TNotification | null> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(ownedBy(recipient), eq(notifications.id, id)))
    .returning();
  return row ? presentNotification(row, language) : null;
}

export async function markAllNotificationsRead(db: DbOrTx, recipient: Recipient): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(ownedBy(recipient), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one of the recipient's notifications; false when they have none with this id. */
export async function deleteNotification(db: DbOrTx, recipient: Recipient, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(ownedBy(recipient), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteAllNotifications(db: DbOrTx, recipient: Recipient): Promise<number> {
  const rows = await db.delete(notifications).where(ownedBy(recipient)).returning({ id: notifications.id });
  return rows.length;
}

export type NewNotification = Recipient & {
  title: string;
  body: string | null;
  image: string | null;
  url: string | null;
  eventId: string | null;
  /** What it tells: its words are written from this in the reader's language when read. */
  story?: NotificationStory;
  read?: boolean;
  /** Unique per cause and recipient: a second insert with the same key is skipped. */
  dedupeKey: string | null;
};

/** Tells every server process (when the transaction commits) that someone has new notifications. */
export const NOTIFICATIONS_CHANNEL = 'glentia_notifications';

async function announceNewNotifications(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, '')`);
}

/** The columns of a new notification, for one person or one device. */
function notificationColumns(row: NewNotification) {
  return {
    userId: 'userId' in row ? row.userId : null,
    deviceId: 'deviceId' in row ? row.deviceId : null,
    title: row.title,
    body: row.body,
    image: row.image,
    url: row.url,
    eventId: row.eventId,
    read: row.read ?? false,
    dedupeKey: row.dedupeKey,
    ...storyColumns(row.story),
  };
}

/** Inserts notifications, skipping those whose de-duplication key exists; returns the new ids. */
export async function insertNotifications(db: DbOrTx, rows: readonly NewNotification[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(notifications)
    .values(rows.map(notificationColumns))
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  if (inserted.length) await announceNewNotifications(db);
  return inserted.map((row) => row.id);
}

/** How many notifications carry a de-duplication key starting with `prefix` (fan-out checks). */
export async function countNotificationsWithKeyPrefix(db: DbOrTx, prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(sql`${notifications.dedupeKey} like ${`${prefix}%`}`);
  return Number(row?.n ?? 0);
}

/** Keeps a reminder notification; a second report of the same reminder can only mark it read. */
export async function upsertReminderNotification(
  db: DbOrTx,
  row: NewNotification,
  language: Language,
): Promise<TNotification> {
  const [saved] = await db
    .insert(notifications)
    .values(notificationColumns(row))
    .onConflictDoUpdate({
      target: notifications.dedupeKey,
      set: { read: sql`${notifications.read} or excluded.read` },
    })
    .returning();
  return presentNotification(saved!, language);
}

/** Notifications older than `before`. */
export async function deleteOldNotifications(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(
    await db.execute(sql`delete from notifications where created_at < ${before.toISOString()}::timestamptz`),
  );
}

/** Gives the device's notifications to the account; how many moved. */
export async function moveDeviceNotificationsToUser(
  db: DbOrTx,
  deviceId: string,
  userId: string,
): Promise<number> {
  return affectedRows(
    await db.execute(
      sql`update notifications set user_id = ${userId}, device_id = null where device_id = ${deviceId}`,
    ),
  );
}
