/** SQL for the review queue's warnings: other events on the same venue and date. */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

export async function findEventsAtVenueDates(
  db: DbOrTx,
  pairs: ReadonlyArray<{ locationId: string; date: string }>,
): Promise<Array<{ id: string; locationId: string; date: string }>> {
  if (pairs.length === 0) return [];
  const rows = await db
    .select({ id: events.id, locationId: events.locationId, date: events.date })
    .from(events)
    .where(
      and(
        inArray(
          events.locationId,
          pairs.map((pair) => pair.locationId),
        ),
        or(...pairs.map((pair) => and(eq(events.locationId, pair.locationId), eq(events.date, pair.date)))),
      ),
    );
  return rows.flatMap((row) => (row.locationId ? [{ ...row, locationId: row.locationId }] : []));
}
