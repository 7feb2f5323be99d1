import type { claims as el } from '../el/claims.ts';
import type { TranslationShape } from '../types.ts';

export const claims: TranslationShape<typeof el> = {
  button: {
    venue: 'This is my venue',
    artist: "That's me",
    pending: 'Your claim is waiting',
    enterCode: 'Enter the code',
  },
  dialog: {
    title: {
      venue: 'Is this venue yours?',
      artist: 'Is this you?',
    },
    intro: {
      venue:
        "Tell us who you are and how to reach you. If we have the venue's e-mail or mobile, we send a code there; otherwise we look into it and let you know.",
      artist: 'Tell us who you are and how to reach you. We look into it and let you know.',
    },
    note: 'A few words about you',
    noteHint: 'E.g. "I have owned it since 2015" or "I play the lyra in the band".',
    contact: 'How to reach you',
    contactHint: 'A phone number or an e-mail, so we can get in touch if needed.',
    contactTooShort: 'Write a phone number or an e-mail.',
    send: 'Send the claim',
    cancel: 'Cancel',
    close: 'Close',
  },
  code: {
    title: 'Enter the code',
    intro:
      "We sent a 6-digit code to the venue's e-mail or mobile on our records. It is valid for half an hour.",
    label: '6-digit code',
    confirm: 'Confirm',
    invalid: 'The code has 6 digits.',
    wrong: 'Wrong or expired code. Check the message again and retry.',
    tooMany: 'Too many attempts. Wait a few minutes and try again.',
    movedToReview:
      'The code expired or was wrong too many times. Your claim has gone to our team and we will let you know once we have looked at it.',
  },
  review: {
    title: 'Your claim has been sent',
    message: 'It is waiting for our team to review it. We will send you a notification once we decide.',
  },
  approved: {
    title: 'Done!',
    venue: 'You now run “{{name}}”: you can change every one of its glentia.',
    artist: 'You now run the page “{{name}}”.',
    partner: 'Go to your venues',
  },
  errors: {
    tooMany: 'You have sent too many claims. Wait a little and try again.',
  },
  status: {
    code: 'Waiting for the code',
    review: 'Waiting for review',
    approved: 'Approved',
    refused: 'Refused',
  },
  kind: {
    venue: 'Venue',
    artist: 'Artist',
  },
  mine: {
    title: 'Pages you asked to run',
    intro: 'Your claims on venues and artists, and what became of each.',
    loading: 'Loading claims',
    asked: 'Sent on {{date}}',
    reason: 'Why: {{reason}}',
    enterCode: 'Enter the code',
  },
  queue: {
    title: 'Page claims',
    intro: 'People saying a venue or an artist page is theirs. Oldest first.',
    empty: 'No claim is waiting.',
    loading: 'Loading claims',
    retry: 'Try again',
    account: 'Account',
    contact: 'Contact',
    note: 'What they wrote',
    noNote: 'They wrote nothing.',
    asked: 'Sent on {{date}}',
    approve: 'Approve',
    refuse: 'Refuse',
    approved: 'The claim for “{{name}}” was approved.',
    refused: 'The claim for “{{name}}” was refused.',
    refuseTitle: 'Refuse the claim',
    reason: 'Why are you refusing it?',
    reasonHint: 'They will read it in the notification we send them.',
    reasonTooShort: 'Write a reason of at least 3 letters.',
    cancel: 'Cancel',
    send: 'Refuse',
  },
};
