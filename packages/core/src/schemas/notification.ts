import { z } from 'zod';
import { ZId } from './common.ts';
import { ZVenueGender } from './location.ts';

export const ZNotification = z
  .object({
    id: ZId,
    title: z.string(),
    body: z.string().nullable(),
    image: z.string().nullable(),
    data: z.object({ url: z.string().nullable() }),
    read: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .describe('Notification');
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.array(ZNotification);

/** Answer of the "mark all read" and "clear all" calls. */
export const ZNotificationCountResponse = z
  .object({ count: z.number().int().nonnegative().describe('How many notifications changed') })
  .describe('Notifications changed');

/** A phone's local reminder of a favourite event, kept among the notifications (SPEC §4). */
export const ZReminderNotificationBody = z
  .object({
    eventId: ZId,
    read: z
      .boolean()
      .describe('Read when the reminder was tapped; unread when it arrived while the app was open'),
  })
  .describe('Reminder notification');
export type TReminderNotificationBody = z.infer<typeof ZReminderNotificationBody>;

/**
 * An event as a notification tells of it, taken when the cause happened: queued with the
 * notification's job and stored with the notification, so its words are written when it is read.
 */
export const ZEventSnapshot = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  venue: z.string().nullable(),
  /** The admin's choice of the venue name's gender; absent or null: read from the first word. */
  venueGender: ZVenueGender.nullable().optional(),
  artists: z.array(z.string()),
  image: z.string().nullable(),
  ownerId: z.string().nullable(),
});
export type TEventSnapshot = z.infer<typeof ZEventSnapshot>;

/** What happened to a saved event: canceled, or moved from where and when it was. */
export const ZEventChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('canceled') }),
  z.object({
    kind: z.literal('moved'),
    before: z.object({ date: z.string(), time: z.string().nullable(), venue: z.string().nullable() }),
  }),
]);
export type TEventChange = z.infer<typeof ZEventChange>;
