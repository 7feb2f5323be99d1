import type { eventActions as el } from '../el/event-actions.ts';
import type { TranslationShape } from '../types.ts';

export const eventActions: TranslationShape<typeof el> = {
  title: 'Glenti actions',
  promote: 'Promote',
  unpromote: 'Stop promoting',
  edit: 'Edit',
  cancel: 'Cancel glenti',
  uncancel: 'Restore glenti',
  delete: 'Delete',
  share: 'Share',
  copyLink: 'Copy link',
  copied: 'Copied',
  noClipboard: 'Your browser does not allow copying here; copy the link by hand.',
  done: {
    promote: 'The glenti is promoted.',
    unpromote: 'The promotion has stopped.',
    cancel: 'The glenti is cancelled.',
    uncancel: 'The glenti is back on.',
    delete: 'The glenti is deleted.',
  },
  confirm: {
    title: 'Confirmation',
    promote: 'Promote this glenti?',
    unpromote: 'Stop promoting this glenti?',
    cancel: 'Cancel this glenti?',
    uncancel: 'Restore this glenti?',
    delete: 'Delete this glenti?',
    details: {
      promote: 'It will appear among the promoted glentia on the home page.',
      unpromote: 'It will be listed like every other glenti.',
      cancel: 'Everyone who saved it will be told.',
      uncancel: 'Everyone who saved it will be told it is on again.',
      delete: 'The glenti will be gone for good.',
    },
    buttons: {
      promote: 'Promote glenti',
      unpromote: 'Stop promoting',
      cancel: 'Cancel glenti',
      uncancel: 'Restore glenti',
      delete: 'Delete glenti',
    },
    ok: 'Yes',
    back: 'Back',
  },
};
