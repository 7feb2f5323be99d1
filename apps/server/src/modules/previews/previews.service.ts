/** Finds what a shared link describes and builds its preview; unknown ids have none. */
import { todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { type Language, pageAddress } from '../../lib/language.ts';
import { artistStamps, getArtist } from '../artists/artists.service.ts';
import { getPublicEvent, upcomingEventStamps } from '../events/events.service.ts';
import { findVenue, getLocation, venueStamps } from '../locations/locations.service.ts';
import { artistPageMeta, eventPageMeta, locationPageMeta, type PageMeta } from './previews.meta.ts';
import { SITEMAP_LIMIT, type SitemapEntry, sitemapXml } from './previews.sitemap.ts';
import type { ShareImages } from './share-images.ts';

export type PreviewKind = 'event' | 'location' | 'artist';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `null` for ids that are not ours to describe (malformed, unknown, or an unpublished event). */
async function nullWhenMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** The pictures a page names: its own (a JPEG copy first), or Glentia's share card. */
async function withImages(
  meta: PageMeta | null,
  publicUrl: string,
  images: ShareImages,
): Promise<PageMeta | null> {
  if (!meta) return null;
  if (!meta.image) return { ...meta, images: [await images.card()] };
  const own = `${publicUrl}/uploads/`;
  const stored = meta.image.startsWith(own) ? meta.image.slice(publicUrl.length) : meta.image;
  return { ...meta, images: await images.forStored(stored) };
}

export async function findPageMeta(
  db: DbOrTx,
  kind: PreviewKind,
  id: string,
  publicUrl: string,
  images: ShareImages,
  language: Language = 'el',
): Promise<PageMeta | null> {
  return withImages(await findTextMeta(db, kind, id, publicUrl, language), publicUrl, images);
}

async function findTextMeta(
  db: DbOrTx,
  kind: PreviewKind,
  id: string,
  publicUrl: string,
  language: Language,
): Promise<PageMeta | null> {
  if (!UUID.test(id)) return null;
  switch (kind) {
    case 'event': {
      const event = await nullWhenMissing(() => getPublicEvent(db, id));
      if (!event) return null;
      const venueId = event.location?.id;
      const venue = venueId ? await findVenue(db, venueId) : null;
      return eventPageMeta(event, publicUrl, venue?.meta?.formatted_address ?? null, language);
    }
    case 'location': {
      const location = await nullWhenMissing(() => getLocation(db, id));
      return (
        location && {
          ...locationPageMeta(location, publicUrl, language),
          feed: `${publicUrl}/feeds/location/${id}`,
        }
      );
    }
    case 'artist': {
      const artist = await nullWhenMissing(() => getArtist(db, id));
      return (
        artist && { ...artistPageMeta(artist, publicUrl, language), feed: `${publicUrl}/feeds/artist/${id}` }
      );
    }
  }
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The sitemap: home, the search page, upcoming public events, then venues and artists. */
export async function buildSitemap(db: DbOrTx, publicUrl: string, today = todayInAthens()): Promise<string> {
  const [eventRows, locationRows, artistRows] = await Promise.all([
    upcomingEventStamps(db, today, SITEMAP_LIMIT),
    venueStamps(db, SITEMAP_LIMIT),
    artistStamps(db, SITEMAP_LIMIT),
  ]);
  const entries: SitemapEntry[] = [
    { loc: `${publicUrl}/`, changefreq: 'hourly', priority: 1 },
    { loc: `${publicUrl}/glentia`, changefreq: 'hourly', priority: 0.9 },
    ...eventRows.map((row) => ({
      loc: `${publicUrl}/glentia/${row.id}`,
      lastmod: day(row.updatedAt),
      changefreq: 'daily' as const,
      priority: 0.8,
    })),
    ...locationRows.map((row) => ({
      loc: `${publicUrl}/location/${row.id}`,
      lastmod: day(row.updatedAt),
      changefreq: 'weekly' as const,
      priority: 0.6,
    })),
    ...artistRows.map((row) => ({
      loc: `${publicUrl}/artist/${row.id}`,
      lastmod: day(row.updatedAt),
      changefreq: 'weekly' as const,
      priority: 0.6,
    })),
  ];
  // Each page in Greek (its own address) and in English (`?lang=en`), Greek the default.
  return sitemapXml(
    entries.map((entry) => ({ ...entry, alternates: { el: entry.loc, en: pageAddress(entry.loc, 'en') } })),
  );
}
