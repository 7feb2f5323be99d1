/**
 * RSS 2.0 and Atom 1.0 feeds of events. An item is an event when it says when: the RSS event
 * module's `ev:startdate` (or xCal's `dtstart`), or a date written in its text as Greek sites
 * write it ("Σάββατο 14/06/2026 22:00") — which is also how Glentia's own feeds begin each item
 * ("14/06/2026 22:00 · venue · artists"). Items with no date are news, not events, and are skipped.
 */

import { isValidDate } from '@glentia/core';
import { XMLParser } from 'fast-xml-parser';
import { plainText } from '../../events/imports/page-reader.ts';
import {
  cleanText,
  creteDateTimeOf,
  httpsUrl,
  UnreadableSourceError,
  type UpstreamEvent,
} from './upstream.ts';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  processEntities: true,
  htmlEntities: true,
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link' || name === 'category',
});

function textOf(value: unknown): string | null {
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return textOf((value as Node)['#text']);
  return null;
}

/** Atom's `<link rel="alternate" href>` or RSS's `<link>text</link>`. */
function linkOf(value: unknown): string | null {
  const links = Array.isArray(value) ? value : value === undefined ? [] : [value];
  for (const link of links) {
    if (typeof link === 'string') return link.trim();
    const node = link as Node;
    if (typeof node['@href'] === 'string' && (!node['@rel'] || node['@rel'] === 'alternate'))
      return node['@href'];
  }
  return null;
}

const CANCELED_TITLE = /^\s*(ΑΚΥΡΩΘΗΚΕ|ΑΚΥΡΩΣΗ|CANCELL?ED)\s*[:·-]\s*/i;

/** A `DD/MM/YYYY [HH:mm]` (or with dots or dashes) written in the text. */
function writtenDate(text: string): { date: string; time: string | null } | null {
  const match = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[^\d\n]{0,12}?(\d{1,2})[:.](\d{2}))?/.exec(text);
  if (!match) return null;
  const date = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  if (!isValidDate(date)) return null;
  const hour = match[4] ? Number(match[4]) : null;
  const time = hour !== null && hour < 24 ? `${String(hour).padStart(2, '0')}:${match[5]}` : null;
  return { date, time };
}

function itemOf(node: Node, feedUrl: string): UpstreamEvent | null {
  const rawTitle = plainText(textOf(node.title) ?? '');
  const body = plainText(textOf(node.description) ?? textOf(node.summary) ?? textOf(node.content) ?? '');
  const link = linkOf(node.link);
  const id = textOf(node.guid) ?? textOf(node.id) ?? link;
  const stated = textOf(node['ev:startdate']) ?? textOf(node['xcal:dtstart']) ?? textOf(node.dtstart);
  const when = creteDateTimeOf(stated) ?? writtenDate(body) ?? writtenDate(rawTitle);
  if (!when || !id) return null;
  // Glentia's own items start "[ΑΚΥΡΩΘΗΚΕ · ]when · venue · artists"; the event's text follows.
  const [head, ...rest] = body.split('\n');
  const parts = (head ?? '').split(' · ').map((part) => part.trim());
  const canceledHead = /^ΑΚΥΡΩΘΗΚΕ$/.test(parts[0] ?? '');
  if (canceledHead) parts.shift();
  const glentiaHead = parts.length >= 2 && writtenDate(parts[0] ?? '') !== null;
  const canceled = CANCELED_TITLE.test(rawTitle) || canceledHead;
  const headParts = glentiaHead ? parts.slice(1) : [];
  return {
    upstreamId: id.trim(),
    title: cleanText(rawTitle.replace(CANCELED_TITLE, ''), 200),
    date: when.date,
    time: when.time,
    duration: null,
    description: cleanText(glentiaHead ? rest.join('\n') : body),
    venueName: cleanText(textOf(node['ev:location']) ?? headParts[0] ?? null, 120),
    artistNames: (headParts[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    url: httpsUrl(link, feedUrl),
    canceled,
  };
}

/** The events of an RSS or Atom feed. */
export function readFeed(xml: string, feedUrl: string): UpstreamEvent[] {
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch {
    throw new UnreadableSourceError('not a feed');
  }
  const rss = document.rss as Node | undefined;
  const channel = (rss?.channel ?? (document['rdf:RDF'] as Node | undefined)) as Node | undefined;
  const atom = document.feed as Node | undefined;
  const nodes = (channel?.item ?? (document['rdf:RDF'] as Node | undefined)?.item ?? atom?.entry) as
    | Node[]
    | undefined;
  if (!channel && !atom) throw new UnreadableSourceError('not a feed');
  const found = new Map<string, UpstreamEvent>();
  for (const node of nodes ?? []) {
    // A Glentia feed marks a cancelled event with a prefix; it still lists it.
    const item = itemOf(node, feedUrl);
    if (item && !found.has(item.upstreamId)) found.set(item.upstreamId, item);
  }
  return [...found.values()];
}
