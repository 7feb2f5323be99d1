/**
 * The pictures link previews name. Many apps that show previews (older Facebook and Viber
 * clients, some messengers and e-mail programs) do not read WebP, the format posters and profile
 * pictures are stored in, so each preview names a JPEG first: made once with sharp from the
 * stored picture and kept on disk under `DATA_DIR/previews/`. Pages without a picture get
 * Glentia's own share card.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
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

export class ShareImages {
  /** One conversion per file at a time, however many previews ask at once. */
  private readonly pending = new Map<string, Promise<{ width: number; height: number } | null>>();

  constructor(
    private readonly uploadsDir: string,
    private readonly cacheDir: string,
    private readonly publicUrl: string,
  ) {}

  /** Glentia's share card, made on first use. */
  async card(): Promise<ShareImage> {
    await this.once('glentia', () => this.writeCard());
    return shareCardImage(this.publicUrl);
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
      const size = await this.sizeOf(path.join(this.uploadsDir, `${base}.${extension}`));
      return [{ ...original, ...(size ?? {}) }];
    }
    const size = await this.once(base, () => this.writeJpeg(base, extension));
    if (!size) return [original];
    return [{ url: `${this.publicUrl}${SHARE_PREFIX}${base}.jpg`, type: 'image/jpeg', ...size }, original];
  }

  /**
   * The file on disk for an address under `/og/`, made again from its source when the copy is
   * gone (a new data folder, a cleaned cache). Null for anything that is no copy of a picture.
   */
  async fileFor(urlPath: string): Promise<string | null> {
    if (urlPath === SHARE_CARD_PATH) {
      await this.card();
      return path.join(this.cacheDir, 'glentia.jpg');
    }
    const match = COPY.exec(urlPath);
    if (!match) return null;
    const base = match[1]!;
    for (const extension of ['webp', 'png'] as const) {
      if (!existsSync(path.join(this.uploadsDir, `${base}.${extension}`))) continue;
      return (await this.once(base, () => this.writeJpeg(base, extension))) ? this.copyPath(base) : null;
    }
    return null;
  }

  private copyPath(base: string): string {
    return path.join(this.cacheDir, `${base}.jpg`);
  }

  private once<T extends { width: number; height: number } | null>(
    key: string,
    make: () => Promise<T>,
  ): Promise<T> {
    let job = this.pending.get(key) as Promise<T> | undefined;
    if (!job) {
      job = make().finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    return job;
  }

  private async sizeOf(file: string): Promise<{ width: number; height: number } | null> {
    try {
      const { width, height } = await sharp(file).metadata();
      return width && height ? { width, height } : null;
    } catch {
      return null;
    }
  }

  private async writeCard(): Promise<{ width: number; height: number }> {
    const file = path.join(this.cacheDir, 'glentia.jpg');
    if (!existsSync(file)) {
      await this.writeAtomically(
        file,
        await sharp(Buffer.from(shareCardSvg())).jpeg({ quality: 86, mozjpeg: true }).toBuffer(),
      );
    }
    return { ...SHARE_CARD };
  }

  /** The JPEG copy of `uploads/<base>.<extension>`, made when missing; its size, or null. */
  private async writeJpeg(
    base: string,
    extension: string,
  ): Promise<{ width: number; height: number } | null> {
    const target = this.copyPath(base);
    if (existsSync(target)) return this.sizeOf(target);
    const source = path.join(this.uploadsDir, `${base}.${extension}`);
    if (!existsSync(source)) return null;
    try {
      const { data, info } = await sharp(source)
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        // JPEG has no transparency: see-through parts of a PNG become white, not black.
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 84, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      await this.writeAtomically(target, data);
      return { width: info.width, height: info.height };
    } catch {
      return null;
    }
  }

  /** Written beside and renamed into place, so a reader never sees half a file. */
  private async writeAtomically(file: string, data: Buffer): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }
}
