/** SQL for visitors' reports of wrong or canceled events (`event_reports`). */
import type { TEventReportReason } from '@glentia/core';
import { eq } from 'drizzle-orm';
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
