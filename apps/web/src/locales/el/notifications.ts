/** Texts of the notifications page, push permission and app updates. */
export const notifications = {
  title: 'Ειδοποιήσεις',
  refresh: 'Ανανέωση',
  clearAll: 'Διαγραφή όλων',
  clearConfirm: 'Να διαγραφούν όλες οι ειδοποιήσεις;',
  clearConfirmButton: 'Διαγραφή όλων',
  clearBack: 'Πίσω',
  markAllRead: 'Όλες διαβασμένες',
  settings: 'Ρυθμίσεις ειδοποιήσεων',
  swipeHint: 'Σύρε δεξιά για «διαβάστηκε», αριστερά για διαγραφή.',
  unread: 'Νέα',
  markRead: 'Σημείωσε ως διαβασμένη',
  delete: 'Διαγραφή',
  today: 'Σήμερα',
  yesterday: 'Χθες',
  emptyTitle: 'Καμία ειδοποίηση',
  emptyMessage:
    'Ακολούθησε μαγαζιά και καλλιτέχνες ή βάλε γλέντια στα αγαπημένα για να μαθαίνεις τα νέα τους.',
  error: 'Οι ειδοποιήσεις δεν φόρτωσαν.',
  push: {
    title: 'Ειδοποιήσεις στη συσκευή',
    message: 'Μάθε αμέσως για νέα γλέντια των αγαπημένων σου και για αλλαγές.',
    enable: 'Ενεργοποίηση',
    blocked: 'Οι ειδοποιήσεις είναι αποκλεισμένες στις ρυθμίσεις του browser σου.',
    failed: 'Δεν ήταν δυνατή η ενεργοποίηση των ειδοποιήσεων.',
  },
  update: {
    message: 'Η σελίδα ενημερώθηκε',
    refresh: 'Ανανέωση',
  },
  reminder: {
    body: 'Το γλέντι ξεκινά! Καλή διασκέδαση.',
    open: 'Άνοιγμα',
    dismiss: 'Κλείσιμο',
  },
} as const;
