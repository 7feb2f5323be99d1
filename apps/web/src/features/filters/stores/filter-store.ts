/**
 * The visitor's search filter (SPEC §3 "Filter options"). Kept in sessionStorage: returning from an
 * event, or reloading the tab, finds the same filter; a new tab starts from the defaults.
 */
import {
  type County,
  type DateRange,
  defaultFilterOptions,
  type FilterOptions,
  parseFilterOptions,
  todayInAthens,
} from '@glentia/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const FILTER_STORAGE_KEY = 'glentia.filter';

export interface FilterState {
  options: FilterOptions;
  setOptions: (options: FilterOptions) => void;
  setRange: (range: DateRange) => void;
  toggleCounty: (county: County) => void;
  toggleArtist: (id: string) => void;
  toggleLocation: (id: string) => void;
  reset: () => void;
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

export const useFilterStore = create<FilterState>()(
  persist(
    (set) => ({
      options: defaultFilterOptions(todayInAthens()),
      setOptions: (options) => set({ options }),
      setRange: (range) => set((state) => ({ options: { ...state.options, range } })),
      toggleCounty: (county) =>
        set((state) => ({ options: { ...state.options, nomos: toggle(state.options.nomos, county) } })),
      toggleArtist: (id) =>
        set((state) => ({
          options: { ...state.options, selectedArtist: toggle(state.options.selectedArtist, id) },
        })),
      toggleLocation: (id) =>
        set((state) => ({
          options: { ...state.options, selectedLocation: toggle(state.options.selectedLocation, id) },
        })),
      reset: () => set({ options: defaultFilterOptions(todayInAthens()) }),
    }),
    {
      name: FILTER_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ options: state.options }),
      // A stored filter is used only when it is still a valid one.
      merge: (persisted, current) => {
        const stored = (persisted as { options?: unknown } | null)?.options;
        const options = stored === undefined ? null : parseFilterOptions(stored, todayInAthens());
        return options ? { ...current, options } : current;
      },
    },
  ),
);
