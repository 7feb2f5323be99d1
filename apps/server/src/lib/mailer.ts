/**
 * Sends Glentia's e-mails (address verification, password reset). With `SMTP_URL` they go through
 * that server; without it each mail is written to `<DATA_DIR>/outbox/` as an .eml file and its link
 * is logged, so someone running Glentia on their own machine can still finish signing up.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { AppError } from './errors.ts';
import { escapeHtml } from './html.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about, for the log when no SMTP server is configured. */
  link: string;
  /** More header lines (ASCII), e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

/** Closes every Glentia e-mail, in both languages. */
export const MAIL_SIGNATURE = '— Γλέντια / Glentia';

/** The HTML of a Glentia e-mail: the given blocks (already HTML), then the signature. */
export function mailDocument(language: string, blocks: readonly string[]): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f1a17">
${blocks.join('\n')}
<p>${MAIL_SIGNATURE}</p>
</body></html>`;
}

/** The e-mail's one call to action, as a button-like link. */
export function mailButton(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#9f1d35;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
}

const NOT_SENT = () =>
  new AppError(503, 'MAIL_NOT_SENT', {
    el: 'Δεν μπορέσαμε να στείλουμε το e-mail. Δοκίμασε ξανά σε λίγο.',
    en: 'The e-mail could not be sent. Please try again shortly.',
  });

/** RFC 2047 encoding for a header with Greek in it. */
const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;

/** The .eml text of a mail: readable as is, and opens in any mail program. */
export function outboxMessage(mail: Mail, from: string, date = new Date()): string {
  const boundary = `glentia-${randomBytes(8).toString('hex')}`;
  return [
    `From: ${encodeHeader(from)}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const { smtpUrl } = options;
    // The SMTP client is loaded with the first mail, not with the server.
    let transport: Promise<Transporter> | null = null;
    return {
      async send(mail) {
        try {
          transport ??= import('nodemailer').then(({ default: nodemailer }) =>
            nodemailer.createTransport(smtpUrl),
          );
          await (await transport).sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(mail.headers ? { headers: mail.headers } : {}),
          });
        } catch (error) {
          options.log.error({ err: error, to: mail.to }, 'e-mail not sent');
          throw NOT_SENT();
        }
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(mail) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      try {
        await mkdir(outbox, { recursive: true });
        await writeFile(file, outboxMessage(mail, options.from), 'utf8');
      } catch (error) {
        options.log.error({ err: error, file }, 'e-mail not written to the outbox');
        throw NOT_SENT();
      }
      options.log.info(
        { to: mail.to, file, link: mail.link },
        `e-mail (no SMTP_URL set): ${mail.subject} → ${mail.link}`,
      );
    },
  };
}
