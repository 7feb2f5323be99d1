/**
 * `/metrics` in Prometheus' text format, only with METRICS=true; with METRICS_TOKEN, only for
 * `Authorization: Bearer <token>`. Registered before the routes so every answer is counted.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../../http/errors.ts';
import { createMetrics } from './metrics.registry.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(async function metricsPlugin(app: FastifyInstance) {
  const { config, database, cache } = app.ctx;
  if (!config.metrics.enabled) return;
  const metrics = createMetrics({ database, cache });

  app.addHook('onResponse', async (request, reply) => {
    // The pattern (`/api/public/glentia/:id`), so ids do not make a series each; unknown paths are one.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = config.metrics.token;
    if (token) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token))
        return sendError(request, reply, 401, 'UNAUTHORIZED', {
          el: 'Οι μετρήσεις θέλουν το σωστό κλειδί (METRICS_TOKEN).',
          en: 'The metrics need the right token (METRICS_TOKEN).',
        });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
});
