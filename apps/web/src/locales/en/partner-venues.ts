import type { partnerVenues as el } from '../el/partner-venues.ts';
import type { TranslationShape } from '../types.ts';

export const partnerVenues: TranslationShape<typeof el> = {
  title: "Partner's venues",
  none: 'No venue yet.',
  search: 'Add a venue',
  searchHint: "Type the venue's name.",
  add: 'Add {{name}}',
  remove: 'Remove {{name}}',
  noMatch: 'No venue matches.',
  saved: "{{username}}'s venues were saved.",
  loading: 'Loading…',
};
