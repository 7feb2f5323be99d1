/**
 * Event days as people in Crete read them, for the web app and for the server's texts alike
 * (notifications, link previews). An event date is a `YYYY-MM-DD` day in Crete, so it is always
 * formatted in the Europe/Athens time zone, whatever the zone of the machine formatting it.
 */
import type { DateRange } from './filters.ts';
import { ATHENS_TIME_ZONE, addMonths } from './time.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: ATHENS_TIME_ZONE, ...options });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Midday in Crete on the given day: far from midnight, so the zone offset can never change the day. */
function middayOf(date: string): Date {
  return new Date(`${date}T10:00:00Z`);
}

export interface EventDateParts {
  /** Short weekday, e.g. "Παρ" or "Fri". */
  weekday: string;
  /** Day of the month, e.g. "3". */
  day: string;
  /** Short month, e.g. "Ιουλ" or "Jul". */
  month: string;
  /** Full spoken form for screen readers, e.g. "Παρασκευή 3 Ιουλίου". */
  full: string;
}

/** The pieces of an event date badge: weekday, day and month in the given locale. */
export function eventDateParts(date: string, locale: string): EventDateParts {
  const instant = middayOf(date);
  const cleanMonth = (value: string) => value.replace(/\.$/, '');
  return {
    weekday: cleanMonth(dateFormatter(locale, { weekday: 'short' }).format(instant)),
    day: dateFormatter(locale, { day: 'numeric' }).format(instant),
    month: cleanMonth(dateFormatter(locale, { month: 'short' }).format(instant)),
    full: formatSpokenDate(date, locale),
  };
}

/** Weekday, day and month, e.g. "Παρασκευή 3 Ιουλίου" or "Friday 3 July" (en-GB). */
export function formatSpokenDate(date: string, locale: string): string {
  return withoutWeekdayComma(
    dateFormatter(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(middayOf(date)),
  );
}

/** British style writes no comma after the weekday: "Saturday 5 December 2026". */
function withoutWeekdayComma(text: string): string {
  return text.replace(/^(\p{L}+), (?=\d)/u, '$1 ');
}

/** A whole date line, e.g. "Παρασκευή 3 Ιουλίου 2026" or "Friday 3 July 2026" (en-GB). */
export function formatLongDate(date: string, locale: string): string {
  return withoutWeekdayComma(
    dateFormatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
      middayOf(date),
    ),
  );
}

/**
 * A date range in few characters, e.g. "3–10 Ιουλ" or "28 Ιουν – 3 Ιουλ" (one day: "3 Ιουλ").
 * The year is left out while both ends lie within the coming year, as they do for every range
 * the calendar offers; a range from a shared link far away shows it.
 */
export function formatDateRange(range: DateRange, locale: string, today: string): string {
  const near = (date: string) => date >= addMonths(today, -1) && date <= addMonths(today, 11);
  const withYear = !(near(range.from) && near(range.to));
  const format = dateFormatter(locale, {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  });
  if (range.from === range.to) return format.format(middayOf(range.from));
  // formatRange adds both years when they differ; near dates do without.
  if (!withYear && range.from.slice(0, 4) !== range.to.slice(0, 4)) {
    return `${format.format(middayOf(range.from))} – ${format.format(middayOf(range.to))}`;
  }
  return format.formatRange(middayOf(range.from), middayOf(range.to));
}

/** A moment (an ISO timestamp) on Crete's clock, e.g. `{ hour: '2-digit', minute: '2-digit' }` → "21:30". */
export function formatInstant(
  instant: string | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateFormatter(locale, options).format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The clock time of an instant in Crete, 24-hour, e.g. "21:05". */
export function formatClockTime(instant: Date, locale: string): string {
  return formatInstant(instant, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** The day of an instant in Crete, e.g. "23 Νοεμβρίου" or "November 23". */
export function formatDayMonth(instant: Date, locale: string): string {
  return formatInstant(instant, locale, { day: 'numeric', month: 'long' });
}
