/**
 * Uploaded photos: checked by their content, stripped of every metadata block (no GPS position or
 * camera serial leaves the server), and stored in the sizes Glentia shows. A refused or broken
 * file leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import { IMAGE_UPLOAD_LIMITS } from '@glentia/core';
import type { Metadata } from 'sharp';
import { contentTypeOf, type ImageStore } from '../../lib/image-store/image-store.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { imageErrors } from './image-errors.ts';
import { detectImageKind, type ImageKind } from './image-type.ts';
import { narrowCopyKeys } from './narrow-copies.ts';

export const POSTER_MAX_SIDE = 1600;
export const THUMBNAIL_MAX_SIDE = 600;
export const SHARE_SIDE = 1000;
export const PROFILE_SIDE = 512;

/** libvips format names that may stand behind each detected kind. */
const FORMATS: Record<ImageKind, readonly string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  webp: ['webp'],
  heif: ['heif'],
};

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxBytes: IMAGE_UPLOAD_LIMITS.maxBytes,
  maxPixels: IMAGE_UPLOAD_LIMITS.maxPixels,
};

/** The stored poster of an event: public URLs of its three sizes and the poster's size. */
export interface StoredEventImage {
  image: string;
  thumbnail: string;
  instagramImage: string;
  width: number;
  height: number;
}

/** A stored poster as the columns events and series keep it in; none when there is no new poster. */
export function posterColumns(image: StoredEventImage | null | undefined) {
  if (!image) return {};
  return {
    image: image.image,
    thumbnail: image.thumbnail,
    instagramImage: image.instagramImage,
    imageWidth: image.width,
    imageHeight: image.height,
  };
}

/**
 * Refuses anything that is not a JPEG, PNG, WebP or HEIF photo within the limits, reading only its
 * header; decoding happens after, with libvips' own pixel limit as a second guard.
 */
export async function inspectImage(input: Buffer, limits: ImageLimits = DEFAULT_IMAGE_LIMITS) {
  if (input.length > limits.maxBytes) throw imageErrors.tooLarge(Math.floor(limits.maxBytes / 1024 / 1024));
  const kind = detectImageKind(input);
  if (!kind) throw imageErrors.unsupported();
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw imageErrors.unreadable();
  }
  if (!metadata.format || !FORMATS[kind].includes(metadata.format)) throw imageErrors.unsupported();
  const { width, height } = metadata;
  if (!width || !height) throw imageErrors.unreadable();
  if (width * height > limits.maxPixels) throw imageErrors.tooManyPixels(Math.floor(limits.maxPixels / 1e6));
  return { kind, width, height };
}

/** Decodes, turns upright by its EXIF orientation, and bounds the photo; metadata is not kept. */
async function decodeBounded(input: Buffer, maxSide: number, limits: ImageLimits) {
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // libvips could not decode it: truncated, corrupt, or a HEIC coding this build cannot read.
    throw imageErrors.unreadable();
  }
}

