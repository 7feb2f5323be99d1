/**
 * Token rules (SPEC §3, §4; DESIGN auth): the access token's claims, how the app reads who is logged
 * in from them, and when a refresh token may be used. Pure, so the server and the web app agree.
 */
import { ROLES, type Role } from './permissions.ts';

/** Access tokens are short-lived; refresh tokens rotate on every use. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
/** A sign-in counts as recent (for deleting an account without a password) for this long. */
export const ACCOUNT_REAUTH_SECONDS = 5 * 60;

/** The account fields an access token is made from. */
export interface TokenSubject {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: readonly string[];
  /** `pending` until a social sign-in has chosen a username. */
  status: 'active' | 'pending' | string;
}

/** The claims of an access token, in the shape SPEC §3 names (Keycloak's). */
export interface AccessTokenClaims {
  sub: string;
  preferred_username: string;
  email: string;
  given_name: string;
  family_name: string;
  realm_access: { roles: Role[] };
}

/** Only known roles are put in a token, and none while the account is pending (it is not yet a user). */
export function tokenRoles(subject: Pick<TokenSubject, 'roles' | 'status'>): Role[] {
  if (subject.status !== 'active') return [];
  return ROLES.filter((role) => subject.roles.includes(role));
}

export function accessTokenClaims(subject: TokenSubject): AccessTokenClaims {
  return {
    sub: subject.id,
    preferred_username: subject.username,
    email: subject.email,
    given_name: subject.firstName ?? '',
    family_name: subject.lastName ?? '',
    realm_access: { roles: tokenRoles(subject) },
  };
}

/**
 * Who a token's claims describe, as far as the interface cares (the account id too when the token
 * names one: the venue and artist rules compare it); null when they are not claims.
 */
export function callerFromClaims(payload: unknown): { id?: string; username: string; roles: Role[] } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const claims = payload as {
    sub?: unknown;
    preferred_username?: unknown;
    realm_access?: { roles?: unknown };
  };
  const roles = Array.isArray(claims.realm_access?.roles) ? (claims.realm_access.roles as unknown[]) : [];
  return {
    ...(typeof claims.sub === 'string' && claims.sub ? { id: claims.sub } : {}),
    username: typeof claims.preferred_username === 'string' ? claims.preferred_username : '',
    roles: ROLES.filter((role) => roles.includes(role)),
  };
}

// Whether a token names a finished account is a permission: decided with the others.
export { isCompleteUser } from './permissions.ts';

export interface StoredRefreshToken {
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * How long a refresh token just rotated may be presented again: two tabs (or a retry after a lost
 * answer) that refresh at once send the same token, and the later one should not end the session.
 * Short, as the OAuth 2.0 security best practice allows for rotation.
 */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * What presenting a stored refresh token means: `valid` rotates it; `grace` (rotated moments ago,
 * and no token of its session used since) gets new tokens for the same session; `reused` (rotated
 * earlier, or its session has moved on) means it was copied, so its whole session is revoked;
 * `revoked` and `expired` simply fail.
 */
export type RefreshVerdict = 'valid' | 'grace' | 'reused' | 'revoked' | 'expired';

export function refreshTokenVerdict(
  token: StoredRefreshToken,
  now: Date,
  /** The latest use of any token of the same session (this one included). */
  sessionLastUsedAt: Date | null = token.usedAt,
): RefreshVerdict {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!token.usedAt) return 'valid';
  const recent = now.getTime() - token.usedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;
  const latest = !sessionLastUsedAt || sessionLastUsedAt.getTime() <= token.usedAt.getTime();
  return recent && latest ? 'grace' : 'reused';
}

/** Whether an access token expiring at `exp` (seconds) should be refreshed before use. */
export function accessTokenExpiresSoon(exp: number | undefined, nowMs: number, marginSeconds = 30): boolean {
  if (exp === undefined) return true;
  return exp * 1000 - nowMs <= marginSeconds * 1000;
}
