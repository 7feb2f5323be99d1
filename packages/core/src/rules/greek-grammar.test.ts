import { describe, expect, it } from 'vitest';
import { atVenue, greekDate, keepsFinalNu, ofVenue, venueGender, venuePhrase } from './greek-grammar.ts';

describe('greekDate', () => {
  // 2026-12-06 is a Sunday, 2026-12-05 a Saturday, 2026-12-07 a Monday.
  it('says a Sunday in each case, with its article', () => {
    expect(greekDate('2026-12-06', 'nom')).toBe('η Κυριακή 6 Δεκεμβρίου');
    expect(greekDate('2026-12-06', 'gen')).toBe('της Κυριακής 6 Δεκεμβρίου');
    expect(greekDate('2026-12-06', 'acc')).toBe('την Κυριακή 6 Δεκεμβρίου');
  });

  it('gives Saturday its neuter article', () => {
    expect(greekDate('2026-12-05', 'nom')).toBe('το Σάββατο 5 Δεκεμβρίου');
    expect(greekDate('2026-12-05', 'gen')).toBe('του Σαββάτου 5 Δεκεμβρίου');
    expect(greekDate('2026-12-05', 'acc')).toBe('το Σάββατο 5 Δεκεμβρίου');
  });

  it('drops the ν of την before Δευτέρα but keeps it before Τρίτη and Παρασκευή', () => {
    expect(greekDate('2026-12-07', 'acc')).toBe('τη Δευτέρα 7 Δεκεμβρίου');
    expect(greekDate('2026-12-08', 'acc')).toBe('την Τρίτη 8 Δεκεμβρίου');
    expect(greekDate('2026-12-11', 'acc')).toBe('την Παρασκευή 11 Δεκεμβρίου');
    expect(greekDate('2026-12-11', 'gen')).toBe('της Παρασκευής 11 Δεκεμβρίου');
  });

  it('puts the month in the genitive, May with its diaeresis', () => {
    expect(greekDate('2026-05-01', 'nom', { article: false })).toBe('Παρασκευή 1 Μαΐου');
    expect(greekDate('2026-08-15', 'nom')).toBe('το Σάββατο 15 Αυγούστου');
    expect(greekDate('2026-08-15', 'acc', { year: true })).toBe('το Σάββατο 15 Αυγούστου 2026');
  });
});

describe('keepsFinalNu', () => {
  it('keeps ν before vowels and κ π τ ξ ψ γκ μπ ντ τσ τζ, drops it otherwise', () => {
    for (const word of [
      'Αίθουσα',
      'Ταβέρνα',
      'Πλατεία',
      'Κυριακή',
      'Ψησταριά',
      'Ξενία',
      'Μπουάτ',
      'Ντάλια',
      'Γκαζάκι',
      'Τσικουδιά',
      'Τζάμι',
      'Bar',
    ]) {
      expect(keepsFinalNu(word), word).toBe(true);
    }
    for (const word of [
      'Λύρα',
      'Δευτέρα',
      'Μουσική',
      'Σκηνή',
      'Γωνιά',
      'Ρόδα',
      'Φωλιά',
      'Χαρά',
      'Βεράντα',
      'Ζωή',
    ]) {
      expect(keepsFinalNu(word), word).toBe(false);
    }
  });
});

/** Venues by the gender their first word gives them; a proper name counts as neuter. */
const GENDERS = {
  f: ['Ταβέρνα του Αντώνη', 'ΤΑΒΕΡΝΑ ΤΟΥ ΑΝΤΩΝΗ', 'Πλατεία Αγίου Τίτου', 'Αίθουσα Δεξιώσεων Ροδάνθη'],
  m: ['Σύλλογος Ανωγειανών'],
  n: [
    'Καφενείο Ο Μανόλης',
    'Κέντρο Διασκέδασης Αστέρια',
    'Ρακάδικο Η Λύρα',
    'Μουσικό καφενείο Ερωφίλη',
    'Ξενοδοχείο Ίδη',
    'Εστιατόριο Θαλασσινό',
    'Μεζεδοπωλείο Το Στέκι',
    'Οινοποιείο Λυραράκη',
    'Μαγαζί του Γιώργη',
    'Κτήμα Καλαμάκι',
    'Καφέ Αλάνα',
    'Bar Ελληνικό',
    'Αρόλιθος',
    'Η Λύρα',
  ],
} as const;

