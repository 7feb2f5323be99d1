/**
 * What happens to an event after it is submitted (SPEC §4): admins publish, reject with a reason,
 * promote; uploaders and admins cancel (a toggle) and delete. Every change clears the public cache,
 * and queues who is told about it (followers, people who saved it, the uploader) in the same
 * transaction as the change.
 */
import {
  type Actor,
  isPastDate,
  isUploader,
  isUploaderOf,
  runsVenueOf,
  type TEvent,
  type TEventSnapshot,
  type TReviewEvent,
  todayInAthens,
} from '@glentia/core';
import { requireAccess } from '../../lib/access.ts';
import { BadRequestError, notFound, refusal } from '../../lib/errors.ts';
import { changePublicData } from '../../lib/public-cache.ts';
import {
  notifyEventChanged,
  notifyEventDeleted,
  notifyEventPublished,
  notifyUploader,
  takeEventSnapshot,
} from '../notifications/notifications.fanout.ts';
import { reportedEventIds } from '../reports/reports.service.ts';
import { deleteStoredImages } from '../uploads/images.ts';
import { announceSeriesNightDeleted } from './events.hooks.ts';
import { resolveNames } from './events.names.ts';
import { eventRefusals, eventResource } from './events.refusals.ts';
import { findArtistsOfEvents, findEventRowById } from './events.repository.ts';
import { presentReviewRows } from './events.review.presenter.ts';
import { deleteRevisionOf } from './events.revisions.repository.ts';
import { applyRevision, revisionImages } from './events.revisions.service.ts';
import { presentEventRows } from './events.service.ts';
import {
  countReviewQueue,
  deleteEventById,
  type EventRecord,
  findEventRecord,
  findPendingRowsAtVenues,
  findReviewQueueRows,
  replaceEventArtists,
  updateEventById,
} from './events.write.repository.ts';
import type { WriteContext } from './events.write.service.ts';

const pastNotPublishable = () =>
  new BadRequestError(
    {
      el: 'Η βραδιά αυτή έχει περάσει και δεν δημοσιεύεται. Άλλαξε την ημερομηνία ή απόρριψέ την.',
      en: 'This night has gone by and cannot be published. Change its date or reject it.',
    },
    'PAST_EVENT_NOT_PUBLISHABLE',
  );

async function presentOne(ctx: Pick<WriteContext, 'db'>, id: string, today: string): Promise<TEvent> {
  const row = await findEventRowById(ctx.db, id);
  if (!row) throw notFound.event();
  const [event] = await presentEventRows(ctx.db, [row], today);
  return event!;
}

async function requireEvent(ctx: Pick<WriteContext, 'db'>, id: string): Promise<EventRecord> {
  const event = await findEventRecord(ctx.db, id);
  if (!event) throw notFound.event();
  return event;
}

/** `GET /api/admin/glentia/unpublished`: the review queue, oldest first. */
export async function listReviewQueue(
  ctx: Pick<WriteContext, 'db'>,
  actor: Actor,
  today = todayInAthens(),
): Promise<TReviewEvent[]> {
  requireAccess(actor, 'moderate', 'events');
  const rows = await findReviewQueueRows(ctx.db, today, await reportedEventIds(ctx.db));
  return presentReviewRows(ctx.db, rows, today);
}

/**
 * The dates waiting at these venues, for their partner's queue (the caller has checked that the
 * venues are theirs); the admin's queue lists them too.
 */
export async function listPendingAtVenues(
  ctx: Pick<WriteContext, 'db'>,
  venueIds: readonly string[],
  today = todayInAthens(),
): Promise<TReviewEvent[]> {
  return presentReviewRows(ctx.db, await findPendingRowsAtVenues(ctx.db, venueIds, today), today);
}

/**
 * Who may decide a waiting event, by core's permissions (an admin, or the partner running its
 * venue); anyone else hears it does not exist.
 */
async function requireApprover(
  ctx: Pick<WriteContext, 'db'>,
  actor: Actor,
  event: EventRecord,
  today: string,
) {
  return requireAccess(actor, 'approve', await eventResource(ctx.db, event, today), {
    notAllowed: () => notFound.event(),
  });
}

