/**
 * SPEC §2 Map page: "markers grouped by coordinates". Every event is placed at its venue; venues at
 * the same point share one marker, whose dialog lists all their events.
 */
import { compareEvents, type TListedEvent, type TLocationSummary } from '@glentia/core';

export interface PlaceGroup {
  /** Stable key of the point, from its rounded coordinates. */
  key: string;
  lat: number;
  lng: number;
  /** The venues at this point (usually one), in the order their first event comes. */
  venues: TLocationSummary[];
  /** Their events, soonest first. */
  events: TListedEvent[];
}

/** Coordinates closer than about a metre are the same place. */
const PRECISION = 5;

export function placeKey(lat: number, lng: number): string {
  return `${lat.toFixed(PRECISION)},${lng.toFixed(PRECISION)}`;
}

/** Events grouped by the coordinates of their venue; events without a known place are left out. */
export function groupEventsByPlace(events: readonly TListedEvent[]): PlaceGroup[] {
  const groups = new Map<string, PlaceGroup>();
  for (const event of [...events].sort(compareEvents)) {
    const location = event.location;
    if (!location || location.lat == null || location.lng == null) continue;
    if (!Number.isFinite(location.lat) || !Number.isFinite(location.lng)) continue;
    const key = placeKey(location.lat, location.lng);
    let group = groups.get(key);
    if (!group) {
      group = { key, lat: location.lat, lng: location.lng, venues: [], events: [] };
      groups.set(key, group);
    }
    if (!group.venues.some((venue) => venue.id === location.id)) group.venues.push(location);
    group.events.push(event);
  }
  return [...groups.values()];
}
