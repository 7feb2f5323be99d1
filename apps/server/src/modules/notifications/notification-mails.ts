/**
 * Notifications by e-mail: the fan-out queues a `mail.notify` job with each batch that reaches
 * accounts; the worker mails those whose settings keep e-mail on, and marks each one sent, so a
 * retry after a failure sends only what did not go out.
 */
import type { DbOrTx } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { Language } from '../../lib/language.ts';
import { MAIL_SIGNATURE, type Mail, type Mailer, mailButton, mailDocument } from '../../lib/mailer.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { jobHandlers } from '../jobs/jobs.service.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import { mailSettingsOf } from '../settings/settings.service.ts';
import { verifiedEmailsOf } from '../users/users.service.ts';
import {
  findUnmailedNotifications,
  type MailableNotification,
  markNotificationEmailed,
} from './notification-mails.repository.ts';
import { wordsOf } from './notification-story.ts';

/**
 * Of the given notifications, those still to be e-mailed: for an account with a confirmed address
 * whose settings keep e-mail on (the default). Three queries, whatever the number.
 */
async function findMailableNotifications(
  db: DbOrTx,
  ids: readonly string[],
): Promise<MailableNotification[]> {
  const unmailed = await findUnmailedNotifications(db, ids);
  const userIds = [...new Set(unmailed.map((notification) => notification.userId))];
  const [emails, settings] = await Promise.all([verifiedEmailsOf(db, userIds), mailSettingsOf(db, userIds)]);
  return unmailed.flatMap(({ id, userId, story, url }) => {
    const email = emails.get(userId);
    const chosen = settings.get(userId);
    if (!email || !chosen?.email) return [];
    const language: Language = chosen.language === 'en' ? 'en' : 'el';
    // Written now in the account's language, which may have changed since the notification was.
    return [{ id, email, language, ...wordsOf(story, language), url }];
  });
}

const WORDS: Record<Language, { open: string; why: string; settings: string }> = {
  el: {
    open: 'Άνοιγμα στα Γλέντια',
    why: 'Λαμβάνεις αυτό το e-mail επειδή έχεις ενεργές τις ειδοποιήσεις e-mail στα Γλέντια.',
    settings: 'Ρυθμίσεις ειδοποιήσεων',
  },
  en: {
    open: 'Open in Glentia',
    why: 'You get this e-mail because e-mail notifications are on in your Glentia settings.',
    settings: 'Notification settings',
  },
};

/** The e-mail telling one notification: its title as the subject, a link to open it, and how to stop them. */
export function notificationMail(notification: MailableNotification, publicUrl: string): Mail {
  const words = WORDS[notification.language];
  const link = new URL(notification.url ?? '/notifications', publicUrl).toString();
  const settings = new URL('/settings/notifications', publicUrl).toString();
  const body = notification.body ?? '';
  const text = [
    notification.title,
    ...(body ? [body] : []),
    link,
    `${words.why}\n${words.settings}: ${settings}`,
    MAIL_SIGNATURE,
  ].join('\n\n');
  const html = mailDocument(notification.language, [
    `<h1 style="font-size:20px">${escapeHtml(notification.title)}</h1>`,
    ...(body ? [`<p>${escapeHtml(body)}</p>`] : []),
    mailButton(link, words.open),
    `<p style="font-size:13px;color:#555">${escapeHtml(words.why)} <a href="${escapeHtml(settings)}" style="color:#555">${escapeHtml(words.settings)}</a></p>`,
  ]);
  return { to: notification.email, subject: notification.title, text, html, link };
}

export function notificationMailJobHandlers(
  db: DbOrTx,
  options: { mailer: Mailer; publicUrl: string; now?: () => Date },
): JobHandlers {
  return jobHandlers({
    async [JOB_KINDS.mail]({ notificationIds }) {
      for (const notification of await findMailableNotifications(db, notificationIds)) {
        // A failure fails the job; its retry finds only the notifications not yet marked.
        await options.mailer.send(notificationMail(notification, options.publicUrl));
        await markNotificationEmailed(db, notification.id, options.now?.() ?? new Date());
      }
    },
  });
}
