/**
 * What a Google or Apple sign-in must remember between leaving for the provider and coming back:
 * provider, state, nonce and PKCE verifier. It travels in an encrypted, httpOnly, 10-minute cookie
 * scoped to `/api/auth`, so no server process needs to keep it and no script on the page can read it.
 */
import { cookieValue, type TSocialProvider } from '@glentia/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';

export interface SocialAttempt {
  provider: TSocialProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export const SOCIAL_COOKIE = 'glentia_oidc';
const LIFETIME_SECONDS = 600;

export async function sealAttempt(attempt: SocialAttempt, key: Uint8Array): Promise<string> {
  return new EncryptJWT({ ...attempt })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .encrypt(key);
}

export async function openAttempt(sealed: string, key: Uint8Array): Promise<SocialAttempt | null> {
  try {
    const { payload } = await jwtDecrypt(sealed, key);
    const { provider, state, nonce, codeVerifier, redirectUri } = payload as Partial<SocialAttempt>;
    if (!provider || !state || !nonce || !codeVerifier || !redirectUri) return null;
    return { provider, state, nonce, codeVerifier, redirectUri };
  } catch {
    return null;
  }
}

function cookieAttributes(secure: boolean, maxAge: number): string {
  return `Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

export function setAttemptCookie(reply: FastifyReply, sealed: string, secure: boolean): void {
  reply.header('set-cookie', `${SOCIAL_COOKIE}=${sealed}; ${cookieAttributes(secure, LIFETIME_SECONDS)}`);
}

export function clearAttemptCookie(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', `${SOCIAL_COOKIE}=; ${cookieAttributes(secure, 0)}`);
}

export function readAttemptCookie(request: FastifyRequest): string | null {
  return cookieValue(request.headers.cookie, SOCIAL_COOKIE) || null;
}
