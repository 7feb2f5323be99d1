/** The words of Glentia's account e-mails, in the language the person was using. */

import { escapeHtml } from '../../lib/html.ts';
import type { Language } from '../../lib/language.ts';
import { MAIL_SIGNATURE, type Mail, mailButton, mailDocument } from '../../lib/mailer.ts';

type MailKind = 'verify-email' | 'reset-password' | 'already-registered';

const TEXTS: Record<
  MailKind,
  Record<Language, { subject: string; intro: string; action: string; outro: string }>
> = {
  'verify-email': {
    el: {
      subject: 'Επιβεβαίωσε το e-mail σου στα Γλέντια',
      intro:
        'Καλώς ήρθες στα Γλέντια! Πάτησε τον σύνδεσμο για να επιβεβαιώσεις τη διεύθυνσή σου και να συνδεθείς:',
      action: 'Επιβεβαίωση e-mail',
      outro: 'Ο σύνδεσμος ισχύει για 48 ώρες. Αν δεν έκανες εσύ την εγγραφή, αγνόησε αυτό το μήνυμα.',
    },
    en: {
      subject: 'Confirm your e-mail for Glentia',
      intro: 'Welcome to Glentia! Open this link to confirm your address and log in:',
      action: 'Confirm e-mail',
      outro: 'The link is valid for 48 hours. If you did not sign up, ignore this message.',
    },
  },
  'reset-password': {
    el: {
      subject: 'Νέος κωδικός για τα Γλέντια',
      intro: 'Ζήτησες νέο κωδικό. Πάτησε τον σύνδεσμο για να ορίσεις έναν:',
      action: 'Ορισμός νέου κωδικού',
      outro:
        'Ο σύνδεσμος ισχύει για 1 ώρα. Αν δεν το ζήτησες εσύ, αγνόησε αυτό το μήνυμα· ο κωδικός σου δεν άλλαξε.',
    },
    en: {
      subject: 'A new password for Glentia',
      intro: 'You asked for a new password. Open this link to choose one:',
      action: 'Choose a new password',
      outro:
        'The link is valid for one hour. If you did not ask for this, ignore this message; your password has not changed.',
    },
  },
  'already-registered': {
    el: {
      subject: 'Έχεις ήδη λογαριασμό στα Γλέντια',
      intro:
        'Κάποιος (ίσως εσύ) προσπάθησε να κάνει εγγραφή με αυτό το e-mail, που έχει ήδη λογαριασμό. Αν ξέχασες τον κωδικό σου, όρισε νέο εδώ:',
      action: 'Ορισμός νέου κωδικού',
      outro: 'Αν δεν ήσουν εσύ, αγνόησε αυτό το μήνυμα.',
    },
    en: {
      subject: 'You already have a Glentia account',
      intro:
        'Someone (perhaps you) tried to sign up with this e-mail, which already has an account. If you forgot your password, choose a new one here:',
      action: 'Choose a new password',
      outro: 'If this was not you, ignore this message.',
    },
  },
};

export function accountMail(kind: MailKind, language: Language, to: string, link: string): Mail {
  const words = TEXTS[kind][language];
  const text = `${words.intro}\n\n${link}\n\n${words.outro}\n\n${MAIL_SIGNATURE}\n`;
  const html = mailDocument(language, [
    `<p>${escapeHtml(words.intro)}</p>`,
    mailButton(link, words.action),
    `<p style="font-size:14px;color:#555">${escapeHtml(link)}</p>`,
    `<p style="font-size:14px;color:#555">${escapeHtml(words.outro)}</p>`,
  ]);
  return { to, subject: words.subject, text, html, link };
}
