import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  centredPosterColumns,
  prepareForReading,
  prepareForSecondReading,
  thickenedStrokes,
} from './poster-image.ts';

/** A grey picture, `width` × `height`, painted with rectangles. */
function picture(
  width: number,
  height: number,
  background: number,
  boxes: Array<{ x: number; y: number; w: number; h: number; grey: number }>,
): Uint8Array {
  const pixels = new Uint8Array(width * height).fill(background);
  for (const box of boxes)
    for (let y = box.y; y < box.y + box.h; y += 1)
      pixels.fill(box.grey, y * width + box.x, y * width + box.x + box.w);
  return pixels;
}

/** Short dark bars, as lines of letters are. */
const letters = (x: number, width: number) =>
  [60, 110, 160, 210].map((y) => ({ x: x + 20, y, w: width - 40, h: 14, grey: 20 }));

describe('finding the poster a photo is centred on', () => {
  it('finds the borders of the middle poster on a wall, not those of its neighbours', () => {
    const pixels = picture(400, 300, 150, [
      // A neighbour cut off at the left edge, the poster in the middle, another at the right.
      { x: 0, y: 20, w: 60, h: 260, grey: 90 },
      { x: 100, y: 25, w: 200, h: 250, grey: 245 },
      ...letters(100, 200),
      { x: 340, y: 30, w: 60, h: 250, grey: 240 },
    ]);
    const columns = centredPosterColumns(pixels, 400, 300);
    expect(columns?.left).toBeGreaterThanOrEqual(96);
    expect(columns?.left).toBeLessThanOrEqual(102);
    expect(columns?.right).toBeGreaterThanOrEqual(298);
    expect(columns?.right).toBeLessThanOrEqual(304);
  });

  it('takes a step at the photo’s very edge (a turned photo’s corner) for no border', () => {
    const pixels = picture(400, 300, 10, [
      { x: 0, y: 0, w: 5, h: 300, grey: 220 },
      { x: 394, y: 0, w: 6, h: 300, grey: 220 },
      ...letters(40, 320),
    ]);
    expect(centredPosterColumns(pixels, 400, 300)).toBeNull();
  });

  it('finds none when the poster fills the photo (lines of letters are no border)', () => {
    const pixels = picture(400, 300, 245, letters(0, 400));
    expect(centredPosterColumns(pixels, 400, 300)).toBeNull();
  });
});

/** The grey at (x, y) of a picture given as a fraction of its width and height. */
async function greyAt(image: Buffer, fx: number, fy: number): Promise<number> {
  const { data, info } = await sharp(image)
    .grayscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data[Math.round(fy * info.height) * info.width + Math.round(fx * info.width)]!;
}

describe('preparing a photo for a second reading', () => {
  it('cuts the centred poster out of a wall of posters', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="900">
      <rect width="800" height="900" fill="#a39887"/>
      <rect x="0" y="80" width="120" height="760" fill="#8b0000"/>
      <rect x="170" y="60" width="460" height="780" fill="#ffffff"/>
      <text x="400" y="400" text-anchor="middle" font-family="DejaVu Sans" font-size="48" fill="#111">ΣΑΒΒΑΤΟ 12</text>
      <rect x="680" y="60" width="120" height="760" fill="#f4e9d8"/>
    </svg>`;
    const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
    const prepared = await sharp(await prepareForSecondReading(photo)).metadata();
    // The poster's columns and the photo's full height: 460 × 900, not 800 × 900.
    expect(prepared.width / prepared.height).toBeGreaterThan(440 / 900);
    expect(prepared.width / prepared.height).toBeLessThan(480 / 900);
  });

  it('evens out glare: a letter under a bright patch stands out from its paper again', async () => {
    // Light letters on a dark poster (read the other way round), a glare over the middle.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
      <defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
      <rect width="800" height="1000" fill="#000"/>
      <rect x="390" y="450" width="20" height="100" fill="#fff"/>
      <ellipse cx="400" cy="500" rx="250" ry="180" fill="url(#g)"/>
    </svg>`;
    const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
    // The letter's stroke is at x 0.5; its paper under the glare at x 0.45.
    const contrast = async (image: Buffer) =>
      (await greyAt(image, 0.45, 0.5)) - (await greyAt(image, 0.5, 0.5));
    expect(await contrast(await prepareForReading(photo))).toBeLessThan(120);
    expect(await contrast(await prepareForSecondReading(photo))).toBeGreaterThan(200);
  });
});

describe('thickening thin strokes', () => {
  it('makes a one-pixel hairline three pixels wide, and leaves the paper as it was', () => {
    const pixels = picture(9, 9, 250, [{ x: 4, y: 0, w: 1, h: 9, grey: 30 }]);
    const thick = thickenedStrokes(pixels, 9, 9);
    expect(Array.from(thick.slice(4 * 9, 5 * 9))).toEqual([250, 250, 250, 30, 30, 30, 250, 250, 250]);
  });
});

describe('preparing a dim photo for a second reading', () => {
  it('keeps dark letters dark on light paper when the whole photo is dim', async () => {
    // A poster in a dim room: grey paper, darker grey letters, nothing brighter anywhere.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
      <rect width="800" height="1000" fill="#5a4a38"/>
      ${[120, 250, 380, 510, 640].map((x) => `<rect x="${x}" y="300" width="40" height="400" fill="#1e1810"/>`).join('')}
    </svg>`;
    const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
    const prepared = await prepareForSecondReading(photo);
    expect(await greyAt(prepared, 0.28, 0.5)).toBeGreaterThan(200);
    expect(await greyAt(prepared, 0.5, 0.5)).toBeLessThan(60);
  });
});
