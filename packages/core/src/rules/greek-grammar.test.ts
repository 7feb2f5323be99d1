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

describe('venueGender', () => {
  it('reads the gender from the first word', () => {
    expect(venueGender('Ταβέρνα του Αντώνη')).toBe('f');
    expect(venueGender('ΤΑΒΕΡΝΑ ΤΟΥ ΑΝΤΩΝΗ')).toBe('f');
    expect(venueGender('Καφενείο Ο Μανόλης')).toBe('n');
    expect(venueGender('Κέντρο Διασκέδασης Αστέρια')).toBe('n');
    expect(venueGender('Ρακάδικο Η Λύρα')).toBe('n');
    expect(venueGender('Μουσικό καφενείο Ερωφίλη')).toBe('n');
    expect(venueGender('Πλατεία Αγίου Τίτου')).toBe('f');
    expect(venueGender('Σύλλογος Ανωγειανών')).toBe('m');
    expect(venueGender('Ξενοδοχείο Ίδη')).toBe('n');
    expect(venueGender('Αίθουσα Δεξιώσεων Ροδάνθη')).toBe('f');
    expect(venueGender('Εστιατόριο Θαλασσινό')).toBe('n');
    expect(venueGender('Μεζεδοπωλείο Το Στέκι')).toBe('n');
    expect(venueGender('Οινοποιείο Λυραράκη')).toBe('n');
    expect(venueGender('Μαγαζί του Γιώργη')).toBe('n');
    expect(venueGender('Κτήμα Καλαμάκι')).toBe('n');
    expect(venueGender('Καφέ Αλάνα')).toBe('n');
    expect(venueGender('Bar Ελληνικό')).toBe('n');
  });

  it('treats a proper name as neuter', () => {
    expect(venueGender('Αρόλιθος')).toBe('n');
    expect(venueGender('Η Λύρα')).toBe('n');
  });
});

describe('venue phrases', () => {
  it('says "at" with the right article', () => {
    expect(atVenue('Ταβέρνα του Αντώνη')).toBe('στην Ταβέρνα του Αντώνη');
    expect(atVenue('Πλατεία Αγίου Τίτου')).toBe('στην Πλατεία Αγίου Τίτου');
    expect(atVenue('Αίθουσα Δεξιώσεων Ροδάνθη')).toBe('στην Αίθουσα Δεξιώσεων Ροδάνθη');
    expect(atVenue('Ψησταριά ο Μπάμπης')).toBe('στην Ψησταριά ο Μπάμπης');
    expect(atVenue('Μουσική Σκηνή Λύρα')).toBe('στη Μουσική Σκηνή Λύρα');
    expect(atVenue('Καφενείο Ο Μανόλης')).toBe('στο Καφενείο Ο Μανόλης');
    expect(atVenue('Ρακάδικο Η Λύρα')).toBe('στο Ρακάδικο Η Λύρα');
    expect(atVenue('Σύλλογος Ανωγειανών')).toBe('στον Σύλλογο Ανωγειανών');
    expect(atVenue('Χώρος Εκδηλώσεων Ρίζες')).toBe('στον Χώρο Εκδηλώσεων Ρίζες');
    expect(atVenue('Ξενώνας Ψηλορείτης')).toBe('στον Ξενώνα Ψηλορείτης');
    expect(atVenue('Bar Ελληνικό')).toBe('στο Bar Ελληνικό');
  });

  it('quotes a proper name and speaks of it as neuter', () => {
    expect(atVenue('Αρόλιθος')).toBe('στο «Αρόλιθος»');
    expect(atVenue('Η Λύρα')).toBe('στο «Η Λύρα»');
    expect(ofVenue('Αρόλιθος')).toBe('του «Αρόλιθος»');
  });

  it('puts a known first word in the genitive and keeps the rest as written', () => {
    expect(ofVenue('Ταβέρνα του Αντώνη')).toBe('της Ταβέρνας του Αντώνη');
    expect(ofVenue('ΤΑΒΕΡΝΑ ΤΟΥ ΑΝΤΩΝΗ')).toBe('της ΤΑΒΕΡΝΑΣ ΤΟΥ ΑΝΤΩΝΗ');
    expect(ofVenue('Καφενείο Ο Μανόλης')).toBe('του Καφενείου Ο Μανόλης');
    expect(ofVenue('Σύλλογος Ανωγειανών')).toBe('του Συλλόγου Ανωγειανών');
    expect(ofVenue('Κτήμα Καλαμάκι')).toBe('του Κτήματος Καλαμάκι');
    expect(ofVenue('Μουσικό καφενείο Ερωφίλη')).toBe('του Μουσικού καφενείου Ερωφίλη');
    expect(ofVenue('Κρητικό Κέντρο Η Μαντινάδα')).toBe('του Κρητικού Κέντρου Η Μαντινάδα');
    expect(atVenue('Οινομαγειρείο Το Αμπέλι')).toBe('στο Οινομαγειρείο Το Αμπέλι');
    expect(ofVenue('Μουσική Σκηνή Λύρα')).toBe('της Μουσικής Σκηνής Λύρα');
    expect(atVenue('Πολιτιστικός Σύλλογος Ζαρού')).toBe('στον Πολιτιστικό Σύλλογο Ζαρού');
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
