import type { FilterOptions } from '@glentia/core';

/** The filter of the timeline's requests (`GET /api/public/glentia/summary`). */
export function eventQueryOf(options: FilterOptions) {
  return {
    from: options.range.from,
    to: options.range.to,
    county: options.nomos,
    artist: options.selectedArtist,
    location: options.selectedLocation,
  };
}
