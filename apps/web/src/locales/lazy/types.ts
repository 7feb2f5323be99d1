/**
 * Texts of screens that are not part of the first download. Each is registered with
 * `registerTexts` (lib/i18n.ts) when its screen's code loads — e.g. `features/share/texts.ts`, or
 * `locales/lazy/auth.ts` for the sign-in screens. This file names them for the type checker only,
 * so nothing here reaches the home page's JavaScript.
 */
import type { account } from '../el/account.ts';
import type { admin } from '../el/admin.ts';
import type { artists } from '../el/artists.ts';
import type { auth } from '../el/auth.ts';
import type { calendarFeeds } from '../el/calendar-feeds.ts';
import type { contribute } from '../el/contribute.ts';
import type { eventActions } from '../el/event-actions.ts';
import type { eventPage } from '../el/event-page.ts';
import type { placeMap } from '../el/place-map.ts';
import type { profiles } from '../el/profiles.ts';
import type { share } from '../el/share.ts';

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
}
