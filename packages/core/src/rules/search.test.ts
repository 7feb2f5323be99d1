import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearch, searchKey, transliterateGreek } from './search.ts';

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
