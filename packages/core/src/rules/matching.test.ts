import { describe, expect, it } from 'vitest';
import { findBestNameMatch, isLikelySameName, isSameName } from './matching.ts';

const venues = [
  { id: 1, name: 'Κέντρο Ο Αρμός' },
  { id: 2, name: 'Ταβέρνα Χανιά' },
  { id: 3, name: 'Λύρα Bar' },
  { id: 4, name: 'Το Στέκι' },
  { id: 5, name: 'Καφενείο Το Στέκι του Μανώλη' },
];

describe('matching a found name to a known one', () => {
  it.each([
    ['Κέντρο Ο Αρμός', 1],
    ['ΚΕΝΤΡΟ Ο ΑΡΜΟΣ', 1],
    ['kentro o armos', 1],
    ['Taverna Xania', 2],
    ['Taverna Hania', 2],
    ['Lyra bar', 3],
    ['Lira Bar', 3],
    ['Armos', 1],
    ['To Steki', 4],
    ['Στέκι του Μανώλη', 5],
  ])('%s → venue %s', (name, id) => {
    expect(findBestNameMatch(venues, name)?.id).toBe(id);
  });

  it.each(['', 'Το', 'Ρακάδικο Παραλία', 'xyz'])('%s matches nothing', (name) => {
    expect(findBestNameMatch(venues, name)).toBeNull();
  });

  it('knows two spellings of one name', () => {
    expect(isSameName('Ψαρογιώργης', 'psarogiorgis')).toBe(true);
    expect(isSameName('Ψαρογιώργης', 'Ψαραντώνης')).toBe(false);
    expect(isSameName('', '')).toBe(false);
  });
});

describe('isLikelySameName (review queue duplicates)', () => {
  it('matches names written another way: accents, case, word order, articles, Greeklish', () => {
    expect(isLikelySameName('ρακαδικο λυρα', 'Ρακάδικο Η Λύρα')).toBe(true);
    expect(isLikelySameName('Λύρα Ρακάδικο', 'Ρακάδικο Η Λύρα')).toBe(true);
    expect(isLikelySameName('Rakadiko i Lyra', 'Ρακάδικο Η Λύρα')).toBe(true);
    expect(isLikelySameName('Ψαρογιώργης', 'psarogiorgis')).toBe(true);
  });

  it('does not match different names or bare filler words', () => {
    expect(isLikelySameName('Ρακάδικο Η Λύρα', 'Ρακάδικο Το Λαγούτο')).toBe(false);
    expect(isLikelySameName('Η', 'Η Λύρα')).toBe(false);
    expect(isLikelySameName('Κέντρο Αρμός', 'Ταβέρνα Πλάτανος')).toBe(false);
  });
});
