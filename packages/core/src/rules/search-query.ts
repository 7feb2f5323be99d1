/**
 * What a visitor's search means (issue 36): the words to look for, each with the other spellings
 * it stands for, and the dates it names. Read the way people type:
 *
 * - **Places by their English name or Greeklish**: "Heraklion", "Heraklio", "Iraklio", "Hania",
 *   "Χανίων" all look for Ηράκλειο / Χανιά (the table of `english-names.ts`, near misses forgiven).
 * - **Kinds of place and performer**: "λυράρης", "lyra player" and "λύρα" look for λύρα;
 *   "laouto", "lute" and "λαουτιέρης" for λαούτο; "tavern" for ταβέρνα (`SEARCH_SYNONYMS`).
 * - **Dates**: "5 Δεκεμβρίου", "Σάββατο 5/12", "Dec 5", "αύριο", "this weekend", "Κυριακή",
 *   resolved against `today` (a Europe/Athens date); a date without a year is the next one to come.
 * - **Little words** ("στο", "in", "the") and words that name every glenti ("γλέντι", "event") are
 *   not looked for.
 *
 * The server matches each word's keys against names and texts; this file decides only what to
 * look for, so the database side can change (indexes) without changing what a search means.
 */
import { ENGLISH_PLACE_NAMES } from './english-names.ts';
import { allowedDistance } from './name-match.ts';
import { editDistance } from './ocr-text.ts';
import { normalizeSearch, SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MAX_WORDS, searchKey } from './search.ts';
import { addDays } from './time.ts';

/** One word to look for: its own key first, then the keys it also stands for. */
export interface SearchQueryWord {
  /** What was typed, normalised. */
  text: string;
  /** Sound keys (searchKey); a text matches the word when it holds any of them. */
  keys: string[];
}

/** Dates a search names, both ends included (`YYYY-MM-DD`). */
export interface SearchDateRange {
  from: string;
  to: string;
}

export interface SearchQuery {
  words: SearchQueryWord[];
  dates: SearchDateRange | null;
}

/** Words that say nothing about which glenti is meant. */
const LITTLE_WORD_LIST = [
  'in',
  'at',
  'on',
  'the',
  'of',
  'and',
  'near',
  'this',
  'for',
  'a',
  'an',
  'with',
  'to',
  'player',
  'players',
  'σε',
  'στο',
  'στη',
  'στην',
  'στον',
  'στα',
  'στις',
  'στους',
  'με',
  'και',
  'το',
  'τα',
  'η',
  'ο',
  'οι',
  'του',
  'της',
  'των',
  'την',
  'τη',
  'τον',
  'για',
  'απο',
  'κοντα',
  'αυτο',
  'αυτη',
  'sto',
  'sti',
  'stin',
  'ston',
  'sta',
  'me',
  'kai',
  // Every glenti is one: these narrow nothing.
  'γλεντι',
  'γλεντια',
  'glenti',
  'glentia',
  'glendi',
  'glendia',
  'event',
  'events',
  'εκδηλωση',
  'εκδηλωσεισ',
];

/**
 * The little words as a search's words are read, made with the first search that has words: a
 * screen's empty search box reads none, and normalising text first loads the browser's Unicode
 * tables, a piece of work a phone's start does not need.
 */
let littleWords: ReadonlySet<string> | null = null;
function isLittleWord(word: string): boolean {
  littleWords ??= new Set(LITTLE_WORD_LIST.map(normalizeSearch));
  return littleWords.has(word);
}

/**
 * Kinds of place and performer, and words visitors use for them. Each group: the words (any
 * language, any form) that mean it, and the stems looked for in names and texts. A typed word
 * belongs to a group when its key is one of the words' keys or begins with one of the stems.
 */
