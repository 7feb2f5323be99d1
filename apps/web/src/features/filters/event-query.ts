import type { FilterOptions } from '@glentia/core';

/** SPEC §9 has no paging on the timeline: one request brings every event of the range (API maximum). */
export const TIMELINE_LIMIT = 1000;

/** The query parameters of `GET /api/public/glentia` for a filter. */
export function eventQueryOf(options: FilterOptions) {
  return {
    from: options.range.from,
    to: options.range.to,
    county: options.nomos,
    artist: options.selectedArtist,
    location: options.selectedLocation,
    limit: TIMELINE_LIMIT,
  };
}
