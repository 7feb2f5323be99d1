/**
 * Subscribable feeds (calendar, RSS, Atom): every upcoming published event of a venue, an artist, a
 * county, a saved search, or of one person's favourites and follows (a private feed at a secret
 * address). Canceled events stay in, so subscribed calendars learn of the cancellation.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  atVenue,
  COUNTY_GENITIVES,
  COUNTY_NAMES,
  type County,
  type FilterOptions,
  parseFilterOptions,
  todayInAthens,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequestError, NotFoundError, notFound } from '../../lib/errors.ts';
import type { Owner } from '../../lib/owner.ts';
import { findArtist } from '../artists/artists.service.ts';
import { ensureDevice } from '../devices/devices.service.ts';
import type { CalendarEvent } from '../events/events.calendar.ts';
import {
  type EventQuery,
  type EventRow,
  findEventRows,
  presentCalendarRows,
} from '../events/events.service.ts';
import { listFavoriteEventIds } from '../favorites/favorites.service.ts';
import { listTopics } from '../follows/follows.service.ts';
import { findVenue } from '../locations/locations.service.ts';
import {
  deletePrivateFeed,
  findFeedOwnerByHash,
  findPrivateFeed,
  replacePrivateFeed,
} from './feeds.repository.ts';

/** The most events one feed holds: far more than any selection has in its coming months. */
export const FEED_LIMIT = 1000;

export interface Feed {
  /** The venue's, the artist's or the county's name (in Greek); null for a saved search. */
  name: string | null;
  title: string;
  description: string;
  /** The page of the selection on the site (for RSS/Atom links). */
  pagePath: string;
  events: CalendarEvent[];
}

type Selection = Omit<EventQuery, 'publishedOnly' | 'limit' | 'from'>;

async function upcoming(db: DbOrTx, selection: Selection, today: string, limit: number): Promise<EventRow[]> {
  return findEventRows(db, { ...selection, from: today, publishedOnly: true, limit, bare: true });
}

export async function locationFeed(
  db: DbOrTx,
  id: string,
  today = todayInAthens(),
  limit = FEED_LIMIT,
): Promise<Feed> {
  const location = await findVenue(db, id);
  if (!location) throw notFound.location();
  const rows = await upcoming(db, { locationIds: [id] }, today, limit);
  return {
    name: location.name,
    title: `${location.name} · Glentia`,
    description: `Τα επόμενα γλέντια ${atVenue(location.name, location.gender)}`,
    pagePath: `/location/${id}`,
    events: await presentCalendarRows(db, rows, today),
  };
}

export async function artistFeed(
  db: DbOrTx,
  id: string,
  today = todayInAthens(),
  limit = FEED_LIMIT,
): Promise<Feed> {
  const artist = await findArtist(db, id);
  if (!artist) throw notFound.artist();
  const rows = await upcoming(db, { artistIds: [id] }, today, limit);
  return {
    name: artist.name,
    title: `${artist.name} · Glentia`,
    // The name stands on its own: after «με» it would have to be in the accusative.
    description: `Οι επόμενες εμφανίσεις: ${artist.name}`,
    pagePath: `/artist/${id}`,
    events: await presentCalendarRows(db, rows, today),
  };
}

/** `heraklion`, `chania`, … as in the address; anything else is not found. */
export function countyOfSlug(slug: string): County {
  const county = slug.toUpperCase();
  if (slug !== slug.toLowerCase() || !(county in COUNTY_NAMES)) {
    throw new NotFoundError(
      { el: 'Δεν υπάρχει τέτοιος νομός.', en: 'There is no such county.' },
      'COUNTY_NOT_FOUND',
    );
  }
  return county as County;
}

export async function countyFeed(
  db: DbOrTx,
  slug: string,
  today = todayInAthens(),
  limit = FEED_LIMIT,
): Promise<Feed> {
  const county = countyOfSlug(slug);
  const rows = await upcoming(db, { counties: [county] }, today, limit);
  return {
    name: COUNTY_NAMES[county].el,
    title: `Γλέντια · ${COUNTY_NAMES[county].el}`,
    description: `Τα επόμενα γλέντια στον νομό ${COUNTY_GENITIVES[county]}`,
    pagePath: `/glentia/search?query=${encodeURIComponent(JSON.stringify({ nomos: [county] }))}`,
    events: await presentCalendarRows(db, rows, today),
  };
}

