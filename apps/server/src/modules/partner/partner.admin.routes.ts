/** `/api/admin/users/{id}/venues`: admins assign venues to partner accounts. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { listPartnerVenues, setPartnerVenues } from './partner.admin.service.ts';

export async function partnerAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  route(app, contract.partnerVenues.list, async (request) => listPartnerVenues(db, request.params.id));
  route(app, contract.partnerVenues.set, async (request) =>
    setPartnerVenues(db, request.params.id, request.body.locationIds),
  );
}
