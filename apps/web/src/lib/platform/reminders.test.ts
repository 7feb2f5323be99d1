import { describe, expect, it, vi } from 'vitest';
import {
  buildReminder,
  onReminderReceived,
  onReminderTapped,
  type Reminder,
  type ReminderPermission,
  type ReminderPort,
  reminderTime,
  scheduleReminder,
} from './reminders.ts';

const texts = { body: 'Το γλέντι ξεκινά!', open: 'Άνοιγμα', dismiss: 'Κλείσιμο' };
const now = new Date('2026-07-03T15:00:00Z');
const event = {
  id: '3f1c2a56-0000-4000-8000-000000000001',
  startAt: '2026-07-03T19:30:00.000Z',
  location: { name: 'Ταβέρνα Λύρα' },
} as const;

function fakePort(
  permission: ReminderPermission,
  answer: ReminderPermission = permission,
  pending: number[] = [],
) {
  const scheduled: Reminder[] = [];
  const port: ReminderPort & { scheduled: Reminder[] } = {
    scheduled,
    checkPermission: vi.fn(async () => permission),
    requestPermission: vi.fn(async () => answer),
    pendingIds: vi.fn(async () => pending),
    registerActions: vi.fn(async () => undefined),
    schedule: vi.fn(async (reminder: Reminder) => void scheduled.push(reminder)),
  };
  return port;
}

describe('reminder time', () => {
  it('is the start when still ahead, else one minute from now', () => {
    expect(reminderTime(event, now)).toEqual(new Date('2026-07-03T19:30:00.000Z'));
    expect(reminderTime({ startAt: null }, now)).toEqual(new Date('2026-07-03T15:01:00Z'));
    expect(reminderTime({ startAt: '2026-07-03T14:00:00Z' }, now)).toEqual(new Date('2026-07-03T15:01:00Z'));
  });
});

describe('buildReminder', () => {
  it('titles it with the venue, counts ids up from the highest pending one, carries the event id', () => {
    const reminder = buildReminder(event, { pendingIds: [3, 9, 4], now, texts, fallbackTitle: 'Γλέντια' });
    expect(reminder).toEqual({
      id: 10,
      title: 'Ταβέρνα Λύρα',
      body: 'Το γλέντι ξεκινά!',
      at: new Date('2026-07-03T19:30:00.000Z'),
      actionTypeId: 'GLENTI_REMINDER',
      extra: { id: event.id },
    });
    expect(
      buildReminder({ ...event, location: null }, { pendingIds: [], now, texts, fallbackTitle: 'Γλέντια' }),
    ).toMatchObject({
      id: 1,
      title: 'Γλέντια',
    });
  });
});

describe('scheduleReminder', () => {
  it('schedules when allowed, with action buttons registered first', async () => {
    const port = fakePort('granted', 'granted', [2]);
    const reminder = await scheduleReminder(port, event, { texts, now });
    expect(reminder?.id).toBe(3);
    expect(port.registerActions).toHaveBeenCalledWith(texts);
    expect(port.scheduled).toHaveLength(1);
    expect(port.requestPermission).not.toHaveBeenCalled();
  });

  it('asks when not yet decided', async () => {
    const port = fakePort('prompt', 'granted');
    expect(await scheduleReminder(port, event, { texts, now })).not.toBeNull();
    expect(port.requestPermission).toHaveBeenCalledOnce();
  });

  it('silently does nothing when refused, denied, or when the phone fails', async () => {
    const refused = fakePort('prompt', 'denied');
    expect(await scheduleReminder(refused, event, { texts, now })).toBeNull();
    const denied = fakePort('denied');
    expect(await scheduleReminder(denied, event, { texts, now })).toBeNull();
    expect(denied.requestPermission).not.toHaveBeenCalled();
    expect(denied.scheduled).toEqual([]);
    const broken = fakePort('granted');
    broken.schedule = vi.fn(async () => {
      throw new Error('no');
    });
    await expect(scheduleReminder(broken, event, { texts, now })).resolves.toBeNull();
  });
});

describe('reminder taps and arrivals', () => {
  it('a tap records it as read and opens the event after one second', async () => {
    const calls: string[] = [];
    await onReminderTapped(
      { id: event.id },
      {
        record: (id, read) => calls.push(`record ${id} ${read}`),
        wait: async (ms) => void calls.push(`wait ${ms}`),
        navigate: (path) => calls.push(`go ${path}`),
      },
    );
    expect(calls).toEqual([`record ${event.id} true`, 'wait 1000', `go /glentia/${event.id}`]);
  });

  it('one arriving while the app is open is recorded unread; junk is ignored', () => {
    const record = vi.fn();
    onReminderReceived({ id: event.id }, { record });
    onReminderReceived({}, { record });
    onReminderReceived(null, { record });
    expect(record.mock.calls).toEqual([[event.id, false]]);
  });
});
