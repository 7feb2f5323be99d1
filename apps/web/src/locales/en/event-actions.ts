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
  shareVia: 'Share via {{app}}',
  done: 'Done.',
  confirm: {
    title: 'Confirmation',
    promote: 'Select OK for promotion!',
    cancel: 'Select OK for cancellation!',
    delete: 'Select OK for deletion!',
    ok: 'OK',
    back: 'Cancel',
  },
};
