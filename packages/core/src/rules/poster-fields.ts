/**
 * The when and the phone of a glenti from a poster's read text: "ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ",
 * "Σάββατο 12/12", "12.12.26"; "22:00", "10 μ.μ.", "από τις 9"; "69x xxx xxxx". Builds on the
 * caption rules (caption-date.ts) and forgives what a reader gets wrong (mixed Greek and Latin
 * capitals, one letter off in a month's name).
 */
import { guessEventDateFromText } from './caption-date.ts';
import { parseEuroAmount } from './entry.ts';
import { editDistance, foldOcrText } from './ocr-text.ts';
import { normalizeSearch } from './search.ts';
import { isTicketUrl } from './ticket-url.ts';
import { addDays, isValidDate } from './time.ts';

/** Month names as posters write them (genitive and nominative), accents stripped. */
const MONTH_WORDS = [
  'ιανουαριου',
  'φεβρουαριου',
  'μαρτιου',
  'απριλιου',
  'μαιου',
  'ιουνιου',
  'ιουλιου',
  'αυγουστου',
  'σεπτεμβριου',
  'οκτωβριου',
  'νοεμβριου',
  'δεκεμβριου',
  'ιανουαριοσ',
  'φεβρουαριοσ',
  'μαρτιοσ',
  'απριλιοσ',
  'μαιοσ',
  'ιουνιοσ',
  'ιουλιοσ',
  'αυγουστοσ',
  'σεπτεμβριοσ',
  'οκτωβριοσ',
  'νοεμβριοσ',
  'δεκεμβριοσ',
];

/** The text normalised for reading (folded look-alikes, lowercase, no accents), months respelt. */
function readable(text: string): string {
  // A reader often loses the space between a day and its month ("4ΔΕΚΕΜΒΡΙΟΥ"), and posters
  // glue a shortened weekday to its date ("Σάβ.9/1").
  const normalized = normalizeSearch(foldOcrText(text))
    .replace(/(\d)(\p{L}{3,})/gu, '$1 $2')
    .replace(/(\p{L})\.(?=\d)/gu, '$1. ');
  return normalized.replace(/\p{L}{5,}/gu, (word) => {
    if (MONTH_WORDS.includes(word)) return word;
    // One letter wrong in a long month name ("ΔΕΚΕΜΒΡΙOΥ" read "δεκεμβπιου") is still the month.
    const near = MONTH_WORDS.find((month) => month.length >= 7 && editDistance(word, month, 1) <= 1);
    return near ?? word;
  });
}

const WEEKDAYS = ['κυριακη', 'δευτερα', 'τριτη', 'τεταρτη', 'πεμπτη', 'παρασκευη', 'σαββατο'];
/** Digits a reader takes for one another in a poster's typefaces. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  '0': '98',
  '9': '0',
  '3': '58',
  '5': '36',
  '8': '360',
  '6': '85',
  '1': '7',
  '7': '1',
};

function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Weekdays as posters shorten them ("Σάβ. 5/12", "ΠΑΡ 4/12"), Sunday first. */
const WEEKDAY_SHORT = ['κυρ', 'δευ', 'τρι', 'τετ', 'πεμ', 'παρ', 'σαβ'];
/** A short weekday: followed by its dot, or by the day's number. */
const SHORT_WEEKDAY = new RegExp(`(?<!\\p{L})(${WEEKDAY_SHORT.join('|')})(?:\\.|\\s*,?\\s*(?=\\d))`, 'u');

/** The weekday the poster writes, forgiving one letter, or shortened ("Σάβ."). */
function writtenWeekday(normalized: string): number | null {
  for (const word of normalized.match(/\p{L}{5,}/gu) ?? []) {
    const index = WEEKDAYS.findIndex((day) => editDistance(word, day, 1) <= 1);
    if (index >= 0) return index;
  }
  const short = SHORT_WEEKDAY.exec(normalized);
  return short ? WEEKDAY_SHORT.indexOf(short[1]!) : null;
}

