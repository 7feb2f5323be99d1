/**
 * Reads what a web page says about an event: schema.org `Event` JSON-LD first (ticketing and
 * venue sites publish it for search engines), then Open Graph tags, then the page title.
 * No HTML library is needed for these few, well-delimited parts.
 */

export interface PageEvent {
  source: 'json-ld' | 'open-graph';
  title: string | null;
  startDate: string | null;
  endDate: string | null;
  description: string | null;
  imageUrl: string | null;
  locationName: string | null;
  performerNames: string[];
  siteName: string | null;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text: tags removed, entities decoded, white space collapsed. */
export function plainText(value: string): string {
  return decodeEntities(value.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ' '))
    .replace(/[ \t\f\r]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(value: JsonObject): string[] {
  const type = value['@type'];
  return (Array.isArray(type) ? type : [type]).filter((item): item is string => typeof item === 'string');
}

function isEventType(value: JsonObject): boolean {
  return typesOf(value).some((type) => /Event$/.test(type) || type === 'Festival');
}

/** Every object in a JSON-LD document, depth first (graphs, lists, nested properties). */
function* objectsIn(value: Json, depth = 0): Generator<JsonObject> {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* objectsIn(item, depth + 1);
  } else if (isObject(value)) {
    yield value;
    for (const item of Object.values(value)) if (typeof item === 'object') yield* objectsIn(item, depth + 1);
  }
}

function text(value: Json | undefined): string | null {
  if (typeof value === 'string') return plainText(value) || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  return null;
}

function nameOf(value: Json | undefined): string | null {
  if (typeof value === 'string') return plainText(value) || null;
  if (Array.isArray(value)) return nameOf(value[0]);
  if (!isObject(value)) return null;
  const name = text(value.name);
  if (name) return name;
  const address = value.address;
  if (typeof address === 'string') return plainText(address) || null;
  return isObject(address) ? text(address.streetAddress) : null;
}

function imageOf(value: Json | undefined): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) return imageOf(value[0]);
  return isObject(value) ? (text(value.url) ?? text(value.contentUrl)) : null;
}

function peopleOf(value: Json | undefined): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => nameOf(item)).filter((name): name is string => !!name);
}

function jsonLdBlocks(html: string): Json[] {
  const blocks: Json[] = [];
  const pattern = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(pattern)) {
    const body = (match[1] ?? '').replace(/^\s*(<!--|<!\[CDATA\[)/, '').replace(/(-->|\]\]>)\s*$/, '');
    try {
      blocks.push(JSON.parse(body) as Json);
    } catch {
      // A broken block is skipped; another may still describe the event.
    }
  }
  return blocks;
}

function fromJsonLd(html: string): Omit<PageEvent, 'source' | 'siteName'> | null {
  const events = jsonLdBlocks(html).flatMap((block) => [...objectsIn(block)].filter(isEventType));
  const event = events.find((candidate) => text(candidate.startDate)) ?? events[0];
  if (!event) return null;
  return {
    title: text(event.name),
    startDate: text(event.startDate),
    endDate: text(event.endDate),
    description: text(event.description),
    imageUrl: imageOf(event.image),
    locationName: nameOf(event.location),
    performerNames: peopleOf(event.performer ?? event.performers),
  };
}

/** `<meta property|name=... content=...>` pairs, first value of each key. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = new Map<string, string>();
    for (const attribute of (match[1] ?? '').matchAll(
      /([a-z:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/gi,
    )) {
      attributes.set(attribute[1]!.toLowerCase(), attribute[3] ?? attribute[4] ?? attribute[5] ?? '');
    }
    const key = (attributes.get('property') ?? attributes.get('name'))?.toLowerCase();
    const content = attributes.get('content');
    if (key && content !== undefined && !tags.has(key)) tags.set(key, decodeEntities(content).trim());
  }
  return tags;
}

function absolute(url: string | null, base: string): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.toString() : null;
  } catch {
    return null;
  }
}

/** The event a page describes, or null when it names none (no JSON-LD event, no Open Graph title). */
export function readEventPage(html: string, pageUrl: string): PageEvent | null {
  const meta = metaTags(html);
  const siteName = meta.get('og:site_name') || null;
  const ld = fromJsonLd(html);
  if (ld) {
    return {
      source: 'json-ld',
      ...ld,
      imageUrl: absolute(ld.imageUrl ?? meta.get('og:image') ?? null, pageUrl),
      siteName,
    };
  }
  const title =
    meta.get('og:title') || (/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '').trim() || null;
  if (!meta.get('og:title') && !meta.get('og:image')) return null;
  return {
    source: 'open-graph',
    title: title ? plainText(title) : null,
    startDate: meta.get('event:start_time') || meta.get('og:start_time') || null,
    endDate: meta.get('event:end_time') || null,
    description: meta.get('og:description') || meta.get('description') || null,
    imageUrl: absolute(meta.get('og:image:secure_url') || meta.get('og:image') || null, pageUrl),
    locationName: meta.get('event:location') || null,
    performerNames: [],
    siteName,
  };
}
