import { z } from 'zod';
import { ZAdType } from './ad.ts';
import { ZId } from './common.ts';

/** Admin: how often each ad was seen and clicked (SPEC §4 ad events). */
export const ZAdStatistics = z
  .object({
    id: ZId,
    type: ZAdType,
    title: z.string().nullable(),
    active: z.boolean(),
    views: z.number().int().nonnegative(),
    clicks: z.number().int().nonnegative(),
    clickRate: z.number().min(0).describe('Clicks per view (0 when never seen)'),
  })
  .describe('Ad statistics');
export type TAdStatistics = z.infer<typeof ZAdStatistics>;
export const ZAdStatisticsList = z.array(ZAdStatistics);
