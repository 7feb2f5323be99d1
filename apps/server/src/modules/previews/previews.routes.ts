/**
 * Pages whose links people share get their own preview in the app's HTML: `/glentia/{id}`,
 * `/location/{id}`, `/artist/{id}`. Also `/sitemap.xml` and `/robots.txt`. Unknown ids (and events
 * not public) get the plain app page, where the app itself says what was not found, with status 404.
 */

import { type AppRoutePattern, matchAppRoute } from '@glentia/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pageLanguage } from '../../lib/language.ts';
import { sendError } from '../../plugins/errors.ts';
import { NO_APP_HTML, readIndexHtml } from '../../plugins/web.ts';
import { createFirstScreen, drawnLanguage, isPhone, requestOrigin } from '../first-screen/first-screen.ts';
import { injectPageMeta, withShareCard } from './previews.html.ts';
import { buildSitemap, findPageMeta, type PreviewKind } from './previews.service.ts';
import { robotsTxt } from './previews.sitemap.ts';
import { SHARE_PREFIX, ShareImages, shareCardImage } from './share-images.ts';

const PAGES: ReadonlyArray<{ path: AppRoutePattern; kind: PreviewKind }> = [
  { path: '/glentia/:id', kind: 'event' },
  { path: '/location/:id', kind: 'location' },
  { path: '/artist/:id', kind: 'artist' },
];

export const previewsRoutes: FastifyPluginAsync = async (app) => {
  const { db, cache, config } = app.ctx;
  const indexHtml = readIndexHtml(config.webDistDir) ?? NO_APP_HTML;
  const genericHtml = withShareCard(indexHtml, shareCardImage(config.publicUrl));
  const images = new ShareImages(app.ctx.images, config.publicUrl);
  const withFirstScreen = createFirstScreen(app, config.webDistDir);
  /** Cached values come back as JSON; these are plain strings. */
  const cachedText = async (key: string, build: () => Promise<string>) =>
    JSON.parse((await cache.get(key, build)).json.toString('utf8')) as string;

  const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  for (const { path, kind } of PAGES) {
    app.get<{ Params: { id: string } }>(path, { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params;
      // A screen of its own under the same prefix (`/glentia/search`) is no id to look up.
      if (matchAppRoute(request.url.split('?')[0] ?? '')?.pattern !== path) {
        return sendHtml(reply, genericHtml);
      }
      // An empty text stands for "nothing here", so unknown ids are cached like known ones.
      // Phones also get the page's first screen (always of the page's own address) after its tags.
      const phone = isPhone(request.headers['user-agent']);
      // The preview's language: `?lang=en`, `?fb_locale=en_GB`, or an English-only Accept-Language.
      const query = request.query as Record<string, unknown>;
      const textLanguage = pageLanguage(query, request.headers['accept-language']);
      const asked = query.lang === 'en' || query.lang === 'el';
      const language = asked ? textLanguage : drawnLanguage(request.headers);
      const origin = requestOrigin(request);
      const html = await cachedText(
        `preview:${kind}:${id}:${textLanguage}:${phone ? `phone:${language}:${origin}` : 'any'}`,
        async () => {
          const meta = await findPageMeta(db, kind, id, config.publicUrl, images, textLanguage);
          if (!meta) return '';
          const page = injectPageMeta(indexHtml, meta);
          return phone ? withFirstScreen(page, request.url.split('?')[0] ?? '', language, origin) : page;
        },
      );
      reply.header('vary', 'user-agent, accept-language');
      return html ? sendHtml(reply, html) : sendHtml(reply, genericHtml, 404);
    });
  }

  // JPEG copies of stored pictures, and the share card, for apps that cannot read WebP.
  app.get(`${SHARE_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const jpeg = await images.jpegFor(request.url.split('?')[0] ?? '');
    if (!jpeg) {
      return sendError(request, reply, 404, 'ROUTE_NOT_FOUND', {
        el: 'Η εικόνα δεν υπάρχει.',
        en: 'There is no such picture.',
      });
    }
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=604800').send(jpeg);
  });

  // Short links of shares: the same preview at its full address.
  app.get<{ Params: { id: string } }>('/g/:id', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(`/glentia/${encodeURIComponent(request.params.id)}`, 301),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await cachedText('sitemap', () => buildSitemap(db, config.publicUrl));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(config.publicUrl)),
  );
};
