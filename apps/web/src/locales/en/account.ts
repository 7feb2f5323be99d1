import type { account as el } from '../el/account.ts';
import type { TranslationShape } from '../types.ts';

export const account: TranslationShape<typeof el> = {
  users: {
    title: 'Users',
    search: 'Search users',
    searchPlaceholder: 'E-mail, username or name',
    count_one: '{{count}} user',
    count_other: '{{count}} users',
    empty: 'No users found.',
    pending: 'Has not finished signing up',
    unverified: 'E-mail not confirmed',
    roles: 'Roles',
    roleNames: { admin: 'Admin', partner: 'Partner', artist: 'Artist', user: 'User' },
    saved: 'Roles of {{username}} saved.',
    more: 'More',
    joined: 'Member since {{date}}',
  },
  partner: {
    title: 'Partners',
    intro: 'Your venues and how their glentia are doing.',
    noVenues: 'No venue is linked to your account yet. Contact us and we will link it.',
    upcoming: 'Upcoming glentia',
    views: 'Views',
    favorites: 'Saves',
    past: 'Past',
    venues: 'Your venues',
    events: 'Upcoming glentia at your venues',
    noEvents: 'No upcoming glentia.',
    unpublished: 'Awaiting approval',
    canceled: 'Cancelled',
    noArtists: 'No artists',
    pending: {
      title: 'Waiting for your approval',
      intro:
        'Nights that artists or others sent for your venues. Approve them or send them back with a reason.',
      from: 'From: {{username}}',
      approve: 'Approve',
      sendBack: 'Send back',
      cancel: 'Cancel',
      reason: 'Why are you sending it back?',
      reasonPlaceholder: 'E.g. we are closed that day.',
      approved: 'The night is approved and everyone can see it now.',
      sentBack: 'The night was sent back. Whoever sent it will be told.',
    },
  },
  error: 'Could not load.',
  profile: {
    intro: 'Your e-mail cannot change. Your username is shown on the glentia you add.',
    save: 'Save',
    saved: 'Success! Your profile was saved.',
    emailReadOnly: 'The e-mail cannot be changed.',
  },
  security: {
    intro: 'Choose a new password. Your other devices will be logged out.',
    save: 'Change password',
    changed: 'Password changed',
    noPassword:
      'You log in with Google or Apple, so you have no password yet. To set one, we will send a link to your e-mail.',
    sendLink: 'Send me a link',
    linkSent: 'We sent a link to {{email}}. The link is valid for one hour.',
  },
  notifications: {
    intro: 'Choose how you hear about new glentia of the artists and venues you follow.',
    email: 'E-mail notifications',
    emailHint: 'About new glentia of those you follow (needs an account).',
    push: 'Notifications on this device',
    pushHint: 'Push messages on this device.',
    saved: 'Saved',
  },
  deleteAccount: {
    title: 'Delete account',
    message:
      'Deleting is for good: your profile, favourites and notifications will be lost. The glentia you published stay, without your name.',
    confirm: 'Delete account',
    cancel: 'Back',
    done: 'Your account was deleted.',
    passwordHint: 'For your security, enter your password.',
    socialHint:
      'For your security, deleting works only within 5 minutes of logging in with Google or Apple. If that was longer ago, log out and log in again.',
  },
};
