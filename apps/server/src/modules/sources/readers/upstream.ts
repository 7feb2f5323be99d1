/**
 * An event as a source states it, in Glentia's terms: a Crete date and clock time, the names of
 * its venue and artists as the source writes them. Every reader answers a list of these.
 */
import { createHash } from 'node:crypto';
import {
  addDays,
  athensWallClock,
  floorToQuarterHour,
  isValidDate,
  nearestDuration,
  todayInAthens,
} from '@glentia/core';

export interface UpstreamEvent {
  /** The source's own id of the event (of one night, for a recurring event). */
  upstreamId: string;
  title: string | null;
  date: string;
  time: string | null;
  /** Hours, when the source says when it ends. */
  duration: number | null;
  description: string | null;
  venueName: string | null;
  artistNames: string[];
  /** The event's page at the source (https only, it becomes the ticket link). */
  url: string | null;
  canceled: boolean;
}

/** How far ahead recurring events become nights, and events are read at all. */
export const HORIZON_DAYS = 120;

/** The window of dates a run keeps in step: today in Crete to the horizon. */
export function syncWindow(now: Date): { from: string; to: string } {
  const from = todayInAthens(now);
  return { from, to: addDays(from, HORIZON_DAYS) };
}

/** A Crete date and clock time from an instant. */
export function creteDateTime(instant: Date): { date: string; time: string | null } | null {
  if (Number.isNaN(instant.getTime())) return null;
  const wall = athensWallClock(instant).toISOString();
  return { date: todayInAthens(instant), time: floorToQuarterHour(wall.slice(11, 16)) };
}

/**
 * A date and time as sources write them: an ISO instant with an offset, a local
 * `YYYY-MM-DDTHH:mm` (taken as Crete time) or a bare date.
 */
export function creteDateTimeOf(
  value: string | null | undefined,
): { date: string; time: string | null } | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return isValidDate(text) ? { date: text, time: null } : null;
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(text);
  if (local) return isValidDate(local[1]!) ? { date: local[1]!, time: floorToQuarterHour(local[2]!) } : null;
  return creteDateTime(new Date(text));
}

/** Hours between two instants, when it is a plausible length for a night out. */
export function hoursBetween(start: Date | null, end: Date | null): number | null {
  if (!start || !end) return null;
  const hours = (end.getTime() - start.getTime()) / 3_600_000;
  return Number.isFinite(hours) && hours > 0 && hours <= 24 ? nearestDuration(hours) : null;
}

/** A web address fit for a ticket link (https only), or null. */
export function httpsUrl(value: string | null | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Text as stored: trimmed, white space collapsed, null when empty. */
export function cleanText(value: unknown, max = 4000): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/[ \t\f\r]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  if (!text) return null;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** What the source said about an event, as a digest: a different digest is a changed event. */
export function fingerprintOf(event: UpstreamEvent): string {
  const { upstreamId: _id, canceled: _canceled, ...said } = event;
  return createHash('sha256').update(JSON.stringify(said)).digest('base64url').slice(0, 32);
}

/** Thrown by a reader when the body is not what the source's kind should answer. */
export class UnreadableSourceError extends Error {
  override readonly name = 'UnreadableSourceError';
}
