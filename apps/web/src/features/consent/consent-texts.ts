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
        'Χρησιμοποιούμε τα απαραίτητα cookies για να λειτουργεί η εφαρμογή. Με τη συγκατάθεσή σου, μετράμε τη χρήση και τις προβολές διαφημίσεων μαζί με τον κωδικό της συσκευής σου· χωρίς αυτήν, μόνο σύνολα χωρίς κανένα αναγνωριστικό. <a href="/privacy#consent-choices">Τι ανοίγει κάθε επιλογή</a>',
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
            'Κρατούν τη σύνδεσή σου, τη γλώσσα, το θέμα, αυτή την επιλογή και τον κωδικό της συσκευής για τα αγαπημένα, όσους ακολουθείς και τις ειδοποιήσεις σου. Χωρίς αυτά η εφαρμογή δεν λειτουργεί.',
          linkedCategory: 'necessary',
        },
        {
          title: 'Στατιστικά',
          description:
            'Μετράμε τις επισκέψεις και τις προβολές γλεντιών μαζί με τον κωδικό της συσκευής σου (μία φορά την ημέρα), για να ξέρουμε τι αρέσει.',
          linkedCategory: 'analytics',
        },
        {
          title: 'Διαφημίσεις',
          description:
            'Οι προβολές και τα πατήματα στις διαφημίσεις των χορηγών μας καταγράφονται με τον κωδικό της συσκευής σου.',
          linkedCategory: 'ads',
        },
      ],
    },
  },
  en: {
    consentModal: {
      title: 'Cookies on Glentia',
      description:
        'We use the necessary cookies to make the app work. With your consent, we count usage and ad views together with your device id; without it, only totals with no identifier at all. <a href="/privacy#consent-choices">What each choice turns on</a>',
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
            'They keep your login, language, theme, this choice and the device id for your favourites, follows and notifications. The app does not work without them.',
          linkedCategory: 'necessary',
        },
        {
          title: 'Statistics',
          description:
            'We count visits and glenti views together with your device id (once a day), so we know what people like.',
          linkedCategory: 'analytics',
        },
        {
          title: 'Ads',
          description: 'Views and taps on our sponsors’ ads are recorded with your device id.',
          linkedCategory: 'ads',
        },
      ],
    },
  },
};
