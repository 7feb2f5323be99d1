/**
 * The small piece of Greek grammar the app needs to write its own sentences: a date with its
 * article in the case the sentence asks for ("της Κυριακής 6 Δεκεμβρίου"), and a venue with the
 * article its first word calls for ("στην Ταβέρνα του Αντώνη", "στο Καφενείο Ο Μανόλης"). A name is
 * kept as written; only a known first word is put in the genitive.
 */
import { GREEK_CALENDAR_WORDS } from './calendar-words.ts';
import { normalizeSearch } from './search.ts';

export type GreekGender = 'm' | 'f' | 'n';
export type GreekCase = 'nom' | 'gen' | 'acc';

export const GREEK_GENDERS: readonly GreekGender[] = ['m', 'f', 'n'];

const ARTICLES: Record<GreekGender, Record<GreekCase, string>> = {
  m: { nom: 'ο', gen: 'του', acc: 'τον' },
  f: { nom: 'η', gen: 'της', acc: 'την' },
  n: { nom: 'το', gen: 'του', acc: 'το' },
};

/**
 * Whether a word keeps the final ν of την/τον/στην/στον: before a vowel and before κ, π, τ, ξ, ψ
 * and the digraphs γκ, μπ, ντ, τσ, τζ (the school rule). Latin-lettered and numeric starts keep
 * it too, as Greek writers do before foreign words.
 */
export function keepsFinalNu(word: string): boolean {
  const plain = normalizeSearch(word);
  if (!plain) return true;
  if (/^(γκ|μπ|ντ|τσ|τζ)/.test(plain)) return true;
  const first = plain[0]!;
  if ('αεηιουωκπτξψ'.includes(first)) return true;
  return !/\p{Script=Greek}/u.test(first);
}

/**
 * The article of a gender and case, with the ν of την dropped where the next word asks for it.
 * The masculine τον keeps it always, as the school grammar has it, so it is never read as neuter.
 */
export function greekArticle(gender: GreekGender, grammaticalCase: GreekCase, next: string): string {
  const article = ARTICLES[gender][grammaticalCase];
  if (gender === 'f' && grammaticalCase === 'acc' && !keepsFinalNu(next)) return article.slice(0, -1);
  return article;
}

// ——— dates ———

interface Noun {
  gender: GreekGender;
  nom: string;
  gen: string;
}

/** Sunday first, as Date#getUTCDay counts. */
const WEEKDAYS: readonly Noun[] = [
  { gender: 'f', nom: 'Κυριακή', gen: 'Κυριακής' },
  { gender: 'f', nom: 'Δευτέρα', gen: 'Δευτέρας' },
  { gender: 'f', nom: 'Τρίτη', gen: 'Τρίτης' },
  { gender: 'f', nom: 'Τετάρτη', gen: 'Τετάρτης' },
  { gender: 'f', nom: 'Πέμπτη', gen: 'Πέμπτης' },
  { gender: 'f', nom: 'Παρασκευή', gen: 'Παρασκευής' },
  { gender: 'n', nom: 'Σάββατο', gen: 'Σαββάτου' },
];

/** Months after a day number are always in the genitive ("6 Δεκεμβρίου"). */
const MONTHS = GREEK_CALENDAR_WORDS.monthsLong;

function parts(date: string): { weekday: Noun; day: number; month: string } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  return { weekday, day, month: MONTHS[month - 1]! };
}

/**
 * A calendar date (YYYY-MM-DD) as Greek says it, with its article: "η Κυριακή 6 Δεκεμβρίου"
 * (nom), "της Κυριακής 6 Δεκεμβρίου" (gen), "την Κυριακή 6 Δεκεμβρίου" (acc), "το Σάββατο 5
 * Δεκεμβρίου". `article: false` leaves the article out ("Κυριακή 6 Δεκεμβρίου"); `year: true` adds
 * the year ("την Κυριακή 6 Δεκεμβρίου 2026").
 */
export function greekDate(
  date: string,
  grammaticalCase: GreekCase = 'nom',
  options: { article?: boolean; year?: boolean } = {},
): string {
  const { weekday, day, month } = parts(date);
  const word = grammaticalCase === 'gen' ? weekday.gen : weekday.nom;
  const phrase = `${word} ${day} ${month}${options.year ? ` ${date.slice(0, 4)}` : ''}`;
  if (options.article === false) return phrase;
  return `${greekArticle(weekday.gender, grammaticalCase, word)} ${phrase}`;
}

