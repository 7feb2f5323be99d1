import { describe, expect, it } from 'vitest';
import { eventDateParts, formatCount, formatList } from './format.ts';

describe('formatting in the interface language', () => {
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
  });

  it('groups digits and joins lists the local way', () => {
    expect(formatCount(12345, 'el-GR')).toBe('12.345');
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(formatList(['Ηράκλειο', 'Χανιά', 'Ρέθυμνο'], 'el-GR')).toBe('Ηράκλειο, Χανιά και Ρέθυμνο');
  });
});
