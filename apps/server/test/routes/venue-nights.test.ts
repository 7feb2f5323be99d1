/**
 * The venues' published nights the map counts, kept in the process: a range's count and soonest
 * night at each venue, as the database would count them, and read again once public data changes.
 */
import { addDays, todayInAthens } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema.ts';
import { countEventsByVenue } from '../../src/modules/events/events.repository.ts';
import { VenueNightsBook } from '../../src/modules/events/venue-nights.ts';
import { createEvent, createLocation } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())("the venues' nights (%s)", (kind) => {
  let server: TestServer;
  const today = todayInAthens();
  const venues = { taverna: '', kafeneio: '', quiet: '' };

  beforeAll(async () => {
    server = await startTestServer(kind, { publicCacheSeconds: 60 });
    const { db } = server.database;
    venues.taverna = (await createLocation(db, { name: 'Ταβέρνα Το Μετόχι', county: 'CHANIA' })).id;
    venues.kafeneio = (await createLocation(db, { name: 'Καφενείο Η Στράτα', county: 'LASITHI' })).id;
    venues.quiet = (await createLocation(db, { name: 'Ρακάδικο Η Σιωπή', county: 'RETHYMNO' })).id;
    // Two on one night, one on the range's last day, one the day after it, one the day before.
    for (const day of [3, 3, 10, 11, -1])
      await createEvent(db, { locationId: venues.taverna, daysFromToday: day });
    await createEvent(db, { locationId: venues.kafeneio, daysFromToday: 7 });
    await createEvent(db, { locationId: venues.kafeneio, daysFromToday: 2, published: false });
    await createEvent(db, { locationId: venues.quiet, daysFromToday: 2, published: false });
  });
  afterAll(async () => server?.close());

  const range = () => ({ from: today, to: addDays(today, 10) });
  const byVenue = (counted: Array<{ id: string; count: number; first: string }>) =>
    Object.fromEntries(
      counted
        .filter(({ id }) => Object.values(venues).includes(id))
        .map(({ id, count, first }) => [id, { count, first }]),
    );

  it('counts a range (both ends included) as the database does, published nights only', async () => {
    const book = new VenueNightsBook(server.database.db);
    const counted = byVenue(await book.count(range()));
    expect(counted).toEqual({
      [venues.taverna]: { count: 3, first: addDays(today, 3) },
      [venues.kafeneio]: { count: 1, first: addDays(today, 7) },
    });
    const fromDatabase = byVenue(
      await countEventsByVenue(server.database.db, { ...range(), publishedOnly: true }),
    );
    expect(counted).toEqual(fromDatabase);
  });

  it('counts a range that starts in the past in the database, past nights included', async () => {
    const book = new VenueNightsBook(server.database.db);
    const counted = byVenue(await book.count({ from: addDays(today, -5), to: addDays(today, 10) }));
    expect(counted[venues.taverna]).toEqual({ count: 4, first: addDays(today, -1) });
  });

  it('counts only the venues asked, each once', async () => {
    const book = new VenueNightsBook(server.database.db);
    const counted = await book.count({
      ...range(),
      locationIds: [venues.kafeneio, venues.quiet, venues.kafeneio],
    });
    expect(counted).toEqual([{ id: venues.kafeneio, count: 1, first: addDays(today, 7) }]);
    expect(await book.count({ from: addDays(today, 12), to: addDays(today, 30) })).not.toContainEqual(
      expect.objectContaining({ id: venues.taverna }),
    );
  });

  it('is kept with the public answers until public data changes', async () => {
    const { nights, cache, database } = server.app.ctx;
    const before = byVenue(await nights.count(range()));
    // Published behind the cache's back: the kept nights do not know yet.
    const [hidden] = await database.db
      .update(events)
      .set({ published: true })
      .where(eq(events.locationId, venues.quiet))
      .returning({ id: events.id });
    expect(byVenue(await nights.count(range()))).toEqual(before);
    cache.dropLocal();
    expect(byVenue(await nights.count(range()))[venues.quiet]).toEqual({
      count: 1,
      first: addDays(today, 2),
    });
    await database.db.update(events).set({ published: false }).where(eq(events.id, hidden!.id));
    cache.dropLocal();
  });
});
