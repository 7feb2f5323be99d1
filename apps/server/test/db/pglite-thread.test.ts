/**
 * The embedded database's thread gets a query's six wire messages in two trips (pglite-thread.ts):
 * the answers must be those of six, read on this side as PGlite reads them, and an error at any step
 * must come back as PostgreSQL's, with the thread ready for the next query, in a transaction or not.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from '../../src/db/pglite-thread.ts';

describe('the embedded database thread', () => {
  let thread: PGliteThread;
  /** The thread as what it stands for: a PGlite (query and transaction come from its base class). */
  let db: PGlite;
  let trips = 0;

  beforeAll(async () => {
    thread = await PGliteThread.create({ dataDir: null, settings: [] });
    db = thread as unknown as PGlite;
    const worker = (thread as unknown as { worker: { postMessage: (message: unknown) => void } }).worker;
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message: unknown) => {
      trips++;
      post(message);
    };
    await db.exec('create table notes (id int primary key, body text not null)');
  });
  afterAll(() => thread?.close());

  it('runs a query with parameters in one trip, with its rows and fields', async () => {
    trips = 0;
    const result = await db.query<{ n: number; word: string }>('select $1::int + 1 as n, $2::text as word', [
      41,
      'λύρα',
    ]);
    expect(trips).toBe(1);
    expect(result.rows).toEqual([{ n: 42, word: 'λύρα' }]);
    expect(result.fields.map((field) => field.name)).toEqual(['n', 'word']);
  });

  it('writes values by their parameter types and reads answers with the parsers asked for', async () => {
    const result = await db.query<{ day: string; data: { word: string }; tags: string[]; at: Date }>(
      'select $1::date as day, $2::jsonb as data, $3::text[] as tags, $4::timestamptz as at',
      ['2026-12-01', { word: 'λύρα' }, ['α', 'β,γ'], new Date('2026-12-01T20:30:00Z')],
      // As Drizzle asks: dates as PostgreSQL writes them.
      { parsers: { 1082: (value: string) => value } },
    );
    expect(result.rows).toEqual([
      { day: '2026-12-01', data: { word: 'λύρα' }, tags: ['α', 'β,γ'], at: new Date('2026-12-01T20:30:00Z') },
    ]);
  });

  it('reads every row as written: nulls, empty texts, Greek, and many rows', async () => {
    const result = await db.query<{ n: number; word: string | null }>(
      `select n, case when n % 3 = 0 then null when n % 3 = 1 then '' else repeat('λύρα ', n) end as word
       from generate_series(1, 600) n`,
    );
    expect(result.rows).toHaveLength(600);
    expect(result.rows.slice(0, 3)).toEqual([
      { n: 1, word: '' },
      { n: 2, word: 'λύρα λύρα ' },
      { n: 3, word: null },
    ]);
    expect(result.rows[598]).toEqual({ n: 599, word: 'λύρα '.repeat(599) });
    expect(result.affectedRows).toBe(0);
  });

  it('fails a query whose value cannot be written, and answers the next one', async () => {
    // A value that holds itself has no JSON: the jsonb serializer throws before anything is bound.
    const looped: Record<string, unknown> = { word: 'λύρα' };
    looped.self = looped;
    await expect(db.query('select $1::jsonb as data', [looped])).rejects.toThrow(/circular/i);
    expect((await db.query<{ ok: number }>('select $1::int as ok', [1])).rows).toEqual([{ ok: 1 }]);
    await db.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [7, 'μετά']);
    });
    expect((await db.query<{ body: string }>('select body from notes where id = 7')).rows).toEqual([
      { body: 'μετά' },
    ]);
    await db.query('delete from notes where id = 7');
  });

  it('hands a notification a query sends to its listeners', async () => {
    const heard: string[] = [];
    const unlisten = await thread.listen('news', (payload) => heard.push(payload));
    await db.query('select pg_notify($1, $2)', ['news', 'Χανιά']);
    await expect.poll(() => heard).toEqual(['Χανιά']);
    await unlisten();
  });

  it('gives back the error of each step, and answers the next query', async () => {
    const failures = [
      ['selec 1', [], '42601'], // parse: a syntax error
      ['select $1::int', ['ένα'], '22P02'], // bind: a value that is no number
      ['select 1 / $1::int', [0], '22012'], // execute: a division by zero
      ['insert into notes values ($1, null)', [1], '23502'], // execute: a constraint
    ] as const;
    for (const [query, params, code] of failures) {
      await expect(db.query(query, [...params])).rejects.toMatchObject({ code, query });
      expect((await db.query<{ ok: number }>('select $1::int as ok', [1])).rows).toEqual([{ ok: 1 }]);
    }
  });

  it('keeps a transaction whole: what it wrote before an error is rolled back with it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes values ($1, $2)', [2, 'πρώτη']);
        await tx.query('insert into notes values ($1, $2)', [2, 'ξανά']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await db.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [3, 'τρίτη']);
    });
    expect((await db.query('select id, body from notes order by id')).rows).toEqual([
      { id: 3, body: 'τρίτη' },
    ]);
  });
});
