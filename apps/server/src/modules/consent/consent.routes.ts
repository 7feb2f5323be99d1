import { ZError, ZLogConsentBody } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitWrites } from '../../lib/rate-limit.ts';
import { logConsent } from './consent.service.ts';

export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/public/log-consent',
    {
      onRequest: limitWrites('consent'),
      schema: {
        tags: ['consent'],
        summary: 'Records a cookie-consent choice (every accept, reject or change)',
        body: ZLogConsentBody,
        response: { 204: z.null().describe('Recorded'), 400: ZError, 429: ZError },
      },
    },
    async (request, reply) => {
      await logConsent(db, { body: request.body, deviceId: request.device?.id ?? null });
      return reply.code(204).send(null);
    },
  );
};
