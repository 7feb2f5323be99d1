import { describe, expect, it } from 'vitest';
import { savedAtParts, showsSavedCopy } from './saved-at.ts';

describe('"saved at" of a copy kept on the device', () => {
  it('tells the clock time in Crete, 24-hour, and no day when it was saved today there', () => {
    // 19:05 UTC in November is 21:05 in Crete (UTC+2).
    const savedAt = Date.parse('2026-11-23T19:05:00Z');
    const now = Date.parse('2026-11-23T20:00:00Z');
    expect(savedAtParts(savedAt, now, 'el-GR')).toEqual({ time: '21:05', day: null });
    expect(savedAtParts(savedAt, now, 'en-US')).toEqual({ time: '21:05', day: null });
  });

  it('counts the day by Crete, not by UTC: 00:30 in Crete is already the next day', () => {
    const savedAt = Date.parse('2026-11-23T22:30:00Z');
    expect(savedAtParts(savedAt, Date.parse('2026-11-24T08:00:00Z'), 'el-GR')).toEqual({
      time: '00:30',
      day: null,
    });
    // Saved at 23:50 in Crete, read at 00:10 there: another day, so the day is named.
    expect(
      savedAtParts(Date.parse('2026-11-23T21:50:00Z'), Date.parse('2026-11-23T22:10:00Z'), 'el-GR'),
    ).toEqual({ time: '23:50', day: '23 Νοεμβρίου' });
  });

  it('names the day in the interface language when the copy is from another day, in summer time too', () => {
    // 06:15 UTC in July is 09:15 in Crete (UTC+3).
    const savedAt = Date.parse('2026-07-02T06:15:00Z');
    const now = Date.parse('2026-07-05T10:00:00Z');
    expect(savedAtParts(savedAt, now, 'el-GR')).toEqual({ time: '09:15', day: '2 Ιουλίου' });
    expect(savedAtParts(savedAt, now, 'en-US')).toEqual({ time: '09:15', day: 'July 2' });
  });

  it('is shown offline or after a failed refresh, and only for data that came from the server', () => {
    const updatedAt = Date.parse('2026-11-23T19:05:00Z');
    expect(showsSavedCopy({ online: false, updatedAt, refreshFailed: false })).toBe(true);
    expect(showsSavedCopy({ online: true, updatedAt, refreshFailed: true })).toBe(true);
    expect(showsSavedCopy({ online: true, updatedAt, refreshFailed: false })).toBe(false);
    expect(showsSavedCopy({ online: false, updatedAt: 0, refreshFailed: false })).toBe(false);
  });
});
