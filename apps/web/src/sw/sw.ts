/**
 * Glentia's service worker (/sw.js, SPEC §9): the app shell precached, pages from the network when
 * there is one and the shell when not, posters kept once seen, posters shared from other apps
 * handed to the event form (shared-poster.ts), web pushes shown (or handed to an
 * open, visible app), and taps on them. The data the screens read offline is kept by the app itself
 * (app/offline), where it can be forgotten on logout; the worker keeps no API answers.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { openedUrl, readPushPayload } from './push-payload.ts';
import { keepSharedPoster, SHARE_TARGET_PATH } from './shared-poster.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Caches of earlier versions that are no longer used (API answers were kept there). */
const RETIRED_CACHES = ['glentia-events'];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))));
});

// Every page address is the app. The server's page comes first (it may be drawn there already);
// with no connection, a server that does not answer in time or fails, the precached shell does.
const appShell = createHandlerBoundToURL('/index.html');
const fromNetwork = new NetworkOnly({ networkTimeoutSeconds: 4 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await fromNetwork.handle(options);
        if (response.status < 500) return response;
      } catch {
        // Offline or timed out: the shell below.
      }
      return appShell(options);
    },
    { denylist: [/^\/api\//, /^\/feeds\//, /^\/uploads\//, /^\/legal\//, /\.[a-z0-9]+$/i] },
  ),
);

/**
 * A poster never seen cannot be shown with no connection: a quiet blank of a poster's shape
 * stands in, instead of a broken-image sign over its description.
 */
const POSTER_PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800">' +
  '<rect width="600" height="800" fill="#8a8a8a" fill-opacity="0.12"/></svg>';

// Posters and pictures change name when they change: once seen, they are read from the device.
// The least recently used go first past the limit, or when the device runs short of space.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'glentia-images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      {
        handlerDidError: async () =>
          new Response(POSTER_PLACEHOLDER, {
            headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' },
          }),
      },
    ],
  }),
);

// A poster shared from another app: kept on the device, then the event form opens with it.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.origin !== self.location.origin) return;
  if (url.pathname !== SHARE_TARGET_PATH) return;
  event.respondWith(
    keepSharedPoster(event.request).then(
      (next) => Response.redirect(next, 303),
      () => Response.redirect('/glenti/edit', 303),
    ),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const payload = readPushPayload(event.data?.text());
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const visible = windows.find((client) => client.visibilityState === 'visible' && client.focused);
      // The app is open and looked at: it shows a toast and reloads its notifications (SPEC §8).
      if (visible) {
        visible.postMessage({ type: 'push', payload });
        return;
      }
      for (const client of windows) client.postMessage({ type: 'push-received' });
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        ...(payload.image ? { image: payload.image } : {}),
        tag: payload.id ?? undefined,
        data: { url: payload.url },
        lang: 'el',
      } as NotificationOptions);
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = readPushPayload(JSON.stringify(event.notification.data ?? {})).url;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      if (open) {
        await open.focus();
        open.postMessage({ type: 'push-opened', url });
        return;
      }
      await self.clients.openWindow(openedUrl(url));
    })(),
  );
});
