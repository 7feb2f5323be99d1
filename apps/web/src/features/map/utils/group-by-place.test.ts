import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/fixtures.ts';
import { groupEventsByPlace } from './group-by-place.ts';

const venue = (id: string, name: string, lat: number | null, lng: number | null) => ({
  ...makeEvent().location!,
  id,
  name,
  lat,
  lng,
});

describe('groupEventsByPlace', () => {
  it('puts the events of one venue under one marker, soonest first', () => {
    const armos = venue('00000000-0000-4000-8000-00000000a001', 'Αρμός', 35.51, 24.02);
    const later = makeEvent({ location: armos, date: '2026-07-10', time: '22:00' });
    const sooner = makeEvent({ location: armos, date: '2026-07-03', time: '21:00' });
    const groups = groupEventsByPlace([later, sooner]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ lat: 35.51, lng: 24.02, venues: [{ name: 'Αρμός' }] });
    expect(groups[0]!.events.map((event) => event.id)).toEqual([sooner.id, later.id]);
  });

  it('shares a marker between venues at the same point and separates different points', () => {
    const upstairs = venue('00000000-0000-4000-8000-00000000a002', 'Πάνω', 35.3387, 25.1442);
    const downstairs = venue('00000000-0000-4000-8000-00000000a003', 'Κάτω', 35.338700001, 25.144200001);
    const elsewhere = venue('00000000-0000-4000-8000-00000000a004', 'Αλλού', 35.2, 24.9);
    const groups = groupEventsByPlace([
      makeEvent({ location: upstairs }),
      makeEvent({ location: downstairs }),
      makeEvent({ location: elsewhere }),
    ]);
    expect(groups).toHaveLength(2);
    const shared = groups.find((group) => group.events.length === 2)!;
    expect(shared.venues.map((v) => v.name).sort()).toEqual(['Κάτω', 'Πάνω']);
  });

  it('leaves out events whose venue has no coordinates', () => {
    const unknown = venue('00000000-0000-4000-8000-00000000a005', 'Χωρίς θέση', null, null);
    expect(groupEventsByPlace([makeEvent({ location: unknown }), makeEvent({ location: null })])).toEqual([]);
  });
});
