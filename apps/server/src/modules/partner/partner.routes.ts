/** `/api/partner/...`: for accounts with the partner role. */
import { ZError, ZPartnerOverview } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkedCaller, guard } from '../../plugins/auth.ts';
import { getPartnerOverview } from './partner.service.ts';

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/api/partner/overview',
    {
      onRequest: guard('partner'),
      schema: {
        tags: ['partner'],
        security: [{ bearer: [] }],
        summary: "Your venues' upcoming events, views and saves",
        response: { 200: ZPartnerOverview, 401: ZError, 403: ZError },
      },
    },
    async (request) => getPartnerOverview(db, checkedCaller(request)),
  );
};
