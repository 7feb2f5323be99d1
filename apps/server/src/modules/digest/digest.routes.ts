/**
 * `GET`/`POST /digest/unsubscribe?token=…`: the weekly digest's one-tap unsubscribe, with no sign-in.
 * The e-mail's link opens it (GET): a small page in the person's language with one button, because
 * mail scanners open every link of a mail and must not turn anybody's digest off. The button posts
 * to the same address, as mail programs' unsubscribe buttons do (RFC 8058 one-click,
 * `List-Unsubscribe=One-Click`); a POST turns the digest off for the person the signed token names
 * and answers a small page saying so in their language. A token that is not ours is a 400 saying
 * so in Greek and English. A page, not JSON, so a plain route outside the contract.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html.ts';
import { type Language, pageAddress, pageLanguage } from '../../lib/language.ts';
import { MAIL_SIGNATURE } from '../../lib/mailer.ts';
import { digestTokenHolder, unsubscribeFromDigest } from './digest.service.ts';

const ASK: Record<Language, { title: string; body: string; button: string; settings: string }> = {
  el: {
    title: 'Να σταματήσει η εβδομαδιαία σύνοψη;',
    body: 'Πάτα το κουμπί και δεν θα σου ξαναστείλουμε την εβδομαδιαία σύνοψη.',
    button: 'Σταμάτα τη σύνοψη',
    settings: 'Ρυθμίσεις ειδοποιήσεων',
  },
  en: {
    title: 'Stop the weekly digest?',
    body: 'Tap the button and we will not send you the weekly digest again.',
    button: 'Stop the digest',
    settings: 'Notification settings',
  },
};

const DONE: Record<Language, { title: string; body: string; settings: string; home: string }> = {
  el: {
    title: 'Η εβδομαδιαία σύνοψη σταμάτησε',
    body: 'Δεν θα σου ξαναστείλουμε την εβδομαδιαία σύνοψη. Αν την ξαναθέλεις, άνοιξέ την από τις ρυθμίσεις ειδοποιήσεων.',
    settings: 'Ρυθμίσεις ειδοποιήσεων',
    home: 'Στα Γλέντια',
  },
  en: {
    title: 'The weekly digest is off',
    body: 'We will not send you the weekly digest again. If you want it back, turn it on in your notification settings.',
    settings: 'Notification settings',
    home: 'Go to Glentia',
  },
};

/** The 400 of a token that is not ours, in both languages (we cannot know whose it was). */
export const INVALID_TOKEN = {
  el: 'Ο σύνδεσμος δεν είναι έγκυρος ή έχει αλλοιωθεί. Μπορείς να σταματήσεις τη σύνοψη από τις ρυθμίσεις ειδοποιήσεων.',
  en: 'This link is not valid or has been altered. You can turn the digest off in your notification settings.',
};

function page(language: Language, title: string, blocks: string[]): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0 16px;font-family:system-ui,sans-serif;line-height:1.5;color:#1f1a17;background:#faf7f2">
<main style="max-width:32rem;margin:12vh auto;padding:24px;background:#fff;border-radius:16px;box-shadow:0 1px 4px #0002">
${blocks.join('\n')}
<p style="color:#555">${MAIL_SIGNATURE}</p>
</main></body></html>`;
}

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#9f1d35;font-weight:600">${escapeHtml(label)}</a>`;

export const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  // Mail programs post the one-click form (RFC 8058); its one field is not needed, the token is.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  type UnsubscribeRequest = FastifyRequest<{ Querystring: { token?: string } }>;

  const asPage = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8');

  const invalid = (reply: FastifyReply) =>
    reply
      .code(400)
      .send(
        page('el', 'Γλέντια · Glentia', [
          `<h1 style="font-size:20px">Μη έγκυρος σύνδεσμος</h1>`,
          `<p>${escapeHtml(INVALID_TOKEN.el)}</p>`,
          `<h1 lang="en" style="font-size:20px">Invalid link</h1>`,
          `<p lang="en">${escapeHtml(INVALID_TOKEN.en)}</p>`,
          `<p>${link('/settings/notifications', 'Ρυθμίσεις ειδοποιήσεων · Notification settings')}</p>`,
        ]),
      );

  /** The link opened: nothing changes yet; one button posts the one-click form. */
  const ask = async (request: UnsubscribeRequest, reply: FastifyReply) => {
    asPage(reply);
    const token = request.query.token ?? '';
    const holder = await digestTokenHolder(db, token);
    if (!holder) return invalid(reply);
    const language = holder.language ?? pageLanguage(request.query, request.headers['accept-language']);
    const words = ASK[language];
    const action = `/digest/unsubscribe?token=${encodeURIComponent(token)}`;
    return reply.send(
      page(language, words.title, [
        `<h1 style="font-size:22px">${escapeHtml(words.title)}</h1>`,
        `<p>${escapeHtml(words.body)}</p>`,
        `<form method="post" action="${escapeHtml(action)}">`,
        '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
        `<button type="submit" style="font:inherit;font-weight:600;color:#fff;background:#9f1d35;border:0;border-radius:999px;padding:12px 24px;min-height:44px;cursor:pointer">${escapeHtml(words.button)}</button>`,
        '</form>',
        `<p>${link('/settings/notifications', words.settings)}</p>`,
      ]),
    );
  };

  /** The button, or a mail program's one-click: the digest goes off. */
  const unsubscribe = async (request: UnsubscribeRequest, reply: FastifyReply) => {
    asPage(reply);
    const done = await unsubscribeFromDigest(db, request.query.token ?? '');
    if (!done) return invalid(reply);
    const language = done.language ?? pageLanguage(request.query, request.headers['accept-language']);
    const words = DONE[language];
    return reply.send(
      page(language, words.title, [
        `<h1 style="font-size:22px">${escapeHtml(words.title)}</h1>`,
        `<p>${escapeHtml(words.body)}</p>`,
        `<p>${link('/settings/notifications', words.settings)} · ${link(pageAddress('/', language), words.home)}</p>`,
      ]),
    );
  };

  const schema = {
    hide: true,
    querystring: z.object({ token: z.string().max(1000).optional() }),
  };
  app.get('/digest/unsubscribe', { schema }, ask);
  app.post('/digest/unsubscribe', { schema }, unsubscribe);
};
