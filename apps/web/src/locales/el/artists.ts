/** Texts of the artist page (/artist/{id}). */
export const artists = {
  loading: 'Φόρτωση καλλιτέχνη…',
  imageAlt: 'Φωτογραφία: {{name}}',
  defaultImageAlt: 'Εικόνα καλλιτέχνη με κρητική λύρα',
  followers_one: '{{total}} ακόλουθος',
  followers_other: '{{total}} ακόλουθοι',
  listeners_one: '{{total}} ακόλουθος στο Spotify',
  listeners_other: '{{total}} ακόλουθοι στο Spotify',
  links: {
    instagram: 'Instagram',
    instagramLabel: '{{name}} στο Instagram (ανοίγει σε νέα καρτέλα)',
    website: 'Ιστότοπος',
    websiteLabel: 'Ιστότοπος: {{name}} (ανοίγει σε νέα καρτέλα)',
  },
  upcoming: {
    title: 'Επόμενες εμφανίσεις',
    empty: 'Δεν έχει ανακοινωθεί κάποια εμφάνιση για τους επόμενους δύο μήνες.',
  },
  past: {
    title: 'Προηγούμενες εμφανίσεις',
    empty: 'Δεν υπάρχουν προηγούμενες εμφανίσεις.',
  },
  spotify: {
    title: 'Δισκογραφία',
    open: 'Άκου στο Spotify',
    newTab: '(ανοίγει σε νέα καρτέλα)',
    coverAlt: 'Εξώφυλλο: {{name}}',
    types: {
      album: 'Άλμπουμ',
      single: 'Single',
      compilation: 'Συλλογή',
      other: 'Κυκλοφορία',
    },
  },
  error: {
    title: 'Δεν ήταν δυνατή η φόρτωση',
  },
  notFound: {
    title: 'Ο καλλιτέχνης δεν βρέθηκε',
    message: 'Αυτός ο καλλιτέχνης δεν υπάρχει ή δεν είναι πια στα Γλέντια.',
    action: 'Δες τα γλέντια',
  },
} as const;
