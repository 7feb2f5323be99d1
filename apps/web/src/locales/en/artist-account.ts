import type { artistAccount as el } from '../el/artist-account.ts';
import type { TranslationShape } from '../types.ts';

export const artistAccount: TranslationShape<typeof el> = {
  intro: 'Your page, your nights and how many people see them.',
  noPages: 'No artist page is linked to your account yet. Tap “That’s me” on your page or write to us.',
  addDate: 'Add a night',
  addDateHint: 'Wherever you play: if the venue has a partner, they approve it, otherwise we do.',
  viewPage: 'View page',
  numbers: { upcoming: 'Upcoming', past: 'Past', views: 'Views', followers: 'Followers', favorites: 'Saves' },
  edit: {
    title: 'Edit your page',
    photo: 'Photo',
    photoHint: 'JPEG, PNG, WebP or HEIC. It will be cropped square.',
    photoSaved: 'The photo was saved.',
    bioEl: 'Biography in Greek',
    bioEn: 'Biography in English',
    bioHint: 'A few words about you: where you are from, what you play, with whom.',
    instagram: 'Instagram',
    instagramHint: 'Only the username, without the address.',
    website: 'Website',
    spotifyId: 'Spotify (artist id)',
    spotifyHint: 'The 22 letters and digits at the end of your Spotify address.',
    save: 'Save',
    saved: 'Your page was saved.',
  },
  followers: {
    title: 'Followers',
    intro: 'How many people follow your page, day by day, over the last 30 days.',
    label: 'Followers per day: {{name}}',
    total: 'Total',
    new: 'New',
  },
  dates: {
    title: 'Your upcoming nights',
    none: 'You have no upcoming nights.',
    waitingPartner: 'Waiting for the venue to approve it',
    waitingAdmin: 'Waiting for our approval',
    sentBack: 'Sent back: {{reason}}',
    canceled: 'Cancelled',
    newVenue: 'New venue',
  },
};
