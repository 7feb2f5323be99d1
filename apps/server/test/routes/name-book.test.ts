/**
 * The names search matches are read at start (`NameBook.warm`), so the first search after a start
 * finds them kept instead of waiting for them; and read again only when a venue or artist changed.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists, locations } from '../../src/db/schema.ts';
import { createArtist, createLocation } from '../factories.ts';
import { startTestServer, type TestServer } from '../helper.ts';

describe('the names search matches, read ahead', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { publicCacheSeconds: 30 });
  });
  afterAll(async () => server?.close());

  it('are kept by warm(): a search then reads them from the process, not the database', async () => {
    const { db } = server.database;
    const venue = await createLocation(db, { name: 'Καφενείο Η Ώρα', county: 'CHANIA' });
    const artist = await createArtist(db, { name: 'Μανώλης Λιγνός' });
    await server.app.ctx.names.warm();
    // Gone from the tables behind the cache's back: what a search now matches is what warm() read.
    await db.delete(locations).where(eq(locations.id, venue.id));
    await db.delete(artists).where(eq(artists.id, artist.id));
    const ids = async (entries: Promise<ReadonlyArray<{ item: { id: string } }>>) =>
      (await entries).map((entry) => entry.item.id);
    expect(await ids(server.app.ctx.names.venues())).toContain(venue.id);
    expect(await ids(server.app.ctx.names.artists())).toContain(artist.id);
  });

  it('are read again after a change to public data only when a venue or artist changed', async () => {
    const { db } = server.database;
    const { names, cache } = server.app.ctx;
    const venue = await createLocation(db, { name: 'Ταβέρνα Ο Πλάτανος', county: 'RETHYMNO' });
    cache.dropLocal();
    const nameOf = async () => (await names.venues()).find((entry) => entry.item.id === venue.id)?.item.name;
    expect(await nameOf()).toBe('Ταβέρνα Ο Πλάτανος');

    // A change to public data elsewhere (a glenti published): every venue is as it was, so the
    // names are not read again. Shown here by a rename that, unlike every write of the server,
    // leaves the row's updated_at as it was: it goes unseen.
    await db
      .update(locations)
      .set({ name: 'Ταβέρνα Ο Πλάτανος (χωρίς σφραγίδα)' })
      .where(eq(locations.id, venue.id));
    cache.dropLocal();
    expect(await nameOf()).toBe('Ταβέρνα Ο Πλάτανος');

    // A write as the server makes them (its updated_at set): the names are read again.
    await db
      .update(locations)
      .set({ name: 'Ταβέρνα Ο Νέος Πλάτανος', updatedAt: sql`now()` })
      .where(eq(locations.id, venue.id));
    cache.dropLocal();
    expect(await nameOf()).toBe('Ταβέρνα Ο Νέος Πλάτανος');
  });
});
