/**
 * Creating and saving events from the event form (SPEC §2, §4, §5). Who publishes: an admin's
 * event is public at once; a user's waits for review, and a user's edit sends it back to review.
 */
import {
  type Actor,
  can,
  eventInterval,
  normalizePhone,
  type TCreateEventResult,
  type TEventSubmission,
  type TReviewEvent,
  type TSameNight,
  type TSameNightQuery,
  todayInAthens,
  type UserActor,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { requireAccess } from '../../lib/access.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { changePublicData } from '../../lib/public-cache.ts';
import { findVenuePhone, setVenuePhone } from '../locations/locations.service.ts';
import {
  notifyEventChanged,
  notifyEventPublished,
  takeEventSnapshot,
} from '../notifications/notifications.fanout.ts';
import { imageErrors } from '../uploads/image-errors.ts';
import { deleteStoredImages, posterColumns, storeEventImage } from '../uploads/images.ts';
import type { UploadedFile } from '../uploads/multipart.ts';
import { resolveNames } from './events.names.ts';
import { showPendingEdits } from './events.pending-view.ts';
import { eventRefusals, eventResource } from './events.refusals.ts';
import { findEventRowById } from './events.repository.ts';
import { presentReviewRows } from './events.review.presenter.ts';
import { proposeRevision } from './events.revisions.service.ts';
import { presentEventRows } from './events.service.ts';
import { parseEventSubmission } from './events.submission.ts';
import * as eventsWrite from './events.write.repository.ts';
import {
  detachEventsOf,
  detachFromSeries,
  type EventInsert,
  type EventRecord,
  findDuplicateEventId,
  findSameNightEvents,
  findUploadedRows,
  insertEvent,
  renameEventsUploader,
} from './events.write.repository.ts';

export type WriteContext = Pick<AppContext, 'db' | 'cache' | 'config' | 'images'>;

export interface SubmissionInput {
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** Today in Crete; tests pass a fixed day. */
  today?: string;
}

/** The event's own columns from the form (everything except image, flags and people). */
function formColumns(submission: TEventSubmission) {
  const time = submission.time ?? null;
  const duration = submission.duration ?? null;
  const interval = eventInterval({ date: submission.date, time, duration });
  return {
    date: submission.date,
    time,
    duration,
    startAt: interval?.startAt ?? null,
    endAt: interval?.endAt ?? null,
    description: submission.description || null,
    telephone: submission.telephone ? normalizePhone(submission.telephone) : null,
    entryPrice: submission.entryPrice ?? null,
    ticketUrl: submission.ticketUrl || null,
  } satisfies Partial<EventInsert>;
}

/**
 * With the form's "update the venue phone" ticked, the booking phone becomes the venue's: at once
 * for admins; for users only when the venue has no phone yet (an existing one is an admin's call).
 */
async function applyVenuePhone(
  db: DbOrTx,
  caller: UserActor,
  locationId: string | null,
  submission: TEventSubmission,
): Promise<void> {
  if (!submission.updateLocationPhone || !submission.telephone || !locationId) return;
  const venue = await findVenuePhone(db, locationId);
  if (!venue || (venue.phone && !can(caller, 'curate', 'venues'))) return;
  await setVenuePhone(db, locationId, normalizePhone(submission.telephone));
}

async function resultOf(
  ctx: WriteContext,
  id: string,
  duplicateId: string | null,
  today: string,
): Promise<TCreateEventResult> {
  const row = await findEventRowById(ctx.db, id);
  if (!row) throw notFound.event();
  const [glenti] = await presentEventRows(ctx.db, [row], today);
  return {
    createdId: id,
    duplicateId,
    isUnique: !duplicateId,
    published: row.event.published,
    glenti: glenti!,
  };
}

/** `POST /api/v1/users/glenti`: a new event with its poster. */
export async function createEvent(
  ctx: WriteContext,
  actor: Actor,
  input: SubmissionInput,
): Promise<TCreateEventResult> {
  const caller = requireAccess(actor, 'contribute', 'events');
  const today = input.today ?? todayInAthens();
  const submission = parseEventSubmission(input.fields, today);
  if (!input.file || input.file.data.length === 0) throw imageErrors.missing();
  // A moderator's event needs no review: it is public at once.
  const admin = can(caller, 'moderate', 'events');
  const image = await storeEventImage(input.file.data, { store: ctx.images });
  let committed: { id: string; duplicateId: string | null };
  try {
    committed = await changePublicData(ctx, async (tx) => {
      const names = await resolveNames(tx, submission, admin);
      const row = await insertEvent(tx, {
        ...formColumns(submission),
        ...posterColumns(image),
        locationId: names.locationId,
        pendingLocation: names.pendingLocation,
        pendingLocationPlace: names.pendingLocationPlace,
        pendingArtists: names.pendingArtists.length ? names.pendingArtists : null,
        published: admin,
        publishedAt: admin ? new Date() : null,
        ownerId: caller.id,
        publishedFrom: caller.username,
      });
      await replaceEventArtists(tx, row.id, names.artistIds);
      await applyVenuePhone(tx, caller, names.locationId, submission);
      if (row.published) await notifyEventPublished(tx, row.id);
      const duplicateId = names.locationId
        ? await findDuplicateEventId(tx, {
            locationId: names.locationId,
            date: row.date,
            artistIds: names.artistIds,
            excludeId: row.id,
          })
        : null;
      return { id: row.id, duplicateId };
    });
  } catch (error) {
    // Nothing was stored, so the poster belongs to no event.
    await deleteStoredImages(ctx.images, [image.image, image.thumbnail, image.instagramImage]);
    throw error;
  }
  // Committed: the event shows this poster now, so whatever fails below must leave it in place.
  return resultOf(ctx, committed.id, committed.duplicateId, today);
}

/** A new date, start time or venue: what people who saved the event need to hear about. */
function isMove(
  before: Pick<EventRecord, 'date' | 'time' | 'locationId'>,
  after: Pick<EventRecord, 'date' | 'time' | 'locationId'>,
): boolean {
  return before.date !== after.date || before.time !== after.time || before.locationId !== after.locationId;
}

/** `PUT /api/v1/users/glenti/{id}`: saves the form over an event; the photo only when a new one is sent. */
export async function updateEvent(
  ctx: WriteContext,
  actor: Actor,
  id: string,
  input: SubmissionInput,
): Promise<TCreateEventResult> {
  const today = input.today ?? todayInAthens();
  const existing = await findEventRecord(ctx.db, id);
  if (!existing) throw notFound.event();
  const caller = requireAccess(actor, 'change', await eventResource(ctx.db, existing, today), eventRefusals);
  const submission = parseEventSubmission(input.fields, today);
  const admin = can(caller, 'moderate', 'events');
  // A user's edit of a published event waits for review; the published version stays live.
  const asRevision = !admin && existing.published;
  const image =
    input.file && input.file.data.length > 0
      ? await storeEventImage(input.file.data, { store: ctx.images })
      : null;
  let saved: { duplicateId: string | null; unused: Array<string | null> };
  try {
    saved = await changePublicData(ctx, async (tx) => {
      // An admin's edit keeps a published event public: the people who saved it hear if it moved.
      const before =
        admin && existing.published && !existing.canceled ? await takeEventSnapshot(tx, id) : null;
      const names = await resolveNames(tx, submission, admin);
      const columns = formColumns(submission);
      // A night of a series edited on its own keeps this edit when the series changes later.
      if (existing.seriesId) await detachFromSeries(tx, id);
      let unused: Array<string | null> = [];
      if (asRevision) {
        unused = await proposeRevision(tx, {
          eventId: id,
          authorId: caller.id,
          image,
          fields: {
            date: columns.date,
            time: columns.time,
            duration: columns.duration,
            description: columns.description,
            telephone: columns.telephone,
            entryPrice: columns.entryPrice,
            ticketUrl: columns.ticketUrl,
            locationId: names.locationId,
            pendingLocation: names.pendingLocation,
            pendingLocationPlace: names.pendingLocationPlace,
            pendingArtists: names.pendingArtists.length ? names.pendingArtists : null,
            artistIds: names.artistIds,
          },
        });
      } else {
        const row = await updateEventById(tx, id, {
          ...columns,
          ...posterColumns(image),
          locationId: names.locationId,
          pendingLocation: names.pendingLocation,
          pendingLocationPlace: names.pendingLocationPlace,
          pendingArtists: names.pendingArtists.length ? names.pendingArtists : null,
          // A user's edit of an unpublished event sends it back to review (clearing a rejection).
          ...(admin ? {} : { published: false, publishedAt: null, rejectReason: null }),
        });
        if (!row) throw notFound.event();
        await replaceEventArtists(tx, id, names.artistIds);
        if (before && isMove(existing, row)) {
          await notifyEventChanged(tx, id, {
            kind: 'moved',
            before: { date: before.date, time: before.time, venue: before.venue },
          });
        }
        // Committed: the new photo is the event's now, only the replaced one may go.
        if (image) unused = [existing.image, existing.thumbnail, existing.instagramImage];
      }
      await applyVenuePhone(tx, caller, names.locationId, submission);
      const duplicateId = names.locationId
        ? await findDuplicateEventId(tx, {
            locationId: names.locationId,
            date: columns.date,
            artistIds: names.artistIds,
            excludeId: id,
          })
        : null;
      return { duplicateId, unused };
    });
  } catch (error) {
    if (image) await deleteStoredImages(ctx.images, [image.image, image.thumbnail, image.instagramImage]);
    throw error;
  }
  if (saved.unused.length) await deleteStoredImages(ctx.images, saved.unused);
  const result = await resultOf(ctx, id, saved.duplicateId, today);
  // The edit is not public yet: the form says it waits for review.
  return asRevision ? { ...result, published: false } : result;
}

/** The event as its form shows it, published or not: for its uploader and admins only. */
export async function getEditableEvent(
  ctx: Pick<WriteContext, 'db'>,
  actor: Actor,
  id: string,
  today = todayInAthens(),
): Promise<TReviewEvent> {
  const row = await findEventRowById(ctx.db, id);
  if (!row) throw notFound.event();
  requireAccess(actor, 'change', await eventResource(ctx.db, row.event, today), eventRefusals);
  // The form opens on a pending edit as sent, so the owner goes on from it instead of typing it again.
  const [event] = await showPendingEdits(ctx.db, await presentReviewRows(ctx.db, [row], today));
  return event!;
}

/**
 * `GET /api/me/glentia/{id}`: the event page of an event in any state (waiting for review too),
 * for its uploader and admins. Anyone else learns nothing: the event is "not found".
 */
export async function viewOwnEvent(
  ctx: Pick<WriteContext, 'db'>,
  actor: Actor,
  id: string,
  today = todayInAthens(),
): Promise<TReviewEvent> {
  const caller = requireAccess(actor, 'contribute', 'events');
  const row = await findEventRowById(ctx.db, id);
  if (!row || !can(caller, 'view', await eventResource(ctx.db, row.event, today))) throw notFound.event();
  const [event] = await presentReviewRows(ctx.db, [row], today);
  return event!;
}

/**
 * `GET /api/v1/users/glenti/same-night`: asked by the event form before sending, so a repeated
 * submission is flagged to its sender. A glenti the caller may not open (someone else's, waiting
 * for review) is named without its id.
 */
export async function findSameNight(
  ctx: Pick<WriteContext, 'db'>,
  actor: Actor,
  query: TSameNightQuery,
): Promise<TSameNight> {
  const caller = requireAccess(actor, 'contribute', 'events');
  const rows = await findSameNightEvents(ctx.db, {
    locationId: query.location,
    date: query.date,
    excludeId: query.except,
  });
  const opens = (row: (typeof rows)[number]) =>
    row.published ||
    can(caller, 'view', { type: 'event', publishedFrom: row.publishedFrom, ownerId: row.ownerId });
  const row = rows.find(opens) ?? rows[0];
  if (!row) return { found: null };
  return { found: { id: opens(row) ? row.id : null, published: row.published, time: row.time } };
}

/** `/uploaded`: the caller's own events, every state, newest date first. */
export async function listUploadedEvents(
  ctx: Pick<WriteContext, 'db'>,
  actor: Actor,
  today = todayInAthens(),
): Promise<TReviewEvent[]> {
  const caller = requireAccess(actor, 'contribute', 'events');
  const rows = await findUploadedRows(ctx.db, { userId: caller.id, username: caller.username });
  return showPendingEdits(ctx.db, await presentReviewRows(ctx.db, rows, today));
}

/** Keeps the uploader name shown on a user's events in step with their new username. */
export async function renameUploaderOfEvents(db: DbOrTx, userId: string, username: string): Promise<void> {
  await renameEventsUploader(db, userId, username);
}

/** A deleted account's events stay, owned by nobody and shown as from `marker` (a deleted user). */
export async function releaseEventsOfDeletedUser(db: DbOrTx, userId: string, marker: string): Promise<void> {
  await detachEventsOf(db, userId, marker);
}

/** Stores an event as given (a source's import: its own checks ran before); its id. */
export async function insertEventRecord(db: DbOrTx, values: EventInsert): Promise<string> {
  return (await eventsWrite.insertEvent(db, values)).id;
}

/** The date of each of these events that still exists (a source's links to them). */
export async function eventDatesOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  return eventsWrite.findEventDates(db, ids);
}