/**
 * Letters a reader gives for a date's digits ("l2", "S/12", "O5", "1Ι"): O for 0, l and I for 1,
 * S for 5. Put back only where a date stands (a day before a month, a day and month with a slash
 * or a dot), never in words.
 */
const DIGIT_LETTERS: Record<string, string> = { o: '0', ο: '0', l: '1', i: '1', ι: '1', '|': '1', s: '5' };
const DIGITISH = '[\\dolιiο|s]';
const MONTH_STEM = '(?:ιαν|φεβ|μαρ|απρ|μαι|ιουν|ιουλ|αυγ|σεπ|οκτ|νοε|δεκ)';
const DAY_BEFORE_MONTH = new RegExp(
  `(?<![\\p{L}\\d|])(${DIGITISH}{1,2})(?=\\s+(?:του\\s+)?${MONTH_STEM})`,
  'gu',
);
const DAY_SLASH_MONTH = new RegExp(
  `(?<![\\p{L}\\d|])(${DIGITISH}{1,2})(\\s?[./]\\s?)(${DIGITISH}{1,2})(?:([./])(${DIGITISH}{2,4}))?(?![\\p{L}\\d|])`,
  'gu',
);

function asDigits(token: string): string {
  return Array.from(token, (char) => DIGIT_LETTERS[char] ?? char).join('');
}

/** A day (1–31) read with a letter for a digit, put back; the token as read when it is none. */
function dayDigits(token: string): string {
  const digits = asDigits(token);
  const day = Number(digits);
  return /^\d+$/.test(digits) && day >= 1 && day <= 31 ? digits : token;
}

/** The text with a date's misread digits put back ("l2 δεκεμβριου" → "12 δεκεμβριου", "s/12" → "5/12"). */
function withDateDigits(normalized: string): string {
  return normalized
    .replace(DAY_BEFORE_MONTH, (token) => dayDigits(token))
    .replace(DAY_SLASH_MONTH, (whole, day: string, separator: string, month: string, yearSeparator, year) => {
      // Only a date read mostly as digits: "s/12", "12/l2", not "ο/ι".
      if (!/\d/.test(whole) || /^[\d./\s]+$/.test(whole)) return whole;
      const fixedDay = dayDigits(day);
      const fixedMonth = asDigits(month);
      if (fixedDay === day && /\D/.test(day)) return whole;
      if (!/^\d+$/.test(fixedMonth) || Number(fixedMonth) < 1 || Number(fixedMonth) > 12) return whole;
      const fixedYear = year === undefined ? '' : asDigits(year);
      if (year !== undefined && !/^\d+$/.test(fixedYear)) return whole;
      return `${fixedDay}${separator}${fixedMonth}${year === undefined ? '' : yearSeparator + fixedYear}`;
    });
}

/**
 * A weekday and a day with the month lost ("ΣΑΒΒΑΤΟ 12" and a month the reader could not make
 * out): the next date from today that is that day of a month and falls on that weekday.
 */
const WEEKDAY_DAY = new RegExp(
  `(?<!\\p{L})(\\p{L}{3,12})\\.?\\s*,?\\s+(${DIGITISH}?\\d${DIGITISH}?|\\d)(?![\\d./:]|\\s?[μmp][.,]?\\s?[μmp](?!\\p{L}))`,
  'gu',
);

function nextWeekdayDay(normalized: string, today: string): string | null {
  for (const match of normalized.matchAll(WEEKDAY_DAY)) {
    const word = match[1]!;
    const weekday =
      word.length >= 5
        ? WEEKDAYS.findIndex((day) => editDistance(word, day, 1) <= 1)
        : WEEKDAY_SHORT.indexOf(word);
    if (weekday < 0) continue;
    const day = Number(dayDigits(match[2]!));
    if (!Number.isInteger(day) || day < 1 || day > 31) continue;
    for (let ahead = 0; ahead <= 366; ahead += 1) {
      const candidate = addDays(today, ahead);
      if (Number(candidate.slice(8, 10)) === day && weekdayOf(candidate) === weekday) return candidate;
    }
  }
  return null;
}

