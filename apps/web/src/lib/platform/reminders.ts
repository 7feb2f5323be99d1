/**
 * Local reminders of favourite events on the phone apps (SPEC §4 favourite toggle), as pure logic
 * over a small port, so it is tested without a phone: check and, if not yet decided, request
 * permission (a refusal is silently accepted); schedule at the event's start today, or one minute
 * from now when it has no start time; titled with the venue; action buttons; no repeat; ids
 * counting up from the highest pending one; `extra.id` = the event's id.
 */
export type ReminderPermission = 'granted' | 'denied' | 'prompt';

/** What a reminder needs of an event. */
export interface ReminderEvent {
  id: string;
  startAt: string | null;
  location: { name: string } | null;
}

export const REMINDER_ACTION_TYPE = 'GLENTI_REMINDER';
export const REMINDER_OPEN_ACTION = 'open';

export interface ReminderTexts {
  body: string;
  open: string;
  dismiss: string;
}

export interface Reminder {
  id: number;
  title: string;
  body: string;
  at: Date;
  actionTypeId: string;
  extra: { id: string };
}

/** What the reminders need from the phone (implemented with @capacitor/local-notifications). */
export interface ReminderPort {
  checkPermission(): Promise<ReminderPermission>;
  requestPermission(): Promise<ReminderPermission>;
  pendingIds(): Promise<number[]>;
  registerActions(texts: ReminderTexts): Promise<void>;
  schedule(reminder: Reminder): Promise<void>;
}

/** When to remind: the event's start when it is still ahead, otherwise (or without a time) in a minute. */
export function reminderTime(event: Pick<ReminderEvent, 'startAt'>, now: Date): Date {
  const soon = new Date(now.getTime() + 60_000);
  if (!event.startAt) return soon;
  const start = new Date(event.startAt);
  return start.getTime() > now.getTime() ? start : soon;
}

export function buildReminder(
  event: ReminderEvent,
  input: { pendingIds: readonly number[]; now: Date; texts: ReminderTexts; fallbackTitle: string },
): Reminder {
  const highest = input.pendingIds.reduce((max, id) => Math.max(max, id), 0);
  return {
    id: highest + 1,
    title: event.location?.name ?? input.fallbackTitle,
    body: input.texts.body,
    at: reminderTime(event, input.now),
    actionTypeId: REMINDER_ACTION_TYPE,
    extra: { id: event.id },
  };
}

/** Schedules the reminder; returns it, or null when the person did not allow notifications. */
export async function scheduleReminder(
  port: ReminderPort,
  event: ReminderEvent,
  options: { texts: ReminderTexts; now?: Date; fallbackTitle?: string },
): Promise<Reminder | null> {
  try {
    let permission = await port.checkPermission();
    if (permission === 'prompt') permission = await port.requestPermission();
    if (permission !== 'granted') return null;
    await port.registerActions(options.texts);
    const reminder = buildReminder(event, {
      pendingIds: await port.pendingIds(),
      now: options.now ?? new Date(),
      texts: options.texts,
      fallbackTitle: options.fallbackTitle ?? 'Γλέντια',
    });
    await port.schedule(reminder);
    return reminder;
  } catch {
    // A refused or failed permission request is not the visitor's problem (SPEC §4: ignored silently).
    return null;
  }
}

export interface ReminderEffects {
  navigate: (path: string) => void;
  /** Adds the reminder to the notifications, read or unread. */
  record: (eventId: string, read: boolean) => void;
  wait: (ms: number) => Promise<void>;
}

/** A tapped reminder: after 1 s open the event, and keep it among the notifications as read. */
export async function onReminderTapped(extra: unknown, effects: ReminderEffects): Promise<void> {
  const eventId = reminderEventId(extra);
  if (!eventId) return;
  effects.record(eventId, true);
  await effects.wait(1000);
  effects.navigate(`/glentia/${eventId}`);
}

/** A reminder that fired while the app was open: kept among the notifications, unread. */
export function onReminderReceived(extra: unknown, effects: Pick<ReminderEffects, 'record'>): void {
  const eventId = reminderEventId(extra);
  if (eventId) effects.record(eventId, false);
}

function reminderEventId(extra: unknown): string | null {
  const id = (extra as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 ? id : null;
}
