/**
 * Google and Apple sign-in: which are configured, the start (a redirect to the provider), the
 * code exchange the app calls on its return to `/home`, and Apple's form-POST return.
 */
import { contract, type TSocialProvider, ZError, ZSocialStartParams, ZText } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../http/route.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { AuthDeps } from './auth.service.ts';
import { originOf } from './origin.ts';
import { randomCodeVerifier, randomNonce, randomState, type SocialClients } from './social.clients.ts';
import { completeSocialLogin, socialRedirectUri } from './social.service.ts';
import {
  clearAttemptCookie,
  openAttempt,
  readAttemptCookie,
  sealAttempt,
  setAttemptCookie,
} from './social-state.ts';

const tags = ['auth'];

export const socialRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps & { clients: SocialClients } }> = async (
  app,
  { deps },
) => {
  const { clients } = deps;
  const secureCookie = deps.publicUrl.startsWith('https:');
  const stateKey = app.auth.keyFor('social-sign-in-state');
  const redirectUri = socialRedirectUri(deps.publicUrl);

  route(app, contract.auth.providers, { config: { deviceless: true } }, async () => ({
    providers: clients.names(),
  }));

  // The start and Apple's form-POST return answer redirects, not JSON: plain routes.
  app.get(
    '/api/auth/social/:provider/start',
    {
      schema: {
        tags,
        summary: 'Starts Google or Apple sign-in: redirects the browser to the provider',
        description: `The provider returns to \`${redirectUri}\` with \`code\` and \`state\`; the app then calls \`GET /api/auth/social-login\`.`,
        params: ZSocialStartParams,
        response: { 302: z.null(), 400: ZError, 404: ZError },
      },
    },
    async (request, reply) => {
      const provider: TSocialProvider = request.params.provider;
      if (!clients.has(provider))
        throw new NotFoundError(
          {
            el: 'Αυτός ο τρόπος σύνδεσης δεν είναι διαθέσιμος.',
            en: 'This way of logging in is not available.',
          },
          'PROVIDER_NOT_CONFIGURED',
        );
      const attempt = {
        provider,
        state: randomState(),
        nonce: randomNonce(),
        codeVerifier: randomCodeVerifier(),
        redirectUri,
      };
      let target: URL;
      try {
        target = await clients.authorizationUrl(provider, attempt);
      } catch (error) {
        request.log.error({ err: error, provider }, 'social sign-in provider unavailable');
        return reply.redirect('/login?socialError=unavailable', 302);
      }
      setAttemptCookie(reply, await sealAttempt(attempt, stateKey), secureCookie);
      return reply.header('cache-control', 'no-store').redirect(target.href, 302);
    },
  );

  route(app, contract.auth.socialLogin, async (request, reply) => {
    const sealed = readAttemptCookie(request);
    const attempt = sealed ? await openAttempt(sealed, stateKey) : null;
    clearAttemptCookie(reply, secureCookie);
    reply.header('cache-control', 'no-store');
    return completeSocialLogin(deps, attempt, request.query, originOf(request), (error) =>
      request.log.warn({ err: error, provider: attempt?.provider }, 'social sign-in code exchange failed'),
    );
  });

  // Apple returns by form POST to /home: turn it into the same GET /home?code=…&state=… as Google's.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(
    '/home',
    {
      schema: {
        hide: true,
        body: z.record(ZText(), ZText()),
      },
    },
    async (request, reply) => {
      const forwarded = new URLSearchParams();
      for (const key of ['code', 'state', 'iss', 'error', 'session_state']) {
        const value = request.body[key];
        if (value) forwarded.set(key, value);
      }
      return reply.redirect(`/home?${forwarded}`, 303);
    },
  );
};
