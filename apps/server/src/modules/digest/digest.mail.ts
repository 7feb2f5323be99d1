/**
 * The weekly digest e-mail, in the reader's language: their nights with the venue in the case the
 * sentence needs ("στην Ταβέρνα του Αντώνη"), their county's highlights, and a one-tap unsubscribe
 * link that is also in the List-Unsubscribe headers (RFC 2369, one-click per RFC 8058).
 */
import {
  atVenue,
  COUNTY_IN_GREEK,
  COUNTY_NAMES,
  formatSpokenDate,
  greekDate,
  type TEvent,
} from '@glentia/core';
import { escapeHtml } from '../../lib/html.ts';
import { type Language, pageAddress } from '../../lib/language.ts';
import { MAIL_SIGNATURE, type Mail, mailButton, mailDocument } from '../../lib/mailer.ts';
import { nameFor } from '../notifications/notifications.messages.ts';
import type { DigestContent } from './digest.content.ts';

/** The most nights one digest lists; the rest are one tap away in the app. */
export const MAIL_NIGHTS = 30;

const WORDS = {
  el: {
    title: 'Η εβδομάδα σου στα Γλέντια',
    intro: (from: string, to: string) =>
      `Από ${greekDate(from, 'acc')} ως ${greekDate(to, 'acc')}, τα γλέντια όσων ακολουθείς:`,
    subject: (nights: number, to: string) =>
      `${nights === 1 ? '1 γλέντι' : `${nights} γλέντια`} όσων ακολουθείς ως ${greekDate(to, 'acc')}`,
    more: (count: number) => (count === 1 ? 'και 1 ακόμη γλέντι.' : `και ${count} ακόμη γλέντια.`),
    highlights: (county: keyof typeof COUNTY_IN_GREEK) => `Ξεχωρίζουν ${COUNTY_IN_GREEK[county]}`,
    open: 'Άνοιξε τα Γλέντια',
    glenti: 'Γλέντι',
    canceled: 'ακυρώθηκε',
    why: 'Σου έρχεται επειδή διάλεξες την εβδομαδιαία σύνοψη με e-mail, μία φορά την εβδομάδα, κάθε Πέμπτη.',
    unsubscribe: 'Δεν τη θέλω άλλο',
    settings: 'Ρυθμίσεις ειδοποιήσεων',
  },
  en: {
    title: 'Your week on Glentia',
    intro: (from: string, to: string) =>
      `From ${formatSpokenDate(from, 'en-GB')} to ${formatSpokenDate(to, 'en-GB')}, the glentia of those you follow:`,
    subject: (nights: number, to: string) =>
      `${nights === 1 ? '1 glenti' : `${nights} glentia`} of those you follow until ${formatSpokenDate(to, 'en-GB')}`,
    more: (count: number) => (count === 1 ? 'and 1 more glenti.' : `and ${count} more glentia.`),
    highlights: (county: keyof typeof COUNTY_NAMES) => `Featured in ${COUNTY_NAMES[county].en}`,
    open: 'Open Glentia',
    glenti: 'Glenti',
    canceled: 'cancelled',
    why: 'You get this because you chose the weekly digest by e-mail: once a week, on Thursday.',
    unsubscribe: 'Unsubscribe',
    settings: 'Notification settings',
  },
} as const;

/** "Παρασκευή 4 Δεκεμβρίου, 22:00" / "Friday 4 December at 22:00" */
function whenOf(event: TEvent, language: Language): string {
  const day =
    language === 'el'
      ? greekDate(event.date, 'nom', { article: false })
      : formatSpokenDate(event.date, 'en-GB');
  if (!event.time) return day;
  return language === 'el' ? `${day}, ${event.time}` : `${day} at ${event.time}`;
}

/** "Ψαραντώνης στην Ταβέρνα του Αντώνη, Ηράκλειο" / "Psarantonis at Taverna tou Antoni, Heraklion" */
function whatOf(event: TEvent, language: Language): string {
  const artists = event.artists
    .slice(0, 4)
    .map((artist) => nameFor(artist.name, language))
    .join(', ');
  const who = artists || (event.title ? nameFor(event.title, language) : WORDS[language].glenti);
  const venue = event.location;
  if (!venue) return who;
  const at = language === 'el' ? atVenue(venue.name, venue.gender) : `at ${nameFor(venue.name, language)}`;
  const county = venue.county ? `, ${COUNTY_NAMES[venue.county][language]}` : '';
  return `${who} ${at}${county}`;
}

export interface DigestMailInput {
  to: string;
  language: Language;
  week: { from: string; to: string };
  content: DigestContent;
  publicUrl: string;
  unsubscribeUrl: string;
}

export function digestMail(input: DigestMailInput): Mail {
  const { language, content, publicUrl } = input;
  const words = WORDS[language];
  const link = (event: TEvent) =>
    pageAddress(new URL(`/glentia/${event.id}`, publicUrl).toString(), language);
  const settings = new URL('/settings/notifications', publicUrl).toString();
  const home = pageAddress(new URL('/glentia', publicUrl).toString(), language);
  const shown = content.nights.slice(0, MAIL_NIGHTS);
  const left = content.nights.length - shown.length;

  const lineText = (event: TEvent) =>
    `• ${whenOf(event, language)} · ${whatOf(event, language)}\n  ${link(event)}`;
  const lineHtml = (event: TEvent) =>
    `<li style="margin:0 0 10px"><a href="${escapeHtml(link(event))}" style="color:#9f1d35;font-weight:600;text-decoration:none">${escapeHtml(whenOf(event, language))}</a><br>${escapeHtml(whatOf(event, language))}</li>`;
  const highlightsTitle =
    content.county && content.highlights.length ? words.highlights(content.county) : null;

  const text = [
    words.title,
    words.intro(input.week.from, input.week.to),
    shown.map(lineText).join('\n'),
    ...(left > 0 ? [words.more(left)] : []),
    ...(highlightsTitle ? [`${highlightsTitle}\n${content.highlights.map(lineText).join('\n')}`] : []),
    home,
    `${words.why}\n${words.unsubscribe}: ${input.unsubscribeUrl}\n${words.settings}: ${settings}`,
    MAIL_SIGNATURE,
  ].join('\n\n');

  const html = mailDocument(language, [
    `<h1 style="font-size:22px;margin:0 0 8px">${escapeHtml(words.title)}</h1>`,
    `<p>${escapeHtml(words.intro(input.week.from, input.week.to))}</p>`,
    `<ul style="padding-left:18px">${shown.map(lineHtml).join('')}</ul>`,
    ...(left > 0 ? [`<p>${escapeHtml(words.more(left))}</p>`] : []),
    ...(highlightsTitle
      ? [
          `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(highlightsTitle)}</h2>`,
          `<ul style="padding-left:18px">${content.highlights.map(lineHtml).join('')}</ul>`,
        ]
      : []),
    mailButton(home, words.open),
    `<p style="font-size:13px;color:#555">${escapeHtml(words.why)}<br><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#555">${escapeHtml(words.unsubscribe)}</a> · <a href="${escapeHtml(settings)}" style="color:#555">${escapeHtml(words.settings)}</a></p>`,
  ]);

  return {
    to: input.to,
    subject: `${words.title}: ${words.subject(content.nights.length, input.week.to)}`,
    text,
    html,
    link: input.unsubscribeUrl,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
