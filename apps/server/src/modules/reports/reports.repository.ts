/** SQL for visitors' reports of wrong or canceled events (`event_reports`). */
import type { TEventReport, TEventReportReason } from '@glentia/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventReports } from '../../db/schema.ts';

export async function insertReport(
  db: DbOrTx,
  values: { eventId: string; reason: TEventReportReason; note: string | null },
): Promise<void> {
  await db.insert(eventReports).values(values);
}

/** Drops an event's reports; returns how many there were. */
export async function deleteReportsOf(db: DbOrTx, eventId: string): Promise<number> {
  const rows = await db
    .delete(eventReports)
    .where(eq(eventReports.eventId, eventId))
    .returning({ id: eventReports.id });
  return rows.length;
}

/** Each event's open reports from visitors oldest first. */
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

/** Ids of the events with at least one open report (the review queue lists them). */
export async function findReportedEventIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ eventId: eventReports.eventId }).from(eventReports);
  return rows.map((row) => row.eventId);
}
