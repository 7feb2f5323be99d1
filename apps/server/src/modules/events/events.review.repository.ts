/** SQL for the review queue's warnings: other events on the same venue and date. */
import type { TEventReport } from '@glentia/core';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventReports, events } from '../../db/schema.ts';

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

/** Each event's open reports from visitors (the reports module's table), oldest first. */
export async function findReportsOf(
  db: DbOrTx,
  eventIds: readonly string[],
): Promise<Map<string, TEventReport[]>> {
  const found = new Map<string, TEventReport[]>();
  if (eventIds.length === 0) return found;
  const rows = await db
    .select()
    .from(eventReports)
    .where(inArray(eventReports.eventId, [...eventIds]))
    .orderBy(asc(eventReports.createdAt), asc(eventReports.id));
  for (const row of rows) {
    const list = found.get(row.eventId) ?? [];
    list.push({ id: row.id, reason: row.reason, note: row.note, createdAt: row.createdAt.toISOString() });
    found.set(row.eventId, list);
  }
  return found;
}
