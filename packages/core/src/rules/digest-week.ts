/**
 * The weekly digest's calendar (issue 31 §4). It goes out on Thursday morning in Crete and tells the
 * nights from that Thursday through the next Wednesday: the weekend first, then the quiet days
 * before the next digest. Each digest is named by the ISO week of its Thursday ("2026-W49"), which
 * is the key that keeps it to one message a week per person.
 */
import { addDays, athensDateTimeToInstant, todayInAthens } from './time.ts';

/** Thursday, as `Date#getUTCDay` numbers days (Sunday 0). */
const THURSDAY = 4;

/** When on Thursday the digest is sent, on Crete's clock. */
export const DIGEST_SEND_TIME = '10:00';

/** How many nights a digest tells: Thursday through Wednesday. */
export const DIGEST_NIGHTS = 7;

export interface DigestWeek {
  /** ISO week of the Thursday, e.g. "2026-W49": one digest per person per key. */
  key: string;
  /** The Thursday it is sent, first night told. */
  from: string;
  /** The Wednesday after, last night told. */
  to: string;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether a `YYYY-MM-DD` date is a Thursday. */
export function isThursday(date: string): boolean {
  return weekdayOf(date) === THURSDAY;
}

/**
 * The ISO 8601 week of a date, e.g. "2026-W01". A week belongs to the year of its Thursday, so
 * the week's Thursday gives both the year and, counted in sevens from 1 January, the number.
 */
export function isoWeekKey(date: string): string {
  const thursday = addDays(date, THURSDAY - (weekdayOf(date) || 7));
  const year = thursday.slice(0, 4);
  const dayOfYear =
    (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / 86_400_000 + 1;
  const week = Math.floor((dayOfYear - 1) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The digest week that starts on the Thursday `thursday` (a Thursday, `YYYY-MM-DD`). */
export function digestWeekFrom(thursday: string): DigestWeek {
  return { key: isoWeekKey(thursday), from: thursday, to: addDays(thursday, DIGEST_NIGHTS - 1) };
}

/** The digest week to send today, or null when today (in Crete) is not a Thursday. */
export function digestWeekOn(today: string): DigestWeek | null {
  return isThursday(today) ? digestWeekFrom(today) : null;
}

/** The next Thursday at the send time in Crete, strictly after `now` (22:00 UTC offsets included). */
export function nextDigestRun(now: Date): Date {
  const today = todayInAthens(now);
  for (let days = 0; days <= 7; days++) {
    const date = addDays(today, days);
    if (!isThursday(date)) continue;
    const at = athensDateTimeToInstant(date, DIGEST_SEND_TIME);
    if (at.getTime() > now.getTime()) return at;
  }
  // Unreachable: within eight days there is always a Thursday after now.
  return athensDateTimeToInstant(addDays(today, 7), DIGEST_SEND_TIME);
}
