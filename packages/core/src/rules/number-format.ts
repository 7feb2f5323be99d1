/**
 * Whole numbers as people read them in a locale, for the web app and the server's texts alike.
 * Each locale's formatter is made on first use and kept: making one is costly (`toLocaleString`
 * makes one on every call), and making them as the module loads would hold up a page that is just
 * starting.
 */
const wholeNumberFormats = new Map<string, Intl.NumberFormat>();

/** A count with the locale's digit grouping (1.234 in Greek, 1,234 in English). */
export function formatCount(value: number, locale: string): string {
  let format = wholeNumberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    wholeNumberFormats.set(locale, format);
  }
  return format.format(value);
}
