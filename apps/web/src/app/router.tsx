import type { ComponentType } from 'react';
import { type SpeakingModule, withOwnTexts } from '../lib/i18n.ts';
import {
  createBrowserRouter,
  type RouteObject,
  type Router,
  redirect,
  routerReady,
} from '../lib/router/index.ts';
import { AppSplash } from './app-splash.tsx';
import {
  redirectIfLoggedIn,
  rejectEmptyEventId,
  requireAdmin,
  requireArtist,
  requireFreshLogin,
  requireLogin,
  requirePartner,
  requirePendingRegistration,
} from './guards.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './route-error.tsx';
import type { RouteHandle, RouteTitle } from './route-handle.ts';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

/**
 * The screen `name` of a route module loaded on demand, with the texts the module declares
 * (`export const texts`), so each screen names its own words.
 */
const lazyScreen =
  <K extends string, M extends SpeakingModule & Record<K, ComponentType>>(load: () => Promise<M>, name: K) =>
  async () => ({ Component: (await withOwnTexts(load()))[name] });

/** The admin screens share one lazy module (routes/admin-pages.tsx). */
const adminPage = (name: Exclude<keyof typeof import('./routes/admin-pages.tsx'), 'texts'>) =>
  lazyScreen(() => import('./routes/admin-pages.tsx'), name);

/** The search page and its shareable-link address share one screen. */
const searchRoute = lazyScreen(() => import('./routes/glentia.tsx'), 'GlentiaRoute');

/** The event form, empty at /glenti/edit and filled at /glenti/edit/{id}. */
const eventForm = lazyScreen(() => import('./routes/edit-event.tsx'), 'EditEventRoute');
/** The same form filled from a weekly residency, at /series/{id}/edit. */
const seriesForm = lazyScreen(() => import('./routes/edit-series.tsx'), 'EditSeriesRoute');

const top = (title: RouteTitle): RouteHandle => ({ title, top: true });
const inner = (title: RouteTitle): RouteHandle => ({ title });

/** An information page from the one chunk that holds them all (routes/info.tsx). */
const info = (name: keyof typeof import('./routes/info.tsx')) => async () => ({
  Component: (await import('./routes/info.tsx'))[name],
});

/** A screen of `routes/<file>.tsx`, loaded on demand; `loader` guards who may open it. */
function screen(
  path: string,
  handle: RouteHandle,
  load: () => Promise<{ Component: RouteObject['Component'] }>,
  loader?: RouteObject['loader'],
): RouteObject {
  return { path, handle, lazy: load, ...(loader ? { loader } : {}) };
}

