/**
 * The home page's statistics (SPEC §2): published events, registered users, people using Glentia
 * now. Devices count only by `counted_at`, which moves only with statistics consent (http/device.ts).
 */
import { athensDateTimeToInstant, type TStatistics, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { countDevicesSeenSince } from '../devices/devices.service.ts';
import { countPublishedEvents } from '../events/events.service.ts';
import { countRegisteredUsers } from '../users/users.service.ts';

export const ONLINE_WINDOW_MS = 5 * 60_000;

export async function getStatistics(db: DbOrTx, now = new Date()): Promise<TStatistics> {
  const startOfToday = athensDateTimeToInstant(todayInAthens(now), '00:00');
  const [glentia, registered, dailyUsers, online] = await Promise.all([
    countPublishedEvents(db),
    countRegisteredUsers(db),
    countDevicesSeenSince(db, startOfToday),
    countDevicesSeenSince(db, new Date(now.getTime() - ONLINE_WINDOW_MS)),
  ]);
  return { glentia, users: registered, dailyUsers, online };
}
