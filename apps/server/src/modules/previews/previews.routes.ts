/**
 * Pages whose links people share get their own preview in the app's HTML: `/glentia/{id}`,
 * `/location/{id}`, `/artist/{id}`. Also `/sitemap.xml` and `/robots.txt`. Unknown ids (and events
 * not public) get the plain app page, where the app itself says what was not found, with status 404.
 */

import { buffer } from 'node:stream/consumers';
import { type AppRoutePattern, matchAppRoute } from '@glentia/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendError } from '../../http/errors.ts';
import { NO_APP_HTML, readIndexHtml } from '../../http/index-html.ts';
import { etagOf, isNotModified } from '../../lib/conditional.ts';
import { pageLanguage } from '../../lib/language.ts';
import { sendCached } from '../../lib/public-cache.ts';
import {
  createFirstScreen,
  drawnLanguage,
  drawsWide,
  forBrowser,
  PAGE_VARIES_BY,
  requestOrigin,
} from '../first-screen/first-screen.ts';
import { injectPageMeta, withPageAddress, withShareCard } from './previews.html.ts';
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
      const pathname = request.url.split('?')[0] ?? '';
      if (matchAppRoute(pathname)?.pattern !== path) {
        reply.header('vary', 'cookie');
        const page = withPageAddress(genericHtml, `${config.publicUrl}${pathname}`);
        return sendHtml(reply, forBrowser(page, request.headers.cookie));
      }
      // An empty text stands for "nothing here", so unknown ids are cached like known ones.
      // The page's first screen (always of the page's own address) follows its tags, in a phone's
      // frame or a wide window's.
      const wide = drawsWide(request.headers['user-agent']);
      // The preview's language: `?lang=en`, `?fb_locale=en_GB`, or an English-only Accept-Language.
      const query = request.query as Record<string, unknown>;
      const textLanguage = pageLanguage(query, request.headers['accept-language']);
      const asked = query.lang === 'en' || query.lang === 'el';
      const language = asked ? textLanguage : drawnLanguage(request.headers);
      const origin = requestOrigin(request);
      const html = await cachedText(
        `preview:${kind}:${id}:${textLanguage}:${wide ? 'wide' : 'phone'}:${language}:${origin}`,
        async () => {
          const meta = await findPageMeta(db, kind, id, config.publicUrl, images, textLanguage);
          if (!meta) return '';
          const page = injectPageMeta(indexHtml, meta);
          return withFirstScreen(page, request.url.split('?')[0] ?? '', language, origin, wide);
        },
      );
      reply.header('vary', PAGE_VARIES_BY);
      const cookies = request.headers.cookie;
      return html
        ? sendHtml(reply, forBrowser(html, cookies))
        : sendHtml(reply, forBrowser(genericHtml, cookies), 404);
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
    // Read whole (a copy is at most 1200 px wide) to give it an ETag, so a cache can ask again cheaply.
    const bytes = Buffer.isBuffer(jpeg) ? jpeg : await buffer(jpeg);
    const etag = etagOf(bytes);
    reply.header('cache-control', 'public, max-age=604800').header('etag', etag);
    if (isNotModified(request.headers, { etag })) return reply.code(304).send();
    return reply.type('image/jpeg').send(bytes);
  });

  // Short links of shares: the same preview at its full address.
  app.get<{ Params: { id: string } }>('/g/:id', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(`/glentia/${encodeURIComponent(request.params.id)}`, 301),
  );

  // Kept compressed with its ETag, like the public answers: 304 to a crawler that has it, and
  // `Vary: accept-encoding` on every answer, the uncompressed one too.
  app.get('/sitemap.xml', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const body = await cache.getText('sitemap.xml', () => buildSitemap(db, config.publicUrl));
    return sendCached(request, reply, body, 'application/xml; charset=utf-8', 'public, max-age=3600');
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(config.publicUrl)),
  );
};
