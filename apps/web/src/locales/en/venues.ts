import type { venues as el } from '../el/venues.ts';
import type { TranslationShape } from '../types.ts';

export const venues: TranslationShape<typeof el> = {
  loading: 'Loading the venue…',
  imageAlt: 'Profile picture: {{name}}',
  defaultImageAlt: 'Picture of a live music venue',
  followers_one: '{{total}} follower',
  followers_other: '{{total}} followers',
  autoProfile: {
    label: 'About this profile',
    text: 'Glentia created this profile automatically from the venue’s public details. Is it yours? Contact us for changes.',
  },
  links: {
    instagram: 'Instagram',
    instagramLabel: '{{name}} on Instagram (opens in a new tab)',
    phone: 'Call',
    phoneLabel: 'Call {{phone}}',
    website: 'Website',
    websiteLabel: 'Website: {{name}} (opens in a new tab)',
  },
  upcoming: {
    title: 'Upcoming glentia',
    empty: 'No glenti has been announced here for the next two months.',
  },
  past: {
    title: 'Past glentia',
    empty: 'No past glentia.',
  },
  error: {
    title: 'Could not load',
  },
  notFound: {
    title: 'Venue not found',
    message: 'This venue does not exist or is no longer on Glentia.',
    action: 'See the glentia',
  },
};
