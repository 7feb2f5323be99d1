/**
 * Guessing when a glenti is from free text, such as a venue's Instagram caption ("Σάββατο 12/7
 * στις 22:00", "Παρασκευή 3 Ιουλίου", "Friday July 3rd"). Dates are read day-first, the Greek way.
 */

import { normalizeSearch } from './search.ts';
import { floorToQuarterHour } from './submission.ts';
import { daysBetween, isValidDate } from './time.ts';

/** Month stems, accents stripped: the longest first so "ιουλ" is not read as "ιουν". */
const MONTH_STEMS: ReadonlyArray<readonly [string, number]> = [
  ['ιανουαρ', 1],
  ['φεβρουαρ', 2],
  ['μαρτ', 3],
  ['απριλ', 4],
  ['μαι', 5],
  ['ιουν', 6],
  ['ιουλ', 7],
  ['αυγουστ', 8],
  ['σεπτεμβρ', 9],
  ['οκτωβρ', 10],
  ['νοεμβρ', 11],
  ['δεκεμβρ', 12],
  ['ιαν', 1],
  ['φεβ', 2],
  ['μαρ', 3],
  ['απρ', 4],
  ['αυγ', 8],
  ['σεπ', 9],
  ['οκτ', 10],
  ['νοε', 11],
  ['δεκ', 12],
  ['january', 1],
  ['february', 2],
  ['march', 3],
  ['april', 4],
  ['may', 5],
  ['june', 6],
  ['july', 7],
  ['august', 8],
  ['september', 9],
  ['october', 10],
  ['november', 11],
  ['december', 12],
  ['jan', 1],
  ['feb', 2],
  ['mar', 3],
  ['apr', 4],
  ['jun', 6],
  ['jul', 7],
  ['aug', 8],
  ['sep', 9],
  ['oct', 10],
  ['nov', 11],
  ['dec', 12],
];

const MONTH_WORD = '([a-zα-ω]{3,12})';
const DAY = '(\\d{1,2})(?:st|nd|rd|th|η|ης)?';
const NUMERIC_DATE = /(?<![\d.:/-])(\d{1,2})[./-](\d{1,2})(?:[./-](\d{4}|\d{2}))?(?![\d:]|\.\d)/gu;
const DAY_MONTH = new RegExp(`(?<![\\d])${DAY}\\s+(?:του\\s+)?${MONTH_WORD}(?:\\s+(\\d{4}))?`, 'gu');
const MONTH_DAY = new RegExp(`${MONTH_WORD}\\.?\\s+${DAY}(?![\\d])(?:,?\\s+(\\d{4}))?`, 'gu');
const CLOCK = /(?<![\d.:/])([01]?\d|2[0-3])[:.]([0-5]\d)(?![\d./])/gu;

/** What may follow a month's stem: Greek case endings, "sept", an abbreviation's dot. */
const MONTH_ENDINGS = new Set(['', 'ιου', 'ιοσ', 'ιο', 'ι', 'η', 'ου', 'οσ', 'ο', 't']);

/** The month a word names; a word that only starts like one («Μαρτσάκης») is none. */
function monthOf(word: string): number | null {
  for (const [stem, month] of MONTH_STEMS) {
    if (word.startsWith(stem) && MONTH_ENDINGS.has(word.slice(stem.length))) return month;
  }
  return null;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

const RECENT_PAST_DAYS = 60;

/**
 * The date a day and month (and maybe a year) name, seen from the day of the post: without a year
 * it is the next such day on or after that day (unless it just passed). Null when it is no date or lies far away.
 */
function resolveDate(day: number, month: number, year: number | null, postedOn: string): string | null {
  const postedYear = Number(postedOn.slice(0, 4));
  const fullYear = year === null ? null : year < 100 ? 2000 + year : year;
  let date = `${fullYear ?? postedYear}-${pad(month)}-${pad(day)}`;
  if (!isValidDate(date)) return null;
  if (fullYear === null && date < postedOn) {
    // A day a few weeks back is a look back at a past night; one months back means next year.
    if (daysBetween(date, postedOn) <= RECENT_PAST_DAYS) return null;
    date = `${postedYear + 1}-${pad(month)}-${pad(day)}`;
  }
  if (!isValidDate(date)) return null;
  const distance = daysBetween(postedOn, date);
  return distance >= 0 && distance <= 366 ? date : null;
}

interface Found {
  index: number;
  date: string;
}

function findDates(text: string, postedOn: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(NUMERIC_DATE)) {
    const date = resolveDate(
      Number(match[1]),
      Number(match[2]),
      match[3] ? Number(match[3]) : null,
      postedOn,
    );
    if (date) found.push({ index: match.index, date });
  }
  for (const match of text.matchAll(DAY_MONTH)) {
    const month = monthOf(match[2]!);
    const date = month && resolveDate(Number(match[1]), month, match[3] ? Number(match[3]) : null, postedOn);
    if (date) found.push({ index: match.index, date });
  }
  for (const match of text.matchAll(MONTH_DAY)) {
    const month = monthOf(match[1]!);
    const date = month && resolveDate(Number(match[2]), month, match[3] ? Number(match[3]) : null, postedOn);
    if (date) found.push({ index: match.index, date });
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The first date in `text` that is on or after `postedOn` (YYYY-MM-DD), with a start time when one
 * is written (moved down to its quarter hour). Null when the text names no such date.
 */
export function guessEventDateFromText(
  text: string,
  postedOn: string,
): { date: string; time: string | null } | null {
  const normalized = normalizeSearch(text);
  const [first] = findDates(normalized, postedOn);
  if (!first) return null;
  const clock = [...normalized.matchAll(CLOCK)].find(
    // A clock reading that is really the date itself ("12.07") does not count.
    (match) => match.index !== first.index,
  );
  return { date: first.date, time: clock ? floorToQuarterHour(`${clock[1]}:${clock[2]}`) : null };
}
