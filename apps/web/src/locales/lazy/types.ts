/**
 * Texts of screens that are not part of the first download. Each namespace has one module here,
 * `locales/lazy/<name>.ts`, whose default export is its Greek and English texts; a route module
 * (app/routes/) names the ones its screen speaks (`export const texts`), which travel in its chunk
 * and are added when its route loads (`withOwnTexts`, lib/i18n.ts); a lazily loaded component
 * loads its own through `withTexts`. This file names them for the type checker only, so nothing here
 * reaches the home page's JavaScript.
 */
import type { account } from '../el/account.ts';
import type { admin } from '../el/admin.ts';
import type { adsAdmin } from '../el/ads-admin.ts';
import type { artistAccount } from '../el/artist-account.ts';
import type { artistPages } from '../el/artist-pages.ts';
import type { artists } from '../el/artists.ts';
import type { auth } from '../el/auth.ts';
import type { calendarFeeds } from '../el/calendar-feeds.ts';
import type { claims } from '../el/claims.ts';
import type { contribute } from '../el/contribute.ts';
import type { embed } from '../el/embed.ts';
import type { eventActions } from '../el/event-actions.ts';
import type { eventPage } from '../el/event-page.ts';
import type { inAppBrowser } from '../el/in-app-browser.ts';
import type { map } from '../el/map.ts';
import type { partnerStats } from '../el/partner-stats.ts';
import type { partnerVenues } from '../el/partner-venues.ts';
import type { placeMap } from '../el/place-map.ts';
import type { profiles } from '../el/profiles.ts';
import type { series } from '../el/series.ts';
import type { share } from '../el/share.ts';
import type { sources } from '../el/sources.ts';
import type { TranslationShape } from '../types.ts';

export interface LazyTexts {
  eventPage: typeof eventPage;
  share: typeof share;
  placeMap: typeof placeMap;
  profiles: typeof profiles;
  artists: typeof artists;
  auth: typeof auth;
  account: typeof account;
  admin: typeof admin;
  contribute: typeof contribute;
  eventActions: typeof eventActions;
  calendarFeeds: typeof calendarFeeds;
  series: typeof series;
  map: typeof map;
  inAppBrowser: typeof inAppBrowser;
  adsAdmin: typeof adsAdmin;
  partnerStats: typeof partnerStats;
  partnerVenues: typeof partnerVenues;
  artistPages: typeof artistPages;
  artistAccount: typeof artistAccount;
  sources: typeof sources;
  embed: typeof embed;
  claims: typeof claims;
}

/** One lazily loaded namespace: its Greek texts and the English mirroring them key by key. */
export interface ScreenTexts<N extends keyof LazyTexts> {
  namespace: N;
  el: LazyTexts[N];
  en: TranslationShape<LazyTexts[N]>;
}

/** Any one of them (what `withTexts` takes). */
export type AnyScreenTexts = { [N in keyof LazyTexts]: ScreenTexts<N> }[keyof LazyTexts];
