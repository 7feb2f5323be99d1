import type { TEventPlace } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/fixtures.ts';
import { groupPlaces, joinOverlapping } from './group-by-place.ts';

const place = (
  id: string,
  name: string,
  lat: number | null,
  lng: number | null,
  count: number,
  first = '2026-07-03',
): TEventPlace => ({ location: { ...makeEvent().location!, id, name, lat, lng }, count, first });

describe('groupPlaces', () => {
  it('puts a venue under one marker with its count', () => {
    const groups = groupPlaces([place('00000000-0000-4000-8000-00000000a001', 'Αρμός', 35.51, 24.02, 12)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ lat: 35.51, lng: 24.02, venues: [{ name: 'Αρμός' }], count: 12 });
  });

  it('shares a marker between venues at the same point, soonest first, and separates different points', () => {
    const groups = groupPlaces([
      place('00000000-0000-4000-8000-00000000a002', 'Πάνω', 35.3387, 25.1442, 2, '2026-07-10'),
      place('00000000-0000-4000-8000-00000000a003', 'Κάτω', 35.338700001, 25.144200001, 3, '2026-07-04'),
      place('00000000-0000-4000-8000-00000000a004', 'Αλλού', 35.2, 24.9, 1),
    ]);
    expect(groups).toHaveLength(2);
    const shared = groups.find((group) => group.count === 5)!;
    expect(shared.venues.map((venue) => venue.name)).toEqual(['Κάτω', 'Πάνω']);
  });

  it('leaves out venues with no coordinates', () => {
    expect(groupPlaces([place('00000000-0000-4000-8000-00000000a005', 'Χωρίς θέση', null, null, 4)])).toEqual(
      [],
    );
  });
});

describe('joinOverlapping', () => {
  const group = (key: string, x: number, y: number, count = 1) => ({
    key,
    lat: y,
    lng: x,
    venues: [{ ...makeEvent().location!, id: key, name: key }],
    count,
  });
  const onScreen = (candidate: { lat: number; lng: number }) => ({ x: candidate.lng, y: candidate.lat });

  it('joins markers that would cover each other into one, keeping the first one’s place', () => {
    const joined = joinOverlapping(
      [group('a', 100, 100, 2), group('b', 130, 140, 3), group('c', 149, 60, 1)],
      onScreen,
      50,
    );
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({ key: 'a|b|c', lat: 100, lng: 100, count: 6 });
    expect(joined[0]!.venues.map((venue) => venue.name)).toEqual(['a', 'b', 'c']);
  });

  it('leaves markers a whole marker apart across or down as they are', () => {
    const apart = [group('a', 100, 100), group('b', 150, 100), group('c', 100, 150), group('d', 300, 300)];
    const joined = joinOverlapping(apart, onScreen, 50);
    expect(joined).toEqual(apart);
  });

  it('joins a crowd and a venue into a crowd of both, around all of them, naming none', () => {
    const crowd = {
      key: 'crowd',
      lat: 100,
      lng: 100,
      venues: [],
      count: 7,
      crowd: { venues: 3, bounds: { west: 95, south: 98, east: 104, north: 103 } },
    };
    const joined = joinOverlapping([crowd, group('b', 120, 120, 2)], onScreen, 50);
    expect(joined).toEqual([
      {
        key: 'crowd|b',
        lat: 100,
        lng: 100,
        venues: [],
        count: 9,
        crowd: { venues: 4, bounds: { west: 95, south: 98, east: 120, north: 120 } },
      },
    ]);
  });
});

describe('groupPlaces with crowds', () => {
  it('adds the server’s crowds after the venues, each counted and not named', () => {
    const groups = groupPlaces(
      [place('00000000-0000-4000-8000-00000000a006', 'Αρμός', 35.51, 24.02, 2)],
      [
        {
          lat: 35.34,
          lng: 25.13,
          venues: 12,
          count: 40,
          first: '2026-07-03',
          bounds: { west: 25.1, south: 35.3, east: 25.2, north: 35.4 },
        },
      ],
    );
    expect(groups.map((group) => [group.venues.length, group.count, group.crowd?.venues])).toEqual([
      [1, 2, undefined],
      [0, 40, 12],
    ]);
  });
});
