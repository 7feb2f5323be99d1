/**
 * Upstream data shaped as the real thing: a venue's calendar export (Google Calendar style, with
 * its own VTIMEZONE, a weekly RRULE and EXDATEs), an event page with JSON-LD and microdata, a
 * Gancio `/api/events` answer and an RSS feed. Served by a local server whose answers a test
 * changes between runs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addDays, athensDateTimeToInstant, todayInAthens } from '@glentia/core';
import { type LocalService, startLocalService } from './local-service.ts';

/** A date this many days from today in Crete. */
export const day = (days: number) => addDays(todayInAthens(), days);
const compact = (date: string) => date.replaceAll('-', '');

/** Berlin is an hour behind Crete all year (both change clocks at the same instant). */
const BERLIN = `BEGIN:VTIMEZONE
TZID:Europe/Berlin
X-LIC-LOCATION:Europe/Berlin
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

export interface CalendarEvent {
  uid: string;
  /** Days from today, and the clock time in Berlin (an hour before Crete's). */
  days: number;
  berlinTime: string;
  summary: string;
  location?: string;
  status?: 'CONFIRMED' | 'CANCELLED';
  rrule?: string;
  exdates?: number[];
  sequence?: number;
}

export function calendar(events: CalendarEvent[]): string {
  const at = (days: number, time: string) => `${compact(day(days))}T${time.replace(':', '')}00`;
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Κέντρο Ο Μύλος',
    'X-WR-TIMEZONE:Europe/Berlin',
    BERLIN,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `DTSTART;TZID=Europe/Berlin:${at(event.days, event.berlinTime)}`,
      `DTEND;TZID=Europe/Berlin:${at(event.days, `${String(Number(event.berlinTime.slice(0, 2)) + 1).padStart(2, '0')}${event.berlinTime.slice(2)}`)}`,
      'DTSTAMP:20260101T000000Z',
      `UID:${event.uid}`,
      ...(event.rrule ? [`RRULE:${event.rrule}`] : []),
      ...(event.exdates ?? []).map((days) => `EXDATE;TZID=Europe/Berlin:${at(days, event.berlinTime)}`),
      `SUMMARY:${event.summary}`,
      `LOCATION:${event.location ?? ''}`,
      'DESCRIPTION:Λύρα και λαούτο\\, κρητικοί χοροί.',
      `SEQUENCE:${event.sequence ?? 0}`,
      `STATUS:${event.status ?? 'CONFIRMED'}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

export interface PageEvent {
  id: string;
  name: string;
  days: number;
  time: string;
  venue: string;
  performers?: string[];
  status?: 'EventScheduled' | 'EventCancelled';
}

/** A ticketing site's listing page: JSON-LD events in an @graph, and one more in microdata. */
export function eventPage(base: string, events: PageEvent[], microdata?: PageEvent): string {
  const graph = events.map((event) => ({
    '@type': 'MusicEvent',
    '@id': `${base}/e/${event.id}`,
    url: `${base}/e/${event.id}`,
    name: event.name,
    startDate: `${day(event.days)}T${event.time}`,
    eventStatus: `https://schema.org/${event.status ?? 'EventScheduled'}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', addressLocality: 'Ηράκλειο' },
    },
    performer: (event.performers ?? []).map((name) => ({ '@type': 'PerformingGroup', name })),
    offers: { '@type': 'Offer', price: '15', priceCurrency: 'EUR' },
  }));
  const micro = microdata
    ? `<div itemscope itemtype="https://schema.org/MusicEvent">
        <a itemprop="url" href="/e/${microdata.id}"><span itemprop="name">${microdata.name}</span></a>
        <time itemprop="startDate" datetime="${day(microdata.days)}T${microdata.time}">${day(microdata.days)}</time>
        <div itemprop="location" itemscope itemtype="https://schema.org/Place"><span itemprop="name">${microdata.venue}</span></div>
        ${(microdata.performers ?? []).map((name) => `<span itemprop="performer" itemscope itemtype="https://schema.org/Person"><span itemprop="name">${name}</span></span>`).join('')}
      </div>`
    : '';
  return `<!doctype html><html lang="el"><head><meta charset="utf-8"><title>Εισιτήρια</title>
    <script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': graph })}</script>
    </head><body><h1>Εκδηλώσεις</h1>${micro}</body></html>`;
}

export interface GancioEvent {
  id: number;
  title: string;
  days: number;
  time: string;
  place: string;
}

/** Gancio's `/api/events` answer. */
export function gancioAnswer(events: GancioEvent[]): unknown[] {
  return events.map((event) => {
    const start = athensDateTimeToInstant(day(event.days), event.time).getTime() / 1000;
    return {
      id: event.id,
      title: event.title,
      slug: event.title.toLowerCase().replace(/\s+/g, '-'),
      start_datetime: start,
      end_datetime: start + 4 * 3600,
      multidate: false,
      recurrent: null,
      parentId: null,
      online_locations: [],
      media: [],
      tags: ['γλέντι'],
      place: { id: 3, name: event.place, address: 'Ρέθυμνο' },
    };
  });
}

export interface FeedItem {
  guid: string;
  title: string;
  days: number;
  time: string;
}

/** An RSS 2.0 feed of a cultural association, each item with its date written in the text. */
export function rssFeed(items: FeedItem[]): string {
  const dmy = (date: string) => date.split('-').reverse().join('/');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Σύλλογος Ανωγείων</title><link>https://example.org/</link>
${items
  .map(
    (item) => `<item><title>${item.title}</title><link>https://example.org/${item.guid}</link>
<guid isPermaLink="false">${item.guid}</guid>
<description><![CDATA[<p>Σας περιμένουμε ${dmy(day(item.days))} ${item.time} στην πλατεία.</p>]]></description>
<pubDate>Mon, 01 Jun 2026 10:00:00 GMT</pubDate></item>`,
  )
  .join('\n')}
</channel></rss>`;
}

/** What the upstream server answers at a path (changed by the test between runs). */
export interface Answer {
  body: string;
  type: string;
  etag?: string;
  status?: number;
  /** Wait this long before answering (a slow source). */
  delayMs?: number;
  /** Close the connection without a word (a source that does not answer). */
  hangUp?: boolean;
}

export interface Upstream extends LocalService {
  answers: Map<string, Answer>;
  /** The conditional headers each request came with, by path. */
  seen: Array<{ path: string; ifNoneMatch: string | null }>;
}

export async function startUpstream(): Promise<Upstream> {
  const answers = new Map<string, Answer>();
  const seen: Upstream['seen'] = [];
  const service = await startLocalService((url, request: IncomingMessage, response: ServerResponse) => {
    const answer = answers.get(url.pathname);
    const ifNoneMatch = (request.headers['if-none-match'] as string | undefined) ?? null;
    seen.push({ path: url.pathname, ifNoneMatch });
    if (!answer) return response.writeHead(404).end('not found');
    if (answer.hangUp) return request.socket.destroy();
    const send = () => {
      if (answer.etag && ifNoneMatch === answer.etag) return response.writeHead(304).end();
      response
        .writeHead(answer.status ?? 200, {
          'content-type': answer.type,
          ...(answer.etag ? { etag: answer.etag } : {}),
        })
        .end(answer.body);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  return { ...service, answers, seen };
}
