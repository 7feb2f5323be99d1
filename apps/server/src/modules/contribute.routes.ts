/**
 * Every route of contributing and moderating: the event form, uploaders' actions, admin review,
 * imports, venue and artist curation, place search and social posts. Who is calling comes from
 * `callerOf` (the accounts module's resolver), so this file holds no authentication of its own:
 *
 *   await app.register(contributeRoutes, { callerOf: (request) => request.caller });
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SafeFetchOptions } from '../lib/outbound/safe-fetch.ts';
import { artistAdminRoutes } from './artists/artists.admin.routes.ts';
import { eventAdminRoutes } from './events/events.admin.routes.ts';
import type { CallerRouteOptions } from './events/events.caller.ts';
import { eventWriteRoutes } from './events/events.write.routes.ts';
import { locationAdminRoutes } from './locations/locations.admin.routes.ts';
import { placesRoutes } from './places/places.routes.ts';
import { posterReadingRoutes } from './poster-reading/poster-reading.routes.ts';
import { socialPostRoutes } from './social-posts/social-posts.routes.ts';

export interface ContributeRouteOptions extends CallerRouteOptions {
  /** Tests only: lets imports reach the test's local page server. Production passes nothing. */
  fetchOptions?: SafeFetchOptions;
}

export const contributeRoutes: FastifyPluginAsyncZod<ContributeRouteOptions> = async (app, options) => {
  const { callerOf } = options;
  const fetchOptions = options.fetchOptions ? { fetchOptions: options.fetchOptions } : {};
  await app.register(eventWriteRoutes, { callerOf });
  await app.register(posterReadingRoutes, { callerOf });
  await app.register(eventAdminRoutes, { callerOf, ...fetchOptions });
  await app.register(locationAdminRoutes, { callerOf });
  await app.register(artistAdminRoutes, { callerOf });
  await app.register(placesRoutes, { callerOf });
  await app.register(socialPostRoutes, { callerOf, ...fetchOptions });
};
