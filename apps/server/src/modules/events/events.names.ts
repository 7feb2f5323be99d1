/**
 * The venue and artists named in an event form: known ones by id, new ones by the name typed.
 * Admins' new names become venues and artists at once; users' wait with the event for review.
 * A typed name that is already known (Greek or Greeklish) links the known one instead.
 */
import { countyFromPostalCode, isSameName, type TEntityRef, type TNewVenuePlace } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { addArtistNamed, findKnownArtistIds, listArtistNames } from '../artists/artists.service.ts';
import { addVenueNamed, findVenuePhone, listVenueNames } from '../locations/locations.service.ts';

export interface ResolvedNames {
  locationId: string | null;
  pendingLocation: string | null;
  /** Where the new venue in `pendingLocation` is, when the uploader chose a place. */
  pendingLocationPlace: TNewVenuePlace | null;
  artistIds: string[];
  pendingArtists: string[];
}

const unknownVenue = () =>
  new BadRequestError(
    { el: 'Το μαγαζί που διάλεξες δεν υπάρχει πια.', en: 'The venue you chose no longer exists.' },
    'UNKNOWN_LOCATION',
  );

const unknownArtist = () =>
  new BadRequestError(
    { el: 'Κάποιος καλλιτέχνης που διάλεξες δεν υπάρχει πια.', en: 'An artist you chose no longer exists.' },
    'UNKNOWN_ARTIST',
  );

/** A new venue's position, postal code and county from its place (the county from the postal code when unsaid). */
function placeColumns(place: TNewVenuePlace | null | undefined) {
  if (!place) return {};
  return {
    lat: place.lat,
    lng: place.lng,
    postalCode: place.postalCode,
    county: place.county ?? countyFromPostalCode(place.postalCode),
    meta: place.address ? { formatted_address: place.address } : null,
  };
}

export async function resolveNames(
  db: DbOrTx,
  input: {
    location?: TEntityRef | undefined;
    /** Where a new venue is (a place from the place search); ignored for a known venue. */
    locationPlace?: TNewVenuePlace | null | undefined;
    artists?: readonly TEntityRef[] | undefined;
  },
  createNew: boolean,
): Promise<ResolvedNames> {
  const resolved: ResolvedNames = {
    locationId: null,
    pendingLocation: null,
    pendingLocationPlace: null,
    artistIds: [],
    pendingArtists: [],
  };

  if (input.location && 'id' in input.location) {
    if (!(await findVenuePhone(db, input.location.id))) throw unknownVenue();
    resolved.locationId = input.location.id;
  } else if (input.location) {
    const name = input.location.name;
    const known = (await listVenueNames(db)).find((venue) => isSameName(venue.name, name));
    if (known) resolved.locationId = known.id;
    else if (createNew)
      resolved.locationId = await addVenueNamed(db, name, placeColumns(input.locationPlace));
    else {
      resolved.pendingLocation = name;
      resolved.pendingLocationPlace = input.locationPlace ?? null;
    }
  }

  const refs = input.artists ?? [];
  const ids = refs.flatMap((ref) => ('id' in ref ? [ref.id] : []));
  const existing = await findKnownArtistIds(db, ids);
  if (ids.some((id) => !existing.has(id))) throw unknownArtist();
  const knownArtists = refs.some((ref) => 'name' in ref) ? await listArtistNames(db) : [];
  for (const ref of refs) {
    let id: string | null = 'id' in ref ? ref.id : null;
    if (!id && 'name' in ref) {
      id = knownArtists.find((artist) => isSameName(artist.name, ref.name))?.id ?? null;
      if (!id && createNew) {
        id = await addArtistNamed(db, ref.name);
        knownArtists.push({ id, name: ref.name });
      }
      if (!id && !resolved.pendingArtists.some((name) => isSameName(name, ref.name))) {
        resolved.pendingArtists.push(ref.name);
      }
    }
    if (id && !resolved.artistIds.includes(id)) resolved.artistIds.push(id);
  }
  return resolved;
}
