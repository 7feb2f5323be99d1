import { describe, expect, it } from 'vitest';
import { searchKey } from './search.ts';
import { isSearchable, nameHoldsSearch, parseSearchQuery, searchWordKeys } from './search-query.ts';
import { todayInAthens } from './time.ts';

// Saturday 28 November 2026.
const SATURDAY = '2026-11-28';
const dates = (query: string, today = SATURDAY) => parseSearchQuery(query, today).dates;

describe('parseSearchQuery', () => {
  it('reads English place names and their Greeklish as the Greek place', () => {
    for (const query of ['Heraklion', 'Heraklio', 'Iraklio', 'Ηρακλείου']) {
      expect(
        searchWordKeys(query).some((key) => searchKey('Ηράκλειο').includes(key)),
        query,
      ).toBe(true);
    }
    expect(searchWordKeys('Hania')).toContain(searchKey('Χανιά'));
    expect(searchWordKeys('Elounda')).toContain(searchKey('Ελούντα'));
    expect(searchWordKeys('Hersonisos')).toContain(searchKey('Χερσόνησος'));
    // Near misses are forgiven on English names only: σπίτι is not Σπήλι.
    expect(searchWordKeys('σπίτι')).toEqual([searchKey('σπίτι')]);
  });

  it('reads kinds of place and performer', () => {
    expect(searchWordKeys('λυράρης')).toContain(searchKey('λύρα'));
    expect(searchWordKeys('laouto')).toContain(searchKey('λαουτ'));
    expect(searchWordKeys('lute')).toContain(searchKey('λαουτ'));
    expect(searchWordKeys('tavern')).toContain(searchKey('ταβερν'));
    expect(parseSearchQuery('rakadiko in heraklion', SATURDAY).words.map((word) => word.text)).toEqual([
      'rakadiko',
      'heraklion',
    ]);
  });

  it('reads dates as people write them, the next one to come', () => {
    const december5 = { from: '2026-12-05', to: '2026-12-05' };
    for (const query of [
      '5 Δεκεμβρίου',
      'Σάββατο 5/12',
      '5/12',
      '5.12.2026',
      'Dec 5',
      '5th December',
      '2026-12-05',
      '5 Δεκέμβρη',
    ]) {
      expect(dates(query), query).toEqual(december5);
    }
    expect(dates('αύριο')).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(dates('σήμερα')).toEqual({ from: SATURDAY, to: SATURDAY });
    expect(dates('this weekend')).toEqual({ from: SATURDAY, to: '2026-11-29' });
    expect(dates('this weekend', '2026-11-25')).toEqual({ from: '2026-11-27', to: '2026-11-29' });
    expect(dates('next weekend')).toEqual({ from: '2026-12-04', to: '2026-12-06' });
    expect(dates('Κυριακή')).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(dates('Παρασκευή')).toEqual({ from: '2026-12-04', to: '2026-12-04' });
    expect(dates('Ιανουάριος')).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(dates('5/1')).toEqual({ from: '2027-01-05', to: '2027-01-05' });
    // A village, not a Friday; a time, not a date.
    expect(dates('Αγία Παρασκευή')).toBeNull();
    expect(dates('21:30')).toBeNull();
  });

  it('resolves "αύριο" against the day in Crete, not in UTC', () => {
    // 22:30 UTC on 4 December is already 5 December in Crete.
    const today = todayInAthens(new Date('2026-12-04T22:30:00Z'));
    expect(dates('αύριο', today)).toEqual({ from: '2026-12-06', to: '2026-12-06' });
  });

  it('finds nothing to look for in nonsense or little words', () => {
    for (const query of ['', 'zzzz', 'aaa', '   ', 'στο', 'ΣΤΟ', 'Στην', 'the', 'Γλέντια'])
      expect(isSearchable(query, SATURDAY), query).toBe(false);
    expect(isSearchable('αύριο', SATURDAY)).toBe(true);
  });
});

describe('nameHoldsSearch', () => {
  it('holds every word typed, never a looser match', () => {
    expect(nameHoldsSearch('Ρακάδικο Η Λύρα', 'lyra rakadiko')).toBe(true);
    expect(nameHoldsSearch('Ρακάδικο Η Λύρα', 'λυράρης')).toBe(true);
    expect(nameHoldsSearch('Ρακάδικο Η Λύρα', 'lyra chania')).toBe(false);
    expect(nameHoldsSearch('Ψαρογιώργης', 'aaa')).toBe(false);
    expect(nameHoldsSearch('Kazani Live Stage', 'zzzz')).toBe(false);
  });
});
