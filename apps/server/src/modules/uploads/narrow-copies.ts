/**
 * Narrower copies of stored pictures (`/uploads/<name>.webp?w=480`, the widths of core's
 * IMAGE_WIDTHS): made with sharp on first request, then kept in the image store under
 * `narrow/<width>/<name>` (beside `uploads/`: the data folder or the bucket), so every later
 * request, from any server process, is a plain read.
 */
import { IMAGE_WIDTHS, type ImageWidth } from '@glentia/core';
import {
  type ImageStore,
  isSafeKey,
  readObject,
  type StoredObject,
} from '../../lib/image-store/image-store.ts';
import { SharedJobs } from '../../lib/shared-jobs.ts';
import { loadSharp } from '../../lib/sharp.ts';

/** The store key of a copy of `uploads/<name>`. */
export function narrowCopyKey(uploadKey: string, width: ImageWidth): string {
  return `narrow/${width}/${uploadKey.slice('uploads/'.length)}`;
}

/** Every copy a stored picture may have, for removing them with it. */
export function narrowCopyKeys(uploadKey: string): string[] {
  return IMAGE_WIDTHS.map((width) => narrowCopyKey(uploadKey, width));
}

export class NarrowCopies {
  /** One conversion per copy at a time, however many phones ask at once. */
  private readonly making = new SharedJobs<boolean>();

  constructor(private readonly store: ImageStore) {}

  /**
   * The copy of `uploads/<name>` at `width`, made when missing; null when there is no such WebP
   * picture (or it cannot be read).
   */
  async get(uploadKey: string, width: ImageWidth): Promise<StoredObject | null> {
    if (!uploadKey.startsWith('uploads/') || !uploadKey.endsWith('.webp') || !isSafeKey(uploadKey))
      return null;
    const key = narrowCopyKey(uploadKey, width);
    const existing = await this.store.get(key);
    if (existing) return existing;
    if (!(await this.making.run(key, () => this.make(uploadKey, key, width)))) return null;
    return this.store.get(key);
  }

  private async make(uploadKey: string, key: string, width: ImageWidth): Promise<boolean> {
    const source = await readObject(this.store, uploadKey);
    if (!source) return false;
    try {
      const sharp = await loadSharp();
      const copy = await sharp(source)
        .resize({ width, withoutEnlargement: true })
        // A little below the originals' 82: copies are mostly seen at two or three device pixels
        // to a point, where the difference does not show and the bytes do (a 480 px poster: 33 → 28 KB).
        .webp({ quality: 70 })
        .toBuffer();
      await this.store.put(key, copy, 'image/webp');
      return true;
    } catch {
      return false;
    }
  }
}
