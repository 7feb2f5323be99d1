/**
 * Each night of a series carries its own copy of the poster: deleting, cancelling or re-posting
 * one night deletes that night's files only, never the series' or another night's.
 */
import { randomUUID } from 'node:crypto';
import { contentTypeOf, type ImageStore, readObject } from '../../lib/image-store/image-store.ts';

export interface PosterColumns {
  image: string | null;
  thumbnail: string | null;
  instagramImage: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

const OWN_POSTER = /^\/uploads\/events\/[0-9a-f-]{36}(-poster|-thumb|-share)\.(webp|jpg)$/;

/** A copy of the series' poster under new names; images not stored by uploads are shared as they are. */
export async function copyPoster(store: ImageStore, poster: PosterColumns): Promise<PosterColumns> {
  const id = randomUUID();
  const copy = async (url: string | null): Promise<string | null> => {
    if (!url || !OWN_POSTER.test(url)) return url;
    const data = await readObject(store, url.slice(1));
    if (!data) return null;
    const renamed = url.replace(/[0-9a-f-]{36}(?=-(poster|thumb|share)\.)/, id);
    await store.put(renamed.slice(1), data, contentTypeOf(renamed));
    return renamed;
  };
  return {
    image: await copy(poster.image),
    thumbnail: await copy(poster.thumbnail),
    instagramImage: await copy(poster.instagramImage),
    imageWidth: poster.imageWidth,
    imageHeight: poster.imageHeight,
  };
}

/** The files of a poster, for deleteStoredImages. */
export function posterFiles(poster: PosterColumns): Array<string | null> {
  return [poster.image, poster.thumbnail, poster.instagramImage];
}
