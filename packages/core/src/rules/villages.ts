/**
 * Towns and villages of Crete that posters name, with their county, so a poster that says only
 * "ΣΤΙΣ ΜΟΙΡΕΣ" or "Ζωνιανά" places the glenti in the right prefecture. Not every village: the
 * ones with glentia and the towns around them; a name missing here simply gives no county.
 */
import type { County } from './county.ts';
import { findKnownNames, type NamedCandidate } from './name-match.ts';

const BY_COUNTY: Record<County, readonly string[]> = {
  HERAKLION: [
    'Ηράκλειο',
    'Αρχάνες',
    'Μοίρες',
    'Τυμπάκι',
    'Ζαρός',
    'Γούβες',
    'Χερσόνησος',
    'Μάλια',
    'Αρκαλοχώρι',
    'Βιάννος',
    'Πόμπια',
    'Γάζι',
    'Τύλισος',
    'Κρουσώνας',
    'Αγία Βαρβάρα',
    'Γούρνες',
    'Πεζά',
    'Θραψανό',
    'Καστέλλι Πεδιάδας',
    'Μελεσές',
    'Αγία Πελαγία',
    'Φόδελε',
    'Γαλιά',
    'Ασήμι',
    'Μάταλα',
    'Λέντας',
  ],
  RETHYMNO: [
    'Ρέθυμνο',
    'Ανώγεια',
    'Σπήλι',
    'Πέραμα',
    'Αγία Γαλήνη',
    'Πλακιάς',
    'Αμάρι',
    'Ζωνιανά',
    'Αρμένοι',
    'Γαράζο',
    'Μαργαρίτες',
    'Πάνορμο',
    'Άδελε',
    'Αξός',
    'Μελιδόνι',
    'Λιβάδια',
    'Θρόνος',
    'Φουρφουράς',
  ],
  CHANIA: [
    'Χανιά',
    'Κίσσαμος',
    'Κάνδανος',
    'Παλαιόχωρα',
    'Σφακιά',
    'Βάμος',
    'Βρύσες',
    'Αλικιανός',
    'Κολυμβάρι',
    'Σούδα',
    'Γαλατάς',
    'Πλατανιάς',
    'Θέρισο',
    'Ασή Γωνιά',
    'Φρε',
    'Νέα Κυδωνία',
    'Σούγια',
    'Κεραμειά',
    'Μουρνιές',
    'Βουκολιές',
    'Κάμπος',
    'Ακρωτήρι',
  ],
  LASITHI: [
    'Άγιος Νικόλαος',
    'Ιεράπετρα',
    'Σητεία',
    'Νεάπολη',
    'Κριτσά',
    'Ελούντα',
    'Τζερμιάδο',
    'Μακρύς Γιαλός',
    'Παλαίκαστρο',
    'Οροπέδιο Λασιθίου',
    'Ζάκρος',
    'Φέρμα',
    'Κουτσουράς',
  ],
};

const PLACES: ReadonlyArray<NamedCandidate & { county: County }> = Object.entries(BY_COUNTY).flatMap(
  ([county, names]) => names.map((name) => ({ id: name, name, county: county as County })),
);

/** The first known town or village named in `text` (forgiving accents and one misread letter), with its county. */
export function findPlace(text: string): { name: string; county: County } | null {
  const [best] = findKnownNames(text, PLACES);
  if (!best) return null;
  const place = PLACES.find((candidate) => candidate.id === best.id)!;
  return { name: place.name, county: place.county };
}
