/** Texts of the event page (/glentia/{id}). */
export const eventPage = {
  loading: 'Φόρτωση γλεντιού…',
  canceled: {
    title: 'Το γλέντι ακυρώθηκε',
    message: 'Σύμφωνα με το μαγαζί, αυτό το γλέντι δεν θα γίνει.',
  },
  due: {
    title: 'Το γλέντι έχει περάσει',
    message: 'Έγινε {{date}}. Δες τι γίνεται τις επόμενες μέρες.',
    browse: 'Επόμενα γλέντια',
  },
  posterAlt: 'Αφίσα: {{title}}',
  when: 'Πότε',
  dateLink: 'Όλα τα γλέντια της ημέρας',
  time: 'Ώρα',
  timeRange: '{{start}} – {{end}}',
  timeFrom: 'από τις {{start}}',
  timeUnknown: 'Η ώρα θα ανακοινωθεί',
  views: '{{views}} προβολές',
  artists: 'Καλλιτέχνες',
  artistImageAlt: 'Φωτογραφία: {{name}}',
  venue: 'Μαγαζί',
  venueNoCounty: 'Κρήτη',
  untitled: 'Γλέντι',
  phone: 'Τηλέφωνο κρατήσεων',
  about: {
    title: 'Για το γλέντι',
    created: 'Προστέθηκε {{date}}',
    publishedFrom: 'από τον χρήστη {{username}}',
    noDescription: 'Δεν υπάρχει περιγραφή. Για λεπτομέρειες, επικοινώνησε με το μαγαζί.',
  },
  links: {
    menu: 'Μενού',
    lottery: 'Λαχειοφόρος',
  },
  more: {
    title: 'Κι άλλα γλέντια',
    viewAll: 'Όλα τα γλέντια',
  },
  note: 'Τα Γλέντια δεν ευθύνονται για αλλαγές, αναβολές ή ακυρώσεις των εκδηλώσεων. Πριν ξεκινήσεις, επιβεβαίωσε ώρα και πρόγραμμα με το μαγαζί.',
  notFound: {
    title: 'Το γλέντι δεν βρέθηκε',
    message: 'Αυτό το γλέντι δεν υπάρχει ή δεν είναι πια διαθέσιμο. Δες τα υπόλοιπα γλέντια της Κρήτης.',
    ok: 'Δες τα γλέντια',
  },
  ads: 'Χορηγούμενο',
} as const;
