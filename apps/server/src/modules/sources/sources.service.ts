/**
 * Admins' sources: add, change, pause, run now, remove (its events stay). Every function asks
 * the events policy first: only admins moderate events, and a source writes events.
 */
import type { Actor, TCreateSourceBody, TEventSource, TUpdateSourceBody } from '@glentia/core';
import { requireAccess } from '../../lib/access.ts';
import type { AppContext } from '../../lib/context.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { outboundTarget } from '../../lib/outbound/outbound-request.ts';
import { fetchErrors } from '../../lib/outbound/safe-fetch.ts';
import type { SourceFetchOptions } from './source-fetch.ts';
import {
  deleteSource,
  findSourceRows,
  insertSource,
  type SourceRecord,
  updateSource,
} from './sources.repository.ts';
import { runSource, waitForSourceRead } from './sources.sync.ts';

export type SourcesContext = Pick<AppContext, 'db' | 'cache'> & { sourceFetchOptions?: SourceFetchOptions };

const sourceNotFound = () =>
  new NotFoundError({ el: 'Η πηγή δεν βρέθηκε.', en: 'This source could not be found.' }, 'SOURCE_NOT_FOUND');

const unknownVenueOrArtist = () =>
  new BadRequestError(
    {
      el: 'Ο χώρος ή κάποιος καλλιτέχνης της πηγής δεν υπάρχει πια. Διάλεξέ τους ξανά.',
      en: 'The venue or an artist of the source no longer exists. Choose them again.',
    },
    'SOURCE_DEFAULTS_UNKNOWN',
  );

function present(row: {
  source: SourceRecord;
  locationName: string | null;
  eventCount: number;
}): TEventSource {
  const { source } = row;
  const [code, status] = (source.lastError ?? '').split(':');
  return {
    id: source.id,
    name: source.name,
    kind: source.kind,
    url: source.url,
    locationId: source.locationId,
    locationName: row.locationName,
    county: source.county,
    artistIds: source.artistIds,
    trusted: source.trusted,
    paused: source.paused,
    intervalMinutes: source.intervalMinutes,
    lastRunAt: source.lastRunAt?.toISOString() ?? null,
    lastSuccessAt: source.lastSuccessAt?.toISOString() ?? null,
    nextRunAt: source.paused ? null : source.nextRunAt.toISOString(),
    lastError: source.lastError
      ? {
          code: code as NonNullable<TEventSource['lastError']>['code'],
          status: status ? Number(status) : null,
        }
      : null,
    failures: source.failures,
    lastCounts: source.lastCounts ?? null,
    eventCount: row.eventCount,
  };
}

async function presentOne(ctx: SourcesContext, id: string): Promise<TEventSource> {
  const [row] = await findSourceRows(ctx.db, [id]);
  if (!row) throw sourceNotFound();
  return present(row);
}

/** The address must be one the outbound policy would read (public http/https), checked when added. */
async function checkAddress(ctx: SourcesContext, url: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw fetchErrors.scheme();
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw fetchErrors.scheme();
  try {
    await outboundTarget(parsed, ctx.sourceFetchOptions ?? {});
  } catch (error) {
    // An address that does not resolve today may tomorrow; one pointing inside is refused.
    if ((error as { reason?: string }).reason === 'address') throw fetchErrors.address();
  }
}

/** A foreign key that does not hold (a venue or artist removed meanwhile) is the admin's to fix. */
async function withDefaults<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ??
      (error as { code?: string }).code;
    if (code === '23503') throw unknownVenueOrArtist();
    throw error;
  }
}

export async function listSources(ctx: SourcesContext, actor: Actor): Promise<TEventSource[]> {
  requireAccess(actor, 'moderate', 'events');
  return (await findSourceRows(ctx.db)).map(present);
}

export async function createSource(
  ctx: SourcesContext,
  actor: Actor,
  body: TCreateSourceBody,
): Promise<TEventSource> {
  requireAccess(actor, 'moderate', 'events');
  const url = body.url.trim();
  await checkAddress(ctx, url);
  const row = await withDefaults(() =>
    insertSource(ctx.db, {
      name: body.name.trim(),
      kind: body.kind,
      url,
      locationId: body.locationId ?? null,
      county: body.county ?? null,
      artistIds: body.artistIds ?? [],
      trusted: body.trusted ?? false,
      intervalMinutes: body.intervalMinutes ?? 360,
      // Read soon after it is added (the schedule's next pass).
      nextRunAt: new Date(),
    }),
  );
  return presentOne(ctx, row.id);
}

export async function changeSource(
  ctx: SourcesContext,
  actor: Actor,
  id: string,
  body: TUpdateSourceBody,
): Promise<TEventSource> {
  requireAccess(actor, 'moderate', 'events');
  if (body.url !== undefined) await checkAddress(ctx, body.url.trim());
  const row = await withDefaults(() =>
    updateSource(ctx.db, id, {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.url !== undefined ? { url: body.url.trim(), etag: null, lastModified: null } : {}),
      ...(body.locationId !== undefined ? { locationId: body.locationId } : {}),
      ...(body.county !== undefined ? { county: body.county } : {}),
      ...(body.artistIds !== undefined ? { artistIds: body.artistIds } : {}),
      ...(body.trusted !== undefined ? { trusted: body.trusted } : {}),
      ...(body.intervalMinutes !== undefined ? { intervalMinutes: body.intervalMinutes } : {}),
      ...(body.paused !== undefined ? { paused: body.paused } : {}),
      // Resumed: read at the next pass, the back-off forgotten.
      ...(body.paused === false ? { nextRunAt: new Date(), failures: 0 } : {}),
    }),
  );
  if (!row) throw sourceNotFound();
  return presentOne(ctx, id);
}

/**
 * Reads the source now, whatever its schedule, and answers how it went. When a read is already
 * under way, it waits for that one instead of reading the source twice at once.
 */
export async function runSourceNow(ctx: SourcesContext, actor: Actor, id: string): Promise<TEventSource> {
  requireAccess(actor, 'moderate', 'events');
  await presentOne(ctx, id);
  const sync = { db: ctx.db, cache: ctx.cache, fetchOptions: ctx.sourceFetchOptions };
  if (!(await runSource(sync, id, { force: true }))) await waitForSourceRead(sync, id);
  return presentOne(ctx, id);
}

/** Removes the source and its links; its events stay as they are. */
export async function removeSource(ctx: SourcesContext, actor: Actor, id: string): Promise<void> {
  requireAccess(actor, 'moderate', 'events');
  if (!(await deleteSource(ctx.db, id))) throw sourceNotFound();
}
