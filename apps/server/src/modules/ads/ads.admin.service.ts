/**
 * Admins running the ads (SPEC §3 Ad, §5 weighted choice): create, edit, schedule by from/until
 * days, retire or delete, upload the banner, and read views, clicks and click-through per day.
 */
import {
  type Actor,
  addDays,
  clickThroughRate,
  daysOfRange,
  type TAdDailyStatistics,
  type TAdminAd,
  type TDayRangeQuery,
  todayInAthens,
  type ZCreateAdBody,
  type ZUpdateAdBody,
} from '@glentia/core';
import type { z } from 'zod';
import { requireAccess } from '../../lib/access.ts';
import type { AppContext } from '../../lib/context.ts';
import { BadRequestError, notFound } from '../../lib/errors.ts';
import { imageErrors } from '../uploads/image-errors.ts';
import { deleteStoredImages, storeAdImage } from '../uploads/images.ts';
import type { UploadedFile } from '../uploads/multipart.ts';
import {
  countAdEventsByDay,
  deleteAdById,
  findAdWithTotals,
  findAllAdsWithTotals,
  insertAd,
  updateAdById,
} from './ads.admin.repository.ts';
import { presentAdminAd } from './ads.presenter.ts';

type Ctx = Pick<AppContext, 'db' | 'cache' | 'images'>;

/** Longest range of days one chart may ask for. */
export const MAX_STAT_DAYS = 366;
/** Days a chart shows when no range is asked for. */
export const DEFAULT_STAT_DAYS = 30;

const untilBeforeFrom = () =>
  new BadRequestError(
    {
      el: 'Η ημερομηνία λήξης πρέπει να είναι ίδια ή μετά την ημερομηνία έναρξης.',
      en: 'The end date must be on or after the start date.',
    },
    'AD_DATES_REVERSED',
  );

async function getAdminAd(ctx: Ctx, id: string, now: Date): Promise<TAdminAd> {
  const ad = await findAdWithTotals(ctx.db, id);
  if (!ad) throw notFound.ad();
  return presentAdminAd(ad, todayInAthens(now));
}

/** `GET /api/admin/ads`: every ad, retired and scheduled ones too, with its totals. */
export async function listAdminAds(ctx: Ctx, actor: Actor, now = new Date()): Promise<TAdminAd[]> {
  requireAccess(actor, 'manage', 'ads');
  const today = todayInAthens(now);
  return (await findAllAdsWithTotals(ctx.db)).map((ad) => presentAdminAd(ad, today));
}

/** `POST /api/admin/ads`: a new running ad (its banner follows as an upload). */
export async function createAd(
  ctx: Ctx,
  actor: Actor,
  body: z.output<typeof ZCreateAdBody>,
  now = new Date(),
): Promise<TAdminAd> {
  requireAccess(actor, 'manage', 'ads');
  if (body.startsOn && body.endsOn && body.endsOn < body.startsOn) throw untilBeforeFrom();
  const id = await insertAd(ctx.db, {
    type: body.type,
    weight: body.weight,
    title: body.title ?? null,
    subtitle: body.subtitle ?? null,
    href: body.href ?? null,
    ctaText: body.ctaText ?? null,
    titleEn: body.titleEn ?? null,
    subtitleEn: body.subtitleEn ?? null,
    ctaTextEn: body.ctaTextEn ?? null,
    startsOn: body.startsOn ?? null,
    endsOn: body.endsOn ?? null,
  });
  await ctx.cache.invalidate();
  return getAdminAd(ctx, id, now);
}

/** `PUT /api/admin/ads/{id}`: changes the given fields; `active: false` retires the ad. */
export async function updateAd(
  ctx: Ctx,
  actor: Actor,
  id: string,
  body: z.output<typeof ZUpdateAdBody>,
  now = new Date(),
): Promise<TAdminAd> {
  requireAccess(actor, 'manage', 'ads');
  const current = await findAdWithTotals(ctx.db, id);
  if (!current) throw notFound.ad();
  const startsOn = body.startsOn === undefined ? current.startsOn : body.startsOn;
  const endsOn = body.endsOn === undefined ? current.endsOn : body.endsOn;
  if (startsOn && endsOn && endsOn < startsOn) throw untilBeforeFrom();
  const changes = Object.fromEntries(
    Object.entries({ ...body, startsOn, endsOn }).filter(([, value]) => value !== undefined),
  );
  if (!(await updateAdById(ctx.db, id, changes))) throw notFound.ad();
  await ctx.cache.invalidate();
  return getAdminAd(ctx, id, now);
}

