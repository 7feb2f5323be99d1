/**
 * The names search matches are read at start (`NameBook.warm`), so the first search after a start
 * finds them kept instead of waiting for them.
 */
import { eq } from 'drizzle-orm';
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
});
