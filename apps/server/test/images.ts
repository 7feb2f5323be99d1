/** Photos for upload tests, made on the fly: ordinary ones, and hostile ones. */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A colourful photo of the given size and format. */
export async function makePhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'heif' = 'jpeg',
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 40, b: 60 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f2c14e"/></svg>`,
      ),
    },
  ]);
  switch (format) {
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp().toBuffer();
    case 'heif':
      return image.heif({ compression: 'av1', quality: 50 }).toBuffer();
    default:
      return image.jpeg().toBuffer();
  }
}

/** A JPEG carrying EXIF with a GPS position (Heraklion) and a camera name. */
export async function makePhotoWithGps(): Promise<Buffer> {
  return sharp(await makePhoto(800, 600))
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Spy 1', Copyright: 'someone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 20/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '25/1 8/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid PNG of `side` × `side` one-bit pixels, all black: a few dozen kilobytes on disk that
 * would take gigabytes of memory to decode (a "decompression bomb").
 */
export function makePngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
