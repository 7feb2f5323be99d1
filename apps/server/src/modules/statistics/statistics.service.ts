/**
 * The home page's statistics (SPEC §2): published events, registered users, people using Glentia
 * now. Devices count only by `counted_at`, which moves only with statistics consent (plugins/device.ts).
 */
import { athensDateTimeToInstant, type TStatistics, todayInAthens } from '@glentia/core';
import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { devices, users } from '../../db/schema.ts';
import { countPublishedEvents } from '../events/events.service.ts';

export const ONLINE_WINDOW_MS = 5 * 60_000;

async function countDevicesCountedSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(devices).where(gte(devices.countedAt, since));
  return Number(row?.total ?? 0);
}

async function countActiveUsers(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.status, 'active'), ne(users.email, '')));
  return Number(row?.total ?? 0);
}

export async function getStatistics(db: DbOrTx, now = new Date()): Promise<TStatistics> {
  const startOfToday = athensDateTimeToInstant(todayInAthens(now), '00:00');
  const [glentia, registered, dailyUsers, online] = await Promise.all([
    countPublishedEvents(db),
    countActiveUsers(db),
    countDevicesCountedSince(db, startOfToday),
    countDevicesCountedSince(db, new Date(now.getTime() - ONLINE_WINDOW_MS)),
  ]);
  return { glentia, users: registered, dailyUsers, online };
}
