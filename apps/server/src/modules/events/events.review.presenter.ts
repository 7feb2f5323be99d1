/** Events as their uploader and admins see them: the public shape plus names waiting for review. */
import {
  isLikelySameName,
  isPastDate,
  type TReviewEvent,
  type TReviewFlags,
  todayInAthens,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { listArtistNames } from '../artists/artists.service.ts';
import { listVenueNames } from '../locations/locations.service.ts';
import { reportsOfEvents } from '../reports/reports.service.ts';
import type { EventRow } from './events.repository.ts';
import { findEventsAtVenueDates } from './events.review.repository.ts';
import { describeRevisions } from './events.revisions.service.ts';
import { presentEventRows } from './events.service.ts';

type Named = { id: string; name: string };

/** What the review queue warns about: a past date, a likely duplicate event, venue or artist. */
async function flagRows(db: DbOrTx, rows: EventRow[], today: string): Promise<TReviewFlags[]> {
  const withVenue = rows.flatMap((row) =>
    row.event.locationId ? [{ locationId: row.event.locationId, date: row.event.date }] : [],
  );
  const needsVenues = rows.some((row) => row.event.pendingLocation);
  const needsArtists = rows.some((row) => row.event.pendingArtists?.length);
  const [sameDay, venues, artists] = await Promise.all([
    findEventsAtVenueDates(db, withVenue),
    needsVenues ? listVenueNames(db) : ([] as Named[]),
    needsArtists ? listArtistNames(db) : ([] as Named[]),
  ]);
  const similar = (known: Named[], names: readonly string[]) =>
    known.filter((entry) => names.some((name) => isLikelySameName(entry.name, name)));
  return rows.map(({ event }) => ({
    pastDate: isPastDate(event.date, today),
    duplicateEventIds: sameDay
      .filter(
        (other) =>
          other.id !== event.id && other.locationId === event.locationId && other.date === event.date,
      )
      .map((other) => other.id),
    similarVenues: event.pendingLocation ? similar(venues, [event.pendingLocation]) : [],
    similarArtists: event.pendingArtists?.length ? similar(artists, event.pendingArtists) : [],
    // Published as it is, the venue would have no county and no map position (it shows as "Κρήτη").
    unplacedVenue: !!event.pendingLocation && !event.pendingLocationPlace,
  }));
}

export async function presentReviewRows(
  db: DbOrTx,
  rows: EventRow[],
  today = todayInAthens(),
): Promise<TReviewEvent[]> {
  const presented = await presentEventRows(db, rows, today);
  const [revisions, flags, reports] = await Promise.all([
    describeRevisions(db, rows, presented),
    flagRows(db, rows, today),
    reportsOfEvents(
      db,
      rows.map((row) => row.event.id),
    ),
  ]);
  return presented.map((event, index) => {
    const { pendingArtists, pendingLocation, pendingLocationPlace, rejectReason } = rows[index]!.event;
    const revision = revisions.get(event.id) ?? null;
    const proposedDate = revision?.changes.find((change) => change.field === 'date')?.after ?? event.date;
    return {
      ...event,
      pendingArtists: pendingArtists ?? [],
      pendingLocation,
      pendingLocationPlace: pendingLocation ? (pendingLocationPlace ?? null) : null,
      rejectReason,
      revision,
      reports: reports.get(event.id) ?? [],
      // A submission (or an edit) dated before today is most likely a mistake or an old post.
      flags: { ...flags[index]!, pastDate: isPastDate(proposedDate, today) },
    };
  });
}
