/** Texts of the events page (/events?date=, ?artist=, ?location=). */
export const eventsPage = {
  titleFallback: 'Γλέντια',
  artist: 'Καλλιτέχνης',
  venue: 'Μαγαζί',
  day: 'Γλέντια της ημέρας',
  artistPage: 'Σελίδα καλλιτέχνη',
  venuePage: 'Σελίδα μαγαζιού',
  upcoming: 'Προσεχή γλέντια',
  found_one: '{{count}} γλέντι',
  found_other: '{{count}} γλέντια',
  loading: 'Φόρτωση γλεντιών…',
  share: 'Κοινοποίηση',
  shareText: 'Γλέντια στην Κρήτη',
  copied: 'Αντιγράφηκε',
  unavailable: 'Ο browser σου δεν επιτρέπει την αντιγραφή· αντίγραψε τον σύνδεσμο με το χέρι.',
  empty: {
    title: 'Δεν βρέθηκαν γλέντια',
    message: 'Δεν υπάρχουν γλέντια εδώ ακόμη. Δοκίμασε ξανά αργότερα ή δες όλα τα γλέντια.',
    retry: 'Δοκίμασε ξανά',
    errorTitle: 'Δεν φόρτωσαν τα γλέντια',
    browse: 'Όλα τα γλέντια',
  },
  invalid: {
    title: 'Δεν ξέρουμε τι να δείξουμε',
    message: 'Ο σύνδεσμος δεν λέει ημερομηνία, καλλιτέχνη ή μαγαζί.',
  },
} as const;
