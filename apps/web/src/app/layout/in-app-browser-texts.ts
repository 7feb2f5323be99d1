/**
 * Texts of the in-app browser prompt, loaded with it only when a social app's browser is detected
 * (see lib/local-texts.ts).
 */
import { defineLocalTexts } from '../../lib/local-texts.ts';
import type { TranslationShape } from '../../locales/types.ts';

const el = {
  title: 'Άνοιξε τα Γλέντια στον browser σου',
  message:
    'Βλέπεις τη σελίδα μέσα από το {{app}}. Εκεί η σύνδεση, οι ειδοποιήσεις και η αποθήκευση εικόνων δεν δουλεύουν σωστά.',
  howTo: 'Πάτησε το μενού (⋯ ή ⋮) και διάλεξε «Άνοιγμα σε πρόγραμμα περιήγησης», ή αντίγραψε τον σύνδεσμο.',
  openChrome: 'Άνοιγμα στο Chrome',
  copy: 'Αντιγραφή συνδέσμου',
  copied: 'Αντιγράφηκε',
  copyFailed: 'Δεν ήταν δυνατή η αντιγραφή· κράτησε πατημένο τον σύνδεσμο για να τον αντιγράψεις.',
  dismiss: 'Συνέχεια εδώ',
  apps: {
    facebook: 'Facebook',
    messenger: 'Messenger',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    line: 'LINE',
    twitter: 'X (Twitter)',
    linkedin: 'LinkedIn',
    snapchat: 'Snapchat',
    wechat: 'WeChat',
  },
} as const;

const en: TranslationShape<typeof el> = {
  title: 'Open Glentia in your browser',
  message:
    'You are viewing this page inside {{app}}. Logging in, notifications and saving images do not work properly there.',
  howTo: 'Tap the menu (⋯ or ⋮) and choose “Open in browser”, or copy the link.',
  openChrome: 'Open in Chrome',
  copy: 'Copy link',
  copied: 'copied',
  copyFailed: 'Copying failed; press and hold the link to copy it.',
  dismiss: 'Stay here',
  apps: {
    facebook: 'Facebook',
    messenger: 'Messenger',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    line: 'LINE',
    twitter: 'X (Twitter)',
    linkedin: 'LinkedIn',
    snapchat: 'Snapchat',
    wechat: 'WeChat',
  },
};

export const useInAppBrowserTexts = defineLocalTexts(el, en);
