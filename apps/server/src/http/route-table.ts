/**
 * Remembers every route the app defines (method, path and the schemas of what it reads), so a
 * test can check that each non-public endpoint has its row in the authorization matrix, and
 * another can send every route input made from its own schema.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's request schemas (zod), where it declares them. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown; consumes?: readonly string[] };
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export default fp(async function routeTablePlugin(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const { body, querystring, params, consumes } = route.schema ?? {};
    for (const method of methods)
      table.push({ method, url: route.url, schema: { body, querystring, params, consumes } });
  });
});