export const SEARCH_SYNONYMS: ReadonlyArray<{ words: readonly string[]; stems: readonly string[] }> = [
  { words: ['ρακάδικο', 'ρακάδικα', 'rakadiko', 'rakadika', 'raki bar'], stems: ['ρακαδικ'] },
  { words: ['λυράρης', 'λυράρηδες', 'λύρα', 'lyra', 'lyre', 'lira'], stems: ['λυρα'] },
  { words: ['λαούτο', 'λαουτιέρης', 'λαουτάρης', 'laouto', 'lute', 'lutes'], stems: ['λαουτ'] },
  { words: ['βιολί', 'βιολιστής', 'violin', 'fiddle'], stems: ['βιολι'] },
  { words: ['μπουζούκι', 'μπουζουξής', 'bouzouki'], stems: ['μπουζου'] },
  { words: ['ταβέρνα', 'ταβέρνες', 'tavern', 'taverna'], stems: ['ταβερν'] },
  { words: ['μεζεδοπωλείο', 'meze', 'mezes', 'mezedes'], stems: ['μεζε'] },
  { words: ['κέντρο', 'nightclub', 'club', 'venue'], stems: ['κεντρ'] },
  { words: ['μαντινάδα', 'μαντινάδες', 'mantinada', 'mantinades', 'couplets'], stems: ['μαντιναδ'] },
  { words: ['τραγουδιστής', 'τραγουδίστρια', 'singer', 'song', 'songs'], stems: ['τραγουδ'] },
  { words: ['ρακή', 'τσικουδιά', 'raki', 'tsikoudia'], stems: ['ρακη', 'τσικουδι'] },
  { words: ['κρητικό', 'κρητική', 'κρητικά', 'cretan'], stems: ['κρητικ'] },
  { words: ['πανηγύρι', 'πανηγύρια', 'festival', 'fair'], stems: ['πανηγυρ'] },
  { words: ['χορός', 'χοροί', 'dance', 'dancing'], stems: ['χορο', 'χορε'] },
  { words: ['συναυλία', 'συναυλίες', 'concert', 'gig'], stems: ['συναυλι'] },
  { words: ['κιθάρα', 'κιθαρίστας', 'guitar', 'guitarist'], stems: ['κιθαρ'] },
];

/** What `build` makes, made at its first use rather than when the code loads; the same after. */
function onFirstUse<T extends object>(build: () => T): () => T {
  let made: T | null = null;
  return () => (made ??= build());
}

/**
 * The synonyms' and the places' keys, worked out at the first search rather than when the code
 * loads: every page's start otherwise paid for them (traced on a phone-speed CPU: 40–70 ms of the
 * turn that loads the app's code).
 */
const wordExpansions = onFirstUse(() => ({
  synonymGroups: SEARCH_SYNONYMS.map((group) => ({
    words: new Set(group.words.map(searchKey)),
    stems: group.stems.map(searchKey),
  })),
  placeGroups: placeGroupsByEnglishName(),
}));

/** Places by English name: the English name's key and every Greek form's key, per place. */
function placeGroupsByEnglishName() {
  const byEnglish = new Map<string, Set<string>>();
  for (const [greek, english] of Object.entries(ENGLISH_PLACE_NAMES)) {
    if (/\s/.test(english)) continue; // Multi-word names are read word by word already.
    const keys = byEnglish.get(english) ?? new Set([searchKey(english)]);
    keys.add(searchKey(greek));
    byEnglish.set(english, keys);
  }
  return [...byEnglish.entries()].map(([english, keys]) => ({ english: searchKey(english), keys }));
}

/** The keys one typed word looks for: its own first, then its place's and its kind's. */
export function searchWordKeys(word: string): string[] {
  const key = searchKey(word);
  const keys = new Set([key]);
  const { placeGroups, synonymGroups } = wordExpansions();
  for (const place of placeGroups) {
    // A near miss is forgiven on the English name only ("Heraklio", "Hersonisos"): Greek forms
    // are short and close to ordinary words (Σπήλι, σπίτι).
    const nearEnglish = key.length >= 6 && editDistance(place.english, key, 2) <= allowedDistance(key.length);
    if (nearEnglish || place.keys.has(key)) for (const known of place.keys) keys.add(known);
  }
  for (const group of synonymGroups) {
    if (group.words.has(key) || group.stems.some((stem) => stem.length >= 4 && key.startsWith(stem))) {
      for (const stem of group.stems) keys.add(stem);
    }
  }
  // A key inside another says all it does: "lira" finds whatever "liraris" would.
  const all = [...keys];
  return all.filter((one) => one === key || !all.some((other) => other !== one && one.includes(other)));
}

// ---- Dates -----------------------------------------------------------------------------------

