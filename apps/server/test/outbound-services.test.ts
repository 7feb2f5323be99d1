/**
 * The configured outside services (FCM, place search, Instagram, SMS) go through the same outbound
 * policy as imports: in production, with no code-level allowance, a service URL or FCM token URI
 * on loopback or at the metadata address is never connected to. The tests' stand-ins are reached
 * only through the allowance for exactly their port.
 */
import { CRETE_BOUNDS } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../src/lib/outbound/outbound-request.ts';
import { smsSender } from '../src/lib/sms.ts';
import { searchNominatim } from '../src/modules/places/nominatim.client.ts';
import { createFcmSender } from '../src/modules/push/fcm.sender.ts';
import { fetchRecentMedia } from '../src/modules/social-posts/instagram.client.ts';
import { type LocalService, sendJson, startLocalService } from './local-service.ts';
import { startFcmService } from './push/local-push-services.ts';

const message = { id: 'n1', title: 'Νέο γλέντι', body: null, url: '/glentia/1', image: null };
const metadataDns: Resolver = async () => [{ address: '169.254.169.254', family: 4 }];

describe('configured services under the outbound policy', () => {
  let service: LocalService;
  let fcm: Awaited<ReturnType<typeof startFcmService>>;

  beforeAll(async () => {
    service = await startLocalService((url, _request, response) => {
      if (url.pathname === '/search') return sendJson(response, 200, []);
      if (url.pathname.endsWith('/Messages.json'))
        return sendJson(response, 201, { sid: 'SM1', status: 'queued' });
      return sendJson(response, 200, { business_discovery: { media: { data: [] } } });
    });
    fcm = await startFcmService('glentia-test');
  });
  afterAll(async () => {
    await service?.close();
    await fcm?.close();
  });

  const placeSearch = (baseUrl: string, extra = {}) =>
    searchNominatim({
      baseUrl,
      query: 'Ταβέρνα',
      bounds: CRETE_BOUNDS,
      strict: true,
      language: 'el',
      userAgent: 'Glentia test',
      ...extra,
    });

  it('place search: refused on loopback or a metadata name, answered with the test allowance', async () => {
    await expect(placeSearch(service.url)).rejects.toThrow(/address/);
    await expect(
      placeSearch('https://places.glentia.test', { policy: { resolve: metadataDns } }),
    ).rejects.toThrow(/address/);
    expect(service.requests).toHaveLength(0);
    expect(await placeSearch(service.url, { policy: { testLoopbackPorts: [service.port] } })).toEqual([]);
    expect(service.requests).toHaveLength(1);
  });

  it('Instagram: refused on loopback, answered with the test allowance', async () => {
    const settings = { graphUrl: `${service.url}/v21.0`, token: 't', userId: '1' };
    await expect(fetchRecentMedia(settings, 'kentro.armos')).rejects.toThrow(/could not be reached/);
    expect(service.requests.filter((url) => url.pathname.startsWith('/v21.0'))).toHaveLength(0);
    const media = await fetchRecentMedia(
      { ...settings, policy: { testLoopbackPorts: [service.port] } },
      'kentro.armos',
    );
    expect(media).toEqual([]);
  });

  it('SMS: refused on loopback or a metadata name, sent with the test allowance', async () => {
    const sms = { apiUrl: service.url, accountSid: 'AC1', authToken: 't', from: 'Glentia' };
    const text = { to: '2810 123456', body: 'Γλέντια: 123456' };
    await expect(smsSender({ sms })!.send(text)).rejects.toThrow(/address/);
    await expect(
      smsSender({ sms: { ...sms, apiUrl: 'https://sms.glentia.test' } }, { resolve: metadataDns })!.send(
        text,
      ),
    ).rejects.toThrow(/address/);
    expect(service.requests.filter((url) => url.pathname.endsWith('/Messages.json'))).toHaveLength(0);
    await smsSender({ sms }, { testLoopbackPorts: [service.port] })!.send(text);
    expect(service.requests.filter((url) => url.pathname.endsWith('/Messages.json'))).toHaveLength(1);
    expect(smsSender({ sms: null })).toBeNull();
  });

  it('FCM: a token URI or API on loopback, or at the metadata address, is never asked', async () => {
    const onLoopback = createFcmSender({
      projectId: 'glentia-test',
      serviceAccount: fcm.serviceAccount,
      apiUrl: fcm.url,
    });
    expect(await onLoopback.send('fcm-registration-token-0001:APA91b', message)).toBe('failed');
    const metadataToken = createFcmSender({
      projectId: 'glentia-test',
      serviceAccount: { ...fcm.serviceAccount, token_uri: 'https://oauth.glentia.test/token' },
      apiUrl: 'https://fcm.glentia.test',
      policy: { resolve: metadataDns },
    });
    expect(await metadataToken.send('fcm-registration-token-0001:APA91b', message)).toBe('failed');
    expect(fcm.tokenRequests).toHaveLength(0);
    expect(fcm.messages).toHaveLength(0);

    const allowed = createFcmSender({
      projectId: 'glentia-test',
      serviceAccount: fcm.serviceAccount,
      apiUrl: fcm.url,
      policy: { testLoopbackPorts: [Number(new URL(fcm.url).port)] },
    });
    expect(await allowed.send('fcm-registration-token-0001:APA91b', message)).toBe('sent');
    expect(fcm.messages).toHaveLength(1);
  });
});
