/** Admins merging duplicate venues and artists, and deleting them (`/api/admin/location|artist/{id}`). */
import { z } from 'zod';
import { ZId } from './common.ts';

/** `POST /api/admin/location/{id}/merge` and `POST /api/admin/artist/{id}/merge`. */
export const ZMergeBody = z
  .object({ intoId: ZId.describe('The venue or artist that stays; the one in the path disappears') })
  .strict();
export type TMergeBody = z.infer<typeof ZMergeBody>;

/** What a merge moved to the one kept. */
export const ZMergeResult = z
  .object({
    keptId: ZId,
    events: z.number().int().nonnegative().describe('Events moved'),
    follows: z.number().int().nonnegative().describe('Follows moved (a person following both counts once)'),
  })
  .describe('Merge result');
export type TMergeResult = z.infer<typeof ZMergeResult>;
