/** `POST /api/public/glentia/:id/translation` and `GET /api/public/translation` (public, rate-limited). */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { translateEventDescription, translationService } from './translations.service.ts';

export async function translationsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, contract.events.translationService, async () => translationService(ctx));
  route(app, contract.events.translate, { onRequest: limitWrites('translation') }, async (request) =>
    translateEventDescription(ctx, request.params.id, request.body, (error) =>
      request.log.warn({ err: error }, 'translation failed'),
    ),
  );
}
