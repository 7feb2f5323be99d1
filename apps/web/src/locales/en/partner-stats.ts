import type { partnerStats as el } from '../el/partner-stats.ts';
import type { TranslationShape } from '../types.ts';

export const partnerStats: TranslationShape<typeof el> = {
  title: 'Views and saves per day',
  intro: 'Choose an event to see how it has done over the last 30 days.',
  event: 'Event',
  label: 'Views and saves per day ({{date}})',
  views: 'Views',
  saves: 'Saves',
  noArtists: 'no artists',
};
