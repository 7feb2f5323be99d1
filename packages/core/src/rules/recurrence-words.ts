/**
 * A weekly residency in a sentence, in Greek or English ("Κάθε Παρασκευή στις 22:00"). Apart from
 * `recurrence.ts`, whose dates need `rrule` (about 14 KB Brotli): the page of a series' night says
 * the sentence without downloading it.
 */
import { ENGLISH_CALENDAR_WORDS } from './calendar-words.ts';
import { greekArticle, greekDayMonth, greekWeekdayOf } from './greek-grammar.ts';
import type { MonthlyPosition, Recurrence, SeriesRuleFields } from './recurrence.ts';

/** A stored series' rule as the functions below take it. */
export function recurrenceOfSeries(series: SeriesRuleFields): Recurrence {
  return {
    frequency: series.frequency,
    startDate: series.startDate,
    // The server stores only the positions of MONTHLY_POSITIONS.
    position: series.position as MonthlyPosition | null,
    until: series.until,
    count: series.count,
    exceptions: series.exceptions,
  };
}

/** The position of a date's weekday in its month: 2026-01-09 is the 2nd Friday. */
export function weekdayPositionOf(date: string): 1 | 2 | 3 | 4 | 5 {
  return Math.ceil(Number(date.slice(8, 10)) / 7) as 1 | 2 | 3 | 4 | 5;
}

const GREEK_ORDINALS: Record<MonthlyPosition, { f: string; n: string }> = {
  1: { f: 'πρώτη', n: 'πρώτο' },
  2: { f: 'δεύτερη', n: 'δεύτερο' },
  3: { f: 'τρίτη', n: 'τρίτο' },
  4: { f: 'τέταρτη', n: 'τέταρτο' },
  5: { f: 'πέμπτη', n: 'πέμπτο' },
  [-1]: { f: 'τελευταία', n: 'τελευταίο' },
};

const ENGLISH_ORDINALS: Record<MonthlyPosition, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  [-1]: 'last',
};

const ENGLISH_WEEKDAYS = ENGLISH_CALENDAR_WORDS.weekdaysLong;
const ENGLISH_MONTHS = ENGLISH_CALENDAR_WORDS.monthsLong;

function greekRepetition(recurrence: Recurrence): string {
  const weekday = greekWeekdayOf(recurrence.startDate);
  const gender = weekday.gender === 'n' ? 'n' : 'f';
  if (recurrence.frequency === 'weekly') return `Κάθε ${weekday.nom}`;
  if (recurrence.frequency === 'fortnightly') return `Κάθε ${GREEK_ORDINALS[2][gender]} ${weekday.nom}`;
  const ordinal = GREEK_ORDINALS[recurrence.position ?? weekdayPositionOf(recurrence.startDate)][gender];
  const article = greekArticle(weekday.gender, 'acc', ordinal);
  return `${article[0]!.toUpperCase()}${article.slice(1)} ${ordinal} ${weekday.nom} κάθε μήνα`;
}

function englishRepetition(recurrence: Recurrence): string {
  const weekday = ENGLISH_WEEKDAYS[new Date(`${recurrence.startDate}T00:00:00Z`).getUTCDay()]!;
  if (recurrence.frequency === 'weekly') return `Every ${weekday}`;
  if (recurrence.frequency === 'fortnightly') return `Every other ${weekday}`;
  const ordinal = ENGLISH_ORDINALS[recurrence.position ?? weekdayPositionOf(recurrence.startDate)];
  return `The ${ordinal} ${weekday} of every month`;
}

/**
 * The series in plain words, in Greek or English: "Κάθε Παρασκευή στις 22:00, ως τις 30
 * Ιανουαρίου", "Τη δεύτερη Παρασκευή κάθε μήνα στις 22:00, 6 φορές", "Every other Saturday at
 * 21:30". The year is said only when the end falls in another year than the start.
 */
export function describeRecurrence(
  recurrence: Recurrence,
  options: { time?: string | null; language: 'el' | 'en' },
): string {
  const greek = options.language === 'el';
  let sentence = greek ? greekRepetition(recurrence) : englishRepetition(recurrence);
  if (options.time) sentence += greek ? ` στις ${options.time}` : ` at ${options.time}`;
  if (recurrence.until) {
    const year = recurrence.until.slice(0, 4) !== recurrence.startDate.slice(0, 4);
    sentence += greek
      ? `, ως τις ${greekDayMonth(recurrence.until, { year })}`
      : // As the app's English dates read (en-US): "until January 29", "until January 29, 2027".
        `, until ${ENGLISH_MONTHS[Number(recurrence.until.slice(5, 7)) - 1]} ${Number(recurrence.until.slice(8, 10))}${year ? `, ${recurrence.until.slice(0, 4)}` : ''}`;
  } else if (recurrence.count) {
    const count = recurrence.count;
    sentence += greek
      ? count === 1
        ? ', μία φορά'
        : `, ${count} φορές`
      : count === 1
        ? ', once'
        : `, ${count} times`;
  }
  return sentence;
}

/** Just the repetition, for a badge on an event page: "Κάθε Παρασκευή", "Every other Friday". */
export function describeRepetition(recurrence: Recurrence, language: 'el' | 'en'): string {
  return language === 'el' ? greekRepetition(recurrence) : englishRepetition(recurrence);
}
