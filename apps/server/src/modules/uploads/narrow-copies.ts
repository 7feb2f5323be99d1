/**
 * Narrower copies of stored pictures (`/uploads/<name>.webp?w=480`, the widths of core's
 * IMAGE_WIDTHS): made with sharp on first request, then kept in the image store under
 * `narrow/<width>/<name>` (beside `uploads/`: the data folder or the bucket), so every later
 * request, from any server process, is a plain read.
 *
 * A browser that accepts AVIF (every current one does) gets the copy in AVIF, about a third
 * smaller than the WebP at the same look (a 480 px demo poster: 21 → 13.5 KB; an 800 px one:
 * 41 → 29 KB; the home banner at 800 px: 15 → 10 KB, which then fits a phone's first round trip).
 * The others get WebP. The address stays the same, so the answer varies by `Accept`.
 */
import { IMAGE_WIDTHS, type ImageWidth } from '@glentia/core';
import {
  contentTypeOf,
  type ImageStore,
  isSafeKey,
  readObject,
  type StoredObject,
} from '../../lib/image-store/image-store.ts';
import { SharedJobs } from '../../lib/shared-jobs.ts';
import { loadSharp } from '../../lib/sharp.ts';

export type CopyFormat = 'webp' | 'avif';

/** The format of copy a browser should get, from its `Accept` header. */
export function copyFormatFor(accept: string | undefined): CopyFormat {
  return accept?.includes('image/avif') ? 'avif' : 'webp';
}

/** The store key of a copy of `uploads/<name>.webp` (an AVIF copy ends in `.avif` instead). */
export function narrowCopyKey(uploadKey: string, width: ImageWidth, format: CopyFormat): string {
  const name = uploadKey.slice('uploads/'.length);
  return `narrow/${width}/${format === 'webp' ? name : name.replace(/\.webp$/, '.avif')}`;
}

/** Every copy a stored picture may have, for removing them with it. */
export function narrowCopyKeys(uploadKey: string): string[] {
  return IMAGE_WIDTHS.flatMap((width) => [
    narrowCopyKey(uploadKey, width, 'webp'),
    narrowCopyKey(uploadKey, width, 'avif'),
  ]);
}

export class NarrowCopies {
  /** One conversion per copy at a time, however many phones ask at once. */
  private readonly making = new SharedJobs<boolean>();

  constructor(private readonly store: ImageStore) {}

  /**
   * The copy of `uploads/<name>` at `width` in `format` with its content type, made when missing;
   * null when there is no such WebP picture (or it cannot be read).
   */
  async get(
    uploadKey: string,
    width: ImageWidth,
    format: CopyFormat,
  ): Promise<{ object: StoredObject; contentType: string } | null> {
    if (!uploadKey.startsWith('uploads/') || !uploadKey.endsWith('.webp') || !isSafeKey(uploadKey))
      return null;
    const key = narrowCopyKey(uploadKey, width, format);
    let object = await this.store.get(key);
    if (!object) {
      if (!(await this.making.run(key, () => this.make(uploadKey, key, width, format)))) return null;
      object = await this.store.get(key);
    }
    return object ? { object, contentType: contentTypeOf(key) } : null;
  }

  private async make(
    uploadKey: string,
    key: string,
    width: ImageWidth,
    format: CopyFormat,
  ): Promise<boolean> {
    const source = await readObject(this.store, uploadKey);
    if (!source) return false;
    try {
      const sharp = await loadSharp();
      const resized = sharp(source).resize({ width, withoutEnlargement: true });
      const copy =
        format === 'avif'
          ? // Effort 2 makes an 800 px poster in about 0.2 s (the default, 4, takes 2 s); at quality
            // 45 its lettering and edges look as they do in the WebP copy at 70.
            await resized.avif({ quality: 45, effort: 2 }).toBuffer()
          : // A little below the originals' 82: copies are mostly seen at two or three device pixels
            // to a point, where the difference does not show and the bytes do (a 480 px poster: 33 → 28 KB).
            await resized.webp({ quality: 70 }).toBuffer();
      await this.store.put(key, copy, contentTypeOf(key));
      return true;
    } catch {
      return false;
    }
  }
}
