/**
 * A Nominatim-compatible place search (OpenStreetMap's own, or any server speaking its
 * `/search?format=jsonv2` API). Results are mapped to new-venue drafts. The request goes through
 * the outbound policy, so `PLACES_URL` too must be a public address.
 */
import { type Bounds, countyOfPlace, isWithinBounds, type TPlaceResult } from '@glentia/core';
import { z } from 'zod';
import { jsonBody, type OutboundPolicy, outboundRequest } from '../../lib/outbound/outbound-request.ts';

/** The parts of a Nominatim `jsonv2` result Glentia reads. */
const ZNominatimPlace = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  name: z.string().nullish(),
  display_name: z.string(),
  address: z.record(z.string(), z.string()).nullish(),
});
const ZNominatimAnswer = z.array(ZNominatimPlace);
type NominatimPlace = z.infer<typeof ZNominatimPlace>;

export interface PlaceSearchRequest {
  baseUrl: string;
  query: string;
  bounds: Bounds;
  /** Only results inside the bounds (SPEC §5 "strict"). */
  strict: boolean;
  language: string;
  userAgent: string;
  timeoutMs?: number;
  limit?: number;
  /** The outbound policy's code-level side (tests: the stand-in's port); production passes nothing. */
  policy?: OutboundPolicy;
}

/** Drops the last, most general parts of an address ("Κρήτη, Ελλάδα") from a display name. */
function shortName(place: NominatimPlace): string {
  return place.name?.trim() || place.display_name.split(',')[0]!.trim();
}

export function toPlaceResult(place: NominatimPlace): Omit<TPlaceResult, 'locationId'> {
  const address = place.address ?? {};
  const postalCode = address.postcode?.replace(/\s+/g, '') || null;
  return {
    name: shortName(place).slice(0, 120),
    lat: place.lat,
    lng: place.lon,
    postalCode: postalCode && postalCode.length <= 10 ? postalCode : null,
    county: countyOfPlace(
      [address.state_district, address.county, address.municipality, address.city],
      postalCode,
    ),
    address: place.display_name,
  };
}

/** Asks the provider; throws when it cannot be reached or answers something else. */
export async function searchNominatim(
  request: PlaceSearchRequest,
): Promise<Array<Omit<TPlaceResult, 'locationId'>>> {
  const { bounds } = request;
  const url = new URL(`${request.baseUrl}/search`);
  url.searchParams.set('q', request.query);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', String(request.limit ?? 8));
  url.searchParams.set('accept-language', request.language);
  // Nominatim's viewbox is west,north,east,south; `bounded` keeps results inside it.
  url.searchParams.set('viewbox', `${bounds.west},${bounds.north},${bounds.east},${bounds.south}`);
  if (request.strict) {
    url.searchParams.set('bounded', '1');
    url.searchParams.set('countrycodes', 'gr');
  }
  const response = await outboundRequest(url, {
    ...request.policy,
    headers: { accept: 'application/json', 'user-agent': request.userAgent },
    timeoutMs: request.timeoutMs ?? 5_000,
    maxBytes: 1024 * 1024,
  });
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`place search answered ${response.status}`);
  }
  const places = ZNominatimAnswer.parse(jsonBody(response)).map(toPlaceResult);
  return request.strict
    ? places.filter((place) => isWithinBounds({ lat: place.lat!, lng: place.lng! }, bounds))
    : places;
}
