/** Place search for the new-venue flow: signed-in people only (it spends the provider's quota). */
import { ZError, ZPlaceSearchQuery, ZPlaceSearchResult } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/language.ts';
import type { CallerRouteOptions } from '../events/events.caller.ts';
import { searchPlaces } from './places.service.ts';

export const placesRoutes: FastifyPluginAsyncZod<CallerRouteOptions> = async (app, { callerOf }) => {
  app.get(
    '/api/v1/users/places',
    {
      schema: {
        tags: ['places'],
        summary: 'Find a place for a new venue (Crete only unless relaxed)',
        querystring: ZPlaceSearchQuery,
        response: { 200: ZPlaceSearchResult, 400: ZError, 401: ZError },
      },
    },
    async (request) =>
      searchPlaces(app.ctx, callerOf(request), request.query, {
        language: requestLanguage(request),
        log: (error) => request.log.warn({ err: error }, 'place search unavailable; searching known venues'),
      }),
  );
};
