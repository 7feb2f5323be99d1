import type { calendarFeeds as el } from '../el/calendar-feeds.ts';
import type { TranslationShape } from '../types.ts';

export const calendarFeeds: TranslationShape<typeof el> = {
  subscribe: {
    title: 'Subscribe in your calendar',
    hint: 'Upcoming glentia appear in your calendar by themselves and update when they change.',
    calendarApp: 'Subscribe',
    google: 'Subscribe in Google Calendar',
    rss: 'RSS',
    feedTitle: 'Glentia: {{name}}',
  },
  event: {
    google: 'Google Calendar',
    googleLabel: 'Add the glenti to Google Calendar (opens in a new tab)',
  },
  private: {
    title: 'My calendar',
    hint: 'Your favourites and the glentia of those you follow, in one private calendar. Do not give the link to others.',
    create: 'Create a link',
    renew: 'New link',
    revoke: 'Revoke the link',
    active: 'Link active since {{date}}',
    hiddenUrl: 'The link shows only on the device where it was made. Make a new link to see it here.',
    urlLabel: 'Private calendar link',
    copy: 'Copy',
    copied: 'Copied',
    revoked: 'The link is revoked; calendars that had it no longer update.',
    failed: 'That did not work this time. Try again.',
    loading: 'Loading…',
  },
};
