import type { map as el } from '../el/map.ts';
import type { TranslationShape } from '../types.ts';

export const map: TranslationShape<typeof el> = {
  title: 'Glentia on the map',
  region: 'Map of the glentia of Crete',
  summary_one: '{{count}} glenti on the map',
  summary_other: '{{count}} glentia on the map',
  loading: 'Loading glentia…',
  empty: 'No glentia match these filters.',
  error: 'The glentia of the map could not be loaded.',
  retry: 'Try again',
  tilesFailed: "The map's background is not loading. The glentia are in a list too.",
  tilesList: 'See the list',
  marker_one: '{{place}}: {{count}} glenti',
  marker_other: '{{place}}: {{count}} glentia',
  morePlaces: '{{first}} and {{count}} more',
  you: 'You are here (roughly)',
  locate: 'My location',
  filters: {
    open: 'Filters',
    openActive: 'Filters (on)',
    title: 'Map filters',
    counties: 'County',
    when: 'When',
    ranges: {
      all: 'Next 2 months',
      today: 'Today',
      week: 'Next 7 days',
      month: 'Next 30 days',
    },
    reset: 'Reset',
    apply: 'Show',
    close: 'Close filters',
  },
  nearby: {
    open: 'Near me',
    title: 'Near you',
    subtitle: 'The places on the map, nearest first',
    away: '{{distance}} from you',
  },
  list: {
    open: 'List',
    title: 'The places on the map',
    subtitle: 'Soonest glenti first',
  },
  dialog: {
    close: 'Close',
    venue: 'Venue page',
    events_one: '{{count}} glenti',
    events_other: '{{count}} glentia',
  },
};
