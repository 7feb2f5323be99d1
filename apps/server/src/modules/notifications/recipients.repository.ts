/** SQL: who is told about an event, with the language each of them reads Glentia in. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { resultRows } from '../../db/results.ts';
import type { Language } from '../../lib/language.ts';
import type { Recipient } from './notifications.repository.ts';

export type Addressee = Recipient & { language: Language };

function toAddressees(result: unknown): Addressee[] {
  return resultRows(result).map((row) => {
    const language: Language = row.language === 'en' ? 'en' : 'el';
    return row.user_id
      ? { userId: String(row.user_id), language }
      : { deviceId: String(row.device_id), language };
  });
}

/** Owners joined to their settings' language (Greek when they never chose). */
function withLanguage(owners: ReturnType<typeof sql>) {
  return sql`
    select r.user_id, r.device_id, coalesce(su.language, sd.language, 'el') as language
    from (${owners}) r
    left join settings su on su.user_id = r.user_id
    left join settings sd on sd.device_id = r.device_id
    order by r.user_id nulls last, r.device_id`;
}

/** Everyone following the event's venue or any of its artists, once each. */
export async function findFollowersOfEvent(db: DbOrTx, eventId: string): Promise<Addressee[]> {
  const owners = sql`
    select distinct f.user_id, f.device_id from follows f
    where f.location_id = (select e.location_id from events e where e.id = ${eventId})
       or f.artist_id in (select ea.artist_id from event_artists ea where ea.event_id = ${eventId})`;
  return toAddressees(await db.execute(withLanguage(owners)));
}

/** Everyone who saved the event among their favourites. */
export async function findFavoritersOfEvent(db: DbOrTx, eventId: string): Promise<Addressee[]> {
  const owners = sql`select distinct f.user_id, f.device_id from favorites f where f.event_id = ${eventId}`;
  return toAddressees(await db.execute(withLanguage(owners)));
}

/** One account with its language. */
export async function findUserAddressee(db: DbOrTx, userId: string): Promise<Addressee | null> {
  const owners = sql`select u.id as user_id, null::text as device_id from users u where u.id = ${userId}`;
  return toAddressees(await db.execute(withLanguage(owners)))[0] ?? null;
}

/** The account whose username the event names as its uploader (`publishedFrom`, any case). */
export async function findUploaderIdOfEvent(db: DbOrTx, eventId: string): Promise<string | null> {
  const result = await db.execute(sql`
    select u.id from events e join users u on lower(u.username) = lower(e.published_from)
    where e.id = ${eventId} limit 1`);
  const [row] = resultRows<{ id: string }>(result);
  return row?.id ?? null;
}
