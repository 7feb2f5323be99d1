/**
 * The map's filters live in the address (`/maps?county=CHANIA&range=week`), so a filtered map can be
 * shared and survives a reload.
 */
import { COUNTIES, type County, isCounty, quickRange, todayInAthens } from '@glentia/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../../lib/router/index.ts';
import type { MapEventsFilter } from '../api/get-map-places.ts';

/** SPEC §4 quick ranges: today; today to +6 days; today to +29 days. Unset: the default two months. */
export const MAP_RANGES = ['today', 'week', 'month'] as const;
export type MapRange = (typeof MAP_RANGES)[number];

const QUICK_OPTION: Record<MapRange, 1 | 2 | 3> = { today: 1, week: 2, month: 3 };

export interface MapFilters {
  counties: County[];
  range: MapRange | null;
}

export function readMapFilters(params: URLSearchParams): MapFilters {
  const counties = COUNTIES.filter((county) => params.getAll('county').includes(county));
  const range = params.get('range');
  return { counties, range: MAP_RANGES.includes(range as MapRange) ? (range as MapRange) : null };
}

/** What the events request asks for under these filters. */
export function toEventsFilter(filters: MapFilters, today = todayInAthens()): MapEventsFilter {
  return {
    counties: filters.counties,
    ...(filters.range ? quickRange(QUICK_OPTION[filters.range], today) : {}),
  };
}

export function useMapFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readMapFilters(params), [params]);
  const setFilters = useCallback(
    (next: MapFilters) => {
      const search = new URLSearchParams();
      for (const county of next.counties) if (isCounty(county)) search.append('county', county);
      if (next.range) search.set('range', next.range);
      setParams(search, { replace: true });
    },
    [setParams],
  );
  const active = filters.counties.length > 0 || filters.range !== null;
  return { filters, setFilters, active };
}
