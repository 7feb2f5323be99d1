/**
 * Glentia's access tokens: HS256 JWTs with the claims of SPEC §3 plus `sid`, the session (refresh
 * token family) they belong to, valid for 15 minutes.
 */
import { createHmac } from 'node:crypto';
import { ACCESS_TOKEN_SECONDS, accessTokenClaims, ROLES, type TokenSubject } from '@glentia/core';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { TokenCheck } from '../../http/auth.ts';

const AUDIENCE = 'glentia';

export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly successorKey: Buffer;

  constructor(
    secret: string,
    private readonly issuer: string,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.successorKey = createHmac('sha256', secret).update('glentia:refresh-successor').digest();
  }

  /**
   * The refresh token that follows `refreshToken` in its session. Derived (HMAC with a key only the
   * server holds) rather than random, so a tab presenting the old token again within the grace
   * period gets the very same successor back instead of a new link of the session.
   */
  successorOf(refreshToken: string): string {
    return createHmac('sha256', this.successorKey).update(refreshToken).digest('base64url');
  }

  async sign(subject: TokenSubject, sessionId: string): Promise<string> {
    return new SignJWT({ ...accessTokenClaims(subject), sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(AUDIENCE)
      .setSubject(subject.id)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: this.issuer,
        audience: AUDIENCE,
        // A token without an expiry would work for ever: every token Glentia signs has one.
        requiredClaims: ['exp', 'sub'],
      });
      const roles = (payload.realm_access as { roles?: unknown } | undefined)?.roles;
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { problem: 'invalid' };
      return {
        caller: {
          id: payload.sub,
          sessionId: payload.sid,
          username: String(payload.preferred_username ?? ''),
          email: String(payload.email ?? ''),
          roles: Array.isArray(roles) ? ROLES.filter((role) => roles.includes(role)) : [],
        },
      };
    } catch (error) {
      return { problem: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
