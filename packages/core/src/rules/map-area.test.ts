import { describe, expect, it } from 'vitest';
import {
  formatMapBox,
  fromMapPixel,
  MAP_BLOCK_PX,
  mapBlocks,
  mapBlocksBox,
  mapBlocksKey,
  mapBlocksPixels,
  mapBlocksQueryBox,
  mapBoxAround,
  parseMapBox,
  roundMapDegrees,
  toMapPixel,
} from './map-area.ts';

describe('map pixels', () => {
  it('puts the world’s corner and middle where the tile grid has them', () => {
    expect(toMapPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(toMapPixel(85.0511287798, -180, 1)).toMatchObject({ x: 0 });
    expect(toMapPixel(85.0511287798, -180, 1).y).toBeCloseTo(0, 6);
  });

  it('comes back to the same place from its pixel', () => {
    for (const zoom of [6, 10, 16]) {
      const { x, y } = toMapPixel(35.3387, 25.1442, zoom);
      const back = fromMapPixel(x, y, zoom);
      expect(back.lat).toBeCloseTo(35.3387, 9);
      expect(back.lng).toBeCloseTo(25.1442, 9);
    }
  });
});

describe('map blocks', () => {
  const heraklion = { west: 25.08, south: 35.3, east: 25.2, north: 35.36 };

  it('widens a box to whole blocks, so a small pan is the same question', () => {
    const blocks = mapBlocks(heraklion, 12);
    const nudged = mapBlocks({ west: 25.081, south: 35.301, east: 25.199, north: 35.359 }, 12);
    expect(mapBlocksKey(nudged)).toBe(mapBlocksKey(blocks));
    const box = mapBlocksBox(blocks);
    expect(box.west).toBeLessThanOrEqual(heraklion.west);
    expect(box.east).toBeGreaterThanOrEqual(heraklion.east);
    expect(box.south).toBeLessThanOrEqual(heraklion.south);
    expect(box.north).toBeGreaterThanOrEqual(heraklion.north);
    // What the map sends for the blocks reads back as the same blocks, at every zoom.
    for (const zoom of [5, 10, 14, 18]) {
      const asked = mapBlocks(heraklion, zoom);
      const sent = parseMapBox(formatMapBox(mapBlocksQueryBox(asked)));
      expect(sent && mapBlocksKey(mapBlocks(sent, zoom))).toBe(mapBlocksKey(asked));
    }
    const { width, height } = mapBlocksPixels(blocks);
    expect(width % MAP_BLOCK_PX).toBe(0);
    expect(height % MAP_BLOCK_PX).toBe(0);
  });

  it('grows fourfold in pixels with each zoom level for the same box', () => {
    const at10 = mapBlocksPixels(mapBlocks({ west: 23.2, south: 34.6, east: 26.7, north: 36.1 }, 10));
    const at12 = mapBlocksPixels(mapBlocks({ west: 23.2, south: 34.6, east: 26.7, north: 36.1 }, 12));
    expect(at12.width).toBeGreaterThanOrEqual(at10.width * 3.5);
  });

  it('stays inside the world', () => {
    const blocks = mapBlocks({ west: -180, south: -90, east: 180, north: 90 }, 2);
    expect(blocks).toEqual({ zoom: 2, left: 0, top: 0, right: 1, bottom: 1 });
  });
});

describe('mapBoxAround', () => {
  it('spans every position given, and a single one as a box of no size', () => {
    const points = [
      { lat: 35.3, lng: 25.1 },
      { lat: 35.2, lng: 25.3 },
      { lat: 35.4, lng: 24.9 },
    ];
    expect(mapBoxAround(points)).toEqual({ west: 24.9, south: 35.2, east: 25.3, north: 35.4 });
    expect(mapBoxAround([{ lat: 35, lng: 24 }])).toEqual({ west: 24, south: 35, east: 24, north: 35 });
  });
});

describe('roundMapDegrees', () => {
  it('keeps six decimals and drops the noise of float sums', () => {
    expect(35.366 + 14 * 0.0001).not.toBe(35.3674);
    expect(roundMapDegrees(35.366 + 14 * 0.0001)).toBe(35.3674);
    expect(roundMapDegrees(24.123456789)).toBe(24.123457);
  });
});

describe('bbox text', () => {
  it('reads what it writes, and refuses what is not a box', () => {
    const box = { west: 24.46, south: 35.36, east: 24.48, north: 35.37 };
    expect(parseMapBox(formatMapBox(box))).toEqual(box);
    for (const text of [
      '',
      '1,2,3',
      '1,2,3,4,5',
      '24,35,23,36',
      '24,36,25,35',
      '24,35,25,91',
      '-181,0,0,1',
      'a,b,c,d',
      '1,,3,4',
    ]) {
      expect(parseMapBox(text), text).toBeNull();
    }
  });
});
