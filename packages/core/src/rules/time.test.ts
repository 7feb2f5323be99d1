import { describe, expect, it } from 'vitest';
import {
  ATHENS_TIME_ZONE,
  addDays,
  addMonths,
  athensDateTimeToInstant,
  athensOffsetMinutes,
  daysBetween,
  endTimeOf,
  eventInterval,
  isFutureDate,
  isPastDate,
  isValidDate,
  todayInAthens,
} from './time.ts';

describe('todayInAthens', () => {
  it('uses the Athens calendar date, not UTC', () => {
    // 22:30 UTC on 31 Dec is already 00:30 on 1 Jan in Athens (UTC+2 in winter).
    expect(todayInAthens(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(todayInAthens(new Date('2026-12-31T21:59:00Z'))).toBe('2026-12-31');
  });
  it('follows summer time (UTC+3)', () => {
    expect(todayInAthens(new Date('2026-07-14T21:00:00Z'))).toBe('2026-07-15');
    expect(todayInAthens(new Date('2026-07-14T20:59:00Z'))).toBe('2026-07-14');
  });
});

describe('past and future', () => {
  it.each([
    ['2026-11-20', '2026-11-21', true],
    ['2026-11-21', '2026-11-21', false],
    ['2026-11-22', '2026-11-21', false],
    ['2025-12-31', '2026-01-01', true],
  ])('%s is past on %s: %s', (date, today, past) => {
    expect(isPastDate(date, today)).toBe(past);
    expect(isFutureDate(date, today)).toBe(!past);
  });
});

describe('date arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('adds months clamping to the last day', () => {
    expect(addMonths('2026-11-21', 2)).toBe('2027-01-21');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
  });
  it('counts days between dates', () => {
    expect(daysBetween('2026-11-21', '2027-01-21')).toBe(61);
    expect(daysBetween('2026-11-21', '2026-11-20')).toBe(-1);
  });
  it('validates real dates only', () => {
    expect(isValidDate('2026-02-28')).toBe(true);
    expect(isValidDate('2026-02-30')).toBe(false);
    expect(isValidDate('2026-2-3')).toBe(false);
    expect(isValidDate('tomorrow')).toBe(false);
  });
  it('accepts only dates from 2000 to 2100', () => {
    expect(isValidDate('2000-01-01')).toBe(true);
    expect(isValidDate('2100-12-31')).toBe(true);
    expect(isValidDate('1999-12-31')).toBe(false);
    expect(isValidDate('2101-01-01')).toBe(false);
    expect(isValidDate('0000-01-01')).toBe(false);
    expect(isValidDate('9999-12-31')).toBe(false);
  });
});

describe('Athens wall-clock times', () => {
  it('knows the winter and summer offsets', () => {
    expect(athensOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(120);
    expect(athensOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(180);
  });
  it('changes its clocks when the time zone database does, around every change from 2000 to 2100', () => {
    const byIntl = new Intl.DateTimeFormat('en-US', {
      timeZone: ATHENS_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    const dayByIntl = new Intl.DateTimeFormat('en-CA', { timeZone: ATHENS_TIME_ZONE });
    const offsetByIntl = (instant: Date) => {
      const parts = Object.fromEntries(byIntl.formatToParts(instant).map((part) => [part.type, part.value]));
      const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
      return (wall - instant.getTime()) / 60_000;
    };
    const wrong: string[] = [];
    for (let year = 2000; year <= 2100; year += 1) {
      // Every half hour of the last eight days of March and of October (the changes fall on the
      // hour), and a day in each season.
      for (const month of [2, 9]) {
        for (let halfHour = 0; halfHour < 8 * 48; halfHour += 1) {
          const instant = new Date(Date.UTC(year, month, 24, 0, halfHour * 30));
          if (athensOffsetMinutes(instant) !== offsetByIntl(instant)) wrong.push(instant.toISOString());
          if (todayInAthens(instant) !== dayByIntl.format(instant))
            wrong.push(`today ${instant.toISOString()}`);
        }
      }
      for (const month of [0, 4, 7, 11]) {
        const instant = new Date(Date.UTC(year, month, 15, 21, 59));
        if (athensOffsetMinutes(instant) !== offsetByIntl(instant)) wrong.push(instant.toISOString());
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
  it('turns a local start into the right instant', () => {
    expect(athensDateTimeToInstant('2026-11-21', '21:30').toISOString()).toBe('2026-11-21T19:30:00.000Z');
    expect(athensDateTimeToInstant('2026-08-15', '22:00').toISOString()).toBe('2026-08-15T19:00:00.000Z');
  });
  it('derives start and end of an event', () => {
    const interval = eventInterval({ date: '2026-11-21', time: '22:00', duration: 4 });
    expect(interval?.startAt.toISOString()).toBe('2026-11-21T20:00:00.000Z');
    expect(interval?.endAt?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(eventInterval({ date: '2026-11-21', time: null, duration: 4 })).toBeNull();
    expect(eventInterval({ date: '2026-11-21', time: '22:00', duration: null })?.endAt).toBeNull();
  });
  it('shows the end time on the clock, past midnight too', () => {
    expect(endTimeOf('21:30', 3)).toBe('00:30');
    expect(endTimeOf('10:15', 12)).toBe('22:15');
  });
});
