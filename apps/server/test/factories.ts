/** Rows for tests, with believable defaults that each test overrides where it matters. */
import { addDays, type County, eventInterval, todayInAthens } from '@glentia/core';
import type { Db } from '../src/db/client.ts';
import {
  ads,
  artists,
  devices,
  eventArtists,
  events,
  favorites,
  follows,
  locations,
  notifications,
  users,
} from '../src/db/schema.ts';

let counter = 0;
const next = () => ++counter;

export async function createLocation(
  db: Db,
  values: Partial<typeof locations.$inferInsert> & { county?: County } = {},
) {
  const n = next();
  const [row] = await db
    .insert(locations)
    .values({
      name: `Κέντρο ${n}`,
      county: 'HERAKLION',
      postalCode: '71201',
      phone: '+302810123456',
      lat: 35.34,
      lng: 25.13,
      ...values,
    })
    .returning();
  return row!;
}

export async function createArtist(db: Db, values: Partial<typeof artists.$inferInsert> = {}) {
  const [row] = await db
    .insert(artists)
    .values({ name: `Καλλιτέχνης ${next()}`, ...values })
    .returning();
  return row!;
}

export async function createEvent(
  db: Db,
  values: Partial<typeof events.$inferInsert> & { artistIds?: string[]; daysFromToday?: number } = {},
) {
  const { artistIds = [], daysFromToday = 1, ...rest } = values;
  const date = rest.date ?? addDays(todayInAthens(), daysFromToday);
  const time = rest.time === undefined ? '21:30' : rest.time;
  const duration = rest.duration === undefined ? 4 : rest.duration;
  const interval = eventInterval({ date, time, duration });
  const [row] = await db
    .insert(events)
    .values({
      published: true,
      description: 'Κρητικό γλέντι με λύρα και λαούτο.',
      image: '/uploads/posters/test.webp',
      thumbnail: '/uploads/posters/test-thumb.webp',
      imageWidth: 800,
      imageHeight: 1000,
      publishedFrom: 'maria',
      ...rest,
      date,
      time,
      duration,
      startAt: interval?.startAt ?? null,
      endAt: interval?.endAt ?? null,
    })
    .returning();
  if (artistIds.length) {
    await db
      .insert(eventArtists)
      .values(artistIds.map((artistId, position) => ({ eventId: row!.id, artistId, position })));
  }
  return row!;
}

export async function createAd(db: Db, values: Partial<typeof ads.$inferInsert> = {}) {
  const [row] = await db
    .insert(ads)
    .values({
      type: 'IMAGE',
      weight: 1,
      title: 'Χορηγός',
      imageUrl: '/uploads/ads/test.webp',
      href: 'https://example.com',
      ...values,
    })
    .returning();
  return row!;
}

export async function createUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({ email: `user${n}@example.com`, username: `user${n}`, ...values })
    .returning();
  return row!;
}

export async function createDevice(db: Db, id: string) {
  await db.insert(devices).values({ id }).onConflictDoNothing();
  return id;
}

export async function favorite(db: Db, eventId: string, deviceId: string) {
  await createDevice(db, deviceId);
  await db.insert(favorites).values({ eventId, deviceId });
}

export async function follow(db: Db, topic: { artistId: string } | { locationId: string }, deviceId: string) {
  await createDevice(db, deviceId);
  await db.insert(follows).values({ ...topic, deviceId });
}

export async function notify(
  db: Db,
  deviceId: string,
  values: Partial<typeof notifications.$inferInsert> = {},
) {
  await createDevice(db, deviceId);
  const [row] = await db
    .insert(notifications)
    .values({
      deviceId,
      title: 'Νέο γλέντι',
      body: 'Ο χώρος που ακολουθείτε έχει νέο γλέντι.',
      url: '/glentia',
      ...values,
    })
    .returning();
  return row!;
}
