/**
 * Pages with schema.org `Event` markup, as ticketing and venue sites publish it for search
 * engines: every event of a page, from JSON-LD blocks (graphs, lists, nested) and from microdata
 * (`itemscope` / `itemprop`), read with htmlparser2. An event cancelled by its `eventStatus` stays
 * listed as cancelled.
 */
import { Parser } from 'htmlparser2';
import { plainText } from '../../events/imports/page-reader.ts';
import {
  cleanText,
  creteDateTimeOf,
  hoursBetween,
  httpsUrl,
  UnreadableSourceError,
  type UpstreamEvent,
} from './upstream.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(value: JsonObject): string[] {
  const type = value['@type'];
  return (Array.isArray(type) ? type : [type])
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.replace(/^https?:\/\/schema\.org\//, ''));
}

const isEvent = (value: JsonObject) =>
  typesOf(value).some((type) => /Event$/.test(type) || type === 'Festival');

function* objectsIn(value: Json, depth = 0): Generator<JsonObject> {
  if (depth > 8) return;
  if (Array.isArray(value)) for (const item of value) yield* objectsIn(item, depth + 1);
  else if (isObject(value)) {
    yield value;
    for (const item of Object.values(value)) if (typeof item === 'object') yield* objectsIn(item, depth + 1);
  }
}

function first(value: Json | undefined): Json | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function textOf(value: Json | undefined): string | null {
  const item = first(value);
  if (typeof item === 'string') return plainText(item) || null;
  if (typeof item === 'number') return String(item);
  return null;
}

function nameOf(value: Json | undefined): string | null {
  const item = first(value);
  if (typeof item === 'string') return plainText(item) || null;
  return isObject(item) ? textOf(item.name) : null;
}

function namesOf(value: Json | undefined): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => nameOf(item)).filter((name): name is string => !!name);
}

/** One schema.org event (from JSON-LD, or microdata turned into the same shape). */
function upstreamOf(event: JsonObject, pageUrl: string, index: number): UpstreamEvent | null {
  const startText = textOf(event.startDate);
  const start = creteDateTimeOf(startText);
  if (!start) return null;
  const endText = textOf(event.endDate);
  const instant = (text: string | null) =>
    text && /T.*([+-]\d{2}:?\d{2}|Z)$/.test(text) ? new Date(text) : null;
  const url = textOf(event.url) ?? textOf(event['@id']);
  const status = textOf(event.eventStatus) ?? '';
  return {
    // The event's own address or id; failing both, its name and start (stable between runs).
    upstreamId:
      (url ? new URL(url, pageUrl).toString() : null) ?? `${textOf(event.name) ?? index}@${startText}`,
    title: cleanText(textOf(event.name), 200),
    date: start.date,
    time: start.time,
    duration: hoursBetween(instant(startText), instant(endText)),
    description: cleanText(textOf(event.description)),
    venueName: cleanText(nameOf(event.location), 120),
    artistNames: namesOf(event.performer ?? event.performers).slice(0, 30),
    url: httpsUrl(url, pageUrl),
    canceled: /EventCancelled$/i.test(status),
  };
}

function jsonLdEvents(blocks: string[]): JsonObject[] {
  const events: JsonObject[] = [];
  for (const block of blocks) {
    const body = block.replace(/^\s*(<!--|<!\[CDATA\[)/, '').replace(/(-->|\]\]>)\s*$/, '');
    try {
      for (const item of objectsIn(JSON.parse(body) as Json)) if (isEvent(item)) events.push(item);
    } catch {
      // A broken block is skipped; the others may still describe events.
    }
  }
  return events;
}

interface ItemFrame {
  item: JsonObject;
  /** Where the item goes in its parent, when it is itself a property value. */
  prop: string | null;
  depth: number;
}

/** The page's JSON-LD blocks and its microdata items (nested items become nested objects). */
function scanPage(html: string): { blocks: string[]; items: JsonObject[] } {
  const blocks: string[] = [];
  const items: JsonObject[] = [];
  const stack: ItemFrame[] = [];
  /** A property whose value is the text of an element, collected until it closes. */
  const texts: Array<{ prop: string; depth: number; text: string; target: JsonObject }> = [];
  let depth = 0;
  let script: string | null = null;
  const put = (target: JsonObject, prop: string, value: Json) => {
    for (const name of prop.split(/\s+/).filter(Boolean)) {
      const existing = target[name];
      target[name] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++;
        if (name === 'script' && /ld\+json/i.test(attributes.type ?? '')) script = '';
        const prop = attributes.itemprop ?? null;
        const parent = stack.at(-1);
        if ('itemscope' in attributes) {
          const item: JsonObject = {};
          const type = attributes.itemtype;
          if (type) item['@type'] = type.split(/\s+/)[0] ?? type;
          stack.push({ item, prop: parent && prop ? prop : null, depth });
          return;
        }
        if (!parent || !prop) return;
        const value =
          attributes.content ??
          (name === 'time' ? attributes.datetime : undefined) ??
          (['a', 'link'].includes(name) ? attributes.href : undefined) ??
          (['img', 'source'].includes(name) ? attributes.src : undefined) ??
          (name === 'meta' ? '' : undefined);
        if (value !== undefined) put(parent.item, prop, value);
        else texts.push({ prop, depth, text: '', target: parent.item });
      },
      ontext(text) {
        if (script !== null) script += text;
        for (const open of texts) open.text += text;
      },
      onclosetag(name) {
        if (name === 'script' && script !== null) {
          blocks.push(script);
          script = null;
        }
        const open = texts.at(-1);
        if (open && open.depth === depth) {
          texts.pop();
          put(open.target, open.prop, open.text.trim());
        }
        const frame = stack.at(-1);
        if (frame && frame.depth === depth) {
          stack.pop();
          const parent = stack.at(-1);
          if (parent && frame.prop) put(parent.item, frame.prop, frame.item);
          else items.push(frame.item);
        }
        depth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { blocks, items };
}

/** Every event a page marks up with schema.org, JSON-LD first (an event in both counts once). */
export function readEventPages(html: string, pageUrl: string): UpstreamEvent[] {
  if (!/<html|<body|<script|itemscope/i.test(html)) throw new UnreadableSourceError('not a web page');
  const { blocks, items } = scanPage(html);
  const events = [...jsonLdEvents(blocks), ...items.flatMap((item) => [...objectsIn(item)].filter(isEvent))];
  const found = new Map<string, UpstreamEvent>();
  events.forEach((event, index) => {
    const item = upstreamOf(event, pageUrl, index);
    if (item && !found.has(item.upstreamId)) found.set(item.upstreamId, item);
  });
  return [...found.values()];
}
