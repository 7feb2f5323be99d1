/** Admins assign venues to partners; a partner charts views and saves per day of their own events only. */
import {
  addDays,
  type TEventDailyStatistics,
  type TPartnerOverview,
  type TPartnerVenueRef,
  todayInAthens,
} from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { favorites } from '../../src/db/schema.ts';
import { eventForm, inDays, okJson, type TestCaller } from '../contribute.ts';
import { createDevice, createEvent, createLocation } from '../factories.ts';
import { errorCode, testDatabases } from '../helper.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('partners and their venues (%s)', (kind) => {
  const suite = useRouteSuite(kind, { admin: 'admin', user: 'user', partner: 'partner', rival: 'partner' });

  const send = (method: string, path: string, caller: TestCaller | null, body?: unknown) =>
    suite.as(caller, path, method, body);
  const assign = (partnerId: string, locationIds: string[], caller: TestCaller | null = suite.admin) =>
    send('PUT', `/api/admin/users/${partnerId}/venues`, caller, { locationIds });

  it('lets only admins assign venues', async () => {
    const venue = await createLocation(suite.server.database.db);
    for (const caller of [null, suite.user, suite.partner]) {
      const expected = caller ? 403 : 401;
      expect((await assign(suite.partner.userId!, [venue.id], caller)).status).toBe(expected);
      expect((await send('GET', `/api/admin/users/${suite.partner.userId}/venues`, caller)).status).toBe(
        expected,
      );
    }
  });

  it('assigns venues, moves a venue between partners, and the overview follows', async () => {
    const { db } = suite.server.database;
    const taverna = await createLocation(db, { name: 'Ταβέρνα Του Παρτνερ' });
    const kentro = await createLocation(db, { name: 'Κέντρο Του Παρτνερ' });
    await createEvent(db, { locationId: taverna.id });

    const assigned = await okJson<TPartnerVenueRef[]>(
      assign(suite.partner.userId!, [taverna.id, kentro.id, taverna.id]),
    );
    expect(assigned.map((venue) => venue.id).sort()).toEqual([taverna.id, kentro.id].sort());
    const overview = await okJson<TPartnerOverview>(send('GET', '/api/partner/overview', suite.partner));
    expect(overview.venues.map((venue) => venue.id).sort()).toEqual([taverna.id, kentro.id].sort());
    expect(overview.upcoming).toHaveLength(1);

    // A venue has one partner: giving it to another takes it from the first.
    await okJson(assign(suite.rival.userId!, [kentro.id]));
    const mine = await okJson<TPartnerVenueRef[]>(
      send('GET', `/api/admin/users/${suite.partner.userId}/venues`, suite.admin),
    );
    expect(mine.map((venue) => venue.id)).toEqual([taverna.id]);
    const theirs = await okJson<TPartnerOverview>(send('GET', '/api/partner/overview', suite.rival));
    expect(theirs.venues.map((venue) => venue.id)).toEqual([kentro.id]);
    expect(theirs.upcoming).toEqual([]);

    // An empty list lets every venue go.
    expect(await okJson<TPartnerVenueRef[]>(assign(suite.rival.userId!, []))).toEqual([]);
  });

  it('lets a partner edit and cancel every event at their venue, not one elsewhere, and not delete', async () => {
    const { db } = suite.server.database;
    const theirs = await createLocation(db, { name: 'Ταβέρνα Με Συνεργάτη' });
    const elsewhere = await createLocation(db, { name: 'Κέντρο Χωρίς Συνεργάτη' });
    await okJson(assign(suite.partner.userId!, [theirs.id]));
    // Uploaded by someone else, unpublished: a partner's edit saves it straight away.
    const there = await createEvent(db, {
      locationId: theirs.id,
      publishedFrom: 'giorgos',
      published: false,
    });
    const other = await createEvent(db, { locationId: elsewhere.id, publishedFrom: 'giorgos' });
    const edit = (id: string, caller: TestCaller, location: string) =>
      suite.server.request(`/api/v1/users/glenti/${id}`, {
        method: 'PUT',
        headers: caller.headers,
        body: eventForm({ updateLocationPhone: 'false', date: inDays(3), time: '22:00', location }),
      });

    expect((await send('GET', `/api/v1/users/glenti/${there.id}`, suite.partner)).status).toBe(200);
    expect((await edit(there.id, suite.partner, theirs.id)).status).toBe(200);
    expect((await edit(other.id, suite.partner, elsewhere.id)).status).toBe(403);
    // Another partner, and the venue's partner once the venue is taken from them, are refused.
    expect((await edit(there.id, suite.rival, theirs.id)).status).toBe(403);
    expect((await send('DELETE', `/api/me/glentia/${there.id}`, suite.partner)).status).toBe(403);

    const published = await createEvent(db, { locationId: theirs.id, publishedFrom: 'giorgos' });
    expect((await send('PUT', `/api/me/glentia/${published.id}/cancel`, suite.partner)).status).toBe(200);
    expect((await send('PUT', `/api/me/glentia/${other.id}/cancel`, suite.partner)).status).toBe(403);

    await okJson(assign(suite.partner.userId!, []));
    expect((await edit(there.id, suite.partner, theirs.id)).status).toBe(403);
  });

  it('refuses venues for an account without the partner role, and unknown ids', async () => {
    const venue = await createLocation(suite.server.database.db);
    const refused = await assign(suite.user.userId!, [venue.id]);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; messages: { el: string; en: string } };
    expect(body.code).toBe('NOT_A_PARTNER');
    expect(body.messages.el).toMatch(/συνεργάτη/);
    expect(
      await errorCode(await assign(suite.partner.userId!, ['00000000-0000-4000-8000-000000000000'])),
    ).toBe('LOCATION_NOT_FOUND');
    expect(await errorCode(await assign('00000000-0000-4000-8000-000000000000', []))).toBe('USER_NOT_FOUND');
    expect(
      (
        await send('PUT', `/api/admin/users/${suite.partner.userId}/venues`, suite.admin, {
          locationIds: ['x'],
        })
      ).status,
    ).toBe(400);
  });

  it("charts an event's views and saves per day, and never another partner's event", async () => {
    const { db } = suite.server.database;
    const venue = await createLocation(db);
    const elsewhere = await createLocation(db);
    await okJson(assign(suite.partner.userId!, [venue.id]));
    await okJson(assign(suite.rival.userId!, [elsewhere.id]));
    const event = await createEvent(db, { locationId: venue.id });
    const theirs = await createEvent(db, { locationId: elsewhere.id });

    // Two views today: one from a device (consent) and one anonymous.
    expect(
      (await suite.server.request(`/api/public/glentia/${event.id}/viewed`, { method: 'PUT' })).status,
    ).toBe(200);
    expect(
      (
        await suite.server.request(`/api/public/glentia/${event.id}/anonymous-view`, {
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

    const march = await okJson<TEventDailyStatistics>(
      send('GET', `/api/partner/glentia/${event.id}/daily?from=2026-03-10&to=2026-03-11`, suite.partner),
    );
    expect(march.days).toEqual([
      { date: '2026-03-10', views: 0, saves: 1 },
      { date: '2026-03-11', views: 0, saves: 2 },
    ]);
    const recent = await okJson<TEventDailyStatistics>(
      send('GET', `/api/partner/glentia/${event.id}/daily`, suite.partner),
    );
    expect(recent.days).toHaveLength(30);
    expect(recent.days.at(-1)).toEqual({ date: todayInAthens(), views: 2, saves: 0 });
    expect(recent.days.at(-2)).toEqual({ date: addDays(todayInAthens(), -1), views: 0, saves: 0 });

    expect((await send('GET', `/api/partner/glentia/${theirs.id}/daily`, suite.partner)).status).toBe(404);
    expect((await send('GET', `/api/partner/glentia/${event.id}/daily`, suite.rival)).status).toBe(404);
    expect((await send('GET', `/api/partner/glentia/${event.id}/daily`, suite.user)).status).toBe(403);
    expect((await send('GET', `/api/partner/glentia/${event.id}/daily`, null)).status).toBe(401);
  });
});
