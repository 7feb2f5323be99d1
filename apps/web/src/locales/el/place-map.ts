/** Texts of the map block of event and venue pages. */
export const placeMap = {
  title: 'Πού θα το βρεις',
  open: 'Άνοιγμα στους χάρτες',
  directions: 'Οδηγίες',
  directionsLabel: 'Οδηγίες για {{venueAcc}} στην εφαρμογή χαρτών σου',
  opensInNewTab: '(ανοίγει σε νέα καρτέλα)',
  confirm: {
    title: 'Επιβεβαίωση',
    message: 'Επίλεξε OK για να ανοίξεις τη θέση {{venueOf}} στο Google Maps, σε νέα καρτέλα!',
    ok: 'OK',
    cancel: 'Άκυρο',
  },
  locked: {
    message: 'Ο χάρτης είναι διαθέσιμος με σύνδεση.',
    login: 'Σύνδεση για τον χάρτη',
    external: 'Άνοιγμα στο Google Maps',
  },
  rating: 'Βαθμολογία {{rating}} στα 5 από {{total}} κριτικές',
  ratingNoTotal: 'Βαθμολογία {{rating}} στα 5',
  reviews_one: '{{total}} κριτική',
  reviews_other: '{{total}} κριτικές',
  towns: {
    chania: 'Χανιά',
    rethymno: 'Ρέθυμνο',
    heraklion: 'Ηράκλειο',
    agiosNikolaos: 'Άγ. Νικόλαος',
    sitia: 'Σητεία',
    ierapetra: 'Ιεράπετρα',
  },
} as const;
