/** Place search for the new-venue flow: signed-in people only (it spends the provider's quota). */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../lib/language.ts';
import { searchPlaces } from './places.service.ts';

export async function placesRoutes(app: FastifyInstance) {
  route(app, contract.eventForms.searchPlaces, async (request) =>
    searchPlaces(app.ctx, actorOf(request), request.query, {
      language: requestLanguage(request),
      log: (error) => request.log.warn({ err: error }, 'place search unavailable; searching known venues'),
    }),
  );
}
