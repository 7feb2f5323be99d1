import { describe, expect, it } from 'vitest';
import {
  calendarWindow,
  defaultFilterOptions,
  defaultRange,
  filtersDifferFromDefault,
  quickRange,
} from './filters.ts';

const today = '2026-11-21';

describe('filter defaults', () => {
  it('ranges from today to two months ahead', () => {
    expect(defaultRange(today)).toEqual({ from: '2026-11-21', to: '2027-01-21' });
  });
  it('offers reset only when something differs', () => {
    const options = defaultFilterOptions(today);
    expect(filtersDifferFromDefault(options, today)).toBe(false);
    expect(filtersDifferFromDefault({ ...options, nomos: ['CHANIA'] }, today)).toBe(true);
    expect(filtersDifferFromDefault({ ...options, selectedArtist: ['a'] }, today)).toBe(true);
    expect(filtersDifferFromDefault({ ...options, selectedLocation: ['l'] }, today)).toBe(true);
    expect(filtersDifferFromDefault({ ...options, range: { from: today, to: today } }, today)).toBe(true);
  });
  it('treats yesterday-made defaults as different today', () => {
    expect(filtersDifferFromDefault(defaultFilterOptions('2026-11-20'), today)).toBe(true);
  });
});

describe('calendar', () => {
  it('has the three quick ranges', () => {
    expect(quickRange(1, today)).toEqual({ from: today, to: today });
    expect(quickRange(2, today)).toEqual({ from: today, to: '2026-11-27' });
    expect(quickRange(3, today)).toEqual({ from: today, to: '2026-12-20' });
  });
  it('allows picking from yesterday to two months ahead', () => {
    expect(calendarWindow(today)).toEqual({ from: '2026-11-20', to: '2027-01-21' });
  });
});
