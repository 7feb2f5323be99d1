/**
 * Sources kept in step, against a local server serving data shaped as the real thing: each kind
 * read twice (nothing doubled), then changed upstream (new, moved, cancelled, removed), and
 * sources that answer slowly, wrongly or not at all.
 */

import type { TEventSource } from '@glentia/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventRevisions, events, jobs, sourceEvents } from '../../src/db/schema.ts';
import { runDueSources } from '../../src/modules/sources/sources.jobs.ts';
import { runSource } from '../../src/modules/sources/sources.sync.ts';
import { makeCaller, startContributeServer, type TestCaller } from '../contribute.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { errorCode, type TestServer, testDatabases } from '../helper.ts';
import {
  type CalendarEvent,
  calendar,
  day,
  eventPage,
  gancioAnswer,
  rssFeed,
  startUpstream,
  type Upstream,
} from '../sources-fixtures.ts';
import { json } from '../support/accounts.ts';

describe.each(testDatabases())('sources kept in step (%s)', (kind) => {
  let upstream: Upstream;
  let server: TestServer;
  let admin: TestCaller;
  let venueId: string;
  let artistId: string;

  beforeAll(async () => {
    upstream = await startUpstream();
    server = await startContributeServer(kind, {
      fetchOptions: { testLoopbackPorts: [upstream.port], timeoutMs: 1500 },
    });
    admin = await makeCaller(server, 'admin');
    venueId = (await createLocation(server.database.db, { name: 'Κέντρο Ο Μύλος', county: 'HERAKLION' })).id;
    artistId = (await createArtist(server.database.db, { name: 'Ψαρογιώργης' })).id;
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  async function addSource(body: Record<string, unknown>): Promise<TEventSource> {
    const response = await server.request('/api/admin/sources', {
      ...json('POST', body),
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as TEventSource;
  }

  async function runNow(id: string): Promise<TEventSource> {
    const response = await server.request(`/api/admin/sources/${id}/run`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as TEventSource;
  }

  /** The events a source keeps, by upstream id. */
  async function eventsOf(sourceId: string) {
    const rows = await server.database.db
      .select({ upstreamId: sourceEvents.upstreamId, event: events })
      .from(sourceEvents)
      .innerJoin(events, eq(events.id, sourceEvents.eventId))
      .where(eq(sourceEvents.sourceId, sourceId));
    return new Map(rows.map((row) => [row.upstreamId, row.event]));
  }

  const canceledNotices = async (eventId: string) =>
    (await server.database.db.select().from(jobs).where(eq(jobs.kind, 'notify.event-changed'))).filter(
      (job) => (job.payload as { snapshot: { id: string } }).snapshot.id === eventId,
    ).length;

  it('keeps a venue calendar in step: time zones, weekly nights, EXDATE, moved, cancelled, removed', async () => {
    const weekly: CalendarEvent = {
      uid: 'weekly-lyra@google.com',
      days: 2,
      berlinTime: '21:00',
      summary: 'Κάθε Τετάρτη λύρα',
      rrule: 'FREQ=WEEKLY;COUNT=4',
      exdates: [9],
    };
    const first: CalendarEvent[] = [
      { uid: 'single-1@google.com', days: 3, berlinTime: '20:30', summary: 'Γλέντι με τον Ψαρογιώργη' },
      { uid: 'single-2@google.com', days: 5, berlinTime: '20:00', summary: 'Βραδιά μαντινάδας' },
      weekly,
    ];
    upstream.answers.set('/calendar.ics', {
      body: calendar(first),
      type: 'text/calendar; charset=utf-8',
      etag: '"v1"',
    });
    // Already listed by hand: the calendar's night at the same venue and date, half an hour apart, is linked to it.
    const listed = await createEvent(server.database.db, {
      date: day(3),
      time: '21:00',
      locationId: venueId,
      title: 'Γλέντι',
    });

    const source = await addSource({
      name: 'Μύλος (ημερολόγιο)',
      kind: 'ical',
      url: `${upstream.url}/calendar.ics`,
      locationId: venueId,
      county: 'HERAKLION',
      artistIds: [artistId],
    });
    expect(source).toMatchObject({
      kind: 'ical',
      locationName: 'Κέντρο Ο Μύλος',
      trusted: false,
      paused: false,
    });

    const afterFirst = await runNow(source.id);
    expect(afterFirst.lastError).toBeNull();
    expect(afterFirst.lastCounts).toEqual({ new: 4, changed: 0, canceled: 0, linked: 1, unchanged: 0 });
    let kept = await eventsOf(source.id);
    expect(kept.get('single-1@google.com')!.id).toBe(listed.id);
    const single2 = kept.get('single-2@google.com')!;
    // 20:00 in Berlin is 21:00 in Crete, whatever the season.
    expect(single2).toMatchObject({ date: day(5), time: '21:00', published: false, locationId: venueId });
    const nights = [...kept.entries()]
      .filter(([id]) => id.startsWith('weekly-lyra'))
      .map(([, event]) => event);
    expect(nights.map((night) => night.date).sort()).toEqual([day(2), day(16), day(23)]);
    expect(new Set(nights.map((night) => night.time))).toEqual(new Set(['22:00']));

    // Unchanged: the source answers 304 to the ETag it gave.
    const afterSecond = await runNow(source.id);
    expect(upstream.seen.at(-1)).toEqual({ path: '/calendar.ics', ifNoneMatch: '"v1"' });
    expect(afterSecond.lastCounts).toEqual({ new: 0, changed: 0, canceled: 0, linked: 0, unchanged: 0 });
    expect((await eventsOf(source.id)).size).toBe(5);

    // Published meanwhile, then changed upstream.
    await server.database.db.update(events).set({ published: true }).where(eq(events.id, single2.id));
    const removedNight = nights.find((night) => night.date === day(16))!;
    await server.database.db.update(events).set({ published: true }).where(eq(events.id, removedNight.id));
    upstream.answers.set('/calendar.ics', {
      body: calendar([
        { ...first[0]!, berlinTime: '21:30', sequence: 1 },
        { ...first[1]!, status: 'CANCELLED', sequence: 1 },
        { ...weekly, exdates: [9, 16] },
        { uid: 'new-1@google.com', days: 4, berlinTime: '20:00', summary: 'Νέα βραδιά' },
      ]),
      type: 'text/calendar; charset=utf-8',
      etag: '"v2"',
    });
    const afterChange = await runNow(source.id);
    expect(afterChange.lastCounts).toEqual({ new: 1, changed: 1, canceled: 2, linked: 0, unchanged: 2 });
    kept = await eventsOf(source.id);
    // Moved: the published event stays as it was, the move waits for review as a revision.
    expect(kept.get('single-1@google.com')).toMatchObject({ id: listed.id, time: '21:00' });
    const [revision] = await server.database.db
      .select()
      .from(eventRevisions)
      .where(eq(eventRevisions.eventId, listed.id));
    expect(revision!.fields).toMatchObject({ date: day(3), time: '22:30', locationId: venueId });
    // Cancelled upstream, and a night no longer in the rule: cancelled here, their savers told.
    expect(kept.get('single-2@google.com')).toMatchObject({ canceled: true, canceledBy: 'admin' });
    expect(
      kept.get(`weekly-lyra@google.com/${day(16)}T21:00:00`) ??
        [...kept.values()].find((e) => e.id === removedNight.id),
    ).toMatchObject({
      canceled: true,
    });
    expect(await canceledNotices(single2.id)).toBe(1);
    expect(await canceledNotices(removedNight.id)).toBe(1);
    expect(kept.get('new-1@google.com')).toMatchObject({ date: day(4), time: '21:00', published: false });

    // Read again with the same content and no validators: nothing doubles, nothing is told twice.
    upstream.answers.set('/calendar.ics', { ...upstream.answers.get('/calendar.ics')!, etag: undefined });
    const again = await runNow(source.id);
    expect(again.lastCounts).toMatchObject({ new: 0, changed: 0, canceled: 0, linked: 0 });
    expect((await eventsOf(source.id)).size).toBe(kept.size);
    expect(await canceledNotices(single2.id)).toBe(1);
  });

  it('reads schema.org events from JSON-LD and microdata; a trusted source publishes at once', async () => {
    const base = upstream.url;
    const mylos = { venue: 'Κέντρο Ο Μύλος', time: '22:00' };
    upstream.answers.set('/tickets', {
      body: eventPage(
        base,
        [
          {
            id: 'a',
            name: 'Μαντινάδες στον Μύλο',
            days: 30,
            performers: ['Ψαρογιώργης', 'Νέος Λαουτιέρης'],
            ...mylos,
          },
          { id: 'b', name: 'Ριζίτικα', days: 31, ...mylos },
        ],
        { id: 'c', name: 'Λύρα ως το πρωί', days: 32, performers: ['Ψαρογιώργης'], ...mylos },
      ),
      type: 'text/html; charset=utf-8',
    });
    const source = await addSource({
      name: 'Εισιτήρια',
      kind: 'page',
      url: `${base}/tickets`,
      trusted: true,
    });
    expect((await runNow(source.id)).lastCounts).toMatchObject({ new: 3 });
    let kept = await eventsOf(source.id);
    const a = kept.get(`${base}/e/a`)!;
    expect(a).toMatchObject({
      date: day(30),
      time: '22:00',
      published: true,
      locationId: venueId,
      pendingArtists: ['Νέος Λαουτιέρης'],
    });
    expect(a.ticketUrl).toBeNull();
    expect(kept.get(`${base}/e/c`)).toMatchObject({
      date: day(32),
      title: 'Λύρα ως το πρωί',
      published: true,
    });

    // Twice: nothing new.
    expect((await runNow(source.id)).lastCounts).toEqual({
      new: 0,
      changed: 0,
      canceled: 0,
      linked: 0,
      unchanged: 3,
    });

    // b moves a day, c is taken off the page, a is marked cancelled.
    upstream.answers.set('/tickets', {
      body: eventPage(base, [
        {
          id: 'a',
          name: 'Μαντινάδες στον Μύλο',
          days: 30,
          performers: ['Ψαρογιώργης', 'Νέος Λαουτιέρης'],
          status: 'EventCancelled',
          ...mylos,
        },
        { id: 'b', name: 'Ριζίτικα', days: 33, ...mylos },
      ]),
      type: 'text/html; charset=utf-8',
    });
    expect((await runNow(source.id)).lastCounts).toEqual({
      new: 0,
      changed: 1,
      canceled: 2,
      linked: 0,
      unchanged: 0,
    });
    kept = await eventsOf(source.id);
    expect(kept.get(`${base}/e/a`)!.canceled).toBe(true);
    expect(kept.get(`${base}/e/c`)!.canceled).toBe(true);
    const b = kept.get(`${base}/e/b`)!;
    const [revision] = await server.database.db
      .select()
      .from(eventRevisions)
      .where(eq(eventRevisions.eventId, b.id));
    expect(revision!.fields.date).toBe(day(33));
  });

  it('reads a Gancio guide and an RSS feed, new and removed between runs', async () => {
    upstream.answers.set('/api/events', {
      body: JSON.stringify(
        gancioAnswer([
          { id: 11, title: 'Συναυλία στη Φορτέτζα', days: 40, time: '21:00', place: 'Φορτέτζα' },
          { id: 12, title: 'Χορευτικό', days: 41, time: '20:30', place: 'Φορτέτζα' },
        ]),
      ),
      type: 'application/json',
    });
    const gancio = await addSource({
      name: 'Gancio Ρεθύμνου',
      kind: 'gancio',
      url: `${upstream.url}/`,
      county: 'RETHYMNO',
    });
    expect((await runNow(gancio.id)).lastCounts).toMatchObject({ new: 2 });
    expect(upstream.seen.at(-1)!.path).toBe('/api/events');
    expect((await eventsOf(gancio.id)).get('11')).toMatchObject({
      date: day(40),
      time: '21:00',
      pendingLocation: 'Φορτέτζα',
      published: false,
    });
    expect((await runNow(gancio.id)).lastCounts).toMatchObject({ new: 0, unchanged: 2 });
    upstream.answers.set('/api/events', {
      body: JSON.stringify(
        gancioAnswer([
          { id: 12, title: 'Χορευτικό', days: 41, time: '20:30', place: 'Φορτέτζα' },
          { id: 13, title: 'Νέο', days: 42, time: '21:00', place: 'Φορτέτζα' },
        ]),
      ),
      type: 'application/json',
    });
    expect((await runNow(gancio.id)).lastCounts).toEqual({
      new: 1,
      changed: 0,
      canceled: 1,
      linked: 0,
      unchanged: 1,
    });
    // A draft nobody published is taken out of the review queue instead of cancelled.
    expect((await eventsOf(gancio.id)).has('11')).toBe(false);

    upstream.answers.set('/feed.rss', {
      body: rssFeed([
        { guid: 'anogia-1', title: 'Γλέντι στην πλατεία', days: 50, time: '21:30' },
        { guid: 'anogia-2', title: 'Παρουσίαση βιβλίου', days: 51, time: '19:00' },
      ]),
      type: 'application/rss+xml',
    });
    const feed = await addSource({
      name: 'Σύλλογος Ανωγείων',
      kind: 'feed',
      url: `${upstream.url}/feed.rss`,
      locationId: venueId,
      trusted: true,
    });
    expect((await runNow(feed.id)).lastCounts).toMatchObject({ new: 2 });
    expect((await eventsOf(feed.id)).get('anogia-1')).toMatchObject({
      date: day(50),
      time: '21:30',
      published: true,
    });
    upstream.answers.set('/feed.rss', {
      body: rssFeed([
        { guid: 'anogia-1', title: 'ΑΚΥΡΩΘΗΚΕ: Γλέντι στην πλατεία', days: 50, time: '21:30' },
        { guid: 'anogia-2', title: 'Παρουσίαση βιβλίου', days: 51, time: '20:00' },
      ]),
      type: 'application/rss+xml',
    });
    expect((await runNow(feed.id)).lastCounts).toMatchObject({ changed: 1, canceled: 1 });
    expect((await eventsOf(feed.id)).get('anogia-1')!.canceled).toBe(true);
  });

  it('links a person’s own submission and leaves it to its owner when the source drops it', async () => {
    const owner = await makeCaller(server, 'user');
    const own = await createEvent(server.database.db, {
      date: day(70),
      time: '21:00',
      locationId: venueId,
      published: false,
      ownerId: owner.userId,
      title: 'Το γλέντι μου',
    });
    upstream.answers.set('/own.ics', {
      body: calendar([{ uid: 'own-1', days: 70, berlinTime: '20:15', summary: 'Γλέντι στον Μύλο' }]),
      type: 'text/calendar',
    });
    const source = await addSource({
      name: 'Μύλος 2',
      kind: 'ical',
      url: `${upstream.url}/own.ics`,
      locationId: venueId,
    });
    expect((await runNow(source.id)).lastCounts).toMatchObject({ new: 0, linked: 1 });
    expect((await eventsOf(source.id)).get('own-1')!.id).toBe(own.id);
    upstream.answers.set('/own.ics', { body: calendar([]), type: 'text/calendar' });
    expect((await runNow(source.id)).lastCounts).toMatchObject({ canceled: 0 });
    const [still] = await server.database.db.select().from(events).where(eq(events.id, own.id));
    expect(still).toMatchObject({ canceled: false, published: false, title: 'Το γλέντι μου' });
  });

  it('records a source that answers slowly, wrongly or not at all, and backs off', async () => {
    upstream.answers.set('/slow.ics', { body: calendar([]), type: 'text/calendar', delayMs: 4000 });
    upstream.answers.set('/wrong.ics', {
      body: '<html><body>Σελίδα συντήρησης</body></html>',
      type: 'text/html',
    });
    upstream.answers.set('/broken.ics', { body: 'oops', type: 'text/plain', status: 503 });
    upstream.answers.set('/silent.rss', { body: '', type: 'application/rss+xml', hangUp: true });
    const slow = await addSource({ name: 'Αργή', kind: 'ical', url: `${upstream.url}/slow.ics` });
    const wrong = await addSource({ name: 'Λάθος', kind: 'ical', url: `${upstream.url}/wrong.ics` });
    const broken = await addSource({ name: 'Χαλασμένη', kind: 'ical', url: `${upstream.url}/broken.ics` });
    const silent = await addSource({ name: 'Σιωπηλή', kind: 'feed', url: `${upstream.url}/silent.rss` });

    const before = Date.now();
    const slowState = await runNow(slow.id);
    expect(Date.now() - before).toBeLessThan(3500);
    expect(slowState).toMatchObject({ lastError: { code: 'timeout', status: null }, failures: 1 });
    expect((await runNow(wrong.id)).lastError).toEqual({ code: 'unreadable', status: null });
    expect((await runNow(broken.id)).lastError).toEqual({ code: 'http', status: 503 });
    expect((await runNow(silent.id)).lastError).toEqual({ code: 'unreachable', status: null });
    // Each failure in a row waits twice as long: 15 minutes, then 30.
    const waited = (state: TEventSource) =>
      new Date(state.nextRunAt!).getTime() - new Date(state.lastRunAt!).getTime();
    expect(waited(slowState)).toBe(15 * 60_000);
    const brokenAgain = await runNow(broken.id);
    expect(brokenAgain.failures).toBe(2);
    expect(waited(brokenAgain)).toBe(30 * 60_000);
    // Mended: the count starts again and the next run is the source's own interval.
    upstream.answers.set('/broken.ics', { body: calendar([]), type: 'text/calendar' });
    const mended = await runNow(broken.id);
    expect(mended).toMatchObject({ lastError: null, failures: 0 });
    expect(waited(mended)).toBe(360 * 60_000);
  });

  it('"read now" while the schedule reads the source waits for that read instead of reading it twice', async () => {
    upstream.answers.set('/busy.ics', {
      body: calendar([
        { uid: 'busy-1', days: 6, berlinTime: '20:00', summary: 'Μαντινάδες στην αυλή' },
        { uid: 'busy-2', days: 7, berlinTime: '20:00', summary: 'Λύρα στο καφενείο' },
      ]),
      type: 'text/calendar',
      delayMs: 400,
    });
    const source = await addSource({ name: 'Πολυάσχολη', kind: 'ical', url: `${upstream.url}/busy.ics` });
    const ctx = {
      db: server.database.db,
      cache: server.app.ctx.cache,
      fetchOptions: { testLoopbackPorts: [upstream.port], timeoutMs: 1500 },
    };
    const reads = () => upstream.seen.filter((request) => request.path === '/busy.ics').length;

    const scheduled = runSource(ctx, source.id);
    await vi.waitFor(() => expect(reads()).toBe(1), { timeout: 5000, interval: 20 });
    const now = await runNow(source.id);

    expect(await scheduled).toBe(true);
    expect(reads()).toBe(1);
    expect(now).toMatchObject({ lastError: null, lastCounts: { new: 2, changed: 0, canceled: 0 } });
    expect((await eventsOf(source.id)).size).toBe(2);
    // Once it is over, "read now" reads again.
    expect((await runNow(source.id)).lastCounts).toMatchObject({ new: 0 });
    expect(reads()).toBe(2);
  });

  it('the schedule reads due sources only; pause, resume and remove (its events stay)', async () => {
    upstream.answers.set('/due.ics', {
      body: calendar([{ uid: 'due-1', days: 60, berlinTime: '20:00', summary: 'Προγραμματισμένο' }]),
      type: 'text/calendar',
    });
    const due = await addSource({ name: 'Προθεσμία', kind: 'ical', url: `${upstream.url}/due.ics` });
    const paused = await addSource({ name: 'Σε παύση', kind: 'ical', url: `${upstream.url}/due.ics` });
    const pause = await server.request(`/api/admin/sources/${paused.id}`, {
      ...json('PUT', { paused: true }),
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(await pause.json()).toMatchObject({ paused: true, nextRunAt: null });

    const ctx = {
      db: server.database.db,
      cache: server.app.ctx.cache,
      fetchOptions: { testLoopbackPorts: [upstream.port] },
    };
    const later = new Date(Date.now() + 60_000);
    await runDueSources(ctx, later);
    const [dueLink] = [...(await eventsOf(due.id)).values()];
    expect(dueLink).toMatchObject({ date: day(60), time: '21:00' });
    expect((await eventsOf(paused.id)).size).toBe(0);

    const list = (await (
      await server.request('/api/admin/sources', { headers: admin.headers })
    ).json()) as TEventSource[];
    expect(list.find((item) => item.id === due.id)).toMatchObject({ eventCount: 1, lastCounts: { new: 1 } });

    const removed = await server.request(`/api/admin/sources/${due.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(removed.status).toBe(204);
    const [still] = await server.database.db
      .select()
      .from(events)
      .where(and(eq(events.id, dueLink!.id)));
    expect(still).toBeDefined();
    const gone = await server.request(`/api/admin/sources/${due.id}/run`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(gone.status).toBe(404);
  });

  it('refuses an address inside the network, a bad kind and callers who are not admins', async () => {
    const post = (body: unknown, headers = admin.headers) =>
      server.request('/api/admin/sources', {
        ...json('POST', body),
        headers: { ...headers, 'content-type': 'application/json' },
      });
    const inside = await post({ name: 'Εσωτερική', kind: 'ical', url: 'http://10.0.0.7/cal.ics' });
    expect(inside.status).toBe(400);
    expect(await errorCode(inside)).toBe('URL_ADDRESS_NOT_ALLOWED');
    expect((await post({ name: 'Άλλη', kind: 'ftp', url: 'https://example.org/x' })).status).toBe(400);
    expect((await post({ name: 'Άλλη', kind: 'ical', url: 'file:///etc/passwd' })).status).toBe(400);
    const user = await makeCaller(server, 'user');
    expect(
      (await post({ name: 'Άλλη', kind: 'ical', url: 'https://example.org/x' }, user.headers)).status,
    ).toBe(403);
    expect((await server.request('/api/admin/sources', { device: null })).status).toBe(401);
  });
});
