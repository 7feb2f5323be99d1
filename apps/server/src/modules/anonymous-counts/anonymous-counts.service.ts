/**
 * Counters that may run before (or without) cookie consent (SPEC §9, ePrivacy art. 5(3)): the
 * visitor's browser sends no device id and the server keeps no identifier with the count, so
 * nothing is read from or tied to the visitor's device. One address adds at most a few counts per
 * item and day (lib/address-tally.ts, which keeps only a keyed hash of it); past that, and for an
 * ad click with no view of the ad before it, the call is answered but not counted.
 */
import { type TAdEventBody, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { AddressTally } from '../../lib/address-tally.ts';
import { notFound } from '../../lib/errors.ts';
import { adExists } from '../ads/ads.service.ts';
import {
  findPublishedEventViews,
  incrementEventViews,
  insertAnonymousAdEvent,
} from './anonymous-counts.repository.ts';
import { addViewOnDay } from './event-view-days.repository.ts';

/** Where an anonymous count comes from: the database, the address tally and the caller's address. */
export interface AnonymousSource {
  db: DbOrTx;
  tally: AddressTally;
  address: string;
}

export async function recordAnonymousAdEvent(
  { db, tally, address }: AnonymousSource,
  adId: string,
  body: TAdEventBody,
): Promise<void> {
  if (!(await adExists(db, adId))) throw notFound.ad();
  if (!(await tally.admitAdEvent(adId, body.actionType, address))) return;
  await insertAnonymousAdEvent(db, { adId, actionType: body.actionType, path: body.metadata?.path ?? null });
}

/**
 * One more view of a published event (no once-a-day check: that needs an identifier), unless this
 * address has already added the day's share; the total either way.
 */
export async function countAnonymousEventView(
  { db, tally, address }: AnonymousSource,
  eventId: string,
): Promise<number> {
  if (!(await tally.admitView('event-view', eventId, address))) {
    const views = await findPublishedEventViews(db, eventId);
    if (views === null) throw notFound.event();
    return views;
  }
  const views = await incrementEventViews(db, eventId);
  if (views === null) throw notFound.event();
  await addViewOnDay(db, eventId, todayInAthens());
  return views;
}

// Other modules read these through this service, never through the repository (biome.json).
export { findViewsByDay } from './event-view-days.repository.ts';
