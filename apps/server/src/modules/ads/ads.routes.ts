import { ZAdEventBody, ZAdStatistics, ZError, ZIdParams } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitWrites } from '../../lib/rate-limit.ts';
import { guard } from '../../plugins/auth.ts';
import { getAdStatistics, recordAdEvent } from './ads.service.ts';

export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/public/ads/:id/event',
    {
      onRequest: limitWrites('adEvent'),
      schema: {
        tags: ['ads'],
        summary: 'Records a VIEW or CLICK of a sponsored ad',
        params: ZIdParams,
        body: ZAdEventBody,
        response: { 204: z.null().describe('Recorded'), 400: ZError, 404: ZError, 429: ZError },
      },
    },
    async (request, reply) => {
      await recordAdEvent(db, {
        adId: request.params.id,
        body: request.body,
        deviceId: request.device?.id ?? null,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/ads/statistics',
    {
      onRequest: guard('admin'),
      schema: {
        tags: ['ads'],
        summary: 'VIEW and CLICK totals of every ad',
        response: { 200: z.array(ZAdStatistics), 401: ZError, 403: ZError },
      },
    },
    async () => getAdStatistics(db),
  );
};
