import { vi } from 'vitest';

/** A push subscription as the browser would report it. */
export const TEST_SUBSCRIPTION = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } };

/** A browser that supports push, where permission was granted and `TEST_SUBSCRIPTION` exists. */
export function stubGrantedWebPush(): void {
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({
        pushManager: { getSubscription: async () => ({ toJSON: () => TEST_SUBSCRIPTION }) },
      }),
    },
  });
}

/** Undoes `stubGrantedWebPush` (and every other stubbed global). */
export function unstubWebPush(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
