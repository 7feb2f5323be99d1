import { describe, expect, it } from 'vitest';
import { dateOn, venueWords } from './greek-phrases.ts';

describe('Greek phrases for the app texts', () => {
  it('gives a venue its article and case in Greek', () => {
    expect(venueWords('Ταβέρνα του Αντώνη', null, 'el')).toEqual({
      venueAt: 'στην Ταβέρνα του Αντώνη',
      venueOf: 'της Ταβέρνας του Αντώνη',
      venueAcc: 'την Ταβέρνα του Αντώνη',
    });
    expect(venueWords('Λύρα', 'f', 'el').venueAt).toBe('στη Λύρα');
  });

  it('writes the name in Latin letters in English', () => {
    expect(venueWords('Ταβέρνα του Αντώνη', null, 'en').venueAt).toBe('Taverna tou Antoni');
  });

  it('says a past day with its article', () => {
    expect(dateOn('2026-12-06', 'el', 'el-GR')).toBe('την Κυριακή 6 Δεκεμβρίου 2026');
    expect(dateOn('2026-12-07', 'el', 'el-GR')).toBe('τη Δευτέρα 7 Δεκεμβρίου 2026');
  });
});
