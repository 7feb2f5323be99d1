/**
 * "Near me" (SPEC §9 geolocation): how far a venue is from the device, and lists ordered by it.
 * Straight-line distance on the sphere: on an island of winding roads it is a guide, not a route.
 */
import { compareEvents } from './timeline.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean radius of the Earth, in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in kilometres. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point with both coordinates known and finite, or null. */
export function knownPoint(
  point: { lat: number | null; lng: number | null } | null | undefined,
): LatLng | null {
  if (!point || point.lat == null || point.lng == null) return null;
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  return { lat: point.lat, lng: point.lng };
}

/** How far an event's venue is from `origin`; null when the venue has no coordinates. */
export function eventDistanceKm(
  event: { location: { lat: number | null; lng: number | null } | null },
  origin: LatLng,
): number | null {
  const place = knownPoint(event.location);
  return place ? distanceKm(origin, place) : null;
}

/** Nearer first; unknown distances after every known one. */
function compareDistance(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
  return a - b;
}

type SortableEvent = Parameters<typeof compareEvents>[0] & {
  location: { lat: number | null; lng: number | null } | null;
};

/**
 * The timeline sorted "near me": days stay in date order (it is a calendar), and inside each day the
 * nearest venue comes first, venues without coordinates last, then the usual start-time order.
 * Returns a new array.
 */
export function sortEventsNearFirst<E extends SortableEvent>(events: readonly E[], origin: LatLng): E[] {
  const distances = new Map(events.map((event) => [event, eventDistanceKm(event, origin)]));
  return [...events].sort((a, b) => {
    if (a.date !== b.date) return a.date < b.date ? -1 : 1;
    return compareDistance(distances.get(a) ?? null, distances.get(b) ?? null) || compareEvents(a, b);
  });
}

/** Places (map markers) nearest first, each with its distance in kilometres. Returns a new array. */
export function sortPlacesNearFirst<P extends LatLng>(
  places: readonly P[],
  origin: LatLng,
): Array<{ place: P; distanceKm: number }> {
  return places
    .map((place) => ({ place, distanceKm: distanceKm(origin, place) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