const MONTHS: ReadonlyArray<readonly string[]> = [
  ['ιανουαριου', 'ιανουαριοσ', 'γεναρη', 'γενναρη', 'january'],
  ['φεβρουαριου', 'φεβρουαριοσ', 'φλεβαρη', 'february'],
  ['μαρτιου', 'μαρτιοσ', 'μαρτη', 'march'],
  ['απριλιου', 'απριλιοσ', 'απριλη', 'april'],
  ['μαιου', 'μαιοσ', 'μαη', 'may'],
  ['ιουνιου', 'ιουνιοσ', 'ιουνη', 'june'],
  ['ιουλιου', 'ιουλιοσ', 'ιουλη', 'july'],
  ['αυγουστου', 'αυγουστοσ', 'august'],
  ['σεπτεμβριου', 'σεπτεμβριοσ', 'σεπτεμβρη', 'september'],
  ['οκτωβριου', 'οκτωβριοσ', 'οκτωβρη', 'october'],
  ['νοεμβριου', 'νοεμβριοσ', 'νοεμβρη', 'november'],
  ['δεκεμβριου', 'δεκεμβριοσ', 'δεκεμβρη', 'december'],
];
/** Short month names, read only beside a day number ("5 Δεκ", "Dec 5"). */
const MONTH_SHORT: ReadonlyArray<readonly string[]> = [
  ['ιαν', 'jan'],
  ['φεβ', 'feb'],
  ['μαρ', 'mar'],
  ['απρ', 'apr'],
  ['μαι'],
  ['ιουν', 'jun'],
  ['ιουλ', 'jul'],
  ['αυγ', 'aug'],
  ['σεπ', 'sep', 'sept'],
  ['οκτ', 'oct'],
  ['νοε', 'nov'],
  ['δεκ', 'dec'],
];
/** Sunday first, as Date.getUTCDay counts. */
const WEEKDAYS: ReadonlyArray<readonly string[]> = [
  ['κυριακη', 'sunday'],
  ['δευτερα', 'monday'],
  ['τριτη', 'tuesday'],
  ['τεταρτη', 'wednesday'],
  ['πεμπτη', 'thursday'],
  ['παρασκευη', 'friday'],
  ['σαββατο', 'σαββατου', 'saturday'],
];

const keyTable = (rows: ReadonlyArray<readonly string[]>) =>
  new Map(rows.flatMap((forms, index) => forms.map((form) => [searchKey(form), index] as const)));
const keySet = (forms: readonly string[]) => new Set(forms.map(searchKey));

/**
 * The date words' keys (some 110: months, weekdays, "today", "weekend", "next"), worked out at the
 * first search with a word in it rather than when the code loads, as the synonyms' are: 5 ms of
 * every page's start on our 2-core machines, about four times that on Lighthouse's phone, in the
 * turn that loads the app's code.
 */
const dateWords = onFirstUse(() => ({
  monthOf: keyTable(MONTHS),
  shortMonthOf: keyTable(MONTH_SHORT),
  weekdayOf: keyTable(WEEKDAYS),
  relativeDays: keyTable([['σημερα', 'αποψε', 'today', 'tonight'], ['αυριο', 'tomorrow'], ['μεθαυριο']]),
  weekend: keySet(['σαββατοκυριακο', 'σκ', 'weekend']),
  week: keySet(['εβδομαδα', 'βδομαδα', 'week']),
  next: keySet(['επομενο', 'επομενη', 'επομενεσ', 'next', 'αλλο', 'αλλη']),
  /** "Αγία Παρασκευή" is a village, not a Friday. */
  saint: keySet(['αγια', 'αγιασ', 'αγ', 'agia', 'ag', 'st', 'saint']),
}));

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const pad = (n: number) => String(n).padStart(2, '0');

/** The next `YYYY-MM-DD` on or after `today` with this month and day (a year on when past). */
function nextDate(today: string, month: number, day: number, year?: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const thisYear = Number(today.slice(0, 4));
  for (const y of year === undefined ? [thisYear, thisYear + 1] : [year]) {
    const date = `${y}-${pad(month)}-${pad(day)}`;
    const real = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(real.getTime()) || real.getUTCDate() !== day) return null;
    if (year !== undefined || date >= today) return date;
  }
  return null;
}

const DAY_NUMBER = /^(\d{1,2})(?:st|nd|rd|th|η|ησ)?$/;
const NUMERIC_DATE = /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?(?![\d/.-])/g;
const ISO_DATE = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g;

