import { defaultFilterOptions, todayInAthens } from '@glentia/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { FILTER_STORAGE_KEY, useFilterStore } from './filter-store.ts';

const artist = '00000000-0000-4000-8000-000000000001';
const venue = '00000000-0000-4000-8000-000000000002';

describe('search filter store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useFilterStore.getState().reset();
  });

  it('starts from the default filter: no counties, artists or venues, today to two months ahead', () => {
    expect(useFilterStore.getState().options).toEqual(defaultFilterOptions(todayInAthens()));
  });

  it('toggles counties, artists and venues and sets the range', () => {
    const { toggleCounty, toggleArtist, toggleLocation, setRange } = useFilterStore.getState();
    toggleCounty('CHANIA');
    toggleCounty('LASITHI');
    toggleCounty('CHANIA');
    toggleArtist(artist);
    toggleLocation(venue);
    setRange({ from: '2026-07-03', to: '2026-07-05' });
    expect(useFilterStore.getState().options).toEqual({
      nomos: ['LASITHI'],
      range: { from: '2026-07-03', to: '2026-07-05' },
      selectedArtist: [artist],
      selectedLocation: [venue],
    });
    useFilterStore.getState().reset();
    expect(useFilterStore.getState().options).toEqual(defaultFilterOptions(todayInAthens()));
  });

  it('keeps the filter in this tab (sessionStorage), so coming back from an event finds it', async () => {
    useFilterStore.getState().toggleCounty('RETHYMNO');
    const saved = sessionStorage.getItem(FILTER_STORAGE_KEY) ?? '{}';
    expect(JSON.parse(saved).state.options.nomos).toEqual(['RETHYMNO']);
    // A reload: the page starts from the defaults, then reads what the tab kept.
    useFilterStore.setState({ options: defaultFilterOptions(todayInAthens()) });
    sessionStorage.setItem(FILTER_STORAGE_KEY, saved);
    await useFilterStore.persist.rehydrate();
    expect(useFilterStore.getState().options.nomos).toEqual(['RETHYMNO']);
  });

  it('ignores a stored filter that is not valid', async () => {
    sessionStorage.setItem(
      FILTER_STORAGE_KEY,
      JSON.stringify({ state: { options: { nomos: ['ATTICA'] } }, version: 1 }),
    );
    await useFilterStore.persist.rehydrate();
    expect(useFilterStore.getState().options).toEqual(defaultFilterOptions(todayInAthens()));
  });
});
