/**
 * Preparing a poster photo for reading: upright by its EXIF orientation, grey, contrast
 * stretched, dark text on a light ground (most posters print light letters on a dark one, and
 * the reader is quicker and surer the other way round), and scaled so letters are large enough
 * (small images up, huge ones down: reading time grows with the pixels). Measured with
 * `npm run bench:posters`: see the README.
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
