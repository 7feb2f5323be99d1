/**
 * Visitors' reports that an event is wrong or canceled (`event_reports`), kept without who sent
 * them. The events module decides what a report means for its event (events.reports.service.ts)
 * and asks this module to keep, list and drop them.
 */
import type { TEventReport, TEventReportReason } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { deleteReportsOf, findReportedEventIds, findReportsOf, insertReport } from './reports.repository.ts';

/** Keeps one report. */
export function addReport(
  db: DbOrTx,
  report: { eventId: string; reason: TEventReportReason; note: string | null },
): Promise<void> {
  return insertReport(db, report);
}

/** Drops an event's reports; how many there were. */
export function dropReportsOf(db: DbOrTx, eventId: string): Promise<number> {
  return deleteReportsOf(db, eventId);
}

/** Visitors' reports on these events, by event, oldest first (the review queue). */
export function reportsOfEvents(
  db: DbOrTx,
  eventIds: readonly string[],
): Promise<Map<string, TEventReport[]>> {
  return findReportsOf(db, eventIds);
}

/** Ids of the events with at least one open report. */
export function reportedEventIds(db: DbOrTx): Promise<string[]> {
  return findReportedEventIds(db);
}
