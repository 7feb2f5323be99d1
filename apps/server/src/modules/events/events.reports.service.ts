/**
 * Reports of a problem (SPEC §2 event page): any visitor says an upcoming event is wrong or
 * canceled, with an optional short note; the report waits in the review queue until an admin
 * dismisses it or cancels the event. Who reported is not kept. The reports module keeps the
 * reports; this file decides about the event.
 */
import {
  type Actor,
  isPastDate,
  type TEventReportBody,
  type TResolveReportsBody,
  todayInAthens,
} from '@glentia/core';
import { requireAccess } from '../../lib/access.ts';
import { BadRequestError, notFound } from '../../lib/errors.ts';
import { addReport, dropReportsOf, reportsOfEvents } from '../reports/reports.service.ts';
import { toggleCanceled } from './events.moderation.service.ts';
import { findEventRecord, type WriteContext } from './events.write.service.ts';

/**
 * Beyond this many open reports on one event, more are accepted but not stored: the admin already
 * has plenty to go on, and a flood from many addresses cannot fill the database.
 */
export const MAX_OPEN_REPORTS = 20;

const eventOver = () =>
  new BadRequestError(
    { el: 'Αυτό το γλέντι έχει ήδη περάσει.', en: 'This glenti is already over.' },
    'EVENT_OVER',
  );

/** `POST /api/public/glentia/{id}/report`: published, upcoming events only. */
export async function reportEvent(
  ctx: Pick<WriteContext, 'db'>,
  id: string,
  body: TEventReportBody,
  today = todayInAthens(),
): Promise<void> {
  const event = await findEventRecord(ctx.db, id);
  if (!event?.published) throw notFound.event();
  if (isPastDate(event.date, today)) throw eventOver();
  const open = (await reportsOfEvents(ctx.db, [id])).get(id)?.length ?? 0;
  if (open >= MAX_OPEN_REPORTS) return;
  await addReport(ctx.db, { eventId: id, reason: body.reason, note: body.note || null });
}

/**
 * `POST /api/admin/glentia/{id}/reports/resolve`: `dismiss` drops the reports; `cancel` cancels the
 * event (its savers are told, as with any cancellation) and drops them.
 */
export async function resolveReports(
  ctx: WriteContext,
  actor: Actor,
  id: string,
  body: TResolveReportsBody,
  today = todayInAthens(),
): Promise<{ removed: number }> {
  const caller = requireAccess(actor, 'moderate', 'events');
  const event = await findEventRecord(ctx.db, id);
  if (!event) throw notFound.event();
  if (body.action === 'cancel' && !event.canceled) await toggleCanceled(ctx, caller, id, today);
  return { removed: await dropReportsOf(ctx.db, id) };
}
