/**
 * Rules of the event form (SPEC §5): what may be chosen, and which fields the form sends.
 * The web app builds its multipart body with `eventFormEntries`; the server checks the same rules
 * again with `ZEventSubmissionFields` (schemas/submission.ts).
 */

import type { TNewVenuePlace } from '../schemas/places.ts';
import { type EntryKind, parseEuroAmount } from './entry.ts';
import { isCompleteMaskedPhone } from './phone.ts';
import { isValidDate } from './time.ts';

/**
 * Days a submission dated before today stays in the admins' review queue (in its own group, with
 * nothing to publish) before it leaves the queue.
 */
export const PAST_SUBMISSION_QUEUE_DAYS = 7;

/** A description holds at most this many characters. */
export const DESCRIPTION_MAX_LENGTH = 900;

/** Durations offered, in hours: 1 to 10, and 12. */
export const DURATION_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12] as const;

/** Start times step by a quarter of an hour on a 24-hour clock. */
export const START_MINUTES = ['00', '15', '30', '45'] as const;

/** Names of new artists and venues: what a person may type. */
export const NEW_NAME_MAX_LENGTH = 120;

/** Limits of an uploaded photo, shared so the app can refuse early what the server would refuse. */
export const IMAGE_UPLOAD_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 40_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
} as const;

/** At most this many artists on one event. */
export const MAX_EVENT_ARTISTS = 30;

export function isAllowedDuration(hours: number): boolean {
  return (DURATION_OPTIONS as readonly number[]).includes(hours);
}

/** `HH:mm`, 24 h, with minutes 00, 15, 30 or 45. */
export function isQuarterHourTime(time: string): boolean {
  const match = /^([01]\d|2[0-3]):(\d\d)$/.exec(time);
  return !!match && (START_MINUTES as readonly string[]).includes(match[2]!);
}

/** Every start time the form offers, 00:00 to 23:45. */
export function startTimeOptions(): string[] {
  const options: string[] = [];
  for (let hour = 0; hour < 24; hour++) {
    for (const minutes of START_MINUTES) options.push(`${String(hour).padStart(2, '0')}:${minutes}`);
  }
  return options;
}

/** A clock time moved down to its quarter hour (`21:40` → `21:30`); null when it is not a time. */
export function floorToQuarterHour(time: string): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(Math.floor(minutes / 15) * 15).padStart(2, '0')}`;
}

/** The nearest offered duration for any number of hours (used when a page gives an end time). */
export function nearestDuration(hours: number): number | null {
  if (!Number.isFinite(hours) || hours <= 0) return null;
  let best: number = DURATION_OPTIONS[0];
  for (const option of DURATION_OPTIONS) {
    if (Math.abs(option - hours) < Math.abs(best - hours)) best = option;
  }
  return best;
}

/** An event may be dated today or later (in Crete). */
export function isSubmittableDate(date: string, today: string): boolean {
  return isValidDate(date) && date >= today;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an id of a known artist or venue; anything else typed in those fields is a new name. */
export function isEntityId(value: string): boolean {
  return UUID.test(value);
}

/** A chosen artist or venue: a known one by id, or a new one by the name typed. */
export type PickedEntity = { id: string; name: string } | { id: null; name: string };

/** What the event form holds (SPEC §2). `telephone` is the masked text as typed. */
export interface EventFormValues {
  date: string;
  telephone: string;
  time: string | null;
  duration: number | null;
  description: string;
  location: PickedEntity | null;
  artists: readonly PickedEntity[];
  updateLocationPhone: boolean;
  /** Entry: not said, free, or the price typed in `price` (euro, `12,50`). */
  entry: EntryKind;
  price: string;
  /** Reservation or ticket link, as typed. */
  ticketUrl: string;
  /** Where a new venue (one picked by name) is, from the place search; null when not chosen. */
  locationPlace?: TNewVenuePlace | null;
}

/**
 * The text fields of the form's multipart body (SPEC §5): `date` always; `telephone` only when the
 * mask is complete; `time`, `duration`, `description`, `location` and `artists` only when present;
 * `artists` as a JSON list of ids and new names; `entryPrice` in euro (`0` when free) and
 * `ticketUrl` when given; `updateLocationPhone` always. The file, its name
 * and its type are added by the caller.
 */
export function eventFormEntries(values: EventFormValues): Array<[string, string]> {
  const entries: Array<[string, string]> = [['date', values.date]];
  if (values.telephone && isCompleteMaskedPhone(values.telephone)) {
    entries.push(['telephone', values.telephone]);
  }
  if (values.time) entries.push(['time', values.time]);
  if (values.duration) entries.push(['duration', String(values.duration)]);
  const description = values.description.trim();
  if (description) entries.push(['description', description]);
  if (values.location) entries.push(['location', values.location.id ?? values.location.name.trim()]);
  // A place means something only for a new venue: a known one has its own.
  if (values.location && !values.location.id && values.locationPlace) {
    entries.push(['locationPlace', JSON.stringify(values.locationPlace)]);
  }
  if (values.artists.length > 0) {
    entries.push([
      'artists',
      JSON.stringify(values.artists.map((artist) => artist.id ?? artist.name.trim())),
    ]);
  }
  if (values.entry === 'free') entries.push(['entryPrice', '0']);
  if (values.entry === 'paid') {
    const cents = parseEuroAmount(values.price);
    // An unreadable price is sent as typed so the server's answer names the field.
    entries.push(['entryPrice', cents === null ? values.price.trim() : (cents / 100).toFixed(2)]);
  }
  const ticketUrl = values.ticketUrl.trim();
  if (ticketUrl) entries.push(['ticketUrl', ticketUrl]);
  entries.push(['updateLocationPhone', String(values.updateLocationPhone)]);
  return entries;
}
