import { describe, expect, it } from 'vitest';
import {
  eventDateParts,
  formatDateRange,
  formatInstant,
  formatLongDate,
  formatSpokenDate,
} from './date-format.ts';

describe('event days in words', () => {
  it('names the weekday and month of an event day in Greek and in English', () => {
    expect(eventDateParts('2026-07-03', 'el-GR')).toEqual({
      weekday: 'Παρ',
      day: '3',
      month: 'Ιουλ',
      full: 'Παρασκευή 3 Ιουλίου',
    });
    expect(eventDateParts('2026-07-03', 'en-US')).toMatchObject({ weekday: 'Fri', day: '3', month: 'Jul' });
  });

  it('keeps the calendar day of Crete at the turn of daylight-saving time', () => {
    expect(eventDateParts('2026-03-29', 'en-US').day).toBe('29');
    expect(eventDateParts('2026-10-25', 'en-US').day).toBe('25');
    expect(formatLongDate('2026-10-25', 'el-GR')).toBe('Κυριακή 25 Οκτωβρίου 2026');
  });

  it('writes the spoken day and the whole date line', () => {
    expect(formatSpokenDate('2026-12-06', 'en-GB')).toBe('Sunday 6 December');
    expect(formatLongDate('2026-07-03', 'el-GR')).toBe('Παρασκευή 3 Ιουλίου 2026');
  });
});

describe('date range chip label', () => {
  const today = '2026-11-21';
  it('is short in Greek and English, without the year for the coming months', () => {
    expect(formatDateRange({ from: '2026-11-21', to: '2026-11-21' }, 'el-GR', today)).toBe('21 Νοε');
    expect(formatDateRange({ from: '2026-11-21', to: '2026-11-27' }, 'en-US', today)).toMatch(
      /^Nov 21\s–\s27$/,
    );
    expect(formatDateRange({ from: '2026-11-21', to: '2027-01-21' }, 'el-GR', today)).toBe('21 Νοε – 21 Ιαν');
  });
  it('shows years for ranges far from today', () => {
    expect(formatDateRange({ from: '2025-03-01', to: '2025-03-05' }, 'en-US', today)).toMatch(/2025/);
  });
});

describe('moments on Crete’s clock', () => {
  it('reads an instant in Europe/Athens, summer and winter', () => {
    const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    expect(formatInstant('2026-07-03T18:30:00Z', 'el-GR', clock)).toBe('21:30');
    expect(formatInstant('2026-12-03T18:30:00Z', 'en-US', clock)).toBe('20:30');
    expect(
      formatInstant('2026-05-31T22:30:00Z', 'el-GR', { day: 'numeric', month: 'long', year: 'numeric' }),
    ).toBe('1 Ιουνίου 2026');
  });
});

describe('British dates', () => {
  it('writes the weekday, day, month and year without commas', () => {
    expect(formatLongDate('2026-12-05', 'en-GB')).toBe('Saturday 5 December 2026');
    expect(formatSpokenDate('2026-12-05', 'en-GB')).toBe('Saturday 5 December');
    expect(formatLongDate('2026-12-05', 'el-GR')).toBe('Σάββατο 5 Δεκεμβρίου 2026');
  });
});
