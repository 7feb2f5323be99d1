import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addDays,
  addMonths,
  atVenue,
  COUNTIES,
  countyFromPostalCode,
  eventInterval,
  matchesSearch,
  ofVenue,
  spellingConflicts,
} from '@glentia/core';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.ts';
import { migrationsFolder } from '../../lib/paths.ts';
import { type Database, openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import {
  ads,
  artists,
  eventArtists,
  events,
  eventViewCounts,
  favorites,
  follows,
  locations,
  users,
} from '../schema.ts';
import type { SeedSummary } from './catalog.ts';
import { CRETE_BOUNDS } from './crete.ts';
import { DEMO_ACCOUNTS, DEMO_SEED, DEMO_SIZES, seedDemo } from './demo.ts';
import { generateCatalog } from './generate.ts';
import { isDatabaseEmpty } from './is-empty.ts';
import { seedLarge } from './large.ts';
import { mulberry32 } from './random.ts';

// A fixed day, two days before the spring daylight-saving change in Crete.
const TODAY = '2026-03-27';
const FIRST_DAY = addDays(TODAY, -30);
const LAST_DAY = addMonths(TODAY, 2);

let database: Database;
let uploadsDir: string;
let summary: SeedSummary;
let emptyBefore: boolean;

/** A stored `/uploads/...` URL as a file path in the test's uploads folder. */
function fileOf(url: string): string {
  expect(url.startsWith('/uploads/')).toBe(true);
  return path.join(uploadsDir, url.slice('/uploads/'.length));
}

async function expectWebp(url: string, width: number, height: number): Promise<void> {
  const file = fileOf(url);
  expect(existsSync(file), file).toBe(true);
  const meta = await sharp(file).metadata();
  expect(meta.format).toBe('webp');
  expect([meta.width, meta.height]).toEqual([width, height]);
}

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'glentia-seed-'));
  database = await openDatabase({ dataDir: null });
  await runMigrations(database, migrationsFolder());
  emptyBefore = await isDatabaseEmpty(database.db);
  summary = await seedDemo(database.db, { uploadsDir, today: TODAY });
});

