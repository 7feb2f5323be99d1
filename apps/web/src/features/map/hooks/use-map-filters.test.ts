import { describe, expect, it } from 'vitest';
import { readMapFilters, toEventsFilter } from './use-map-filters.ts';

describe('map filters in the address', () => {
  it('reads known counties and ranges and ignores anything else', () => {
    expect(
      readMapFilters(new URLSearchParams('county=CHANIA&county=ATHENS&county=LASITHI&range=week')),
    ).toEqual({
      counties: ['CHANIA', 'LASITHI'],
      range: 'week',
    });
    expect(readMapFilters(new URLSearchParams('range=forever'))).toEqual({ counties: [], range: null });
  });

  it('asks for the quick ranges of SPEC §4, or the default two months', () => {
    const today = '2026-07-03';
    expect(toEventsFilter({ counties: [], range: 'today' }, today)).toEqual({
      counties: [],
      from: '2026-07-03',
      to: '2026-07-03',
    });
    expect(toEventsFilter({ counties: ['CHANIA'], range: 'week' }, today)).toMatchObject({
      to: '2026-07-09',
    });
    expect(toEventsFilter({ counties: [], range: 'month' }, today)).toMatchObject({ to: '2026-08-01' });
    expect(toEventsFilter({ counties: ['HERAKLION'], range: null }, today)).toEqual({
      counties: ['HERAKLION'],
    });
  });
});
