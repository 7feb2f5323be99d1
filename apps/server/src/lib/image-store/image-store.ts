/**
 * Where uploaded images and their JPEG preview copies live: the data folder on one machine, or an
 * S3-compatible bucket shared by every server process. Keys are paths relative to the data folder
 * (`uploads/events/<id>-poster.webp`, `previews/events/<id>-poster.jpg`) on both, so the URLs
 * stored in the database do not change with the store.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  /** A strong validator of this content, quoted as an HTTP ETag. */
  etag: string;
  lastModified: Date;
}

export interface ImageStore {
  readonly kind: 'local' | 's3';
  /** Writes the whole object, so a reader sees the old one or the new one, never half. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's content and validators, or null when it is not there. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; one already gone is fine. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Lets go of connections (at shutdown). */
  close(): void;
}

/** Folders and names of safe characters only: no `..`, no absolute path, no empty segment. */
const SAFE_KEY = /^(?:[A-Za-z0-9_-]+\/)+[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`not an image store key: ${key}`);
}

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** The whole object in memory (images are at most a few MB), or null. */
export async function readObject(store: ImageStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The content type of a stored image from its name. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  switch (extension) {
    case 'webp':
      return 'image/webp';
    case 'avif':
      return 'image/avif';
    case 'png':
      return 'image/png';
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'svg':
      return 'image/svg+xml';
    default:
      return 'application/octet-stream';
  }
}
