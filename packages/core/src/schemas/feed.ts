import { z } from 'zod';

/** Whether a private calendar address is active, and since when. */
export const ZPrivateFeedStatus = z.object({ active: z.boolean(), createdAt: z.iso.datetime().nullable() });
export type TPrivateFeedStatus = z.infer<typeof ZPrivateFeedStatus>;

/** A new private calendar address: shown only once. */
export const ZPrivateFeedCreated = z.object({
  url: z.url().describe('The secret https address of the feed (shown only now)'),
  createdAt: z.iso.datetime(),
});
export type TPrivateFeedCreated = z.infer<typeof ZPrivateFeedCreated>;
