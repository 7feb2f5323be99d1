/**
 * The words Glentia's demo data is made of: venue and artist names (fictional, in the style of
 * Crete's music scene), event titles, description sentences, album names and profile texts.
 */

import { normalizeSearch, transliterateGreek } from '@glentia/core';
import { hashText } from './random.ts';

/** Venues every demo has, in the town named: search examples rely on them («Λύρα», «Χανιά»). */
export const FIXED_VENUES: readonly { name: string; town: string }[] = [
  { name: 'Ρακάδικο Η Λύρα', town: 'Ηράκλειο' },
  { name: 'Μουσική Σκηνή Παλιά Χανιά', town: 'Χανιά' },
  { name: 'Κέντρο Διασκέδασης Ο Ψηλορείτης', town: 'Ανώγεια' },
  { name: 'Ταβέρνα Το Καφενείο του Μανώλη', town: 'Ζαρός' },
  { name: 'Rakadiko Stou Mathiou', town: 'Σπήλι' },
  { name: 'Κρητικό Κέντρο Η Μαντινάδα', town: 'Άγιος Νικόλαος' },
];

export const VENUE_KINDS = [
  'Ταβέρνα',
  'Κέντρο Διασκέδασης',
  'Ρακάδικο',
  'Καφενείο',
  'Μουσική Σκηνή',
  'Κρητικό Κέντρο',
  'Οινομαγειρείο',
  'Μεζεδοπωλείο',
  'Κτήμα',
] as const;

export const VENUE_CORES = [
  'Ο Πλάτανος',
  'Τα Λευκά Όρη',
  'Το Αμπέλι',
  'Η Αυλή',
  'του Μανώλη',
  'στου Μαθιού',
  'Η Κληματαριά',
  'Η Στέρνα',
  'Το Πατητήρι',
  'Ο Μύλος',
  'Η Ρίζα',
  'Το Κονάκι',
  'Ο Ερωτόκριτος',
  'Ο Σταυραετός',
  'Το Μιτάτο',
  'Το Λιοτρίβι',
  'Η Ελιά',
  'Το Χάνι',
  'Το Στέκι',
  'Ο Βοσκός',
  'Η Πέτρινη Αυλή',
  'Το Καζάνι',
  'του Αντώνη',
  'της Κατερίνας',
  'του Στέλιου',
  'Η Βρύση',
  'Ο Αρμυρός',
  'Τα Τρία Αδέρφια',
  'Το Ασκέρι',
  'Η Πηγή',
  'Ο Φάρος',
  'Το Αλώνι',
  'Η Καμάρα',
  'Το Σπήλιο',
  'Ο Κισσός',
  'Η Γειτονιά',
] as const;

/** Venues written in Latin letters, the way some put it on their sign. */
export const LATIN_VENUES = [
  'Kazani Live Stage',
  'Aloni Music Hall',
  'Ta Dilina Rakadiko',
  'Meraki Cretan Tavern',
] as const;

/** Artists every demo has; search examples rely on «Λύρα» and «Χανιά». */
export const FIXED_ARTISTS = [
  'Λύρα & Λαούτο Ensemble',
  'Κομπανία Χανιά',
  'Μανώλης Σταυρακάκης',
  'Psiloritis Ensemble',
  'Ελένη Φραγκιαδάκη',
] as const;

export const MALE_NAMES = [
  'Μανώλης',
  'Γιώργος',
  'Νίκος',
  'Γιάννης',
  'Μιχάλης',
  'Στέλιος',
  'Βασίλης',
  'Αντώνης',
  'Κώστας',
  'Δημήτρης',
  'Σταύρος',
  'Λευτέρης',
  'Ζαχαρίας',
  'Παντελής',
  'Χαράλαμπος',
  'Αλέξανδρος',
  'Μάρκος',
  'Ηλίας',
  'Θοδωρής',
  'Ανδρέας',
] as const;

export const FEMALE_NAMES = [
  'Ελένη',
  'Μαρία',
  'Κατερίνα',
  'Αργυρώ',
  'Δέσποινα',
  'Ειρήνη',
  'Σοφία',
  'Ευτυχία',
  'Χαρά',
  'Βασιλική',
] as const;

/** Cretan surnames in their masculine form (see feminineSurname). */
export const SURNAMES = [
  'Σταυρακάκης',
  'Φραγκιαδάκης',
  'Τσικνάκης',
  'Βρεντζάκης',
  'Κουτσουράκης',
  'Χαιρετάκης',
  'Μπαριτάκης',
  'Ξενικάκης',
  'Παπαδογιαννάκης',
  'Λιονάκης',
  'Καστρινάκης',
  'Πετράκης',
  'Σηφάκης',
  'Αρχοντάκης',
  'Μαυρογιάννης',
  'Ζερβάκης',
  'Κοκκινάκης',
  'Βολουδάκης',
  'Τζανακάκης',
  'Ντουντουνάκης',
  'Χριστοδουλάκης',
  'Σαριδάκης',
  'Μαθιουδάκης',
  'Γαλανάκης',
  'Περακάκης',
  'Ψυλλάκης',
  'Μανουσάκης',
  'Κλαδάκης',
  'Δασκαλάκης',
  'Σπυριδάκης',
  'Αγγελάκης',
  'Βασιλάκης',
  'Μαρκάκης',
  'Τρουλινός',
  'Κουκουράκης',
  'Ορφανουδάκης',
] as const;

