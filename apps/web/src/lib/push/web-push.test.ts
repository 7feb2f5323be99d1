import { contract, pathOf } from '@glentia/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultSession, useSession } from '../../stores/session.ts';
import { makeToken } from '../../test/fixtures.ts';
import { stubGrantedWebPush, TEST_SUBSCRIPTION, unstubWebPush } from '../../test/web-push.ts';
import {
  applicationServerKey,
  needsRegistration,
  PUSH_REFRESH_MS,
  registerWebPushAfterLogin,
} from './web-push.ts';

// The phone apps' push code, as the app shell would load it there.
const nativePush = vi.hoisted(() => ({ registerNativePushAgain: vi.fn(async () => true) }));
vi.mock('../platform/native-shell.ts', () => nativePush);

describe('needsRegistration', () => {
  const now = Date.UTC(2026, 6, 3);
  it('registers a new or changed subscription', () => {
    expect(needsRegistration(null, 'a', now)).toBe(true);
    expect(needsRegistration({ token: 'a', at: now - 1000 }, 'b', now)).toBe(true);
  });
  it('registers the same subscription again only after 7 days', () => {
    expect(needsRegistration({ token: 'a', at: now - 1000 }, 'a', now)).toBe(false);
    expect(needsRegistration({ token: 'a', at: now - PUSH_REFRESH_MS + 1 }, 'a', now)).toBe(false);
    expect(needsRegistration({ token: 'a', at: now - PUSH_REFRESH_MS }, 'a', now)).toBe(true);
  });
});

describe('applicationServerKey', () => {
  it('decodes a base64url VAPID key into its 65 bytes', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = applicationServerKey(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('registerWebPushAfterLogin', () => {
  const subscription = TEST_SUBSCRIPTION;
  let requests: Array<{ url: string; body: unknown }> = [];

  beforeEach(() => {
    requests = [];
    useSession.setState(createDefaultSession());
    // This browser was registered as a visitor a minute ago.
    localStorage.setItem(
      'glentia.pushRegistration',
      JSON.stringify({ token: JSON.stringify(subscription), at: Date.now() - 60_000 }),
    );
    stubGrantedWebPush();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
        return new Response(null, { status: 204 });
      }),
    );
  });
  afterEach(() => {
    unstubWebPush();
    localStorage.clear();
  });

  it('registers the subscription again under the account, though it was sent a minute ago', async () => {
    useSession.setState({ jwt: makeToken({ roles: ['user'] }) });
    expect(await registerWebPushAfterLogin()).toBe(true);
    expect(requests).toEqual([
      {
        url: pathOf(contract.devices.registerToken),
        body: { token: JSON.stringify(subscription), device: 'WEB', loggedIn: true },
      },
    ]);
  });

  it('never asks for permission, and leaves push alone when it is off or the account is unfinished', async () => {
    useSession.setState({ jwt: makeToken({ roles: ['user'] }) });
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    expect(await registerWebPushAfterLogin()).toBe(false);
    expect((Notification.requestPermission as ReturnType<typeof vi.fn>).mock.calls).toHaveLength(0);

    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    useSession.setState({
      jwt: makeToken({ roles: ['user'] }),
      appSettings: { ...useSession.getState().appSettings, pushNotification: false },
    });
    expect(await registerWebPushAfterLogin()).toBe(false);

    useSession.setState({ ...createDefaultSession(), jwt: makeToken({ roles: [] }) });
    expect(await registerWebPushAfterLogin()).toBe(false);
    expect(requests).toEqual([]);
  });

  it('asks the phone for its token again inside the apps, and sends no web subscription', async () => {
    useSession.setState({ jwt: makeToken({ roles: ['user'] }) });
    (window as { Capacitor?: unknown }).Capacitor = {
      isNativePlatform: () => true,
      getPlatform: () => 'android',
    };
    try {
      expect(await registerWebPushAfterLogin()).toBe(true);
      expect(nativePush.registerNativePushAgain).toHaveBeenCalledTimes(1);
      expect(requests).toEqual([]);
    } finally {
      delete (window as { Capacitor?: unknown }).Capacitor;
    }
  });
});