/**
 * When the written weekday disagrees with the date read, one digit of the day was probably misread
 * ("ΤΡΙΤΗ 20/12" for 29/12): the nearest day one look-alike digit away that falls on that weekday.
 */
function agreeWithWeekday(date: string, weekday: number | null, today: string): string {
  if (weekday === null || weekdayOf(date) === weekday) return date;
  const day = date.slice(8, 10);
  for (let position = 0; position < 2; position += 1) {
    for (const digit of DIGIT_LOOKALIKES[day[position]!] ?? '') {
      const candidate = `${date.slice(0, 8)}${position === 0 ? digit + day[1] : day[0] + digit}`;
      if (isValidDate(candidate) && candidate >= today && weekdayOf(candidate) === weekday) return candidate;
    }
  }
  return date;
}

/** What backs a date read from a poster, for how sure the reading is. */
export interface PosterDate {
  date: string;
  /**
   * `agrees`: the poster's weekday falls on that date; `corrected`: it did not, and one look-alike
   * digit of the day was changed so that it does; `disagrees`: it does not and could not be made
   * to; `none`: the poster writes no weekday.
   */
  weekday: 'agrees' | 'corrected' | 'disagrees' | 'none';
  /** Whether the month is written as a word ("ΔΕΚΕΜΒΡΙΟΥ") rather than a number. */
  monthWord: boolean;
  /**
   * Whether the month could not be read and was taken as the next one whose day falls on the
   * written weekday ("ΣΑΒΒΑΤΟ 12" → the next Saturday the 12th).
   */
  monthGuessed: boolean;
}

/** The first date on the poster that is today or later, with what backs it. */
export function readPosterDateEvidence(text: string, today: string): PosterDate | null {
  const normalized = withDateDigits(readable(text));
  const read = guessEventDateFromText(normalized, today)?.date ?? null;
  if (!read) {
    const guessed = nextWeekdayDay(normalized, today);
    return guessed ? { date: guessed, weekday: 'agrees', monthWord: false, monthGuessed: true } : null;
  }
  const weekday = writtenWeekday(normalized);
  const date = agreeWithWeekday(read, weekday, today);
  const monthWord = MONTH_WORDS.some((month) => normalized.includes(month.slice(0, 5)));
  const found = { date, monthWord, monthGuessed: false };
  if (weekday === null) return { ...found, weekday: 'none' };
  if (date !== read) return { ...found, weekday: 'corrected' };
  return { ...found, weekday: weekdayOf(date) === weekday ? 'agrees' : 'disagrees' };
}

/** The first date on the poster that is today or later (the year, when missing, is the next such day). */
export function readPosterDate(text: string, today: string): string | null {
  return readPosterDateEvidence(text, today)?.date ?? null;
}

export interface PosterTime {
  time: string;
  /** Whether the hour was moved to the evening (a bare "9" is 21:00 at a glenti). */
  assumedEvening: boolean;
  /**
   * Whether the minutes read were not a quarter hour ("21:50", "21:38") and were changed: one
   * look-alike digit making a quarter ("21:30"), or else brought down to the quarter before.
   */
  minutesChanged: boolean;
  /** Whether a word made it a time ("ΩΡΑ 22:00", "στις 9", "10 μ.μ.") rather than a bare clock. */
  worded: boolean;
}

/** Minutes a poster prints: start times fall on the quarter hour. */
const QUARTERS = ['00', '15', '30', '45'];

/**
 * Minutes as the poster most likely printed them: read ones that are a quarter hour stay; others
 * ("50" for a misread "30") become the one quarter a single look-alike digit gives, or else the
 * quarter before.
 */
function printedMinutes(minutes: string): { minutes: string; changed: boolean } {
  if (QUARTERS.includes(minutes)) return { minutes, changed: false };
  const candidates = new Set<string>();
  for (let position = 0; position < 2; position += 1) {
    for (const digit of DIGIT_LOOKALIKES[minutes[position]!] ?? '') {
      const candidate = position === 0 ? digit + minutes[1] : minutes[0] + digit;
      if (QUARTERS.includes(candidate)) candidates.add(candidate);
    }
  }
  if (candidates.size === 1) return { minutes: [...candidates][0]!, changed: true };
  return { minutes: String(Math.floor(Number(minutes) / 15) * 15).padStart(2, '0'), changed: true };
}

