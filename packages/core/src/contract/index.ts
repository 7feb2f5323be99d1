/**
 * Every JSON route of the Glentia API, by area. The server registers its handlers from these
 * entries and the web app calls through them; see define.ts for the shape of one. Routes that do
 * not answer JSON (feeds, link previews, /uploads, /.well-known, health, metrics, the social
 * sign-in redirects) are plain server routes.
 */
import { auth, me, partner, users } from './accounts.ts';
import { artistAccounts, artistSelf } from './artist-accounts.ts';
import { artists, initialize, locations, search } from './catalogue.ts';
import { claims } from './claims.ts';
import { artistAdmin, eventForms, locationAdmin, moderation, socialPosts } from './contribute.ts';
import { events } from './events.ts';
import { favorites } from './favorites.ts';
import { adsAdmin, catalogueMerge, partnerVenues, reports, series } from './manage.ts';
import { sources } from './sources.ts';
import {
  ads,
  anonymousCounts,
  consent,
  devices,
  follows,
  notifications,
  privateFeed,
  settings,
} from './visitor.ts';

export const contract = {
  initialize,
  events,
  artists,
  locations,
  search,
  favorites,
  follows,
  notifications,
  settings,
  devices,
  consent,
  ads,
  anonymousCounts,
  privateFeed,
  auth,
  me,
  partner,
  users,
  eventForms,
  moderation,
  locationAdmin,
  artistAdmin,
  socialPosts,
  series,
  reports,
  catalogueMerge,
  adsAdmin,
  partnerVenues,
  sources,
  claims,
  artistSelf,
  artistAccounts,
};

/** Every route of the contract, for walking them all (route tests, the OpenAPI check). */
export const contractRoutes = Object.values(contract).flatMap((area) => Object.values(area));

export { CATALOGUE_PAGE, CATALOGUE_PAGE_MAX, type TCatalogueQuery } from './catalogue.ts';
export { type TAdminClaim, type TClaim, type TClaimBody, ZAdminClaim, ZClaim, ZClaimBody } from './claims.ts';
export * from './define.ts';
export type { TCreateSourceBody, TEventSource, TSourceKind, TUpdateSourceBody } from './sources.ts';
