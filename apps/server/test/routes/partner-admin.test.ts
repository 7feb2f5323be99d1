/** Admins assign venues to partners; a partner charts views and saves per day of their own events only. */
import {
  addDays,
  type TEventDailyStatistics,
  type TPartnerOverview,
  type TPartnerVenueRef,
  todayInAthens,
} from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites } from '../../src/db/schema.ts';
import { makeCaller, startContributeServer, type TestCaller } from '../contribute.ts';
import { createDevice, createEvent, createLocation } from '../factories.ts';
import { errorCode, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('partners and their venues (%s)', (kind) => {
  let server: TestServer;
  let admin: TestCaller;
  let user: TestCaller;
  let partner: TestCaller;
  let rival: TestCaller;

  beforeAll(async () => {
    server = await startContributeServer(kind);
    admin = await makeCaller(server, 'admin');
    user = await makeCaller(server, 'user');
    partner = await makeCaller(server, 'partner');
    rival = await makeCaller(server, 'partner');
  });
  afterAll(() => server?.close());

  const send = (method: string, path: string, caller: TestCaller | null, body?: unknown) =>
    server.request(path, {
      method,
      headers: { ...(caller?.headers ?? {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const ok = async <T>(response: Promise<Response>): Promise<T> => {
    const answer = await response;
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as T;
  };
  const assign = (partnerId: string, locationIds: string[], caller: TestCaller | null = admin) =>
    send('PUT', `/api/admin/users/${partnerId}/venues`, caller, { locationIds });

  it('lets only admins assign venues', async () => {
    const venue = await createLocation(server.database.db);
    for (const caller of [null, user, partner]) {
      const expected = caller ? 403 : 401;
      expect((await assign(partner.userId!, [venue.id], caller)).status).toBe(expected);
      expect((await send('GET', `/api/admin/users/${partner.userId}/venues`, caller)).status).toBe(expected);
    }
  });

  it('assigns venues, moves a venue between partners, and the overview follows', async () => {
    const { db } = server.database;
    const taverna = await createLocation(db, { name: 'Ταβέρνα Του Παρτνερ' });
    const kentro = await createLocation(db, { name: 'Κέντρο Του Παρτνερ' });
    await createEvent(db, { locationId: taverna.id });

    const assigned = await ok<TPartnerVenueRef[]>(
      assign(partner.userId!, [taverna.id, kentro.id, taverna.id]),
    );
    expect(assigned.map((venue) => venue.id).sort()).toEqual([taverna.id, kentro.id].sort());
    const overview = await ok<TPartnerOverview>(send('GET', '/api/partner/overview', partner));
    expect(overview.venues.map((venue) => venue.id).sort()).toEqual([taverna.id, kentro.id].sort());
    expect(overview.upcoming).toHaveLength(1);

    // A venue has one partner: giving it to another takes it from the first.
    await ok(assign(rival.userId!, [kentro.id]));
    const mine = await ok<TPartnerVenueRef[]>(
      send('GET', `/api/admin/users/${partner.userId}/venues`, admin),
    );
    expect(mine.map((venue) => venue.id)).toEqual([taverna.id]);
    const theirs = await ok<TPartnerOverview>(send('GET', '/api/partner/overview', rival));
    expect(theirs.venues.map((venue) => venue.id)).toEqual([kentro.id]);
    expect(theirs.upcoming).toEqual([]);

    // An empty list lets every venue go.
    expect(await ok<TPartnerVenueRef[]>(assign(rival.userId!, []))).toEqual([]);
  });

  it('refuses venues for an account without the partner role, and unknown ids', async () => {
    const venue = await createLocation(server.database.db);
    const refused = await assign(user.userId!, [venue.id]);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; messages: { el: string; en: string } };
    expect(body.code).toBe('NOT_A_PARTNER');
    expect(body.messages.el).toMatch(/συνεργάτη/);
    expect(await errorCode(await assign(partner.userId!, ['00000000-0000-4000-8000-000000000000']))).toBe(
      'LOCATION_NOT_FOUND',
    );
    expect(await errorCode(await assign('00000000-0000-4000-8000-000000000000', []))).toBe('USER_NOT_FOUND');
    expect(
      (await send('PUT', `/api/admin/users/${partner.userId}/venues`, admin, { locationIds: ['x'] })).status,
    ).toBe(400);
  });

  it("charts an event's views and saves per day, and never another partner's event", async () => {
    const { db } = server.database;
    const venue = await createLocation(db);
    const elsewhere = await createLocation(db);
    await ok(assign(partner.userId!, [venue.id]));
    await ok(assign(rival.userId!, [elsewhere.id]));
    const event = await createEvent(db, { locationId: venue.id });
    const theirs = await createEvent(db, { locationId: elsewhere.id });

    // Two views today: one from a device (consent) and one anonymous.
    expect((await server.request(`/api/public/glentia/${event.id}/viewed`, { method: 'PUT' })).status).toBe(
      200,
    );
    expect(
      (
        await server.request(`/api/public/glentia/${event.id}/anonymous-view`, {
          method: 'POST',
          device: null,
        })
      ).status,
    ).toBe(200);
    // Saves on two Crete days: 23:30 and 00:30 local time fall on different days.
    for (const device of ['save-a', 'save-b', 'save-c']) await createDevice(db, device);
    await db.insert(favorites).values([
      { eventId: event.id, deviceId: 'save-a', createdAt: new Date('2026-03-10T21:30:00Z') },
      { eventId: event.id, deviceId: 'save-b', createdAt: new Date('2026-03-10T22:30:00Z') },
      { eventId: event.id, deviceId: 'save-c', createdAt: new Date('2026-03-10T22:40:00Z') },
    ]);

    const march = await ok<TEventDailyStatistics>(
      send('GET', `/api/partner/glentia/${event.id}/daily?from=2026-03-10&to=2026-03-11`, partner),
    );
    expect(march.days).toEqual([
      { date: '2026-03-10', views: 0, saves: 1 },
      { date: '2026-03-11', views: 0, saves: 2 },
    ]);
    const recent = await ok<TEventDailyStatistics>(
      send('GET', `/api/partner/glentia/${event.id}/daily`, partner),
    );
    expect(recent.days).toHaveLength(30);
    expect(recent.days.at(-1)).toEqual({ date: todayInAthens(), views: 2, saves: 0 });
    expect(recent.days.at(-2)).toEqual({ date: addDays(todayInAthens(), -1), views: 0, saves: 0 });

    expect((await send('GET', `/api/partner/glentia/${theirs.id}/daily`, partner)).status).toBe(404);
    expect((await send('GET', `/api/partner/glentia/${event.id}/daily`, rival)).status).toBe(404);
    expect((await send('GET', `/api/partner/glentia/${event.id}/daily`, user)).status).toBe(403);
    expect((await send('GET', `/api/partner/glentia/${event.id}/daily`, null)).status).toBe(401);
  });
});
