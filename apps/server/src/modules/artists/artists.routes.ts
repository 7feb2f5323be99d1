import { ZArtist, ZArtistSummary, ZError, ZIdParams } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/public-cache.ts';
import { getArtist, listArtists } from './artists.service.ts';

const tags = ['artists'];

export const artistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, cache } = app.ctx;

  app.get(
    '/api/public/artists',
    {
      schema: { tags, summary: 'Every artist, by name', response: { 200: z.array(ZArtistSummary) } },
      compress: false,
    },
    async (request, reply) =>
      sendCachedJson(request, reply, await cache.get('artists', () => listArtists(db))),
  );

  app.get(
    '/api/public/artist/:id',
    {
      schema: {
        tags,
        summary: "An artist's profile",
        params: ZIdParams,
        response: { 200: ZArtist, 400: ZError, 404: ZError },
      },
      compress: false,
    },
    async (request, reply) => {
      const body = await cache.get(`artist:${request.params.id}`, () => getArtist(db, request.params.id));
      return sendCachedJson(request, reply, body);
    },
  );
};
