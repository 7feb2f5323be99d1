/**
 * Finding a new venue by name or address for the new-venue flow (SPEC §2). The configured place
 * provider is asked first, held to Crete unless relaxed; with no provider, or none answering, the
 * venues Glentia already knows are searched instead and the answer says so.
 */
import {
  type Actor,
  CRETE_BOUNDS,
  isSameName,
  matchesSearch,
  type TPlaceResult,
  type TPlaceSearchQuery,
  type TPlaceSearchResult,
} from '@glentia/core';
import { requireAccess } from '../../lib/access.ts';
import type { AppContext } from '../../lib/context.ts';
import { listVenueRows } from '../locations/locations.service.ts';
import { searchNominatim } from './nominatim.client.ts';

const MAX_RESULTS = 8;

export async function searchPlaces(
  ctx: Pick<AppContext, 'db' | 'config' | 'outbound'>,
  actor: Actor,
  query: TPlaceSearchQuery,
  options: { language?: string; log?: (error: unknown) => void } = {},
): Promise<TPlaceSearchResult> {
  requireAccess(actor, 'contribute', 'events');
  const venues = await listVenueRows(ctx.db);
  const { places } = ctx.config;
  if (places.url) {
    try {
      const found = await searchNominatim({
        baseUrl: places.url,
        query: query.query,
        bounds: CRETE_BOUNDS,
        strict: places.creteOnly || !query.relaxed,
        language: options.language === 'en' ? 'en,el' : 'el,en',
        userAgent: `Glentia/1.0 (+${ctx.config.publicUrl})`,
        limit: MAX_RESULTS,
        policy: ctx.outbound,
      });
      return {
        source: 'places',
        places: found.map((place) => ({
          ...place,
          locationId: venues.find((venue) => isSameName(venue.name, place.name))?.id ?? null,
        })),
      };
    } catch (error) {
      options.log?.(error);
    }
  }
  const known: TPlaceResult[] = venues
    .filter((venue) => matchesSearch(venue.name, query.query))
    .slice(0, MAX_RESULTS)
    .map((venue) => ({
      name: venue.name,
      lat: venue.lat,
      lng: venue.lng,
      postalCode: venue.postalCode,
      county: venue.county,
      address: venue.meta?.formatted_address ?? null,
      locationId: venue.id,
    }));
  return { source: 'known-venues', places: known };
}
