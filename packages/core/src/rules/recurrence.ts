/**
 * Weekly residencies: which dates a series falls on (how to say it in a sentence is
 * `recurrence-words.ts`, which a page can take without `rrule`).
 *
 * A series repeats on calendar dates in Crete. The dates are computed by `rrule` on "floating"
 * dates (UTC midnights standing for local days), never on instants, so a change of clock in March
 * or October cannot move a night to the day before; the instant of each night is built afterwards
 * from its date and local time by `eventInterval`, which honours the offset of that very night.
 *
 * An end is a last date (`until`, included) or a number of nights (`count`), or neither for a
 * series that runs until it is ended. As in RFC 5545, `count` counts the dates of the rule and the
 * skipped dates are among them: "8 nights, skipping 12 December" holds 7 nights.
 */
import * as rruleModule from 'rrule';
import { weekdayPositionOf } from './recurrence-words.ts';
import { addDays, daysBetween } from './time.ts';

// rrule ships an ES module for bundlers and a UMD file for Node; Node's own loader sees only the
// latter's default export, so take the classes from wherever this loader put them.
const { RRule } =
  'RRule' in rruleModule ? rruleModule : (rruleModule as { default: typeof rruleModule }).default;

export const RECURRENCE_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** Which weekday of the month a monthly series keeps: 1st to 5th, or -1 for the last. */
export const MONTHLY_POSITIONS = [1, 2, 3, 4, 5, -1] as const;
export type MonthlyPosition = (typeof MONTHLY_POSITIONS)[number];

/** The longest count and span a series may have (two years of weekly nights). */
export const MAX_SERIES_COUNT = 104;
export const MAX_SERIES_DAYS = 2 * 366;
/** How far ahead the occurrences of a series exist as events: the lists' window, and a little more. */
export const SERIES_GENERATION_DAYS = 8 * 7;

export interface Recurrence {
  frequency: RecurrenceFrequency;
  /** The first night; its weekday is the series' weekday. */
  startDate: string;
  /** Monthly only: which weekday of the month (default: the start date's own position). */
  position?: MonthlyPosition | null;
  /** The last date a night may fall on, included. */
  until?: string | null;
  /** How many nights the rule has in all, skipped ones included. */
  count?: number | null;
  /** Dates the series skips. */
  exceptions?: readonly string[];
}

/** The columns of a stored series that make its rule (a `TSeries` or a series row). */
export interface SeriesRuleFields {
  frequency: RecurrenceFrequency;
  startDate: string;
  position: number | null;
  until: string | null;
  count: number | null;
  exceptions: readonly string[];
}

function floating(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function dateOf(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** Whether a date is the last of its weekday in its month (no same weekday seven days later). */
export function isLastWeekdayOfMonth(date: string): boolean {
  return addDays(date, 7).slice(0, 7) !== date.slice(0, 7);
}

function ruleOf(recurrence: Recurrence) {
  const start = floating(recurrence.startDate);
  // rrule counts weekdays from Monday, Date from Sunday.
  const day = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU][
    (start.getUTCDay() + 6) % 7
  ]!;
  const monthly = recurrence.frequency === 'monthly';
  const position = recurrence.position ?? weekdayPositionOf(recurrence.startDate);
  return new RRule({
    freq: monthly ? RRule.MONTHLY : RRule.WEEKLY,
    interval: recurrence.frequency === 'fortnightly' ? 2 : 1,
    dtstart: start,
    byweekday: [monthly ? day.nth(position) : day],
    ...(recurrence.until ? { until: floating(recurrence.until) } : {}),
    ...(recurrence.count ? { count: recurrence.count } : {}),
  });
}

/**
 * The dates of a series from `from` to `to` (both included), skipped dates left out, in order.
 * A monthly series on the 5th Friday has nights only in months that have one.
 */
export function occurrenceDates(recurrence: Recurrence, window: { from: string; to: string }): string[] {
  const from = window.from > recurrence.startDate ? window.from : recurrence.startDate;
  if (from > window.to) return [];
  const skipped = new Set(recurrence.exceptions ?? []);
  return ruleOf(recurrence)
    .between(floating(from), floating(window.to), true)
    .map(dateOf)
    .filter((date) => !skipped.has(date));
}

/** The first `limit` dates from `from` on (for a preview of the next nights). */
export function nextOccurrenceDates(recurrence: Recurrence, from: string, limit: number): string[] {
  const skipped = new Set(recurrence.exceptions ?? []);
  const start = floating(from > recurrence.startDate ? from : recurrence.startDate);
  const dates: string[] = [];
  ruleOf(recurrence).between(start, floating('2100-12-31'), true, (value) => {
    const date = dateOf(value);
    if (!skipped.has(date)) dates.push(date);
    return dates.length < limit;
  });
  return dates;
}

/** The last date the rule reaches (skipped or not), or null when the series has no end. */
export function lastRuleDate(recurrence: Recurrence): string | null {
  if (!recurrence.until && !recurrence.count) return null;
  const all = ruleOf(recurrence).all();
  return all.length ? dateOf(all[all.length - 1]!) : null;
}

/** What is wrong with a rule, as an error code, or null when it is fine. */
export function recurrenceProblem(
  recurrence: Recurrence,
): 'BOTH_ENDS' | 'ENDS_BEFORE_START' | 'TOO_LONG' | 'NO_DATES' | null {
  if (recurrence.until && recurrence.count) return 'BOTH_ENDS';
  if (recurrence.until && recurrence.until < recurrence.startDate) return 'ENDS_BEFORE_START';
  if (recurrence.until && daysBetween(recurrence.startDate, recurrence.until) > MAX_SERIES_DAYS)
    return 'TOO_LONG';
  if (recurrence.count && recurrence.count > MAX_SERIES_COUNT) return 'TOO_LONG';
  if (nextOccurrenceDates(recurrence, recurrence.startDate, 1).length === 0) return 'NO_DATES';
  return null;
}
