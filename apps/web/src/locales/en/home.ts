import type { home as el } from '../el/home.ts';
import type { TranslationShape } from '../types.ts';

export const home: TranslationShape<typeof el> = {
  eyebrow: 'Your guide to glentia in Crete',
  title: 'Glentia in Crete',
  description:
    "Find glentia and live music nights in {{counties}}. Know of a glenti that's missing? Add it, so everyone hears about it.",
  statistics: {
    label: 'Glentia in numbers',
    glentia: 'Published glentia',
    users: 'Registered users',
    online: 'Users online now',
  },
  featured: {
    title: 'Featured glentia',
    scrollHint: 'Swipe for more',
  },
  find: {
    title: 'Find a glenti',
    hint: 'By date, county, venue and artist',
  },
  latest: {
    title: 'Recently added',
    viewAll: 'View all',
  },
  empty: {
    title: 'No upcoming glentia yet',
    message: 'As soon as glentia are added you will see them here. Know of one?',
    add: 'Add a glenti',
  },
  map: {
    title: 'Glentia on the map',
    message: "See what's on near you, all over Crete.",
    open: 'Open the map',
  },
  error: {
    title: "Couldn't load the glentia",
  },
  ads: {
    label: 'Sponsored',
    sponsored: 'Sponsored',
    opensInNewTab: '(opens in a new tab)',
  },
};
