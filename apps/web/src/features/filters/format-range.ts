import { ATHENS_TIME_ZONE, addMonths, type DateRange } from '@glentia/core';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withYear}`;
  let value = formatters.get(key);
  if (!value) {
    value = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: ATHENS_TIME_ZONE,
    });
    formatters.set(key, value);
  }
  return value;
}

const midday = (date: string) => new Date(`${date}T10:00:00Z`);

/**
 * A date range in few characters, e.g. "3–10 Ιουλ" or "28 Ιουν – 3 Ιουλ" (one day: "3 Ιουλ").
 * The year is left out while both ends lie within the coming year, as they do for every range
 * the calendar offers; a range from a shared link far away shows it.
 */
export function formatDateRange(range: DateRange, locale: string, today: string): string {
  const near = (date: string) => date >= addMonths(today, -1) && date <= addMonths(today, 11);
  const withYear = !(near(range.from) && near(range.to));
  const format = formatter(locale, withYear);
  if (range.from === range.to) return format.format(midday(range.from));
  // formatRange adds both years when they differ; near dates do without.
  if (!withYear && range.from.slice(0, 4) !== range.to.slice(0, 4)) {
    return `${format.format(midday(range.from))} – ${format.format(midday(range.to))}`;
  }
  return format.formatRange(midday(range.from), midday(range.to));
}
