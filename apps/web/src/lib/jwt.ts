/**
 * Reads who is logged in from the access token's claims (SPEC §3: preferred_username, sub,
 * realm_access.roles). Only to decide what to show; the server checks every permission itself.
 */
import { callerFromClaims, type RoleHolder } from '@glentia/core';

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

function readClaims(jwt: string): Record<string, unknown> | null {
  if (!jwt) return null;
  try {
    const payload = decodeSegment(jwt.split('.')[1] ?? '');
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The token read last, and what it says: every part of a screen that shows or hides something for
 * the signed-in person asks, all with the same token, so it is read once (frozen, as it is shared).
 */
let lastRead: { jwt: string; claims: Record<string, unknown> | null; caller: RoleHolder | null } = {
  jwt: '',
  claims: null,
  caller: null,
};

function read(jwt: string) {
  if (jwt !== lastRead.jwt) {
    const claims = readClaims(jwt);
    lastRead = { jwt, claims: claims && Object.freeze(claims), caller: callerFromClaims(claims) };
  }
  return lastRead;
}

/** The claims of a token, or null when it is empty or unreadable. */
export function decodeTokenPayload(jwt: string): Readonly<Record<string, unknown>> | null {
  return read(jwt).claims;
}

/** The caller named by an access token, or `null` for an empty or unreadable token. */
export function callerFromToken(jwt: string): RoleHolder | null {
  return read(jwt).caller;
}
