/**
 * The artists' published nights search finds events by, kept in the process: every published
 * night from today on of the artists asked, as the database would find them for search, each
 * artist read once, and read again once public data changes.
 */
import { addDays, todayInAthens } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema.ts';
import { PublicCache } from '../../src/lib/public-cache.ts';
import { ArtistNightsBook } from '../../src/modules/events/artist-nights.ts';
import { search } from '../../src/modules/search/search.service.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())("the artists' nights (%s)", (kind) => {
  let server: TestServer;
  const today = todayInAthens();
  const artists = { lyra: '', laouto: '', quiet: '' };
  const nights = { soon: '', later: '', past: '', hidden: '', duo: '' };

  beforeAll(async () => {
    server = await startTestServer(kind, { publicCacheSeconds: 60 });
    const { db } = server.database;
    const venue = (await createLocation(db, { name: 'Καφενείο Το Αμπέλι', county: 'HERAKLION' })).id;
    artists.lyra = (await createArtist(db, { name: 'Μανώλης Ξυλουργάκης' })).id;
    artists.laouto = (await createArtist(db, { name: 'Γιάννης Σαρρής' })).id;
    artists.quiet = (await createArtist(db, { name: 'Στέλιος Καμπαξής' })).id;
    const night = (artistIds: string[], values: { daysFromToday: number; published?: boolean }) =>
      createEvent(db, { locationId: venue, artistIds, ...values }).then((event) => event.id);
    nights.soon = await night([artists.lyra], { daysFromToday: 0 });
    nights.later = await night([artists.lyra], { daysFromToday: 40 });
    nights.past = await night([artists.lyra], { daysFromToday: -3 });
    nights.hidden = await night([artists.lyra], { daysFromToday: 5, published: false });
    nights.duo = await night([artists.lyra, artists.laouto], { daysFromToday: 9 });
    await night([artists.quiet], { daysFromToday: 2, published: false });
  });
  afterAll(async () => server?.close());

  const sorted = (found: ReadonlyMap<string, readonly string[]>) =>
    Object.fromEntries([...found].map(([id, ids]) => [id, [...ids].sort()]));

  it('gives every published night from today on of the artists asked, none of the others', async () => {
    const found = await server.app.ctx.artistNights.eventIds(
      [artists.lyra, artists.laouto, artists.quiet],
      today,
    );
    expect(sorted(found)).toEqual({
      [artists.lyra]: [nights.soon, nights.later, nights.duo].sort(),
      [artists.laouto]: [nights.duo],
    });
  });

  it('asks the database only for the artists it does not know yet', async () => {
    let reads = 0;
    const db = new Proxy(server.database.db, {
      get(target, key, receiver) {
        if (key === 'select') reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const book = new ArtistNightsBook(db, new PublicCache(60_000));
    expect(sorted(await book.eventIds([artists.lyra], today))[artists.lyra]).toHaveLength(3);
    await book.eventIds([artists.lyra], today);
    expect(reads).toBe(1);
    // One with no published night is known too: not asked again.
    expect(sorted(await book.eventIds([artists.quiet, artists.lyra], today))).toEqual({
      [artists.lyra]: [nights.soon, nights.later, nights.duo].sort(),
    });
    await book.eventIds([artists.lyra, artists.quiet], today);
    expect(reads).toBe(2);
  });

  it('asks the database for a day before the kept nights, and without a cache to keep them', async () => {
    const past = await server.app.ctx.artistNights.eventIds([artists.lyra], addDays(today, -7));
    expect(past.get(artists.lyra)).toContain(nights.past);
    const unkept = await new ArtistNightsBook(server.database.db).eventIds([artists.laouto], today);
    expect(sorted(unkept)).toEqual({ [artists.laouto]: [nights.duo] });
  });

  it('finds by an artist the same nights as before they were kept', async () => {
    const { ctx } = server.app;
    const kept = await search(ctx, { q: 'Ξυλουργάκης', limit: 10 }, today);
    const unkept = await search(
      { ...ctx, artistNights: new ArtistNightsBook(server.database.db) },
      { q: 'Ξυλουργάκης', limit: 10 },
      today,
    );
    expect(kept.events.map((event) => event.id)).toEqual([nights.soon, nights.duo, nights.later]);
    expect(unkept).toEqual(kept);
  });

  it('is kept with the public answers until public data changes', async () => {
    const { artistNights, cache, database } = server.app.ctx;
    const before = sorted(await artistNights.eventIds([artists.lyra], today));
    // Published behind the cache's back: the kept nights do not know yet.
    await database.db.update(events).set({ published: true }).where(eq(events.id, nights.hidden));
    expect(sorted(await artistNights.eventIds([artists.lyra], today))).toEqual(before);
    cache.dropLocal();
    expect(await artistNights.eventIds([artists.lyra], today)).toEqual(
      new Map([[artists.lyra, expect.arrayContaining([nights.hidden])]]),
    );
    await database.db.update(events).set({ published: false }).where(eq(events.id, nights.hidden));
    cache.dropLocal();
  });
});
