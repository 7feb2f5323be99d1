import { describe, expect, it } from 'vitest';
import { hasGreek, transliterateElot } from './transliteration.ts';

/** Names and how ELOT 743 writes them, by the rule each shows. */
const RULES: Record<string, Record<string, string>> = {
  'letter by letter': {
    Χανιά: 'Chania',
    Ηράκλειο: 'Irakleio',
    Ρέθυμνο: 'Rethymno',
    Ψηλορείτης: 'Psiloreitis',
    Λασίθι: 'Lasithi',
    Ανώγεια: 'Anogeia',
    Σφακιά: 'Sfakia',
    Θεσσαλονίκη: 'Thessaloniki',
    Ζαρός: 'Zaros',
  },
  'μπ as b at the ends of a word and mp inside it': {
    Μπουρνάζι: 'Bournazi',
    Κομπανία: 'Kompania',
    Λαμπινή: 'Lampini',
  },
  'γγ as ng, γξ as nx, γχ as nch, γκ as gk': {
    Αγγελική: 'Angeliki',
    Σφίγξ: 'Sfinx',
    Μελαγχολία: 'Melancholia',
    Γκάζι: 'Gkazi',
  },
  'αυ/ευ/ηυ as av/ev/iv before vowels and voiced consonants, af/ef/if otherwise': {
    Ευαγγελισμός: 'Evangelismos',
    Αυλή: 'Avli',
    Παρασκευή: 'Paraskevi',
    αυτός: 'aftos',
    Ευτέρπη: 'Efterpi',
    Ηύρα: 'Ivra',
    Φεύγω: 'Fevgo',
    Ταΰγετος: 'Taygetos',
  },
  'diphthongs letter by letter, ου as ou': {
    Κουρούπης: 'Kouroupis',
    Μαΐου: 'Maiou',
    'Ρακάδικο Η Λύρα': 'Rakadiko I Lyra',
    Ντάλια: 'Ntalia',
  },
  'capitals kept, and other scripts as they are': {
    ΧΑΝΙΑ: 'CHANIA',
    ΜΠΟΥΡΝΑΖΙ: 'BOURNAZI',
    'Θέατρο ΘΕΑΤΡΟ': 'Theatro THEATRO',
    'Λύρα & Λαούτο Ensemble': 'Lyra & Laouto Ensemble',
    'Kazani Live Stage': 'Kazani Live Stage',
  },
};

describe.each(Object.entries(RULES))('transliterateElot (ELOT 743): %s', (_rule, names) => {
  it.each(Object.entries(names))('%s → %s', (greek, latin) => {
    expect(transliterateElot(greek)).toBe(latin);
  });
});

describe('hasGreek', () => {
  it('tells whether a text has Greek in it', () => {
    expect(hasGreek('Kazani Live Stage')).toBe(false);
    expect(hasGreek('Λύρα & Λαούτο Ensemble')).toBe(true);
  });
});