const MORNING = /(π[.-]?\s?μ\.?(?!\p{L})|πρωι|μεσημερι|\bam\b|a\.m\.)/u;
/** "μ.μ." as printed, and as a reader gives it in Latin letters ("M.M.", "p.p.", "MM"). */
const MM = '[μmp][.,-]?\\s?[μmp][.,]?(?!\\p{L})';
const EVENING = new RegExp(`(${MM}|βραδ|\\bpm\\b|p\\.m\\.)`, 'u');
const CLOCK = /(?<![\d.:/])([01]?\d|2[0-3])\s?[:.]\s?([0-5]\d)(?![\d./])/gu;
/**
 * "στις 9", "ώρα έναρξης 22.00", "από τις 9", "10 μ.μ.", "9:30 μ.μ.": an hour with a word that
 * makes it one. After such a word the minutes may lose their separator ("2200", "22 00"), and
 * before "μ.μ." too ("9 30 μμ"), but stay on the hour's line: "ΠΑΡΑΣΚΕΥΗ 11" above "10 μ.μ." is
 * a day and an hour, not 11:10.
 */
const WORDED_HOUR =
  /(?:(?:στισ|ωρα(?:\s+εναρξησ)?|εναρξη|απο τισ|at|from)[:\s]+([01]?\d|2[0-3])(?:[ \t]?[:.]?[ \t]?([0-5]\d))?(?![\d./]))|(?:(?<![\d.:/])([01]?\d)(?:(?:[ \t]?[:.][ \t]?|[ \t])([0-5]\d))?\s?([μmp][.,-]?\s?[μmp][.,]?|p\.m\.)(?!\p{L}))/gu;