/** The weekday of a date as a noun with its gender ("Παρασκευή", f; "Σάββατο", n). */
export function greekWeekdayOf(date: string): { gender: GreekGender; nom: string; gen: string } {
  return parts(date).weekday;
}

/** Day and month, as written after "ως τις" or "από τις": "30 Ιανουαρίου". */
export function greekDayMonth(date: string, options: { year?: boolean } = {}): string {
  const { day, month } = parts(date);
  return `${day} ${month}${options.year ? ` ${date.slice(0, 4)}` : ''}`;
}

// ——— venues ———

/**
 * Common first words of venue names, their gender, genitive and (where it differs from the
 * nominative) accusative; lowercase, accented.
 */
const VENUE_WORDS: Record<string, { gender: GreekGender; gen: string; acc?: string }> = {
  ταβέρνα: { gender: 'f', gen: 'ταβέρνας' },
  ψαροταβέρνα: { gender: 'f', gen: 'ψαροταβέρνας' },
  πλατεία: { gender: 'f', gen: 'πλατείας' },
  αίθουσα: { gender: 'f', gen: 'αίθουσας' },
  αυλή: { gender: 'f', gen: 'αυλής' },
  ψησταριά: { gender: 'f', gen: 'ψησταριάς' },
  καφετέρια: { gender: 'f', gen: 'καφετέριας' },
  καφετερία: { gender: 'f', gen: 'καφετερίας' },
  σκηνή: { gender: 'f', gen: 'σκηνής' },
  παραλία: { gender: 'f', gen: 'παραλίας' },
  μουσική: { gender: 'f', gen: 'μουσικής' },
  λέσχη: { gender: 'f', gen: 'λέσχης' },
  σύλλογος: { gender: 'm', gen: 'συλλόγου', acc: 'σύλλογο' },
  πολιτιστικός: { gender: 'm', gen: 'πολιτιστικού', acc: 'πολιτιστικό' },
  χώρος: { gender: 'm', gen: 'χώρου', acc: 'χώρο' },
  ξενώνας: { gender: 'm', gen: 'ξενώνα', acc: 'ξενώνα' },
  κήπος: { gender: 'm', gen: 'κήπου', acc: 'κήπο' },
  μύλος: { gender: 'm', gen: 'μύλου', acc: 'μύλο' },
  καφενείο: { gender: 'n', gen: 'καφενείου' },
  κέντρο: { gender: 'n', gen: 'κέντρου' },
  ρακάδικο: { gender: 'n', gen: 'ρακάδικου' },
  ουζάδικο: { gender: 'n', gen: 'ουζάδικου' },
  μουσικό: { gender: 'n', gen: 'μουσικού' },
  κρητικό: { gender: 'n', gen: 'κρητικού' },
  οινομαγειρείο: { gender: 'n', gen: 'οινομαγειρείου' },
  ξενοδοχείο: { gender: 'n', gen: 'ξενοδοχείου' },
  εστιατόριο: { gender: 'n', gen: 'εστιατορίου' },
  μεζεδοπωλείο: { gender: 'n', gen: 'μεζεδοπωλείου' },
  οινοποιείο: { gender: 'n', gen: 'οινοποιείου' },
  μαγαζί: { gender: 'n', gen: 'μαγαζιού' },
  στέκι: { gender: 'n', gen: 'στεκιού' },
  κτήμα: { gender: 'n', gen: 'κτήματος' },
  θέατρο: { gender: 'n', gen: 'θεάτρου' },
  αμφιθέατρο: { gender: 'n', gen: 'αμφιθεάτρου' },
  γήπεδο: { gender: 'n', gen: 'γηπέδου' },
  πάρκο: { gender: 'n', gen: 'πάρκου' },
  ουζερί: { gender: 'n', gen: 'ουζερί' },
  καφέ: { gender: 'n', gen: 'καφέ' },
  μπαρ: { gender: 'n', gen: 'μπαρ' },
  bar: { gender: 'n', gen: 'bar' },
  club: { gender: 'n', gen: 'club' },
  cafe: { gender: 'n', gen: 'cafe' },
  café: { gender: 'n', gen: 'café' },
};

type KnownWord = { word: string; gender: GreekGender; gen: string; acc?: string };

