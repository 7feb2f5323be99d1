import type { artists as el } from '../el/artists.ts';
import type { TranslationShape } from '../types.ts';

export const artists: TranslationShape<typeof el> = {
  spotify: {
    title: 'Discography',
    open: 'Listen on Spotify',
    newTab: '(opens in a new tab)',
    coverAlt: 'Cover: {{name}}',
    types: {
      album: 'Album',
      single: 'Single',
      compilation: 'Compilation',
      other: 'Release',
    },
  },
};
