/**
 * Glentia's schedule widget for other websites (README "Widget for your website"):
 *
 *   <script src="https://glentia.gr/embed.js" data-venue="<id>" data-lang="en" data-theme="dark" async></script>
 *
 * draws the next nights of a venue (or `data-artist`, `data-county`, `data-query`: a saved
 * search) right after its own tag, each linking to its page on Glentia. Standalone and small (no
 * React, measured by `npm run bench`): the host's CSS cannot reach inside its Shadow DOM, its own
 * styles are a constructed stylesheet (no inline style for a strict Content-Security-Policy to
 * refuse), and it sets no cookie and stores nothing: the only request is the public, cached
 * `GET /api/public/widget`, sent without credentials or referrer.
 */

type Language = 'el' | 'en';
type Theme = 'light' | 'dark' | 'auto';

interface WidgetEvent {
  id: string;
  date: string;
  time: string | null;
  title: string;
  artists: string[];
  venue: string | null;
  canceled: boolean;
  url: string;
}

interface Widget {
  name: string;
  url: string;
  events: WidgetEvent[];
}

const TEXTS = {
  el: {
    heading: 'Τα επόμενα γλέντια',
    loading: 'Φόρτωση…',
    empty: 'Δεν υπάρχει κάποιο γλέντι προσεχώς.',
    failed: 'Το πρόγραμμα δεν φορτώνει αυτή τη στιγμή.',
    canceled: 'Ακυρώθηκε',
    all: 'Όλα στα Γλέντια',
    locale: 'el-GR',
  },
  en: {
    heading: 'Next glentia',
    loading: 'Loading…',
    empty: 'No glentia coming up.',
    failed: 'The schedule cannot load right now.',
    canceled: 'Cancelled',
    all: 'All on Glentia',
    locale: 'en-GB',
  },
} as const;

const LIGHT = '--bg:#fffdf8;--fg:#1f1a17;--muted:#6b615a;--line:#e7ded3;--accent:#9a3412;--hover:#f6efe6';
const DARK = '--bg:#1b1714;--fg:#f5efe8;--muted:#b9aca0;--line:#3a322c;--accent:#fdba74;--hover:#27211d';

const WIDGET_CSS = `
:host{all:initial;display:block;container-type:inline-size}
.w{${LIGHT};color-scheme:light;background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:12px;padding:12px 14px;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
.w.dark{${DARK};color-scheme:dark}
@media (prefers-color-scheme:dark){.w.auto{${DARK};color-scheme:dark}}
h2{font-size:1.05em;margin:0 0 8px}
ul{list-style:none;margin:0;padding:0}
li+li{border-top:1px solid var(--line)}
a{color:inherit;text-decoration:none}
li a{display:grid;gap:2px;padding:8px 4px;border-radius:8px}
li a:hover,li a:focus-visible{background:var(--hover)}
a:focus-visible{outline:2px solid var(--accent);outline-offset:1px}
.when{font-weight:600;color:var(--accent);font-variant-numeric:tabular-nums}
.title{font-weight:600}
.sub{color:var(--muted);font-size:.9em}
.off .title{text-decoration:line-through}
.tag{font-size:.8em;font-weight:600;color:var(--accent)}
p{margin:4px 0;color:var(--muted)}
.all{display:inline-block;margin-top:8px;color:var(--accent);font-weight:600}
@container (min-width:480px){li a{grid-template-columns:9.5em 1fr auto;align-items:baseline;column-gap:12px}.sub.venue{text-align:end}}
`;

/** The `<script>` tag running now: its address says where Glentia is, its data what to show. */
const script = document.currentScript as HTMLScriptElement | null;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function link(href: string, className: string, text?: string): HTMLAnchorElement {
  const anchor = element('a', className, text);
  anchor.href = href;
  anchor.target = '_blank';
  anchor.rel = 'noopener';
  return anchor;
}

function styleSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

function dayOf(date: string, locale: string): string {
  // The date is Crete's calendar day: read and written at noon UTC, it is the same day everywhere.
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

function eventItem(event: WidgetEvent, texts: (typeof TEXTS)[Language], showVenue: boolean): HTMLLIElement {
  const item = element('li', event.canceled ? 'off' : '');
  const anchor = link(event.url, '');
  const when = [dayOf(event.date, texts.locale), event.time].filter(Boolean).join(' · ');
  const middle = element('span', '');
  middle.append(element('span', 'title', event.title));
  const artists = event.artists.join(', ');
  if (artists && !event.title.includes(artists)) middle.append(element('span', 'sub', ` · ${artists}`));
  if (event.canceled) middle.append(element('span', 'tag', ` · ${texts.canceled}`));
  anchor.append(element('span', 'when', when), middle);
  if (showVenue && event.venue) anchor.append(element('span', 'sub venue', event.venue));
  item.append(anchor);
  return item;
}

function draw(root: HTMLElement, widget: Widget, texts: (typeof TEXTS)[Language], showVenue: boolean) {
  root.replaceChildren(element('h2', '', `${texts.heading} · ${widget.name}`));
  if (widget.events.length === 0) root.append(element('p', '', texts.empty));
  else {
    const list = element('ul', '');
    list.append(...widget.events.map((event) => eventItem(event, texts, showVenue)));
    root.append(list);
  }
  root.append(link(widget.url, 'all', `${texts.all} →`));
}

function start(tag: HTMLScriptElement) {
  const origin = new URL(tag.src, location.href).origin;
  const data = tag.dataset;
  const lang: Language = data.lang === 'en' ? 'en' : 'el';
  const theme: Theme = data.theme === 'light' || data.theme === 'dark' ? data.theme : 'auto';
  const texts = TEXTS[lang];
  const query = new URLSearchParams({ lang });
  for (const key of ['venue', 'artist', 'county', 'query'] as const) {
    const value = data[key];
    if (value) query.set(key, value);
  }

  const host = element('div', '');
  host.setAttribute('data-glentia-widget', '');
  tag.after(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [styleSheet(WIDGET_CSS)];
  const root = element('section', `w ${theme}`);
  root.lang = lang;
  root.append(element('p', '', texts.loading));
  shadow.append(root);
  // Inside Glentia's own frame page, the page itself is only the widget's frame.
  if (data.frame !== undefined) document.adoptedStyleSheets = [styleSheet('body{margin:0}')];

  fetch(`${origin}/api/public/widget?${query}`, { credentials: 'omit', referrerPolicy: 'no-referrer' })
    .then((response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.json() as Promise<Widget>;
    })
    .then((widget) => draw(root, widget, texts, !data.venue))
    .catch(() => {
      root.replaceChildren(element('p', '', texts.failed), link(origin, 'all', `${texts.all} →`));
    });
}

if (script) start(script);
