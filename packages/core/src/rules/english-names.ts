/**
 * Names of venues, artists and places, and addresses, as the English app shows them. The places
 * visitors know by an English name (the one on road signs, maps and ferry tickets) get that name:
 * Ηράκλειο → Heraklion, Ανώγεια → Anogia, Σητεία → Sitia. Everything else is written by ELOT 743.
 * In a name, a Greek article that stands before the name proper is left out, since in English it
 * reads as a pronoun or a stray letter: "Ταβέρνα Η Κληματαριά" → "Taverna Klimataria", not
 * "Taverna I Klimataria"; "Οινομαγειρείο Ο Φάρος" → "Oinomageireio Faros".
 */

import { searchKey } from './search.ts';
import { hasGreek, transliterateElot } from './transliteration.ts';

/**
 * Places of Crete (and a few words around them) in the English visitors know. Genitives are the
 * forms that appear in names of municipalities and prefectures ("Δήμος Χανίων").
 */
export const ENGLISH_PLACE_NAMES: Readonly<Record<string, string>> = {
  Κρήτη: 'Crete',
  Κρήτης: 'Crete',
  Ελλάδα: 'Greece',
  Ελλάς: 'Greece',
  Ηράκλειο: 'Heraklion',
  Ηρακλείου: 'Heraklion',
  Χανιά: 'Chania',
  Χανίων: 'Chania',
  Ρέθυμνο: 'Rethymno',
  Ρεθύμνου: 'Rethymno',
  Λασίθι: 'Lasithi',
  Λασιθίου: 'Lasithi',
  'Άγιος Νικόλαος': 'Agios Nikolaos',
  'Αγίου Νικολάου': 'Agios Nikolaos',
  Χερσόνησος: 'Hersonissos',
  Χερσονήσου: 'Hersonissos',
  Ελούντα: 'Elounda',
  Σητεία: 'Sitia',
  Σητείας: 'Sitia',
  Ανώγεια: 'Anogia',
  Ανωγείων: 'Anogia',
  Ψηλορείτης: 'Psiloritis',
  Ψηλορείτη: 'Psiloritis',
  Παλαιόχωρα: 'Paleochora',
  Παλαιοχώρα: 'Paleochora',
  Μάταλα: 'Matala',
  Μάλια: 'Malia',
  Κίσσαμος: 'Kissamos',
  Κισσάμου: 'Kissamos',
  Ιεράπετρα: 'Ierapetra',
  Ιεράπετρας: 'Ierapetra',
  Αρχάνες: 'Archanes',
  Ζαρός: 'Zaros',
  Σπήλι: 'Spili',
  Σφακιά: 'Sfakia',
  Σφακίων: 'Sfakia',
  'Χώρα Σφακίων': 'Chora Sfakion',
  Κνωσός: 'Knossos',
  Φαιστός: 'Phaistos',
  Μεσαρά: 'Messara',
  Σαμαριά: 'Samaria',
  'Λευκά Όρη': 'White Mountains',
  Ίδη: 'Ida',
  Δίκτη: 'Dikti',
  Πλακιάς: 'Plakias',
  'Αγία Γαλήνη': 'Agia Galini',
  Γεωργιούπολη: 'Georgioupoli',
  Πλατανιάς: 'Platanias',
  Γούβες: 'Gouves',
  Σταλίδα: 'Stalida',
  Κριτσά: 'Kritsa',
  Μοίρες: 'Moires',
  Τυμπάκι: 'Tympaki',
  Σούγια: 'Sougia',
  Αποκόρωνας: 'Apokoronas',
  Αποκορώνου: 'Apokoronas',
  Μυλοπόταμος: 'Mylopotamos',
  Καστέλλι: 'Kastelli',
  Μαργαρίτες: 'Margarites',
  Πάνορμο: 'Panormo',
  Μπαλί: 'Bali',
  Φόδελε: 'Fodele',
  Ζάκρος: 'Zakros',
  Βάι: 'Vai',
  Αρκάδι: 'Arkadi',
  Γαύδος: 'Gavdos',
};

