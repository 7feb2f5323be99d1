import type { events as el } from '../el/events.ts';
import type { TranslationShape } from '../types.ts';

export const events: TranslationShape<typeof el> = {
  canceled: 'Cancelled',
  featured: 'Featured',
  entryFree: 'Free',
  entryPrefix: 'Entry:',
  posterAlt: 'Poster of the glenti at {{venueAt}}',
  posterAltNoVenue: 'Glenti poster',
  unknownVenue: 'Unnamed venue',
  startsAt: 'at {{time}}',
};
