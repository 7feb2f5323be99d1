/**
 * Calendar rules. Glentia lives in Crete, so "today" is always the calendar date in Europe/Athens,
 * whatever the server's or the visitor's clock zone is. Dates are plain `YYYY-MM-DD` strings, which
 * sort the same way as the days they name.
 */

export const ATHENS_TIME_ZONE = 'Europe/Athens';

/**
 * A formatter made the first time it is needed: making one loads the time zone's data, which on a
 * phone is long enough to hold up a page that is just starting.
 */
function formatWhenNeeded(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | null = null;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, { timeZone: ATHENS_TIME_ZONE, ...options });
    return format;
  };
}

const athensDateFormat = formatWhenNeeded('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

const athensPartsFormat = formatWhenNeeded('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Today's date in Europe/Athens, as `YYYY-MM-DD`. */
export function todayInAthens(now: Date = new Date()): string {
  return athensDateFormat().format(now);
}

/** A record is past when its date sorts before today (SPEC §5). */
export function isPastDate(date: string, today: string): boolean {
  return date < today;
}

/** An event is in the future (still worth going to) when its date is today or later. */
export function isFutureDate(date: string, today: string): boolean {
  return !isPastDate(date, today);
}

function toUtcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function fromUtcDate(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** Adds (or with a negative number subtracts) whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const value = toUtcDate(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtcDate(value);
}

/**
 * Adds calendar months, keeping the day of the month where it exists and otherwise using the
 * month's last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return fromUtcDate(target);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);
}

/**
 * The dates Glentia deals in. Nothing it lists lies outside them, and the bounds keep date
 * arithmetic (two months ahead, a year of calendar days) inside what JavaScript and PostgreSQL
 * can represent: `9999-12-31` plus two months, or year 0, would otherwise fail deep down.
 */
export const FIRST_DATE = '2000-01-01';
export const LAST_DATE = '2100-12-31';

/**
 * True for a real calendar date written `YYYY-MM-DD` (rejects 2026-02-30), from FIRST_DATE to
 * LAST_DATE.
 */
export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  if (date < FIRST_DATE || date > LAST_DATE) return false;
  const value = toUtcDate(date);
  return !Number.isNaN(value.getTime()) && fromUtcDate(value) === date;
}

/** Offset of Europe/Athens from UTC, in minutes, at the given instant (120 in winter, 180 in summer). */
export function athensOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(
    athensPartsFormat()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time in Crete names. `time` is `HH:mm`; daylight-saving changes are
 * honoured (the offset is taken at that very moment, not at "now").
 */
export function athensDateTimeToInstant(date: string, time: string): Date {
  const naiveUtc = new Date(`${date}T${time}:00Z`);
  const firstGuess = new Date(naiveUtc.getTime() - athensOffsetMinutes(naiveUtc) * 60_000);
  const offset = athensOffsetMinutes(firstGuess);
  return new Date(naiveUtc.getTime() - offset * 60_000);
}

/** Start and end instants of an event that has a start time; `null` when it has none. */
export function eventInterval(input: {
  date: string;
  time: string | null;
  duration: number | null;
}): { startAt: Date; endAt: Date | null } | null {
  if (!input.time) return null;
  const startAt = athensDateTimeToInstant(input.date, input.time);
  const endAt = input.duration ? new Date(startAt.getTime() + input.duration * 3_600_000) : null;
  return { startAt, endAt };
}

/** End time on the clock (`HH:mm`) for a start time plus a duration in hours, wrapping past midnight. */
export function endTimeOf(time: string, durationHours: number): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const total = (hours * 60 + minutes + Math.round(durationHours * 60)) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