const MONTH_AHEAD =
  /^(?:του\s+)?(ιαν|φεβ|μαρτ|απρ|μαι|ιουν|ιουλ|αυγ|σεπ|οκτ|νοε|δεκ|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/u;

/** Whether "12.12" is a day and month rather than a clock. */
function isDayMonth(day: number, month: number): boolean {
  return day >= 1 && day <= 31 && month >= 1 && month <= 12;
}

function toEvening(hour: number, context: string): { hour: number; moved: boolean } {
  if (hour >= 12 || MORNING.test(context)) return { hour, moved: false };
  // A glenti starts in the evening: an hour from 1 to 11 without "π.μ." is that hour at night.
  return { hour: hour + 12, moved: !EVENING.test(context) };
}

function posterTime(hour: number, minute: number, movedToEvening: boolean, worded: boolean): PosterTime {
  const printed = printedMinutes(String(minute).padStart(2, '0'));
  return {
    time: `${String(hour).padStart(2, '0')}:${printed.minutes}`,
    assumedEvening: movedToEvening,
    minutesChanged: printed.changed,
    worded,
  };
}

/**
 * The start time on the poster: a written clock ("22:00", "21.30") or an hour with a word that
 * makes it one ("στις 10", "10 μ.μ.", "από τις 9"). Hours from 1 to 11 are read as evening unless
 * the poster says morning. A clock that is the date itself ("12.12") does not count.
 */
export function readPosterTime(text: string, today: string): PosterTime | null {
  const normalized = readable(text);
  const hasDate = guessEventDateFromText(normalized, today) !== null;
  for (const match of normalized.matchAll(WORDED_HOUR)) {
    const after = normalized.slice(match.index + match[0].length).trimStart();
    // "στις 12 Δεκεμβρίου" is a date, not an hour.
    if (!match[2] && match[1] && MONTH_AHEAD.test(after)) continue;
    const hour = Number(match[1] ?? match[3]);
    const minute = Number(match[2] ?? match[4] ?? 0);
    const context = normalized.slice(match.index, match.index + match[0].length + 8);
    const evening = toEvening(hour, context);
    return posterTime(evening.hour, minute, evening.moved, true);
  }
  for (const match of normalized.matchAll(CLOCK)) {
    // "12.12" on a poster with a date is that date, not a clock.
    if (hasDate && isDayMonth(Number(match[1]), Number(match[2]))) continue;
    const context = normalized.slice(match.index, match.index + match[0].length + 8);
    const evening = toEvening(Number(match[1]), context);
    return posterTime(evening.hour, Number(match[2]), evening.moved, false);
  }
  return null;
}

/** Words that put a phone number up for bookings ("ΚΡΑΤΗΣΕΙΣ", "κράτηση στο", "Τηλ.", "info"). */
const BOOKING_WORD = /(κρατησ|τηλ|πληροφορ|reserv|booking|info|tel\b|τ\.?\s*:)/u;

/** A phone read from a poster, with what backs it. */
export interface PosterPhone {
  phone: string;
  /** Whether a booking word stands before it on its line ("ΚΡΑΤΗΣΕΙΣ 69…"). */
  booking: boolean;
  /** How many other, different numbers the poster prints. */
  others: number;
  /** Whether a look-alike digit was put back ("6044…" read for "6944…"). */
  changed: boolean;
}

/** Every Greek phone number on the poster, in order, each with whether a booking word precedes it. */
function posterPhones(text: string): Array<{ phone: string; booking: boolean; changed: boolean }> {
  const found: Array<{ phone: string; booking: boolean; changed: boolean }> = [];
  for (const line of foldOcrText(text).split(/\r?\n/)) {
    for (const match of line.matchAll(/(?:\+|00)?[\d][\d .\-–]{8,18}\d/g)) {
      let digits = match[0].replace(/\D/g, '');
      if (digits.startsWith('0030')) digits = digits.slice(4);
      else if (digits.startsWith('30') && digits.length === 12) digits = digits.slice(2);
      // Digits glued to a letter or a sign ("T1269 4455 6677", "$70 28310 54321"): the booking
      // words' last letters read as digits; the number is the last ten, marked as changed.
      let glued = false;
      if (digits.length > 10 && digits.length <= 12 && /[^\s\d]$/u.test(line.slice(0, match.index))) {
        const tail = digits.slice(-10);
        if (/^(69|2)/.test(tail)) {
          digits = tail;
          glued = true;
        }
      }
      if (digits.length !== 10) continue;
      // A mobile's 9 and a Cretan landline's 8 are the digits a reader most often gets wrong
      // ("6044…", "26210…"): put back, and marked as changed.
      // A mobile's 6 read as 0 ("09 4455 6677") likewise: no Greek number starts with 0.
      const fixed = digits.replace(/^6[08]|^09/, '69').replace(/^2[36]/, '28');
      if (!/^(69\d|2\d\d)/.test(fixed)) continue;
      const before = normalizeSearch(line.slice(0, match.index));
      found.push({
        phone: `+30${fixed}`,
        booking: BOOKING_WORD.test(before),
        changed: glued || fixed !== digits,
      });
    }
  }
  return found;
}

/**
 * The booking phone: the first Greek number after a booking word, else the first one. A mobile
 * (69…) or a landline (2…), ten digits, maybe after +30 or 0030, written with spaces, dots or
 * dashes; answered as digits with +30, the way the form keeps it.
 */
export function readPosterPhoneEvidence(text: string): PosterPhone | null {
  const phones = posterPhones(text);
  const chosen = phones.find((phone) => phone.booking) ?? phones[0];
  if (!chosen) return null;
  const others = new Set(phones.map((phone) => phone.phone).filter((phone) => phone !== chosen.phone));
  return { ...chosen, others: others.size };
}

/** The booking phone on the poster (readPosterPhoneEvidence), or null. */
export function readPosterPhone(text: string): string | null {
  return readPosterPhoneEvidence(text)?.phone ?? null;
}

/** The entry a poster prints: `cents` 0 for free entry, else the price. */
export interface PosterEntry {
  cents: number;
  /** Whether an entry word says it ("Είσοδος 10€", "ελεύθερη είσοδος") rather than a bare "10€". */
  worded: boolean;
  /** Whether a last digit was taken for the euro sign a reader misread ("156" for "15€"). */
  corrected: boolean;
  /**
   * Whether the price was read with no currency after it ("Είσοδος 16"): the euro sign may have
   * been read as a digit ("86" for "8€"), so the amount is less sure.
   */
  noCurrency: boolean;
}

/** Entry to a glenti is under 100 €: a third digit with no currency read is the € misread. */
function entryAmount(
  amount: string,
  currency: boolean,
): { cents: number; corrected: boolean; noCurrency: boolean } | null {
  if (!currency && /^\d{2}[0-9]$/.test(amount)) {
    const cents = parseEuroAmount(amount.slice(0, 2));
    return cents === null ? null : { cents, corrected: true, noCurrency: true };
  }
  const cents = parseEuroAmount(amount);
  return cents === null ? null : { cents, corrected: false, noCurrency: !currency };
}

const ENTRY_WORD =
  '(?<!\\p{L})(?:εισοδοσ|εισοδου|εισιτηριο|εισιτηρια|τιμη|entry|entrance|admission|tickets?)';

/** The entry words a reader most often garbles, as normalised text spells them. */
const GARBLED_ENTRY_WORDS = ['εισοδοσ', 'εισοδου', 'ελευθερη'];
/** Latin letters and digits a reader gives for the Greek capitals of those words (lowercased). */
const ENTRY_LOOKALIKES: Record<string, string> = {
  a: 'α',
  b: 'β',
  e: 'ε',
  z: 'σ',
  s: 'σ',
  h: 'η',
  i: 'ι',
  k: 'κ',
  m: 'μ',
  n: 'ν',
  o: 'ο',
  '0': 'ο',
  p: 'ρ',
  t: 'τ',
  y: 'υ',
  x: 'σ',
  q: 'ω',
  l: 'λ',
  g: 'θ',
  χ: 'σ',
};
/** Letters a reader takes for one another in capitals (Δ, Λ and Α; Ω and Ο), made one. */
function lookalikeKey(word: string): string {
  return Array.from(word, (char) => ENTRY_LOOKALIKES[char] ?? char)
    .join('')
    .replace(/ω/g, 'ο')
    .replace(/[δλ]/g, 'α');
}
const GARBLED_ENTRY_KEYS = GARBLED_ENTRY_WORDS.map((word) => [word, lookalikeKey(word)] as const);

/**
 * Entry words put back where the reader gave them in Latin look-alikes or with one letter wrong
 * ("EIZ0AQL EAEYGEPH" for «ΕΙΣΟΔΟΣ ΕΛΕΥΘΕΡΗ», "EIZOAOY" for «ΕΙΣΟΔΟΥ»), in normalised text.
 */
export function restoreEntryWords(normalized: string): string {
  return normalized.replace(/[\p{L}0]{6,9}/gu, (word) => {
    if (GARBLED_ENTRY_WORDS.includes(word) || (word.match(/\p{L}/gu)?.length ?? 0) < 5) return word;
    const key = lookalikeKey(word);
    const near = GARBLED_ENTRY_KEYS.find(([, target]) => editDistance(key, target, 1) <= 1);
    return near ? near[0] : word;
  });
}
/** "ελεύθερη είσοδος", "Είσοδος ελεύθερη", "δωρεάν είσοδος", "free entry", "Entry: free". */
const FREE_WORDED = new RegExp(
  `(ελευθερη\\s+${ENTRY_WORD}|${ENTRY_WORD}\\s*[:\\-–]?\\s*(?:ελευθερη|δωρεαν|free)|δωρεαν\\s+${ENTRY_WORD}|free\\s+${ENTRY_WORD})`,
  'u',
);
/** "δωρεάν" on its own, unless it is about something else ("δωρεάν parking", "δωρεάν ποτό"). */
const FREE_BARE = /(?<!\p{L})(δωρεαν|free)(?!\p{L})(?!\s*(?:παρκ|parking|ποτ|κερασ|drink|wifi))/u;
const AMOUNT = '(\\d{1,3}(?:[.,]\\d{1,2})?)';
const CURRENCY = '(?:€|ευρω|euro|eur)';
/** "Είσοδος 10€", "ΕΙΣΟΔΟΣ: 10 ΕΥΡΩ", "Entry €12", "Είσοδος 10" (not "ΤΙΜΗΤΙΚΗ … 2"). */
const PRICE_WORDED = new RegExp(
  `${ENTRY_WORD}(?!\\p{L})[^\\d\\n]{0,12}?(${CURRENCY}\\s?)?${AMOUNT}(?![\\d:/]|\\s\\d)(\\s?${CURRENCY})?`,
  'u',
);
/** "10€", "10 ευρώ", "€ 12" anywhere. */
const PRICE_BARE = new RegExp(
  `(?:(?<![\\d.,:/])${AMOUNT}\\s?${CURRENCY}(?!\\p{L}))|(?:€\\s?${AMOUNT}(?![\\d:/]))`,
  'u',
);

/** The entry the poster prints: free, a price in euro, or null when it says nothing of it. */
export function readPosterEntry(text: string): PosterEntry | null {
  const normalized = restoreEntryWords(normalizeSearch(foldOcrText(text)));
  if (FREE_WORDED.test(normalized)) return { cents: 0, worded: true, corrected: false, noCurrency: false };
  const worded = PRICE_WORDED.exec(normalized);
  const wordedAmount = worded ? entryAmount(worded[2]!, !!worded[1] || !!worded[3]) : null;
  if (wordedAmount) return { ...wordedAmount, worded: true };
  const bare = PRICE_BARE.exec(normalized);
  const bareAmount = bare ? entryAmount(bare[1] ?? bare[2]!, true) : null;
  if (bareAmount) return { ...bareAmount, worded: false };
  if (FREE_BARE.test(normalized)) return { cents: 0, worded: false, corrected: false, noCurrency: false };
  return null;
}

const ENTRY_WORD_ALONE = new RegExp(`${ENTRY_WORD}(?!\\p{L})`, 'u');

/**
 * Whether the poster prints an entry word whose price or «ελεύθερη» could not be read (the line
 * under glare: "ΕΙΣΟΔΟΣ pe ο στο"): worth reading the photo again with its light evened out.
 */
export function entryUnread(text: string): boolean {
  return (
    readPosterEntry(text) === null &&
    ENTRY_WORD_ALONE.test(restoreEntryWords(normalizeSearch(foldOcrText(text))))
  );
}

/** Words that put an address up for tickets or bookings. */
const TICKET_WORD = /(εισιτηρι|προπωλησ|κρατησ|tickets?|booking|reserv)/u;
/** Ticket sellers whose address is a ticket address wherever it stands on the poster. */
const TICKET_SELLERS =
  /(^|\.)(more\.com|viva\.gr|ticketservices\.gr|tickethour\.gr|ticketmaster\.gr|eventbrite\.\w+)$/;
const WEB_ADDRESS =
  /(?<![@\w.])((?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:gr|com|eu|net|org|events?|tickets?))(\/[^\s]*)?(?![\w@])/i;

/**
 * The ticket or booking address a poster prints ("Εισιτήρια: more.com/glenti"), as https: one on
 * a line with a ticket word, or of a known ticket seller. Null when there is none.
 */
export function readPosterTicketUrl(text: string): string | null {
  for (const line of text.split(/\r?\n/)) {
    const match = WEB_ADDRESS.exec(line);
    if (!match) continue;
    const host = match[1]!.replace(/^https?:\/\//i, '').toLowerCase();
    const seller = TICKET_SELLERS.test(host.replace(/^www\./, ''));
    if (!seller && !TICKET_WORD.test(normalizeSearch(line))) continue;
    const address = `https://${host}${(match[2] ?? '').replace(/[.,;)]+$/, '')}`;
    if (isTicketUrl(address)) return address;
  }
  return null;
}
