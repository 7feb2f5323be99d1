/** What the public may read about events. */
import {
  addMonths,
  type TEvent,
  type TEventDay,
  type TEventDaysQuery,
  type TEventListQuery,
  todayInAthens,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isArtist } from '../artists/artists.service.ts';
import { favoriteCountsOf } from '../favorites/favorites.service.ts';
import { isVenue } from '../locations/locations.service.ts';
import { addViewOnDay, findViewsByDay } from './event-view-days.repository.ts';
import type { CalendarEvent } from './events.calendar.ts';
import { presentEvent } from './events.presenter.ts';
import * as eventsRepository from './events.repository.ts';
import {
  type BandMemory,
  countEventsByDay,
  deleteOldEventViews,
  type EventQuery,
  type EventRow,
  type EventSearch,
  type EventSearchPage,
  findArtistsOfEvents,
  incrementEventViews,
  recordEventView,
} from './events.repository.ts';

/**
 * Presents rows with their artists and saves: those read with the rows (`eventColumns`), and for
 * rows read without them (a `bare` query) in two queries after.
 */
export async function presentEventRows(
  db: DbOrTx,
  rows: EventRow[],
  today = todayInAthens(),
): Promise<TEvent[]> {
  const ids = rows
    .filter((row) => row.artists === undefined || row.favorites === undefined)
    .map((row) => row.event.id);
  const [artistsByEvent, favoritesByEvent] = await Promise.all([
    findArtistsOfEvents(db, ids),
    favoriteCountsOf(db, ids),
  ]);
  return rows.map((row) =>
    presentEvent(row, {
      artists: row.artists ?? artistsByEvent.get(row.event.id) ?? [],
      favorites: row.favorites ?? favoritesByEvent.get(row.event.id) ?? 0,
      today,
    }),
  );
}

export async function findEvents(db: DbOrTx, query: EventQuery, today = todayInAthens()): Promise<TEvent[]> {
  return presentEventRows(db, await findEventRows(db, query), today);
}

/** Published events matching the public filter; the range defaults to today → two months ahead. */
export async function listPublicEvents(
  db: DbOrTx,
  query: TEventListQuery,
  today = todayInAthens(),
): Promise<TEvent[]> {
  const from = query.from ?? today;
  return findEvents(
    db,
    {
      from,
      to: query.to ?? addMonths(from, 2),
      counties: query.county,
      artistIds: query.artist,
      locationIds: query.location,
      publishedOnly: true,
      limit: query.limit,
      offset: query.offset,
    },
    today,
  );
}

/**
 * Which days have published events matching the filter, for the calendar's marks (same default
 * range as the list: today to two months ahead).
 */
export async function listPublicEventDays(
  db: DbOrTx,
  query: TEventDaysQuery,
  today = todayInAthens(),
): Promise<TEventDay[]> {
  const from = query.from ?? today;
  return countEventsByDay(db, {
    from,
    to: query.to ?? addMonths(from, 2),
    counties: query.county,
    artistIds: query.artist,
    locationIds: query.location,
    publishedOnly: true,
  });
}

/** One published event; unknown and unpublished ids are both "not found" for the public. */
export async function getPublicEvent(db: DbOrTx, id: string, today = todayInAthens()): Promise<TEvent> {
  const row = await findEventRowById(db, id);
  if (!row?.event.published) throw notFound.event();
  const [event] = await presentEventRows(db, [row], today);
  return event!;
}

/** Rows presented for calendars: each public event with its change counter and time. */
export async function presentCalendarRows(
  db: DbOrTx,
  rows: EventRow[],
  today = todayInAthens(),
): Promise<CalendarEvent[]> {
  const presented = await presentEventRows(db, rows, today);
  return presented.map((event, index) => ({
    event,
    revision: rows[index]!.event.revision,
    updatedAt: rows[index]!.event.updatedAt,
  }));
}

/** One published event for its `.ics` download. */
export async function getPublicCalendarEvent(
  db: DbOrTx,
  id: string,
  today = todayInAthens(),
): Promise<CalendarEvent> {
  const row = await findEventRowById(db, id);
  if (!row?.event.published) throw notFound.event();
  const [event] = await presentCalendarRows(db, [row], today);
  return event!;
}

export const PAST_EVENTS_LIMIT = 50;

