import type { artists as el } from '../el/artists.ts';
import type { TranslationShape } from '../types.ts';

export const artists: TranslationShape<typeof el> = {
  loading: 'Loading the artist…',
  imageAlt: 'Photo: {{name}}',
  defaultImageAlt: 'Artist picture with a Cretan lyra',
  followers_one: '{{total}} follower',
  followers_other: '{{total}} followers',
  listeners_one: '{{total}} follower on Spotify',
  listeners_other: '{{total}} followers on Spotify',
  links: {
    instagram: 'Instagram',
    instagramLabel: '{{name}} on Instagram (opens in a new tab)',
    website: 'Website',
    websiteLabel: 'Website: {{name}} (opens in a new tab)',
  },
  upcoming: {
    title: 'Upcoming shows',
    empty: 'No show has been announced for the next two months.',
  },
  past: {
    title: 'Past shows',
    empty: 'No past shows.',
  },
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
  error: {
    title: 'Could not load',
  },
  notFound: {
    title: 'Artist not found',
    message: 'This artist does not exist or is no longer on Glentia.',
    action: 'See the glentia',
  },
};
