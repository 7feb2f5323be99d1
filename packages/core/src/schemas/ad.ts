import { z } from 'zod';
import { ZDate, ZId } from './common.ts';
import { ZHttpLink, ZOptionalText, ZText } from './text.ts';

export const AD_TYPES = ['IMAGE', 'FOOTER'] as const;
export const ZAdType = z.enum(AD_TYPES);

export const ZAd = z
  .object({
    id: ZId,
    type: ZAdType.describe('IMAGE in the timeline, FOOTER on the home page'),
    weight: z.number().int().nonnegative(),
    imageUrl: z.string().nullable(),
    title: z.string().nullable(),
    subtitle: z.string().nullable(),
    href: z.string().nullable(),
    ctaText: z.string().nullable(),
    titleEn: z.string().nullable().describe('Title for visitors reading in English; null: the Greek one'),
    subtitleEn: z.string().nullable(),
    ctaTextEn: z.string().nullable(),
    imageUrlEn: z
      .string()
      .nullable()
      .optional()
      .describe('Banner for visitors reading in English (its words in English); null: the Greek one'),
  })
  .describe('Sponsored ad');
export type TAd = z.infer<typeof ZAd>;

export const ZAdEventBody = z.object({
  actionType: z.enum(['VIEW', 'CLICK']),
  metadata: z.object({ path: ZText().max(500) }).optional(),
});
export type TAdEventBody = z.infer<typeof ZAdEventBody>;

// ---------------------------------------------------------------- admin: managing ads

const ZAdLink = ZHttpLink();

export const AD_STATUSES = ['live', 'scheduled', 'ended', 'retired', 'noImage'] as const;

/** An ad as the admin sees it: its schedule, whether visitors see it today, and its totals. */
export const ZAdminAd = ZAd.extend({
  active: z.boolean().describe('False once retired'),
  startsOn: ZDate.nullable().describe('First day it runs (Crete), or null: from now on'),
  endsOn: ZDate.nullable().describe('Last day it runs (inclusive), or null: until retired'),
  status: z.enum(AD_STATUSES).describe('Where it stands today'),
  views: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  createdAt: z.string(),
}).describe('Ad (admin)');
export type TAdminAd = z.infer<typeof ZAdminAd>;
export const ZAdminAdList = z.array(ZAdminAd);

const adFields = {
  type: ZAdType,
  weight: z.number().int().min(0).max(1000).describe('Relative chance of being picked; 0 never'),
  title: ZOptionalText(120).optional(),
  subtitle: ZOptionalText(300).optional(),
  href: ZAdLink.optional().describe('Where a click goes (opens in a new tab)'),
  ctaText: ZOptionalText(40).optional().describe('Call to action on the link'),
  titleEn: ZOptionalText(120).optional().describe('The title in English; empty: the Greek one'),
  subtitleEn: ZOptionalText(300).optional(),
  ctaTextEn: ZOptionalText(40).optional(),
  startsOn: ZDate.nullable().optional(),
  endsOn: ZDate.nullable().optional(),
};

/** `POST /api/admin/ads`: a new ad; the image is uploaded after, to `/api/admin/ads/{id}/image`. */
export const ZCreateAdBody = z.object({ ...adFields, weight: adFields.weight.default(1) });
export type TCreateAdBody = z.input<typeof ZCreateAdBody>;

/** `PUT /api/admin/ads/{id}`: the fields to change; `active: false` retires it, `true` brings it back. */
export const ZUpdateAdBody = z
  .object({ ...adFields, active: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type TUpdateAdBody = z.input<typeof ZUpdateAdBody>;

/** A day range for statistics; both optional (the last 30 days by default). */
/** Which banner an upload is: the Greek one (default) or the one for visitors reading English. */
export const ZAdImageQuery = z.object({
  language: z.enum(['el', 'en']).default('el').describe('el: the banner; en: the English banner'),
});
export type TAdImageQuery = z.infer<typeof ZAdImageQuery>;

export const ZDayRangeQuery = z.object({ from: ZDate.optional(), to: ZDate.optional() });
export type TDayRangeQuery = z.infer<typeof ZDayRangeQuery>;

export const ZAdDay = z.object({
  date: ZDate,
  views: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  clickRate: z.number().min(0),
});

/** `GET /api/admin/ads/{id}/daily`: views, clicks and click-through rate of each day in the range. */
export const ZAdDailyStatistics = z
  .object({
    adId: ZId,
    from: ZDate,
    to: ZDate,
    days: z.array(ZAdDay).describe('Every day of the range, quiet days included'),
    totals: z.object({
      views: z.number().int().nonnegative(),
      clicks: z.number().int().nonnegative(),
      clickRate: z.number().min(0),
    }),
  })
  .describe('Ad statistics per day (with and without consent)');
export type TAdDailyStatistics = z.infer<typeof ZAdDailyStatistics>;