/** Past published events of a venue or an artist, the most recent first; 404 for an unknown one. */
export async function listPastEvents(
  db: DbOrTx,
  by: { locationId: string } | { artistId: string },
  today = todayInAthens(),
): Promise<TEvent[]> {
  if ('locationId' in by ? !(await isVenue(db, by.locationId)) : !(await isArtist(db, by.artistId))) {
    throw 'locationId' in by ? notFound.location() : notFound.artist();
  }
  return findEvents(
    db,
    {
      before: today,
      publishedOnly: true,
      order: 'desc',
      limit: PAST_EVENTS_LIMIT,
      ...('locationId' in by ? { locationIds: [by.locationId] } : { artistIds: [by.artistId] }),
    },
    today,
  );
}

/**
 * Counts a view of a published event (once per viewer and day) and returns the new total. Without
 * a viewer key (a device beyond its address's allowance of new devices) the total is only read.
 */
export async function markEventViewed(
  db: DbOrTx,
  eventId: string,
  viewerKey: string | null,
): Promise<number> {
  if (viewerKey === null) {
    const row = await findEventRowById(db, eventId);
    if (!row?.event.published) throw notFound.event();
    return row.event.views;
  }
  const views = await recordEventView(db, { eventId, viewerKey, day: todayInAthens() });
  if (views === null) throw notFound.event();
  return views;
}

export type {
  BandMemory,
  EventQuery,
  EventRow,
  EventSearch,
  EventSearchPage,
  KnownBand,
  SearchWord,
} from './events.repository.ts';

/** How many events are published (the home page's statistics). */
export async function countPublishedEvents(db: DbOrTx): Promise<number> {
  return eventsRepository.countPublishedEvents(db);
}

/** Event rows (venue included) as `query` selects them, for feeds that present them their own way. */
export async function findEventRows(db: DbOrTx, query: EventQuery): Promise<EventRow[]> {
  return eventsRepository.findEventRows(db, query);
}

/**
 * Upcoming published events matching every search word (venue and artists included) within the
 * dates asked, best match first: one page of them and how many there are. `memory` holds what
 * earlier searches of the same meaning counted (`SearchBandsBook`).
 */
export async function searchUpcomingEventRows(
  db: DbOrTx,
  search: EventSearch,
  page: EventSearchPage,
  memory?: BandMemory,
): Promise<{ rows: EventRow[]; total: number; capped: boolean }> {
  return eventsRepository.searchEventRows(db, search, page, memory);
}

/** The plans of a search's queries (EXPLAIN; `analyze` runs them): tests and the README's figures. */
export async function explainEventSearch(
  db: DbOrTx,
  search: EventSearch,
  page: EventSearchPage,
  analyze = false,
): Promise<Array<{ count: string; page: string }>> {
  return eventsRepository.explainEventSearch(db, search, page, analyze);
}

/** One event's row (venue included), or null. */
export async function findEventRowById(db: DbOrTx, id: string): Promise<EventRow | null> {
  return eventsRepository.findEventRowById(db, id);
}

/** Forgets which device saw which event before `beforeDay`: a view counts once a day per device. */
export async function forgetEventViewersBefore(db: DbOrTx, beforeDay: string): Promise<number> {
  return deleteOldEventViews(db, beforeDay);
}

/**
 * One more view of a published event, counted without consent: no device id and no once-a-day
 * check (that needs an identifier), only the total and the day's total.
 */
export async function countAnonymousEventView(db: DbOrTx, eventId: string): Promise<number> {
  const views = await incrementEventViews(db, eventId);
  if (views === null) throw notFound.event();
  await addViewOnDay(db, eventId, todayInAthens());
  return views;
}

/** An event's views per day in `range` (days with none left out), for its partner's chart. */
export async function viewsOfEventByDay(
  db: DbOrTx,
  eventId: string,
  range: { from: string; to: string },
): ReturnType<typeof findViewsByDay> {
  return findViewsByDay(db, eventId, range);
}

/** Ids and last changes of the upcoming published events, soonest first (the sitemap). */
export async function upcomingEventStamps(
  db: DbOrTx,
  today: string,
  limit: number,
): Promise<Array<{ id: string; updatedAt: Date }>> {
  return eventsRepository.findUpcomingEventStamps(db, today, limit);
}
