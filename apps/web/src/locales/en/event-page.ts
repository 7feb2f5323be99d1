import type { eventPage as el } from '../el/event-page.ts';
import type { TranslationShape } from '../types.ts';

export const eventPage: TranslationShape<typeof el> = {
  loading: 'Loading the glenti…',
  canceled: {
    title: 'This glenti is canceled',
    message: 'Whoever added it told us this glenti will not take place.',
    byAdmin: 'The Glentia team canceled this glenti; it will not take place.',
  },
  due: {
    title: 'This glenti is over',
    message: 'It took place on {{dateOn}}. See what is on in the next few days.',
    browse: 'Upcoming glentia',
  },
  posterAlt: 'Poster: {{title}}',
  when: 'When',
  dateLink: 'Every glenti that day',
  time: 'Time',
  timeRange: '{{start}} – {{end}}',
  timeFrom: 'from {{start}}',
  timeUnknown: 'Time to be announced',
  views: '{{views}} views',
  entry: 'Entry',
  entryFree: 'Free',
  entryAsk: 'Ask when booking',
  tickets: 'Booking / Tickets',
  ticketsNote: 'Opens the organiser’s page',
  artists: 'Artists',
  artistImageAlt: 'Photo: {{name}}',
  venue: 'Venue',
  venueNoCounty: 'Crete',
  untitled: 'Glenti',
  phone: 'Booking phone',
  about: {
    title: 'About the glenti',
    created: 'Added {{date}}',
    publishedFrom: 'by {{username}}',
    noDescription: 'No description yet. Ask the venue for details.',
  },
  links: {
    menu: 'Menu',
    lottery: 'Raffle',
  },
  more: {
    title: 'More glentia',
    viewAll: 'All glentia',
  },
  note: 'Glentia is not responsible for changes, postponements or cancellations of events. Before you set off, check the time and programme with the venue.',
  notFound: {
    title: 'Glenti not found',
    message:
      'This glenti does not exist or is no longer available. Have a look at the other glentia in Crete.',
    ok: 'See the glentia',
  },
  ads: 'Sponsored',
  pending: {
    title: 'Waiting for review',
    message: 'Only you and the admins see it until it is published.',
  },
  controls: {
    label: 'Manage this glenti',
    publish: 'Publish',
    published: 'The glenti is published.',
  },
};
