import { z } from 'zod';
import { ZId } from './common.ts';
import { ZText } from './text.ts';

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
  })
  .describe('Sponsored ad');
export type TAd = z.infer<typeof ZAd>;

export const ZAdEventBody = z.object({
  actionType: z.enum(['VIEW', 'CLICK']),
  metadata: z.object({ path: ZText().max(500) }).optional(),
});
export type TAdEventBody = z.infer<typeof ZAdEventBody>;
