/** `/api/admin/ads...`: admins create, edit, schedule, retire and delete ads, and chart them. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { readMultipartForm } from '../uploads/multipart.ts';
import {
  createAd,
  deleteAd,
  getAdDailyStatistics,
  listAdminAds,
  setAdImage,
  updateAd,
} from './ads.admin.service.ts';

export async function adsAdminRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const routes = contract.adsAdmin;

  route(app, routes.list, async (request) => listAdminAds(ctx, actorOf(request)));
  route(app, routes.create, async (request) => createAd(ctx, actorOf(request), request.body));
  route(app, routes.update, async (request) =>
    updateAd(ctx, actorOf(request), request.params.id, request.body),
  );
  route(app, routes.remove, async (request, reply) => {
    await deleteAd(ctx, actorOf(request), request.params.id);
    return reply.code(204).send(null);
  });
  route(app, routes.setImage, async (request) =>
    setAdImage(
      ctx,
      actorOf(request),
      request.params.id,
      (await readMultipartForm(request)).file,
      new Date(),
      request.query.language,
    ),
  );
  route(app, routes.daily, async (request) =>
    getAdDailyStatistics(ctx, actorOf(request), request.params.id, request.query),
  );
}
