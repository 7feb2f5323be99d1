/** `/api/partner/...`: for accounts with the partner role. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { getPartnerOverview } from './partner.service.ts';
import { getEventDailyStatistics } from './partner.stats.service.ts';

export async function partnerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  route(app, contract.partner.overview, async (request) => getPartnerOverview(db, actorOf(request)));
  route(app, contract.partner.eventDaily, async (request) =>
    getEventDailyStatistics(db, actorOf(request), request.params.id, request.query),
  );
}
