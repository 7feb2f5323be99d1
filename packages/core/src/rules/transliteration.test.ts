import { describe, expect, it } from 'vitest';
import { hasGreek, transliterateElot } from './transliteration.ts';

describe('transliterateElot (ELOT 743)', () => {
  it.each([
    ['Χανιά', 'Chania'],
    ['Ηράκλειο', 'Irakleio'],
    ['Ρέθυμνο', 'Rethymno'],
    ['Ψηλορείτης', 'Psiloreitis'],
    ['Λασίθι', 'Lasithi'],
    ['Ανώγεια', 'Anogeia'],
    ['Σφακιά', 'Sfakia'],
    ['Θεσσαλονίκη', 'Thessaloniki'],
    ['Ζαρός', 'Zaros'],
  ])('%s → %s', (greek, latin) => {
    expect(transliterateElot(greek)).toBe(latin);
  });

  it('writes μπ as b at the ends of a word and mp inside it', () => {
    expect(transliterateElot('Μπουρνάζι')).toBe('Bournazi');
    expect(transliterateElot('Κομπανία')).toBe('Kompania');
    expect(transliterateElot('Λαμπινή')).toBe('Lampini');
  });

  it('writes γγ as ng, γξ as nx, γχ as nch, γκ as gk', () => {
    expect(transliterateElot('Αγγελική')).toBe('Angeliki');
    expect(transliterateElot('Σφίγξ')).toBe('Sfinx');
    expect(transliterateElot('Μελαγχολία')).toBe('Melancholia');
    expect(transliterateElot('Γκάζι')).toBe('Gkazi');
  });

  it('writes αυ/ευ/ηυ as av/ev/iv before vowels and voiced consonants, af/ef/if otherwise', () => {
    expect(transliterateElot('Ευαγγελισμός')).toBe('Evangelismos');
    expect(transliterateElot('Αυλή')).toBe('Avli');
    expect(transliterateElot('Παρασκευή')).toBe('Paraskevi');
    expect(transliterateElot('αυτός')).toBe('aftos');
    expect(transliterateElot('Ευτέρπη')).toBe('Efterpi');
    expect(transliterateElot('Ηύρα')).toBe('Ivra');
    expect(transliterateElot('Φεύγω')).toBe('Fevgo');
    expect(transliterateElot('Ταΰγετος')).toBe('Taygetos');
  });

  it('keeps diphthongs letter by letter and ου as ou', () => {
    expect(transliterateElot('Κουρούπης')).toBe('Kouroupis');
    expect(transliterateElot('Μαΐου')).toBe('Maiou');
    expect(transliterateElot('Ρακάδικο Η Λύρα')).toBe('Rakadiko I Lyra');
    expect(transliterateElot('Ντάλια')).toBe('Ntalia');
  });

  it('keeps capitals, and other scripts as they are', () => {
    expect(transliterateElot('ΧΑΝΙΑ')).toBe('CHANIA');
    expect(transliterateElot('ΜΠΟΥΡΝΑΖΙ')).toBe('BOURNAZI');
    expect(transliterateElot('Θέατρο ΘΕΑΤΡΟ')).toBe('Theatro THEATRO');
    expect(transliterateElot('Λύρα & Λαούτο Ensemble')).toBe('Lyra & Laouto Ensemble');
    expect(transliterateElot('Kazani Live Stage')).toBe('Kazani Live Stage');
  });

  it('tells whether a text has Greek in it', () => {
    expect(hasGreek('Kazani Live Stage')).toBe(false);
    expect(hasGreek('Λύρα & Λαούτο Ensemble')).toBe(true);
  });
});
