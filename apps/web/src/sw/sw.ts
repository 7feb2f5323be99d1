/**
 * Glentia's service worker (/sw.js, SPEC §9): the app shell precached, the last loaded events kept
 * for offline reading, web pushes shown (or handed to an open, visible app), and taps on them.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { openedUrl, readPushPayload } from './push-payload.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page address is the app: the cached index.html answers when offline.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/feeds\//, /^\/uploads\//, /^\/legal\//, /\.[a-z0-9]+$/i],
  }),
);

// The start data and the events: fresh when online, the last copy when not.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (url.pathname === '/api/public/initialize' || url.pathname.startsWith('/api/public/glentia')),
  new NetworkFirst({
    cacheName: 'glentia-events',
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * 24 * 60 * 60 })],
  }),
);

// Posters and pictures change name when they change.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'glentia-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

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
