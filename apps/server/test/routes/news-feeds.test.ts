/**
 * RSS and Atom as readers take them: well-formed XML (parsed by a real XML parser), the rules of
 * RFC 4287 (Atom) and of RSS 2.0, and people's plain text never reaching a reader as live HTML.
 */
import { XMLParser } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createEvent, createLocation, favorite } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

type Node = Record<string, unknown>;

const ATTACK =
  '<a href="https://evil.example/login">Book tickets</a><img src="https://evil.example/pixel.gif">';

/** The well-formedness errors of a document, by a conforming XML parser. */
function xmlErrors(text: string): string[] {
  const errors: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => errors.push(error.message));
  parser.write(text).close();
  return errors;
}

/** Parses the feed; a document that is not well-formed XML fails the test. */
function parseXml(text: string): Node {
  expect(xmlErrors(text)).toEqual([]);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => ['entry', 'item', 'link', 'author', 'id', 'title', 'updated'].includes(name),
  });
  return parser.parse(text) as Node;
}

const textOf = (node: unknown): string =>
  typeof node === 'string' ? node : String((node as Node | undefined)?.['#text'] ?? '');

/** RFC 3339 date-time, as RFC 4287 §3.3 requires (with a time zone, "T" and seconds). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** RFC 822 date-time of RSS 2.0 (four-digit years, as every reader expects). */
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

/**
 * HTML that shows plain text only: no element but `<br>` (and so no link, picture or script), with
 * the typed text still there to read.
 */
function expectInertHtml(html: string) {
  expect(html.replace(/<br>/g, '')).not.toMatch(/</);
  expect(html).not.toMatch(/<(a|img|script)\b/i);
}

/** RFC 4287 §4.1.1–4.1.2: what every Atom feed and entry must have, each once. */
function expectAtomRules(feed: Node, selfUrl: string) {
  expect(feed['@xml:lang']).toBe('el');
  for (const name of ['id', 'title', 'updated'] as const) expect(feed[name]).toHaveLength(1);
  expect(() => new URL(textOf((feed.id as unknown[])[0]))).not.toThrow();
  expect(textOf((feed.updated as unknown[])[0])).toMatch(RFC3339);
  const links = feed.link as Node[];
  expect(links.find((link) => link['@rel'] === 'self')?.['@href']).toBe(selfUrl);
  expect(links.some((link) => link['@rel'] === 'alternate')).toBe(true);
  // atom:author on the feed, so no entry lacks one (§4.1.1).
  const authors = feed.author as Node[] | undefined;
  expect(authors?.length).toBeGreaterThan(0);
  expect(textOf(authors?.[0]?.name)).toBeTruthy();

  const entries = (feed.entry as Node[] | undefined) ?? [];
  const ids = entries.map((entry) => textOf((entry.id as unknown[])[0]));
  expect(new Set(ids).size).toBe(ids.length);
  for (const entry of entries) {
    for (const name of ['id', 'title', 'updated'] as const) expect(entry[name]).toHaveLength(1);
    expect(new URL(textOf((entry.id as unknown[])[0])).protocol).toMatch(/^https?:$/);
    expect(textOf((entry.updated as unknown[])[0])).toMatch(RFC3339);
    expect(textOf(entry.published)).toMatch(RFC3339);
    // §4.1.2: an entry without content has an alternate link and a summary.
    const alternate = (entry.link as Node[]).find((link) => !link['@rel'] || link['@rel'] === 'alternate');
    expect(alternate?.['@href']).toBe(textOf((entry.id as unknown[])[0]));
    expect(textOf(entry.summary)).toBeTruthy();
  }
}

/** RSS 2.0: the channel's three required elements, and each item's guid and date. */
function expectRssRules(rss: Node, selfUrl: string) {
  expect(rss['@version']).toBe('2.0');
  const channel = rss.channel as Node;
  for (const name of ['title', 'link', 'description'] as const) {
    expect(textOf((channel[name] as unknown[] | undefined)?.[0] ?? channel[name])).toBeTruthy();
  }
  expect(textOf(channel.language)).toBe('el');
  expect(textOf(channel.lastBuildDate)).toMatch(RFC822);
  expect(([channel['atom:link']].flat() as Node[])[0]?.['@href']).toBe(selfUrl);
  const items = (channel.item as Node[] | undefined) ?? [];
  const guids = items.map((item) => textOf(item.guid));
  expect(new Set(guids).size).toBe(guids.length);
  for (const item of items) {
    expect(textOf((item.title as unknown[])[0])).toBeTruthy();
    const guid = item.guid as Node;
    // A permalink guid is the item's own page.
    expect(guid['@isPermaLink']).toBe('true');
    expect(textOf(guid)).toBe(textOf((item.link as unknown[])[0]));
    expect(textOf(item.pubDate)).toMatch(RFC822);
  }
}

