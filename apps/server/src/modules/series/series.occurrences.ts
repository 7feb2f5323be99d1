/**
 * The nights of a series as events: created ahead for the lists' window, kept in step with the
 * series for nights that have not started, and retired when the series stops covering them.
 *
 * Retiring a night: one somebody saved is canceled (they are told, as for any canceled event) and
 * stays listed as canceled; one nobody saved is removed, so nothing stale stays in the lists.
 */
import {
  addDays,
  eventInterval,
  occurrenceDates,
  type Recurrence,
  SERIES_GENERATION_DAYS,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { ImageStore } from '../../lib/image-store/image-store.ts';
import {
  createSeriesNight,
  type SeriesNight,
  seriesNightsFrom,
  takenSeriesDates,
} from '../events/events.nights.service.ts';
import { deleteEventById, replaceEventArtists, updateEventById } from '../events/events.write.service.ts';
import { savedEventIdsAmong } from '../favorites/favorites.service.ts';
import {
  notifyEventChanged,
  notifyEventDeleted,
  takeEventSnapshot,
} from '../notifications/notifications.fanout.ts';
import { copyPoster, type PosterColumns, posterFiles } from './series.images.ts';
import { advanceGeneratedThrough, findArtistSummaries, type SeriesRecord } from './series.repository.ts';

export function recurrenceOf(series: SeriesRecord): Recurrence {
  return {
    frequency: series.frequency,
    startDate: series.startDate,
    position: (series.position ?? null) as Recurrence['position'],
    until: series.untilDate,
    count: series.count,
    exceptions: series.exceptions,
  };
}

/** The last date whose night exists ahead of time, seen from `today`. */
export function generationHorizon(today: string): string {
  return addDays(today, SERIES_GENERATION_DAYS);
}

function posterOf(series: SeriesRecord): PosterColumns {
  return {
    image: series.image,
    thumbnail: series.thumbnail,
    instagramImage: series.instagramImage,
    imageWidth: series.imageWidth,
    imageHeight: series.imageHeight,
  };
}

/** What a night takes from its series (besides its date, poster and artists). */
function seriesColumns(series: SeriesRecord, date: string) {
  const interval = eventInterval({ date, time: series.time, duration: series.duration });
  return {
    title: series.title,
    date,
    time: series.time,
    duration: series.duration,
    startAt: interval?.startAt ?? null,
    endAt: interval?.endAt ?? null,
    description: series.description,
    telephone: series.telephone,
    entryPrice: series.entryPrice,
    ticketUrl: series.ticketUrl,
    locationId: series.locationId,
  };
}

/** Work done in a transaction that touched stored files: what to delete once it commits, or if it fails. */
export interface FileWork {
  /** Copies made for nights; deleted if the transaction fails. */
  written: Array<string | null>;
  /** Files of nights removed or re-posted; deleted once the transaction commits. */
  unused: Array<string | null>;
}

export function newFileWork(): FileWork {
  return { written: [], unused: [] };
}

/**
 * Creates the missing nights from `from` to the horizon. Existing nights (of any state, detached
 * ones too) hold their date, and the unique (series, date) index makes a concurrent run harmless.
 * Returns the ids created, in date order.
 */
export async function generateOccurrences(
  db: DbOrTx,
  store: ImageStore,
  series: SeriesRecord,
  options: { today: string; from?: string; files: FileWork },
): Promise<string[]> {
  const horizon = generationHorizon(options.today);
  const from =
    options.from ?? (series.generatedThrough ? addDays(series.generatedThrough, 1) : options.today);
  const start = from > options.today ? from : options.today;
  const dates = occurrenceDates(recurrenceOf(series), { from: start, to: horizon });
  const taken = await takenSeriesDates(db, series.id, dates);
  const artistIds = (await findArtistSummaries(db, series.artistIds)).map((artist) => artist.id);
  const created: string[] = [];
  for (const date of dates) {
    if (taken.has(date)) continue;
    const poster = await copyPoster(store, posterOf(series));
    options.files.written.push(...posterFiles(poster));
    const id = await createSeriesNight(db, {
      ...seriesColumns(series, date),
      ...poster,
      published: series.published,
      publishedAt: series.published ? new Date() : null,
      ownerId: series.ownerId,
      publishedFrom: series.publishedFrom,
      seriesId: series.id,
      seriesDate: date,
    });
    if (!id) {
      // Another worker created this night first.
      options.files.unused.push(...posterFiles(poster));
      continue;
    }
    await replaceEventArtists(db, id, artistIds);
    created.push(id);
  }
  await advanceGeneratedThrough(db, series.id, horizon);
  return created;
}

/** Cancels (saved) or removes (unsaved) nights the series no longer covers. */
export async function retireOccurrences(
  db: DbOrTx,
  nights: readonly SeriesNight[],
  options: { canceledBy: 'uploader' | 'admin'; files: FileWork },
): Promise<void> {
  const live = nights.filter((night) => !night.canceled);
  const saved = await savedEventIdsAmong(
    db,
    live.map((night) => night.id),
  );
  for (const night of live) {
    if (saved.has(night.id) && night.published) {
      await updateEventById(db, night.id, {
        canceled: true,
        canceledBy: options.canceledBy,
        selected: false,
        seriesDetached: true,
      });
      await notifyEventChanged(db, night.id, { kind: 'canceled' });
      continue;
    }
    if (saved.has(night.id)) {
      // Saved but never public (an admin took the series back): told it is gone, like any deletion.
      const snapshot = await takeEventSnapshot(db, night.id);
      if (snapshot) await notifyEventDeleted(db, snapshot);
    }
    await deleteEventById(db, night.id);
    options.files.unused.push(night.image, night.thumbnail, night.instagramImage);
  }
}

/**
 * Brings the nights that have not started yet in step with the edited series: the nights the new
 * rule still covers take its time, title, poster, artists and details; the others are retired; the
 * dates it adds are created. Nights that started, and nights edited or canceled on their own, stay
 * as they are. People who saved a night whose start time moved are told.
 */
export async function syncFutureOccurrences(
  db: DbOrTx,
  store: ImageStore,
  input: {
    before: SeriesRecord;
    after: SeriesRecord;
    posterChanged: boolean;
    today: string;
    now: Date;
    canceledBy: 'uploader' | 'admin';
    files: FileWork;
  },
): Promise<void> {
  const { after, today, now } = input;
  const horizon = generationHorizon(today);
  const wanted = new Set(occurrenceDates(recurrenceOf(after), { from: today, to: horizon }));
  const upcoming = (await seriesNightsFrom(db, after.id, today)).filter(
    (night) => !night.seriesDetached && !night.canceled && (!night.startAt || night.startAt > now),
  );
  const artistIds = (await findArtistSummaries(db, after.artistIds)).map((artist) => artist.id);
  const dropped: SeriesNight[] = [];
  for (const night of upcoming) {
    const date = night.seriesDate ?? night.date;
    if (!wanted.has(date)) {
      dropped.push(night);
      continue;
    }
    const moved = night.time !== after.time && night.published;
    const before = moved ? await takeEventSnapshot(db, night.id) : null;
    let poster: PosterColumns | null = null;
    if (input.posterChanged) {
      poster = await copyPoster(store, posterOf(after));
      input.files.written.push(...posterFiles(poster));
      input.files.unused.push(night.image, night.thumbnail, night.instagramImage);
    }
    await updateEventById(db, night.id, { ...seriesColumns(after, date), ...(poster ?? {}) });
    await replaceEventArtists(db, night.id, artistIds);
    if (before) {
      await notifyEventChanged(db, night.id, {
        kind: 'moved',
        before: { date: before.date, time: before.time, venue: before.venue },
      });
    }
  }
  await retireOccurrences(db, dropped, { canceledBy: input.canceledBy, files: input.files });
  if (after.published)
    await generateOccurrences(db, store, after, { today, from: today, files: input.files });
}
