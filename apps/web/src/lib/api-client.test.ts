import { contract, DEVICE_COUNTED_HEADER, DEVICE_ID_HEADER, DEVICE_NAME_HEADER, pathOf } from '@glentia/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultSession, useSession } from '../stores/session.ts';
import { jsonResponse } from '../test/fixtures.ts';
import { ApiError, apiRequest, call, OfflineError } from './api-client.ts';
import { NECESSARY_ONLY, setConsent } from './consent-state.ts';
import { DEVICE_ID_STORAGE_KEY } from './device.ts';
import { i18n } from './i18n.ts';
import { offlineAlert } from './offline-alert.ts';

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    localStorage.clear();
    setConsent(NECESSARY_ONLY);
    useSession.setState(createDefaultSession());
    await i18n.changeLanguage('el');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const sentHeaders = (call = 0) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

  it('starts a request in a task of its own, not inside the work that asked for it', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    const answer = apiRequest(pathOf(contract.initialize.get));
    // Asked for from a screen's work (React mounting a query): nothing of it is done there.
    expect(fetchMock).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(answer).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('without a cookie choice, sends the device id only where the visitor’s own things need it', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    await apiRequest(pathOf(contract.initialize.get));
    await apiRequest(pathOf(contract.events.list), {
      query: { county: ['CHANIA', 'LASITHI'], from: undefined },
    });
    // Nothing of the visitor's own yet: no id is made, none is sent.
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBeNull();
    expect(sentHeaders(0).has(DEVICE_ID_HEADER)).toBe(false);
    expect(sentHeaders(1).has(DEVICE_ID_HEADER)).toBe(false);
    expect(sentHeaders(1).has(DEVICE_NAME_HEADER)).toBe(false);
    expect(sentHeaders(0).get('Accept-Language')).toBe('el');
    expect(sentHeaders(0).has('Authorization')).toBe(false);
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`${pathOf(contract.events.list)}?county=CHANIA&county=LASITHI`);

    // Following something is kept by device: the id is made and sent, with the device name.
    await apiRequest(pathOf(contract.follows.toggle, { id: 'x' }), { method: 'POST' });
    const deviceId = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentHeaders(2).get(DEVICE_ID_HEADER)).toBe(deviceId);
    expect(sentHeaders(2).get(DEVICE_NAME_HEADER)).toBeTruthy();
    // Sent for the visitor's own things, not to be counted in the statistics.
    expect(sentHeaders(2).has(DEVICE_COUNTED_HEADER)).toBe(false);
    // From then on the start data brings this device's notifications; lists and ads still go without it.
    await apiRequest(pathOf(contract.initialize.get));
    await apiRequest(pathOf(contract.events.list));
    await apiRequest(pathOf(contract.ads.recordEvent, { id: 'x' }), {
      method: 'POST',
      body: { actionType: 'VIEW' },
    });
    expect(sentHeaders(3).get(DEVICE_ID_HEADER)).toBe(deviceId);
    expect(sentHeaders(3).has(DEVICE_COUNTED_HEADER)).toBe(false);
    expect(sentHeaders(4).has(DEVICE_ID_HEADER)).toBe(false);
    expect(sentHeaders(5).has(DEVICE_ID_HEADER)).toBe(false);
  });

  it('makes no device id for account calls that have nothing of the device, nor for signing in', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    await apiRequest(pathOf(contract.auth.providers));
    await apiRequest(pathOf(contract.auth.register), { method: 'POST', body: {} });
    await apiRequest(pathOf(contract.auth.forgotPassword), { method: 'POST', body: {} });
    await apiRequest(pathOf(contract.auth.login), { method: 'POST', body: {} });
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBeNull();
    for (const call of [0, 1, 2, 3]) expect(sentHeaders(call).has(DEVICE_ID_HEADER)).toBe(false);
    // Signing in takes along an id the visitor already has, for the favourites it moves.
    await apiRequest(pathOf(contract.follows.toggle, { id: 'x' }), { method: 'POST' });
    const deviceId = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    await apiRequest(pathOf(contract.auth.login), { method: 'POST', body: {} });
    await apiRequest(pathOf(contract.auth.providers));
    expect(sentHeaders(5).get(DEVICE_ID_HEADER)).toBe(deviceId);
    expect(sentHeaders(6).has(DEVICE_ID_HEADER)).toBe(false);
  });

  it('with consent to statistics, sends the same device id on every request; ads need their own consent', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    setConsent({ analytics: true, ads: false });
    await apiRequest(pathOf(contract.initialize.get));
    await apiRequest(pathOf(contract.events.list));
    await apiRequest(pathOf(contract.ads.recordEvent, { id: 'x' }), {
      method: 'POST',
      body: { actionType: 'VIEW' },
    });
    const deviceId = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentHeaders(0).get(DEVICE_ID_HEADER)).toBe(deviceId);
    expect(sentHeaders(1).get(DEVICE_ID_HEADER)).toBe(deviceId);
    // Every request with the id may be counted in the statistics; one without it has nothing to count.
    expect(sentHeaders(0).get(DEVICE_COUNTED_HEADER)).toBe('1');
    expect(sentHeaders(1).get(DEVICE_COUNTED_HEADER)).toBe('1');
    expect(sentHeaders(2).has(DEVICE_ID_HEADER)).toBe(false);
    expect(sentHeaders(2).has(DEVICE_COUNTED_HEADER)).toBe(false);
    setConsent({ analytics: false, ads: true });
    await apiRequest(pathOf(contract.events.list));
    await apiRequest(pathOf(contract.ads.recordEvent, { id: 'x' }), {
      method: 'POST',
      body: { actionType: 'VIEW' },
    });
    await apiRequest(pathOf(contract.initialize.get));
    // Statistics withdrawn: the next list goes without it; ads now allowed, yet not counted.
    expect(sentHeaders(3).has(DEVICE_ID_HEADER)).toBe(false);
    expect(sentHeaders(4).get(DEVICE_ID_HEADER)).toBe(deviceId);
    expect(sentHeaders(4).has(DEVICE_COUNTED_HEADER)).toBe(false);
    expect(sentHeaders(5).get(DEVICE_ID_HEADER)).toBe(deviceId);
    expect(sentHeaders(5).has(DEVICE_COUNTED_HEADER)).toBe(false);
  });

  it('sends an anonymous count with neither device id nor access token, even when both exist', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    setConsent({ analytics: true, ads: true });
    useSession.setState({ jwt: 'header.payload.signature' });
    await apiRequest(pathOf(contract.anonymousCounts.adEvent, { id: 'x' }), {
      method: 'POST',
      body: { actionType: 'VIEW' },
      anonymous: true,
    });
    expect(sentHeaders(0).has(DEVICE_ID_HEADER)).toBe(false);
    expect(sentHeaders(0).has(DEVICE_NAME_HEADER)).toBe(false);
    expect(sentHeaders(0).has(DEVICE_COUNTED_HEADER)).toBe(false);
    expect(sentHeaders(0).has('Authorization')).toBe(false);
  });

  it('adds the bearer token when logged in and sends JSON bodies', async () => {
    useSession.setState({ jwt: 'header.payload.signature' });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      apiRequest(pathOf(contract.me.updateProfile), { method: 'PUT', body: { username: 'maria' } }),
    ).resolves.toBe(undefined);
    expect(sentHeaders().get('Authorization')).toBe('Bearer header.payload.signature');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"username":"maria"}');
  });

  it('calls a contract route: its method, its path with encoded parameters, its query and body', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    await call(contract.users.setRoles, { params: { id: 'a b/c' }, body: { roles: ['partner'] } });
    await call(contract.events.list, { query: { county: ['CHANIA', 'LASITHI'], from: '2030-01-02' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(contract.users.setRoles.path.replace(':id', 'a%20b%2Fc'));
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"roles":["partner"]}');
    expect(fetchMock.mock.calls[1]?.[0]).toBe(
      `${pathOf(contract.events.list)}?county=CHANIA&county=LASITHI&from=2030-01-02`,
    );
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('GET');
  });

  it('throws an ApiError carrying the server message in the interface language', async () => {
    const body = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Το γλέντι δεν βρέθηκε',
      messages: { el: 'Το γλέντι δεν βρέθηκε', en: 'Glenti not found' },
    };
    fetchMock.mockResolvedValue(jsonResponse(body, 404));
    const error = await apiRequest(pathOf(contract.events.get, { id: 'x' })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('NOT_FOUND');
    expect((error as ApiError).message).toBe('Το γλέντι δεν βρέθηκε');

    await i18n.changeLanguage('en');
    fetchMock.mockResolvedValue(jsonResponse(body, 404));
    await expect(apiRequest(pathOf(contract.events.get, { id: 'x' }))).rejects.toThrow('Glenti not found');
  });

  it('treats redirects and error pages without a JSON body as errors too', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest(pathOf(contract.initialize.get))).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
    });
  });

  it('refuses to send anything while offline, with a translated message and the alert', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await apiRequest(pathOf(contract.notifications.list)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OfflineError);
    expect((error as Error).message).toContain('σύνδεση στο διαδίκτυο');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(offlineAlert.getState().open).toBe(true);
    offlineAlert.getState().close();
    const write = await apiRequest(pathOf(contract.favorites.toggle, { id: '1' }), {
      method: 'POST',
    }).catch((caught: unknown) => caught);
    expect(write).toBeInstanceOf(OfflineError);
    expect(fetchMock).not.toHaveBeenCalled();
    offlineAlert.getState().close();
    vi.restoreAllMocks();
  });

  it('offline, refuses reads too (the app reads its own saved copy), with no alert for background ones', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiRequest(pathOf(contract.events.list))).rejects.toBeInstanceOf(OfflineError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(offlineAlert.getState().open).toBe(true);
    offlineAlert.getState().close();
    await expect(
      apiRequest(pathOf(contract.events.markViewed, { id: '1' }), { method: 'PUT', background: true }),
    ).rejects.toBeInstanceOf(OfflineError);
    expect(offlineAlert.getState().open).toBe(false);
    vi.restoreAllMocks();
  });
});
