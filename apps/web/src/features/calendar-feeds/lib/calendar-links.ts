/**
 * Addresses of calendar subscriptions (the server's `/feeds/...`) and of Google Calendar's pages:
 * `webcal://` opens the device's own calendar app (Apple's, and Android apps that take it); Google
 * Calendar subscribes by URL through its `cid` link, and adds one event through its template link.
 */
import { addDays, COUNTY_NAMES, type TEvent } from '@glentia/core';

export type FeedFormat = 'ics' | 'rss' | 'atom';

/** A feed: its path without extension (`/feeds/location/{id}`) and, for a saved search, its query. */
export interface FeedRef {
  path: string;
  query?: string;
}

/** The https address of a feed in one format. */
export function feedUrl(feed: FeedRef, format: FeedFormat, origin: string): string {
  const search = feed.query ? `?${new URLSearchParams({ query: feed.query })}` : '';
  return `${origin}${feed.path}.${format}${search}`;
}

/** The same address for calendar apps: `webcal://` in place of `https://` (or `http://`). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** Google Calendar's "add calendar by URL" link. */
export function googleSubscribeUrl(url: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(url))}`;
}

/** Devices whose calendar app takes `webcal://` links: Apple's, and Android's calendar apps. */
export function handlesWebcal(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh|Mac OS X|Android/i.test(userAgent);
}

const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** `dates` of the template: instants in UTC, or whole days (end exclusive) when no time is known. */
function googleDates(event: Pick<TEvent, 'date' | 'startAt' | 'endAt' | 'duration'>): string {
  if (!event.startAt)
    return `${event.date.replaceAll('-', '')}/${addDays(event.date, 1).replaceAll('-', '')}`;
  const end =
    event.endAt ??
    new Date(new Date(event.startAt).getTime() + (event.duration ?? 4) * 3_600_000).toISOString();
  return `${utcStamp(event.startAt)}/${utcStamp(end)}`;
}

/** Google Calendar's "add this event" page, filled in with the event. */
export function googleEventUrl(
  event: Pick<TEvent, 'id' | 'date' | 'startAt' | 'endAt' | 'duration' | 'description' | 'location'>,
  title: string,
  origin: string,
): string {
  const page = `${origin}/glentia/${event.id}`;
  const location = event.location
    ? [event.location.name, event.location.county ? COUNTY_NAMES[event.location.county].el : null]
        .filter(Boolean)
        .join(', ')
    : '';
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: googleDates(event),
    details: [event.description, page].filter(Boolean).join('\n\n'),
    location,
    ctz: 'Europe/Athens',
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
