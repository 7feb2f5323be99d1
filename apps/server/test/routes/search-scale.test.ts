/**
 * Search at scale (issue 35): a common word matches thousands of descriptions, and search must not
 * weigh and sort them all. Events a name or a place matched come first (ranked as ever), then the
 * description matches in date order, which the database reads off the date index and stops at the
 * page's end; the count stops 200 past the page and says so. Dates are read against a fixed
 * today, far from the other tests' events.
 */
import { addDays, SEARCH_EVENT_COUNT_AHEAD, SEARCH_NAMES_MAX, type TSearchResults } from '@glentia/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainSearch, search } from '../../src/modules/search/search.service.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

const TODAY = '2032-03-04';
/** More description matches than a page and its count ahead: the count has to stop. */
const DESCRIPTION_MATCHES = 1_500;

/** A plan's nodes that sort every row they are given (an incremental sort of presorted rows is fine). */
/**
 * Sorts of the matches in a plan. The subplans after it run once for each event of the page (its
 * artists in billing order), so their sorts are of one event's few artists and do not count.
 */
const fullSorts = (plan: string) =>
  plan
    .split(/\n\s*SubPlan/)[0]!
    .split('\n')
    .filter((line) => /(^|->\s+)Sort\s+\(/.test(line.trim()));

describe.each(testDatabases())('search of a common word (%s)', (kind) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.database.db;
    const venue = await createLocation(db, { name: 'Ταβέρνα Η Λύρα', county: 'HERAKLION' });
    const other = await createLocation(db, { name: 'Καφενείο Το Στέκι', county: 'LASITHI' });
    // The venue's name holds the word: listed first, though its night is the last of all.
    ids.byName = (
      await createEvent(db, {
        locationId: venue.id,
        date: addDays(TODAY, 90),
        description: 'Βραδιά για φίλους.',
      })
    ).id;
    // A title holding it is a name too.
    ids.byTitle = (
      await createEvent(db, {
        locationId: other.id,
        date: addDays(TODAY, 80),
        title: 'Λύρα στο Στέκι',
        description: 'Βραδιά για φίλους.',
      })
    ).id;
    ids.soonest = (
      await createEvent(db, { locationId: other.id, date: TODAY, time: '20:00', description: 'Με λύρα.' })
    ).id;
    await db.execute(sql`
      insert into events (date, time, description, published, location_id)
      select ${addDays(TODAY, 1)}::date + (i % 60), '21:00', 'Βραδιά με λύρα και λαούτο, ' || i, true, ${other.id}::uuid
      from generate_series(1, ${DESCRIPTION_MATCHES}) as i`);
    // Past and unpublished matches are never counted.
    await createEvent(db, { locationId: venue.id, date: addDays(TODAY, -2), description: 'Λύρα.' });
    await createEvent(db, { locationId: venue.id, date: addDays(TODAY, 3), published: false });
    // The planner reads the table as it now is (PGlite has no autovacuum).
    await db.execute(sql`analyze events`);
  });
  afterAll(() => server?.close());

  /** Where a search reads: this server's database and name book (kept for no time: tests cache nothing). */
  const source = () => server.app.ctx;

  /** The second page of five starts where the first ended: the two are the first ten. */
  async function expectPagesJoinUp(q: string) {
    const first = await search(source(), { q, limit: 5, offset: 0 }, TODAY);
    const next = await search(source(), { q, limit: 5, offset: 5 }, TODAY);
    const both = await search(source(), { q, limit: 10, offset: 0 }, TODAY);
    expect([...first.events, ...next.events].map((event) => event.id)).toEqual(
      both.events.map((event) => event.id),
    );
  }

  it('lists the names first, then the descriptions by date', async () => {
    const found = await search(source(), { q: 'λύρα', limit: 5, offset: 0 }, TODAY);
    expect(found.events.map((event) => event.id).slice(0, 3)).toEqual([ids.byTitle, ids.byName, ids.soonest]);
    const dates = found.events.slice(2).map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    await expectPagesJoinUp('λύρα');
  });

  it('counts 200 past the page and says the count stopped there', async () => {
    const found = await search(source(), { q: 'λύρα', limit: 20, offset: 0 }, TODAY);
    expect(found.eventCount).toBe(20 + SEARCH_EVENT_COUNT_AHEAD);
    expect(found.eventCountCapped).toBe(true);
    // A rare word is counted exactly.
    const rare = await search(source(), { q: 'φίλους', limit: 20, offset: 0 }, TODAY);
    expect(rare.eventCountCapped).toBeUndefined();
    expect(rare.eventCount).toBe(2);
    expect(rare.events.map((event) => event.id)).toEqual([ids.byTitle, ids.byName]);
  });

  it('reads the description matches off the date index, stopping at the page, never sorting them all', async () => {
    const bands = await explainSearch(source(), { q: 'λύρα', limit: 20, offset: 0 }, TODAY);
    const descriptions = bands.at(-1)!;
    expect(descriptions.page).toMatch(/Index (Only )?Scan using events_(published_date|search_walk)_idx/);
    expect(descriptions.page).toMatch(/Limit/);
    expect(fullSorts(descriptions.page)).toEqual([]);
    // The count stops too.
    expect(descriptions.count).toMatch(/Limit/);
  });

  it('walks a crowded band of names for its page from the index alone, in order, stopping at the page', async () => {
    const db = server.database.db;
    const crowded = await createLocation(db, { name: 'Ρακάδικο Το Αμπάρι', county: 'CHANIA' });
    await db.execute(sql`
      insert into events (date, time, description, published, location_id)
      select ${addDays(TODAY, 1)}::date + (i % 60), '22:00', 'Κρητική βραδιά, ' || i, true, ${crowded.id}::uuid
      from generate_series(1, ${DESCRIPTION_MATCHES}) as i`);
    // As after seeding and the nightly sweep (PostgreSQL's autovacuum does the same).
    await db.execute(sql`vacuum analyze events`);
    const [byName] = await explainSearch(source(), { q: 'αμπάρι', limit: 20, offset: 0 }, TODAY, true);
    expect(byName!.page).toMatch(/Index Only Scan using events_search_walk_idx/);
    expect(fullSorts(byName!.page)).toEqual([]);
    // The page's rows, not the venue's 1,500.
    expect(byName!.page).toMatch(/Index Only Scan[^\n]*rows=20(\.00)? /);
    const found = await search(source(), { q: 'αμπάρι', limit: 20, offset: 0 }, TODAY);
    expect(found.eventCountCapped).toBe(true);
    const dates = found.events.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('lists two words by weight, then date, and its pages join up', async () => {
    // «λύρα» in a title at Lasithi weighs 3 + 2; in a description at Lasithi 1 + 2; the venue named
    // «Λύρα» is in Heraklion, so «λασίθι» leaves it out.
    const found = await search(source(), { q: 'λύρα λασίθι', limit: 5, offset: 0 }, TODAY);
    expect(found.events[0]!.id).toBe(ids.byTitle);
    expect(found.events[1]!.id).toBe(ids.soonest);
    const dates = found.events.slice(1).map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    expect(found.events.map((event) => event.id)).not.toContain(ids.byName);
    expect(found.eventCountCapped).toBe(true);
    await expectPagesJoinUp('λύρα λασίθι');
  });

  it('never asks the trigram index for a word of under three characters, which it cannot narrow', async () => {
    const bands = await explainSearch(source(), { q: 'λύρα 21', limit: 20, offset: 0 }, TODAY);
    expect(bands.length).toBeGreaterThan(0);
    const plans = bands.flatMap((band) => [band.count, band.page]).join('\n');
    expect(plans).toContain("'%21%'");
    expect(plans).not.toMatch(/Index Cond: [^\n]*'%21%'/);
  });

  it('finds the one venue a typo is near among 2,000 alike, in the process', async () => {
    const db = server.database.db;
    await db.execute(sql`
      insert into locations (name, county)
      select 'Καφενείο ' || i, (array['HERAKLION', 'CHANIA', 'LASITHI', 'RETHYMNO']::county[])[1 + i % 4]
      from generate_series(1, 2000) as i`);
    const wanted = await createLocation(db, { name: 'Ταβέρνα Οι Μαντινάδες', county: 'RETHYMNO' });
    const found = await search(source(), { q: 'mantinadez', limit: 5, offset: 0 }, TODAY);
    expect(found.venues.map((venue) => venue.id)).toEqual([wanted.id]);
    // A number is matched as written, never as a near miss: 1742 is not 1743.
    const numbered = await search(source(), { q: 'καφενείο 1742', limit: 5, offset: 0 }, TODAY);
    expect(numbered.venues.map((venue) => venue.name)).toEqual(['Καφενείο 1742']);
  });
});

