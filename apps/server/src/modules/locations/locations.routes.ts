import { ZError, ZIdParams, ZLocation } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/public-cache.ts';
import { getLocation, listLocations } from './locations.service.ts';

const tags = ['venues'];

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, cache } = app.ctx;

  app.get(
    '/api/public/locations',
    {
      schema: {
        tags,
        summary: 'Every venue with its profile, by name',
        response: { 200: z.array(ZLocation) },
      },
      compress: false,
    },
    async (request, reply) =>
      sendCachedJson(request, reply, await cache.get('locations', () => listLocations(db))),
  );

  app.get(
    '/api/public/location/:id',
    {
      schema: {
        tags,
        summary: "A venue's profile",
        params: ZIdParams,
        response: { 200: ZLocation, 400: ZError, 404: ZError },
      },
      compress: false,
    },
    async (request, reply) => {
      const body = await cache.get(`location:${request.params.id}`, () => getLocation(db, request.params.id));
      return sendCachedJson(request, reply, body);
    },
  );
};
