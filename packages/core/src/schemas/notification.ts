import { z } from 'zod';
import { ZId } from './common.ts';

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
