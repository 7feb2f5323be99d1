import { describe, expect, it } from 'vitest';
import {
  ENGLISH_PLACE_NAMES,
  englishName,
  englishNamesOf,
  latinText,
  rememberEnglishNames,
  spellingConflicts,
} from './english-names.ts';
import { hasGreek, transliterateElot } from './transliteration.ts';

describe('English names of places visitors know', () => {
  it.each([
    ['Ηράκλειο', 'Heraklion'],
    ['Χανιά', 'Chania'],
    ['Ρέθυμνο', 'Rethymno'],
    ['Άγιος Νικόλαος', 'Agios Nikolaos'],
    ['Χερσόνησος', 'Hersonissos'],
    ['Ελούντα', 'Elounda'],
    ['Σητεία', 'Sitia'],
    ['Ανώγεια', 'Anogia'],
    ['Ψηλορείτης', 'Psiloritis'],
    ['Παλαιόχωρα', 'Paleochora'],
    ['Μάταλα', 'Matala'],
    ['Μάλια', 'Malia'],
    ['Κίσσαμος', 'Kissamos'],
    ['Ιεράπετρα', 'Ierapetra'],
    ['Αρχάνες', 'Archanes'],
    ['Ζαρός', 'Zaros'],
    ['Σπήλι', 'Spili'],
    ['Σφακιά', 'Sfakia'],
    ['Χώρα Σφακίων', 'Chora Sfakion'],
  ])('%s → %s (the table wins over ELOT)', (greek, english) => {
    expect(englishName(greek)).toBe(english);
    expect(latinText(greek)).toBe(english);
  });

  it('matches without regard to accents or capitals, and only whole words', () => {
    expect(latinText('ΗΡΑΚΛΕΙΟ')).toBe('HERAKLION');
    expect(latinText('ηρακλειο')).toBe('Heraklion');
    expect(latinText('Ηρακλειώτικο')).toBe(transliterateElot('Ηρακλειώτικο'));
    expect(latinText('Χανιώτικη Βραδιά')).toBe('Chaniotiki Vradia');
    expect(latinText('Ηράκλειο-Χανιά, 2 ώρες')).toBe('Heraklion-Chania, 2 ores');
    expect(latinText('Σφακίων 12, Χώρα Σφακίων')).toBe('Sfakia 12, Chora Sfakion');
  });

  it('writes an address with the English names of its town and country', () => {
    expect(latinText('Δαιδάλου 33, Ηράκλειο 714 10, Ελλάδα')).toBe('Daidalou 33, Heraklion 714 10, Greece');
    expect(latinText('Πλατεία Αγίου Τίτου, Άγιος Νικόλαος')).toBe('Plateia Agiou Titou, Agios Nikolaos');
    expect(latinText('Δήμος Χανίων')).toBe('Dimos Chania');
    expect(latinText('Kazani Live Stage')).toBe('Kazani Live Stage');
  });

  it('keeps every name in the table in Latin letters', () => {
    for (const english of Object.values(ENGLISH_PLACE_NAMES)) expect(hasGreek(english)).toBe(false);
  });
});

describe('a leading article in a name', () => {
  it.each([
    ['Ταβέρνα Η Κληματαριά', 'Taverna Klimataria'],
    ['Ρακάδικο Η Λύρα', 'Rakadiko Lyra'],
    ['Οινομαγειρείο Ο Φάρος', 'Oinomageireio Faros'],
    ['Ταβέρνα Το Καφενείο του Μανώλη', 'Taverna Kafeneio tou Manoli'],
    ['Κέντρο Διασκέδασης Ο Ψηλορείτης', 'Kentro Diaskedasis Psiloritis'],
    ['Κτήμα Τα Λευκά Όρη', 'Ktima White Mountains'],
    ['Η Πηγή', 'Pigi'],
    ['Το Στέκι', 'Steki'],
  ])('%s → %s', (greek, english) => {
    expect(englishName(greek)).toBe(english);
  });

  it('keeps articles of other cases, which belong to the name', () => {
    expect(englishName('Ταβέρνα της Κατερίνας')).toBe('Taverna tis Katerinas');
    expect(englishName('Ρακάδικο στου Μαθιού')).toBe('Rakadiko stou Mathiou');
  });

  it('leaves names in Latin letters as written', () => {
    expect(englishName('Ta Dilina Rakadiko')).toBe('Ta Dilina Rakadiko');
    expect(englishName('O Mylos')).toBe('O Mylos');
  });
});

describe('one spelling per person', () => {
  it('finds a name stored in Latin that differs from the same name written by ELOT', () => {
    expect(spellingConflicts(['Vasilis Mparitakis', 'Σταύρος Μπαριτάκης'])).toEqual([
      ['baritakis', 'mparitakis'],
    ]);
    expect(spellingConflicts(['Omada Psiloreitis', 'Psiloritis Ensemble'])).toEqual([
      ['psiloreitis', 'psiloritis'],
    ]);
  });

  it('finds none when the Latin spelling is the transliteration', () => {
    expect(
      spellingConflicts([
        'Vasilis Baritakis',
        'Σταύρος Μπαριτάκης',
        'Ομάδα Ψηλορείτης',
        'Psiloritis Ensemble',
        'Anogia Sound',
        'Ανώγεια',
        'Rakadiko Stou Mathiou',
        'Ρακάδικο στου Μαθιού',
      ]),
    ).toEqual([]);
  });
});

describe('names written for a drawing, and remembered from one', () => {
  it('gives the names a drawing wrote, those written before it too, and nothing after', () => {
    englishName('Ταβέρνα Η Κληματαριά');
    const { drawn, names } = englishNamesOf(() =>
      ['Ταβέρνα Η Κληματαριά', 'Ρακάδικο Η Λύρα', 'Anogia Sound'].map(englishName).join(', '),
    );
    expect(drawn).toBe('Taverna Klimataria, Rakadiko Lyra, Anogia Sound');
    // A name already in Latin letters needs no writing, and is not sent.
    expect(names).toEqual({
      'Ταβέρνα Η Κληματαριά': 'Taverna Klimataria',
      'Ρακάδικο Η Λύρα': 'Rakadiko Lyra',
    });
    englishName('Καφενείο Ο Ψηλορείτης');
    expect(englishNamesOf(() => null).names).toEqual({});
  });

  it('answers with a remembered name instead of writing it again, and skips what is not a name', () => {
    rememberEnglishNames({
      'Μουσικό Καφενείο Το Αμάραντο': 'Mousiko Kafeneio Amaranto (drawn)',
      'Λύρα Β': 3,
    });
    expect(englishName('Μουσικό Καφενείο Το Αμάραντο')).toBe('Mousiko Kafeneio Amaranto (drawn)');
    expect(englishName('Λύρα Β')).toBe('Lyra V');
  });

  it('keeps a name it wrote itself over one remembered later', () => {
    expect(englishName('Ο Κήπος της Ζαρού')).toBe('Kipos tis Zarou');
    rememberEnglishNames({ 'Ο Κήπος της Ζαρού': 'Something Else' });
    expect(englishName('Ο Κήπος της Ζαρού')).toBe('Kipos tis Zarou');
  });
});
