/**
 * The cookie banner's words (SPEC §9 categories: necessary, analytics, ads), Greek and English.
 * They live here, not in the app's translations, so they download only with the banner.
 */
import type { Translation } from 'vanilla-cookieconsent';

export const consentTexts: Record<'el' | 'en', Translation> = {
  el: {
    consentModal: {
      title: 'Cookies στα Γλέντια',
      description:
        'Χρησιμοποιούμε τα απαραίτητα cookies για να λειτουργεί η εφαρμογή. Με τη συγκατάθεσή σου, μετράμε ανώνυμα τη χρήση και τις προβολές διαφημίσεων για να βελτιώνουμε τα Γλέντια. <a href="/cookies">Πολιτική cookies</a>',
      acceptAllBtn: 'Αποδοχή όλων',
      acceptNecessaryBtn: 'Μόνο τα απαραίτητα',
      showPreferencesBtn: 'Επιλογές',
    },
    preferencesModal: {
      title: 'Ρυθμίσεις cookies',
      acceptAllBtn: 'Αποδοχή όλων',
      acceptNecessaryBtn: 'Μόνο τα απαραίτητα',
      savePreferencesBtn: 'Αποθήκευση επιλογών',
      closeIconLabel: 'Κλείσιμο',
      sections: [
        {
          title: 'Η επιλογή σου',
          description: 'Διάλεξε τι επιτρέπεις. Μπορείς να το αλλάξεις όποτε θέλεις από τις Ρυθμίσεις.',
        },
        {
          title: 'Απαραίτητα',
          description:
            'Κρατούν τη σύνδεσή σου, τη γλώσσα, το θέμα και αυτή την επιλογή. Χωρίς αυτά η εφαρμογή δεν λειτουργεί.',
          linkedCategory: 'necessary',
        },
        {
          title: 'Στατιστικά',
          description: 'Ανώνυμες μετρήσεις επισκέψεων και προβολών γλεντιών, για να ξέρουμε τι αρέσει.',
          linkedCategory: 'analytics',
        },
        {
          title: 'Διαφημίσεις',
          description: 'Μετρούν προβολές και πατήματα στις διαφημίσεις των χορηγών μας.',
          linkedCategory: 'ads',
        },
      ],
    },
  },
  en: {
    consentModal: {
      title: 'Cookies on Glentia',
      description:
        'We use the necessary cookies to make the app work. With your consent, we also count usage and ad views anonymously to improve Glentia. <a href="/cookies">Cookie policy</a>',
      acceptAllBtn: 'Accept all',
      acceptNecessaryBtn: 'Necessary only',
      showPreferencesBtn: 'Choices',
    },
    preferencesModal: {
      title: 'Cookie settings',
      acceptAllBtn: 'Accept all',
      acceptNecessaryBtn: 'Necessary only',
      savePreferencesBtn: 'Save choices',
      closeIconLabel: 'Close',
      sections: [
        {
          title: 'Your choice',
          description: 'Choose what you allow. You can change it any time in Settings.',
        },
        {
          title: 'Necessary',
          description:
            'They keep your login, language, theme and this choice. The app does not work without them.',
          linkedCategory: 'necessary',
        },
        {
          title: 'Statistics',
          description: 'Anonymous counts of visits and glenti views, so we know what people like.',
          linkedCategory: 'analytics',
        },
        {
          title: 'Ads',
          description: 'They count views and taps on our sponsors’ ads.',
          linkedCategory: 'ads',
        },
      ],
    },
  },
};