/** How many events wait for review (the red badge of the drawer's admin section). */
export async function countPendingReview(
  ctx: Pick<WriteContext, 'db'>,
  actor: Actor,
  today = todayInAthens(),
) {
  requireAccess(actor, 'moderate', 'events');
  return countReviewQueue(ctx.db, today, await reportedEventIds(ctx.db));
}

/** A new date, start time or venue: what people who saved the event need to hear about. */
function moved(before: TEventSnapshot, after: TEventSnapshot): boolean {
  return before.date !== after.date || before.time !== after.time || before.venue !== after.venue;
}

/**
 * `POST /api/admin/glentia/{id}/publish` (and the partner's `/api/partner/glentia/{id}/publish`
 * for events at their venues). An owner's pending edit is applied first (and the people
 * who saved the event or follow its venue and artists hear if it moved). The names the uploader
 * typed become artists and a venue (or link the known ones), and the uploader is told.
 */
export async function publishEvent(
  ctx: WriteContext,
  actor: Actor,
  id: string,
  today = todayInAthens(),
): Promise<TEvent> {
  const existing = await requireEvent(ctx, id);
  const caller = await requireApprover(ctx, actor, existing, today);
  let unused: Array<string | null> = [];
  const updated = await changePublicData(ctx, async (tx) => {
    const revision = await deleteRevisionOf(tx, id);
    const liveBefore =
      revision && existing.published && !existing.canceled ? await takeEventSnapshot(tx, id) : null;
    if (revision) unused = await applyRevision(tx, existing, revision);
    const event = revision ? ((await findEventRecord(tx, id)) ?? existing) : existing;
    // A night that has gone by cannot be announced; the transaction drops the applied edit too.
    if (isPastDate(event.date, today) && (!existing.published || revision)) throw pastNotPublishable();
    const current = (await findArtistsOfEvents(tx, [id])).get(id) ?? [];
    const names = await resolveNames(
      tx,
      {
        location: event.locationId
          ? { id: event.locationId }
          : event.pendingLocation
            ? { name: event.pendingLocation }
            : undefined,
        locationPlace: event.pendingLocationPlace,
        artists: [
          ...current.map((artist) => ({ id: artist.id })),
          ...(event.pendingArtists ?? []).map((name) => ({ name })),
        ],
      },
      true,
    );
    await replaceEventArtists(tx, id, names.artistIds);
    const saved = await updateEventById(tx, id, {
      locationId: names.locationId,
      pendingLocation: null,
      pendingLocationPlace: null,
      pendingArtists: null,
      rejectReason: null,
      published: true,
      publishedAt: event.publishedAt ?? new Date(),
    });
    if (saved && liveBefore) {
      const liveAfter = await takeEventSnapshot(tx, id);
      if (liveAfter && moved(liveBefore, liveAfter)) {
        await notifyEventChanged(tx, id, {
          kind: 'moved',
          before: { date: liveBefore.date, time: liveBefore.time, venue: liveBefore.venue },
        });
      }
    }
    if (saved && (!existing.published || revision)) {
      if (!existing.published) await notifyEventPublished(tx, id);
      if (!isUploader(caller, event)) await notifyUploader(tx, { eventId: id, outcome: 'published' });
    }
    return saved;
  });
  if (!updated) throw notFound.event();
  if (unused.length) await deleteStoredImages(ctx.images, unused);
  return presentOne(ctx, id, today);
}

/**
 * `POST /api/admin/glentia/{id}/reject` (and the partner's, for their venues): not published, with the reason told to the uploader. For
 * an owner's edit of a published event, only the edit is dropped: the published version stays.
 */
export async function rejectEvent(
  ctx: WriteContext,
  actor: Actor,
  id: string,
  reason: string,
  today = todayInAthens(),
): Promise<TReviewEvent> {
  const event = await requireEvent(ctx, id);
  const caller = await requireApprover(ctx, actor, event, today);
  let unused: Array<string | null> = [];
  const updated = await changePublicData(ctx, async (tx) => {
    const revision = event.published ? await deleteRevisionOf(tx, id) : null;
    unused = revisionImages(revision);
    const saved = revision
      ? event
      : await updateEventById(tx, id, {
          published: false,
          publishedAt: null,
          selected: false,
          rejectReason: reason,
        });
    if (saved && !isUploader(caller, event))
      await notifyUploader(tx, { eventId: id, outcome: 'rejected', reason });
    return saved;
  });
  if (!updated) throw notFound.event();
  if (unused.length) await deleteStoredImages(ctx.images, unused);
  const row = await findEventRowById(ctx.db, id);
  const [presented] = await presentReviewRows(ctx.db, [row!], today);
  return presented!;
}

