import type { profiles as el } from '../el/profiles.ts';
import type { TranslationShape } from '../types.ts';

export const profiles: TranslationShape<typeof el> = {
  links: {
    instagramLabel: '{{name}} on Instagram (opens in a new tab)',
    phoneLabel: 'Call {{phone}}',
    website: 'Website',
    websiteLabel: 'Website: {{name}} (opens in a new tab)',
  },
  error: {
    title: 'Could not load',
  },
  seeEvents: 'See the glentia',
  artist: {
    loading: 'Loading the artist…',
    imageAlt: 'Photo: {{name}}',
    defaultImageAlt: 'Artist picture with a Cretan lyra',
    listeners_one: '{{total}} follower on Spotify',
    listeners_other: '{{total}} followers on Spotify',
    upcoming: {
      title: 'Upcoming shows',
      empty: 'No show has been announced for the next two months.',
    },
    past: {
      title: 'Past shows',
      empty: 'No past shows.',
    },
    notFound: {
      title: 'Artist not found',
      message: 'This artist does not exist or is no longer on Glentia.',
    },
  },
  location: {
    loading: 'Loading the venue…',
    imageAlt: 'Profile picture: {{name}}',
    defaultImageAlt: 'Picture of a live music venue',
    autoProfile: {
      label: 'About this profile',
      text: 'Glentia created this profile automatically from the venue’s public details. Is it yours? Contact us for changes.',
    },
    upcoming: {
      title: 'Upcoming glentia',
      empty: 'No glenti has been announced here for the next two months.',
    },
    past: {
      title: 'Past glentia',
      empty: 'No past glentia.',
    },
    notFound: {
      title: 'Venue not found',
      message: 'This venue does not exist or is no longer on Glentia.',
    },
  },
};
