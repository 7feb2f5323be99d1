/**
 * Preparing a poster photo for reading: upright by its EXIF orientation, grey, contrast
 * stretched, dark text on a light ground (most posters print light letters on a dark one, and
 * the reader is quicker and surer the other way round), and scaled so letters are large enough
 * (small images up, huge ones down: reading time grows with the pixels). When that reading finds
 * no sure date or no start time, a second preparation is read: the centred poster cut out of a
 * wall of posters, or the light evened out (glare, a dim room) and thin strokes thickened.
 * Measured with `npm run bench:posters`: see the README.
 */
import { loadSharp } from '../../lib/sharp.ts';
import { DEFAULT_IMAGE_LIMITS } from '../uploads/images.ts';

/** The longer side a poster is read at. */
export const READING_SIDE = 1200;

/**
 * Letters' strokes made a pixel wider on every side: the darkest grey of each 3 × 3 neighbourhood.
 * A display serif's hairlines (the bar of a Π, the arms of an Ε) come out of a soft photo a pixel
 * wide and faint; the reader then loses them and takes the Greek capital for Latin ones ("II" for
 * Π). Thickened, they survive its own thresholding. Only the second reading's: on small letters
 * (an Instagram screenshot) and monospaced ones it closes counters (0 read as 6), so the first
 * reading is of the photo's own strokes.
 */
export function thickenedStrokes(pixels: Uint8Array, width: number, height: number): Uint8Array {
  const across = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const left = pixels[row + Math.max(0, x - 1)]!;
      const middle = pixels[row + x]!;
      const right = pixels[row + Math.min(width - 1, x + 1)]!;
      across[row + x] = Math.min(left, middle, right);
    }
  }
  const thick = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y += 1) {
    const above = Math.max(0, y - 1) * width;
    const row = y * width;
    const below = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x += 1)
      thick[row + x] = Math.min(across[above + x]!, across[row + x]!, across[below + x]!);
  }
  return thick;
}

/** Dark text on a light ground: a picture whose greys are mostly dark is turned the other way round. */
function darkOnLight(pixels: Uint8Array): Uint8Array {
  let sum = 0;
  for (const value of pixels) sum += value;
  if (sum / pixels.length >= 128) return pixels;
  const turned = new Uint8Array(pixels.length);
  for (let index = 0; index < pixels.length; index += 1) turned[index] = 255 - pixels[index]!;
  return turned;
}

export async function prepareForReading(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const grey = await sharp(input, { limitInputPixels: DEFAULT_IMAGE_LIMITS.maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: READING_SIDE, height: READING_SIDE, fit: 'inside' })
    .grayscale()
    .normalise()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = grey.info;
  return sharp(darkOnLight(grey.data), { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
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

/** The side of the squares the paper's grey is taken over. */
const PAPER_BLOCK = 16;

/**
 * The paper's grey around each pixel: the lightest grey within a square and its eight neighbours
 * (wider than a letter's stroke, so a stroke never counts as paper), smoothed between squares.
 */
async function paperGrey(pixels: Uint8Array, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const columns = Math.ceil(width / PAPER_BLOCK);
  const rows = Math.ceil(height / PAPER_BLOCK);
  const blocks = new Uint8Array(columns * rows);
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor(y / PAPER_BLOCK) * columns;
    for (let x = 0; x < width; x += 1) {
      const block = row + Math.floor(x / PAPER_BLOCK);
      const value = pixels[y * width + x]!;
      if (value > blocks[block]!) blocks[block] = value;
    }
  }
  const lightest = new Uint8Array(blocks.length);
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1) {
      let most = 0;
      for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r += 1)
        for (let c = Math.max(0, column - 1); c <= Math.min(columns - 1, column + 1); c += 1)
          most = Math.max(most, blocks[r * columns + c]!);
      lightest[row * columns + column] = most;
    }
  return sharp(lightest, { raw: { width: columns, height: rows, channels: 1 } })
    .resize({ width, height, fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/**
 * Evens out uneven light (a lamp's or the sun's glare, a shadow, a dim room): each pixel is
 * divided by the paper around it, so letters under a bright patch or in a dark corner are as dark
 * against their paper as the others; what is near the paper's own grey becomes paper.
 */
async function evenedLight(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const grey = await sharp(input, { limitInputPixels: DEFAULT_IMAGE_LIMITS.maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: READING_SIDE, height: READING_SIDE, fit: 'inside' })
    .grayscale()
    .normalise()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = grey.info;
  // Dark text on light paper, as for the first reading.
  const pixels = darkOnLight(grey.data);
  const paper = await paperGrey(pixels, width, height);
  const evened = new Uint8Array(pixels.length);
  for (let index = 0; index < pixels.length; index += 1) {
    const ratio = pixels[index]! / Math.max(paper[index]!, 1);
    evened[index] = ratio >= PAPER ? 255 : Math.round(255 * (ratio / PAPER) ** 2);
  }
  return sharp(thickenedStrokes(evened, width, height), { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * A second way to prepare the photo, for when the first reading found no sure date or no start
 * time: the poster in the middle cut out of a wall of posters and read larger, or, when the poster
 * fills the photo, its light evened out (glare, a dim room) and its strokes thickened (a display
 * serif's hairlines).
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
