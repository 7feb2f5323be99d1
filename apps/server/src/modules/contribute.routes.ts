/**
 * Every route of contributing and moderating: the event form, uploaders' actions, admin review,
 * imports, venue and artist curation (and artists editing their own pages), place search and
 * social posts. Who may call is each route's contract access; the services ask the policies with
 * the request's actor (`actorOf`).
 */
import type { FastifyInstance } from 'fastify';
import type { SafeFetchOptions } from '../lib/outbound/safe-fetch.ts';
import { artistAdminRoutes } from './artists/artists.admin.routes.ts';
import { artistSelfRoutes } from './artists/artists.self.routes.ts';
import { catalogueMergeRoutes } from './catalogue-merge/catalogue-merge.routes.ts';
import { eventAdminRoutes } from './events/events.admin.routes.ts';
import { reportAdminRoutes } from './events/events.reports.routes.ts';
import { eventWriteRoutes } from './events/events.write.routes.ts';
import { locationAdminRoutes } from './locations/locations.admin.routes.ts';
import { placesRoutes } from './places/places.routes.ts';
import { posterReadingRoutes } from './poster-reading/poster-reading.routes.ts';
import { seriesRoutes } from './series/series.routes.ts';
import { socialPostRoutes } from './social-posts/social-posts.routes.ts';

export interface ContributeRouteOptions {
  /** Tests only: lets imports reach the test's local page server. Production passes nothing. */
  fetchOptions?: SafeFetchOptions;
}

export async function contributeRoutes(app: FastifyInstance, options: ContributeRouteOptions) {
  const fetchOptions = options.fetchOptions ? { fetchOptions: options.fetchOptions } : {};
  await app.register(eventWriteRoutes, {});
  await app.register(posterReadingRoutes, {});
  await app.register(eventAdminRoutes, fetchOptions);
  await app.register(locationAdminRoutes, {});
  await app.register(artistAdminRoutes, {});
  await app.register(artistSelfRoutes, {});
  await app.register(placesRoutes, {});
  await app.register(reportAdminRoutes, {});
  await app.register(catalogueMergeRoutes, {});
  await app.register(socialPostRoutes, fetchOptions);
  await app.register(seriesRoutes, {});
}
