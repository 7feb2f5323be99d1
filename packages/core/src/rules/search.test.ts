import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearch, searchKey, searchQueryKeys, transliterateGreek } from './search.ts';

describe('normalizeSearch', () => {
  it('trims, lowercases, strips accents and final sigma', () => {
    expect(normalizeSearch('  Λύρα  ')).toBe('λυρα');
    expect(normalizeSearch('ΧΑΝΙΆ')).toBe('χανια');
    expect(normalizeSearch('Ψαραντώνης')).toBe('ψαραντωνησ');
    expect(normalizeSearch('Καΐκι')).toBe('καικι');
    expect(normalizeSearch('Café')).toBe('cafe');
  });
});

describe('Greeklish', () => {
  it('transliterates Greek', () => {
    expect(transliterateGreek('λυρα')).toBe('lyra');
    expect(transliterateGreek('μπουζουκι')).toBe('mpouzouki');
  });
  it.each([
    ['Λύρα', 'lyra'],
    ['Λύρα', 'lira'],
    ['Λύρα', 'lura'],
    ['Λύρα', 'ΛΥΡΑ'],
    ['Χανιά', 'xania'],
    ['Χανιά', 'chania'],
    ['Χανιά', 'hania'],
    ['Ρέθυμνο', 'rethimno'],
    ['Ρέθυμνο', 'rethymno'],
    ['Ηράκλειο', 'iraklio'],
    ['Ψαραντώνης', 'psarantonis'],
    ['Μπουζούκι', 'bouzouki'],
    ['Ταβέρνα Το Μαντινάδα', 'mantinada'],
    ['Kafeneio Lyra', 'λυρα'],
  ])('%s is found by %s', (name, query) => {
    expect(matchesSearch(name, query)).toBe(true);
  });
  it.each([
    ['Λύρα', 'laouto'],
    ['Χανιά', 'rethymno'],
  ])('%s is not found by %s', (name, query) => {
    expect(matchesSearch(name, query)).toBe(false);
  });
  it('matches everything on empty search', () => {
    expect(matchesSearch('Λύρα', '   ')).toBe(true);
  });
  it('gives two spellings the same key', () => {
    expect(searchKey('Λύρα')).toBe(searchKey('lira'));
  });
});

describe('searchQueryKeys', () => {
  it('keys each word, whatever the alphabet, accents or order', () => {
    expect(searchQueryKeys('ρακαδικο λυρα')).toEqual(['rakadiko', 'lira']);
    expect(searchQueryKeys('Λύρα  ΡΑΚΆΔΙΚΟ')).toEqual(['lira', 'rakadiko']);
    expect(searchQueryKeys('lyra')).toEqual(searchQueryKeys('λύρα'));
    expect(searchQueryKeys('xania')).toEqual(searchQueryKeys('Χανιά'));
    expect(searchQueryKeys('psiloritis')).toEqual(searchQueryKeys('Ψηλορείτης'));
  });

  it('drops words too short to mean anything, and repeated ones', () => {
    expect(searchQueryKeys('zzzz')).toEqual([]);
    expect(searchQueryKeys('η λύρα, λυρα!')).toEqual(['lira']);
    expect(searchQueryKeys('   ')).toEqual([]);
  });
});
