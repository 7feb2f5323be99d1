import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  eventDistanceKm,
  knownPoint,
  sortEventsNearFirst,
  sortPlacesNearFirst,
} from './distance.ts';

const HERAKLION = { lat: 35.3387, lng: 25.1442 };
const CHANIA = { lat: 35.5138, lng: 24.018 };
const RETHYMNO = { lat: 35.3656, lng: 24.4823 };

function event(
  id: string,
  date: string,
  place: { lat: number | null; lng: number | null } | null,
  time = '21:00',
) {
  return { id, date, time, location: place };
}

describe('near me (SPEC §9 geolocation)', () => {
  it('measures straight-line distances in kilometres', () => {
    expect(distanceKm(HERAKLION, HERAKLION)).toBe(0);
    // Heraklion to Chania is about 104 km as the crow flies.
    expect(distanceKm(HERAKLION, CHANIA)).toBeGreaterThan(100);
    expect(distanceKm(HERAKLION, CHANIA)).toBeLessThan(106);
    expect(distanceKm(CHANIA, HERAKLION)).toBeCloseTo(distanceKm(HERAKLION, CHANIA), 9);
    // One hundredth of a degree of latitude is about 1.1 km.
    expect(distanceKm({ lat: 35, lng: 25 }, { lat: 35.01, lng: 25 })).toBeCloseTo(1.112, 2);
  });

  it('knows a venue’s distance only when both coordinates are there', () => {
    expect(knownPoint({ lat: 35, lng: null })).toBeNull();
    expect(knownPoint(null)).toBeNull();
    expect(knownPoint({ lat: Number.NaN, lng: 24 })).toBeNull();
    expect(eventDistanceKm(event('a', '2026-07-01', null), HERAKLION)).toBeNull();
    expect(eventDistanceKm(event('a', '2026-07-01', RETHYMNO), RETHYMNO)).toBe(0);
  });

  it('keeps the days in order and puts the nearest venue first inside each day, unknown places last', () => {
    const events = [
      event('chania-1', '2026-07-01', CHANIA, '20:00'),
      event('nowhere-1', '2026-07-01', null, '19:00'),
      event('heraklion-1', '2026-07-01', HERAKLION, '23:00'),
      event('rethymno-1', '2026-07-01', RETHYMNO, '22:00'),
      event('chania-2', '2026-07-02', CHANIA),
      event('heraklion-0', '2026-06-30', HERAKLION),
    ];
    const sorted = sortEventsNearFirst(events, { lat: 35.5, lng: 24.1 }).map((item) => item.id);
    expect(sorted).toEqual(['heraklion-0', 'chania-1', 'rethymno-1', 'heraklion-1', 'nowhere-1', 'chania-2']);
    // A new array: the list the timeline got stays as it was.
    expect(events[0]?.id).toBe('chania-1');
  });

  it('breaks ties of distance by start time, then id', () => {
    const events = [
      event('b', '2026-07-01', CHANIA, '22:00'),
      event('a', '2026-07-01', CHANIA, '22:00'),
      event('c', '2026-07-01', CHANIA, '20:00'),
    ];
    expect(sortEventsNearFirst(events, HERAKLION).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });

  it('orders map places nearest first, with their distance', () => {
    const sorted = sortPlacesNearFirst(
      [
        { key: 'chania', ...CHANIA },
        { key: 'rethymno', ...RETHYMNO },
        { key: 'heraklion', ...HERAKLION },
      ],
      { lat: 35.33, lng: 25.13 },
    );
    expect(sorted.map((item) => item.place.key)).toEqual(['heraklion', 'rethymno', 'chania']);
    expect(sorted[0]?.distanceKm).toBeLessThan(2);
  });
});
