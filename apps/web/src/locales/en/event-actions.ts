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
  copied: 'copied',
  noClipboard: 'Clipboard API not available in this browser',
  done: {
    promote: 'The glenti is promoted.',
    unpromote: 'The promotion has stopped.',
    cancel: 'The glenti is canceled.',
    uncancel: 'The glenti is back on.',
    delete: 'The glenti is deleted.',
  },
  confirm: {
    title: 'Confirmation',
    promote: 'Select OK for promotion!',
    unpromote: 'Select OK for ending the promotion!',
    cancel: 'Select OK for cancellation!',
    uncancel: 'Select OK for restoring!',
    delete: 'Select OK for deletion!',
    ok: 'OK',
    back: 'Cancel',
  },
};