/**
 * A saved search: the `query` of `/glentia/search` (the filter as JSON). Counties, artists and
 * venues select as on the site; the date range is left out, since a subscription rolls on from
 * today rather than ending where the search did.
 */
export function filterOfSearch(query: string, today = todayInAthens()): FilterOptions {
  let parsed: unknown;
  try {
    parsed = JSON.parse(query);
  } catch {
    parsed = null;
  }
  const options = parseFilterOptions(parsed, today);
  if (!options) {
    throw new BadRequestError(
      {
        el: 'Η αναζήτηση του συνδέσμου δεν διαβάζεται. Άνοιξε ξανά την αναζήτηση και πάρε νέο σύνδεσμο.',
        en: 'The search in this link cannot be read. Open the search again and take a new link.',
      },
      'FEED_QUERY_INVALID',
    );
  }
  return options;
}

export async function searchFeed(
  db: DbOrTx,
  query: string,
  today = todayInAthens(),
  limit = FEED_LIMIT,
): Promise<Feed> {
  const options = filterOfSearch(query, today);
  const rows = await upcoming(
    db,
    { counties: options.nomos, artistIds: options.selectedArtist, locationIds: options.selectedLocation },
    today,
    limit,
  );
  return {
    name: null,
    title: 'Αναζήτηση · Glentia',
    description: 'Τα επόμενα γλέντια της αναζήτησής σου',
    pagePath: `/glentia/search?query=${encodeURIComponent(query)}`,
    events: await presentCalendarRows(db, rows, today),
  };
}

// ---------------------------------------------------------------- the private feed

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Tokens are 32 random bytes in base64url (43 characters); anything else never reaches the database. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const unknownFeed = () =>
  new NotFoundError(
    {
      el: 'Αυτό το ημερολόγιο δεν υπάρχει πια. Πάρε νέο σύνδεσμο από τις ρυθμίσεις.',
      en: 'This calendar no longer exists. Make a new link in the settings.',
    },
    'FEED_NOT_FOUND',
  );

/** Favourites, and the events of followed artists and venues, from today on, by date. */
export async function privateFeed(db: DbOrTx, token: string, today = todayInAthens()): Promise<Feed> {
  const owner = TOKEN_PATTERN.test(token) ? await findFeedOwnerByHash(db, hashToken(token)) : null;
  if (!owner) throw unknownFeed();
  const [favoriteIds, topicIds] = await Promise.all([listFavoriteEventIds(db, owner), listTopics(db, owner)]);
  const found = await Promise.all([
    favoriteIds.length ? upcoming(db, { ids: favoriteIds }, today, FEED_LIMIT) : [],
    topicIds.length ? upcoming(db, { artistIds: topicIds }, today, FEED_LIMIT) : [],
    topicIds.length ? upcoming(db, { locationIds: topicIds }, today, FEED_LIMIT) : [],
  ]);
  const byId = new Map<string, EventRow>();
  for (const row of found.flat()) byId.set(row.event.id, row);
  const rows = [...byId.values()]
    .sort(
      (a, b) =>
        a.event.date.localeCompare(b.event.date) ||
        (a.event.time ?? '99:99').localeCompare(b.event.time ?? '99:99') ||
        a.event.id.localeCompare(b.event.id),
    )
    .slice(0, FEED_LIMIT);
  return {
    name: null,
    title: 'Τα γλέντια μου · Glentia',
    description: 'Τα αγαπημένα σου και τα γλέντια όσων ακολουθείς',
    pagePath: '/favorites',
    events: await presentCalendarRows(db, rows, today),
  };
}

export interface PrivateFeedStatus {
  active: boolean;
  createdAt: string | null;
}

export async function privateFeedStatus(db: DbOrTx, owner: Owner): Promise<PrivateFeedStatus> {
  const feed = await findPrivateFeed(db, owner);
  return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}

/** A new secret address; any earlier one stops working. The token is shown once and kept only hashed. */
export async function renewPrivateFeed(
  db: DbOrTx,
  owner: Owner,
  publicUrl: string,
): Promise<{ url: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = await db.transaction(async (tx) => {
    if ('deviceId' in owner) await ensureDevice(tx, { id: owner.deviceId });
    return replacePrivateFeed(tx, owner, hashToken(token));
  });
  return { url: `${publicUrl}/feeds/private/${token}.ics`, createdAt: createdAt.toISOString() };
}

export async function revokePrivateFeed(db: DbOrTx, owner: Owner): Promise<void> {
  await deletePrivateFeed(db, owner);
}
