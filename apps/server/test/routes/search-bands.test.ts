/**
 * What searches counted of their bands, kept by meaning (issue 35): the next search of the same
 * words, another page or another page size, asks the database for its page and nothing else, and
 * finds exactly what a search remembering nothing finds. Dates are read against a fixed today, far
 * from the other tests' events.
 */
import { addDays } from '@glentia/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../src/db/client.ts';
import { PublicCache } from '../../src/lib/public-cache.ts';
import type { EventRow } from '../../src/modules/events/events.repository.ts';
import { search } from '../../src/modules/search/search.service.ts';
import { SearchBandsBook } from '../../src/modules/search/search-bands.ts';
import { createEvent, createLocation } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

const TODAY = '2034-06-07';
/** More description matches than a page, its count ahead and a kept band: the count has to stop. */
const CROWDED = 700;

describe.each(testDatabases())("the bands' counts searches keep (%s)", (kind) => {
  let server: TestServer;
  let other = '';

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    const named = await createLocation(db, { name: 'Καφενείο Η Ασκομαντούρα', county: 'RETHYMNO' });
    other = (await createLocation(db, { name: 'Ταβέρνα Ο Πλάτανος', county: 'CHANIA' })).id;
    // Three nights at the venue its name finds (a short band of names), then many descriptions.
    for (const days of [5, 1, 30])
      await createEvent(db, { locationId: named.id, date: addDays(TODAY, days), description: 'Βραδιά.' });
    await db.execute(sql`
      insert into events (date, time, description, published, location_id)
      select ${addDays(TODAY, 2)}::date + (i % 50), '21:30', 'Με ασκομαντούρα και λαούτο, ' || i, true, ${other}::uuid
      from generate_series(1, ${CROWDED}) as i`);
    // A band read to its end past a page and its count ahead, whose order is kept.
    await db.execute(sql`
      insert into events (date, time, description, published, location_id)
      select ${addDays(TODAY, 1)}::date + (i % 40), '22:00', 'Πεντοζάλι ως το πρωί, ' || i, true, ${other}::uuid
      from generate_series(1, 300) as i`);
    // A rare word: four descriptions, read to the end.
    for (const days of [3, 8, 2, 13])
      await createEvent(db, {
        locationId: other,
        date: addDays(TODAY, days),
        description: 'Ζυγιές ως το πρωί.',
      });
    await db.execute(sql`analyze events`);
  });
  afterAll(() => server?.close());

  /**
   * The database, counting the selects built on it: one a query, but for a crowded band's page,
   * which walks the band in a select of its own within the one that reads the rows.
   */
  function countingDb() {
    const asked = { queries: 0 };
    const db = new Proxy(server.database.db, {
      get(target, key, receiver) {
        if (key === 'select') asked.queries++;
        return Reflect.get(target, key, receiver);
      },
    }) as DbOrTx;
    return { db, asked };
  }

  const searchWith = (db: DbOrTx, book: SearchBandsBook, q: string, limit: number, offset = 0) =>
    search({ ...server.app.ctx, db, searchBands: book }, { q, limit, offset }, TODAY);

  it('finds the same pages and counts as a search that remembers nothing', async () => {
    const kept = new SearchBandsBook(new PublicCache(60_000));
    const unkept = new SearchBandsBook();
    const db = server.database.db;
    const pages = [
      [5, 0],
      [2, 0],
      [5, 5],
      [30, 0],
      [30, 30],
      [7, 140],
      [20, 250],
      [10, 600],
      [10, 800],
      [3, 1],
    ] as const;
    for (const q of ['ασκομαντούρα', 'ασκομαντούρα λαούτο', 'πεντοζάλι', 'ζυγιές', 'askomantoura'])
      for (const [limit, offset] of pages) {
        const expected = await searchWith(db, unkept, q, limit, offset);
        expect({ q, limit, offset, found: await searchWith(db, kept, q, limit, offset) }).toEqual({
          q,
          limit,
          offset,
          found: expected,
        });
      }
    const crowded = await searchWith(db, kept, 'ασκομαντούρα', 5, 0);
    expect(crowded.eventCountCapped).toBe(true);
    expect((await searchWith(db, kept, 'ζυγιές', 3, 1)).eventCount).toBe(4);
  });

  it('asks only for the page when the same words were searched before', async () => {
    const { db, asked } = countingDb();
    const book = new SearchBandsBook(new PublicCache(60_000));
    // The three of the venue's name, read by id; the descriptions counted until the count stops.
    const first = await searchWith(db, book, 'ασκομαντούρα', 2);
    expect(asked.queries).toBe(3);
    asked.queries = 0;
    // Nothing asked: its third night's row was read with the first two, as the rest of their block.
    const again = await searchWith(db, book, 'ασκομαντούρα', 3);
    expect(asked.queries).toBe(0);
    expect(again.events.slice(0, 2)).toEqual(first.events);
    // Across both bands, no count: the first band's rows all read before; the crowded band walked
    // once for its first ids, then its page read by them.
    asked.queries = 0;
    const across = await searchWith(db, book, 'ασκομαντούρα', 6);
    expect(asked.queries).toBe(2);
    expect(across.events.slice(0, 3)).toEqual(again.events);
    // The next page, within the ids that walk kept: read by them alone.
    asked.queries = 0;
    await searchWith(db, book, 'ασκομαντούρα', 20, 20);
    expect(asked.queries).toBe(1);
    // Past them, the band is counted and walked further, once; the page one longer asks nothing,
    // its last row read with the block before it.
    asked.queries = 0;
    await searchWith(db, book, 'ασκομαντούρα', 20, 120);
    expect(asked.queries).toBe(3);
    asked.queries = 0;
    await searchWith(db, book, 'ασκομαντούρα', 21, 120);
    expect(asked.queries).toBe(0);
    asked.queries = 0;
    const read = await searchWith(db, book, 'ασκομαντούρα', 10, 125);
    expect(asked.queries).toBe(0);
    expect(read).toEqual(
      await searchWith(server.database.db, new SearchBandsBook(), 'ασκομαντούρα', 10, 125),
    );
    // Without a cache to keep them in, every search counts.
    const unkept = countingDb();
    await searchWith(unkept.db, new SearchBandsBook(), 'ασκομαντούρα', 3);
    await searchWith(unkept.db, new SearchBandsBook(), 'ασκομαντούρα', 3);
    expect(unkept.asked.queries).toBe(6);
  });

  it("reads the next block's rows after a page that ends in its block's second half", async () => {
    const { db, asked } = countingDb();
    const book = new SearchBandsBook(new PublicCache(60_000));
    // A page that ends in its block's first half reads nothing ahead.
    await searchWith(db, book, 'πεντοζάλι', 10);
    await book.settled();
    asked.queries = 0;
    // The page of 20 finds its rows kept, read with their block; it ends at 20 of that block's 32,
    // so the next block is asked for after it.
    await searchWith(db, book, 'πεντοζάλι', 20);
    expect(asked.queries).toBe(1);
    asked.queries = 0;
    await book.settled();
    const more = await searchWith(db, book, 'πεντοζάλι', 40);
    expect(asked.queries).toBe(0);
    expect(more).toEqual(await searchWith(server.database.db, new SearchBandsBook(), 'πεντοζάλι', 40));
  });

  it('reads rows ahead once the answer is ready, and the same ones once while being read', async () => {
    const book = new SearchBandsBook(new PublicCache(60_000));
    const memory = (await book.memoryOf({ from: TODAY, to: null, words: [] }))!;
    let finish: (rows: never[]) => void = () => {};
    let reads = 0;
    const read = () => {
      reads++;
      return new Promise<never[]>((resolve) => {
        finish = resolve;
      });
    };
    memory.readAhead(['an-event'], read);
    expect(reads).toBe(0);
    memory.startReadsAhead();
    memory.readAhead(['an-event'], read);
    memory.startReadsAhead();
    expect(reads).toBe(1);
    finish([]);
    await book.settled();
    memory.readAhead(['an-event'], read);
    memory.startReadsAhead();
    expect(reads).toBe(2);
    finish([]);
    await book.settled();
  });

  it('counts a deep page as far as asked and keeps no long order', async () => {
    const { db, asked } = countingDb();
    const book = new SearchBandsBook(new PublicCache(60_000));
    const deep = await searchWith(db, book, 'ασκομαντούρα', 10, 600);
    expect(deep.events).toHaveLength(10);
    asked.queries = 0;
    await searchWith(db, book, 'ασκομαντούρα', 10, 600);
    // The band of names (three ids, kept) is not counted again; the 700 of the descriptions are,
    // and the page's rows, read before, are not read again.
    expect(asked.queries).toBe(1);
  });

  it('lets go of the meanings least recently asked past the ids it may hold', async () => {
    const { db, asked } = countingDb();
    // Room for one meaning's kept order: three ids of the venue's name, or four of «ζυγιές»; no
    // rows kept, so that the queries asked are the bands' alone.
    const book = new SearchBandsBook(new PublicCache(60_000), 5, 0);
    await searchWith(db, book, 'ασκομαντούρα', 2);
    await searchWith(db, book, 'ζυγιές', 2);
    asked.queries = 0;
    await searchWith(db, book, 'ζυγιές', 3);
    expect(asked.queries).toBe(1);
    asked.queries = 0;
    await searchWith(db, book, 'ασκομαντούρα', 3);
    expect(asked.queries).toBe(3);
  });

  it('keeps the rows read most recently, up to its bound', async () => {
    const { db, asked } = countingDb();
    const book = new SearchBandsBook(new PublicCache(60_000), 20_000, 2);
    const all = await searchWith(db, book, 'ζυγιές', 4);
    // The last two rows read are kept; the first two are read again.
    asked.queries = 0;
    expect(await searchWith(db, book, 'ζυγιές', 3)).toEqual({ ...all, events: all.events.slice(0, 3) });
    expect(asked.queries).toBe(1);
  });

  it('lets go first of a row a read ahead only looked at, not one read again', async () => {
    const book = new SearchBandsBook(new PublicCache(60_000), 20_000, 2);
    const memory = (await book.memoryOf({ from: TODAY, to: null, words: [] }))!;
    const row = (id: string) => ({ event: { id } }) as unknown as EventRow;
    memory.keepRows([row('first'), row('second')]);
    expect(memory.has('first')).toBe(true);
    memory.keepRows([row('third')]);
    expect([memory.has('first'), memory.has('second'), memory.has('third')]).toEqual([false, true, true]);
    expect(memory.row('second')?.event.id).toBe('second');
    memory.keepRows([row('fourth')]);
    expect([memory.has('second'), memory.has('third'), memory.has('fourth')]).toEqual([true, false, true]);
  });

  it('is kept with the public answers until public data changes', async () => {
    const { db, asked } = countingDb();
    const cache = new PublicCache(60_000);
    const book = new SearchBandsBook(cache);
    const before = await searchWith(db, book, 'ζυγιές', 10);
    expect(before.eventCount).toBe(4);
    const added = await createEvent(server.database.db, {
      locationId: other,
      date: TODAY,
      description: 'Ζυγιές νωρίς.',
    });
    // Added behind the cache's back: the count and rows kept do not know yet.
    asked.queries = 0;
    expect((await searchWith(db, book, 'ζυγιές', 9)).eventCount).toBe(4);
    expect(asked.queries).toBe(0);
    cache.dropLocal();
    const after = await searchWith(db, book, 'ζυγιές', 10);
    expect(after.eventCount).toBe(5);
    expect(after.events[0]!.id).toBe(added.id);
  });

  it('tells apart searches of other dates', async () => {
    const book = new SearchBandsBook(new PublicCache(60_000));
    const db = server.database.db;
    const later = { ...server.app.ctx, db, searchBands: book };
    const fromToday = await searchWith(db, book, 'ζυγιές', 10);
    const fromLater = await search(later, { q: 'ζυγιές', limit: 10, offset: 0 }, addDays(TODAY, 4));
    // From four days on: the nights of the 8th and 13th day, not those before.
    expect(fromLater.eventCount).toBe(2);
    expect(fromToday.eventCount).toBeGreaterThan(2);
  });
});