/** The words by their search key: made on first use, not when the app's code is loaded. */
let knownByKey: Map<string, KnownWord> | null = null;
function knownWords(): Map<string, KnownWord> {
  knownByKey ??= new Map(
    Object.entries(VENUE_WORDS).map(([word, info]) => [normalizeSearch(word), { word, ...info }]),
  );
  return knownByKey;
}

/** First words that describe the noun after them. */
const ADJECTIVES = new Set(['μουσικό', 'μουσική', 'κρητικό', 'πολιτιστικός']);

const LEADING_ARTICLES = new Set(['ο', 'η', 'το', 'οι', 'τα']);

function firstWord(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

function knownHead(name: string): KnownWord | null {
  return knownWords().get(normalizeSearch(firstWord(name))) ?? null;
}

/**
 * The gender of a venue's name, from its first word (Ταβέρνα → f, Καφενείο → n, Σύλλογος → m).
 * A name that starts with no common noun is a proper name ("Αρόλιθος", "Η Λύρα"), spoken of as
 * "το μαγαζί": neuter.
 */
export function venueGender(name: string): GreekGender {
  return knownHead(name)?.gender ?? 'n';
}

/** A word spelled with the letter case of another: "ταβέρνας" as "Ταβέρνα" → "Ταβέρνας". */
function inCaseOf(word: string, model: string): string {
  if (model === model.toUpperCase() && model !== model.toLowerCase()) {
    return normalizeSearch(word).toUpperCase();
  }
  const first = model[0] ?? '';
  return first === first.toUpperCase() && first !== first.toLowerCase()
    ? word[0]!.toUpperCase() + word.slice(1)
    : word;
}

function declinedForm(word: string, grammaticalCase: GreekCase): string | null {
  const known = knownWords().get(normalizeSearch(word));
  if (!known) return null;
  const form = grammaticalCase === 'gen' ? known.gen : grammaticalCase === 'acc' ? known.acc : null;
  return form ? inCaseOf(form, word) : word;
}

/**
 * The name with its known first word in the case; an adjective first ("Μουσικό καφενείο",
 * "Πολιτιστικός Σύλλογος") takes its noun along.
 */
function declineHead(name: string, grammaticalCase: GreekCase): string {
  const words = name.split(/(\s+)/);
  const first = words[0]!;
  const head = knownWords().get(normalizeSearch(first))!;
  words[0] = declinedForm(first, grammaticalCase) ?? first;
  const noun = words[2];
  if (ADJECTIVES.has(head.word) && noun && knownWords().get(normalizeSearch(noun))?.gender === head.gender) {
    words[2] = declinedForm(noun, grammaticalCase) ?? noun;
  }
  return words.join('');
}

/**
 * A venue's name with its article in a case: "η Ταβέρνα του Αντώνη", "της Ταβέρνας του Αντώνη",
 * "την Ταβέρνα του Αντώνη". A known first word takes the gender (unless `gender` overrides it) and,
 * in the genitive, its own genitive form; the rest is kept as written. A proper name is quoted and
 * spoken of as neuter: "το «Αρόλιθος»", "του «Αρόλιθος»".
 */
export function venuePhrase(name: string, grammaticalCase: GreekCase, gender?: GreekGender | null): string {
  const trimmed = name.trim();
  const head = knownHead(trimmed);
  const startsWithArticle = LEADING_ARTICLES.has(normalizeSearch(firstWord(trimmed)));
  if (!head && (startsWithArticle || !gender)) {
    const article = greekArticle(gender && !startsWithArticle ? gender : 'n', grammaticalCase, '«');
    return `${article} «${trimmed}»`;
  }
  const chosen = gender ?? head!.gender;
  let words = trimmed;
  if (head && chosen === head.gender) words = declineHead(trimmed, grammaticalCase);
  return `${greekArticle(chosen, grammaticalCase, words)} ${words}`;
}

/** "at the venue": στο/στη/στην/στον + the name ("στην Ταβέρνα του Αντώνη", "στο «Αρόλιθος»"). */
export function atVenue(name: string, gender?: GreekGender | null): string {
  return `σ${venuePhrase(name, 'acc', gender)}`;
}

/** "of the venue": "της Ταβέρνας του Αντώνη", "του Καφενείου Ο Μανόλης". */
export function ofVenue(name: string, gender?: GreekGender | null): string {
  return venuePhrase(name, 'gen', gender);
}
