/**
 * Event days as people in Crete read them, for the web app and for the server's texts alike
 * (notifications, link previews). An event date is a `YYYY-MM-DD` day in Crete, so it is always
 * formatted in the Europe/Athens time zone, whatever the zone of the machine formatting it.
 */
import { type CalendarWords, calendarWordsOf } from './calendar-words.ts';
import type { DateRange } from './filters.ts';
import { getOrMake } from './get-or-make.ts';
import { ATHENS_TIME_ZONE, addMonths, athensWallClock } from './time.ts';

/** What the date texts below need of a formatter: `Intl.DateTimeFormat`'s two methods. */
interface DateFormatter {
  format(instant: Date): string;
  formatRange(from: Date, to: Date): string;
}

const formatters = new Map<string, DateFormatter>();

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): DateFormatter {
  return getOrMake(formatters, `${locale}|${JSON.stringify(options)}`, () => {
    let intl: Intl.DateTimeFormat | null = null;
    const viaIntl = () => {
      intl ??= new Intl.DateTimeFormat(locale, { timeZone: ATHENS_TIME_ZONE, ...options });
      return intl;
    };
    const words = calendarWordsOf(locale);
    const shape = shapeOf(options);
    return words && WRITTEN_SHAPES[shape] ? writtenFormatter(words, shape, viaIntl) : viaIntl();
  });
}

/** A moment on Crete's clock, as its calendar and clock read. */
interface AthensClock {
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
  /** 0 for Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

function athensClock(instant: Date): AthensClock {
  const local = athensWallClock(instant);
  if (Number.isNaN(local.getTime())) throw new RangeError('Invalid time value');
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** The options a text asks for, in a fixed order: the key of WRITTEN_SHAPES. */
function shapeOf(options: Intl.DateTimeFormatOptions): string {
  return Object.entries(options)
    .map(([name, value]) => `${name}:${value}`)
    .sort()
    .join(',');
}

type WrittenShape = (clock: AthensClock, words: CalendarWords) => string;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The date and time texts Glentia shows, written from the calendar words as `Intl` writes them in
 * Greek and British English; any other set of options goes to `Intl`.
 */
const WRITTEN_SHAPES: Readonly<Record<string, WrittenShape>> = {
  'weekday:short': (c, w) => w.weekdaysShort[c.weekday]!,
  'day:numeric': (c) => String(c.day),
  'month:short': (c, w) => w.monthsShort[c.month]!,
  'day:numeric,month:short': (c, w) => `${c.day} ${w.monthsShort[c.month]}`,
  'day:numeric,month:short,year:numeric': (c, w) => `${c.day} ${w.monthsShort[c.month]} ${c.year}`,
  'day:numeric,month:long': (c, w) => `${c.day} ${w.monthsLong[c.month]}`,
  'day:numeric,month:long,year:numeric': (c, w) => `${c.day} ${w.monthsLong[c.month]} ${c.year}`,
  'day:numeric,month:long,weekday:long': (c, w) =>
    `${w.weekdaysLong[c.weekday]} ${c.day} ${w.monthsLong[c.month]}`,
  'day:numeric,month:long,weekday:long,year:numeric': (c, w) =>
    `${w.weekdaysLong[c.weekday]}${w.weekdayBeforeYearSeparator}${c.day} ${w.monthsLong[c.month]} ${c.year}`,
  'hour:2-digit,hourCycle:h23,minute:2-digit': (c) => `${twoDigits(c.hour)}:${twoDigits(c.minute)}`,
};

/** The shapes whose ranges are written out: the calendar's day and short month, with or without the year. */
const RANGE_SHAPES = new Set(['day:numeric,month:short', 'day:numeric,month:short,year:numeric']);

/**
 * A formatter of one shape in Greek or English. Its ranges are the calendar's: one day, days of
 * one month («10–17 Ιουλ»), or two whole dates («10 Ιουν – 3 Ιουλ»). Another range (of another
 * shape, or across years without them) is asked of `Intl`.
 */
function writtenFormatter(words: CalendarWords, shape: string, viaIntl: () => DateFormatter): DateFormatter {
  const write = WRITTEN_SHAPES[shape]!;
  const withYear = shape.includes('year:');
  const format = (instant: Date) => write(athensClock(instant), words);
  return {
    format,
    formatRange(from, to) {
      const [a, b] = [athensClock(from), athensClock(to)];
      const sameYear = a.year === b.year;
      if (!RANGE_SHAPES.has(shape) || (!sameYear && !withYear)) return viaIntl().formatRange(from, to);
      if (sameYear && a.month === b.month && a.day === b.day) return format(from);
      const year = withYear && sameYear ? ` ${a.year}` : '';
      if (sameYear && a.month === b.month) {
        return `${a.day}${words.dayRangeSeparator}${b.day} ${words.monthsShort[a.month]}${year}`;
      }
      const ownYear = (clock: AthensClock) => (sameYear ? '' : ` ${clock.year}`);
      const end = (clock: AthensClock) => `${clock.day} ${words.monthsShort[clock.month]}${ownYear(clock)}`;
      return `${end(a)}${words.dateRangeSeparator}${end(b)}${year}`;
    },
  };
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
