/**
 * Owners' edits of published events (SPEC §4): the published version stays live while the edit
 * waits in the review queue as a revision; an admin applies it (publish) or drops it (reject).
 */
import { eventInterval, type TEventRevision, type TReviewEvent, type TRevisionChange } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { EventRevisionFields } from '../../db/schema.ts';
import type { StoredEventImage } from '../uploads/images.ts';
import type { EventRow } from './events.repository.ts';
import {
  type EventRevisionRecord,
  findNamesByIds,
  findRevisionsOf,
  revisionPoster,
  upsertRevision,
} from './events.revisions.repository.ts';
import { type EventRecord, replaceEventArtists, updateEventById } from './events.write.repository.ts';

/** Poster files of a revision (to delete when it is dropped or replaced). */
export function revisionImages(revision: EventRevisionRecord | null): Array<string | null> {
  return revision ? [revision.image, revision.thumbnail, revision.instagramImage] : [];
}

/** Stores an owner's edit for review; returns the poster files of the edit it replaced. */
export async function proposeRevision(
  db: DbOrTx,
  input: {
    eventId: string;
    authorId: string | null;
    fields: EventRevisionFields;
    image: StoredEventImage | null;
  },
): Promise<Array<string | null>> {
  const replaced = await upsertRevision(db, {
    eventId: input.eventId,
    authorId: input.authorId,
    fields: input.fields,
    image: input.image?.image ?? null,
    thumbnail: input.image?.thumbnail ?? null,
    instagramImage: input.image?.instagramImage ?? null,
    imageWidth: input.image?.width ?? null,
    imageHeight: input.image?.height ?? null,
  });
  return revisionImages(replaced);
}

/**
 * Writes the revision over the live event (inside the approving transaction). Returns the poster
 * files the event no longer shows.
 */
export async function applyRevision(
  db: DbOrTx,
  event: EventRecord,
  revision: EventRevisionRecord,
): Promise<Array<string | null>> {
  const fields = revision.fields;
  const interval = eventInterval({ date: fields.date, time: fields.time, duration: fields.duration });
  await updateEventById(db, event.id, {
    date: fields.date,
    time: fields.time,
    duration: fields.duration,
    startAt: interval?.startAt ?? null,
    endAt: interval?.endAt ?? null,
    description: fields.description,
    telephone: fields.telephone,
    entryPrice: fields.entryPrice,
    ticketUrl: fields.ticketUrl,
    locationId: fields.locationId,
    pendingLocation: fields.pendingLocation,
    pendingLocationPlace: fields.pendingLocationPlace ?? null,
    pendingArtists: fields.pendingArtists,
    ...revisionPoster(revision),
  });
  await replaceEventArtists(db, event.id, fields.artistIds);
  return revision.image ? [event.image, event.thumbnail, event.instagramImage] : [];
}

const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** Each review row's pending edit, as the fields it changes (before → after). */
export async function describeRevisions(
  db: DbOrTx,
  rows: readonly EventRow[],
  presented: readonly Pick<TReviewEvent, 'id' | 'artists'>[],
): Promise<Map<string, TEventRevision>> {
  const revisions = await findRevisionsOf(
    db,
    rows.map((row) => row.event.id),
  );
  if (revisions.size === 0) return new Map();
  const all = [...revisions.values()];
  const names = await findNamesByIds(db, {
    locationIds: all.flatMap((revision) => (revision.fields.locationId ? [revision.fields.locationId] : [])),
    artistIds: all.flatMap((revision) => revision.fields.artistIds),
  });
  const described = new Map<string, TEventRevision>();
  rows.forEach((row, index) => {
    const revision = revisions.get(row.event.id);
    if (!revision) return;
    const live = row.event;
    const fields = revision.fields;
    const venueAfter = fields.locationId
      ? (names.locations.get(fields.locationId) ?? null)
      : fields.pendingLocation;
    const artistsBefore = [
      ...(presented[index]?.artists.map((artist) => artist.name) ?? []),
      ...(live.pendingArtists ?? []),
    ].join(', ');
    const artistsAfter = [
      ...fields.artistIds.map((id) => names.artists.get(id) ?? ''),
      ...(fields.pendingArtists ?? []),
    ]
      .filter(Boolean)
      .join(', ');
    const pairs: TRevisionChange[] = [
      { field: 'date', before: live.date, after: fields.date },
      { field: 'time', before: text(live.time), after: text(fields.time) },
      { field: 'duration', before: text(live.duration), after: text(fields.duration) },
      { field: 'venue', before: row.location?.name ?? live.pendingLocation, after: venueAfter },
      { field: 'artists', before: text(artistsBefore), after: text(artistsAfter) },
      { field: 'description', before: text(live.description), after: text(fields.description) },
      { field: 'telephone', before: text(live.telephone), after: text(fields.telephone) },
      { field: 'entryPrice', before: text(live.entryPrice), after: text(fields.entryPrice) },
      { field: 'ticketUrl', before: text(live.ticketUrl), after: text(fields.ticketUrl) },
      { field: 'poster', before: live.thumbnail ?? live.image, after: revision.thumbnail ?? revision.image },
    ];
    described.set(live.id, {
      createdAt: revision.createdAt.toISOString(),
      changes: pairs.filter(
        (pair) => pair.before !== pair.after && (pair.field !== 'poster' || revision.image !== null),
      ),
    });
  });
  return described;
}
