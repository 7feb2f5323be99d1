/** The admin's ad totals. The route (`GET /api/admin/ads/statistics`) is wired with the admin guard; this checks the service. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAdStatistics } from '../../src/modules/ads/ads.service.ts';
import { createAd } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('ad VIEW and CLICK totals on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('counts every recorded view and click per ad, including ads never seen and stopped ads', async () => {
    const { db } = server.database;
    const banner = await createAd(db, { title: 'Ρακή Ψηλορείτη' });
    const footer = await createAd(db, { type: 'FOOTER', title: 'Λύρες Χαλκιαδάκη' });
    const stopped = await createAd(db, { title: 'Παλιά καμπάνια', active: false });
    const send = (id: string, actionType: 'VIEW' | 'CLICK', device: string) =>
      server.request(`/api/public/ads/${id}/event`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ actionType, metadata: { path: '/glentia' } }),
        device,
      });
    for (const device of ['ad-stat-device-1', 'ad-stat-device-2', 'ad-stat-device-3', 'ad-stat-device-4']) {
      await send(banner.id, 'VIEW', device);
    }
    await send(banner.id, 'CLICK', 'ad-stat-device-1');
    await send(stopped.id, 'VIEW', 'ad-stat-device-1');

    const totals = await getAdStatistics(db);
    expect(totals.map((ad) => ad.id)).toEqual([banner.id, footer.id, stopped.id]);
    expect(totals[0]).toMatchObject({
      views: 4,
      clicks: 1,
      clickRate: 0.25,
      active: true,
      title: 'Ρακή Ψηλορείτη',
    });
    expect(totals[1]).toMatchObject({ views: 0, clicks: 0, clickRate: 0, type: 'FOOTER' });
    expect(totals[2]).toMatchObject({ views: 1, clicks: 0, active: false });
  });
});
