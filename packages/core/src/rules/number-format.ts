/**
 * Whole numbers as people read them in a locale, for the web app and the server's texts alike.
 * Greek and English counts are written from their calendar words (rules/calendar-words.ts), so a
 * page that is just starting never waits for the browser's ICU data. Another locale's formatter is
 * made on first use and kept: making one is costly (`toLocaleString` makes one on every call).
 */
import { calendarWordsOf, groupDigits } from './calendar-words.ts';
import { getOrMake } from './get-or-make.ts';

const wholeNumberFormats = new Map<string, Intl.NumberFormat>();

/** A count with the locale's digit grouping (1.234 in Greek, 1,234 in English). */
export function formatCount(value: number, locale: string): string {
  const words = calendarWordsOf(locale);
  const written = words ? groupDigits(value, words) : null;
  if (written !== null) return written;
  const format = getOrMake(
    wholeNumberFormats,
    locale,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
  );
  return format.format(value);
}

/**
 * A number with `fractionDigits` decimals at most (`minimum` of them kept even when zero), in the
 * locale's way: «4,5» in Greek, "4.5" in English. Ratings and distances.
 */
export function formatDecimal(value: number, locale: string, fractionDigits: number, minimum = 0): string {
  const words = calendarWordsOf(locale);
  if (!words || !(value >= 0 && value < 1e15)) {
    return value.toLocaleString(locale, {
      minimumFractionDigits: minimum,
      maximumFractionDigits: fractionDigits,
    });
  }
  const scale = 10 ** fractionDigits;
  const rounded = Math.round(value * scale);
  const whole = groupDigits(Math.floor(rounded / scale), words)!;
  const fraction = String(rounded % scale)
    .padStart(fractionDigits, '0')
    .replace(/0+$/, '')
    .padEnd(minimum, '0');
  return fraction ? `${whole}${words.decimalSeparator}${fraction}` : whole;
}
