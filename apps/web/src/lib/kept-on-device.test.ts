import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultSession, useSession } from '../stores/session.ts';
import { DEVICE_ID_STORAGE_KEY, getDeviceId } from './device.ts';
import { startKeptCookie } from './kept-on-device.ts';

/** The cookies the code under test writes, as it writes them. */
function recordCookieWrites(): { writes: string[]; restore: () => void } {
  let owner: object | null = Object.getPrototypeOf(document);
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner);
  const native = owner ? Object.getOwnPropertyDescriptor(owner, 'cookie') : undefined;
  if (!native?.get || !native.set) throw new Error('no document.cookie to watch');
  const { get, set } = native;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => get.call(document),
    set: (value: string) => {
      writes.push(value);
      set.call(document, value);
    },
  });
  return { writes, restore: () => Reflect.deleteProperty(document, 'cookie') };
}

const keptCookie = () => /(?:^|;\s*)glentia_kept=1(?:;|$)/.test(document.cookie);

describe('the cookie that says this browser keeps something', () => {
  let stop: () => void = () => undefined;
  let cookies: ReturnType<typeof recordCookieWrites>;

  beforeEach(() => {
    localStorage.clear();
    useSession.setState(createDefaultSession());
    cookies = recordCookieWrites();
  });

  afterEach(() => {
    stop();
    cookies.restore();
    // biome-ignore lint/suspicious/noDocumentCookie: the flag under test is taken back
    document.cookie = 'glentia_kept=; Path=/; Max-Age=0';
    delete document.documentElement.dataset.nothingKept;
  });

  it('writes nothing on a first visit until the visitor keeps something, then follows it', async () => {
    document.documentElement.dataset.nothingKept = '';
    stop = startKeptCookie();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cookies.writes).toEqual([]);

    useSession.getState().setDarkTheme(true);
    expect(keptCookie()).toBe(true);
    expect(cookies.writes[0]).toMatch(/^glentia_kept=1; Max-Age=34560000; Path=\/; SameSite=Lax$/);

    useSession.getState().setDarkTheme(null);
    expect(keptCookie()).toBe(false);
    expect(cookies.writes).toHaveLength(2);
  });

  it('is written once a device id is made', async () => {
    document.documentElement.dataset.nothingKept = '';
    stop = startKeptCookie();
    getDeviceId();
    await vi.waitFor(() => expect(keptCookie()).toBe(true));
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).not.toBeNull();
  });

  it('is written again on every start of a signed-in app, and taken back when it signs out', async () => {
    useSession.getState().setTokens('a.b.c', 'refresh');
    stop = startKeptCookie();
    await vi.waitFor(() => expect(cookies.writes).toHaveLength(1));
    expect(keptCookie()).toBe(true);

    useSession.getState().logout();
    expect(keptCookie()).toBe(false);
    // A change that keeps what is kept writes nothing.
    useSession.getState().setNotificationSettings({ email: false, pushNotification: true });
    expect(cookies.writes).toHaveLength(2);
  });

  it('takes back a cookie left over on a page not marked as a first visit, once it keeps nothing', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a flag left from an earlier session
    document.cookie = 'glentia_kept=1; Path=/';
    stop = startKeptCookie();
    await vi.waitFor(() => expect(keptCookie()).toBe(false));
  });
});
