import type { favorites as el } from '../el/favorites.ts';
import type { TranslationShape } from '../types.ts';

export const favorites: TranslationShape<typeof el> = {
  interest: {
    add: 'Interested',
    added: 'In favourites',
    unavailable: 'Not available for a glenti that is over or not published',
  },
  counter: {
    label_one: '{{count}} person is interested',
    label_other: '{{count}} people are interested',
    none: 'Be the first to show interest',
  },
  follow: {
    follow: 'Follow',
    following: 'Following',
    followLabel: 'Follow {{name}}',
    unfollowLabel: 'Stop following {{name}}',
    followers_one: '{{value}} follower',
    followers_other: '{{value}} followers',
  },
  page: {
    events: 'Favourite glentia',
    artists: 'Favourite artists',
    locations: 'Favourite venues',
    edit: 'Edit',
    done: 'Done',
    actions: 'Admin actions: {{name}}',
    remove: 'Remove {{name}}',
    emptyEvents: 'No favourite glentia yet. Tap “Interested” on a glenti to find it here.',
    emptyArtists: 'Follow artists to hear where they play.',
    emptyLocations: 'Follow venues to hear about their new glentia.',
    browse: 'Find glentia',
    error: 'Your favourites did not load.',
  },
};
