/**
 * The home page's featured row (SPEC §2): only live promotions. A canceled event leaves it, and a
 * promotion ends with its event — one that is over is neither featured nor promotable.
 */
import { type TEvent, type TInitialize, todayInAthens } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema.ts';
import { json, makeCaller, startContributeServer, type TestCaller } from '../contribute.ts';
import { createEvent, createLocation } from '../factories.ts';
import { type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('featured events (%s)', (kind) => {
  let server: TestServer;
  let admin: TestCaller;

  beforeAll(async () => {
    server = await startContributeServer(kind);
    admin = await makeCaller(server, 'admin');
  });
  afterAll(() => server?.close());

  const featuredIds = async () => {
    const home = await json<TInitialize>(server.request('/api/public/initialize'));
    return home.glentia.filter((event) => event.selected).map((event) => event.id);
  };
  const as = (path: string, method: string) => server.request(path, { method, headers: admin.headers });

  it('drops a canceled event from the featured row, for good', async () => {
    const venue = await createLocation(server.database.db);
    const event = await createEvent(server.database.db, {
      locationId: venue.id,
      daysFromToday: 3,
      selected: true,
    });
    expect(await featuredIds()).toContain(event.id);

    expect((await as(`/api/me/glentia/${event.id}/cancel`, 'PUT')).status).toBe(200);
    expect(await featuredIds()).not.toContain(event.id);
    const shown = await json<TEvent>(server.request(`/api/public/glentia/${event.id}`));
    expect(shown).toMatchObject({ canceled: true, selected: false });

    // Taking the cancellation back does not bring the promotion back by itself.
    expect((await as(`/api/me/glentia/${event.id}/cancel`, 'PUT')).status).toBe(200);
    expect(await featuredIds()).not.toContain(event.id);
  });

  it('ends a promotion with its event: not featured once over, and not promotable', async () => {
    const venue = await createLocation(server.database.db);
    const tonight = await createEvent(server.database.db, {
      locationId: venue.id,
      date: todayInAthens(),
      selected: true,
    });
    // Ended an hour ago, whatever the clock says today.
    await server.database.db
      .update(events)
      .set({ startAt: new Date(Date.now() - 5 * 3_600_000), endAt: new Date(Date.now() - 3_600_000) })
      .where(eq(events.id, tonight.id));
    await server.app.ctx.cache.invalidate();
    expect(await featuredIds()).not.toContain(tonight.id);

    const past = await createEvent(server.database.db, { locationId: venue.id, daysFromToday: -2 });
    const refused = await as(`/api/admin/glentia/${past.id}/promote`, 'POST');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('EVENT_NOT_PROMOTABLE');
    const upcoming = await createEvent(server.database.db, { locationId: venue.id, daysFromToday: 2 });
    expect((await as(`/api/admin/glentia/${upcoming.id}/promote`, 'POST')).status).toBe(200);
    expect(await featuredIds()).toContain(upcoming.id);
  });
});
