import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../src/db/results.ts';
import { adEvents, eventViews } from '../../src/db/schema.ts';
import { createAd, createEvent } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

/**
 * The counters that run without cookie consent keep no identifier: even when a device id (and a
 * sign-in) is sent along, neither it, the account nor the address is stored with the count, and
 * the device is not noted as seen.
 */
describe.each(testDatabases())('anonymous counts on %s', (kind) => {
  let server: TestServer;
  let adId: string;
  let eventId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    adId = (await createAd(server.database.db)).id;
    eventId = (await createEvent(server.database.db, { daysFromToday: 2 })).id;
  });
  afterAll(async () => server?.close());

  /** Every value stored anywhere in the database, as text, to look for the device id or the address. */
  async function everythingStored(): Promise<string> {
    const { db } = server.database;
    const tables = resultRows<{ name: string }>(
      await db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
      ),
    );
    let all = '';
    for (const { name } of tables) {
      all += JSON.stringify(resultRows(await db.execute(sql.raw(`select t::text as row from "${name}" t`))));
    }
    return all;
  }

  it('counts an ad view and click with no device, account or address', async () => {
    const device = 'anonymous-ad-viewer-0001';
    for (const actionType of ['VIEW', 'CLICK']) {
      const response = await server.request(`/api/public/ads/${adId}/anonymous-event`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ actionType, metadata: { path: '/glentia' } }),
        device,
      });
      expect(response.status).toBe(204);
    }
    const rows = await server.database.db.select().from(adEvents).where(eq(adEvents.adId, adId));
    expect(rows.map((row) => [row.actionType, row.path, row.deviceId, row.userId]).sort()).toEqual([
      ['CLICK', '/glentia', null, null],
      ['VIEW', '/glentia', null, null],
    ]);
    await server.app.ctx.deviceTracker.flush();
    const stored = await everythingStored();
    expect(stored).not.toContain(device);
    expect(stored).not.toContain('127.0.0.1');
  });

  it('finds a device id where one is stored (the search above can see it)', async () => {
    const device = 'consenting-ad-viewer-0001';
    const response = await server.request(`/api/public/ads/${adId}/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ actionType: 'VIEW' }),
      device,
    });
    expect(response.status).toBe(204);
    await server.app.ctx.deviceTracker.flush();
    expect(await everythingStored()).toContain(device);
  });

  it('counts an event view with no device or address, and refuses unknown ads and events', async () => {
    const device = 'anonymous-event-viewer-0001';
    const view = () =>
      server.request(`/api/public/glentia/${eventId}/anonymous-view`, { method: 'POST', device });
    expect(await (await view()).json()).toEqual({ id: eventId, views: 1 });
    expect(await (await view()).json()).toEqual({ id: eventId, views: 2 });
    expect(await server.database.db.select().from(eventViews).where(eq(eventViews.eventId, eventId))).toEqual(
      [],
    );
    await server.app.ctx.deviceTracker.flush();
    const stored = await everythingStored();
    expect(stored).not.toContain(device);
    expect(stored).not.toContain('127.0.0.1');

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await server.request(`/api/public/glentia/${unknown}/anonymous-view`, { method: 'POST' })).status,
    ).toBe(404);
    const unknownAd = await server.request(`/api/public/ads/${unknown}/anonymous-event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ actionType: 'VIEW' }),
    });
    expect(unknownAd.status).toBe(404);
  });
});
