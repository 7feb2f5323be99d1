/**
 * An owner's own view of events with an edit waiting for review (the form and `/uploaded`): the
 * edit as sent, not the live version, so nothing typed seems lost and nothing is typed twice. The
 * `revision` field still says it waits for review.
 */
import { eventInterval, type TArtistSummary, type TReviewEvent } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { artistSummariesOf } from '../artists/artists.service.ts';
import { venueSummariesOf } from '../locations/locations.service.ts';
import { findRevisionsOf, revisionPoster } from './events.revisions.repository.ts';

async function findSummaries(db: DbOrTx, ids: { locationIds: string[]; artistIds: string[] }) {
  const [venueRows, artistRows] = await Promise.all([
    venueSummariesOf(db, ids.locationIds),
    artistSummariesOf(db, ids.artistIds),
  ]);
  return {
    venues: new Map(venueRows.map((row) => [row.id, row])),
    artists: new Map<string, TArtistSummary>(artistRows.map((row) => [row.id, row])),
  };
}

/** The events with each pending edit written over the live fields (events without one unchanged). */
export async function showPendingEdits(db: DbOrTx, presented: TReviewEvent[]): Promise<TReviewEvent[]> {
  const revisions = await findRevisionsOf(
    db,
    presented.filter((event) => event.revision).map((event) => event.id),
  );
  if (revisions.size === 0) return presented;
  const all = [...revisions.values()];
  const names = await findSummaries(db, {
    locationIds: all.flatMap((revision) => (revision.fields.locationId ? [revision.fields.locationId] : [])),
    artistIds: all.flatMap((revision) => revision.fields.artistIds),
  });
  return presented.map((event) => {
    const revision = revisions.get(event.id);
    if (!revision) return event;
    const fields = revision.fields;
    const interval = eventInterval({ date: fields.date, time: fields.time, duration: fields.duration });
    return {
      ...event,
      date: fields.date,
      time: fields.time,
      duration: fields.duration,
      startAt: interval?.startAt.toISOString() ?? null,
      endAt: interval?.endAt?.toISOString() ?? null,
      description: fields.description,
      telephone: fields.telephone,
      entryPrice: fields.entryPrice,
      ticketUrl: fields.ticketUrl,
      location: fields.locationId ? (names.venues.get(fields.locationId) ?? null) : null,
      pendingLocation: fields.pendingLocation,
      pendingLocationPlace: fields.pendingLocation ? (fields.pendingLocationPlace ?? null) : null,
      artists: fields.artistIds.flatMap((id) => names.artists.get(id) ?? []),
      pendingArtists: fields.pendingArtists ?? [],
      ...revisionPoster(revision),
    };
  });
}
