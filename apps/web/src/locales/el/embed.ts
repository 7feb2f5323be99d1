/** The schedule widget's snippet, as partners and admins copy it (README "Widget for your website"). */
export const embed = {
  title: 'Το πρόγραμμα στη σελίδα σου',
  intro:
    'Βάλε τα επόμενα γλέντια στη δική σου ιστοσελίδα: αντέγραψε τον κώδικα και επικόλλησέ τον εκεί που θες να φαίνεται το πρόγραμμα. Ενημερώνεται μόνο του, δεν βάζει cookies και δεν θέλει συναίνεση.',
  venue: 'Μαγαζί',
  language: 'Γλώσσα',
  languages: { el: 'Ελληνικά', en: 'Αγγλικά' },
  theme: 'Εμφάνιση',
  themes: { auto: 'Όπως η συσκευή του επισκέπτη', light: 'Φωτεινή', dark: 'Σκοτεινή' },
  script: 'Κώδικας (script)',
  copy: 'Αντιγραφή κώδικα',
  frame: 'Για σελίδες που δεν δέχονται script (iframe)',
  policy:
    'Αν η σελίδα σου έχει Content-Security-Policy, πρόσθεσε το {{origin}} στα script-src και connect-src (ή στο frame-src για το iframe).',
};
