/**
 * Names of venues, artists and places, and addresses, as the English app shows them. The places
 * visitors know by an English name (the one on road signs, maps and ferry tickets) get that name:
 * Ηράκλειο → Heraklion, Ανώγεια → Anogia, Σητεία → Sitia. Everything else is written by ELOT 743.
 * In a name, a Greek article that stands before the name proper is left out, since in English it
 * reads as a pronoun or a stray letter: "Ταβέρνα Η Κληματαριά" → "Taverna Klimataria", not
 * "Taverna I Klimataria"; "Οινομαγειρείο Ο Φάρος" → "Oinomageireio Faros".
 */

import { getOrMake } from './get-or-make.ts';
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
const plainLetter = (char: string) => getOrMake(plainLetters, char, () => plain(char));

/** The table's names without accents and case, made on first use. */
let placeOf: Map<string, string> | null = null;
function places(): Map<string, string> {
  placeOf ??= new Map(Object.entries(ENGLISH_PLACE_NAMES).map(([greek, english]) => [plain(greek), english]));
  return placeOf;
}

/** A letter of any cased alphabet (Greek, Latin, Cyrillic): what a word is made of. */
const isLetter = (char: string) => char.toLowerCase() !== char.toUpperCase();

/**
 * Where the words of the table stand in a text (compared without accents and case), as whole
 * words, two-word names first ("Χώρα Σφακίων" before "Σφακίων"). Read word by word: a pattern over
 * Unicode's letters took about a millisecond to make and first run on a fast machine, for names
 * that mostly hold no place at all.
 */
function withPlaceNames(text: string): string {
  const of = places();
  // Accents removed letter by letter keep the positions: every Greek letter is one code point in NFC.
  const chars = Array.from(text.normalize('NFC'));
  const plainChars = chars.map((char) => plainLetter(char) || char);
  if (plainChars.some((char) => Array.from(char).length !== 1)) return text;
  const words: Array<{ start: number; end: number }> = [];
  for (let i = 0; i < chars.length; i++) {
    if (!isLetter(chars[i]!)) continue;
    const start = i;
    while (i + 1 < chars.length && isLetter(chars[i + 1]!)) i++;
    words.push({ start, end: i + 1 });
  }
  const wordAt = (from: number, to: number) => plainChars.slice(from, to).join('');
  let out = '';
  let last = 0;
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!;
    const next = words[w + 1];
    const pair = next && next.start === word.end + 1 && chars[word.end] === ' ' ? next : null;
    const twoWords = pair ? of.get(wordAt(word.start, pair.end)) : undefined;
    const english = twoWords ?? of.get(wordAt(word.start, word.end));
    if (english === undefined) continue;
    const end = twoWords ? pair!.end : word.end;
    const original = chars.slice(word.start, end).join('');
    out += chars.slice(last, word.start).join('');
    out += original === original.toUpperCase() && end - word.start > 1 ? english.toUpperCase() : english;
    last = end;
    if (twoWords) w++;
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

/** The names written while a page is drawn on the server (`englishNamesOf`), else null. */
let drawnNames: Map<string, string> | null = null;

/** A name of a venue, artist or place in Latin letters for the English app. */
export function englishName(name: string): string {
  let english = englishNames.get(name);
  if (english === undefined) {
    if (!hasGreek(name)) return name;
    const withoutArticle = name.replace(ARTICLE, (_whole, before: string) => before).trim();
    english = latinText(withoutArticle || name);
    if (englishNames.size >= ENGLISH_NAMES_KEPT) englishNames.clear();
    englishNames.set(name, english);
  }
  drawnNames?.set(name, english);
  return english;
}

/**
 * What `draw` returns, and the Greek names it wrote in Latin letters (`draw` runs at once, as
 * `renderToString` does). A page drawn on the server in English sends them with it, and the
 * browser's app adopts the drawing with them (`rememberEnglishNames`) instead of writing each name
 * again: on a slow phone the first names of a page cost the start a long task of its own.
 */
export function englishNamesOf<T>(draw: () => T): { drawn: T; names: Record<string, string> } {
  const names = new Map<string, string>();
  drawnNames = names;
  try {
    return { drawn: draw(), names: Object.fromEntries(names) };
  } finally {
    drawnNames = null;
  }
}

/** Names already written in Latin letters elsewhere (the server's drawing of the page). */
export function rememberEnglishNames(names: Readonly<Record<string, unknown>>): void {
  for (const [name, english] of Object.entries(names)) {
    if (typeof english !== 'string' || englishNames.has(name)) continue;
    if (englishNames.size >= ENGLISH_NAMES_KEPT) return;
    englishNames.set(name, english);
  }
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
