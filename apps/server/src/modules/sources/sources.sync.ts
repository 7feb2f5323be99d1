/**
 * One run of a source: read it (conditionally), turn what it says into Glentia's events, and
 * record how it went. Each upstream event is kept by (source, upstream id), so a second run
 * finds what the first made:
 * - new upstream: linked to an existing event that is the same (same venue and date, start within
 *   an hour; or the same date and a close name), or else created: a draft for the review queue, or
 *   published at once for a trusted source whose venue is known;
 * - changed upstream: a draft takes the change directly; a published event gets it as a pending
 *   revision (the review queue's before/after);
 * - cancelled or gone upstream (a night still to come): cancelled here, and the people who saved
 *   it are told; a draft nobody published is removed instead.
 */
import { eventInterval, findBestNameMatch, type TSourceKind } from '@glentia/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { EventSourceCounts } from '../../db/schema.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { changePublicData } from '../../lib/public-cache.ts';
import { proposeRevision } from '../events/events.revisions.service.ts';
import {
  deleteEventById,
  eventDatesOf,
  findEventRecord,
  insertEventRecord,
  replaceEventArtists,
  uncanceledEventsOn,
  updateEventById,
} from '../events/events.write.service.ts';
import { notifyEventChanged, notifyEventPublished } from '../notifications/notifications.fanout.ts';
import { readFeed } from './readers/feed.ts';
import { gancioApiUrl, readGancio } from './readers/gancio.ts';
import { readCalendar } from './readers/ical.ts';
import { readEventPages } from './readers/schema-org.ts';
import { fingerprintOf, syncWindow, UnreadableSourceError, type UpstreamEvent } from './readers/upstream.ts';
import {
  decodeBody,
  fetchSource,
  SOURCE_FETCH_LIMITS,
  SourceError,
  type SourceFetchOptions,
} from './source-fetch.ts';
import {
  claimSource,
  findArtistNameList,
  findEventIdsLinkedTo,
  findLinks,
  findSource,
  findVenueNames,
  isSourceBeingRead,
  type SourceLink,
  type SourceRecord,
  updateSource,
  upsertLink,
} from './sources.repository.ts';

export interface SyncContext {
  db: Db;
  cache: PublicCache;
  fetchOptions?: SourceFetchOptions;
}

const MINUTE_MS = 60_000;
/** After an error: 15 minutes, doubling with each failure in a row, at most a day. */
export function backOffMs(failures: number): number {
  return Math.min(15 * MINUTE_MS * 2 ** Math.max(0, failures - 1), 24 * 60 * MINUTE_MS);
}

const emptyCounts = (): EventSourceCounts => ({ new: 0, changed: 0, canceled: 0, linked: 0, unchanged: 0 });

/** What the body says, by the source's kind. */
function readBody(kind: TSourceKind, text: string, url: string, now: Date): UpstreamEvent[] {
  const window = syncWindow(now);
  const all =
    kind === 'ical'
      ? readCalendar(text, window)
      : kind === 'page'
        ? readEventPages(text, url)
        : kind === 'feed'
          ? readFeed(text, url)
          : readGancio(text, url);
  return all.filter((event) => event.date >= window.from && event.date <= window.to);
}

const minutesOf = (time: string | null) =>
  time ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : null;

/** Two starts on the same day are "close" within an hour (or when either is not known). */
function closeTimes(a: string | null, b: string | null): boolean {
  const left = minutesOf(a);
  const right = minutesOf(b);
  return left === null || right === null || Math.abs(left - right) <= 60;
}

interface Names {
  venues: Array<{ id: string; name: string }>;
  artists: Array<{ id: string; name: string }>;
}

