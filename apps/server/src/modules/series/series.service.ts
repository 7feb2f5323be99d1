/**
 * Weekly residencies: a venue's partner or an admin sets one up with the event form; each of its
 * nights is an ordinary event. An admin's series is public at once; a partner's waits for an admin
 * (its nights are created only when it is published, so nothing of it is public before).
 * Editing the series changes nights that have not started; ending it retires the later ones.
 */
import {
  type Actor,
  addDays,
  can,
  isUploaderOf,
  normalizePhone,
  type TEndSeriesBody,
  type TSeries,
  todayInAthens,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { requireAccess } from '../../lib/access.ts';
import type { AppContext } from '../../lib/context.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { seriesNightsFrom, upcomingSeriesNights } from '../events/events.nights.service.ts';
import type { SubmissionInput } from '../events/events.write.service.ts';
import { notifyEventPublished } from '../notifications/notifications.fanout.ts';
import { imageErrors } from '../uploads/image-errors.ts';
import { deleteStoredImages, posterColumns, storeEventImage } from '../uploads/images.ts';
import { parseSeriesForm, type SeriesForm } from './series.form.ts';
import {
  type FileWork,
  generateOccurrences,
  newFileWork,
  retireOccurrences,
  syncFutureOccurrences,
} from './series.occurrences.ts';
import { presentSeries } from './series.presenter.ts';
import { chosenVenueRefusals, seriesRefusals, seriesVenue } from './series.refusals.ts';
import {
  findArtistSummaries,
  findSeriesById,
  findSeriesOwnedBy,
  findUnpublishedSeries,
  findVenue,
  insertSeries,
  type SeriesInsert,
  type SeriesRecord,
  skipSeriesDate,
  updateSeriesById,
} from './series.repository.ts';

export type SeriesContext = Pick<AppContext, 'db' | 'cache' | 'images'>;
type SeriesReader = Pick<SeriesContext, 'db'>;

export const seriesNotFound = () =>
  new NotFoundError({ el: 'Η σειρά δεν βρέθηκε.', en: 'Series not found.' }, 'SERIES_NOT_FOUND');

const unknownVenue = () =>
  new BadRequestError(
    { el: 'Το μαγαζί που διάλεξες δεν υπάρχει πια.', en: 'The venue you chose no longer exists.' },
    'UNKNOWN_LOCATION',
  );

async function requireVenue(db: DbOrTx, id: string) {
  const venue = await findVenue(db, id);
  if (!venue) throw unknownVenue();
  return venue;
}

async function requireSeries(db: DbOrTx, id: string): Promise<SeriesRecord> {
  const series = await findSeriesById(db, id);
  if (!series) throw seriesNotFound();
  return series;
}

function formColumns(form: SeriesForm) {
  const { submission } = form;
  return {
    title: form.title,
    frequency: form.rule.frequency,
    position: form.rule.frequency === 'monthly' ? (form.rule.position ?? null) : null,
    startDate: submission.date,
    untilDate: form.rule.until ?? null,
    count: form.rule.count ?? null,
    exceptions: [...new Set(form.rule.exceptions)].sort(),
    time: form.time,
    duration: submission.duration ?? null,
    description: submission.description || null,
    telephone: submission.telephone ? normalizePhone(submission.telephone) : null,
    entryPrice: submission.entryPrice ?? null,
    ticketUrl: submission.ticketUrl || null,
    locationId: form.locationId,
    artistIds: form.artistIds,
  } satisfies Partial<SeriesInsert>;
}

/** Runs `work` in a transaction; copies it made go if it fails, files it freed go once it commits. */
async function withFiles<T>(
  ctx: SeriesContext,
  work: (tx: DbOrTx, files: FileWork) => Promise<T>,
): Promise<T> {
  const files = newFileWork();
  let result: T;
  try {
    result = await ctx.db.transaction((tx) => work(tx, files));
  } catch (error) {
    await deleteStoredImages(ctx.images, files.written);
    throw error;
  }
  await deleteStoredImages(ctx.images, files.unused);
  await ctx.cache.invalidate();
  return result;
}

/** Publishing creates the nights of the window; the first one is announced to followers (once per series). */
async function publishNights(
  tx: DbOrTx,
  ctx: SeriesContext,
  series: SeriesRecord,
  today: string,
  files: FileWork,
) {
  const created = await generateOccurrences(tx, ctx.images, series, { today, from: today, files });
  if (created[0]) await notifyEventPublished(tx, created[0]);
}

/** The series as its pages show it. */
async function present(db: DbOrTx, series: SeriesRecord, today: string): Promise<TSeries> {
  const venue = await requireVenue(db, series.locationId);
  const { partnerId: _partner, ...location } = venue;
  return presentSeries(series, {
    location,
    artists: await findArtistSummaries(db, series.artistIds),
    upcoming: series.published ? await upcomingSeriesNights(db, series.id, today) : [],
  });
}

function presentAll(db: DbOrTx, rows: SeriesRecord[], today: string): Promise<TSeries[]> {
  return Promise.all(rows.map((row) => present(db, row, today)));
}

/** `POST /api/me/series`: a new series from the event form with its repetition and poster. */
export async function createSeries(
  ctx: SeriesContext,
  actor: Actor,
  input: SubmissionInput,
): Promise<TSeries> {
  requireAccess(actor, 'contribute', 'events');
  const today = input.today ?? todayInAthens();
  const form = parseSeriesForm(input.fields, today);
  const caller = requireAccess(
    actor,
    'runSeries',
    seriesVenue(await requireVenue(ctx.db, form.locationId)),
    chosenVenueRefusals,
  );
  if (!input.file || input.file.data.length === 0) throw imageErrors.missing();
  const image = await storeEventImage(input.file.data, { store: ctx.images });
  // A moderator's series needs no review: its nights are public at once.
  const admin = can(caller, 'moderate', 'events');
  let series: SeriesRecord;
  try {
    series = await withFiles(ctx, async (tx, files) => {
      const row = await insertSeries(tx, {
        ...formColumns(form),
        ...posterColumns(image),
        published: admin,
        ownerId: caller.id,
        publishedFrom: caller.username,
      });
      if (row.published) await publishNights(tx, ctx, row, today, files);
      return row;
    });
  } catch (error) {
    // Nothing was stored, so the poster belongs to no series.
    await deleteStoredImages(ctx.images, [image.image, image.thumbnail, image.instagramImage]);
    throw error;
  }
  return present(ctx.db, series, today);
}

/**
 * `PUT /api/me/series/{id}`: saves the form over the series. Nights that have not started follow it
 * (see syncFutureOccurrences); past nights never change.
 */
export async function updateSeries(
  ctx: SeriesContext,
  actor: Actor,
  id: string,
  input: SubmissionInput & { now?: Date },
): Promise<TSeries> {
  requireAccess(actor, 'contribute', 'events');
  const today = input.today ?? todayInAthens();
  const existing = await requireSeries(ctx.db, id);
  requireAccess(
    actor,
    'runSeries',
    seriesVenue(await requireVenue(ctx.db, existing.locationId)),
    seriesRefusals,
  );
  // A running series keeps its first date, which may be past by now.
  const form = parseSeriesForm(input.fields, existing.startDate < today ? existing.startDate : today);
  const caller = requireAccess(
    actor,
    'runSeries',
    seriesVenue(await requireVenue(ctx.db, form.locationId)),
    chosenVenueRefusals,
  );
  const image =
    input.file && input.file.data.length > 0
      ? await storeEventImage(input.file.data, { store: ctx.images })
      : null;
  let series: SeriesRecord;
  try {
    series = await withFiles(ctx, async (tx, files) => {
      const after = await updateSeriesById(tx, id, {
        ...formColumns(form),
        ...posterColumns(image),
      });
      if (!after) throw seriesNotFound();
      if (image) files.unused.push(existing.image, existing.thumbnail, existing.instagramImage);
      await syncFutureOccurrences(tx, ctx.images, {
        before: existing,
        after,
        posterChanged: !!image,
        today,
        now: input.now ?? new Date(),
        canceledBy: isUploaderOf(caller, existing) ? 'uploader' : 'admin',
        files,
      });
      return after;
    });
  } catch (error) {
    if (image) await deleteStoredImages(ctx.images, [image.image, image.thumbnail, image.instagramImage]);
    throw error;
  }
  return present(ctx.db, series, today);
}

/**
 * `POST /api/me/series/{id}/end`: no night after `lastDate` (default: after today). Later nights are
 * retired: canceled (and their savers told) when someone saved them, removed otherwise. A last date
 * before the first night (the default, today, for a series that has not started) ends every night.
 */
export async function endSeries(
  ctx: SeriesContext,
  actor: Actor,
  id: string,
  body: TEndSeriesBody,
  today = todayInAthens(),
): Promise<TSeries> {
  const existing = await requireSeries(ctx.db, id);
  const caller = requireAccess(
    actor,
    'runSeries',
    seriesVenue(await requireVenue(ctx.db, existing.locationId)),
    seriesRefusals,
  );
  // A series ended before its first night keeps none: its last date is the eve of its start.
  const lastDate = maxDate(body.lastDate ?? today, addDays(existing.startDate, -1));
  const series = await withFiles(ctx, async (tx, files) => {
    const shorter = !existing.untilDate || lastDate < existing.untilDate;
    const saved = shorter ? await updateSeriesById(tx, id, { untilDate: lastDate, count: null }) : existing;
    // Past nights stay as they were, whatever the last date.
    const from = addDays(lastDate, 1) > today ? addDays(lastDate, 1) : today;
    const later = await seriesNightsFrom(tx, id, from);
    await retireOccurrences(tx, later, {
      canceledBy: isUploaderOf(caller, existing) ? 'uploader' : 'admin',
      files,
    });
    return saved ?? existing;
  });
  return present(ctx.db, series, today);
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** `POST /api/admin/series/{id}/publish`: an admin makes a partner's series public. */
export async function publishSeries(
  ctx: SeriesContext,
  actor: Actor,
  id: string,
  today = todayInAthens(),
): Promise<TSeries> {
  requireAccess(actor, 'moderate', 'events');
  const existing = await requireSeries(ctx.db, id);
  const series = await withFiles(ctx, async (tx, files) => {
    if (existing.published) return existing;
    const row = (await updateSeriesById(tx, id, { published: true }))!;
    await publishNights(tx, ctx, row, today, files);
    return row;
  });
  return present(ctx.db, series, today);
}

/** `GET /api/admin/series/unpublished`: partners' series waiting for an admin. */
export async function listUnpublishedSeries(
  ctx: Pick<SeriesContext, 'db'>,
  actor: Actor,
  today = todayInAthens(),
): Promise<TSeries[]> {
  requireAccess(actor, 'moderate', 'events');
  return presentAll(ctx.db, await findUnpublishedSeries(ctx.db), today);
}

/** `GET /api/me/series`: the series the caller set up, in any state (their `/uploaded` list). */
export async function listOwnSeries(ctx: SeriesReader, actor: Actor, today = todayInAthens()) {
  const caller = requireAccess(actor, 'contribute', 'events');
  return presentAll(ctx.db, await findSeriesOwnedBy(ctx.db, caller.id), today);
}

/** `GET /api/me/series/{id}`: the series in any state, for its venue's partner and admins (the form). */
export async function getOwnSeries(
  ctx: Pick<SeriesContext, 'db'>,
  actor: Actor,
  id: string,
  today = todayInAthens(),
): Promise<TSeries> {
  const series = await requireSeries(ctx.db, id);
  requireAccess(
    actor,
    'runSeries',
    seriesVenue(await requireVenue(ctx.db, series.locationId)),
    seriesRefusals,
  );
  return present(ctx.db, series, today);
}

/** `GET /api/public/series/{id}`: a published series, for its nights' pages; others are "not found". */
export async function getPublicSeries(
  ctx: Pick<SeriesContext, 'db'>,
  id: string,
  today = todayInAthens(),
): Promise<TSeries> {
  const series = await findSeriesById(ctx.db, id);
  if (!series?.published) throw seriesNotFound();
  return present(ctx.db, series, today);
}

/**
 * A night deleted on its own stays deleted: the series skips its date from then on (the events
 * module announces the deletion inside its transaction; app.ts registers this handler).
 */
export function skipDeletedNight(tx: DbOrTx, night: { seriesId: string; seriesDate: string }): Promise<void> {
  return skipSeriesDate(tx, night.seriesId, night.seriesDate);
}
