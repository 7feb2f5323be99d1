import { describe, expect, it } from 'vitest';
import {
  accessTokenClaims,
  accessTokenExpiresSoon,
  callerFromClaims,
  isCompleteUser,
  REFRESH_GRACE_SECONDS,
  refreshTokenVerdict,
  tokenRoles,
} from './tokens.ts';

const maria = {
  id: '6f1c2d8e-0000-4000-8000-000000000001',
  username: 'maria',
  email: 'user@glentia.gr',
  firstName: 'Μαρία',
  lastName: null,
  roles: ['user'],
  status: 'active',
};

describe('access token claims', () => {
  it('have the SPEC §3 shape, with empty names instead of null', () => {
    expect(accessTokenClaims(maria)).toEqual({
      sub: maria.id,
      preferred_username: 'maria',
      email: 'user@glentia.gr',
      given_name: 'Μαρία',
      family_name: '',
      realm_access: { roles: ['user'] },
    });
  });

  it('carry only known roles, and none while a social sign-up is pending', () => {
    expect(tokenRoles({ roles: ['user', 'admin', 'superhero'], status: 'active' })).toEqual([
      'admin',
      'user',
    ]);
    expect(tokenRoles({ roles: ['user'], status: 'pending' })).toEqual([]);
  });

  it('are read back into who is logged in, ignoring junk', () => {
    expect(callerFromClaims(accessTokenClaims({ ...maria, roles: ['partner', 'user'] }))).toEqual({
      id: maria.id,
      username: 'maria',
      roles: ['partner', 'user'],
    });
    expect(callerFromClaims({ realm_access: { roles: 'admin' } })).toEqual({ username: '', roles: [] });
    expect(callerFromClaims(null)).toBeNull();
  });

  it('make a complete user only with the user role', () => {
    expect(isCompleteUser({ roles: ['user'] })).toBe(true);
    expect(isCompleteUser({ roles: [] })).toBe(false);
    expect(isCompleteUser(null)).toBe(false);
  });
});

describe('refresh token verdict', () => {
  const now = new Date('2026-07-01T12:00:00Z');
  const later = new Date('2026-07-20T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it.each([
    [{ expiresAt: later, usedAt: null, revokedAt: null }, 'valid'],
    [{ expiresAt: later, usedAt: ago(REFRESH_GRACE_SECONDS + 1), revokedAt: null }, 'reused'],
    [{ expiresAt: later, usedAt: now, revokedAt: null }, 'grace'],
    [{ expiresAt: later, usedAt: ago(REFRESH_GRACE_SECONDS), revokedAt: null }, 'grace'],
    [{ expiresAt: later, usedAt: now, revokedAt: now }, 'revoked'],
    [{ expiresAt: later, usedAt: null, revokedAt: now }, 'revoked'],
    [{ expiresAt: now, usedAt: null, revokedAt: null }, 'expired'],
  ] as const)('%o is %s', (token, verdict) => {
    expect(refreshTokenVerdict(token, now)).toBe(verdict);
  });

  it('gives no grace once the session has moved on past the presented token', () => {
    const token = { expiresAt: later, usedAt: ago(10), revokedAt: null };
    expect(refreshTokenVerdict(token, now, ago(10))).toBe('grace');
    expect(refreshTokenVerdict(token, now, ago(5))).toBe('reused');
  });
});

describe('access token expiry', () => {
  const now = Date.parse('2026-07-01T12:00:00Z');
  const inSeconds = (s: number) => Math.floor(now / 1000) + s;
  it('asks for a refresh shortly before expiry, after it, or when unknown', () => {
    expect(accessTokenExpiresSoon(inSeconds(600), now)).toBe(false);
    expect(accessTokenExpiresSoon(inSeconds(20), now)).toBe(true);
    expect(accessTokenExpiresSoon(inSeconds(-5), now)).toBe(true);
    expect(accessTokenExpiresSoon(undefined, now)).toBe(true);
  });
});
