import { describe, expect, it } from 'vitest';
import { digestWeekFrom, digestWeekOn, isoWeekKey, isThursday, nextDigestRun } from './digest-week.ts';

describe('the weekly digest calendar', () => {
  it('names weeks as ISO 8601 does, at the turn of the year too', () => {
    expect(isoWeekKey('2026-12-03')).toBe('2026-W49');
    expect(isoWeekKey('2026-11-30')).toBe('2026-W49'); // Monday of the same week
    expect(isoWeekKey('2026-12-06')).toBe('2026-W49'); // Sunday of the same week
    expect(isoWeekKey('2027-01-01')).toBe('2026-W53'); // a Friday: the week of Thursday 31 Dec
    expect(isoWeekKey('2025-12-29')).toBe('2026-W01'); // a Monday: the week of Thursday 1 Jan
    expect(isoWeekKey('2021-01-03')).toBe('2020-W53');
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01');
  });

  it('tells Thursday through the next Wednesday, sent only on a Thursday', () => {
    expect(isThursday('2026-12-03')).toBe(true);
    expect(isThursday('2026-12-04')).toBe(false);
    expect(digestWeekFrom('2026-12-31')).toEqual({ key: '2026-W53', from: '2026-12-31', to: '2027-01-06' });
    expect(digestWeekOn('2026-12-03')).toEqual({ key: '2026-W49', from: '2026-12-03', to: '2026-12-09' });
    expect(digestWeekOn('2026-12-02')).toBeNull();
  });

  it('runs next on Thursday at 10:00 in Crete, summer and winter time alike', () => {
    // Wednesday 2 December 2026, 12:00 UTC (14:00 in Crete, UTC+2).
    expect(nextDigestRun(new Date('2026-12-02T12:00:00Z')).toISOString()).toBe('2026-12-03T08:00:00.000Z');
    // Thursday before 10:00 in Crete: the same morning.
    expect(nextDigestRun(new Date('2026-12-03T07:59:00Z')).toISOString()).toBe('2026-12-03T08:00:00.000Z');
    // Thursday after it: a week later.
    expect(nextDigestRun(new Date('2026-12-03T08:00:00Z')).toISOString()).toBe('2026-12-10T08:00:00.000Z');
    // Summer (UTC+3): Thursday 2 July 2026.
    expect(nextDigestRun(new Date('2026-06-30T21:30:00Z')).toISOString()).toBe('2026-07-02T07:00:00.000Z');
    // 23:30 UTC on Wednesday is already Thursday 01:30 in Crete.
    expect(nextDigestRun(new Date('2026-12-02T23:30:00Z')).toISOString()).toBe('2026-12-03T08:00:00.000Z');
  });
});
