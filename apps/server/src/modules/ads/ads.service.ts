import type { TAd, TAdEventBody, TAdStatistics } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  adExists,
  anonymiseOldAdEvents,
  findAdTotals,
  findLiveAds,
  insertAdEvent,
  insertAnonymousAdEvent,
} from './ads.repository.ts';

/** Records that an ad was seen or clicked (SPEC §4 "Ad events"), for the sponsor's statistics. */
export async function recordAdEvent(
  db: DbOrTx,
  input: {
    adId: string;
    body: TAdEventBody;
    deviceId: string | null;
    /** Whether the caller's address may add this event now (a click only after a view). */
    admit: () => Promise<boolean>;
  },
): Promise<void> {
  if (!(await adExists(db, input.adId))) throw notFound.ad();
  if (!(await input.admit())) return;
  await insertAdEvent(db, {
    adId: input.adId,
    actionType: input.body.actionType,
    path: input.body.metadata?.path ?? null,
    deviceId: input.deviceId,
  });
}

/** Admin: how often each ad was seen and clicked, running ads first. */
export async function getAdStatistics(db: DbOrTx): Promise<TAdStatistics[]> {
  const totals = await findAdTotals(db);
  return totals.map((ad) => ({
    ...ad,
    clickRate: ad.views === 0 ? 0 : Math.round((ad.clicks / ad.views) * 10_000) / 10_000,
  }));
}

/** Ad views and clicks before `before` stay counted but forget whose they were. */
export async function anonymiseAdEventsBefore(db: DbOrTx, before: Date): Promise<number> {
  return anonymiseOldAdEvents(db, before);
}

/** Counts an ad's view or click with no device and no account: only the ad, the action and the page. */
export async function recordAnonymousAdEvent(
  db: DbOrTx,
  adId: string,
  body: TAdEventBody,
  /** Whether the caller's address may add this event now (a click only after a view). */
  admit: () => Promise<boolean>,
): Promise<void> {
  if (!(await adExists(db, adId))) throw notFound.ad();
  if (!(await admit())) return;
  await insertAnonymousAdEvent(db, { adId, actionType: body.actionType, path: body.metadata?.path ?? null });
}

/** The ads live on `today` (a Crete date), for the first screen. */
export async function listLiveAds(db: DbOrTx, today: string): Promise<TAd[]> {
  return findLiveAds(db, today);
}