afterAll(async () => {
  await database?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('starts from an empty database and leaves it filled', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(summary).toMatchObject({ locations: 42, artists: 60, events: 420, ads: 5, users: 3 });
    expect(summary.images).toBeGreaterThanOrEqual(60 * 3);
  });

  it('places at least 40 venues in all four counties, on Crete, with matching postal codes', async () => {
    const rows = await database.db.select().from(locations);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const perCounty = new Map(COUNTIES.map((c) => [c, rows.filter((r) => r.county === c).length]));
    for (const county of COUNTIES) expect(perCounty.get(county)).toBeGreaterThan(0);
    expect(perCounty.get('HERAKLION')).toBeGreaterThanOrEqual(Math.max(...perCounty.values()));
    expect(perCounty.get('LASITHI')).toBeLessThanOrEqual(Math.min(...perCounty.values()));
    for (const venue of rows) {
      expect(countyFromPostalCode(venue.postalCode), venue.name).toBe(venue.county);
      expect(venue.lat).toBeGreaterThanOrEqual(CRETE_BOUNDS.south);
      expect(venue.lat).toBeLessThanOrEqual(CRETE_BOUNDS.north);
      expect(venue.lng).toBeGreaterThanOrEqual(CRETE_BOUNDS.west);
      expect(venue.lng).toBeLessThanOrEqual(CRETE_BOUNDS.east);
      if (venue.phone) expect(venue.phone).toMatch(/^\+30(2\d{9}|69\d{8})$/);
      if (venue.meta?.rating != null) {
        expect(venue.meta.rating).toBeGreaterThanOrEqual(3.8);
        expect(venue.meta.rating).toBeLessThanOrEqual(4.9);
      }
    }
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    expect(rows.filter((r) => r.igProfile?.biography).length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.meta?.formatted_address?.endsWith('Ελλάδα')).length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.website).length).toBeGreaterThan(3);
    const withPictures = rows.filter((r) => r.image);
    expect(withPictures.length).toBeGreaterThan(5);
    for (const venue of withPictures) await expectWebp(venue.image!, 500, 500);
  });

  it('stores missing profiles as SQL NULL, not JSON null', async () => {
    const [jsonNulls] = await database.db
      .select({ n: count() })
      .from(locations)
      .where(sql`${locations.igProfile} = 'null'::jsonb or ${locations.meta} = 'null'::jsonb`);
    expect(jsonNulls!.n).toBe(0);
    const [withoutProfile] = await database.db
      .select({ n: count() })
      .from(locations)
      .where(sql`${locations.igProfile} is null`);
    expect(withoutProfile!.n).toBeGreaterThan(0);
  });

  it('gives the partner two or three venues', async () => {
    const [partner] = await database.db.select().from(users).where(eq(users.username, 'partner'));
    const run = await database.db.select().from(locations).where(eq(locations.partnerId, partner!.id));
    expect(run.length).toBeGreaterThanOrEqual(2);
    expect(run.length).toBeLessThanOrEqual(3);
  });

  it('has at least 60 artists, many with Spotify and Instagram data', async () => {
    const rows = await database.db.select().from(artists);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const spotify = rows.filter((r) => r.spotifyArtist);
    expect(spotify.length).toBeGreaterThan(15);
    for (const artist of spotify) {
      expect(artist.spotifyArtist!.external_urls.spotify).toBe(
        `https://open.spotify.com/artist/${artist.spotifyId}`,
      );
      expect(artist.spotifyArtist!.followers.total).toBeGreaterThan(0);
      const albums = artist.spotifyAlbums!.items;
      expect(albums.length).toBeGreaterThanOrEqual(2);
      expect(albums.length).toBeLessThanOrEqual(6);
      for (const album of albums) {
        expect(album.release_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        await expectWebp(album.images[0]!.url, 300, 300);
      }
    }
    expect(rows.filter((r) => r.igProfile?.username && r.igProfile.biography).length).toBeGreaterThan(15);
    expect(rows.some((r) => /^[A-Za-z]/.test(r.name))).toBe(true);
    for (const artist of rows.filter((r) => r.image)) await expectWebp(artist.image!, 500, 500);
  });

  it('has names that searching for «lyra» and «chania» finds', async () => {
    const names = [
      ...(await database.db.select({ name: artists.name }).from(artists)),
      ...(await database.db.select({ name: locations.name }).from(locations)),
    ].map((r) => r.name);
    expect(names.some((n) => n.includes('Λύρα') && matchesSearch(n, 'lyra'))).toBe(true);
    expect(names.some((n) => n.includes('Χανιά') && matchesSearch(n, 'chania'))).toBe(true);
  });

  it('writes venues in descriptions with the article and case Greek uses', async () => {
    const rows = await database.db
      .select({ description: events.description, venue: locations.name })
      .from(events)
      .innerJoin(locations, eq(events.locationId, locations.id));
    const written = rows.filter((row) => row.description?.includes(row.venue));
    expect(written.length).toBeGreaterThan(50);
    for (const { description, venue } of written) {
      expect(description, venue).not.toMatch(/στο «(Ταβέρνα|Μουσική|Ρακάδικο|Καφενείο|Κέντρο)/);
      expect(
        description!.includes(atVenue(venue)) || description!.includes(ofVenue(venue)),
        description!,
      ).toBe(true);
    }
    const names = (await database.db.select({ name: locations.name }).from(locations)).map((row) => row.name);
    expect(names.filter((name) => /\s(Του|Της|Στου)\s/u.test(name))).toEqual([]);
  });

  it('spreads at least 400 events over the window, busier at weekends', async () => {
    const rows = await database.db.select().from(events);
    expect(rows.length).toBeGreaterThanOrEqual(400);
    const perWeekday = Array<number>(7).fill(0);
    for (const event of rows) {
      expect(event.date >= FIRST_DAY && event.date <= LAST_DAY, event.date).toBe(true);
      perWeekday[new Date(`${event.date}T00:00:00Z`).getUTCDay()]! += 1;
      if (event.time) expect(event.time).toMatch(/^([01]\d|2[0-3]):(00|15|30|45)$/);
      if (event.duration != null) expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]).toContain(event.duration);
      const interval = eventInterval({ date: event.date, time: event.time, duration: event.duration });
      expect(event.startAt?.getTime() ?? null).toBe(interval?.startAt.getTime() ?? null);
      expect(event.endAt?.getTime() ?? null).toBe(interval?.endAt?.getTime() ?? null);
      expect((event.description ?? '').length).toBeLessThanOrEqual(900);
      expect(event.createdAt.getTime()).toBeLessThan(new Date(`${event.date}T00:00:00Z`).getTime());
    }
    const [sunday, monday, tuesday, , , friday, saturday] = perWeekday as [number, ...number[]];
    expect(friday! + saturday!).toBeGreaterThan(2 * (monday! + tuesday!));
    expect(sunday).toBeGreaterThan(0);
    const evening = rows.filter((r) => r.time && r.time >= '20:00' && r.time <= '22:30').length;
    expect(evening / rows.length).toBeGreaterThan(0.7);
    expect(rows.some((r) => r.time === null)).toBe(true);
    expect(rows.some((r) => r.title)).toBe(true);
    expect(rows.some((r) => r.title === null)).toBe(true);
  });

  it('links every event to one to three artists', async () => {
    const links = await database.db
      .select({ eventId: eventArtists.eventId, n: count() })
      .from(eventArtists)
      .groupBy(eventArtists.eventId);
    expect(links.length).toBe(summary.events);
    for (const link of links) expect(link.n).toBeGreaterThanOrEqual(1);
    for (const link of links) expect(link.n).toBeLessThanOrEqual(3);
  });

  it('marks some events unpublished, canceled and promoted, with one promoted ahead in each county', async () => {
    const rows = await database.db
      .select({ event: events, county: locations.county })
      .from(events)
      .innerJoin(locations, eq(events.locationId, locations.id));
    const published = rows.filter((r) => r.event.published).length / rows.length;
    expect(published).toBeGreaterThan(0.85);
    expect(published).toBeLessThan(0.99);
    expect(rows.some((r) => r.event.canceled)).toBe(true);
    for (const { event } of rows.filter((r) => r.event.selected)) {
      expect(event.published && !event.canceled && event.date >= TODAY).toBe(true);
    }
    for (const county of COUNTIES) {
      expect(
        rows.some((r) => r.county === county && r.event.selected && r.event.date >= TODAY),
        county,
      ).toBe(true);
    }
    const views = rows.map((r) => r.event.views);
    expect(views.some((v) => v > 0 && v < 100)).toBe(true);
    expect(views.some((v) => v >= 1000)).toBe(true);
  });

  it("counts each event's views per day too, so the partner's chart adds up to the list's figure", async () => {
    const rows = await database.db
      .select({ id: events.id, views: events.views, date: events.date })
      .from(events);
    const days = await database.db.select().from(eventViewCounts);
    const byEvent = new Map<string, number>();
    for (const day of days) {
      byEvent.set(day.eventId, (byEvent.get(day.eventId) ?? 0) + day.views);
      // Never a view counted after today; the chart's 30 days hold every upcoming event's.
      expect(day.day <= TODAY).toBe(true);
    }
    for (const event of rows) expect(byEvent.get(event.id) ?? 0, event.id).toBe(event.views);
    for (const day of days.filter((row) => rows.find((event) => event.id === row.eventId)!.date >= TODAY)) {
      expect(day.day >= addDays(TODAY, -29)).toBe(true);
    }
  });

  it('never contradicts itself: free entry beside a price, or one artist at two venues on one night', async () => {
    const rows = await database.db.select().from(events);
    for (const event of rows) {
      if (/είσοδος είναι ελεύθερη/i.test(event.description ?? '')) {
        expect(event.entryPrice ?? 0, event.description ?? '').toBe(0);
      }
    }
    const links = await database.db.select().from(eventArtists);
    const byId = new Map(rows.map((event) => [event.id, event]));
    const nights = new Map<string, string>();
    for (const link of links) {
      const event = byId.get(link.eventId)!;
      const key = `${link.artistId}:${event.date}`;
      const other = nights.get(key);
      expect(other, `${key} at ${other} and ${event.id}`).toBeUndefined();
      nights.set(key, event.id);
    }
  });

  it('credits every event to a demo account', async () => {
    const accounts = await database.db.select().from(users);
    const byId = new Map(accounts.map((u) => [u.id, u.username]));
    const rows = await database.db.select().from(events);
    for (const event of rows) expect(byId.get(event.ownerId!)).toBe(event.publishedFrom);
    expect(new Set(rows.map((r) => r.publishedFrom))).toEqual(new Set(['admin', 'partner', 'maria']));
  });

  it('gives every event a generated poster, thumbnail and share square', async () => {
    const rows = await database.db.select().from(events);
    const sets = new Map<string, { thumbnail: string; square: string; width: number; height: number }>();
    for (const event of rows) {
      expect(event.image && event.thumbnail && event.instagramImage).toBeTruthy();
      sets.set(event.image!, {
        thumbnail: event.thumbnail!,
        square: event.instagramImage!,
        width: event.imageWidth!,
        height: event.imageHeight!,
      });
    }
    expect(sets.size).toBeGreaterThan(20);
    for (const [poster, set] of sets) {
      await expectWebp(poster, set.width, set.height);
      await expectWebp(set.thumbnail, 400, 500);
      await expectWebp(set.square, 1000, 1000);
    }
  });

  it('has three IMAGE ads with weights and two FOOTER ads, with a banner in each language', async () => {
    const rows = await database.db.select().from(ads);
    const image = rows.filter((r) => r.type === 'IMAGE');
    const footer = rows.filter((r) => r.type === 'FOOTER');
    expect(image.map((r) => r.weight).sort()).toEqual([1, 2, 3]);
    expect(footer).toHaveLength(2);
    for (const ad of rows) {
      expect(ad.href).toMatch(/^https:\/\/example\.com\//);
      expect(ad.title && ad.subtitle && ad.ctaText).toBeTruthy();
      expect(existsSync(fileOf(ad.imageUrl!))).toBe(true);
      // A reader of the English guide is shown an English banner, not the Greek one.
      expect(ad.titleEn && ad.subtitleEn && ad.ctaTextEn).toBeTruthy();
      expect(ad.imageUrlEn).not.toBe(ad.imageUrl);
      expect(existsSync(fileOf(ad.imageUrlEn!))).toBe(true);
    }
  });

  it('creates the admin, partner and user accounts with working passwords', async () => {
    expect(summary.accounts).toEqual(DEMO_ACCOUNTS);
    for (const account of summary.accounts) {
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user?.username).toBe(account.username);
      expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(user?.roles).toContain(account.role);
      expect(await verifyPassword(account.password, user?.passwordHash)).toBe(true);
      expect(await verifyPassword(`${account.password}!`, user?.passwordHash)).toBe(false);
    }
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin?.roles).toEqual(['admin', 'user']);
  });

  it("stores the demo user's favourites and follows", async () => {
    const [maria] = await database.db.select().from(users).where(eq(users.username, 'maria'));
    expect((await database.db.select().from(favorites).where(eq(favorites.userId, maria!.id))).length).toBe(
      6,
    );
    expect((await database.db.select().from(follows).where(eq(follows.userId, maria!.id))).length).toBe(7);
  });

  it('has a published event today and tomorrow, whatever day it is seeded on', () => {
    // Three weeks of start days, 2026-11-24 among them: a Tuesday that once drew no event.
    for (let offset = 0; offset < 21; offset++) {
      const today = addDays('2026-11-10', offset);
      const catalog = generateCatalog({ random: mulberry32(DEMO_SEED), today, sizes: DEMO_SIZES });
      for (const day of [today, addDays(today, 1)]) {
        const shown = catalog.events.filter((e) => e.date === day && e.published && !e.canceled);
        expect(shown.length, `seeded on ${today}: events on ${day}`).toBeGreaterThan(0);
        for (const event of shown) {
          const interval = eventInterval({
            date: day,
            time: event.time ?? null,
            duration: event.duration ?? null,
          });
          expect(event.startAt?.getTime() ?? null).toBe(interval?.startAt.getTime() ?? null);
        }
      }
    }
  });

  it('spells each name one way in English, whether stored in Latin letters or transliterated', () => {
    // Catalogues of several sizes and days, so the names written in Latin letters vary.
    for (const [seed, size] of [
      [DEMO_SEED, DEMO_SIZES],
      [7, { ...DEMO_SIZES, artists: 400, venues: 120 }],
    ] as const) {
      const catalog = generateCatalog({ random: mulberry32(seed), today: TODAY, sizes: size });
      const names = [...catalog.artists.map((a) => a.name), ...catalog.locations.map((l) => l.name)];
      expect(spellingConflicts(names)).toEqual([]);
    }
  });

  it('generates the same data from the same seed', () => {
    const make = () => generateCatalog({ random: mulberry32(DEMO_SEED), today: TODAY, sizes: DEMO_SIZES });
    const [first, second] = [make(), make()];
    expect(second.events).toEqual(first.events);
    expect(second.locations).toEqual(first.locations);
    expect(second.images.map((i) => i.outputs)).toEqual(first.images.map((i) => i.outputs));
  });
});

