/**
 * The schedule widget's data (`GET /api/public/widget`): the next nights of one venue, artist,
 * county or saved search, as the feeds choose them, but at most WIDGET_EVENT_LIMIT and in the
 * reader's language (names in Latin letters for English). Nothing about the reader is read.
 */
import {
  COUNTY_NAMES,
  englishName,
  type TWidget,
  type TWidgetQuery,
  todayInAthens,
  WIDGET_EVENT_LIMIT,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { displayTitle } from '../events/events.presenter.ts';
import { artistFeed, countyFeed, type Feed, locationFeed, searchFeed } from './feeds.service.ts';

function feedOf(db: DbOrTx, query: TWidgetQuery, today: string): Promise<Feed> {
  if (query.venue) return locationFeed(db, query.venue, today, WIDGET_EVENT_LIMIT);
  if (query.artist) return artistFeed(db, query.artist, today, WIDGET_EVENT_LIMIT);
  if (query.county) return countyFeed(db, query.county.toLowerCase(), today, WIDGET_EVENT_LIMIT);
  return searchFeed(db, query.query ?? '{}', today, WIDGET_EVENT_LIMIT);
}

/** The cache key of one widget's answer: the same selection and language share one entry. */
export function widgetCacheKey(query: TWidgetQuery): string {
  return `widget:${JSON.stringify([query.venue, query.artist, query.county, query.query, query.lang])}`;
}

export async function widgetOf(
  db: DbOrTx,
  query: TWidgetQuery,
  publicUrl: string,
  today = todayInAthens(),
): Promise<TWidget> {
  const feed = await feedOf(db, query, today);
  const english = query.lang === 'en';
  const named = (name: string) => (english ? englishName(name) : name);
  const name = query.county
    ? COUNTY_NAMES[query.county][query.lang]
    : feed.name
      ? named(feed.name)
      : english
        ? 'Search'
        : 'Αναζήτηση';
  return {
    name,
    url: `${publicUrl}${feed.pagePath}`,
    events: feed.events.map(({ event }) => ({
      id: event.id,
      date: event.date,
      time: event.time,
      title: named(displayTitle(event)),
      artists: event.artists.map((artist) => named(artist.name)),
      venue: event.location ? named(event.location.name) : null,
      canceled: event.canceled,
      url: `${publicUrl}/glentia/${event.id}`,
    })),
  };
}
