import { z } from 'zod';
import { ZId } from './common.ts';

/** Answer of the favourite toggle: the event's new state for the caller and its new count. */
export const ZFavoriteToggleResponse = z
  .object({
    id: ZId.describe('Event id'),
    favorite: z.boolean().describe('Whether the event is now among the caller’s favourites'),
    favorites: z.number().int().nonnegative().describe('How many people favourited the event now'),
  })
  .describe('Favourite toggled');
export type TFavoriteToggleResponse = z.infer<typeof ZFavoriteToggleResponse>;
