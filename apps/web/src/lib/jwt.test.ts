import { describe, expect, it } from 'vitest';
import { callerFromToken, decodeTokenPayload } from './jwt.ts';

/** An unsigned token with the given claims, its payload in base64url as a real one is. */
function tokenFor(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode(claims)}.`;
}

describe('reading who is signed in from the access token', () => {
  it('reads the name, the id and the roles, Greek letters too', () => {
    const jwt = tokenFor({ sub: 'u-1', preferred_username: 'Μαρία', realm_access: { roles: ['partner'] } });
    expect(decodeTokenPayload(jwt)).toMatchObject({ sub: 'u-1', preferred_username: 'Μαρία' });
    expect(callerFromToken(jwt)).toMatchObject({ id: 'u-1', username: 'Μαρία', roles: ['partner'] });
  });

  it('answers null for no token and for an unreadable one', () => {
    expect(decodeTokenPayload('')).toBeNull();
    expect(callerFromToken('')).toBeNull();
    expect(decodeTokenPayload('not.a-token')).toBeNull();
    expect(callerFromToken('not.a-token')).toBeNull();
  });

  it('reads a token once however many parts of the screen ask, and a new token afresh', () => {
    const first = tokenFor({ sub: 'u-1', preferred_username: 'maria', realm_access: { roles: [] } });
    const second = tokenFor({ sub: 'u-2', preferred_username: 'nikos', realm_access: { roles: ['admin'] } });
    expect(callerFromToken(first)).toBe(callerFromToken(first));
    expect(decodeTokenPayload(first)).toBe(decodeTokenPayload(first));
    expect(callerFromToken(second)).toMatchObject({ id: 'u-2', roles: ['admin'] });
    expect(callerFromToken(first)).toMatchObject({ id: 'u-1' });
  });
});
