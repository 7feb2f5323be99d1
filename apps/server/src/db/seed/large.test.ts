import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate.ts';
import { LARGE_MAX_ARTISTS, largeSizes } from './large.ts';
import { mulberry32 } from './random.ts';

describe('the large data set', () => {
  it('has names enough for 100,000 events', () => {
    const sizes = largeSizes(100_000);
    expect(sizes.artists).toBe(LARGE_MAX_ARTISTS);
    // The catalog of names and venues is what ran out; the events are drawn from it.
    const catalog = generateCatalog({
      random: mulberry32(7),
      today: '2026-07-01',
      sizes: { ...sizes, events: 500 },
    });
    expect(catalog.artists).toHaveLength(LARGE_MAX_ARTISTS);
    expect(catalog.locations).toHaveLength(2_000);
    expect(new Set(catalog.artists.map((artist) => artist.name)).size).toBe(LARGE_MAX_ARTISTS);
  });
});
