/**
 * Moves what a visitor did on a device (favourites, follows, notifications, settings, the device's
 * push registration, consent records) to the account they just logged in to. Rows the account
 * already has (the same favourite, the same follow, its own settings) win; the device's copies go.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';

export interface MovedVisitorData {
  favorites: number;
  follows: number;
  notifications: number;
}

export async function moveVisitorDataToUser(
  db: DbOrTx,
  device: { id: string; name: string | null },
  userId: string,
): Promise<MovedVisitorData> {
  const deviceId = device.id;
  await db.execute(sql`
    insert into devices (id, name, user_id) values (${deviceId}, ${device.name}, ${userId})
    on conflict (id) do update set user_id = excluded.user_id, name = coalesce(excluded.name, devices.name)`);

  const favorites = affectedRows(
    await db.execute(sql`
      update favorites set user_id = ${userId}, device_id = null
      where device_id = ${deviceId}
        and not exists (select 1 from favorites mine where mine.user_id = ${userId} and mine.event_id = favorites.event_id)`),
  );
  await db.execute(sql`delete from favorites where device_id = ${deviceId}`);

  const follows = affectedRows(
    await db.execute(sql`
      update follows set user_id = ${userId}, device_id = null
      where device_id = ${deviceId}
        and not exists (
          select 1 from follows mine where mine.user_id = ${userId}
            and (mine.artist_id = follows.artist_id or mine.location_id = follows.location_id))`),
  );
  await db.execute(sql`delete from follows where device_id = ${deviceId}`);

  const notifications = affectedRows(
    await db.execute(
      sql`update notifications set user_id = ${userId}, device_id = null where device_id = ${deviceId}`,
    ),
  );

  await db.execute(sql`
    update settings set user_id = ${userId}, device_id = null
    where device_id = ${deviceId} and not exists (select 1 from settings mine where mine.user_id = ${userId})`);
  await db.execute(sql`delete from settings where device_id = ${deviceId}`);

  await db.execute(
    sql`update consent_logs set user_id = ${userId} where device_id = ${deviceId} and user_id is null`,
  );
  return { favorites, follows, notifications };
}
