/**
 * Preparing a poster photo for reading: upright by its EXIF orientation, grey, contrast
 * stretched, dark text on a light ground (most posters print light letters on a dark one, and
 * the reader is quicker and surer the other way round), and scaled so letters are large enough
 * (small images up, huge ones down: reading time grows with the pixels). When that reading finds
 * no sure date, a second preparation is read: the centred poster cut out of a wall of posters, or
 * the light evened out under glare. Measured with `npm run bench:posters`: see the README.
 */
import { loadSharp } from '../../lib/sharp.ts';
import { DEFAULT_IMAGE_LIMITS } from '../uploads/images.ts';

/** The longer side a poster is read at. */
export const READING_SIDE = 1200;

export async function prepareForReading(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const grey = await sharp(input, { limitInputPixels: DEFAULT_IMAGE_LIMITS.maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: READING_SIDE, height: READING_SIDE, fit: 'inside' })
    .grayscale()
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer();
  const { channels } = await sharp(grey).stats();
  const dark = (channels[0]?.mean ?? 255) < 128;
  return dark ? sharp(grey).negate({ alpha: false }).png({ compressionLevel: 1 }).toBuffer() : grey;
}

/** The side the photo is searched for a poster's borders at: enough for a border, quick to scan. */
const BORDER_SEARCH_SIDE = 400;
/** How far apart (in grey levels) the two sides of a border are. */
const BORDER_STEP = 40;
/** A column is a border when it runs down at least this share of the photo. */
const BORDER_LENGTH = 0.45;
/** How near the photo's side (a share of its width) a step is the photo's own edge. */
const PHOTO_EDGE = 0.03;

/**
 * The share of each column's height where the grey steps sharply from left to right: a poster's
 * border against a wall runs down most of the photo; letters make short, scattered steps.
 */
function columnEdges(pixels: Uint8Array, width: number, height: number): number[] {
  const share = new Array<number>(width).fill(0);
  for (let x = 2; x < width - 2; x += 1) {
    let steps = 0;
    for (let y = 0; y < height; y += 1) {
      if (Math.abs(pixels[y * width + x - 2]! - pixels[y * width + x + 2]!) > BORDER_STEP) steps += 1;
    }
    share[x] = steps / height;
  }
  return share;
}

/**
 * The columns of the poster the photo is centred on: from the border nearest the middle on the
 * left to the one nearest it on the right (a person photographs the poster they mean in the
 * middle; the others on the wall are cut off at the sides). Null when no border stands on either
 * side: the poster fills the photo.
 */
export function centredPosterColumns(
  pixels: Uint8Array,
  width: number,
  height: number,
): { left: number; right: number } | null {
  const edges = columnEdges(pixels, width, height);
  // A step at the photo's very edge is the photo's own (or the corner a turned photo leaves).
  const margin = Math.ceil(width * PHOTO_EDGE);
  let left = 0;
  let right = width;
  for (let x = Math.floor(width * 0.4); x >= margin; x -= 1) {
    if (edges[x]! >= BORDER_LENGTH) {
      left = x;
      break;
    }
  }
  for (let x = Math.ceil(width * 0.6); x < width - margin; x += 1) {
    if (edges[x]! >= BORDER_LENGTH) {
      right = x;
      break;
    }
  }
  return left === 0 && right === width ? null : { left, right };
}

/** How much lighter than its neighbourhood's paper a pixel may be and still be paper. */
const PAPER = 0.85;

/**
 * Evens out uneven light (a lamp's or the sun's glare, a shadow): each pixel is divided by the
 * paper around it (the lightest grey nearby, smoothed), so letters under a bright patch are as
 * dark against their paper as the others; what is near the paper's own grey becomes paper.
 */
async function evenedLight(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const grey = await sharp(input, { limitInputPixels: DEFAULT_IMAGE_LIMITS.maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: READING_SIDE, height: READING_SIDE, fit: 'inside' })
    .grayscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: grey.info.width, height: grey.info.height, channels: 1 as const } };
  let pixels = grey.data;
  let sum = 0;
  for (const value of pixels) sum += value;
  // Dark text on light paper, as for the first reading.
  if (sum / pixels.length < 128) pixels = Buffer.from(pixels.map((value) => 255 - value));
  const paper = await sharp(pixels, raw).dilate(12).blur(12).extractChannel(0).raw().toBuffer();
  const evened = Buffer.alloc(pixels.length);
  for (let index = 0; index < pixels.length; index += 1) {
    const ratio = pixels[index]! / Math.max(paper[index]!, 1);
    evened[index] = ratio >= PAPER ? 255 : Math.round(255 * (ratio / PAPER) ** 2);
  }
  return sharp(evened, raw).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * A second way to prepare the photo, for when the first reading found no sure date: the poster
 * in the middle cut out of a wall of posters and read larger, or, when the poster fills the photo,
 * its light evened out (glare).
 */
export async function prepareForSecondReading(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const upright = await sharp(input, { limitInputPixels: DEFAULT_IMAGE_LIMITS.maxPixels, failOn: 'error' })
    .rotate()
    .toBuffer({ resolveWithObject: true });
  const small = await sharp(upright.data)
    .resize({ width: BORDER_SEARCH_SIDE, height: BORDER_SEARCH_SIDE, fit: 'inside' })
    .grayscale()
    .extractChannel(0)
    .blur(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const columns = centredPosterColumns(small.data, small.info.width, small.info.height);
  if (!columns) return evenedLight(upright.data);
  const scale = upright.info.width / small.info.width;
  const left = Math.round(columns.left * scale);
  const width = Math.min(upright.info.width - left, Math.round((columns.right - columns.left) * scale));
  const poster = await sharp(upright.data)
    .extract({ left, top: 0, width, height: upright.info.height })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return prepareForReading(poster);
}
