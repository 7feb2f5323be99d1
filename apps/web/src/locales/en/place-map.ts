import type { placeMap as el } from '../el/place-map.ts';
import type { TranslationShape } from '../types.ts';

export const placeMap: TranslationShape<typeof el> = {
  title: 'How to get there',
  open: 'Open in maps',
  directions: 'Directions',
  directionsLabel: 'Directions to {{venueAcc}} in your maps app',
  opensInNewTab: '(opens in a new tab)',
  confirm: {
    title: 'Open Google Maps?',
    message: 'Where {{venueOf}} is will open in Google Maps, in a new tab.',
    ok: 'Open map',
    cancel: 'Back',
  },
  locked: {
    message: 'The map is available when you log in.',
    login: 'Log in for the map',
    external: 'Open in Google Maps',
  },
  rating_one: 'Rated {{rating}} out of 5 from {{total}} review',
  rating_other: 'Rated {{rating}} out of 5 from {{total}} reviews',
  ratingNoTotal: 'Rated {{rating}} out of 5',
  reviews_one: '{{total}} review',
  reviews_other: '{{total}} reviews',
  towns: {
    chania: 'Chania',
    rethymno: 'Rethymno',
    heraklion: 'Heraklion',
    agiosNikolaos: 'Agios Nikolaos',
    sitia: 'Sitia',
    ierapetra: 'Ierapetra',
  },
};
