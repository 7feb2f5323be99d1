/** Texts of the in-app browser prompt, loaded only when a social app's browser is detected. */
export const inAppBrowser = {
  title: 'Άνοιξε τα Γλέντια στον browser σου',
  message:
    'Βλέπεις τη σελίδα μέσα από το {{app}}. Εκεί η σύνδεση, οι ειδοποιήσεις και η αποθήκευση εικόνων δεν δουλεύουν σωστά.',
  howTo: 'Πάτησε το μενού (⋯ ή ⋮) και διάλεξε «Άνοιγμα σε πρόγραμμα περιήγησης», ή αντίγραψε τον σύνδεσμο.',
  openChrome: 'Άνοιγμα στο Chrome',
  copy: 'Αντιγραφή συνδέσμου',
  copied: 'Αντιγράφηκε',
  copyFailed: 'Δεν ήταν δυνατή η αντιγραφή· κράτησε πατημένο τον σύνδεσμο για να τον αντιγράψεις.',
  dismiss: 'Συνέχεια εδώ',
} as const;
