/**
 * Counters that may run before (or without) cookie consent (SPEC §9, ePrivacy art. 5(3)): the
 * visitor's browser sends no device id and the server keeps no identifier with the count, so
 * nothing is read from or tied to the visitor's device.
 */
import { type TAdEventBody, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { adExists } from '../ads/ads.service.ts';
import { incrementEventViews, insertAnonymousAdEvent } from './anonymous-counts.repository.ts';
import { addViewOnDay } from './event-view-days.repository.ts';

export async function recordAnonymousAdEvent(db: DbOrTx, adId: string, body: TAdEventBody): Promise<void> {
  if (!(await adExists(db, adId))) throw notFound.ad();
  await insertAnonymousAdEvent(db, { adId, actionType: body.actionType, path: body.metadata?.path ?? null });
}

/** One more view of a published event (no once-a-day check: that needs an identifier). */
export async function countAnonymousEventView(db: DbOrTx, eventId: string): Promise<number> {
  const views = await incrementEventViews(db, eventId);
  if (views === null) throw notFound.event();
  await addViewOnDay(db, eventId, todayInAthens());
  return views;
}

// Other modules read these through this service, never through the repository (biome.json).
export { findViewsByDay } from './event-view-days.repository.ts';
