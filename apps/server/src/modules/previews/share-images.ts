/**
 * The pictures link previews name. Many apps that show previews (older Facebook and Viber
 * clients, some messengers and e-mail programs) do not read WebP, the format posters and profile
 * pictures are stored in, so each preview names a JPEG first: made once with sharp from the
 * stored picture and kept in the image store under `previews/` (beside `uploads/`: the data folder,
 * or the bucket). Pages without a picture get Glentia's own share card, made in memory once.
 */
import type { Readable } from 'node:stream';
import { type ImageStore, readObject } from '../../lib/image-store/image-store.ts';
import { SharedJobs } from '../../lib/shared-jobs.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { SHARE_CARD, shareCardSvg } from './share-card.ts';

export interface ShareImage {
  /** Absolute URL. */
  url: string;
  type: 'image/jpeg' | 'image/webp' | 'image/png' | null;
  width: number | null;
  height: number | null;
}

/** Where the JPEG copies are served from: `/og/<folder>/<name>.jpg`. */
export const SHARE_PREFIX = '/og/';
/** The share card's address. */
export const SHARE_CARD_PATH = '/og/glentia.jpg';

/** The share card as previews name it (it is made when first fetched). */
export function shareCardImage(publicUrl: string): ShareImage {
  return { url: `${publicUrl}${SHARE_CARD_PATH}`, type: 'image/jpeg', ...SHARE_CARD };
}

/** JPEG copies are at most this wide or high: plenty for a preview, small to fetch. */
const MAX_SIDE = 1200;

/** A stored picture under `/uploads/`: folders and a name of safe characters, a known extension. */
const STORED = /^\/uploads\/((?:[a-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)\.(webp|png|jpe?g)$/;
/** A JPEG copy's address under `/og/`, the same safe characters. */
const COPY = /^\/og\/((?:[a-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)\.jpg$/;

const TYPES = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' } as const;

type Size = { width: number; height: number };

export class ShareImages {
  /** One conversion per file at a time, however many previews ask at once. */
  private readonly converting = new SharedJobs<Size | null>();
  private cardJpeg: Promise<Buffer> | null = null;

  constructor(
    private readonly store: ImageStore,
    private readonly publicUrl: string,
  ) {}

  /** Glentia's share card, made on first use. */
  async card(): Promise<ShareImage> {
    await this.cardBytes();
    return shareCardImage(this.publicUrl);
  }

  private cardBytes(): Promise<Buffer> {
    this.cardJpeg ??= loadSharp().then((sharp) =>
      sharp(Buffer.from(shareCardSvg())).jpeg({ quality: 86, mozjpeg: true }).toBuffer(),
    );
    return this.cardJpeg;
  }

  /**
   * The pictures to name for a stored picture (`/uploads/...`): a JPEG first, then the original
   * when it is another format. Pictures elsewhere (an Instagram profile picture) are named as
   * they are; a stored file that is missing or unreadable gives its address alone.
   */
  async forStored(pathOrUrl: string): Promise<ShareImage[]> {
    const match = STORED.exec(pathOrUrl);
    if (!match)
      return [
        { url: new URL(pathOrUrl, `${this.publicUrl}/`).toString(), type: null, width: null, height: null },
      ];
    const [, base, extension] = match as unknown as [string, string, keyof typeof TYPES];
    const original: ShareImage = {
      url: `${this.publicUrl}${pathOrUrl}`,
      type: TYPES[extension],
      width: null,
      height: null,
    };
    if (TYPES[extension] === 'image/jpeg') {
      const size = await this.sizeOf(`uploads/${base}.${extension}`);
      return [{ ...original, ...(size ?? {}) }];
    }
    const size = await this.converting.run(base, () => this.writeJpeg(base, extension));
    if (!size) return [original];
    return [{ url: `${this.publicUrl}${SHARE_PREFIX}${base}.jpg`, type: 'image/jpeg', ...size }, original];
  }

  /**
   * The JPEG for an address under `/og/`, made again from its source when the copy is gone (a new
   * data folder, a cleaned cache). Null for anything that is no copy of a picture.
   */
  async jpegFor(urlPath: string): Promise<Buffer | Readable | null> {
    if (urlPath === SHARE_CARD_PATH) return this.cardBytes();
    const match = COPY.exec(urlPath);
    if (!match) return null;
    const base = match[1]!;
    for (const extension of ['webp', 'png'] as const) {
      if (!(await this.store.exists(`uploads/${base}.${extension}`))) continue;
      if (!(await this.converting.run(base, () => this.writeJpeg(base, extension)))) return null;
      return (await this.store.get(copyKey(base)))?.body ?? null;
    }
    return null;
  }

  private async sizeOf(key: string): Promise<Size | null> {
    try {
      const data = await readObject(this.store, key);
      if (!data) return null;
      const sharp = await loadSharp();
      const { width, height } = await sharp(data).metadata();
      return width && height ? { width, height } : null;
    } catch {
      return null;
    }
  }

  /** The JPEG copy of `uploads/<base>.<extension>`, made when missing; its size, or null. */
  private async writeJpeg(base: string, extension: string): Promise<Size | null> {
    const target = copyKey(base);
    if (await this.store.exists(target)) return this.sizeOf(target);
    try {
      const source = await readObject(this.store, `uploads/${base}.${extension}`);
      if (!source) return null;
      const sharp = await loadSharp();
      const { data, info } = await sharp(source)
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        // JPEG has no transparency: see-through parts of a PNG become white, not black.
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 84, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      await this.store.put(target, data, 'image/jpeg');
      return { width: info.width, height: info.height };
    } catch {
      return null;
    }
  }
}

function copyKey(base: string): string {
  return `previews/${base}.jpg`;
}
