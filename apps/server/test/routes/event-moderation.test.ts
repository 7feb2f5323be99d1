import { PAST_SUBMISSION_QUEUE_DAYS, type TEvent, type TReviewEvent } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artists, locations, notifications, settings } from '../../src/db/schema.ts';
import { errorBody, eventForm, inDays, json, submitEvent, type TestCaller } from '../contribute.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { settleJobs, testDatabases } from '../helper.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('moderation (%s)', (kind) => {
  const suite = useRouteSuite(kind, { admin: 'admin', maria: 'user' }, { photo: [400, 500] });

  const submit = (caller: TestCaller, fields: Record<string, string>) =>
    submitEvent(suite.server, caller, fields, suite.photo);

  const post = (path: string, caller: TestCaller, body?: unknown) => suite.as(caller, path, 'POST', body);

  const queue = (caller: TestCaller) => suite.as(caller, '/api/admin/glentia/unpublished');

  it('is for admins only', async () => {
    const { createdId } = await submit(suite.maria, { date: inDays(1) });
    expect((await queue(suite.maria)).status).toBe(403);
    expect((await suite.server.request('/api/admin/glentia/unpublished')).status).toBe(401);
    for (const action of ['publish', 'promote']) {
      expect((await post(`/api/admin/glentia/${createdId}/${action}`, suite.maria)).status).toBe(403);
    }
    expect(
      (await post(`/api/admin/glentia/${createdId}/reject`, suite.maria, { reason: 'Όχι' })).status,
    ).toBe(403);
    expect(
      (await post('/api/admin/glentia/fromUrl', suite.maria, { url: 'https://example.com/' })).status,
    ).toBe(403);
  });

  it("publishes a user's event: typed names become a venue and artists, and the uploader is told", async () => {
    const known = await createArtist(suite.server.database.db, { name: 'Μιχάλης Τζουγανάκης' });
    const { createdId } = await submit(suite.maria, {
      date: inDays(2),
      location: 'Καφενείο Η Πλατεία',
      artists: JSON.stringify([known.id, 'Κώστας Μουντάκης ο νεότερος']),
    });

    const waiting = await json<TReviewEvent[]>(queue(suite.admin));
    const item = waiting.find((event) => event.id === createdId)!;
    expect(item).toMatchObject({
      published: false,
      pendingLocation: 'Καφενείο Η Πλατεία',
      pendingArtists: ['Κώστας Μουντάκης ο νεότερος'],
      publishedFrom: suite.maria.username,
    });
    expect(
      await json<{ count: number }>(
        suite.server.request('/api/admin/glentia/unpublished/count', { headers: suite.admin.headers }),
      ),
    ).toEqual({
      count: waiting.length,
    });

    const response = await post(`/api/admin/glentia/${createdId}/publish`, suite.admin);
    expect(response.status).toBe(200);
    const published = await json<TEvent>(response);
    expect(published.published).toBe(true);
    expect(published.location?.name).toBe('Καφενείο Η Πλατεία');
    expect(published.artists.map((artist) => artist.name)).toEqual([
      'Μιχάλης Τζουγανάκης',
      'Κώστας Μουντάκης ο νεότερος',
    ]);
    expect(
      await suite.server.database.db.select().from(locations).where(eq(locations.name, 'Καφενείο Η Πλατεία')),
    ).toHaveLength(1);
    expect(
      await suite.server.database.db
        .select()
        .from(artists)
        .where(eq(artists.name, 'Κώστας Μουντάκης ο νεότερος')),
    ).toHaveLength(1);

    const publicEvents = await json<TEvent[]>(suite.server.request('/api/public/glentia'));
    expect(publicEvents.some((event) => event.id === createdId)).toBe(true);
    expect((await json<TReviewEvent[]>(queue(suite.admin))).some((event) => event.id === createdId)).toBe(
      false,
    );

    await settleJobs(suite.server);
    const told = await suite.server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventId, createdId));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userId: suite.maria.userId,
      title: 'Το γλέντι σου δημοσιεύτηκε',
      url: `/glentia/${createdId}`,
    });

    // Publishing again tells nobody twice.
    expect((await post(`/api/admin/glentia/${createdId}/publish`, suite.admin)).status).toBe(200);
    await settleJobs(suite.server);
    expect(
      await suite.server.database.db.select().from(notifications).where(eq(notifications.eventId, createdId)),
    ).toHaveLength(1);
  });

  it('rejects with a reason, in the language the uploader chose, and takes it off the queue', async () => {
    await suite.server.database.db.insert(settings).values({ userId: suite.maria.userId!, language: 'en' });
    const { createdId } = await submit(suite.maria, { date: inDays(3) });
    expect((await post(`/api/admin/glentia/${createdId}/reject`, suite.admin, { reason: '' })).status).toBe(
      400,
    );
    const response = await post(`/api/admin/glentia/${createdId}/reject`, suite.admin, {
      reason: 'The poster is unreadable',
    });
    expect(response.status).toBe(200);
    expect(await json<TReviewEvent>(response)).toMatchObject({
      published: false,
      rejectReason: 'The poster is unreadable',
    });
    expect((await json<TReviewEvent[]>(queue(suite.admin))).some((event) => event.id === createdId)).toBe(
      false,
    );
    await settleJobs(suite.server);
    const [told] = await suite.server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventId, createdId));
    expect(told).toMatchObject({
      userId: suite.maria.userId,
      title: 'Your glenti was not published',
      url: `/glenti/edit/${createdId}`,
    });
    expect(told!.body).toContain('The poster is unreadable');

    // The uploader fixes it: back on the queue, the reason cleared.
    const saved = await suite.server.request(`/api/v1/users/glenti/${createdId}`, {
      method: 'PUT',
      headers: suite.maria.headers,
      body: eventForm({ date: inDays(3), description: 'Νέα αφίσα' }),
    });
    expect(saved.status).toBe(200);
    const back = (await json<TReviewEvent[]>(queue(suite.admin))).find((event) => event.id === createdId);
    expect(back?.rejectReason).toBeNull();
  });

  it('promotes and stops promoting, and the public sees it at once', async () => {
    const { createdId } = await submit(suite.admin, { date: inDays(4) });
    const promoted = await json<TEvent>(post(`/api/admin/glentia/${createdId}/promote`, suite.admin));
    expect(promoted.selected).toBe(true);
    const publicEvent = await json<TEvent>(suite.server.request(`/api/public/glentia/${createdId}`));
    expect(publicEvent.selected).toBe(true);
    expect((await json<TEvent>(post(`/api/admin/glentia/${createdId}/promote`, suite.admin))).selected).toBe(
      false,
    );
    expect((await json<TEvent>(suite.server.request(`/api/public/glentia/${createdId}`))).selected).toBe(
      false,
    );
  });

  it('answers 404 for an unknown event', async () => {
    const response = await post(
      '/api/admin/glentia/0b8c3c2e-8a61-4b43-9d3c-6f8f3b1f1c2a/publish',
      suite.admin,
    );
    expect(response.status).toBe(404);
    expect((await errorBody(response)).code).toBe('EVENT_NOT_FOUND');
  });
  it('publishes no submission dated before today, counts none in the badge, and drops it from the queue after a set time', async () => {
    const db = suite.server.database.db;
    const venue = await createLocation(db);
    const countNow = async () =>
      (
        await json<{ count: number }>(
          suite.server.request('/api/admin/glentia/unpublished/count', { headers: suite.admin.headers }),
        )
      ).count;
    const before = await countNow();
    const yesterday = await createEvent(db, { locationId: venue.id, daysFromToday: -1, published: false });
    const old = await createEvent(db, {
      locationId: venue.id,
      daysFromToday: -(PAST_SUBMISSION_QUEUE_DAYS + 1),
      published: false,
    });

    const refused = await post(`/api/admin/glentia/${yesterday.id}/publish`, suite.admin);
    expect(refused.status).toBe(400);
    const body = await errorBody(refused);
    expect(body.code).toBe('PAST_EVENT_NOT_PUBLISHABLE');
    expect(body.messages.el).toContain('έχει περάσει');
    expect((await suite.server.request(`/api/public/glentia/${yesterday.id}`)).status).toBe(404);

    const waiting = await json<TReviewEvent[]>(queue(suite.admin));
    expect(waiting.find((event) => event.id === yesterday.id)?.flags.pastDate).toBe(true);
    expect(waiting.some((event) => event.id === old.id)).toBe(false);
    expect(await countNow()).toBe(before);
  });
});
