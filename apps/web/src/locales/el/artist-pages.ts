/** Texts of an artist account's pages on the users screen (kept with that screen's code). */
export const artistPages = {
  title: 'Σελίδες του καλλιτέχνη',
  none: 'Δεν έχει ακόμα σελίδα καλλιτέχνη.',
  search: 'Πρόσθεσε σελίδα καλλιτέχνη',
  searchHint: 'Γράψε το όνομα του καλλιτέχνη ή του συγκροτήματος.',
  add: 'Πρόσθεσε: {{name}}',
  remove: 'Αφαίρεσε: {{name}}',
  noMatch: 'Κανένας καλλιτέχνης δεν ταιριάζει.',
  saved: 'Αποθηκεύτηκαν οι σελίδες ({{username}}).',
  loading: 'Φόρτωση…',
} as const;
