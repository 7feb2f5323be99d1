import {
  addMonths,
  eventPlacesArea,
  inMapBox,
  MAP_CELL_PX,
  MAP_EVERY_VENUE_ZOOM,
  mapBlocksBox,
  mapBoxAround,
  roundMapDegrees,
  sortPlacesNearFirst,
  type TEventPlace,
  type TEventPlaceGroup,
  type TEventPlaceList,
  type TEventPlaceListQuery,
  type TEventPlaces,
  type TEventPlacesQuery,
  type TLocationSummary,
  todayInAthens,
  toMapPixel,
} from '@glentia/core';
import type { NameBook } from '../search/name-book.ts';
import type { VenueNights } from './events.repository.ts';
import type { VenueNightsBook } from './venue-nights.ts';

/**
 * Where the map reads: the venues from the names search keeps in the process (every venue with
 * its summary and place, read again only when one changes), and their published nights from
 * `nights` (kept in the process too, but for an artist's).
 */
export interface PlacesSource {
  names: Pick<NameBook, 'venuesById'>;
  nights: Pick<VenueNightsBook, 'count'>;
}

type PlacesFilter = Pick<TEventPlacesQuery, 'from' | 'to' | 'county' | 'artist' | 'location'>;

/** A filter's range: from today, to two months after its first day, unless it says otherwise. */
function rangeOf(query: PlacesFilter, today: string): { from: string; to: string } {
  const from = query.from ?? today;
  return { from, to: query.to ?? addMonths(from, 2) };
}

/** A venue with a place and the filter's events there: what the map gathers into cells. */
interface VenuePoint extends VenueNights {
  lat: number;
  lng: number;
  location: TLocationSummary;
}

/**
 * The venues with a place holding events of a filter (range defaulting to today → two months after
 * `from`), of its counties when it names any. Made for every question on the map, so it makes one
 * object a venue with nights and nothing for the rest.
 */
async function venuePoints(
  { names, nights: book }: PlacesSource,
  query: PlacesFilter,
  today: string,
): Promise<VenuePoint[]> {
  const range = rangeOf(query, today);
  const [venues, nights] = await Promise.all([
    names.venuesById(),
    book.count({ ...range, artistIds: query.artist, locationIds: query.location }),
  ]);
  const points: VenuePoint[] = [];
  for (const { id, count, first } of nights) {
    const venue = venues.get(id);
    if (!venue || venue.lat === null || venue.lng === null) continue;
    if (query.county?.length && (venue.county === null || !query.county.includes(venue.county))) continue;
    points.push({ id, count, first, lat: venue.lat, lng: venue.lng, location: venue });
  }
  return points;
}

/**
 * Ids and dates in the order of their characters' codes: the same order as `localeCompare` for
 * these (digits, small Latin letters and hyphens at the same places), without a collator's cost
 * on every comparison of the 2,000 venues a list sorts at 100,000 events.
 */
const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The points as the answer's places, in the points' order. */
const asPlaces = (points: readonly VenuePoint[]): TEventPlace[] =>
  points.map(({ location, count, first }) => ({ location, count, first }));

const samePoint = (a: VenuePoint, b: VenuePoint) =>
  Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lng - b.lng) < 1e-5;

/** The venues of one cell as one marker: their middle, their counts, and the box to zoom into. */
function groupOf(cell: readonly VenuePoint[]): TEventPlaceGroup {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const bounds = mapBoxAround(cell);
  return {
    lat: roundMapDegrees(mean(cell.map((point) => point.lat))),
    lng: roundMapDegrees(mean(cell.map((point) => point.lng))),
    venues: cell.length,
    count: cell.reduce((sum, point) => sum + point.count, 0),
    first: cell.reduce((soonest, point) => (point.first < soonest ? point.first : soonest), cell[0]!.first),
    bounds: {
      west: roundMapDegrees(bounds.west),
      south: roundMapDegrees(bounds.south),
      east: roundMapDegrees(bounds.east),
      north: roundMapDegrees(bounds.north),
    },
  };
}

/**
 * The map's answer for an area and zoom (issue 35): the venues of the area gathered into cells of
 * `MAP_CELL_PX`, a cell of one venue (or of venues at one point) answered with the venues, a cell
 * of several as a group to zoom into. It holds at most a cell per 64×64 pixels of the area,
 * whatever the island's venues or nights; `total` counts the filter's events everywhere.
 */
export async function listPublicEventPlaces(
  source: PlacesSource,
  query: TEventPlacesQuery,
  today = todayInAthens(),
): Promise<TEventPlaces> {
  const points = await venuePoints(source, query, today);
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const area = eventPlacesArea(query);
  const box = mapBlocksBox(area);
  const cells = new Map<string, VenuePoint[]>();
  for (const point of points) {
    if (!inMapBox(box, point.lat, point.lng)) continue;
    const { x, y } = toMapPixel(point.lat, point.lng, area.zoom);
    const key = `${Math.floor(x / MAP_CELL_PX)}:${Math.floor(y / MAP_CELL_PX)}`;
    const cell = cells.get(key);
    if (cell) cell.push(point);
    else cells.set(key, [point]);
  }
  const alone: VenuePoint[] = [];
  const groups: TEventPlaceGroup[] = [];
  for (const cell of cells.values()) {
    const together = area.zoom >= MAP_EVERY_VENUE_ZOOM || cell.every((point) => samePoint(point, cell[0]!));
    if (together) alone.push(...cell);
    else groups.push(groupOf(cell));
  }
  const places = asPlaces(alone);
  places.sort(
    (a, b) =>
      a.location.name.localeCompare(b.location.name, 'el') || a.location.id.localeCompare(b.location.id),
  );
  groups.sort((a, b) => b.count - a.count || a.lat - b.lat || a.lng - b.lng);
  return { places, groups, total };
}

/**
 * The map as a list (its markers' equal for keyboards and screen readers), a page at a time:
 * nearest first from `near`, or the soonest glenti first.
 */
export async function listPublicEventPlaceList(
  source: PlacesSource,
  query: TEventPlaceListQuery,
  today = todayInAthens(),
): Promise<TEventPlaceList> {
  const end = query.offset + query.limit;
  // In id order first, so places as near or as soon as each other keep one order across pages.
  const points = (await venuePoints(source, query, today)).sort((a, b) => byCode(a.id, b.id));
  const ordered = query.near
    ? sortPlacesNearFirst(points, query.near).map(({ place }) => place)
    : points.sort((a, b) => byCode(a.first, b.first) || b.count - a.count || byCode(a.id, b.id));
  return {
    places: asPlaces(ordered.slice(query.offset, end)),
    next: end < ordered.length ? end : null,
  };
}
