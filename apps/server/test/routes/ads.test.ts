import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adEvents } from '../../src/db/schema.ts';
import { createAd } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('POST /api/public/ads/{id}/event on %s', (kind) => {
  let server: TestServer;
  let adId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    adId = (await createAd(server.database.db)).id;
  });
  afterAll(async () => server?.close());

  const send = (id: string, body: unknown) =>
    server.request(`/api/public/ads/${id}/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      device: 'ad-viewer-0001',
    });

  it('records views and clicks with the page they happened on', async () => {
    expect((await send(adId, { actionType: 'VIEW', metadata: { path: '/glentia' } })).status).toBe(204);
    expect((await send(adId, { actionType: 'CLICK', metadata: { path: '/' } })).status).toBe(204);
    const rows = await server.database.db.select().from(adEvents).where(eq(adEvents.adId, adId));
    expect(rows.map((r) => [r.actionType, r.path, r.deviceId]).sort()).toEqual([
      ['CLICK', '/', 'ad-viewer-0001'],
      ['VIEW', '/glentia', 'ad-viewer-0001'],
    ]);
  });

  it('rejects unknown ads and malformed actions', async () => {
    expect((await send('00000000-0000-4000-8000-000000000000', { actionType: 'VIEW' })).status).toBe(404);
    expect((await send(adId, { actionType: 'LIKE' })).status).toBe(400);
    expect((await send(adId, {})).status).toBe(400);
  });
});
