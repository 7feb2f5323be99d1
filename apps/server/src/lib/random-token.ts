import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (refresh tokens, e-mail links): 256 bits. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a secret token: its SHA-256, so a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
