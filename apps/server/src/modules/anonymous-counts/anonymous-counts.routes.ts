import { ZAdEventBody, ZError, ZIdParams, ZViewedResponse } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitWrites } from '../../lib/rate-limit.ts';
import { countAnonymousEventView, recordAnonymousAdEvent } from './anonymous-counts.service.ts';

/**
 * The counts a visitor's browser sends while cookie consent does not allow measurement. Marked
 * `anonymous`, so the device plugin neither reads nor notes a device id on them, even if one is sent.
 */
export const anonymousCountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/public/ads/:id/anonymous-event',
    {
      config: { anonymous: true },
      onRequest: limitWrites('anonymousCount'),
      schema: {
        tags: ['ads'],
        summary: 'Counts a VIEW or CLICK of a sponsored ad without any device or account (no consent needed)',
        params: ZIdParams,
        body: ZAdEventBody,
        response: { 204: z.null().describe('Counted'), 400: ZError, 404: ZError, 429: ZError },
      },
    },
    async (request, reply) => {
      await recordAnonymousAdEvent(db, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/public/glentia/:id/anonymous-view',
    {
      config: { anonymous: true },
      onRequest: limitWrites('anonymousCount'),
      schema: {
        tags: ['events'],
        summary: 'Counts a view without any device or address (no consent needed)',
        params: ZIdParams,
        response: { 200: ZViewedResponse, 400: ZError, 404: ZError, 429: ZError },
      },
    },
    async (request) => {
      const views = await countAnonymousEventView(db, request.params.id);
      return { id: request.params.id, views };
    },
  );
};
