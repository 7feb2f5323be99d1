/** Whether Glentia's database is still empty (no accounts and no events), so the demo may be seeded. */
import type { Db } from '../client.ts';
import { events, users } from '../schema.ts';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) return false;
  const [anyEvent] = await db.select({ id: events.id }).from(events).limit(1);
  return !anyEvent;
}
