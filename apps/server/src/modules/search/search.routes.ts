import { ZError, ZSearchQuery, ZSearchResults } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { search } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/public/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Events, venues and artists for what was typed (Greek or Greeklish), best first',
        querystring: ZSearchQuery,
        response: { 200: ZSearchResults, 400: ZError },
      },
    },
    async (request) => search(db, request.query.q),
  );
};
