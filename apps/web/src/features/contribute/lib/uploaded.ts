/** What `/uploaded` shows about each of the caller's own events (SPEC §2 "My events"). */
import {
  can,
  isPastDate,
  lastRuleDate,
  type RoleHolder,
  recurrenceOfSeries,
  type SeriesRuleFields,
  type TReviewEvent,
} from '@glentia/core';

/**
 * Where an event stands, as its uploader sees it. An admin's rejection wins (with its reason);
 * an unpublished event whose day has gone is simply past, as nobody will review it any more.
 */
export type UploadedState = 'rejected' | 'pending' | 'canceled' | 'past' | 'published';

export function uploadedState(
  event: Pick<TReviewEvent, 'published' | 'canceled' | 'date' | 'rejectReason'>,
  today: string,
): UploadedState {
  const past = isPastDate(event.date, today);
  if (!event.published) {
    if (event.rejectReason) return 'rejected';
    return past ? 'past' : 'pending';
  }
  if (event.canceled) return 'canceled';
  return past ? 'past' : 'published';
}

export interface UploadedGroups<E> {
  /** Today and later, the soonest first. */
  upcoming: E[];
  /** Before today, the most recent first. */
  past: E[];
}

/** The list split at today: upcoming events first (soonest first), then past ones (latest first). */
export function groupUploaded<E extends Pick<TReviewEvent, 'date' | 'time' | 'createdAt'>>(
  events: readonly E[],
  today: string,
): UploadedGroups<E> {
  const byStart = (a: E, b: E) =>
    a.date.localeCompare(b.date) ||
    (a.time ?? '').localeCompare(b.time ?? '') ||
    a.createdAt.localeCompare(b.createdAt);
  const upcoming = events.filter((event) => !isPastDate(event.date, today)).sort(byStart);
  const past = events.filter((event) => isPastDate(event.date, today)).sort((a, b) => byStart(b, a));
  return { upcoming, past };
}

/**
 * Where tapping an event leads: its page once published; the form while it waits for review and
 * its uploader may still change it (today or later); nowhere for an unpublished past one.
 */
export function uploadedTarget(
  event: Pick<TReviewEvent, 'id' | 'published' | 'date' | 'publishedFrom'>,
  caller: RoleHolder | null,
  today: string,
): string | null {
  if (event.published) return `/glentia/${event.id}`;
  return canEditUploaded(event, caller, today) ? `/glenti/edit/${event.id}` : null;
}

/** Whether the edit form may open: the uploader or an admin, for an event of today or later. */
export function canEditUploaded(
  event: Pick<TReviewEvent, 'date' | 'publishedFrom'>,
  caller: RoleHolder | null,
  today: string,
): boolean {
  return (
    !isPastDate(event.date, today) &&
    can(caller, 'change', { type: 'event', publishedFrom: event.publishedFrom })
  );
}

/**
 * Where a series stands for the partner who set it up: waiting for an admin, published, or past
 * once the last date of its rule has gone.
 */
export function uploadedSeriesState(
  series: SeriesRuleFields & { published: boolean },
  today: string,
): UploadedState {
  const last = lastRuleDate(recurrenceOfSeries(series));
  if (last && isPastDate(last, today)) return 'past';
  return series.published ? 'published' : 'pending';
}
