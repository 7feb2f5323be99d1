import type { TranslationShape } from '../../../locales/types.ts';
import type { info as el } from './el.ts';

export const info: TranslationShape<typeof el> = {
  help: {
    title: 'Help',
    intro:
      'Glentia is the guide to glentia and nights of live music in Crete. Here you will find answers to common questions and every document of the service.',
    faqTitle: 'Frequently asked questions',
    faq: {
      findQ: 'How do I find a glenti?',
      findA:
        'Tap “Search” at the bottom of the screen. You can filter by date, county, venue and artist, or see the glentia on the map.',
      addQ: 'How do I add a glenti?',
      addA: 'Log in and tap “+”. Upload the poster and choose the venue, the artists and the date. The glenti is shown to everyone as soon as our team has checked it.',
      favoritesQ: 'How do I keep track of a glenti?',
      favoritesA:
        'Tap “Interested” on the glenti’s page to add it to your favourites. You can also follow artists and venues and get notified about their new glentia.',
      wrongQ: 'I found a mistake in a glenti. What should I do?',
      wrongA:
        'Write to us at {{email}} with the link to the glenti and the correction. Times and details may change; to be sure, also check with the venue.',
    },
    documentsTitle: 'Documents and contact',
    links: {
      privacy: 'Privacy policy',
      cookies: 'Cookie policy',
      disclaimer: 'Disclaimer',
      terms: 'Terms of use',
      contact: 'Contact',
    },
    disclaimerTitle: 'Please note',
  },
  disclaimer: {
    title: 'Disclaimer',
    short:
      'Glentia are added by users, venues and our team. We do our best to keep the information right, but we are not responsible for changes, cancellations or mistakes. Check with the venue before you set off.',
    paragraphs: {
      organisers:
        'Glentia is a guide: we do not organise events, sell tickets or represent the venues or artists shown here. Each event is the responsibility of its organiser.',
      accuracy:
        'Dates, times, artists and phone numbers come from the posters and details people send us. They may change without us being told. For bookings and details, contact the venue directly.',
      content:
        'Posters and descriptions belong to those who uploaded them. If you believe some content infringes your rights or is wrong, write to us and we will look into it promptly.',
      links:
        'Links to other sites (Instagram, Spotify, maps, sponsors) lead to services we do not control; their own terms apply.',
      ads: 'Sponsored listings are marked “Sponsored”. Showing them does not mean we vouch for the sponsor’s products or services.',
    },
  },
  cookies: {
    title: 'Cookie policy',
    intro:
      'Glentia stores on your device only what it needs to work and to remember your choices. We use no advertising-network cookies and no third-party tracking tools.',
    tableCaption: 'What is stored on your device',
    columns: { name: 'Name', purpose: 'Purpose', duration: 'Duration' },
    items: {
      consent: {
        name: 'cc_cookie (cookie)',
        purpose: 'Remembers your cookie choices.',
        duration: '182 days',
      },
      session: {
        name: 'state.user (local storage)',
        purpose: 'Your login, language, theme and settings.',
        duration: 'Until you log out or delete it',
      },
      device: {
        name: 'glentia.deviceId (local storage)',
        purpose:
          'A random code for this device, so we can keep your favourites and notifications without an account. Used for counting only if you allow “Statistics” or “Ads”.',
        duration: 'Until you delete it',
      },
      kept: {
        name: 'glentia_kept (cookie)',
        purpose:
          'Says only that this device keeps one of the above (your login, your settings or the device code), so a first visit’s page opens without looking for them. It holds the value 1 and no code.',
        duration: 'While this device keeps any of them (up to 400 days)',
      },
      offline: {
        name: 'App cache',
        purpose:
          'The app’s files, the posters you saw, the last list of glentia, your favourites and the glentia you opened, so it opens quickly and can be read without a connection. They stay on your device only.',
        duration: 'Up to 14 days for data, 30 for posters; yours are deleted when you log out',
      },
    },
    thirdParty:
      'The map loads map images from OpenStreetMap; their server sees your IP address, as every site you visit does. Links to Instagram and Spotify open only when you tap them.',
    manage: 'You can change your choices in Settings, or delete all data in your browser’s settings.',
  },
  consentChoices: {
    title: 'What is necessary, and what each choice turns on',
    intro:
      'Until you choose in the cookie message, and as long as you have “Necessary only”, Glentia does only what the things you ask for need. The same holds if the message never appears.',
    categories: {
      necessary: {
        title: 'Necessary (always)',
        items: [
          'Your device’s random id (glentia.deviceId). It is made when first needed and sent only with what is yours: your favourites, whom you follow, your notifications and your settings. With these requests you are not counted among the day’s visitors or those here now.',
          'Your login, language, theme and your cookie choice, which we record to show that we respected it.',
          'Push notifications, only if you ask for them.',
        ],
      },
      analytics: {
        title: 'Statistics',
        items: [
          'The device id also goes with the app’s other requests, so we can count how many people visit each day and how many are here now.',
          'A glenti view counts once per device and day; for that we keep the id for one day only.',
        ],
      },
      ads: {
        title: 'Ads',
        items: [
          'Views and taps of sponsored listings are recorded with the device id and the page, for the sponsors’ statistics. After 12 months the id is removed from them.',
        ],
      },
    },
    anonymous:
      'Without your consent we count only totals: when you see a glenti or a sponsored listing, its view count goes up by one. The app then sends no device id, and we keep nothing that tells you apart, not even your IP address.',
    change: 'Change your choices',
    changeHint: 'You can change or withdraw your choice at any time, also from the Settings.',
  },
  contact: {
    title: 'Contact',
    intro: 'We would love to hear from you! Write to us about:',
    reasons: {
      missing: 'a glenti that is missing or wrong',
      venue: 'your venue or working with us',
      artist: 'your artist profile',
      privacy: 'your personal data or deleting your account',
      ads: 'sponsorship and advertising',
    },
    emailLabel: 'E-mail',
    write: 'Send an e-mail',
    reply: 'We usually answer within two working days.',
  },
  loadingPage: {
    label: 'Loading…',
    message: 'One moment, we are getting the glentia ready.',
  },
};
