/**
 * Everything the phone apps add to the web app, started once when the app runs inside a native
 * shell (never on the web): deep links to events, native push registration and its taps, and the
 * taps and arrivals of local reminders.
 */
import { App } from '@capacitor/app';
import { LocalNotifications } from '@capacitor/local-notifications';
import { PushNotifications } from '@capacitor/push-notifications';
import { deepLinkPath } from './deep-link.ts';
import { onReminderReceived, onReminderTapped } from './reminders.ts';

export interface NativeShellHooks {
  navigate: (path: string) => void;
  /** Keeps a reminder among the notifications (read or unread). */
  recordReminder: (eventId: string, read: boolean) => void;
  /** Sends the FCM token to the server. */
  registerPushToken: (token: string, platform: 'IOS' | 'ANDROID') => void;
  /** A push arrived while the app is open: show it and reload the notifications. */
  onPushInForeground: (title: string, body: string) => void;
  /** A push was tapped: mark all read and open its address. */
  onPushOpened: (url: string) => void;
}

export async function startNativeShell(platform: 'ios' | 'android', hooks: NativeShellHooks): Promise<void> {
  await App.addListener('appUrlOpen', ({ url }) => {
    const path = deepLinkPath(url);
    if (path) hooks.navigate(path);
  });

  await LocalNotifications.addListener('localNotificationActionPerformed', ({ notification }) => {
    void onReminderTapped(notification.extra, {
      navigate: hooks.navigate,
      record: hooks.recordReminder,
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
  });
  await LocalNotifications.addListener('localNotificationReceived', (notification) => {
    onReminderReceived(notification.extra, { record: hooks.recordReminder });
  });

  await PushNotifications.addListener('registration', ({ value }) =>
    hooks.registerPushToken(value, platform === 'ios' ? 'IOS' : 'ANDROID'),
  );
  await PushNotifications.addListener('pushNotificationReceived', (push) =>
    hooks.onPushInForeground(push.title ?? '', push.body ?? ''),
  );
  await PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) => {
    const url = (notification.data as { url?: unknown } | undefined)?.url;
    hooks.onPushOpened(typeof url === 'string' ? url : '/notifications');
  });
  // SPEC §4 push permission: asked when not yet decided, then the token is registered.
  let permission = (await PushNotifications.checkPermissions()).receive;
  if (permission === 'prompt' || permission === 'prompt-with-rationale') {
    permission = (await PushNotifications.requestPermissions()).receive;
  }
  if (permission === 'granted') await PushNotifications.register();
}

/**
 * After a login: asks the phone for its push token again (only when permission was granted), so
 * the `registration` listener sends it once more, now under the account.
 */
export async function registerNativePushAgain(): Promise<boolean> {
  if ((await PushNotifications.checkPermissions()).receive !== 'granted') return false;
  await PushNotifications.register();
  return true;
}
