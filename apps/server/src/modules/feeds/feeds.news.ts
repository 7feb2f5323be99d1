/** RSS 2.0 and Atom 1.0 of a feed, written by the `feed` package: one item per event, with its poster. */
import { Feed } from 'feed';
import { displayTitle } from '../events/events.presenter.ts';
import type { Feed as EventFeed } from './feeds.service.ts';

export type NewsFormat = 'rss' | 'atom';

const POSTER_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

function posterOf(image: string, publicUrl: string) {
  const url = new URL(image, `${publicUrl}/`).href;
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase() ?? '';
  return { url, type: POSTER_TYPES[extension] ?? 'image/jpeg' };
}

/** A readable line of when and where, before the event's own text. */
function summaryOf(event: EventFeed['events'][number]['event']): string {
  const when = [event.date.split('-').reverse().join('/'), event.time].filter(Boolean).join(' ');
  const where = event.location?.name;
  const who = event.artists.map((artist) => artist.name).join(', ');
  const head = [event.canceled ? 'ΑΚΥΡΩΘΗΚΕ' : null, when, where, who].filter(Boolean).join(' · ');
  return [head, event.description].filter(Boolean).join('\n\n');
}

/**
 * `selfPath` is the feed's own address (without the extension), so readers can find the other format.
 * `updated` is the latest change of its events, so an unchanged feed keeps the same bytes and ETag.
 */
export function writeNewsFeed(
  feed: EventFeed,
  format: NewsFormat,
  publicUrl: string,
  selfPath: string,
): string {
  const latest = feed.events.reduce((max, { updatedAt }) => Math.max(max, updatedAt.getTime()), 0);
  const news = new Feed({
    title: feed.title,
    description: feed.description,
    id: `${publicUrl}${feed.pagePath}`,
    link: `${publicUrl}${feed.pagePath}`,
    language: 'el',
    updated: new Date(latest || Date.UTC(2020, 0, 1)),
    generator: 'Glentia',
    // The site's icon as readers show it beside the feed (there is no /favicon.ico).
    favicon: `${publicUrl}/icons/icon-192.png`,
    copyright: 'Glentia',
    feedLinks: { rss: `${publicUrl}${selfPath}.rss`, atom: `${publicUrl}${selfPath}.atom` },
  });
  for (const { event, updatedAt } of feed.events) {
    const link = `${publicUrl}/glentia/${event.id}`;
    news.addItem({
      title: event.canceled ? `ΑΚΥΡΩΘΗΚΕ: ${displayTitle(event)}` : displayTitle(event),
      id: link,
      link,
      description: summaryOf(event),
      date: updatedAt,
      published: new Date(event.createdAt),
      ...(event.image ? { image: posterOf(event.image, publicUrl) } : {}),
    });
  }
  return format === 'rss' ? news.rss2() : news.atom1();
}
