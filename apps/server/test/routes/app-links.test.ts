import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helper.ts';

const PRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(
  ':',
);

describe('app links for the native apps', () => {
  let configured: TestServer;
  let bare: TestServer;

  beforeAll(async () => {
    configured = await startTestServer('pglite', {
      appLinks: { appId: 'gr.glentia.app', androidCertificates: [PRINT], appleTeamId: 'ABCDE12345' },
    });
    bare = await startTestServer('pglite');
  });
  afterAll(async () => {
    await configured?.close();
    await bare?.close();
  });

  it('lets Android open /glentia/{id} links in the app signed with the configured certificate', async () => {
    const response = await configured.request('/.well-known/assetlinks.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'gr.glentia.app',
          sha256_cert_fingerprints: [PRINT],
        },
      },
    ]);
  });

  it('lets iOS open /glentia/{id} and /g/{id} links, served as JSON without a redirect', async () => {
    const response = await configured.request('/.well-known/apple-app-site-association', {
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as {
      applinks: { details: Array<{ appIDs: string[]; components: Array<Record<string, string>> }> };
    };
    expect(body.applinks.details).toEqual([
      { appIDs: ['ABCDE12345.gr.glentia.app'], components: [{ '/': '/glentia/*' }, { '/': '/g/*' }] },
    ]);
  });

  it('answers 404 with a message in both languages when the apps are not configured', async () => {
    for (const path of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
      const response = await bare.request(path);
      expect(response.status, path).toBe(404);
      const body = (await response.json()) as { code: string; messages: { el: string; en: string } };
      expect(body.code).toBe('APP_LINKS_NOT_CONFIGURED');
      expect(body.messages.en).toMatch(/not configured/);
      expect(body.messages.el).toMatch(/δεν έχουν ρυθμιστεί/);
    }
  });
});
