/**
 * Conditional GETs (RFC 9110 §13.2.2): whether a cache may keep what it holds. `If-None-Match`
 * decides when it is sent (a list, weak or strong tags, or `*`); only without it does
 * `If-Modified-Since` count, to the second an HTTP date can say.
 */
import { createHash } from 'node:crypto';

export interface Validators {
  etag: string;
  lastModified?: Date | undefined;
}

type Headers = Record<string, string | string[] | undefined>;

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

export function isNotModified(headers: Headers, validators: Validators): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = String(ifNoneMatch).split(',');
    return tags.some((tag) => tag.trim() === '*' || opaque(tag) === opaque(validators.etag));
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined || !validators.lastModified) return false;
  const since = Date.parse(String(ifModifiedSince));
  if (Number.isNaN(since)) return false;
  return Math.floor(validators.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

/** A strong ETag of some bytes. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}
