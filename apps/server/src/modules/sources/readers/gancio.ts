/**
 * Gancio, the open events agenda: `GET /api/events` answers the public events as JSON, each with
 * its id, title, start and end as Unix seconds, place (name, address) and tags. An event taken
 * down there is simply no longer listed.
 */
import { plainText } from '../../events/imports/page-reader.ts';
import {
  cleanText,
  creteDateTime,
  hoursBetween,
  httpsUrl,
  UnreadableSourceError,
  type UpstreamEvent,
} from './upstream.ts';

interface GancioEvent {
  id?: unknown;
  slug?: unknown;
  title?: unknown;
  description?: unknown;
  start_datetime?: unknown;
  end_datetime?: unknown;
  place?: { name?: unknown; address?: unknown } | null;
}

const seconds = (value: unknown) => (typeof value === 'number' && value > 0 ? new Date(value * 1000) : null);

/** The address Gancio's API is asked at: the guide's own address, or its /api/events given whole. */
export function gancioApiUrl(url: string, from: Date): string {
  const address = new URL(url);
  if (!/\/api\/events\/?$/.test(address.pathname))
    address.pathname = `${address.pathname.replace(/\/$/, '')}/api/events`;
  if (!address.searchParams.has('start'))
    address.searchParams.set('start', String(Math.floor(from.getTime() / 1000)));
  return address.toString();
}

/** The events of a Gancio answer. */
export function readGancio(json: string, apiUrl: string): UpstreamEvent[] {
  let list: unknown;
  try {
    list = JSON.parse(json);
  } catch {
    throw new UnreadableSourceError('not JSON');
  }
  if (!Array.isArray(list)) throw new UnreadableSourceError('not a list of events');
  const base = new URL('/', apiUrl);
  const found: UpstreamEvent[] = [];
  for (const raw of list as GancioEvent[]) {
    const start = seconds(raw?.start_datetime);
    const when = start ? creteDateTime(start) : null;
    if (!when || (typeof raw.id !== 'number' && typeof raw.id !== 'string')) continue;
    const slug = typeof raw.slug === 'string' && raw.slug ? raw.slug : String(raw.id);
    found.push({
      upstreamId: String(raw.id),
      title: cleanText(typeof raw.title === 'string' ? plainText(raw.title) : null, 200),
      date: when.date,
      time: when.time,
      duration: hoursBetween(start, seconds(raw.end_datetime)),
      description: cleanText(typeof raw.description === 'string' ? plainText(raw.description) : null),
      venueName: cleanText(raw.place?.name, 120),
      artistNames: [],
      url: httpsUrl(`/event/${encodeURIComponent(slug)}`, base.toString()),
      canceled: false,
    });
  }
  return found;
}
