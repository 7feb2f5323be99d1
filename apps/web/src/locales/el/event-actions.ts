/** Texts of the event sheet opened by a long press or right-click on a card. */
export const eventActions = {
  title: 'Ενέργειες για το γλέντι',
  promote: 'Προώθηση',
  unpromote: 'Τέλος προώθησης',
  edit: 'Επεξεργασία',
  cancel: 'Ακύρωση γλεντιού',
  uncancel: 'Επαναφορά γλεντιού',
  delete: 'Διαγραφή',
  share: 'Κοινοποίηση',
  copyLink: 'Αντιγραφή συνδέσμου',
  copied: 'Αντιγράφηκε',
  noClipboard: 'Clipboard API not available in this browser',
  shareVia: 'Κοινοποίηση μέσω {{app}}',
  done: 'Έγινε.',
  confirm: {
    title: 'Επιβεβαίωση',
    promote: 'Επιλέξτε OK για προώθηση!',
    cancel: 'Επιλέξτε OK για ακύρωση!',
    delete: 'Επιλέξτε OK για διαγραφή!',
    ok: 'OK',
    back: 'Άκυρο',
  },
} as const;