/** The events of a date that are not cancelled: what a source's new listing may be the same night as. */
export async function uncanceledEventsOn(
  db: DbOrTx,
  date: string,
): Promise<Array<{ id: string; title: string | null; time: string | null; locationId: string | null }>> {
  return eventsWrite.findUncanceledEventsOn(db, date);
}

/** The event's stored row, or null (series, sources and reports read it whole). */
export async function findEventRecord(db: DbOrTx, id: string): Promise<EventRecord | null> {
  return eventsWrite.findEventRecord(db, id);
}

/** Changes an event's stored fields (its revision moves on); the row after, or null when it is gone. */
export async function updateEventById(
  db: DbOrTx,
  id: string,
  values: Partial<EventInsert>,
): Promise<EventRecord | null> {
  return eventsWrite.updateEventById(db, id, values);
}

/** Makes these artists, in this order, the event's artists. */
export async function replaceEventArtists(
  db: DbOrTx,
  eventId: string,
  artistIds: readonly string[],
): Promise<void> {
  await eventsWrite.replaceEventArtists(db, eventId, artistIds);
}

/** Deletes an event (its favourites and notifications go with it); the row it was, or null. */
export async function deleteEventById(db: DbOrTx, id: string): Promise<EventRecord | null> {
  return eventsWrite.deleteEventById(db, id);
}
