import type { TAdminLocation, TCatalogueQuery, TLocation, TLocationSummary } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { matchNames, type NamedEntry } from '../../db/search-match.ts';
import { byGreekName } from '../../lib/by-greek-name.ts';
import { catalogueWords } from '../../lib/catalogue-words.ts';
import { notFound } from '../../lib/errors.ts';
import { countFollowersOf, countFollowersOfEach } from '../follows/follows.service.ts';
import type { NameBook } from '../search/name-book.ts';
import {
  countLocations,
  findLocationById,
  findLocationInstagramUsernames,
  findLocationNames,
  findLocationPhone,
  findLocationStamps,
  findLocationSummaries,
  findLocationSummariesByIds,
  findLocations,
  findSearchedVenues,
  findSearchedVenuesStamp,
  findVenuesOfPartner,
  insertLocationNamed,
  type LocationRow,
  locationExists,
  replacePartnerVenues,
  setLocationPhone,
  setPartnerIfNone,
} from './locations.repository.ts';

function presentLocation(row: LocationRow, followers: number): TLocation {
  return {
    id: row.id,
    name: row.name,
    county: row.county,
    postalCode: row.postalCode,
    phone: row.phone,
    lat: row.lat,
    lng: row.lng,
    image: row.image,
    gender: row.gender,
    website: row.website,
    igProfile: row.igProfile ?? null,
    meta: row.meta ?? null,
    followers,
  };
}

/** Venue summaries by name, for pickers and the first screen. */
export async function listLocationSummaries(db: DbOrTx): Promise<TLocationSummary[]> {
  return (await findLocationSummaries(db)).sort(byGreekName);
}

/**
 * Venues with their full profile and follower count: every one or those with `ids` by name, or a
 * `page` of every one in name order (only their rows and followers are read).
 */
export async function listLocations(
  db: DbOrTx,
  only: { ids?: readonly string[]; page?: { limit: number; offset: number } } = {},
): Promise<TLocation[]> {
  const present = (rows: LocationRow[], followers: Map<string, number>) =>
    rows.map((row) => presentLocation(row, followers.get(row.id) ?? 0));
  if (only.page) {
    const rows = await findLocations(db, { page: only.page });
    return present(rows, await countFollowersOfEach(db, 'location', { ids: rows.map((row) => row.id) }));
  }
  const [rows, followers] = await Promise.all([
    findLocations(db, only),
    countFollowersOfEach(db, 'location', only),
  ]);
  return present(rows, followers).sort(byGreekName);
}

/**
 * `GET /api/public/locations`: those asked by id, by name; those whose name, village or county
 * holds every word of `q`, best first; or a page of every one by name. Never more than the ids
 * asked or `limit`.
 */
export async function listPublicLocations(
  { db, names }: { db: DbOrTx; names: NameBook },
  { ids, q, limit, offset }: TCatalogueQuery,
): Promise<TLocation[]> {
  if (ids.length > 0) return listLocations(db, { ids });
  const words = catalogueWords(q);
  if (!words) return listLocations(db, { page: { limit, offset } });
  const matched = (await venuesMatchingWords(names, words)).listed.slice(offset, offset + limit);
  const profiles = await listLocations(db, { ids: matched.map((venue) => venue.id) });
  const byId = new Map(profiles.map((venue) => [venue.id, venue]));
  return matched.flatMap((venue) => byId.get(venue.id) ?? []);
}

export async function getLocation(db: DbOrTx, id: string): Promise<TLocation> {
  const row = await findLocationById(db, id);
  if (!row) throw notFound.location();
  return presentLocation(row, await countFollowersOf(db, 'location', id));
}

/** Every venue as admins edit it: the public profile and the venue's own e-mail. */
export async function listAdminVenues(db: DbOrTx): Promise<TAdminLocation[]> {
  const [rows, followers] = await Promise.all([findLocations(db), countFollowersOfEach(db, 'location')]);
  return rows
    .map((row) => ({ ...presentLocation(row, followers.get(row.id) ?? 0), email: row.email }))
    .sort(byGreekName);
}

/** One venue as admins edit it. */
export async function getAdminVenue(db: DbOrTx, id: string): Promise<TAdminLocation> {
  const row = await findLocationById(db, id);
  if (!row) throw notFound.location();
  return { ...presentLocation(row, await countFollowersOf(db, 'location', id)), email: row.email };
}

