import type { TNotification } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { athensDay, groupNotificationsByDay } from './group-by-day.ts';

const at = (id: string, createdAt: string): TNotification => ({
  id,
  title: id,
  body: null,
  image: null,
  data: { url: null },
  read: false,
  createdAt,
});

describe('groupNotificationsByDay', () => {
  it('groups by the Crete day, newest day and newest notification first', () => {
    const days = groupNotificationsByDay([
      at('monday-noon', '2026-07-06T09:00:00.000Z'),
      at('tuesday-late', '2026-07-07T20:30:00.000Z'),
      // 23:30 UTC on Monday is already Tuesday 02:30 in Crete.
      at('tuesday-early', '2026-07-06T23:30:00.000Z'),
    ]);
    expect(days.map((day) => [day.date, day.notifications.map((n) => n.id)])).toEqual([
      ['2026-07-07', ['tuesday-late', 'tuesday-early']],
      ['2026-07-06', ['monday-noon']],
    ]);
  });
  it('returns nothing for no notifications', () => {
    expect(groupNotificationsByDay([])).toEqual([]);
    expect(athensDay('2026-12-31T22:30:00Z')).toBe('2027-01-01');
  });
});