/** `DELETE /api/admin/ads/{id}`: the ad, its banner and its statistics go for good. */
export async function deleteAd(ctx: Ctx, actor: Actor, id: string): Promise<void> {
  requireAccess(actor, 'manage', 'ads');
  const removed = await deleteAdById(ctx.db, id);
  if (!removed) throw notFound.ad();
  await deleteStoredImages(ctx.images, [removed.imageUrl, removed.imageUrlEn]);
  await ctx.cache.invalidate();
}

/**
 * `POST /api/admin/ads/{id}/image`: a new banner, checked like every upload; the old one goes.
 * `language: 'en'` sets the banner shown to visitors reading English.
 */
export async function setAdImage(
  ctx: Ctx,
  actor: Actor,
  id: string,
  file: UploadedFile | null,
  now = new Date(),
  language: 'el' | 'en' = 'el',
): Promise<TAdminAd> {
  requireAccess(actor, 'manage', 'ads');
  if (!file || file.data.length === 0) throw imageErrors.missingPicture();
  if (!(await findAdWithTotals(ctx.db, id))) throw notFound.ad();
  const imageUrl = await storeAdImage(file.data, { store: ctx.images });
  const before = await updateAdById(ctx.db, id, language === 'en' ? { imageUrlEn: imageUrl } : { imageUrl });
  if (!before) {
    await deleteStoredImages(ctx.images, [imageUrl]);
    throw notFound.ad();
  }
  await deleteStoredImages(ctx.images, [language === 'en' ? before.imageUrlEn : before.imageUrl]);
  await ctx.cache.invalidate();
  return getAdminAd(ctx, id, now);
}

/** The asked range, or the last 30 days; refused when reversed or longer than a year. */
export function resolveDayRange(query: TDayRangeQuery, now = new Date()): { from: string; to: string } {
  const to = query.to ?? todayInAthens(now);
  const from = query.from ?? addDays(to, -(DEFAULT_STAT_DAYS - 1));
  if (from > to)
    throw new BadRequestError(
      { el: 'Η αρχή του διαστήματος είναι μετά το τέλος του.', en: 'The range starts after it ends.' },
      'RANGE_REVERSED',
    );
  if (addDays(from, MAX_STAT_DAYS - 1) < to)
    throw new BadRequestError(
      {
        el: `Διάλεξε διάστημα έως ${MAX_STAT_DAYS} ημέρες.`,
        en: `Choose a range of at most ${MAX_STAT_DAYS} days.`,
      },
      'RANGE_TOO_LONG',
    );
  return { from, to };
}

/** `GET /api/admin/ads/{id}/daily`: each day's views, clicks and click-through, quiet days as 0. */
export async function getAdDailyStatistics(
  ctx: Ctx,
  actor: Actor,
  id: string,
  query: TDayRangeQuery,
  now = new Date(),
): Promise<TAdDailyStatistics> {
  requireAccess(actor, 'manage', 'ads');
  const range = resolveDayRange(query, now);
  if (!(await findAdWithTotals(ctx.db, id))) throw notFound.ad();
  const counted = new Map((await countAdEventsByDay(ctx.db, id, range)).map((row) => [row.day, row]));
  const days = daysOfRange(range.from, range.to).map((date) => {
    const { views = 0, clicks = 0 } = counted.get(date) ?? {};
    return { date, views, clicks, clickRate: clickThroughRate(views, clicks) };
  });
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
  return {
    adId: id,
    ...range,
    days,
    totals: { views, clicks, clickRate: clickThroughRate(views, clicks) },
  };
}