/**
 * Every route of SPEC §2. Only the home page is in the first download; the rest load on demand,
 * each with the texts its module declares (`lazyScreen`).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: AppSplash,
    children: [
      { index: true, Component: HomeRoute, handle: top('home') },
      { path: 'home', Component: HomeRoute, handle: top('home') },
      { path: 'glentia', handle: top('search'), loader: rejectEmptyEventId, lazy: searchRoute },
      { path: 'glentia/search', handle: top('search'), lazy: searchRoute },
      {
        path: 'glentia/:id',
        handle: inner('event'),
        lazy: lazyScreen(() => import('./routes/event.tsx'), 'EventRoute'),
      },
      {
        path: 'g/:id',
        element: null,
        loader: ({ params }) => redirect(`/glentia/${encodeURIComponent(params.id ?? '')}`),
      },
      screen('glenti/edit', inner('editEvent'), eventForm, requireFreshLogin),
      screen('glenti/edit/:id', inner('changeEvent'), eventForm, requireFreshLogin),
      screen('series/:id/edit', inner('changeEvent'), seriesForm, requireFreshLogin),
      {
        path: 'favorites',
        handle: top('favorites'),
        lazy: async () => ({ Component: (await import('./routes/favorites.tsx')).FavoritesRoute }),
      },
      {
        path: 'location/:id',
        handle: inner('location'),
        lazy: lazyScreen(() => import('./routes/location.tsx'), 'LocationRoute'),
      },
      {
        path: 'artist/:id',
        handle: inner('artist'),
        lazy: lazyScreen(() => import('./routes/artist.tsx'), 'ArtistRoute'),
      },
      {
        path: 'admin/locations',
        handle: top('adminLocations'),
        loader: requireAdmin,
        lazy: adminPage('AdminLocationsRoute'),
      },
      {
        path: 'admin/location/:id',
        handle: inner('adminLocation'),
        loader: requireAdmin,
        lazy: adminPage('AdminLocationRoute'),
      },
      {
        path: 'admin/artists',
        handle: top('adminArtists'),
        loader: requireAdmin,
        lazy: adminPage('AdminArtistsRoute'),
      },
      {
        path: 'admin/artist/:id',
        handle: inner('adminArtist'),
        loader: requireAdmin,
        lazy: adminPage('AdminArtistRoute'),
      },
      {
        path: 'admin/claims',
        handle: top('adminClaims'),
        loader: requireAdmin,
        lazy: adminPage('AdminClaimsRoute'),
      },
      {
        path: 'admin/ads',
        handle: top('adminAds'),
        loader: requireAdmin,
        lazy: lazyScreen(() => import('./routes/admin-ads.tsx'), 'AdminAdsRoute'),
      },
      {
        path: 'admin/sources',
        handle: top('adminSources'),
        loader: requireAdmin,
        lazy: lazyScreen(() => import('./routes/admin-sources.tsx'), 'AdminSourcesRoute'),
      },
      {
        path: 'events',
        handle: inner('events'),
        lazy: async () => ({ Component: (await import('./routes/events.tsx')).EventsRoute }),
      },
      {
        path: 'unpublished',
        handle: top('unpublished'),
        loader: requireAdmin,
        lazy: adminPage('UnpublishedRoute'),
      },
      {
        path: 'instagram',
        handle: top('instagram'),
        // The moderation API is admin-only: others would meet a bare 403, so they go home like elsewhere.
        loader: requireAdmin,
        lazy: adminPage('InstagramRoute'),
      },
      screen(
        'users',
        top('users'),
        lazyScreen(() => import('./routes/users.tsx'), 'UsersRoute'),
        requireAdmin,
      ),
      {
        path: 'notifications',
        handle: top('notifications'),
        lazy: async () => ({ Component: (await import('./routes/notifications.tsx')).NotificationsRoute }),
      },
      {
        path: 'settings',
        handle: top('settings'),
        lazy: lazyScreen(() => import('./routes/settings.tsx'), 'SettingsRoute'),
      },
      screen(
        'settings/profile',
        inner('settingsProfile'),
        lazyScreen(() => import('./routes/settings-profile.tsx'), 'SettingsProfileRoute'),
        requireLogin,
      ),
      screen(
        'settings/security',
        inner('settingsSecurity'),
        lazyScreen(() => import('./routes/settings-security.tsx'), 'SettingsSecurityRoute'),
        requireLogin,
      ),
      {
        path: 'settings/appearance',
        handle: inner('settingsAppearance'),
        lazy: async () => ({ Component: (await import('./routes/appearance.tsx')).AppearanceRoute }),
      },
      { path: 'help', handle: top('help'), lazy: info('HelpRoute') },
      { path: 'loading', handle: top('loading'), lazy: info('LoadingRoute') },
      { path: 'privacy', handle: inner('privacy'), lazy: info('PrivacyRoute') },
      screen(
        'settings/notifications',
        inner('settingsNotifications'),
        lazyScreen(() => import('./routes/settings-notifications.tsx'), 'SettingsNotificationsRoute'),
      ),
      { path: 'privacy.html', element: null, loader: () => redirect('/privacy') },
      { path: 'terms', handle: inner('terms'), lazy: info('TermsRoute') },
      { path: 'disclaimer', handle: inner('disclaimer'), lazy: info('DisclaimerRoute') },
      { path: 'cookies', handle: inner('cookies'), lazy: info('CookiesRoute') },
      { path: 'contact', handle: inner('contact'), lazy: info('ContactRoute') },
      screen(
        'uploaded',
        top('uploaded'),
        lazyScreen(() => import('./routes/uploaded.tsx'), 'UploadedRoute'),
        requireLogin,
      ),
      {
        path: 'maps',
        handle: top('maps'),
        loader: requireLogin,
        lazy: lazyScreen(() => import('./routes/maps.tsx'), 'MapsRoute'),
      },
      screen(
        'partner',
        top('partner'),
        lazyScreen(() => import('./routes/partner.tsx'), 'PartnerRoute'),
        requirePartner,
      ),
      screen(
        'artist',
        top('artistAccount'),
        lazyScreen(() => import('./routes/artist-account.tsx'), 'ArtistAccountRoute'),
        requireArtist,
      ),
      screen(
        'login',
        top('login'),
        lazyScreen(() => import('./routes/login.tsx'), 'LoginRoute'),
        redirectIfLoggedIn,
      ),
      screen(
        'register',
        inner('register'),
        lazyScreen(() => import('./routes/register.tsx'), 'RegisterRoute'),
        redirectIfLoggedIn,
      ),
      screen(
        'verify-email',
        inner('verifyEmail'),
        lazyScreen(() => import('./routes/verify-email.tsx'), 'VerifyEmailRoute'),
      ),
      screen(
        'forgot-password',
        inner('forgotPassword'),
        lazyScreen(() => import('./routes/forgot-password.tsx'), 'ForgotPasswordRoute'),
      ),
      screen(
        'reset-password',
        inner('resetPassword'),
        lazyScreen(() => import('./routes/reset-password.tsx'), 'ResetPasswordRoute'),
      ),
      screen(
        'register-social',
        inner('registerSocial'),
        lazyScreen(() => import('./routes/register-social.tsx'), 'RegisterSocialRoute'),
        requirePendingRegistration,
      ),
      { path: 'not-found', Component: NotFoundRoute, handle: top('notFound') },
      { path: '*', Component: NotFoundRoute, handle: top('notFound') },
    ],
  },
];

export type AppRouter = Router;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

export { routerReady };
