/**
 * SPEC §2 Map page: "markers grouped by coordinates". Every venue with events is placed at its
 * point; venues at the same point share one marker, whose dialog lists all their events. Venues
 * the server found too close to tell apart at the map's zoom come as a crowd, whose marker zooms in.
 */
import {
  type MapBox,
  mapBoxAround,
  type TEventPlace,
  type TEventPlaceGroup,
  type TLocationSummary,
} from '@glentia/core';

export interface PlaceGroup {
  /** Stable key of the point, from its rounded coordinates. */
  key: string;
  lat: number;
  lng: number;
  /** The venues at this point (usually one), the one with the soonest event first. */
  venues: TLocationSummary[];
  /** How many events they hold under the map's filter. */
  count: number;
  /**
   * Venues too close together at this zoom, counted but not named (beside `venues`, if any): the
   * marker zooms into `bounds` instead of listing events.
   */
  crowd?: { venues: number; bounds: MapBox };
}

/** Coordinates closer than about a metre are the same place. */
const PRECISION = 5;

export function placeKey(lat: number, lng: number): string {
  return `${lat.toFixed(PRECISION)},${lng.toFixed(PRECISION)}`;
}

/**
 * Venues grouped by their coordinates, with their counts added (venues without a known place are
 * left out), then the crowds.
 */
export function groupPlaces(
  places: readonly TEventPlace[],
  crowds: readonly TEventPlaceGroup[] = [],
): PlaceGroup[] {
  const groups = new Map<string, PlaceGroup>();
  const soonestFirst = [...places].sort((a, b) => a.first.localeCompare(b.first));
  for (const { location, count } of soonestFirst) {
    if (location.lat == null || location.lng == null) continue;
    if (!Number.isFinite(location.lat) || !Number.isFinite(location.lng)) continue;
    const key = placeKey(location.lat, location.lng);
    let group = groups.get(key);
    if (!group) {
      group = { key, lat: location.lat, lng: location.lng, venues: [], count: 0 };
      groups.set(key, group);
    }
    if (!group.venues.some((venue) => venue.id === location.id)) group.venues.push(location);
    group.count += count;
  }
  const crowdGroups = crowds.map(({ lat, lng, venues, count, bounds }) => ({
    key: `crowd:${placeKey(lat, lng)}`,
    lat,
    lng,
    venues: [],
    count,
    crowd: { venues, bounds },
  }));
  return [...groups.values(), ...crowdGroups];
}

/** The corners of a crowd's box, or a named group's point: what its venues span. */
function cornersOf(group: PlaceGroup): Array<{ lat: number; lng: number }> {
  if (!group.crowd) return [group];
  const { west, south, east, north } = group.crowd.bounds;
  return [
    { lat: south, lng: west },
    { lat: north, lng: east },
  ];
}

/** The crowd of groups joined under one marker, if any of them is one: all their venues, counted. */
function joinedCrowd(members: readonly PlaceGroup[]): PlaceGroup['crowd'] {
  if (!members.some((member) => member.crowd)) return undefined;
  return {
    venues: members.reduce((sum, member) => sum + (member.crowd?.venues ?? 0) + member.venues.length, 0),
    bounds: mapBoxAround(members.flatMap(cornersOf)),
  };
}

/**
 * The groups as markers that never cover each other: a marker is a square target of `size` px,
 * and a group whose marker would overlap an earlier one's (closer than `size` both across and
 * down, at the map's zoom) joins it, its venues listed in that marker's dialog. The soonest
 * group keeps its place. `point` is a group's position on the screen in pixels.
 */
export function joinOverlapping(
  groups: readonly PlaceGroup[],
  point: (group: PlaceGroup) => { x: number; y: number },
  size: number,
): PlaceGroup[] {
  const markers: Array<{ x: number; y: number; members: PlaceGroup[] }> = [];
  for (const group of groups) {
    const { x, y } = point(group);
    const near = markers.find((marker) => Math.abs(marker.x - x) < size && Math.abs(marker.y - y) < size);
    if (near) near.members.push(group);
    else markers.push({ x, y, members: [group] });
  }
  return markers.map(({ members }) => {
    const [first, ...others] = members as [PlaceGroup, ...PlaceGroup[]];
    if (others.length === 0) return first;
    const crowd = joinedCrowd(members);
    return {
      key: members.map((member) => member.key).join('|'),
      lat: first.lat,
      lng: first.lng,
      // A crowd names none of its venues: the marker zooms in to them all.
      venues: crowd ? [] : members.flatMap((member) => member.venues),
      count: members.reduce((sum, member) => sum + member.count, 0),
      ...(crowd ? { crowd } : {}),
    };
  });
}
