/** Texts of a partner's venues on the users screen (kept with that screen's code). */
export const partnerVenues = {
  title: 'Μαγαζιά του συνεργάτη',
  none: 'Δεν έχει ακόμα μαγαζί.',
  search: 'Πρόσθεσε μαγαζί',
  searchHint: 'Γράψε το όνομα του μαγαζιού.',
  add: 'Πρόσθεσε: {{name}}',
  remove: 'Αφαίρεσε: {{name}}',
  noMatch: 'Κανένα μαγαζί δεν ταιριάζει.',
  saved: 'Αποθηκεύτηκαν τα μαγαζιά ({{username}}).',
  loading: 'Φόρτωση…',
} as const;
