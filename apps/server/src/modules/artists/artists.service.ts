import type { TArtist, TArtistSummary, TCatalogueQuery } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { matchNames, type NamedEntry } from '../../db/search-match.ts';
import { byGreekName } from '../../lib/by-greek-name.ts';
import { catalogueWords } from '../../lib/catalogue-words.ts';
import { notFound } from '../../lib/errors.ts';
import { countFollowersOf } from '../follows/follows.service.ts';
import type { NameBook } from '../search/name-book.ts';
import {
  type ArtistRow,
  artistExists,
  findArtistById,
  findArtistInstagramUsernames,
  findArtistNames,
  findArtistStamps,
  findArtistSummaries,
  findArtistSummariesByIds,
  findArtistSummaryPage,
  findExistingArtistIds,
  findSearchedArtists,
  findSearchedArtistsStamp,
  insertArtist,
} from './artists.repository.ts';
import {
  findArtistIdsWithSpotify,
  findSpotifyIdOfArtist,
  saveSpotifyData,
} from './artists.spotify.repository.ts';

/** Every artist, by name in Greek alphabetical order (the event form's picker, poster reading). */
export async function listArtists(db: DbOrTx): Promise<TArtistSummary[]> {
  return (await findArtistSummaries(db)).sort(byGreekName);
}

/** The artists with these ids, by name (ids not found are left out). */
export async function listArtistsWithIds(db: DbOrTx, ids: readonly string[]): Promise<TArtistSummary[]> {
  return (await findArtistSummariesByIds(db, [...ids])).sort(byGreekName);
}

/**
 * `GET /api/public/artists`: those asked by id, by name; those whose name holds every word of `q`,
 * best first; or a page of every one by name. Never more than the ids asked or `limit`.
 */
export async function listPublicArtists(
  { db, names }: { db: DbOrTx; names: NameBook },
  { ids, q, limit, offset }: TCatalogueQuery,
): Promise<TArtistSummary[]> {
  if (ids.length > 0) return listArtistsWithIds(db, ids);
  const words = catalogueWords(q);
  if (!words) return findArtistSummaryPage(db, { limit, offset });
  return (await artistsMatchingWords(names, words)).listed.slice(offset, offset + limit);
}

export async function getArtist(db: DbOrTx, id: string): Promise<TArtist> {
  const row = await findArtistById(db, id);
  if (!row) throw notFound.artist();
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    spotifyArtist: row.spotifyArtist ?? null,
    spotifyAlbums: row.spotifyAlbums ?? null,
    igProfile: row.igProfile ?? null,
    bio: { el: row.bioEl, en: row.bioEn },
    followers: await countFollowersOf(db, 'artist', id),
  };
}

/** An artist's name, or null when there is no such artist. */
export async function artistNameOf(db: DbOrTx, id: string): Promise<string | null> {
  return (await findArtistById(db, id))?.name ?? null;
}

/** The artists with these ids, as lists name them (ids not found are left out). */
export async function artistSummariesOf(db: DbOrTx, ids: string[]): Promise<TArtistSummary[]> {
  return findArtistSummariesByIds(db, ids);
}

/** Every artist's id and name, for matching a typed or read name to a known artist. */
export async function listArtistNames(db: DbOrTx): Promise<Array<{ id: string; name: string }>> {
  return findArtistNames(db);
}

/** Which of these ids are artists. */
export async function findKnownArtistIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  return findExistingArtistIds(db, ids);
}

/** Adds an artist by name (an admin's form naming one not yet known); returns its id. */
export async function addArtistNamed(db: DbOrTx, name: string): Promise<string> {
  return insertArtist(db, name);
}

/** The artist's row, or null when there is none (feeds read it whole). */
export async function findArtist(db: DbOrTx, id: string): Promise<ArtistRow | null> {
  return findArtistById(db, id);
}

/** Whether there is an artist with this id. */
export async function isArtist(db: DbOrTx, id: string): Promise<boolean> {
  return artistExists(db, id);
}

/**
 * The artists a search's words match, in one query: `listed`, those whose names match every word
 * (best match first), and for each word the ids of the artists it names.
 */
export async function artistsMatchingWords(
  names: NameBook,
  words: readonly (readonly string[])[],
): Promise<{ listed: TArtistSummary[]; byWord: string[][] }> {
  const rows = matchNames(await names.artists(), words, { nameFirst: false });
  return {
    listed: rows.filter((row) => row.all).map((row) => row.item),
    byWord: words.map((_, index) => rows.filter((row) => row.found[index]).map((row) => row.item.id)),
  };
}

/** Every artist with its name's key, as search matches it (search/name-book.ts keeps them). */
export function searchedArtists(db: DbOrTx): Promise<Array<NamedEntry<TArtistSummary>>> {
  return findSearchedArtists(db);
}

/** Changes when any artist does (`searchedArtists` may then differ). */
export function searchedArtistsStamp(db: DbOrTx): Promise<string> {
  return findSearchedArtistsStamp(db);
}

/** Ids and last changes of the artists, by name (the sitemap). */
export async function artistStamps(
  db: DbOrTx,
  limit: number,
): Promise<Array<{ id: string; updatedAt: Date }>> {
  return findArtistStamps(db, limit);
}

/** Artists with a Spotify id, for the daily refresh. */
export function listArtistIdsWithSpotify(db: DbOrTx): Promise<string[]> {
  return findArtistIdsWithSpotify(db);
}

/** The artist's Spotify id; null for an unknown artist or one without an id. */
export function spotifyIdOfArtist(db: DbOrTx, artistId: string): Promise<string | null> {
  return findSpotifyIdOfArtist(db, artistId);
}

/** Stores fetched Spotify data, only if the artist still has the id it was fetched for. */
export function storeSpotifyData(db: DbOrTx, input: Parameters<typeof saveSpotifyData>[1]): Promise<boolean> {
  return saveSpotifyData(db, input);
}

/** Artists with an Instagram username, for fetching their posts. */
export async function listArtistInstagramUsernames(
  db: DbOrTx,
): Promise<Array<{ id: string; username: string }>> {
  return findArtistInstagramUsernames(db);
}
