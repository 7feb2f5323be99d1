import { withTexts } from '../lib/i18n.ts';
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

/** The admin screens share one lazy module (routes/admin-pages.tsx). */
const adminPage = (name: keyof typeof import('./routes/admin-pages.tsx')) => async () => ({
  Component: (
    await withTexts(
      import('./routes/admin-pages.tsx'),
      import('../locales/lazy/admin.ts'),
      import('../locales/lazy/series.ts'),
    )
  )[name],
});

/** The search page and its shareable-link address share one screen. */
const searchRoute = async () => ({
  Component: (await withTexts(import('./routes/glentia.tsx'), import('../locales/lazy/calendar-feeds.ts')))
    .GlentiaRoute,
});

/** The event form, empty at /glenti/edit and filled at /glenti/edit/{id}. */
const eventForm = async () => ({
  Component: (
    await withTexts(
      import('./routes/edit-event.tsx'),
      import('../locales/lazy/contribute.ts'),
      import('../locales/lazy/series.ts'),
    )
  ).EditEventRoute,
});
/** The same form filled from a weekly residency, at /series/{id}/edit. */
const seriesForm = async () => ({
  Component: (
    await withTexts(
      import('./routes/edit-series.tsx'),
      import('../locales/lazy/contribute.ts'),
      import('../locales/lazy/series.ts'),
    )
  ).EditSeriesRoute,
});

/** The account's own settings screens read the account and the sign-in texts. */
const withAccountTexts = <M,>(module: Promise<M>) =>
  withTexts(module, import('../locales/lazy/account.ts'), import('../locales/lazy/auth.ts'));

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
 * each with the texts of its screen (`withTexts`, locales/lazy/).
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
        lazy: async () => ({
          Component: (
            await withTexts(
              import('./routes/event.tsx'),
              import('../locales/lazy/event-page.ts'),
              import('../locales/lazy/share.ts'),
              import('../locales/lazy/event-actions.ts'),
              import('../locales/lazy/calendar-feeds.ts'),
              import('../locales/lazy/place-map.ts'),
              import('../locales/lazy/series.ts'),
            )
          ).EventRoute,
        }),
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
        lazy: async () => ({
          Component: (
            await withTexts(
              import('./routes/location.tsx'),
              import('../locales/lazy/profiles.ts'),
              import('../locales/lazy/share.ts'),
              import('../locales/lazy/calendar-feeds.ts'),
              import('../locales/lazy/place-map.ts'),
            )
          ).LocationRoute,
        }),
      },
      {
        path: 'artist/:id',
        handle: inner('artist'),
        lazy: async () => ({
          Component: (
            await withTexts(
              import('./routes/artist.tsx'),
              import('../locales/lazy/profiles.ts'),
              import('../locales/lazy/artists.ts'),
              import('../locales/lazy/share.ts'),
              import('../locales/lazy/calendar-feeds.ts'),
            )
          ).ArtistRoute,
        }),
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
        path: 'admin/ads',
        handle: top('adminAds'),
        loader: requireAdmin,
        lazy: async () => ({
          Component: (
            await withTexts(import('./routes/admin-ads.tsx'), import('../locales/lazy/ads-admin.ts'))
          ).AdminAdsRoute,
        }),
      },
      {
        path: 'admin/sources',
        handle: top('adminSources'),
        loader: requireAdmin,
        lazy: async () => ({
          Component: (
            await withTexts(import('./routes/admin-sources.tsx'), import('../locales/lazy/sources.ts'))
          ).AdminSourcesRoute,
        }),
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
        async () => ({
          Component: (
            await withTexts(
              import('./routes/users.tsx'),
              import('../locales/lazy/account.ts'),
              import('../locales/lazy/partner-venues.ts'),
            )
          ).UsersRoute,
        }),
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
        lazy: async () => ({
          Component: (
            await withTexts(
              import('./routes/settings.tsx'),
              import('../locales/lazy/account.ts'),
              import('../locales/lazy/auth.ts'),
              import('../locales/lazy/share.ts'),
              import('../locales/lazy/calendar-feeds.ts'),
            )
          ).SettingsRoute,
        }),
      },
      screen(
        'settings/profile',
        inner('settingsProfile'),
        async () => ({
          Component: (await withAccountTexts(import('./routes/settings-profile.tsx'))).SettingsProfileRoute,
        }),
        requireLogin,
      ),
      screen(
        'settings/security',
        inner('settingsSecurity'),
        async () => ({
          Component: (await withAccountTexts(import('./routes/settings-security.tsx'))).SettingsSecurityRoute,
        }),
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
      screen('settings/notifications', inner('settingsNotifications'), async () => ({
        Component: (
          await withTexts(import('./routes/settings-notifications.tsx'), import('../locales/lazy/account.ts'))
        ).SettingsNotificationsRoute,
      })),
      { path: 'privacy.html', element: null, loader: () => redirect('/privacy') },
      { path: 'terms', handle: inner('terms'), lazy: info('TermsRoute') },
      { path: 'disclaimer', handle: inner('disclaimer'), lazy: info('DisclaimerRoute') },
      { path: 'cookies', handle: inner('cookies'), lazy: info('CookiesRoute') },
      { path: 'contact', handle: inner('contact'), lazy: info('ContactRoute') },
      screen(
        'uploaded',
        top('uploaded'),
        async () => ({
          Component: (
            await withTexts(
              import('./routes/uploaded.tsx'),
              import('../locales/lazy/contribute.ts'),
              import('../locales/lazy/series.ts'),
            )
          ).UploadedRoute,
        }),
        requireLogin,
      ),
      {
        path: 'maps',
        handle: top('maps'),
        loader: requireLogin,
        lazy: async () => ({
          Component: (await withTexts(import('./routes/maps.tsx'), import('../locales/lazy/map.ts')))
            .MapsRoute,
        }),
      },
      screen(
        'partner',
        top('partner'),
        async () => ({
          Component: (
            await withTexts(
              import('./routes/partner.tsx'),
              import('../locales/lazy/account.ts'),
              import('../locales/lazy/partner-stats.ts'),
            )
          ).PartnerRoute,
        }),
        requirePartner,
      ),
      screen(
        'login',
        top('login'),
        async () => ({
          Component: (await withTexts(import('./routes/login.tsx'), import('../locales/lazy/auth.ts')))
            .LoginRoute,
        }),
        redirectIfLoggedIn,
      ),
      screen(
        'register',
        inner('register'),
        async () => ({
          Component: (await withTexts(import('./routes/register.tsx'), import('../locales/lazy/auth.ts')))
            .RegisterRoute,
        }),
        redirectIfLoggedIn,
      ),
      screen('verify-email', inner('verifyEmail'), async () => ({
        Component: (await withTexts(import('./routes/verify-email.tsx'), import('../locales/lazy/auth.ts')))
          .VerifyEmailRoute,
      })),
      screen('forgot-password', inner('forgotPassword'), async () => ({
        Component: (
          await withTexts(import('./routes/forgot-password.tsx'), import('../locales/lazy/auth.ts'))
        ).ForgotPasswordRoute,
      })),
      screen('reset-password', inner('resetPassword'), async () => ({
        Component: (await withTexts(import('./routes/reset-password.tsx'), import('../locales/lazy/auth.ts')))
          .ResetPasswordRoute,
      })),
      screen(
        'register-social',
        inner('registerSocial'),
        async () => ({
          Component: (
            await withTexts(import('./routes/register-social.tsx'), import('../locales/lazy/auth.ts'))
          ).RegisterSocialRoute,
        }),
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
