/** Texts of event cards and lists. */
export const events = {
  canceled: 'Ακυρώθηκε',
  featured: 'Προτεινόμενο',
  entryFree: 'Δωρεάν',
  entryPrefix: 'Είσοδος:',
  posterAlt: 'Αφίσα του γλεντιού {{venueAt}}',
  posterAltNoVenue: 'Αφίσα γλεντιού',
  unknownVenue: 'Μαγαζί χωρίς όνομα',
  startsAt: 'στις {{time}}',
} as const;