/** The venues with these ids, as lists name them (ids not found are left out). */
export async function venueSummariesOf(db: DbOrTx, ids: string[]): Promise<TLocationSummary[]> {
  return findLocationSummariesByIds(db, ids);
}

/** Every venue's id and name, for matching a typed or read name to a known venue. */
export async function listVenueNames(db: DbOrTx): Promise<Array<{ id: string; name: string }>> {
  return findLocationNames(db);
}

/** A venue's telephone, or null when there is no such venue. */
export async function findVenuePhone(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; phone: string | null } | null> {
  return findLocationPhone(db, id);
}

/** Adds a venue by name, with what is known of its place; returns its id. */
export async function addVenueNamed(
  db: DbOrTx,
  name: string,
  place?: Parameters<typeof insertLocationNamed>[2],
): Promise<string> {
  return insertLocationNamed(db, name, place);
}

/** Gives a venue the telephone an event form brought. */
export async function setVenuePhone(db: DbOrTx, id: string, phone: string): Promise<void> {
  await setLocationPhone(db, id, phone);
}

/** The venue's row, or null when there is none (feeds and link previews read it whole). */
export async function findVenue(db: DbOrTx, id: string): Promise<LocationRow | null> {
  return findLocationById(db, id);
}

/** The account of the partner running the venue, or null (no partner, no venue, no id). */
export async function venuePartnerOf(db: DbOrTx, id: string | null): Promise<string | null> {
  if (!id) return null;
  return (await findLocationById(db, id))?.partnerId ?? null;
}

/**
 * Gives the venue to the partner who claimed it, only while it has no partner (a venue has one);
 * whether it was given.
 */
export async function giveVenueToClaimant(db: DbOrTx, id: string, partnerId: string): Promise<boolean> {
  return setPartnerIfNone(db, id, partnerId);
}

/** Every venue's row (the place search matches them). */
export async function listVenueRows(db: DbOrTx): Promise<LocationRow[]> {
  return findLocations(db);
}

/** Whether there is a venue with this id. */
export async function isVenue(db: DbOrTx, id: string): Promise<boolean> {
  return locationExists(db, id);
}

/** How many of these ids are venues. */
export async function countVenues(db: DbOrTx, ids: readonly string[]): Promise<number> {
  return countLocations(db, ids);
}

/** Makes exactly these venues the partner's: others are let go, these move from any other partner. */
export async function assignVenuesToPartner(
  db: DbOrTx,
  partnerId: string,
  ids: readonly string[],
): Promise<void> {
  await replacePartnerVenues(db, partnerId, ids);
}

/** The venues a partner account runs, by name. */
export async function listVenuesOfPartner(
  db: DbOrTx,
  partnerId: string,
): Promise<Array<{ id: string; name: string; county: TLocation['county'] }>> {
  return findVenuesOfPartner(db, partnerId);
}

/**
 * The venues a search's words match, in one query: `listed`, those matching every word (names
 * holding the words first, then the closest, then by name), and for each word the venues with it
 * in their name and those with it only in their village, town or county.
 */
export async function venuesMatchingWords(
  names: NameBook,
  words: readonly (readonly string[])[],
): Promise<{ listed: TLocationSummary[]; byWord: Array<{ inName: string[]; inPlace: string[] }> }> {
  const rows = matchNames(await names.venues(), words, { nameFirst: true });
  return {
    listed: rows.filter((row) => row.all).map((row) => row.item),
    byWord: words.map((_, index) => ({
      inName: rows.filter((row) => row.found[index] === 'name').map((row) => row.item.id),
      inPlace: rows.filter((row) => row.found[index] === 'other').map((row) => row.item.id),
    })),
  };
}

/** Every venue with its keys, as search matches it (search/name-book.ts keeps them). */
export function searchedVenues(db: DbOrTx): Promise<Array<NamedEntry<TLocationSummary>>> {
  return findSearchedVenues(db);
}

/** Changes when any venue does (`searchedVenues` may then differ). */
export function searchedVenuesStamp(db: DbOrTx): Promise<string> {
  return findSearchedVenuesStamp(db);
}

/** Ids and last changes of the venues, by name (the sitemap). */
export async function venueStamps(
  db: DbOrTx,
  limit: number,
): Promise<Array<{ id: string; updatedAt: Date }>> {
  return findLocationStamps(db, limit);
}

/** Venues with an Instagram username, for fetching their posts. */
export async function listVenueInstagramUsernames(
  db: DbOrTx,
): Promise<Array<{ id: string; username: string }>> {
  return findLocationInstagramUsernames(db);
}
