import { describe, expect, it } from 'vitest';
import { compareEvents, groupTimeline } from './timeline.ts';

const event = (id: string, date: string, time: string | null = null) => ({ id, date, time });

describe('groupTimeline', () => {
  const events = [
    event('a', '2026-11-21'),
    event('b', '2026-11-21'),
    event('c', '2026-11-21'),
    event('d', '2026-11-21'),
    event('e', '2026-11-22'),
    event('f', '2026-11-23'),
    event('g', '2026-11-23'),
    event('h', '2026-11-25'),
  ];

  it('groups by day in order, at most 3 shown', () => {
    const groups = groupTimeline(events);
    expect(groups.map((g) => g.date)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-25']);
    expect(groups[0]?.events.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(groups[0]?.total).toBe(4);
  });
  it('offers view-all above two events', () => {
    expect(groupTimeline(events).map((g) => g.showViewAll)).toEqual([true, false, false, false]);
    expect(groupTimeline(events.slice(4, 8)).map((g) => g.showViewAll)).toEqual([false, false, false]);
  });
  it('puts an ad before groups 0, 3, ... only when ads exist', () => {
    expect(groupTimeline(events, { hasAds: true }).map((g) => g.showAdBefore)).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(groupTimeline(events).some((g) => g.showAdBefore)).toBe(false);
  });
  it('is empty for no events', () => {
    expect(groupTimeline([])).toEqual([]);
  });
});

describe('compareEvents', () => {
  it('sorts by date, then time with untimed last, then id', () => {
    const sorted = [
      event('z', '2026-11-22', '20:00'),
      event('y', '2026-11-21'),
      event('x', '2026-11-21', '22:00'),
      event('w', '2026-11-21', '21:00'),
      event('v', '2026-11-21', '21:00'),
    ].sort(compareEvents);
    expect(sorted.map((e) => e.id)).toEqual(['v', 'w', 'x', 'y', 'z']);
  });
});
