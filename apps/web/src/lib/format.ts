/**
 * Dates and numbers as people in Crete read them, in the interface language. Event days are
 * formatted by core's rules/date-format.ts (Europe/Athens), shared with the server's texts.
 */
export {
  type EventDateParts,
  eventDateParts,
  formatClockTime,
  formatDayMonth,
  formatLongDate,
} from '@glentia/core';

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
