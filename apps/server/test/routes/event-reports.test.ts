/**
 * Report a problem: any visitor (signed in or not) reports an upcoming event as wrong or canceled,
 * with an optional short note; nothing about who sent it is stored; the report waits in the review
 * queue with the event and the reason; an admin dismisses it or cancels the event.
 */
import { randomUUID } from 'node:crypto';
import type { TEvent, TReviewEvent } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventReports } from '../../src/db/schema.ts';
import { errorBody, json } from '../contribute.ts';
import { createEvent, favorite } from '../factories.ts';
import { testDatabases } from '../helper.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('reports of a problem (%s)', (kind) => {
  const suite = useRouteSuite(kind, { admin: 'admin', user: 'user', partner: 'partner' });
  const { as, notificationsOf } = suite;

  const report = (
    id: string,
    body: unknown,
    init: { device?: string | null; headers?: Record<string, string> } = {},
  ) =>
    suite.server.request(`/api/public/glentia/${id}/report`, {
      method: 'POST',
      device: init.device === undefined ? randomUUID() : init.device,
      headers: { 'content-type': 'application/json', ...init.headers },
      body: JSON.stringify(body),
    });
  const queue = () => json<TReviewEvent[]>(as(suite.admin, '/api/admin/glentia/unpublished'));
  const storedReports = (eventId: string) =>
    suite.server.database.db.select().from(eventReports).where(eq(eventReports.eventId, eventId));

  it('takes a report from a visitor without an account and shows it in the review queue', async () => {
    const event = await createEvent(suite.server.database.db, { daysFromToday: 3 });
    const before = await json<{ count: number }>(as(suite.admin, '/api/admin/glentia/unpublished/count'));

    const sent = await report(event.id, { reason: 'canceled', note: '  Το μαγαζί είναι κλειστό απόψε. ' });
    expect(sent.status).toBe(204);

    const item = (await queue()).find((entry) => entry.id === event.id);
    expect(item?.published).toBe(true);
    expect(item?.reports).toEqual([
      {
        id: expect.any(String),
        reason: 'canceled',
        note: 'Το μαγαζί είναι κλειστό απόψε.',
        createdAt: expect.any(String),
      },
    ]);
    const after = await json<{ count: number }>(as(suite.admin, '/api/admin/glentia/unpublished/count'));
    expect(after.count).toBe(before.count + 1);
  });

  it('stores nothing about who reported, signed in or not', async () => {
    const event = await createEvent(suite.server.database.db, { daysFromToday: 2 });
    expect((await report(event.id, { reason: 'wrong' }, { headers: suite.user.headers })).status).toBe(204);
    expect((await report(event.id, { reason: 'wrong' }, { device: null })).status).toBe(204);
    const rows = await storedReports(event.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['createdAt', 'eventId', 'id', 'note', 'reason']);
      expect(row.note).toBeNull();
    }
  });

  it('refuses reports of unpublished and past events, and bad input, with a message in both languages', async () => {
    const hidden = await createEvent(suite.server.database.db, { published: false, daysFromToday: 2 });
    expect((await report(hidden.id, { reason: 'wrong' })).status).toBe(404);
    expect((await report(randomUUID(), { reason: 'wrong' })).status).toBe(404);

    const past = await createEvent(suite.server.database.db, { daysFromToday: -2 });
    const over = await report(past.id, { reason: 'canceled' });
    expect(over.status).toBe(400);
    expect((await errorBody(over)).code).toBe('EVENT_OVER');

    const live = await createEvent(suite.server.database.db, { daysFromToday: 2 });
    for (const body of [
      { reason: 'boring' },
      { reason: 'wrong', note: 'x'.repeat(301) },
      { reason: 'wrong', who: 'me' },
    ]) {
      const refused = await report(live.id, body);
      expect(refused.status).toBe(400);
      const error = await errorBody(refused);
      expect(error.messages.el).toBeTruthy();
      expect(error.messages.en).toBeTruthy();
    }
    expect(await storedReports(live.id)).toHaveLength(0);
  });

  it('lets an admin dismiss the reports: the event stays as it was and leaves the queue', async () => {
    const event = await createEvent(suite.server.database.db, { daysFromToday: 4 });
    await report(event.id, { reason: 'wrong', note: 'Λάθος ώρα' });
    const resolved = await as(suite.admin, `/api/admin/glentia/${event.id}/reports/resolve`, 'POST', {
      action: 'dismiss',
    });
    expect(resolved.status).toBe(200);
    expect(await json(resolved)).toEqual({ removed: 1 });
    expect((await queue()).some((entry) => entry.id === event.id)).toBe(false);
    const live = await json<TEvent>(suite.server.request(`/api/public/glentia/${event.id}`));
    expect(live.canceled).toBe(false);
  });

  it('lets an admin cancel the reported event: the people who saved it are told', async () => {
    const event = await createEvent(suite.server.database.db, { daysFromToday: 4 });
    const saver = randomUUID();
    await favorite(suite.server.database.db, event.id, saver);
    await report(event.id, { reason: 'canceled' });
    const resolved = await as(suite.admin, `/api/admin/glentia/${event.id}/reports/resolve`, 'POST', {
      action: 'cancel',
    });
    expect(resolved.status).toBe(200);
    const live = await json<TEvent>(suite.server.request(`/api/public/glentia/${event.id}`));
    expect(live.canceled).toBe(true);
    expect(live.canceledBy).toBe('admin');
    expect(await storedReports(event.id)).toHaveLength(0);
    const told = await notificationsOf(saver);
    expect(told.map((notification) => notification.title)).toEqual([expect.stringMatching(/^Ακυρώθηκε: /)]);
  });

  it('lets only admins decide on reports', async () => {
    const event = await createEvent(suite.server.database.db, { daysFromToday: 4 });
    await report(event.id, { reason: 'wrong' });
    for (const caller of [suite.user, suite.partner]) {
      const refused = await as(caller, `/api/admin/glentia/${event.id}/reports/resolve`, 'POST', {
        action: 'cancel',
      });
      expect(refused.status).toBe(403);
    }
    const visitor = await suite.server.request(`/api/admin/glentia/${event.id}/reports/resolve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'dismiss' }),
    });
    expect(visitor.status).toBe(401);
    expect(await storedReports(event.id)).toHaveLength(1);
  });
});