describe.each(testDatabases())('a search naming more venues and artists than it lists (%s)', (kind) => {
  let server: TestServer;
  const named: string[] = [];
  /** The venues only the county's name finds, and their nights, by the venues' names. */
  const inCounty: Array<{ venue: string; event: string }> = [];
  const artists: Array<{ artist: string; event: string }> = [];
  const PAST_THE_LIST = 5;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.database.db;
    // Their names hold the county's: listed before the venues that only lie in it.
    for (const name of ['Καφενείο Το Λασίθι', 'Ταβέρνα Λασίθι', 'Ρακάδικο Λασίθι'])
      named.push((await createLocation(db, { name, county: 'HERAKLION' })).id);
    const other = await createLocation(db, { name: 'Καφενείο Η Πλατεία', county: 'CHANIA' });
    for (let i = 1; i <= SEARCH_NAMES_MAX + PAST_THE_LIST; i++) {
      const venue = await createLocation(db, {
        name: `Κέντρο ${String(i).padStart(2, '0')}`,
        county: 'LASITHI',
      });
      const event = await createEvent(db, { locationId: venue.id, daysFromToday: 1 + (i % 20) });
      inCounty.push({ venue: venue.id, event: event.id });
      const artist = await createArtist(db, { name: `Ανωγειανός ${String(i).padStart(2, '0')}` });
      artists.push({
        artist: artist.id,
        event: (await createEvent(db, { locationId: other.id, artistIds: [artist.id], daysFromToday: 2 })).id,
      });
    }
  });
  afterAll(() => server?.close());

  const find = async (q: string) => {
    const response = await server.request(`/api/public/search?q=${encodeURIComponent(q)}&limit=200`);
    expect(response.status).toBe(200);
    return (await response.json()) as TSearchResults;
  };

  it(`lists the best ${SEARCH_NAMES_MAX} venues of a county's name, yet finds the nights of every one`, async () => {
    const found = await find('Λασίθι');
    expect(found.venues).toHaveLength(SEARCH_NAMES_MAX);
    const ids = found.venues.map((venue) => venue.id);
    expect([...ids.slice(0, named.length)].sort()).toEqual([...named].sort());
    // Then the venues in the county, each as close as the others: by name.
    expect(ids.slice(named.length)).toEqual(
      inCounty.slice(0, SEARCH_NAMES_MAX - named.length).map(({ venue }) => venue),
    );
    expect(found.eventCount).toBe(inCounty.length);
    expect(found.events.map((event) => event.id).sort()).toEqual(inCounty.map(({ event }) => event).sort());
  });

  it(`lists the best ${SEARCH_NAMES_MAX} artists, and the nights of every one`, async () => {
    const found = await find('Ανωγειανός');
    expect(found.artists.map((artist) => artist.id)).toEqual(
      artists.slice(0, SEARCH_NAMES_MAX).map(({ artist }) => artist),
    );
    expect(found.events.map((event) => event.id).sort()).toEqual(artists.map(({ event }) => event).sort());
  });
});