/** Groups: a kind of ensemble and a name from the mountains and places of Crete. */
export const BAND_PREFIXES = ['Κομπανία', 'Ριζίτικο Σχήμα', 'Ορχήστρα', 'Ομάδα', 'Σχήμα'] as const;
export const BAND_NAMES = [
  'Ψηλορείτης',
  'Λευκά Όρη',
  'Ίδη',
  'Δίκτη',
  'Κέδρος',
  'Αρκάδι',
  'Σαμαριά',
  'Μεσαρά',
  'Μυλοπόταμος',
  'Αποκόρωνας',
  'Σέλινο',
  'Αστερούσια',
  'Ρίζες',
  'Αέρας',
  'Μιτάτο',
] as const;
export const LATIN_BANDS = [
  'Mantinada Project',
  'Lyra Nova',
  'Aeras Kritis',
  'Sfakia Brothers',
  'Kriti Roots Trio',
  'Levantes Band',
  'Anogia Sound',
  'Dikti Strings',
] as const;

/** Instrument or voice, for artists' profile texts. */
export const ROLES = [
  'Λυράρης',
  'Λαουτιέρης',
  'Τραγουδιστής',
  'Βιολάτορας',
  'Μαντολινάτος',
  'Ασκομαντουράς',
  'Λυράρης και τραγουδιστής',
] as const;
export const FEMALE_ROLES = [
  'Τραγουδίστρια',
  'Λυράρισσα',
  'Τραγουδίστρια και λαουτιέρα',
  'Βιολίστρια',
] as const;

export const TITLES = [
  'Μεγάλο Κρητικό Γλέντι',
  'Βραδιά Ριζίτικων',
  'Κρητική Βραδιά',
  'Μαντινάδες και Κοντυλιές',
  'Παραδοσιακό Πανηγύρι',
  'Γλέντι στην Αυλή',
  'Λύρα κάτω από τα Αστέρια',
  'Βραδιά Λαούτου',
  'Συναυλία Κρητικής Μουσικής',
  'Χορευτική Βραδιά',
  'Γλέντι με Ρακή και Μεζέ',
  'Αφιέρωμα στους Παλιούς Μάστορες',
  'Ανοιχτό Γλέντι στην Πλατεία',
] as const;

/** The day of the week as it reads after "on": `την Παρασκευή`, `το Σάββατο`. */
export const ON_WEEKDAY = [
  'την Κυριακή',
  'τη Δευτέρα',
  'την Τρίτη',
  'την Τετάρτη',
  'την Πέμπτη',
  'την Παρασκευή',
  'το Σάββατο',
] as const;

/**
 * First sentences. `{atVenue}` is the venue with the article its name calls for ("στην Ταβέρνα
 * του Αντώνη", "στο Καφενείο Η Ρίζα"), `{ofVenue}` the same in the genitive ("της Ταβέρνας…").
 * The venue speaks to all its guests, so the plural ("Ελάτε", "Σας περιμένουμε") is right here.
 */
export const OPENERS = [
  'Ελάτε να γλεντήσουμε όλοι μαζί {atVenue}!',
  'Μεγάλο κρητικό γλέντι {weekday} {atVenue} ({town}).',
  'Μια βραδιά αφιερωμένη στην κρητική μουσική παράδοση, {weekday} {atVenue}.',
  '{Weekday} το βράδυ η λύρα ξαναζωντανεύει {atVenue}!',
  'Ανοίγουμε την αυλή {ofVenue} για ένα αληθινό κρητικό γλέντι.',
  'Σας περιμένουμε {weekday} {atVenue} για μια βραδιά με κέφι και μαντινάδες.',
  'Ένα ακόμη γλέντι {atVenue}, όπως τα παλιά!',
] as const;

export const LINEUP = [
  'Στο πάλκο: {artists}.',
  'Μαζί μας: {artists}.',
  'Μουσική: {artists}.',
  'Γλεντούν μαζί μας: {artists}.',
  'Παίζουν και τραγουδούν: {artists}.',
] as const;

