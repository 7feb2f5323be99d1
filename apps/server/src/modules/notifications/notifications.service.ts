/** A person's stored notifications (SPEC §2 notifications page, §4 notification states). */
import type { TNotification, TReminderNotificationBody } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError, notFound } from '../../lib/errors.ts';
import type { Language } from '../../lib/language.ts';
import { ownerKey } from '../../lib/owner.ts';
import { ensureDevice } from '../devices/devices.service.ts';
import { findEventFacts } from './event-facts.repository.ts';
import { takeEventSnapshot } from './notifications.fanout.ts';
import { reminderTexts } from './notifications.messages.ts';
import {
  deleteAllNotifications,
  deleteNotification,
  deleteOldNotifications,
  findNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  moveDeviceNotificationsToUser,
  type Recipient,
  upsertReminderNotification,
} from './notifications.repository.ts';

const notificationNotFound = () =>
  new NotFoundError(
    { el: 'Η ειδοποίηση δεν βρέθηκε.', en: 'This notification could not be found.' },
    'NOTIFICATION_NOT_FOUND',
  );

/** The newest 100, newest first. */
export function listNotifications(
  db: DbOrTx,
  recipient: Recipient,
  language: Language,
): Promise<TNotification[]> {
  return findNotifications(db, recipient, language);
}

/** Marks one read; 404 unless it is the caller's own. */
export async function readNotification(
  db: DbOrTx,
  recipient: Recipient,
  id: string,
  language: Language,
): Promise<TNotification> {
  const updated = await markNotificationRead(db, recipient, id, language);
  if (!updated) throw notificationNotFound();
  return updated;
}

export async function readAllNotifications(db: DbOrTx, recipient: Recipient): Promise<{ count: number }> {
  return { count: await markAllNotificationsRead(db, recipient) };
}

/** Deletes one; 404 unless it is the caller's own. */
export async function removeNotification(db: DbOrTx, recipient: Recipient, id: string): Promise<void> {
  if (!(await deleteNotification(db, recipient, id))) throw notificationNotFound();
}

export async function clearNotifications(db: DbOrTx, recipient: Recipient): Promise<{ count: number }> {
  return { count: await deleteAllNotifications(db, recipient) };
}

/**
 * Keeps a phone's local reminder among the notifications: titled with the venue, opening the
 * event. The same reminder reported twice (arrived, then tapped) stays one notification.
 */
export async function recordReminder(
  db: DbOrTx,
  recipient: Recipient,
  body: TReminderNotificationBody,
  language: Language,
): Promise<TNotification> {
  const snapshot = await takeEventSnapshot(db, body.eventId);
  const published = snapshot ? (await findEventFacts(db, snapshot.id))?.published : false;
  if (!snapshot || !published) throw notFound.event();
  const texts = reminderTexts(snapshot, language);
  return db.transaction(async (tx) => {
    if ('deviceId' in recipient) await ensureDevice(tx, { id: recipient.deviceId });
    return upsertReminderNotification(
      tx,
      {
        ...recipient,
        ...texts,
        story: { kind: 'reminder', snapshot },
        image: snapshot.image,
        url: `/glentia/${snapshot.id}`,
        eventId: snapshot.id,
        read: body.read,
        dedupeKey: `reminder:${ownerKey(recipient)}:${snapshot.id}:${snapshot.date}`,
      },
      language,
    );
  });
}

// The channel other modules listen on for new notifications.
export { NOTIFICATIONS_CHANNEL } from './notifications.repository.ts';

/** Removes notifications older than `before` (the privacy policy's period). */
export async function removeNotificationsBefore(db: DbOrTx, before: Date): Promise<number> {
  return deleteOldNotifications(db, before);
}

/** A visitor logged in: the device's notifications become the account's; how many moved. */
export async function moveDeviceNotificationsToAccount(
  db: DbOrTx,
  deviceId: string,
  userId: string,
): Promise<number> {
  return moveDeviceNotificationsToUser(db, deviceId, userId);
}
