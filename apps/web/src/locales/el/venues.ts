/** Texts of the venue page (/location/{id}). */
export const venues = {
  loading: 'Φόρτωση μαγαζιού…',
  imageAlt: 'Φωτογραφία προφίλ: {{name}}',
  defaultImageAlt: 'Εικόνα μαγαζιού με ζωντανή μουσική',
  followers_one: '{{total}} ακόλουθος',
  followers_other: '{{total}} ακόλουθοι',
  autoProfile: {
    label: 'Σχετικά με αυτό το προφίλ',
    text: 'Το προφίλ δημιουργήθηκε αυτόματα από τα Γλέντια με δημόσια στοιχεία του μαγαζιού. Είναι δικό σου; Επικοινώνησε μαζί μας για αλλαγές.',
  },
  links: {
    instagram: 'Instagram',
    instagramLabel: '{{name}} στο Instagram (ανοίγει σε νέα καρτέλα)',
    phone: 'Κλήση',
    phoneLabel: 'Κλήση στο {{phone}}',
    website: 'Ιστότοπος',
    websiteLabel: 'Ιστότοπος: {{name}} (ανοίγει σε νέα καρτέλα)',
  },
  upcoming: {
    title: 'Επόμενα γλέντια',
    empty: 'Δεν έχει ανακοινωθεί κάποιο γλέντι εδώ για τους επόμενους δύο μήνες.',
  },
  past: {
    title: 'Προηγούμενα γλέντια',
    empty: 'Δεν υπάρχουν προηγούμενα γλέντια.',
  },
  error: {
    title: 'Δεν ήταν δυνατή η φόρτωση',
  },
  notFound: {
    title: 'Το μαγαζί δεν βρέθηκε',
    message: 'Αυτό το μαγαζί δεν υπάρχει ή δεν είναι πια στα Γλέντια.',
    action: 'Δες τα γλέντια',
  },
} as const;