export const MIDDLES = [
  'Θα ακουστούν μαντινάδες, συρτά, πεντοζάλια και ριζίτικα.',
  'Παραδοσιακοί μεζέδες, ντόπιο κρασί και ρακή από το καζάνι μας.',
  'Ο χορός δεν θα σταματήσει μέχρι το πρωί!',
  'Κρητική κουζίνα με προϊόντα από τον τόπο μας: ντάκος, σφακιανές πίτες, αντικριστό.',
  'Η είσοδος είναι ελεύθερη.',
  'Είσοδος με φαγητό και ποτό.',
  'Κατάλληλο για οικογένειες — υπάρχει παιδικός χώρος στην αυλή.',
  'Θα χορέψει ο χορευτικός όμιλος του χωριού με παραδοσιακές φορεσιές.',
  'Ζωντανή μουσική από νωρίς, με τις πρώτες κοντυλιές στο τραπέζι.',
  'Το πρόγραμμα περιλαμβάνει αφιέρωμα στους μεγάλους λυράρηδες του Ψηλορείτη.',
  'Ελεύθερη στάθμευση δίπλα στο κέντρο.',
  'Ο χώρος είναι στεγασμένος και θερμαινόμενος, ό,τι κι αν κάνει ο καιρός.',
  'Θα υπάρχει λαχειοφόρος αγορά με δώρα από τοπικούς παραγωγούς.',
] as const;

export const BOOKINGS = [
  'Κρατήσεις στο {phone}.',
  'Για κράτηση τραπεζιού καλέστε στο {phone}.',
  'Περιορισμένος αριθμός θέσεων — κλείστε έγκαιρα το τραπέζι σας.',
  'Πληροφορίες και κρατήσεις: {phone}.',
] as const;

export const CLOSINGS = [
  'Σας περιμένουμε!',
  'Καλή διασκέδαση!',
  'Να ’στε όλοι καλά και να γλεντούμε!',
  'Μην το χάσετε!',
  'Φέρτε και την παρέα σας!',
] as const;

export const ALBUM_NAMES = [
  'Ρίζες',
  'Μαντινάδες της Αγάπης',
  'Ταξίδι στην Κρήτη',
  'Ζωντανή Ηχογράφηση',
  'Κοντυλιές',
  'Αέρας της Κρήτης',
  'Συρτά και Πεντοζάλια',
  'Live στο Χωριό',
  'Η Πρώτη Βραδιά',
  'Δρόμοι του Νότου',
  'Σπίτι μου',
  'Ριζίτικα',
  'Νοσταλγία',
  'Του Έρωτα',
  'Χειμωνιάτικο Φεγγάρι',
  'Στο Μιτάτο',
  'Ανηφοριές',
  'Μελτέμι',
] as const;

export const VENUE_BIOS = [
  'Παραδοσιακή κρητική κουζίνα και ζωντανή μουσική κάθε Σαββατοκύριακο.',
  'Κέντρο διασκέδασης με κρητικά γλέντια, γάμους και βαφτίσια.',
  'Ρακή, μεζέδες και λύρα από το 1987.',
  'Το στέκι της κρητικής μουσικής στην πόλη. Κρατήσεις με μήνυμα.',
  'Πέτρινη αυλή, ντόπια προϊόντα και γλέντι ως το πρωί.',
  'Οικογενειακή ταβέρνα με ψητά στα κάρβουνα και μουσικές βραδιές.',
] as const;

export const ARTIST_BIOS = [
  '{role} • {town}. Κρητική μουσική, μαντινάδες και γλέντια σε όλη την Κρήτη.',
  '{role} • Κρητική παράδοση • Για εμφανίσεις στείλτε μήνυμα.',
  '{role}. Νέος δίσκος διαθέσιμος σε όλες τις πλατφόρμες!',
  'Κρητική μουσική με σεβασμό στην παράδοση. {role} • {town}.',
  '{role} — γάμοι, βαφτίσια, πανηγύρια.',
] as const;

/** `Μανώλης Σταυρακάκης` → `manolis-stavrakakis` (Greek in the Latin letters people type). */
export function slugify(text: string, separator = '-'): string {
  return transliterateGreek(normalizeSearch(text))
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

/**
 * A file-name-safe key for a name, unique within `taken`: two names that read the same in Latin
 * letters (`Μανώλης Πετράκης`, `Manolis Petrakis`) get a suffix derived from the name itself, so
 * the same name always maps to the same files.
 */
export function uniqueSlug(name: string, taken: Set<string>, fallback: string): string {
  const base = slugify(name) || fallback;
  let slug = base;
  for (let salt = 0; taken.has(slug); salt++)
    slug = `${base}-${hashText(`${name}#${salt}`).toString(36).slice(0, 5)}`;
  taken.add(slug);
  return slug;
}

/** The feminine form of a surname: Σηφάκης → Σηφάκη, Τρουλινός → Τρουλινού. */
export function feminineSurname(surname: string): string {
  if (surname.endsWith('ός')) return `${surname.slice(0, -2)}ού`;
  if (surname.endsWith('ς')) return surname.slice(0, -1);
  return surname;
}

/** Greek capitals as posters print them: without accents. */
export function greekCapitals(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().normalize('NFC');
}

/** `{name}` placeholders filled from `values`. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