/** Letters compared without accents or case: "ΗΡΑΚΛΕΙΟ", "Ηράκλειο" and "ηρακλειο" are one word. */
const plain = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ').normalize('NFC');

/** Each letter as `plain` has it, worked out once per letter: a name is read letter by letter. */
const plainLetters = new Map<string, string>();
function plainLetter(char: string): string {
  let letter = plainLetters.get(char);
  if (letter === undefined) {
    letter = plain(char);
    plainLetters.set(char, letter);
  }
  return letter;
}

/** The table's names without accents, longest first, so "Χώρα Σφακίων" wins over "Σφακίων". */
let placePattern: RegExp | null = null;
let placeOf: Map<string, string> | null = null;

function places(): { pattern: RegExp; of: Map<string, string> } {
  if (!placePattern || !placeOf) {
    placeOf = new Map(Object.entries(ENGLISH_PLACE_NAMES).map(([greek, english]) => [plain(greek), english]));
    const names = [...placeOf.keys()].sort((a, b) => b.length - a.length);
    placePattern = new RegExp(`(?<![\\p{L}\\p{M}])(?:${names.join('|')})(?![\\p{L}\\p{M}])`, 'gu');
  }
  return { pattern: placePattern, of: placeOf };
}

/** Where the words of the table stand in a text (compared without accents and case). */
function withPlaceNames(text: string): string {
  const { pattern, of } = places();
  // Accents removed letter by letter keep the positions: every Greek letter is one code point in NFC.
  const chars = Array.from(text.normalize('NFC'));
  const plainText = chars.map((char) => plainLetter(char) || char).join('');
  if (Array.from(plainText).length !== chars.length) return text;
  let out = '';
  let last = 0;
  for (const match of plainText.matchAll(pattern)) {
    const start = Array.from(plainText.slice(0, match.index)).length;
    const length = Array.from(match[0]).length;
    const original = chars.slice(start, start + length).join('');
    const english = of.get(match[0])!;
    out += chars.slice(last, start).join('');
    out += original === original.toUpperCase() && length > 1 ? english.toUpperCase() : english;
    last = start + length;
  }
  return out + chars.slice(last).join('');
}

/** A text with Greek in it (an address, a place) in Latin letters: known places by their English names. */
export function latinText(text: string): string {
  if (!hasGreek(text)) return text;
  return transliterateElot(withPlaceNames(text));
}

/** The nominative articles that begin the name proper inside a venue's or band's name. */
const ARTICLE = /(^|\s)(?:ο|η|το|οι|τα)\s+(?=\S)/giu;

/** Names already written in Latin letters: a page shows the same venues and artists again and again. */
const englishNames = new Map<string, string>();
/** Enough for every venue and artist of Crete; past it the remembered names start again. */
const ENGLISH_NAMES_KEPT = 5000;

/** A name of a venue, artist or place in Latin letters for the English app. */
export function englishName(name: string): string {
  if (!hasGreek(name)) return name;
  let english = englishNames.get(name);
  if (english === undefined) {
    const withoutArticle = name.replace(ARTICLE, (_whole, before: string) => before).trim();
    english = latinText(withoutArticle || name);
    if (englishNames.size >= ENGLISH_NAMES_KEPT) englishNames.clear();
    englishNames.set(name, english);
  }
  return english;
}

/**
 * Words that sound the same but are spelt differently across the English forms of names: a name
 * stored in Latin letters ("Vasilis Mparitakis") beside the same surname written by ELOT
 * ("Stavros Baritakis"). Each group lists the spellings, so one can be chosen.
 */
export function spellingConflicts(names: readonly string[]): string[][] {
  const spellings = new Map<string, Set<string>>();
  for (const name of names) {
    for (const word of englishName(name).match(/\p{L}{4,}/gu) ?? []) {
      const key = searchKey(word);
      const found = spellings.get(key) ?? new Set<string>();
      found.add(word.toLowerCase());
      spellings.set(key, found);
    }
  }
  return [...spellings.values()].filter((words) => words.size > 1).map((words) => [...words].sort());
}
