import type { TEventPlace } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/fixtures.ts';
import { groupPlaces } from './group-by-place.ts';

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
