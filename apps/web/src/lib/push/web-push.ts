/**
 * Web push on this browser (SPEC §4 push permission): prompt → request → register the
 * subscription with the server. When already granted, the subscription is registered again at
 * load if it changed or was last sent more than 7 days ago (SPEC §9).
 */
import { contract, isCompleteUser } from '@glentia/core';
import { useSession } from '../../stores/session.ts';
import { registerPushToken } from '../account-paths.ts';
import { call } from '../api-client.ts';
import { currentActor } from '../authorization.tsx';
import { isNativePlatform } from '../platform/detect.ts';

export type PushPermissionState = 'prompt' | 'granted' | 'other';

const SAVED_KEY = 'glentia.pushRegistration';
export const PUSH_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

interface SavedRegistration {
  token: string;
  at: number;
}

export function webPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function pushPermission(): PushPermissionState {
  if (!webPushSupported()) return 'other';
  if (Notification.permission === 'granted') return 'granted';
  return Notification.permission === 'default' ? 'prompt' : 'other';
}

/** Whether the server must be told about `token`: new, changed, or sent more than 7 days ago. */
export function needsRegistration(saved: SavedRegistration | null, token: string, now: number): boolean {
  return !saved || saved.token !== token || now - saved.at >= PUSH_REFRESH_MS;
}

function readSaved(): SavedRegistration | null {
  try {
    const value = JSON.parse(localStorage.getItem(SAVED_KEY) ?? 'null') as SavedRegistration | null;
    return value && typeof value.token === 'string' && typeof value.at === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** The VAPID key as the bytes `pushManager.subscribe` wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Subscribes (if needed) and registers the subscription; false when push is not possible here.
 * After a login, call it with `force` so the account gets this browser's pushes (SPEC §4).
 */
export async function registerWebPush(options: { force?: boolean } = {}): Promise<boolean> {
  if (pushPermission() !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { publicKey } = await call(contract.devices.vapidPublicKey);
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    });
  }
  const token = JSON.stringify(subscription.toJSON());
  if (!options.force && !needsRegistration(readSaved(), token, Date.now())) return true;
  await registerPushToken(token, 'WEB');
  localStorage.setItem(SAVED_KEY, JSON.stringify({ token, at: Date.now() } satisfies SavedRegistration));
  return true;
}

/**
 * SPEC §4: after a login (e-mail, Google or Apple) this browser's subscription (or, in the phone
 * apps, the phone's token) is registered again, now under the account, so pushes meant for the
 * account reach it. Only when permission was
 * already granted and push is on in the settings: a login never asks for permission. Failures are
 * not the person's concern (the next load tries again).
 */
export async function registerWebPushAfterLogin(): Promise<boolean> {
  const session = useSession.getState();
  if (!session.appSettings.pushNotification) return false;
  // An account still without a username is not a user yet: its register call would be refused.
  if (!isCompleteUser(currentActor())) return false;
  if (isNativePlatform()) {
    // In the phone apps the token comes from the platform; the native code is loaded only there.
    const { registerNativePushAgain } = await import('../platform/native-shell.ts');
    return registerNativePushAgain().catch(() => false);
  }
  return registerWebPush({ force: true }).catch(() => false);
}

/** Asks for permission (when not decided yet), then registers. */
export async function requestWebPush(): Promise<PushPermissionState> {
  if (pushPermission() === 'prompt') await Notification.requestPermission();
  const state = pushPermission();
  if (state === 'granted') await registerWebPush({ force: true });
  return state;
}
