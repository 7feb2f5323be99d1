import { contract, pathOf } from '@glentia/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDefaultSession,
  SESSION_STORAGE_KEY,
  toPersistedSession,
  useSession,
} from '../stores/session.ts';
import { useSessionExpired } from '../stores/session-expired.ts';
import { jsonResponse } from '../test/fixtures.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { i18n } from './i18n.ts';
import { setAppNavigator } from './navigation.ts';
import { REFRESH_LOCK } from './session-refresh.ts';

const pair = (n: number) => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  token_type: 'Bearer',
  expires_in: 900,
  refresh_expires_in: 2_592_000,
});
const error = (status: number) =>
  jsonResponse({ statusCode: status, code: 'X', message: 'no', messages: { el: 'όχι', en: 'no' } }, status);

describe('session refresh in the API client (SPEC §4, §8)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const navigate = vi.fn();

  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...createDefaultSession(), jwt: 'access-0', refreshToken: 'refresh-0' });
    useSessionExpired.setState({ open: false });
    await i18n.changeLanguage('el');
    fetchMock.mockReset();
    navigate.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setAppNavigator(navigate);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setAppNavigator(null);
  });

  const authorizationOf = (call: number) =>
    new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Authorization');

  it('refreshes once on 401 with the refresh token as the body, then retries with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(error(401))
      .mockResolvedValueOnce(jsonResponse(pair(1)))
      .mockResolvedValueOnce(jsonResponse({ username: 'maria' }));
    await expect(apiRequest(pathOf(contract.me.profile))).resolves.toEqual({ username: 'maria' });
    expect(fetchMock.mock.calls[1]?.[0]).toBe(pathOf(contract.auth.refresh));
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('refresh-0');
    expect(authorizationOf(2)).toBe('Bearer access-1');
    expect(useSession.getState()).toMatchObject({ jwt: 'access-1', refreshToken: 'refresh-1' });
  });

  it('shares one refresh between requests that fail together', async () => {
    let refreshes = 0;
    fetchMock.mockImplementation(async (url, init) => {
      if (url === pathOf(contract.auth.refresh)) {
        refreshes += 1;
        return jsonResponse(pair(refreshes));
      }
      const token = new Headers(init?.headers).get('Authorization');
      return token === 'Bearer access-0' ? error(403) : jsonResponse({ ok: true });
    });
    await Promise.all([
      apiRequest(pathOf(contract.me.profile)),
      apiRequest(pathOf(contract.follows.list)),
      apiRequest(pathOf(contract.favorites.list)),
    ]);
    expect(refreshes).toBe(1);
  });

  it('on a refresh answered 400 logs out and shows the persistent session-expired dialog', async () => {
    fetchMock.mockResolvedValueOnce(error(401)).mockResolvedValueOnce(error(400));
    await expect(apiRequest(pathOf(contract.me.profile))).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().jwt).toBe('');
    expect(useSession.getState().cookiesAccepted).toBe(true);
    expect(useSessionExpired.getState().open).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on any other refresh failure logs out and goes to /login', async () => {
    fetchMock.mockResolvedValueOnce(error(401)).mockResolvedValueOnce(error(503));
    await expect(apiRequest(pathOf(contract.me.profile))).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().jwt).toBe('');
    expect(useSessionExpired.getState().open).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('logs out when a POST is still refused with 403 after the refresh', async () => {
    fetchMock
      .mockResolvedValueOnce(error(403))
      .mockResolvedValueOnce(jsonResponse(pair(1)))
      .mockResolvedValueOnce(error(403));
    await expect(
      apiRequest(pathOf(contract.eventForms.create), { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(useSession.getState().jwt).toBe('');
  });

  it('does not refresh for visitors, for other errors, or when asked not to', async () => {
    fetchMock.mockResolvedValue(error(401));
    await expect(
      apiRequest(pathOf(contract.me.logout), { method: 'POST', refresh: false }),
    ).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValue(error(404));
    await expect(apiRequest(pathOf(contract.events.get, { id: 'x' }))).rejects.toBeInstanceOf(ApiError);
    useSession.setState({ jwt: '', refreshToken: '' });
    fetchMock.mockResolvedValue(error(401));
    await expect(
      apiRequest(pathOf(contract.auth.login), { method: 'POST', body: {} }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock.mock.calls.every(([url]) => url !== pathOf(contract.auth.refresh))).toBe(true);
  });

  describe('across tabs (Web Locks)', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'locks');
    });

    /** A lock manager that runs `beforeGrant` (another tab holding the lock) before each grant. */
    function stubLocks(beforeGrant: () => void = () => {}) {
      const requested: string[] = [];
      let held = false;
      const locks = {
        request: async (name: string, _options: unknown, task: () => Promise<unknown>) => {
          requested.push(name);
          beforeGrant();
          held = true;
          try {
            return await task();
          } finally {
            held = false;
          }
        },
      };
      Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
      return { requested, isHeld: () => held };
    }

    /** What another tab writes to storage after its own refresh. */
    const storeFromOtherTab = (n: number) =>
      localStorage.setItem(
        SESSION_STORAGE_KEY,
        JSON.stringify({
          state: {
            ...toPersistedSession(useSession.getState()),
            jwt: `access-${n}`,
            refreshToken: `refresh-${n}`,
          },
          version: 1,
        }),
      );

    it('refreshes while holding the lock every tab shares', async () => {
      const lock = stubLocks();
      let heldDuringRefresh = false;
      fetchMock.mockImplementation(async (url, init) => {
        if (url === pathOf(contract.auth.refresh)) {
          heldDuringRefresh = lock.isHeld();
          return jsonResponse(pair(1));
        }
        const token = new Headers(init?.headers).get('Authorization');
        return token === 'Bearer access-0' ? error(401) : jsonResponse({ ok: true });
      });
      await expect(apiRequest(pathOf(contract.me.profile))).resolves.toEqual({ ok: true });
      expect(lock.requested).toEqual([REFRESH_LOCK]);
      expect(heldDuringRefresh).toBe(true);
    });

    it('uses the tokens another tab stored while this one waited, without spending its own', async () => {
      stubLocks(() => storeFromOtherTab(7));
      fetchMock.mockImplementation(async (url, init) => {
        if (url === pathOf(contract.auth.refresh)) return error(400);
        const token = new Headers(init?.headers).get('Authorization');
        return token === 'Bearer access-7' ? jsonResponse({ ok: true }) : error(401);
      });
      await expect(apiRequest(pathOf(contract.me.profile))).resolves.toEqual({ ok: true });
      expect(fetchMock.mock.calls.some(([url]) => url === pathOf(contract.auth.refresh))).toBe(false);
      expect(useSession.getState()).toMatchObject({ jwt: 'access-7', refreshToken: 'refresh-7' });
      expect(useSessionExpired.getState().open).toBe(false);
    });
  });
});