describe('large seed', () => {
  it('scales the generator and reuses the demo accounts of a filled database', async () => {
    const before = await database.db.select({ n: count() }).from(events);
    const large = await seedLarge(database.db, { uploadsDir, today: TODAY, events: 2_000 });
    expect(large).toMatchObject({ events: 2_000, locations: 40, artists: 61, ads: 5, users: 0 });
    expect(large.eventArtists).toBeGreaterThanOrEqual(2_000);
    expect(large.eventArtists).toBeLessThanOrEqual(6_000);
    const [after] = await database.db.select({ n: count() }).from(events);
    expect(after!.n).toBe(before[0]!.n + 2_000);
    expect((await database.db.select().from(users)).length).toBe(3);
    const posters = await database.db.selectDistinct({ image: events.image }).from(events);
    expect(posters.length).toBeLessThanOrEqual(60 + 60);
  });
});

// Runs only where a PostgreSQL server is offered (CI sets TEST_DATABASE_URL).
const postgresServers = process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [];

describe.each(postgresServers)('demo seed on PostgreSQL %s', (adminUrl) => {
  it('writes the same demo to a PostgreSQL server', async () => {
    const name = `glentia_seed_test_${Date.now().toString(36)}`;
    const run = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await run(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const folder = mkdtempSync(path.join(os.tmpdir(), 'glentia-seed-pg-'));
    const postgres = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    try {
      await runMigrations(postgres, migrationsFolder());
      expect(await isDatabaseEmpty(postgres.db)).toBe(true);
      const result = await seedDemo(postgres.db, { uploadsDir: folder, today: TODAY });
      expect(result).toMatchObject({
        locations: summary.locations,
        artists: summary.artists,
        events: summary.events,
      });
      const [stored] = await postgres.db
        .select()
        .from(events)
        .where(eq(events.id, (await database.db.select().from(events).limit(1))[0]!.id));
      const [same] = await database.db.select().from(events).where(eq(events.id, stored!.id));
      expect(stored).toEqual(same);
      const [venue] = await postgres.db.select().from(locations).where(eq(locations.name, 'Ρακάδικο Η Λύρα'));
      expect(countyFromPostalCode(venue!.postalCode)).toBe('HERAKLION');
    } finally {
      await postgres.close();
      await run(`drop database if exists ${name} with (force)`);
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
