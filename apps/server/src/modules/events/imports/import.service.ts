/**
 * `POST /api/admin/glentia/fromUrl`: an admin pastes the address of a page about an event (a
 * ticketing site, a venue's page); Glentia reads it and saves a draft for the admin to review.
 */
import {
  type Actor,
  athensWallClock,
  findBestNameMatch,
  floorToQuarterHour,
  isValidDate,
  nearestDuration,
  type TEventDraft,
  type TImportResult,
  todayInAthens,
} from '@glentia/core';
import { requireAccess } from '../../../lib/access.ts';
import { BadRequestError } from '../../../lib/errors.ts';
import { type SafeFetchOptions, safeFetch } from '../../../lib/outbound/safe-fetch.ts';
import { listArtistNames } from '../../artists/artists.service.ts';
import { listVenueNames } from '../../locations/locations.service.ts';
import type { WriteContext } from '../events.write.service.ts';
import { saveDraftEvent } from './draft.service.ts';
import { type PageEvent, readEventPage } from './page-reader.ts';

const notAPage = () =>
  new BadRequestError(
    { el: 'Η διεύθυνση δεν είναι ιστοσελίδα.', en: 'The address is not a web page.' },
    'URL_NOT_A_PAGE',
  );

const noEvent = () =>
  new BadRequestError(
    {
      el: 'Η σελίδα δεν περιγράφει κάποιο γλέντι (δεν βρέθηκαν στοιχεία schema.org ή Open Graph).',
      en: 'The page does not describe an event (no schema.org or Open Graph data was found).',
    },
    'NO_EVENT_FOUND',
  );

/** A page's date and time as a Crete date and clock time. */
export function athensDateAndTime(value: string | null): { date: string | null; time: string | null } {
  if (!value) return { date: null, time: null };
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return { date: isValidDate(text) ? text : null, time: null };
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(text);
  if (local) return { date: isValidDate(local[1]!) ? local[1]! : null, time: floorToQuarterHour(local[2]!) };
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return { date: null, time: null };
  const wall = athensWallClock(instant).toISOString();
  return { date: todayInAthens(instant), time: floorToQuarterHour(wall.slice(11, 16)) };
}

function durationBetween(start: string | null, end: string | null): number | null {
  if (!start || !end || !start.includes('T') || !end.includes('T')) return null;
  const hours = (new Date(end).getTime() - new Date(start).getTime()) / 3_600_000;
  return Number.isFinite(hours) && hours > 0 && hours <= 24 ? nearestDuration(hours) : null;
}

/** Turns what a page says into a draft: the venue and performers matched to known ones by name. */
export async function draftFromPage(ctx: Pick<WriteContext, 'db'>, page: PageEvent): Promise<TEventDraft> {
  const [venues, knownArtists] = await Promise.all([listVenueNames(ctx.db), listArtistNames(ctx.db)]);
  const venueName = page.locationName ?? page.siteName;
  const venue = venueName ? findBestNameMatch(venues, venueName) : null;
  const artistIds: string[] = [];
  const artistNames: string[] = [];
  for (const name of page.performerNames.slice(0, 30)) {
    const known = findBestNameMatch(knownArtists, name);
    if (known && !artistIds.includes(known.id)) artistIds.push(known.id);
    else if (!known) artistNames.push(name);
  }
  const { date, time } = athensDateAndTime(page.startDate);
  return {
    title: page.title,
    date,
    time,
    duration: durationBetween(page.startDate, page.endDate),
    description: page.description,
    locationId: venue?.id ?? null,
    locationName: venue ? null : (page.locationName ?? null),
    artistIds,
    artistNames,
    imageUrl: page.imageUrl,
  };
}

function decode(body: Buffer, contentType: string): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  const sniffed = /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? sniffed ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

export async function importEventFromUrl(
  ctx: WriteContext,
  actor: Actor,
  url: string,
  options: { fetchOptions?: SafeFetchOptions; today?: string } = {},
): Promise<TImportResult> {
  const caller = requireAccess(actor, 'moderate', 'events');
  const fetchOptions = options.fetchOptions ?? {};
  const response = await safeFetch(url, {
    ...fetchOptions,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  });
  if (!/html|xml/i.test(response.contentType)) throw notAPage();
  const page = readEventPage(decode(response.body, response.contentType), response.url);
  if (!page) throw noEvent();
  const draft = await draftFromPage(ctx, page);
  return saveDraftEvent(ctx, caller, draft, {
    source: page.source,
    fetchOptions,
    ...(options.today ? { today: options.today } : {}),
  });
}
