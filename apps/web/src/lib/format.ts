/**
 * Dates and numbers as people in Crete read them, in the interface language. Event days are
 * formatted by core's rules/date-format.ts (Europe/Athens), shared with the server's texts.
 */
import { calendarWordsOf, joinList } from '@glentia/core';

export {
  type EventDateParts,
  eventDateParts,
  formatClockTime,
  formatCount,
  formatDayMonth,
  formatDecimal,
  formatLongDate,
} from '@glentia/core';

/** "A, B and C" in the locale's own words ("Α, Β και Γ" in Greek). */
export function formatList(items: readonly string[], locale: string): string {
  const words = calendarWordsOf(locale);
  if (words) return joinList(items, words);
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
