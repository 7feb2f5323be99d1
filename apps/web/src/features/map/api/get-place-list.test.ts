import type { TEventPlace } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/fixtures.ts';
import { dropRepeatedPlaces } from './get-place-list.ts';

const place = (id: string, first: string): TEventPlace => ({
  location: { ...makeEvent().location!, id },
  count: 1,
  first,
});

describe('dropRepeatedPlaces', () => {
  it('keeps a venue where it was first listed when a later page brings it again', () => {
    const a = place('00000000-0000-4000-8000-00000000b001', '2026-07-03');
    const b = place('00000000-0000-4000-8000-00000000b002', '2026-07-04');
    const c = place('00000000-0000-4000-8000-00000000b003', '2026-07-05');
    // Between the two pages b's soonest night ended, and its next one moved it onto page two.
    const pages = dropRepeatedPlaces([
      { places: [a, b], next: 2 },
      { places: [{ ...b, first: '2026-07-06' }, c], next: null },
    ]);
    expect(pages.map((page) => page.places.map((each) => each.location.id))).toEqual([
      [a.location.id, b.location.id],
      [c.location.id],
    ]);
    expect(pages.map((page) => page.next)).toEqual([2, null]);
  });
});
