/**
 * The words of Glentia's two languages for days, months, counts and lists, written out as the
 * Unicode CLDR data gives them for el-GR and en-GB (what `Intl` says on the server). The web app and
 * the server build their texts from these instead of asking `Intl`: a page's first `Intl` call loads
 * the browser's ICU data, 45–130 ms on our 2-core test machine and four times that on Lighthouse's
 * slowed phone, one long task in the middle of a page that is just starting. Another locale still
 * goes to `Intl`. `calendar-words.test.ts` holds every form to `Intl`, day by day over three years.
 */

export interface CalendarWords {
  /** Sunday first, as `Date.getUTCDay()` counts. */
  weekdaysShort: readonly string[];
  weekdaysLong: readonly string[];
  monthsShort: readonly string[];
  /** A month as it is written after a day: «10 Ιουλίου» (Greek takes the genitive), "10 July". */
  monthsLong: readonly string[];
  /** Between a weekday and its day when a year follows: en-GB writes "Friday, 10 July 2026". */
  weekdayBeforeYearSeparator: string;
  /** Between two days of one month in a range: «10–17 Ιουλ», "10 – 17 Jul" (thin spaces). */
  dayRangeSeparator: string;
  /** Between two whole dates in a range: «10 Ιουν – 3 Ιουλ», "10 Jun – 3 Jul" (thin spaces). */
  dateRangeSeparator: string;
  /** Groups of three digits in a count: «1.234», "1,234". */
  digitGroupSeparator: string;
  /** The decimal point: «4,5», "4.5". */
  decimalSeparator: string;
  /** The word before a list's last item: «Α, Β και Γ», "A, B and C". */
  listAnd: string;
}

/** Greek (el, el-GR). */
export const GREEK_CALENDAR_WORDS: CalendarWords = {
  weekdaysShort: ['Κυρ', 'Δευ', 'Τρί', 'Τετ', 'Πέμ', 'Παρ', 'Σάβ'],
  weekdaysLong: ['Κυριακή', 'Δευτέρα', 'Τρίτη', 'Τετάρτη', 'Πέμπτη', 'Παρασκευή', 'Σάββατο'],
  monthsShort: ['Ιαν', 'Φεβ', 'Μαρ', 'Απρ', 'Μαΐ', 'Ιουν', 'Ιουλ', 'Αυγ', 'Σεπ', 'Οκτ', 'Νοε', 'Δεκ'],
  monthsLong: [
    'Ιανουαρίου',
    'Φεβρουαρίου',
    'Μαρτίου',
    'Απριλίου',
    'Μαΐου',
    'Ιουνίου',
    'Ιουλίου',
    'Αυγούστου',
    'Σεπτεμβρίου',
    'Οκτωβρίου',
    'Νοεμβρίου',
    'Δεκεμβρίου',
  ],
  weekdayBeforeYearSeparator: ' ',
  dayRangeSeparator: '–',
  dateRangeSeparator: ' – ',
  digitGroupSeparator: '.',
  decimalSeparator: ',',
  listAnd: 'και',
};

/** British English (en-GB). */
export const ENGLISH_CALENDAR_WORDS: CalendarWords = {
  weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  weekdaysLong: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  monthsLong: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  weekdayBeforeYearSeparator: ', ',
  dayRangeSeparator: '\u2009–\u2009',
  dateRangeSeparator: '\u2009–\u2009',
  digitGroupSeparator: ',',
  decimalSeparator: '.',
  listAnd: 'and',
};

const BY_LOCALE: Readonly<Record<string, CalendarWords>> = {
  el: GREEK_CALENDAR_WORDS,
  'el-GR': GREEK_CALENDAR_WORDS,
  'en-GB': ENGLISH_CALENDAR_WORDS,
};

/** The words of el, el-GR or en-GB; null for any other locale, which `Intl` answers. */
export function calendarWordsOf(locale: string): CalendarWords | null {
  return BY_LOCALE[locale] ?? null;
}

/**
 * A count (a whole number from 0 to 10^15) with its digits grouped by three, a fraction rounded
 * half up as `Intl` does; null for anything else (a negative number, NaN), which `Intl` answers.
 */
export function groupDigits(value: number, words: CalendarWords): string | null {
  if (!(value >= 0 && value < 1e15)) return null;
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, words.digitGroupSeparator);
}

/** "one" or "other", the only plural forms Greek and English counts have (CLDR's cardinal rules). */
export function pluralFormOf(count: number): 'one' | 'other' {
  return count === 1 ? 'one' : 'other';
}

/** "A, B and C": commas, and the word "and" before the last, with no comma before it. */
export function joinList(items: readonly string[], words: CalendarWords): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${words.listAnd} ${items.at(-1)}`;
}
