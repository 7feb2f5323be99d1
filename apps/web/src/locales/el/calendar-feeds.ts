/** Texts of calendar subscriptions: the subscribe buttons, Google Calendar links and the private feed. */
export const calendarFeeds = {
  subscribe: {
    title: 'Βάλε τα γλέντια στο ημερολόγιό σου',
    hint: 'Τα επόμενα γλέντια μπαίνουν μόνα τους στο ημερολόγιό σου και ενημερώνονται όταν αλλάζουν.',
    calendarApp: 'Συνδρομή ημερολογίου',
    google: 'Συνδρομή στο Google Calendar',
    rss: 'RSS',
    feedTitle: 'Γλέντια: {{name}}',
  },
  event: {
    google: 'Στο Google Calendar',
    googleLabel: 'Πρόσθεσε το γλέντι στο Google Calendar (ανοίγει σε νέα καρτέλα)',
  },
  private: {
    title: 'Το ημερολόγιό μου',
    hint: 'Τα αγαπημένα σου και τα γλέντια όσων ακολουθείς, σε ένα ιδιωτικό ημερολόγιο. Μη δίνεις τον σύνδεσμο σε άλλους.',
    create: 'Δημιούργησε σύνδεσμο',
    renew: 'Νέος σύνδεσμος',
    revoke: 'Ακύρωση συνδέσμου',
    active: 'Ενεργός σύνδεσμος από {{date}}',
    hiddenUrl:
      'Ο σύνδεσμος φαίνεται μόνο στη συσκευή όπου δημιουργήθηκε. Πάρε νέο σύνδεσμο για να τον δεις εδώ.',
    urlLabel: 'Ιδιωτικός σύνδεσμος ημερολογίου',
    copy: 'Αντιγραφή',
    copied: 'Αντιγράφηκε',
    revoked: 'Ο σύνδεσμος ακυρώθηκε· όσα ημερολόγια τον είχαν δεν ενημερώνονται πια.',
    failed: 'Δεν τα καταφέραμε αυτή τη φορά. Δοκίμασε ξανά.',
    loading: 'Φόρτωση…',
  },
};
