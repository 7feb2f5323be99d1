import type { share as el } from '../el/share.ts';
import type { TranslationShape } from '../types.ts';

export const share: TranslationShape<typeof el> = {
  open: 'Share',
  dialog: {
    title: 'Share',
    close: 'Close',
    via: 'Send it with',
    link: 'Link',
    copy: 'Copy link',
    copied: 'Copied',
    clipboardUnavailable: 'Your browser does not allow copying here; copy the link by hand.',
    opensApp: 'opens the app',
    opensInNewTab: '(opens in a new tab)',
  },
  targets: {
    facebook: 'Facebook',
    messenger: 'Messenger',
    viber: 'Viber',
    whatsapp: 'WhatsApp',
    sms: 'SMS',
  },
  actions: {
    title: 'Share it',
    downloadImage: 'Instagram image',
    downloadImageHint: 'Download a 1000 × 1000 square image',
    nativeShare: 'Share with image',
    share: 'Share',
    calendar: 'Add to calendar',
    calendarHint: 'Download an .ics file',
    working: 'Preparing…',
    failed: 'That did not work this time. Please try again.',
    done: 'Done',
    unavailable: 'Sharing is not available for a glenti that is over or not yet published.',
  },
  image: {
    brand: 'Glentia',
  },
  message: {
    event: 'Glenti at {{venueAt}}, {{date}}',
    eventNoVenue: 'Glenti, {{date}}',
    profile: '{{name}} on Glentia, Crete',
  },
};
