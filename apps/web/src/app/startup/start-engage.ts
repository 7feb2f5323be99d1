/**
 * What starts after the first paint (so the home page's first download stays small): the service
 * worker and its update prompt, the cookie bar's question when it is due, web push registration
 * and the messages of the service worker, or — inside the phone apps — the native shell.
 */
import type { QueryClient } from '@tanstack/react-query';
import { askForConsentIfDue } from '../../features/consent/consent-bar.ts';
import { notificationsQueryOptions } from '../../features/notifications/api/get-notifications.ts';
import { recordReminder } from '../../features/notifications/api/record-reminder.ts';
import { markAllNotificationsRead } from '../../features/notifications/api/update-notifications.ts';
import { registerPushToken } from '../../lib/account-paths.ts';
import { translate } from '../../lib/i18n.ts';
import { nativePlatform } from '../../lib/platform/detect.ts';
import { pushPermission, registerWebPush } from '../../lib/push/web-push.ts';
import { notify } from '../../lib/toast.ts';
import { useSession } from '../../stores/session.ts';

export interface EngageContext {
  navigate: (path: string, options?: { replace?: boolean }) => void;
  client: QueryClient;
}

const tn = (key: string) => translate('notifications', key);

function reloadNotifications(client: QueryClient): void {
  void client.fetchQuery({ ...notificationsQueryOptions(), staleTime: 0 }).catch(() => undefined);
}

/** SPEC §4: a tapped push marks all notifications read and opens its address. */
async function pushOpened(context: EngageContext, url: string): Promise<void> {
  await markAllNotificationsRead().catch(() => undefined);
  reloadNotifications(context.client);
  context.navigate(url);
}

/** SPEC §8: a push in the foreground shows a toast (5000 ms) and the notifications reload. */
function pushInForeground(context: EngageContext, title: string, body: string): void {
  notify('info', title, body ? { description: body } : {});
  reloadNotifications(context.client);
}

function listenToServiceWorker(context: EngageContext): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as {
      type?: string;
      url?: string;
      payload?: { title?: string; body?: string };
    } | null;
    if (data?.type === 'push') pushInForeground(context, data.payload?.title ?? '', data.payload?.body ?? '');
    else if (data?.type === 'push-received') reloadNotifications(context.client);
    else if (data?.type === 'push-opened' && data.url) void pushOpened(context, data.url);
  });
}

/** A window the service worker opened from a tapped push arrives with `?push=opened`. */
function handleOpenedFromPush(context: EngageContext): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('push') !== 'opened') return;
  url.searchParams.delete('push');
  const path = `${url.pathname}${url.search}${url.hash}`;
  context.navigate(path, { replace: true });
  void markAllNotificationsRead()
    .catch(() => undefined)
    .then(() => reloadNotifications(context.client));
}

export async function startEngage(context: EngageContext): Promise<void> {
  const platform = nativePlatform();
  if (platform) {
    const { startNativeShell } = await import('../../lib/platform/native-shell.ts');
    await startNativeShell(platform, {
      navigate: (path) => context.navigate(path),
      recordReminder: (eventId, read) =>
        void recordReminder(eventId, read)
          .then(() => reloadNotifications(context.client))
          .catch(() => undefined),
      registerPushToken: (token, device) => void registerPushToken(token, device).catch(() => undefined),
      onPushInForeground: (title, body) => pushInForeground(context, title, body),
      onPushOpened: (url) => void pushOpened(context, url),
    }).catch(() => undefined);
    return;
  }

  askForConsentIfDue();
  if (!('serviceWorker' in navigator)) return;
  handleOpenedFromPush(context);
  listenToServiceWorker(context);
  await import('./register-service-worker.ts')
    .then(({ registerServiceWorker }) =>
      registerServiceWorker({ message: tn('update.message'), refresh: tn('update.refresh') }),
    )
    .catch(() => undefined);
  // SPEC §4: on the web the token is registered at load when permission was granted.
  if (pushPermission() === 'granted' && useSession.getState().appSettings.pushNotification) {
    await registerWebPush().catch(() => undefined);
  }
}
