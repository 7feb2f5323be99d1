/**
 * `/.well-known/assetlinks.json` and `/.well-known/apple-app-site-association`, from configuration
 * (`NATIVE_APP_ID`, `ANDROID_CERT_SHA256`, `APPLE_TEAM_ID`). Without the signing details the file is
 * answered 404, so a phone never trusts a half-made file.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors.ts';
import { androidAssetLinks, appleAppSiteAssociation } from './app-links.presenter.ts';

const notConfigured = (what: string) =>
  new NotFoundError(
    {
      el: `Οι σύνδεσμοι εφαρμογής για ${what} δεν έχουν ρυθμιστεί σε αυτόν τον διακομιστή.`,
      en: `App links for ${what} are not configured on this server.`,
    },
    'APP_LINKS_NOT_CONFIGURED',
  );

/** A day: the phones re-read these files now and then, never on every link. */
const CACHE = 'public, max-age=86400';

export const appLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appLinks } = app.ctx.config;
  const schema = { hide: true };

  app.get('/.well-known/assetlinks.json', { schema }, async (_request, reply) => {
    if (appLinks.androidCertificates.length === 0) throw notConfigured('Android');
    return reply.header('cache-control', CACHE).type('application/json').send(androidAssetLinks(appLinks));
  });

  app.get('/.well-known/apple-app-site-association', { schema }, async (_request, reply) => {
    const { appleTeamId } = appLinks;
    if (!appleTeamId) throw notConfigured('iOS');
    return reply
      .header('cache-control', CACHE)
      .type('application/json')
      .send(appleAppSiteAssociation({ ...appLinks, appleTeamId }));
  });
};
