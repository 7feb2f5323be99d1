import type { artistPages as el } from '../el/artist-pages.ts';
import type { TranslationShape } from '../types.ts';

export const artistPages: TranslationShape<typeof el> = {
  title: "Artist's pages",
  none: 'No artist page yet.',
  search: 'Add an artist page',
  searchHint: "Type the artist's or band's name.",
  add: 'Add {{name}}',
  remove: 'Remove {{name}}',
  noMatch: 'No artist matches.',
  saved: "{{username}}'s pages were saved.",
  loading: 'Loading…',
};