/** Splits normalised text into words, the dates it names taken out. */
function readDates(text: string, today: string): { words: string[]; ranges: SearchDateRange[] } {
  const ranges: SearchDateRange[] = [];
  const day = (date: string | null) => date && ranges.push({ from: date, to: date });
  let rest = text.replace(ISO_DATE, (_all, y: string, m: string, d: string) => {
    day(nextDate(today, Number(m), Number(d), Number(y)));
    return ' ';
  });
  rest = rest.replace(NUMERIC_DATE, (all, d: string, m: string, y?: string) => {
    const year = y === undefined ? undefined : y.length === 2 ? 2000 + Number(y) : Number(y);
    const date = nextDate(today, Number(m), Number(d), year);
    if (!date) return all;
    day(date);
    return ' ';
  });
  const words = rest.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // An empty search box is read on every screen with one: it needs no date words.
  if (words.length === 0) return { words, ranges };
  const keys = words.map(searchKey);
  const {
    monthOf,
    shortMonthOf,
    weekdayOf,
    relativeDays,
    weekend,
    week,
    next: nextWords,
    saint,
  } = dateWords();
  const used = new Set<number>();
  const dayNumber = (index: number) => {
    const match = DAY_NUMBER.exec(words[index] ?? '');
    return match ? Number(match[1]) : null;
  };
  // "5 Δεκεμβρίου", "Δεκ 5", "5th December", "December 5".
  for (let i = 0; i < words.length; i++) {
    const month = monthOf.get(keys[i]!) ?? shortMonthOf.get(keys[i]!);
    if (month === undefined) continue;
    const dayIndex =
      dayNumber(i - 1) !== null && !used.has(i - 1) ? i - 1 : dayNumber(i + 1) !== null ? i + 1 : -1;
    if (dayIndex >= 0) {
      const date = nextDate(today, month + 1, dayNumber(dayIndex)!);
      if (!date) continue;
      day(date);
      used.add(i).add(dayIndex);
    } else if (monthOf.has(keys[i]!)) {
      const first = nextDate(today, month + 1, 1) ?? today;
      const start = first.slice(0, 7) === today.slice(0, 7) ? today : first;
      const [y, m] = first.split('-').map(Number) as [number, number];
      ranges.push({ from: start, to: `${y}-${pad(m)}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}` });
      used.add(i);
    }
  }
  const dated = ranges.length > 0;
  for (let i = 0; i < words.length; i++) {
    if (used.has(i)) continue;
    const key = keys[i]!;
    const next = i > 0 && nextWords.has(keys[i - 1]!);
    if (relativeDays.has(key)) {
      day(addDays(today, relativeDays.get(key)!));
    } else if (weekend.has(key)) {
      // Friday night to Sunday: when most glentia are. On a Sunday, what is left of it.
      const toSunday = (7 - weekday(today)) % 7;
      const sunday = addDays(today, toSunday + (next ? 7 : 0));
      const friday = addDays(sunday, -2);
      ranges.push({ from: friday < today ? today : friday, to: sunday });
    } else if (week.has(key)) {
      const toSunday = (7 - weekday(today)) % 7;
      const sunday = addDays(today, toSunday);
      ranges.push(next ? { from: addDays(sunday, 1), to: addDays(sunday, 7) } : { from: today, to: sunday });
    } else if (weekdayOf.has(key) && !(i > 0 && saint.has(keys[i - 1]!))) {
      // Beside a date ("Σάββατο 5/12") the date says which day it is.
      if (!dated) day(addDays(today, ((weekdayOf.get(key)! - weekday(today) + 7) % 7) + (next ? 7 : 0)));
    } else {
      continue;
    }
    used.add(i);
    if (next) used.add(i - 1);
  }
  return { words: words.filter((_word, index) => !used.has(index)), ranges };
}

/**
 * What `query` looks for, on the Europe/Athens date `today`. Words shorter than two letters once
 * keyed ("η", "zzzz" → "z") say nothing and are dropped, so nonsense finds nothing.
 */
export function parseSearchQuery(query: string, today: string): SearchQuery {
  // An empty box (every screen with one starts so) asks for nothing: its reading is skipped.
  if (query.trim() === '') return { words: [], dates: null };
  const { words, ranges } = readDates(normalizeSearch(query.slice(0, SEARCH_QUERY_MAX_LENGTH)), today);
  const found: SearchQueryWord[] = [];
  const seen = new Set<string>();
  for (const text of words) {
    if (isLittleWord(text)) continue;
    const key = searchKey(text);
    if (key.length < 2 || seen.has(key)) continue;
    seen.add(key);
    found.push({ text, keys: searchWordKeys(text) });
  }
  const dates =
    ranges.length === 0
      ? null
      : {
          from: ranges.map((range) => range.from).sort()[0]!,
          to: ranges
            .map((range) => range.to)
            .sort()
            .at(-1)!,
        };
  return { words: found.slice(0, SEARCH_QUERY_MAX_WORDS), dates };
}

/** Whether a search asks for anything at all (a word or a date). */
export function isSearchable(query: string, today: string): boolean {
  const parsed = parseSearchQuery(query, today);
  return parsed.words.length > 0 || parsed.dates !== null;
}

/** Any date will do for reading a search's words: dates are taken out whatever the day. */
const ANY_DAY = '2000-01-01';

/**
 * Whether a name holds every word of a search, each by one of its keys, as typed (no near miss):
 * what a screen lists before the server's ranking arrives, never looser than the server.
 * A search with no word to look for ("zzzz", "aaa") matches no name.
 */
export function nameHoldsSearch(name: string, query: string): boolean {
  const { words } = parseSearchQuery(query, ANY_DAY);
  if (words.length === 0) return false;
  const key = searchKey(name);
  return words.every((word) => word.keys.some((wordKey) => key.includes(wordKey)));
}
