/** Texts of the map block of event and venue pages. */
export const placeMap = {
  title: 'Πού θα το βρεις',
  open: 'Άνοιγμα στους χάρτες',
  directions: 'Οδηγίες',
  directionsLabel: 'Οδηγίες για {{venueAcc}} στην εφαρμογή χαρτών σου',
  opensInNewTab: '(ανοίγει σε νέα καρτέλα)',
  confirm: {
    title: 'Να ανοίξει το Google Maps;',
    message: 'Η θέση {{venueOf}} θα ανοίξει στο Google Maps, σε νέα καρτέλα.',
    ok: 'Άνοιγμα χάρτη',
    cancel: 'Πίσω',
  },
  locked: {
    message: 'Ο χάρτης είναι διαθέσιμος με σύνδεση.',
    login: 'Σύνδεση για τον χάρτη',
    external: 'Άνοιγμα στο Google Maps',
  },
  rating_one: 'Βαθμολογία {{rating}} στα 5 από {{total}} κριτική',
  rating_other: 'Βαθμολογία {{rating}} στα 5 από {{total}} κριτικές',
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
