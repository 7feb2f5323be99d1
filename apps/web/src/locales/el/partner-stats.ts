/** Texts of the partner's charts (kept with the partner page's lazily loaded code). */
export const partnerStats = {
  title: 'Προβολές και αποθηκεύσεις ανά ημέρα',
  intro: 'Διάλεξε γλέντι για να δεις πώς πάει τις τελευταίες 30 ημέρες.',
  event: 'Γλέντι',
  label: 'Προβολές και αποθηκεύσεις ανά ημέρα ({{date}})',
  views: 'Προβολές',
  saves: 'Αποθηκεύσεις',
  noArtists: 'χωρίς καλλιτέχνες',
} as const;