/** The event's columns from what the source says, with the source's defaults where it says nothing. */
function columnsOf(source: SourceRecord, upstream: UpstreamEvent, names: Names) {
  const venue = upstream.venueName ? findBestNameMatch(names.venues, upstream.venueName) : null;
  const locationId = venue?.id ?? source.locationId;
  const artistIds: string[] = [];
  const pendingArtists: string[] = [];
  for (const name of upstream.artistNames) {
    const known = findBestNameMatch(names.artists, name);
    if (known && !artistIds.includes(known.id)) artistIds.push(known.id);
    else if (!known) pendingArtists.push(name.slice(0, 120));
  }
  if (upstream.artistNames.length === 0) artistIds.push(...source.artistIds);
  const interval = eventInterval({ date: upstream.date, time: upstream.time, duration: upstream.duration });
  return {
    artistIds,
    columns: {
      title: upstream.title,
      date: upstream.date,
      time: upstream.time,
      duration: upstream.duration,
      startAt: interval?.startAt ?? null,
      endAt: interval?.endAt ?? null,
      description: upstream.description,
      ticketUrl: upstream.url,
      locationId,
      pendingLocation: locationId ? null : upstream.venueName,
      pendingArtists: pendingArtists.length ? pendingArtists : null,
    },
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Cancels an event here because its source cancelled or dropped it; a draft is removed instead. */
async function cancelHere(
  tx: Tx,
  sourceId: string,
  upstreamId: string,
  eventId: string,
  fingerprint: string,
) {
  const event = await findEventRecord(tx, eventId);
  if (!event) return false;
  if (!event.published) {
    // A draft the source made goes; someone's own submission only loses its link.
    if (event.ownerId) return false;
    await deleteEventById(tx, eventId);
    return true;
  }
  await upsertLink(tx, { sourceId, upstreamId, eventId, fingerprint, canceled: true });
  if (event.canceled) return false;
  await updateEventById(tx, eventId, {
    canceled: true,
    canceledBy: 'admin',
    selected: false,
    seriesDetached: true,
  });
  await notifyEventChanged(tx, eventId, { kind: 'canceled' });
  return true;
}

/** The source's links, by upstream id, each with its event's date (links to deleted events left out). */
async function linksWithDates(
  db: DbOrTx,
  sourceId: string,
): Promise<Map<string, SourceLink & { date: string }>> {
  const links = await findLinks(db, sourceId);
  const dates = await eventDatesOf(
    db,
    [...links.values()].map((link) => link.eventId),
  );
  const dated = new Map<string, SourceLink & { date: string }>();
  for (const [upstreamId, link] of links) {
    const date = dates.get(link.eventId);
    if (date) dated.set(upstreamId, { ...link, date });
  }
  return dated;
}

/** Events of a date that a new upstream event may be the same as (not already linked to this source). */
async function sameNightCandidates(db: DbOrTx, date: string, sourceId: string) {
  const events = await uncanceledEventsOn(db, date);
  const linked = await findEventIdsLinkedTo(
    db,
    sourceId,
    events.map((event) => event.id),
  );
  return events.filter((event) => !linked.has(event.id));
}

/** Writes what the source says into Glentia's events, in one transaction. */
async function applyUpstream(ctx: SyncContext, source: SourceRecord, upstream: UpstreamEvent[], now: Date) {
  const counts = emptyCounts();
  const [venues, artistList] = await Promise.all([findVenueNames(ctx.db), findArtistNameList(ctx.db)]);
  const names: Names = { venues, artists: artistList };
  const today = syncWindow(now).from;
  await changePublicData(ctx, async (tx) => {
    const links = await linksWithDates(tx, source.id);
    const seen = new Set<string>();
    for (const item of upstream) {
      if (seen.has(item.upstreamId)) continue;
      seen.add(item.upstreamId);
      const fingerprint = fingerprintOf(item);
      const link = links.get(item.upstreamId);
      if (link) {
        if (item.canceled) {
          if (!link.canceled && (await cancelHere(tx, source.id, item.upstreamId, link.eventId, fingerprint)))
            counts.canceled++;
          else counts.unchanged++;
          continue;
        }
        if (link.fingerprint === fingerprint) {
          counts.unchanged++;
          continue;
        }
        const event = await findEventRecord(tx, link.eventId);
        if (!event) continue;
        const { columns, artistIds } = columnsOf(source, item, names);
        // A published event, or someone's own submission, gets the change for review.
        if (event.published || event.ownerId) {
          await proposeRevision(tx, {
            eventId: event.id,
            authorId: null,
            image: null,
            fields: {
              date: columns.date,
              time: columns.time,
              duration: columns.duration,
              description: columns.description,
              telephone: event.telephone,
              entryPrice: event.entryPrice,
              ticketUrl: columns.ticketUrl ?? event.ticketUrl,
              locationId: columns.locationId,
              pendingLocation: columns.pendingLocation,
              pendingLocationPlace: null,
              pendingArtists: columns.pendingArtists,
              artistIds,
            },
          });
        } else {
          await updateEventById(tx, event.id, columns);
          await replaceEventArtists(tx, event.id, artistIds);
        }
        await upsertLink(tx, {
          sourceId: source.id,
          upstreamId: item.upstreamId,
          eventId: event.id,
          fingerprint,
        });
        counts.changed++;
        continue;
      }
      if (item.canceled) continue;
      const { columns, artistIds } = columnsOf(source, item, names);
      const candidates = await sameNightCandidates(tx, item.date, source.id);
      const same =
        candidates.find(
          (event) =>
            columns.locationId &&
            event.locationId === columns.locationId &&
            closeTimes(event.time, item.time),
        ) ??
        (item.title
          ? findBestNameMatch(
              // A close name counts only where the venues do not say otherwise.
              candidates
                .filter(
                  (event) =>
                    event.title &&
                    (!columns.locationId || !event.locationId || event.locationId === columns.locationId),
                )
                .map((event) => ({ ...event, name: event.title! })),
              item.title,
            )
          : null);
      if (same) {
        await upsertLink(tx, {
          sourceId: source.id,
          upstreamId: item.upstreamId,
          eventId: same.id,
          fingerprint,
        });
        counts.linked++;
        continue;
      }
      const publish = source.trusted && !!columns.locationId;
      const id = await insertEventRecord(tx, {
        ...columns,
        published: publish,
        publishedAt: publish ? new Date() : null,
        publishedFrom: source.name.slice(0, 120),
      });
      await replaceEventArtists(tx, id, artistIds);
      if (publish) await notifyEventPublished(tx, id);
      await upsertLink(tx, { sourceId: source.id, upstreamId: item.upstreamId, eventId: id, fingerprint });
      counts.new++;
    }
    // Gone upstream: a night still to come is cancelled; past ones stay as they were.
    for (const [upstreamId, link] of links) {
      if (seen.has(upstreamId) || link.canceled || link.date < today) continue;
      if (await cancelHere(tx, source.id, upstreamId, link.eventId, link.fingerprint)) counts.canceled++;
    }
  });
  return counts;
}

export interface RunOptions {
  now?: Date;
  /** Run even when not due, or paused ("run now"). */
  force?: boolean;
}

/**
 * Reads one source and applies it. Answers false when the source is gone or another process
 * is reading it. Errors are recorded on the source (with its back-off), not thrown.
 */
export async function runSource(ctx: SyncContext, id: string, options: RunOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const limit = new Date(
    now.getTime() + (ctx.fetchOptions?.timeoutMs ?? SOURCE_FETCH_LIMITS.timeoutMs) + 5 * MINUTE_MS,
  );
  if (!(await claimSource(ctx.db, id, now, limit, options.force ?? false))) return false;
  const source = await findSource(ctx.db, id);
  if (!source) return false;
  try {
    const answer = await fetchSource(
      source.kind === 'gancio' ? gancioApiUrl(source.url, now) : source.url,
      { etag: source.etag, lastModified: source.lastModified },
      ctx.fetchOptions ?? {},
    );
    let counts = emptyCounts();
    if (answer.kind === 'body') {
      let upstream: UpstreamEvent[];
      try {
        upstream = readBody(source.kind, decodeBody(answer.body, answer.contentType), answer.url, now);
      } catch (error) {
        if (error instanceof UnreadableSourceError) throw new SourceError('unreadable');
        throw error;
      }
      counts = await applyUpstream(ctx, source, upstream, now);
    }
    await updateSource(ctx.db, id, {
      ...(answer.kind === 'body' ? { etag: answer.etag, lastModified: answer.lastModified } : {}),
      readingUntil: null,
      lastRunAt: now,
      lastSuccessAt: now,
      lastError: null,
      failures: 0,
      lastCounts: counts,
      nextRunAt: new Date(now.getTime() + source.intervalMinutes * MINUTE_MS),
    });
  } catch (error) {
    if (!(error instanceof SourceError)) {
      await updateSource(ctx.db, id, { readingUntil: null });
      throw error;
    }
    const failures = source.failures + 1;
    await updateSource(ctx.db, id, {
      readingUntil: null,
      lastRunAt: now,
      lastError: error.status ? `${error.code}:${error.status}` : error.code,
      failures,
      nextRunAt: new Date(now.getTime() + backOffMs(failures)),
    });
  }
  return true;
}

/**
 * Waits while a read of the source is under way (the schedule's, or another process's), checking
 * every few tenths of a second, at most as long as a read may take.
 */
export async function waitForSourceRead(ctx: SyncContext, id: string): Promise<void> {
  const end = Date.now() + (ctx.fetchOptions?.timeoutMs ?? SOURCE_FETCH_LIMITS.timeoutMs) + 5_000;
  while (Date.now() < end && (await isSourceBeingRead(ctx.db, id, new Date()))) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
