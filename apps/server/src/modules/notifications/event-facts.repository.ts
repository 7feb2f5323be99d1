/**
 * SQL: what notifications say about an event (its day, venue and artists), read when they are
 * written, from the events module's read model `event_facts`.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventFacts } from '../../db/schema.ts';

/** The event's state and description for notifications; null when it no longer exists. */
export async function findEventFacts(db: DbOrTx, eventId: string) {
  const [row] = await db.select().from(eventFacts).where(eq(eventFacts.id, eventId)).limit(1);
  return row ?? null;
}
