/** Texts of sharing: the share dialog, the share image and the calendar file. */
export const share = {
  open: 'Κοινοποίηση',
  dialog: {
    title: 'Κοινοποίηση',
    close: 'Κλείσιμο',
    via: 'Στείλ’ το με',
    link: 'Σύνδεσμος',
    copy: 'Αντιγραφή συνδέσμου',
    copied: 'Αντιγράφηκε',
    clipboardUnavailable: 'Ο browser σου δεν επιτρέπει την αντιγραφή· αντίγραψε τον σύνδεσμο με το χέρι.',
    opensApp: 'ανοίγει την εφαρμογή',
    opensInNewTab: '(ανοίγει σε νέα καρτέλα)',
  },
  targets: {
    facebook: 'Facebook',
    messenger: 'Messenger',
    viber: 'Viber',
    whatsapp: 'WhatsApp',
    sms: 'SMS',
  },
  actions: {
    title: 'Μοιράσου το',
    downloadImage: 'Εικόνα για Instagram',
    downloadImageHint: 'Λήψη τετράγωνης εικόνας 1000 × 1000',
    nativeShare: 'Κοινοποίηση με εικόνα',
    share: 'Κοινοποίηση',
    calendar: 'Στο ημερολόγιο',
    calendarHint: 'Λήψη αρχείου .ics',
    working: 'Ετοιμάζεται…',
    failed: 'Δεν τα καταφέραμε αυτή τη φορά. Δοκίμασε ξανά.',
    done: 'Έτοιμο',
    unavailable: 'Η κοινοποίηση δεν είναι διαθέσιμη για γλέντι που έχει περάσει ή δεν έχει δημοσιευτεί.',
  },
  image: {
    brand: 'Γλέντια',
  },
  message: {
    event: 'Γλέντι {{venueAt}}, {{date}}',
    eventNoVenue: 'Γλέντι, {{date}}',
    profile: '{{name}} στα Γλέντια της Κρήτης',
  },
} as const;
