/**
 * RSS 2.0 and Atom 1.0 of a feed, written by the `feed` package: one item per event, with its poster.
 * Texts people typed (titles, descriptions, venue and artist names) are plain text: where a format
 * reads a field as HTML (RSS `<description>`, Atom's `type="html"` title and summary) they are
 * escaped, so a reader shows them as typed and never as links, pictures or scripts.
 */
import { Feed } from 'feed';
import { escapeHtml, plainTextToHtml } from '../../lib/html.ts';
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

/**
 * Text XML 1.0 can carry: control characters it forbids (a vertical tab pasted from a word
 * processor, say) become spaces or go, so one typed character never makes a whole feed unreadable.
 */
export function xmlText(text: string): string {
  return (
    text
      .replace(/[\v\f]/g, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
  );
}

/**
 * A plain-text title inside the CDATA section RSS titles are written in: the writer splits only
 * the first `]]>`, so every one is kept from ending the section (a space inside it).
 */
function rssTitle(text: string): string {
  return xmlText(text).replaceAll(']]>', ']] >');
}

/** A readable line of when and where, before the event's own text: HTML of escaped plain text. */
export function summaryHtml(event: EventFeed['events'][number]['event']): string {
  const when = [event.date.split('-').reverse().join('/'), event.time].filter(Boolean).join(' ');
  const where = event.location?.name;
  const who = event.artists.map((artist) => artist.name).join(', ');
  const head = [event.canceled ? 'ΑΚΥΡΩΘΗΚΕ' : null, when, where, who].filter(Boolean).join(' · ');
  return [head, event.description]
    .filter((part): part is string => Boolean(part))
    .map((part) => plainTextToHtml(xmlText(part)))
    .join('<br>\n<br>\n');
}

export interface NewsFeedOptions {
  format: NewsFormat;
  publicUrl: string;
  /** The feed's own address in each format, so readers can find the other one. */
  selfUrl: (format: NewsFormat) => string;
  /** The Atom feed's id; the selection's page by default (a private feed has its own). */
  id?: string;
}

/** Greek first: the language of the feeds' own words and of most events. */
const FEED_LANGUAGE = 'el';

/**
 * RSS 2.0 or Atom 1.0 of a feed. `updated` is the latest change of its events, so an unchanged
 * feed keeps the same bytes and ETag.
 */
export function writeNewsFeed(feed: EventFeed, options: NewsFeedOptions): string {
  const { format, publicUrl, selfUrl } = options;
  const latest = feed.events.reduce((max, { updatedAt }) => Math.max(max, updatedAt.getTime()), 0);
  const news = new Feed({
    title: xmlText(feed.title),
    description: xmlText(feed.description),
    id: options.id ?? `${publicUrl}${feed.pagePath}`,
    link: `${publicUrl}${feed.pagePath}`,
    // Atom requires an author on the feed or on every entry (RFC 4287 §4.1.1): Glentia gathers them.
    author: { name: 'Glentia', link: `${publicUrl}/` },
    language: FEED_LANGUAGE,
    updated: new Date(latest || Date.UTC(2020, 0, 1)),
    generator: 'Glentia',
    // The site's icon as readers show it beside the feed (there is no /favicon.ico).
    favicon: `${publicUrl}/icons/icon-192.png`,
    copyright: 'Glentia',
    feedLinks: { rss: selfUrl('rss'), atom: selfUrl('atom') },
  });
  for (const { event, updatedAt } of feed.events) {
    const link = `${publicUrl}/glentia/${event.id}`;
    const title = event.canceled ? `ΑΚΥΡΩΘΗΚΕ: ${displayTitle(event)}` : displayTitle(event);
    news.addItem({
      // RSS titles are plain text; Atom's are written as `type="html"`, so they are escaped there.
      title: format === 'atom' ? escapeHtml(xmlText(title)) : rssTitle(title),
      // The event's page is its permanent id: RSS's guid (isPermaLink) and Atom's id.
      link,
      description: summaryHtml(event),
      date: updatedAt,
      published: new Date(event.createdAt),
      ...(event.image ? { image: posterOf(event.image, publicUrl) } : {}),
    });
  }
  if (format === 'rss') return news.rss2();
  // The feed's language for Atom readers (xml:lang), as RSS has its <language>.
  return news
    .atom1()
    .replace(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${FEED_LANGUAGE}">`,
    );
}
