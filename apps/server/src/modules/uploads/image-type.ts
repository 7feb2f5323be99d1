/**
 * What an uploaded file really is, read from its first bytes: a photo's name and declared type
 * are the sender's word, its content is not.
 */

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heif';

/** HEIF brands of still pictures (HEIC from phones, and the wider HEIF/AVIF family). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The image kind the bytes begin with, or null for anything else (text, PDF, GIF, SVG, ...). */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return 'png';
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // The major brand, then the compatible brands listed in the same box.
    const boxSize = Math.min(
      ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0,
      64,
    );
    if (HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heif';
    for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4) {
      if (HEIF_BRANDS.has(ascii(bytes, offset, offset + 4))) return 'heif';
    }
  }
  return null;
}
