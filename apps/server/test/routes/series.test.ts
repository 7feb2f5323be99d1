/**
 * Weekly residencies over HTTP: a venue's partner or an admin sets up a series, its nights are
 * ordinary public events within the lists' window, the generation job is idempotent, edits change
 * only nights that have not started, a canceled night tells its savers, and ending a series leaves
 * nothing stale listed.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  eventInterval,
  occurrenceDates,
  type TEvent,
  type TSeries,
  todayInAthens,
} from '@glentia/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventSeries, events } from '../../src/db/schema.ts';
import { generateDueOccurrences } from '../../src/modules/series/series.jobs.ts';
import { errorBody, eventForm, inDays, json, type TestCaller } from '../contribute.ts';
import { createArtist, createEvent, createLocation, favorite } from '../factories.ts';
import { testDatabases } from '../helper.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('weekly residencies (%s)', (kind) => {
  const suite = useRouteSuite(
    kind,
    {
      admin: 'admin',
      partner: { role: 'partner', username: 'taverna' },
      otherPartner: { role: 'partner', username: 'kafeneio' },
      maria: { role: 'user', username: 'maria' },
    },
    { photo: [800, 1000] },
  );
  const { notificationsOf } = suite;
  let artistId: string;

  beforeAll(async () => {
    artistId = (await createArtist(suite.server.database.db, { name: 'Ψαρογιώργης' })).id;
  });

  const db = () => suite.server.database.db;
  const newVenue = async (partnerId: string | null = suite.partner.userId) =>
    (await createLocation(db(), { name: `Ταβέρνα ${randomUUID().slice(0, 6)}`, partnerId })).id;

  const seriesFields = (venueId: string, rule: object, fields: Record<string, string> = {}) => ({
    date: inDays(1),
    time: '22:00',
    duration: '4',
    location: venueId,
    artists: JSON.stringify([artistId]),
    updateLocationPhone: 'false',
    recurrence: JSON.stringify(rule),
    ...fields,
  });

  const create = (caller: TestCaller | null, fields: Record<string, string>) =>
    suite.server.request('/api/me/series', {
      method: 'POST',
      headers: caller?.headers ?? {},
      body: eventForm(fields, { data: suite.photo }),
    });

  const save = (caller: TestCaller, id: string, fields: Record<string, string>) =>
    suite.server.request(`/api/me/series/${id}`, {
      method: 'PUT',
      headers: caller.headers,
      body: eventForm(fields),
    });

  /** A partner's weekly series at the venue, published by an suite.admin. */
  const publishedPartnerSeries = async (venueId: string, fields: Record<string, string> = {}) => {
    const series = await json<TSeries>(
      create(suite.partner, seriesFields(venueId, { frequency: 'weekly' }, fields)),
    );
    await json<TSeries>(
      suite.server.request(`/api/admin/series/${series.id}/publish`, {
        method: 'POST',
        headers: suite.admin.headers,
      }),
    );
    return series;
  };

  const listed = async (venueId: string) =>
    json<TEvent[]>(suite.server.request(`/api/public/glentia?location=${venueId}&to=${inDays(90)}`));

  const nightsInDb = (seriesId: string) =>
    db()
      .select()
      .from(events)
      .where(and(eq(events.seriesId, seriesId), isNotNull(events.seriesDate)));

  it("an admin's weekly series lists its nights within the window, as ordinary events at 22:00 Crete time", async () => {
    const venueId = await newVenue();
    const series = await json<TSeries>(create(suite.admin, seriesFields(venueId, { frequency: 'weekly' })));
    expect(series.published).toBe(true);
    const today = todayInAthens();
    const expected = occurrenceDates(
      { frequency: 'weekly', startDate: inDays(1) },
      { from: today, to: addDays(today, 56) },
    );
    const nights = await listed(venueId);
    expect(nights.map((night) => night.date)).toEqual(expected);
    for (const night of nights) {
      expect(night.seriesId).toBe(series.id);
      expect(night.time).toBe('22:00');
      expect(night.startAt).toBe(
        eventInterval({ date: night.date, time: '22:00', duration: 4 })!.startAt.toISOString(),
      );
      expect(night.artists.map((artist) => artist.id)).toEqual([artistId]);
      // Each night has its own page and its own copy of the poster.
      expect((await suite.server.request(`/api/public/glentia/${night.id}`)).status).toBe(200);
    }
    expect(new Set(nights.map((night) => night.image)).size).toBe(nights.length);
    const page = await json<TSeries>(suite.server.request(`/api/public/series/${series.id}`));
    expect(page.upcoming.map((night) => night.date)).toEqual(expected.slice(0, 12));
  });

  it('the generation job run twice, and twice at once, creates no duplicates', async () => {
    const venueId = await newVenue();
    const series = await json<TSeries>(
      create(suite.admin, seriesFields(venueId, { frequency: 'fortnightly' })),
    );
    const before = (await nightsInDb(series.id)).length;
    expect(before).toBeGreaterThan(2);
    // Forget how far it got, so every run tries every date again.
    await db().update(eventSeries).set({ generatedThrough: null }).where(eq(eventSeries.id, series.id));
    await Promise.all([
      generateDueOccurrences(db(), suite.server.app.ctx.images),
      generateDueOccurrences(db(), suite.server.app.ctx.images),
    ]);
    await generateDueOccurrences(db(), suite.server.app.ctx.images);
    const after = await nightsInDb(series.id);
    expect(after).toHaveLength(before);
    expect(new Set(after.map((night) => night.seriesDate)).size).toBe(before);
  });

  it('the job creates the nights that come into the window as days pass', async () => {
    const venueId = await newVenue();
    const series = await json<TSeries>(create(suite.admin, seriesFields(venueId, { frequency: 'weekly' })));
    const first = (await nightsInDb(series.id)).length;
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
    await generateDueOccurrences(db(), suite.server.app.ctx.images, inTwoWeeks);
    expect((await nightsInDb(series.id)).length).toBe(first + 2);
  });

  it('editing the series changes nights that have not started, never past ones; savers hear of the new time', async () => {
    const venueId = await newVenue();
    const series = await publishedPartnerSeries(venueId);
    // A night from last week, as the job made it then.
    const past = await createEvent(db(), {
      seriesId: series.id,
      seriesDate: inDays(-6),
      date: inDays(-6),
      time: '22:00',
      locationId: venueId,
      publishedFrom: suite.partner.username,
    });
    const [saved] = await listed(venueId);
    const saver = randomUUID();
    await favorite(db(), saved!.id, saver);

    const response = await save(
      suite.partner,
      series.id,
      seriesFields(venueId, { frequency: 'weekly' }, { time: '21:00', description: 'Κάθε βδομάδα με λύρα.' }),
    );
    expect(response.status).toBe(200);
    const nights = await listed(venueId);
    expect(nights.length).toBeGreaterThan(3);
    for (const night of nights) {
      expect(night.time).toBe('21:00');
      expect(night.description).toBe('Κάθε βδομάδα με λύρα.');
      expect(night.startAt).toBe(
        eventInterval({ date: night.date, time: '21:00', duration: 4 })!.startAt.toISOString(),
      );
    }
    const [pastNow] = await db().select().from(events).where(eq(events.id, past.id));
    expect(pastNow!.time).toBe('22:00');
    expect(pastNow!.description).toBe(past.description);
    const told = await notificationsOf(saver);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('21:00');
  });

  it('a changed rule retires the nights it no longer covers and creates the new ones', async () => {
    const venueId = await newVenue();
    const series = await json<TSeries>(create(suite.admin, seriesFields(venueId, { frequency: 'weekly' })));
    await save(suite.admin, series.id, seriesFields(venueId, { frequency: 'fortnightly' }));
    const today = todayInAthens();
    const expected = occurrenceDates(
      { frequency: 'fortnightly', startDate: inDays(1) },
      { from: today, to: addDays(today, 56) },
    );
    expect((await listed(venueId)).map((night) => night.date)).toEqual(expected);
  });

  it('canceling one night tells its savers, and the series leaves that night canceled', async () => {
    const venueId = await newVenue();
    const series = await json<TSeries>(create(suite.admin, seriesFields(venueId, { frequency: 'weekly' })));
    const [, second] = await listed(venueId);
    const saver = randomUUID();
    await favorite(db(), second!.id, saver);
    const canceled = await suite.server.request(`/api/me/glentia/${second!.id}/cancel`, {
      method: 'PUT',
      headers: suite.admin.headers,
    });
    expect(canceled.status).toBe(200);
    const told = await notificationsOf(saver);
    expect(told).toHaveLength(1);

    await save(suite.admin, series.id, seriesFields(venueId, { frequency: 'weekly' }, { time: '20:00' }));
    const again = await json<TEvent>(suite.server.request(`/api/public/glentia/${second!.id}`));
    expect(again.canceled).toBe(true);
    expect(again.time).toBe('22:00');
    // Nobody hears about a night that was already called off.
    expect(await notificationsOf(saver)).toHaveLength(1);
  });

  it('deleting one night skips its date for good: the job never creates it again', async () => {
    const venueId = await newVenue();
    const series = await publishedPartnerSeries(venueId);
    const nights = await listed(venueId);
    const deleted = nights[1]!;
    const response = await suite.server.request(`/api/me/glentia/${deleted.id}`, {
      method: 'DELETE',
      headers: suite.partner.headers,
    });
    expect(response.status).toBe(204);
    const [row] = await db().select().from(eventSeries).where(eq(eventSeries.id, series.id));
    expect(row!.exceptions).toEqual([deleted.date]);

    // Forget how far the job got, so it tries every date of the window again, twice.
    await db().update(eventSeries).set({ generatedThrough: null }).where(eq(eventSeries.id, series.id));
    await generateDueOccurrences(db(), suite.server.app.ctx.images);
    await generateDueOccurrences(db(), suite.server.app.ctx.images, new Date(Date.now() + 7 * 86_400_000));
    const dates = (await nightsInDb(series.id)).map((night) => night.seriesDate);
    expect(dates).not.toContain(deleted.date);
    expect(dates).toContain(nights[2]!.date);
    // The series' form shows the date among the skipped ones, so saving it keeps the night away.
    const own = await json<TSeries>(
      suite.server.request(`/api/me/series/${series.id}`, { headers: suite.partner.headers }),
    );
    expect(own.exceptions).toEqual([deleted.date]);
  });

  it('canceling a night (not deleting it) keeps it listed as canceled and skips no date', async () => {
    const venueId = await newVenue();
    const series = await json<TSeries>(create(suite.admin, seriesFields(venueId, { frequency: 'weekly' })));
    const [first] = await listed(venueId);
    await suite.server.request(`/api/me/glentia/${first!.id}/cancel`, {
      method: 'PUT',
      headers: suite.admin.headers,
    });
    await db().update(eventSeries).set({ generatedThrough: null }).where(eq(eventSeries.id, series.id));
    await generateDueOccurrences(db(), suite.server.app.ctx.images);
    const [row] = await db().select().from(eventSeries).where(eq(eventSeries.id, series.id));
    expect(row!.exceptions).toEqual([]);
    const after = await listed(venueId);
    expect(
      after.filter((night) => night.date === first!.date).map((night) => [night.id, night.canceled]),
    ).toEqual([[first!.id, true]]);
  });

  it("lists the caller's own series, waiting or published, and nobody else's", async () => {
    const venueId = await newVenue();
    const waiting = await json<TSeries>(
      create(suite.partner, seriesFields(venueId, { frequency: 'weekly' })),
    );
    const own = await json<TSeries[]>(
      suite.server.request('/api/me/series', { headers: suite.partner.headers }),
    );
    expect(own.find((item) => item.id === waiting.id)?.published).toBe(false);
    const others = await json<TSeries[]>(
      suite.server.request('/api/me/series', { headers: suite.otherPartner.headers }),
    );
    expect(others.map((item) => item.id)).not.toContain(waiting.id);
    await suite.server.request(`/api/admin/series/${waiting.id}/publish`, {
      method: 'POST',
      headers: suite.admin.headers,
    });
    const after = await json<TSeries[]>(
      suite.server.request('/api/me/series', { headers: suite.partner.headers }),
    );
    const published = after.find((item) => item.id === waiting.id)!;
    expect(published.published).toBe(true);
    expect(published.upcoming.length).toBeGreaterThan(0);
    expect((await suite.server.request('/api/me/series')).status).toBe(401);
  });

  it('ending a series removes later unsaved nights and cancels saved ones, telling their savers', async () => {
    const venueId = await newVenue();
    const series = await publishedPartnerSeries(venueId);
    const nights = await listed(venueId);
    expect(nights.length).toBeGreaterThan(4);
    const savedLater = nights[3]!;
    const saver = randomUUID();
    await favorite(db(), savedLater.id, saver);

    const lastDate = nights[1]!.date;
    const ended = await suite.server.request(`/api/me/series/${series.id}/end`, {
      method: 'POST',
      headers: { ...suite.partner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ lastDate }),
    });
    expect(ended.status).toBe(200);
    expect((await json<TSeries>(ended)).until).toBe(lastDate);

    const after = await listed(venueId);
    expect(after.map((night) => [night.date, night.canceled])).toEqual([
      [nights[0]!.date, false],
      [nights[1]!.date, false],
      [savedLater.date, true],
    ]);
    expect((await suite.server.request(`/api/public/glentia/${nights[2]!.id}`)).status).toBe(404);
    expect((await notificationsOf(saver)).length).toBe(1);
    // The job does not bring them back.
    await generateDueOccurrences(db(), suite.server.app.ctx.images, new Date(Date.now() + 7 * 86_400_000));
    expect((await listed(venueId)).length).toBe(3);
  });

  it('ending a series before its first night removes every unsaved night and cancels the saved ones', async () => {
    const venueId = await newVenue();
    const series = await publishedPartnerSeries(venueId, { date: inDays(4) });
    const nights = await listed(venueId);
    expect(nights.length).toBeGreaterThan(4);
    const saver = randomUUID();
    await favorite(db(), nights[2]!.id, saver);

    // "End series" sends no date: no night after today, and the first one is days away.
    const ended = await suite.server.request(`/api/me/series/${series.id}/end`, {
      method: 'POST',
      headers: { ...suite.partner.headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ended.status).toBe(200);
    expect((await json<TSeries>(ended)).upcoming.filter((night) => !night.canceled)).toEqual([]);
    expect((await listed(venueId)).map((night) => [night.date, night.canceled])).toEqual([
      [nights[2]!.date, true],
    ]);
    expect((await notificationsOf(saver)).length).toBe(1);
    await generateDueOccurrences(db(), suite.server.app.ctx.images, new Date(Date.now() + 7 * 86_400_000));
    expect((await listed(venueId)).length).toBe(1);
  });

  it("a partner's series is not public until an suite.admin publishes it", async () => {
    const venueId = await newVenue();
    const series = await json<TSeries>(
      create(suite.partner, seriesFields(venueId, { frequency: 'monthly', position: -1 })),
    );
    expect(series.published).toBe(false);
    expect(await listed(venueId)).toEqual([]);
    expect((await suite.server.request(`/api/public/series/${series.id}`)).status).toBe(404);
    await generateDueOccurrences(db(), suite.server.app.ctx.images);
    expect(await nightsInDb(series.id)).toEqual([]);
    const queue = await json<TSeries[]>(
      suite.server.request('/api/admin/series/unpublished', { headers: suite.admin.headers }),
    );
    expect(queue.map((item) => item.id)).toContain(series.id);

    await suite.server.request(`/api/admin/series/${series.id}/publish`, {
      method: 'POST',
      headers: suite.admin.headers,
    });
    const nights = await listed(venueId);
    expect(nights.length).toBeGreaterThan(0);
    expect(nights.every((night) => night.published)).toBe(true);
  });

  it('refuses a suite.partner of another venue, a user and a visitor', async () => {
    const venueId = await newVenue();
    // A venue the caller does not run is wrong input, pointed at the venue field: a 403 would end the session.
    for (const caller of [suite.otherPartner, suite.maria]) {
      const refused = await create(caller, seriesFields(venueId, { frequency: 'weekly' }));
      expect(refused.status).toBe(400);
      const body = await errorBody(refused);
      expect(body.code).toBe('SERIES_VENUE_NOT_YOURS');
      expect(body.issues?.map((issue) => issue.path)).toEqual(['location']);
      expect(body.messages.el).toContain('μαγαζί που έχεις');
    }
    expect((await create(null, seriesFields(venueId, { frequency: 'weekly' }))).status).toBe(401);

    const series = await json<TSeries>(create(suite.admin, seriesFields(venueId, { frequency: 'weekly' })));
    const edit = await save(
      suite.otherPartner,
      series.id,
      seriesFields(venueId, { frequency: 'weekly' }, { time: '20:00' }),
    );
    expect(edit.status).toBe(403);
    // Moving one's own series to a venue one does not run is wrong input too.
    const mine = await publishedPartnerSeries(await newVenue());
    const moved = await save(
      suite.partner,
      mine.id,
      seriesFields(await newVenue(suite.otherPartner.userId), { frequency: 'weekly' }),
    );
    expect(moved.status).toBe(400);
    expect((await errorBody(moved)).code).toBe('SERIES_VENUE_NOT_YOURS');
    const end = await suite.server.request(`/api/me/series/${series.id}/end`, {
      method: 'POST',
      headers: { ...suite.maria.headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(end.status).toBe(403);
    expect(
      (await suite.server.request(`/api/me/series/${series.id}`, { headers: suite.otherPartner.headers }))
        .status,
    ).toBe(403);
    expect(
      (await suite.server.request(`/api/me/series/${series.id}`, { headers: suite.partner.headers })).status,
    ).toBe(200);
  });

  it('refuses a rule with two ends, a series with no time, and new artist names, in Greek and English', async () => {
    const venueId = await newVenue();
    for (const fields of [
      seriesFields(venueId, { frequency: 'weekly', count: 4, until: inDays(40) }),
      seriesFields(venueId, { frequency: 'weekly' }, { time: '' }),
      seriesFields(venueId, { frequency: 'weekly' }, { artists: JSON.stringify(['Νέος Λυράρης']) }),
      seriesFields(venueId, { frequency: 'yearly' }),
    ]) {
      const response = await create(
        suite.admin,
        Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')),
      );
      expect(response.status).toBe(400);
      const body = await errorBody(response);
      expect(body.code).toBe('INVALID_SERIES_FORM');
      expect(body.messages.el).toBeTruthy();
      expect(body.messages.en).toBeTruthy();
    }
  });
});
