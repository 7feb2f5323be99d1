/**
 * The schedule widget for other websites (README "Widget for your website"):
 * - `GET /api/public/widget` (contract): the data, answered to any origin and cached publicly;
 * - `/embed/{venue|artist}/{id}`, `/embed/county/{county}` and `/embed/search?query=`: a page for
 *   an `<iframe>` on sites that allow no scripts of others. It runs only Glentia's own `/embed.js`
 *   under a strict policy of its own, and any site may frame it.
 * `/embed.js` itself is a file of the web build (apps/web/embed/), served with the app's files.
 */
import { contract, FILTER_QUERY_MAX_LENGTH, ZCounty, ZId, ZWidgetLanguage } from '@glentia/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED, route } from '../../http/route.ts';
import { escapeHtml } from '../../lib/html.ts';
import { sendCached } from '../../lib/public-cache.ts';
import { widgetCacheKey, widgetOf } from './feeds.widget.ts';

/** How long browsers and shared caches may keep a widget's answer or page before asking again. */
export const WIDGET_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

/** The frame page runs only Glentia's script and talks only to Glentia; any site may frame it. */
export const EMBED_PAGE_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'none'; style-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors *";

const ZTheme = z.enum(['light', 'dark', 'auto']).default('auto');
const ZFrameQuery = z.object({ lang: ZWidgetLanguage.default('el'), theme: ZTheme });

function framePage(attributes: Record<string, string>, lang: 'el' | 'en'): string {
  const data = Object.entries(attributes)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const title = lang === 'en' ? 'Glentia: the next nights' : 'Γλέντια: τα επόμενα';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body>
<script src="/embed.js"${data} data-frame=""></script>
</body>
</html>
`;
}

function sendFrame(reply: FastifyReply, html: string) {
  reply.removeHeader('x-frame-options');
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', EMBED_PAGE_POLICY)
    .header('cache-control', WIDGET_CACHE_CONTROL)
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

export const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, cache, config } = app.ctx;

  route(app, contract.events.widget, CACHED, async (request, reply) => {
    const body = await cache.get(widgetCacheKey(request.query), () =>
      widgetOf(db, request.query, config.publicUrl),
    );
    reply.header('access-control-allow-origin', '*');
    return sendCached(request, reply, body, 'application/json; charset=utf-8', WIDGET_CACHE_CONTROL);
  });

  const schema = (params: z.ZodObject) => ({
    hide: true,
    params,
    querystring: ZFrameQuery,
  });

  for (const kind of ['venue', 'artist'] as const) {
    app.get(`/embed/${kind}/:id`, { schema: schema(z.object({ id: ZId })) }, async (request, reply) => {
      const { lang, theme } = request.query as z.infer<typeof ZFrameQuery>;
      const { id } = request.params as { id: string };
      return sendFrame(reply, framePage({ [kind]: id, lang, theme }, lang));
    });
  }
  app.get(
    '/embed/county/:county',
    { schema: schema(z.object({ county: ZCounty })) },
    async (request, reply) => {
      const { lang, theme } = request.query as z.infer<typeof ZFrameQuery>;
      const { county } = request.params as { county: string };
      return sendFrame(reply, framePage({ county, lang, theme }, lang));
    },
  );
  app.get(
    '/embed/search',
    {
      schema: {
        hide: true,
        querystring: ZFrameQuery.extend({ query: z.string().max(FILTER_QUERY_MAX_LENGTH).default('{}') }),
      },
    },
    async (request, reply) => {
      const { lang, theme, query } = request.query;
      return sendFrame(reply, framePage({ query, lang, theme }, lang));
    },
  );
};
