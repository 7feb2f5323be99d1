/**
 * Calendar rules. Glentia lives in Crete, so "today" is always the calendar date in Europe/Athens,
 * whatever the server's or the visitor's clock zone is. Dates are plain `YYYY-MM-DD` strings, which
 * sort the same way as the days they name.
 */

export const ATHENS_TIME_ZONE = 'Europe/Athens';

/** Today's date in Europe/Athens, as `YYYY-MM-DD`. */
export function todayInAthens(now: Date = new Date()): string {
  return athensWallClock(now).toISOString().slice(0, 10);
}

/**
 * The instant moved by Crete's offset from UTC, so that its UTC fields (`getUTCHours`,
 * `toISOString`) read Crete's calendar and clock at that instant.
 */
export function athensWallClock(instant: Date): Date {
  return new Date(instant.getTime() + athensOffsetMinutes(instant) * 60_000);
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

/**
 * Offset of Europe/Athens from UTC, in minutes, at the given instant (120 in winter, 180 in summer).
 * Greece keeps EU summer time (directive 2000/84/EC): from 01:00 UTC on the last Sunday of March to
 * 01:00 UTC on the last Sunday of October. Worked out here rather than asked of `Intl`, whose first
 * call on a page loads the browser's ICU data (rules/calendar-words.ts); `time.test.ts` holds it to
 * the time zone database around every change from 2000 to 2100.
 */
export function athensOffsetMinutes(instant: Date): number {
  const year = instant.getUTCFullYear();
  const time = instant.getTime();
  return time >= summerTimeChange(year, 2) && time < summerTimeChange(year, 9) ? 180 : 120;
}

/** 01:00 UTC on the last Sunday of the month (0-based), when EU clocks change. */
function summerTimeChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
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