/** The poster on a square: whole, centred over a blurred, darkened copy of itself (for shares). */
async function squareCard(poster: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const background = await sharp(poster)
    .resize(SHARE_SIDE, SHARE_SIDE, { fit: 'cover' })
    .blur(30)
    .modulate({ brightness: 0.65 })
    .toBuffer();
  const front = await sharp(poster).resize(SHARE_SIDE, SHARE_SIDE, { fit: 'inside' }).toBuffer();
  return sharp(background)
    .composite([{ input: front, gravity: 'centre' }])
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

/** Stores objects all or nothing: when one fails, those already written are removed again. */
async function putAll(store: ImageStore, files: Array<{ key: string; data: Buffer }>): Promise<void> {
  const written: string[] = [];
  try {
    for (const { key, data } of files) {
      await store.put(key, data, contentTypeOf(key));
      written.push(key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => store.delete(key).catch(() => {})));
    throw error;
  }
}

/** Stores an event's poster (≤ 1600 px), thumbnail (≤ 600 px) and 1000 px share square. */
export async function storeEventImage(
  input: Buffer,
  options: { store: ImageStore; limits?: ImageLimits },
): Promise<StoredEventImage> {
  const limits = options.limits ?? DEFAULT_IMAGE_LIMITS;
  await inspectImage(input, limits);
  const poster = await decodeBounded(input, POSTER_MAX_SIDE, limits);
  const sharp = await loadSharp();
  const [thumbnail, share] = await Promise.all([
    sharp(poster.data)
      .resize({
        width: THUMBNAIL_MAX_SIDE,
        height: THUMBNAIL_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 78 })
      .toBuffer(),
    squareCard(poster.data),
  ]);
  const id = randomUUID();
  const names = { poster: `${id}-poster.webp`, thumbnail: `${id}-thumb.webp`, share: `${id}-share.jpg` };
  await putAll(options.store, [
    { key: `uploads/events/${names.poster}`, data: poster.data },
    { key: `uploads/events/${names.thumbnail}`, data: thumbnail },
    { key: `uploads/events/${names.share}`, data: share },
  ]);
  return {
    image: `/uploads/events/${names.poster}`,
    thumbnail: `/uploads/events/${names.thumbnail}`,
    instagramImage: `/uploads/events/${names.share}`,
    width: poster.info.width,
    height: poster.info.height,
  };
}

export type ProfileFolder = 'locations' | 'artists';

/** Stores a venue's or an artist's profile picture: a 512 px square. */
export async function storeProfileImage(
  input: Buffer,
  options: { store: ImageStore; folder: ProfileFolder; limits?: ImageLimits },
): Promise<string> {
  const limits = options.limits ?? DEFAULT_IMAGE_LIMITS;
  await inspectImage(input, limits);
  const bounded = await decodeBounded(input, POSTER_MAX_SIDE, limits);
  const sharp = await loadSharp();
  const square = await sharp(bounded.data)
    .resize(PROFILE_SIDE, PROFILE_SIDE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
  const name = `${randomUUID()}.webp`;
  await putAll(options.store, [{ key: `uploads/${options.folder}/${name}`, data: square }]);
  return `/uploads/${options.folder}/${name}`;
}

/** Widest side of a sponsor's banner: sharp on a desktop's 3:1 slot, light on a phone. */
export const AD_MAX_SIDE = 1600;

/** Stores a sponsor's banner as sent (its shape is the sponsor's), bounded to 1600 px. */
export async function storeAdImage(
  input: Buffer,
  options: { store: ImageStore; limits?: ImageLimits },
): Promise<string> {
  const limits = options.limits ?? DEFAULT_IMAGE_LIMITS;
  await inspectImage(input, limits);
  const bounded = await decodeBounded(input, AD_MAX_SIDE, limits);
  const name = `${randomUUID()}.webp`;
  await putAll(options.store, [{ key: `uploads/ads/${name}`, data: bounded.data }]);
  return `/uploads/ads/${name}`;
}

const OWN_UPLOAD =
  /^\/uploads\/(events|locations|artists|ads)\/[0-9a-f-]{36}(-poster|-thumb|-share)?\.(webp|jpg)$/;

/**
 * Deletes images this module stored (never the demo posters or anything outside the uploads
 * folder); one already gone is fine.
 */
export async function deleteStoredImages(
  store: ImageStore,
  urls: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  await Promise.all(
    urls
      .filter((url): url is string => !!url && OWN_UPLOAD.test(url))
      .flatMap((url) => {
        const key = url.slice(1);
        // The JPEG copy a link preview made of it (modules/previews/share-images.ts) goes too.
        const previewCopy = `previews/${key.slice('uploads/'.length).replace(/\.(webp|jpg)$/, '.jpg')}`;
        // So do its narrower copies (narrow-copies.ts).
        return [key, previewCopy, ...narrowCopyKeys(key)];
      })
      .map((key) => store.delete(key).catch(() => {})),
  );
}
