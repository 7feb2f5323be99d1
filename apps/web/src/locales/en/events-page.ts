import type { eventsPage as el } from '../el/events-page.ts';
import type { TranslationShape } from '../types.ts';

export const eventsPage: TranslationShape<typeof el> = {
  titleFallback: 'Glentia',
  artist: 'Artist',
  venue: 'Venue',
  day: 'Glentia of the day',
  artistPage: 'Artist page',
  venuePage: 'Venue page',
  upcoming: 'Upcoming glentia',
  found_one: '{{count}} glenti',
  found_other: '{{count}} glentia',
  loading: 'Loading glentia…',
  share: 'Share',
  shareText: 'Glentia in Crete',
  copied: 'Copied',
  unavailable: 'Your browser does not allow copying here; copy the link by hand.',
  empty: {
    title: 'No glentia found',
    message: 'Nothing here yet. Try again later or see all glentia.',
    retry: 'Try again',
    errorTitle: 'The glentia did not load',
    browse: 'All glentia',
  },
  invalid: {
    title: 'Nothing to show',
    message: 'The link names no date, artist or venue.',
  },
};