describe('venueGender', () => {
  it.each(Object.entries(GENDERS))(
    'reads %s from the first word, a proper name as neuter',
    (gender, names) => {
      for (const name of names) expect(venueGender(name), name).toBe(gender);
    },
  );
});

/** "At" a venue: the article by its gender and case, a proper name quoted. */
const AT_VENUE: Record<string, string> = {
  'Ταβέρνα του Αντώνη': 'στην Ταβέρνα του Αντώνη',
  'Πλατεία Αγίου Τίτου': 'στην Πλατεία Αγίου Τίτου',
  'Αίθουσα Δεξιώσεων Ροδάνθη': 'στην Αίθουσα Δεξιώσεων Ροδάνθη',
  'Ψησταριά ο Μπάμπης': 'στην Ψησταριά ο Μπάμπης',
  'Μουσική Σκηνή Λύρα': 'στη Μουσική Σκηνή Λύρα',
  'Καφενείο Ο Μανόλης': 'στο Καφενείο Ο Μανόλης',
  'Ρακάδικο Η Λύρα': 'στο Ρακάδικο Η Λύρα',
  'Σύλλογος Ανωγειανών': 'στον Σύλλογο Ανωγειανών',
  'Χώρος Εκδηλώσεων Ρίζες': 'στον Χώρο Εκδηλώσεων Ρίζες',
  'Ξενώνας Ψηλορείτης': 'στον Ξενώνα Ψηλορείτης',
  'Bar Ελληνικό': 'στο Bar Ελληνικό',
  Αρόλιθος: 'στο «Αρόλιθος»',
  'Η Λύρα': 'στο «Η Λύρα»',
  'Οινομαγειρείο Το Αμπέλι': 'στο Οινομαγειρείο Το Αμπέλι',
  'Πολιτιστικός Σύλλογος Ζαρού': 'στον Πολιτιστικό Σύλλογο Ζαρού',
};

/** "Of" a venue: a known first word in the genitive, the rest as written. */
const OF_VENUE: Record<string, string> = {
  Αρόλιθος: 'του «Αρόλιθος»',
  'Ταβέρνα του Αντώνη': 'της Ταβέρνας του Αντώνη',
  'ΤΑΒΕΡΝΑ ΤΟΥ ΑΝΤΩΝΗ': 'της ΤΑΒΕΡΝΑΣ ΤΟΥ ΑΝΤΩΝΗ',
  'Καφενείο Ο Μανόλης': 'του Καφενείου Ο Μανόλης',
  'Σύλλογος Ανωγειανών': 'του Συλλόγου Ανωγειανών',
  'Κτήμα Καλαμάκι': 'του Κτήματος Καλαμάκι',
  'Μουσικό καφενείο Ερωφίλη': 'του Μουσικού καφενείου Ερωφίλη',
  'Κρητικό Κέντρο Η Μαντινάδα': 'του Κρητικού Κέντρου Η Μαντινάδα',
  'Μουσική Σκηνή Λύρα': 'της Μουσικής Σκηνής Λύρα',
};

describe('venue phrases', () => {
  it.each(Object.entries(AT_VENUE))('at %s: %s', (name, phrase) => {
    expect(atVenue(name)).toBe(phrase);
  });

  it.each(Object.entries(OF_VENUE))('of %s: %s', (name, phrase) => {
    expect(ofVenue(name)).toBe(phrase);
  });

  it('names a venue in the nominative with its article', () => {
    expect(venuePhrase('Πλατεία Αγίου Τίτου', 'nom')).toBe('η Πλατεία Αγίου Τίτου');
  });

  it('lets an admin override the gender', () => {
    expect(atVenue('Λύρα', 'f')).toBe('στη Λύρα');
    expect(atVenue('Αστέρια', 'n')).toBe('στο Αστέρια');
    expect(atVenue('Ταβέρνα του Αντώνη', 'n')).toBe('στο Ταβέρνα του Αντώνη');
    expect(ofVenue('Λύρα', 'f')).toBe('της Λύρα');
    expect(atVenue('Αρόλιθος', 'm')).toBe('στον Αρόλιθος');
  });
});
