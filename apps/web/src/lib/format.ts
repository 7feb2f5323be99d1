/**
 * Dates and numbers as people in Crete read them, in the interface language. Event dates are
 * `YYYY-MM-DD` days in Crete, so they are always formatted in the Europe/Athens time zone.
 */
import { ATHENS_TIME_ZONE } from '@glentia/core';

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
    full: dateFormatter(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(instant),
  };
}

/** A whole date line, e.g. "Παρασκευή 3 Ιουλίου 2026". */
export function formatLongDate(date: string, locale: string): string {
  return dateFormatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    middayOf(date),
  );
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

/** A count with the locale's digit grouping (1.234 in Greek, 1,234 in English). */
export function formatCount(value: number, locale: string): string {
  let formatter = numberFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberFormatters.set(locale, formatter);
  }
  return formatter.format(value);
}

/** "A, B and C" in the locale's own words ("Α, Β και Γ" in Greek). */
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