describe.each(testDatabases())('RSS and Atom on %s', (kind) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.database.db;
    const venue = await createLocation(db, { name: 'Καφενείο <script>alert("venue")</script>' });
    const artist = await createArtist(db, { name: 'Λυράρης <img src=x onerror=alert(1)>' });
    ids.venue = venue.id;
    ids.artist = artist.id;
    ids.event = (
      await createEvent(db, {
        locationId: venue.id,
        artistIds: [artist.id],
        daysFromToday: 2,
        title: 'Γλέντι <script>alert("title")</script>',
        description: `${ATTACK}\nΚράτηση στο <script>alert("x")</script> τηλέφωνο.`,
      })
    ).id;
    ids.plain = (await createEvent(db, { locationId: venue.id, daysFromToday: 4 })).id;
  });
  afterAll(async () => server?.close());

  const url = (path: string) => `${server.config.publicUrl}${path}`;

  it('escapes descriptions, venue and artist names in RSS, keeping the line breaks', async () => {
    const text = await (await server.request(`/feeds/location/${ids.venue}.rss`)).text();
    const items = ((parseXml(text).rss as Node).channel as Node).item as Node[];
    const description = textOf(items[0]!.description);
    expectInertHtml(description);
    // The text is all there, shown as typed, with its line break.
    expect(description).toContain(
      '&lt;a href=&quot;https://evil.example/login&quot;&gt;Book tickets&lt;/a&gt;',
    );
    expect(description).toContain('&lt;script&gt;alert(&quot;venue&quot;)&lt;/script&gt;');
    expect(description).toContain('Λυράρης &lt;img src=x onerror=alert(1)&gt;');
    expect(description).toMatch(/pixel\.gif&quot;&gt;<br>\nΚράτηση/);
    // RSS titles are plain text: the XML carries the characters as they were typed.
    expect(textOf((items[0]!.title as unknown[])[0])).toBe('Γλέντι <script>alert("title")</script>');
  });

  it('describes each feed in correct Greek: the venue with its article, the county in the genitive', async () => {
    const db = server.database.db;
    const taverna = await createLocation(db, { name: 'Ταβέρνα της Κατερίνας', county: 'CHANIA' });
    const singer = await createArtist(db, { name: 'Μανώλης Σταυρακάκης' });
    const describe = async (path: string) =>
      textOf(((parseXml(await (await server.request(path)).text()).rss as Node).channel as Node).description);
    expect(await describe(`/feeds/location/${taverna.id}.rss`)).toBe(
      'Τα επόμενα γλέντια στην Ταβέρνα της Κατερίνας',
    );
    expect(await describe(`/feeds/artist/${singer.id}.rss`)).toBe(
      'Οι επόμενες εμφανίσεις: Μανώλης Σταυρακάκης',
    );
    expect(await describe('/feeds/county/chania.rss')).toBe('Τα επόμενα γλέντια στον νομό Χανίων');
    expect(await describe('/feeds/county/heraklion.rss')).toBe('Τα επόμενα γλέντια στον νομό Ηρακλείου');
    expect(await describe('/feeds/county/lasithi.rss')).toBe('Τα επόμενα γλέντια στον νομό Λασιθίου');
    expect(await describe('/feeds/county/rethymno.rss')).toBe('Τα επόμενα γλέντια στον νομό Ρεθύμνου');
  });

  it('escapes the HTML summary and title of Atom entries', async () => {
    const text = await (await server.request(`/feeds/artist/${ids.artist}.atom`)).text();
    const entry = ((parseXml(text).feed as Node).entry as Node[])[0]!;
    const title = (entry.title as Node[])[0]!;
    expect(title['@type']).toBe('html');
    expectInertHtml(textOf(title));
    expect(textOf(title)).toBe('Γλέντι &lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;');
    const summary = entry.summary as Node;
    expect(summary['@type']).toBe('html');
    expectInertHtml(textOf(summary));
    expect(textOf(summary)).toContain('&lt;img src=&quot;https://evil.example/pixel.gif&quot;&gt;');
    expect(textOf(summary)).toContain('<br>');
  });

  it('stays well-formed XML whatever characters people typed', async () => {
    const db = server.database.db;
    const venue = await createLocation(db, { name: 'Στέκι\u000B «Τ]]>Α»\u0001', county: 'CHANIA' });
    await createEvent(db, {
      locationId: venue.id,
      title: 'Γλέντι ]]> και ]]> ξανά\u0002',
      description: 'Πρώτη γραμμή\u000Cδεύτερη ]]> τρίτη',
    });
    for (const format of ['rss', 'atom']) {
      const text = await (await server.request(`/feeds/location/${venue.id}.${format}`)).text();
      expect(xmlErrors(text), format).toEqual([]);
      expect(text).toContain('Πρώτη γραμμή δεύτερη');
    }
  });

  it('follows RFC 4287 in every Atom feed: author, ids, dates, language, self link', async () => {
    const query = JSON.stringify({ selectedLocation: [ids.venue] });
    const search = `/feeds/search.atom?query=${encodeURIComponent(query)}`;
    for (const path of [`/feeds/location/${ids.venue}.atom`, '/feeds/county/heraklion.atom', search]) {
      const response = await server.request(path);
      expect(response.status).toBe(200);
      const feed = parseXml(await response.text()).feed as Node;
      expectAtomRules(feed, url(path));
      expect((feed.entry as Node[]).length).toBe(2);
    }
  });

  it('follows RSS 2.0 in every RSS feed: channel, guids, RFC 822 dates, self link', async () => {
    const query = JSON.stringify({ selectedArtist: [ids.artist] });
    const search = `/feeds/search.rss?query=${encodeURIComponent(query)}`;
    for (const path of [`/feeds/location/${ids.venue}.rss`, `/feeds/artist/${ids.artist}.rss`, search]) {
      const response = await server.request(path);
      expect(response.status).toBe(200);
      expectRssRules(parseXml(await response.text()).rss as Node, url(path));
    }
  });

  it('gives each private feed an Atom id of its own', async () => {
    const feedIds: string[] = [];
    for (const device of ['news-device-1', 'news-device-2']) {
      await favorite(server.database.db, ids.plain!, device);
      const created = await server.request('/api/public/feeds/private', { method: 'PUT', device });
      const { url: address } = (await created.json()) as { url: string };
      const atomPath = new URL(address).pathname.replace(/\.ics$/, '.atom');
      const feed = parseXml(await (await server.request(atomPath, { device: null })).text()).feed as Node;
      expectAtomRules(feed, url(atomPath));
      feedIds.push(textOf((feed.id as unknown[])[0]));
    }
    expect(feedIds[0]).not.toBe(feedIds[1]);
  });
});