const notPromotable = refusal(BadRequestError, 'EVENT_NOT_PROMOTABLE', {
  el: 'Μόνο γλέντια που δεν έχουν περάσει ούτε ακυρωθεί προβάλλονται.',
  en: 'Only glentia that are neither over nor canceled can be promoted.',
});

/** `POST /api/admin/glentia/{id}/promote`: turns the promoted (featured) flag on or off. */
export async function togglePromoted(
  ctx: WriteContext,
  actor: Actor,
  id: string,
  today = todayInAthens(),
): Promise<TEvent> {
  requireAccess(actor, 'moderate', 'events');
  const event = await requireEvent(ctx, id);
  if (!event.selected && (event.canceled || isPastDate(event.date, today))) throw notPromotable();
  await changePublicData(ctx, (tx) => updateEventById(tx, id, { selected: !event.selected }));
  return presentOne(ctx, id, today);
}

const notPublished = refusal(BadRequestError, 'EVENT_NOT_PUBLISHED', {
  el: 'Μόνο δημοσιευμένα γλέντια ακυρώνονται· αυτό περιμένει ακόμη έγκριση.',
  en: 'Only published glentia can be canceled; this one is still waiting for review.',
});

/** `PUT /api/me/glentia/{id}/cancel`: canceled ↔ not canceled, for the uploader or an admin. */
export async function toggleCanceled(
  ctx: WriteContext,
  actor: Actor,
  id: string,
  today = todayInAthens(),
): Promise<TEvent> {
  const event = await requireEvent(ctx, id);
  const resource = await eventResource(ctx.db, event, today);
  const caller = requireAccess(actor, 'change', resource, eventRefusals);
  if (!event.published && !event.canceled) throw notPublished();
  // An admin canceling someone else's glenti is not the venue's word: the banner says so.
  const canceledBy = isUploaderOf(caller, event) || runsVenueOf(caller, resource) ? 'uploader' : 'admin';
  await changePublicData(ctx, async (tx) => {
    // Canceling ends a promotion too (an admin promotes it again if it comes back).
    await updateEventById(
      tx,
      id,
      event.canceled
        ? { canceled: false, canceledBy: null }
        : // A canceled night of a series stays canceled whatever the series does later.
          { canceled: true, canceledBy, selected: false, seriesDetached: true },
    );
    // Canceling tells the people who saved it; taking the cancellation back tells nobody.
    if (!event.canceled) await notifyEventChanged(tx, id, { kind: 'canceled' });
  });
  return presentOne(ctx, id, today);
}

/**
 * `DELETE /api/me/glentia/{id}`: removes the event and its stored poster. People who saved a
 * published, upcoming event are told it is gone. A night of a series is not created again.
 */
export async function deleteEvent(
  ctx: WriteContext,
  actor: Actor,
  id: string,
  today = todayInAthens(),
): Promise<void> {
  const event = await requireEvent(ctx, id);
  requireAccess(actor, 'delete', { type: 'event', publishedFrom: event.publishedFrom }, eventRefusals);
  const deleted = await changePublicData(ctx, async (tx) => {
    if (event.published && !event.canceled && !isPastDate(event.date, today)) {
      const snapshot = await takeEventSnapshot(tx, id);
      if (snapshot) await notifyEventDeleted(tx, snapshot);
    }
    const revision = await deleteRevisionOf(tx, id);
    const row = await deleteEventById(tx, id);
    // A deleted night of a series stays deleted: the series skips its date from now on.
    if (row?.seriesId && row.seriesDate)
      await announceSeriesNightDeleted(tx, { seriesId: row.seriesId, seriesDate: row.seriesDate });
    return row ? { row, revision } : null;
  });
  if (!deleted) throw notFound.event();
  const { row, revision } = deleted;
  await deleteStoredImages(ctx.images, [
    row.image,
    row.thumbnail,
    row.instagramImage,
    ...revisionImages(revision),
  ]);
}
