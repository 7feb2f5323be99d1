/**
 * Glentia's sign-in tokens on the server: the signing secret (configured, or made once and kept in
 * the database), the access tokens made with it, and the caller checks of http/auth.ts, given how a
 * token is verified and how an account and its session are read.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import callerPlugin from '../../http/auth.ts';
import { loadOrCreateSecret } from '../app-meta/app-meta.service.ts';
import { findUserById } from '../users/users.service.ts';
import { AccessTokens } from './access-tokens.ts';
import { findLiveSession } from './sessions.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      tokens: AccessTokens;
      /** A 256-bit key for one purpose (e.g. sealing sign-in state), derived from the signing secret. */
      keyFor(purpose: string): Uint8Array;
    };
  }
}

export default fp(async function authPlugin(app: FastifyInstance) {
  const secret = app.ctx.config.jwtSecret ?? (await loadOrCreateSecret(app.ctx.db, 'jwt-secret'));
  const tokens = new AccessTokens(secret, app.ctx.config.publicUrl);
  const keyFor = (purpose: string) =>
    new Uint8Array(createHash('sha256').update(`glentia:${purpose}:`).update(secret).digest());
  app.decorate('auth', { tokens, keyFor });
  await app.register(callerPlugin, {
    verify: (token) => tokens.verify(token),
    current: async (db, userId, sessionId) => {
      const [account, session] = await Promise.all([
        findUserById(db, userId),
        findLiveSession(db, userId, sessionId),
      ]);
      return { account, session };
    },
  });
});
