/**
 * The when and the phone of a glenti from a poster's read text: "ΣΑΒΒΑΤΟ 12 ΔΕΚΕΜΒΡΙΟΥ",
 * "Σάββατο 12/12", "12.12.26"; "22:00", "10 μ.μ.", "από τις 9"; "69x xxx xxxx". Builds on the
 * caption rules (caption-date.ts) and forgives what a reader gets wrong (mixed Greek and Latin
 * capitals, one letter off in a month's name).
 */
import { guessEventDateFromText } from './caption-date.ts';
import { editDistance, foldOcrText } from './ocr-text.ts';
import { normalizeSearch } from './search.ts';
import { floorToQuarterHour } from './submission.ts';
import { isValidDate } from './time.ts';

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
  // A reader often loses the space between a day and its month ("4ΔΕΚΕΜΒΡΙΟΥ").
  const normalized = normalizeSearch(foldOcrText(text)).replace(/(\d)(\p{L}{3,})/gu, '$1 $2');
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

/** The weekday the poster writes, forgiving one letter. */
function writtenWeekday(normalized: string): number | null {
  for (const word of normalized.match(/\p{L}{5,}/gu) ?? []) {
    const index = WEEKDAYS.findIndex((day) => editDistance(word, day, 1) <= 1);
    if (index >= 0) return index;
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

/** The first date on the poster that is today or later (the year, when missing, is the next such day). */
export function readPosterDate(text: string, today: string): string | null {
  const normalized = readable(text);
  const date = guessEventDateFromText(normalized, today)?.date ?? null;
  return date && agreeWithWeekday(date, writtenWeekday(normalized), today);
}

export interface PosterTime {
  time: string;
  /** Whether the hour was moved to the evening (a bare "9" is 21:00 at a glenti). */
  assumedEvening: boolean;
}

const MORNING = /(π[.-]?\s?μ\.?(?!\p{L})|πρωι|μεσημερι|\bam\b|a\.m\.)/u;
/** "μ.μ." as printed, and as a reader gives it in Latin letters ("M.M.", "p.p.", "MM"). */
const MM = '[μmp][.,-]?\\s?[μmp][.,]?(?!\\p{L})';
const EVENING = new RegExp(`(${MM}|βραδ|\\bpm\\b|p\\.m\\.)`, 'u');
const CLOCK = /(?<![\d.:/])([01]?\d|2[0-3])\s?[:.]\s?([0-5]\d)(?![\d./])/gu;
/**
 * "στις 9", "ώρα έναρξης 22.00", "από τις 9", "10 μ.μ.", "9:30 μ.μ.": an hour with a word that
 * makes it one. After such a word the minutes may lose their separator ("2200", "22 00").
 */
const WORDED_HOUR =
  /(?:(?:στισ|ωρα(?:\s+εναρξησ)?|εναρξη|απο τισ|at|from)[:\s]+([01]?\d|2[0-3])(?:\s?[:.]?\s?([0-5]\d))?(?![\d./]))|(?:(?<![\d.:/])([01]?\d)(?:[:.]([0-5]\d))?\s?([μmp][.,-]?\s?[μmp][.,]?|p\.m\.)(?!\p{L}))/gu;

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

function clockTime(hour: number, minute: number): string {
  return floorToQuarterHour(`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`)!;
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
    return { time: clockTime(evening.hour, minute), assumedEvening: evening.moved };
  }
  for (const match of normalized.matchAll(CLOCK)) {
    // "12.12" on a poster with a date is that date, not a clock.
    if (hasDate && isDayMonth(Number(match[1]), Number(match[2]))) continue;
    const context = normalized.slice(match.index, match.index + match[0].length + 8);
    const evening = toEvening(Number(match[1]), context);
    return { time: clockTime(evening.hour, Number(match[2])), assumedEvening: evening.moved };
  }
  return null;
}

/**
 * The first Greek phone number: a mobile (69…) or a landline (2…), ten digits, maybe after +30 or
 * 0030, written with spaces, dots or dashes. Answered as digits with +30, the way the form keeps it.
 */
export function readPosterPhone(text: string): string | null {
  const folded = foldOcrText(text);
  for (const match of folded.matchAll(/(?:\+|00)?[\d][\d .\-–]{8,18}\d/g)) {
    let digits = match[0].replace(/\D/g, '');
    if (digits.startsWith('0030')) digits = digits.slice(4);
    else if (digits.startsWith('30') && digits.length === 12) digits = digits.slice(2);
    if (digits.length === 10 && /^(69\d|2\d\d)/.test(digits)) return `+30${digits}`;
  }
  return null;
}
