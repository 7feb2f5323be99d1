/**
 * Remembers every route the app defines (method and path), so a test can check that each
 * non-public endpoint has its row in the authorization matrix.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
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
    for (const method of methods) table.push({ method, url: route.url });
  });
});
