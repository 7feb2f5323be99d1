/**
 * Serves the web app and the uploaded images. Built assets are cached for a year (their names
 * change with their content); every app route gets `index.html`, where the app's router takes over.
 * Other page paths get the same page (the app shows its not-found screen) with status 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { IMAGE_WIDTHS, isAppRoute, isImageWidth, keepsNothing } from '@glentia/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../http/errors.ts';
import { NO_APP_HTML, readIndexHtml } from '../http/index-html.ts';
import { isNotModified } from '../lib/conditional.ts';
import { contentTypeOf, isSafeKey } from '../lib/image-store/image-store.ts';
import { sendCached } from '../lib/public-cache.ts';
import {
  createFirstScreen,
  drawnLanguage,
  drawsWide,
  forBrowser,
  isServerDrawn,
  PAGE_VARIES_BY,
  requestOrigin,
} from '../modules/first-screen/first-screen.ts';
import { withPageAddress, withShareCard } from '../modules/previews/previews.html.ts';
import { shareCardImage } from '../modules/previews/share-images.ts';
import { copyFormatFor, NarrowCopies } from '../modules/uploads/narrow-copies.ts';

/** Files the browser must revalidate on every load (SPEC §9: the service worker lives at /sw.js). */
const SERVICE_WORKER_FILES = new Set(['sw.js', 'manifest.webmanifest']);

/** The schedule widget other websites load (apps/web/embed/, README "Widget for your website"). */
const WIDGET_SCRIPT = 'embed.js';

export interface WebOptions {
  webDistDir: string;
}

/** Uploads under a random name never change: browsers and proxies may keep them for a year. */
const IMMUTABLE_UPLOAD = /^(events|locations|artists)\/[0-9a-f-]{36}(-poster|-thumb|-share)?\.(webp|jpg)$/;

function uploadCacheControl(name: string): string {
  return IMMUTABLE_UPLOAD.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=604800';
}

export default fp(async function webPlugin(app: FastifyInstance, options: WebOptions) {
  // Every page without a preview of its own (the home page first) names Glentia's share card.
  const indexHtml = withShareCard(
    readIndexHtml(options.webDistDir) ?? NO_APP_HTML,
    shareCardImage(app.ctx.config.publicUrl),
  );
  // Uploaded images come from the image store (the data folder or the bucket) the same way: the
  // server streams them with their validators, so a bucket never needs to be public. `?w=480` asks
  // for a narrower copy (core's IMAGE_WIDTHS), made on first request.
  const narrowCopies = new NarrowCopies(app.ctx.images);
  const stored = async (key: string) => {
    const object = await app.ctx.images.get(key);
    return object ? { object, contentType: contentTypeOf(key) } : null;
  };
  app.get<{ Params: { '*': string }; Querystring: { w?: string } }>(
    '/uploads/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params['*'];
      const key = `uploads/${name}`;
      const width = request.query.w === undefined ? null : Number(request.query.w);
      if (width !== null && !isImageWidth(width)) {
        return sendError(request, reply, 400, 'VALIDATION_ERROR', {
          el: `Η εικόνα υπάρχει μόνο σε πλάτη ${IMAGE_WIDTHS.join(', ')} px.`,
          en: `Pictures come only in widths of ${IMAGE_WIDTHS.join(', ')} px.`,
        });
      }
      const found = !isSafeKey(key)
        ? null
        : width === null
          ? await stored(key)
          : await narrowCopies.get(key, width, copyFormatFor(request.headers.accept));
      if (!found) {
        return sendError(request, reply, 404, 'ROUTE_NOT_FOUND', {
          el: 'Η εικόνα δεν υπάρχει.',
          en: 'There is no such picture.',
        });
      }
      const { object, contentType } = found;
      // A copy's format follows the browser's `Accept` (AVIF or WebP), so caches keep one of each.
      if (width !== null) reply.header('vary', 'accept');
      reply
        .header('cache-control', uploadCacheControl(name))
        .header('etag', object.etag)
        .header('last-modified', object.lastModified.toUTCString());
      if (isNotModified(request.headers, object)) {
        object.body.destroy();
        return reply.code(304).send();
      }
      return reply.type(contentType).header('content-length', object.size).send(object.body);
    },
  );

  if (existsSync(options.webDistDir)) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build writes Brotli and gzip copies of the text assets beside them.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker must be checked on every load, or an update would wait for the HTTP cache.
        // The file sent may be the build's Brotli or gzip copy of the one asked for.
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        const worker = SERVICE_WORKER_FILES.has(name);
        // Other websites load the widget's script at a fixed address: kept an hour by any cache.
        const widget = name === WIDGET_SCRIPT;
        reply.header(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : worker
              ? 'no-cache'
              : widget
                ? 'public, max-age=3600, stale-while-revalidate=86400'
                : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  const { publicUrl } = app.ctx.config;
  /** The app's page named as the page at `request`'s address (its path: a query selects no other page). */
  const pageHtml = (request: FastifyRequest) =>
    withPageAddress(indexHtml, `${publicUrl}${request.url.split('?')[0] ?? '/'}`);
  const sendApp = (request: FastifyRequest, reply: FastifyReply, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .send(forBrowser(status === 200 ? pageHtml(request) : indexHtml, request.headers.cookie));
  const withFirstScreen = createFirstScreen(app, options.webDistDir);
  /** A public page with its first screen drawn (cached like the answers it is drawn from). */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isServerDrawn(request.url)) return sendApp(request, reply);
    const language = drawnLanguage(request.headers);
    const wide = drawsWide(request.headers['user-agent']);
    const origin = requestOrigin(request);
    const frame = wide ? 'wide' : 'phone';
    // Cached with its compressed copies, once for a browser that keeps nothing and once for others.
    const cookies = request.headers.cookie;
    const kept = keepsNothing(cookies) ? 'fresh' : 'kept';
    const body = await app.ctx.cache.getText(
      `page:${language}:${frame}:${kept}:${origin}${request.url}`,
      async () =>
        forBrowser(await withFirstScreen(pageHtml(request), request.url, language, origin, wide), cookies),
    );
    const html = 'text/html; charset=utf-8';
    return sendCached(request, reply, body, html, 'no-cache', `accept-encoding, ${PAGE_VARIES_BY}`);
  };

  app.get('/', { schema: { hide: true }, compress: false }, sendPage);
  app.get('/glentia', { schema: { hide: true }, compress: false }, sendPage);
  app.get('/privacy.html', { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect('/privacy', 301),
  );

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!isPage) {
      return sendError(request, reply, 404, 'ROUTE_NOT_FOUND', {
        el: 'Η διαδρομή δεν υπάρχει.',
        en: 'There is no such address.',
      });
    }
    const pathname = request.url.split('?')[0] ?? '/';
    return sendApp(request, reply, isAppRoute(pathname) ? 200 : 404);
  });
});
