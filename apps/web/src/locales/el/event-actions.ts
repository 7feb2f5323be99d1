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
  noClipboard: 'Ο browser σου δεν επιτρέπει την αντιγραφή· αντίγραψε τον σύνδεσμο με το χέρι.',
  done: {
    promote: 'Το γλέντι προωθείται.',
    unpromote: 'Η προώθηση σταμάτησε.',
    cancel: 'Το γλέντι ακυρώθηκε.',
    uncancel: 'Το γλέντι επανήλθε.',
    delete: 'Το γλέντι διαγράφηκε.',
  },
  confirm: {
    title: 'Επιβεβαίωση',
    promote: 'Να προωθηθεί το γλέντι;',
    unpromote: 'Να σταματήσει η προώθηση του γλεντιού;',
    cancel: 'Να ακυρωθεί το γλέντι;',
    uncancel: 'Να επανέλθει το γλέντι;',
    delete: 'Να διαγραφεί το γλέντι;',
    /** What follows, under the question. */
    details: {
      promote: 'Θα φαίνεται στα προωθημένα γλέντια της αρχικής σελίδας.',
      unpromote: 'Θα φαίνεται πια όπως τα υπόλοιπα γλέντια.',
      cancel: 'Όσοι το αποθήκευσαν θα ενημερωθούν.',
      uncancel: 'Όσοι το αποθήκευσαν θα ενημερωθούν ότι γίνεται κανονικά.',
      delete: 'Το γλέντι θα χαθεί οριστικά.',
    },
    /** The button that does it, named after the act. */
    buttons: {
      promote: 'Προώθηση γλεντιού',
      unpromote: 'Τέλος προώθησης',
      cancel: 'Ακύρωση γλεντιού',
      uncancel: 'Επαναφορά γλεντιού',
      delete: 'Διαγραφή γλεντιού',
    },
    ok: 'Ναι',
    back: 'Πίσω',
  },
} as const;
