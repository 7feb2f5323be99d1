/**
 * Writes a page's link-preview tags into the app's index.html. The app's own generic title,
 * description and Open Graph tags are replaced, everything else (scripts, styles) is left untouched,
 * so the CSP hashes of its inline scripts stay valid. The JSON-LD script is data, not code.
 */
import { escapeHtml, jsonForScript } from '../../lib/html.ts';
import { type PageMeta, SITE_NAME } from './previews.meta.ts';
import type { ShareImage } from './share-images.ts';

const property = (name: string, content: string) =>
  `<meta property="${name}" content="${escapeHtml(content)}" />`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;

/**
 * `og:image` tags, each followed by what is known of it (type, size, description): the first one
 * is what most apps show, so a JPEG goes first for those that cannot read WebP.
 */
export function imageTags(images: readonly ShareImage[], alt: string): string[] {
  return images.flatMap((image) => [
    property('og:image', image.url),
    ...(image.url.startsWith('https://') ? [property('og:image:secure_url', image.url)] : []),
    ...(image.type ? [property('og:image:type', image.type)] : []),
    ...(image.width && image.height
      ? [property('og:image:width', String(image.width)), property('og:image:height', String(image.height))]
      : []),
    property('og:image:alt', alt),
  ]);
}

/** `<link rel="alternate">` to the page's RSS, Atom and calendar feeds, for readers and browsers. */
export function feedLinks(feed: string, title: string): string[] {
  const link = (type: string, extension: string) =>
    `<link rel="alternate" type="${type}" title="${escapeHtml(title)}" href="${escapeHtml(`${feed}.${extension}`)}" />`;
  return [
    link('application/rss+xml', 'rss'),
    link('application/atom+xml', 'atom'),
    link('text/calendar', 'ics'),
  ];
}

const OG_LOCALES = { el: 'el_GR', en: 'en_GB' } as const;

/** `og:locale` of the text's language, and the other language as its alternate. */
export function localeTags(meta: Pick<PageMeta, 'language'>): string[] {
  const language = meta.language ?? 'el';
  const other = language === 'el' ? 'en' : 'el';
  return [property('og:locale', OG_LOCALES[language]), property('og:locale:alternate', OG_LOCALES[other])];
}

/** `<link rel="alternate" hreflang>` to the page in Greek, in English, and Greek as the default. */
export function hreflangLinks(alternates: PageMeta['alternates']): string[] {
  if (!alternates) return [];
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
  return [link('el', alternates.el), link('en', alternates.en), link('x-default', alternates.el)];
}

/** The `<head>` tags of a page's preview. */
export function previewTags(meta: PageMeta): string {
  const [first] = meta.images;
  const fullTitle = `${meta.title} · ${SITE_NAME}`;
  const tags = [
    `<title>${escapeHtml(fullTitle)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...hreflangLinks(meta.alternates),
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    ...localeTags(meta),
    ...imageTags(meta.images, meta.title),
    named('twitter:card', first ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(first ? [named('twitter:image', first.url)] : []),
  ];
  if (meta.feed) tags.push(...feedLinks(meta.feed, meta.title));
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** Tags of the generic app page that a preview replaces. */
const REPLACED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="description"[^>]*>\s*/gi,
  /<meta\s+(?:property|name)="(?:og|twitter):[^"]*"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
  /<link\s+rel="alternate"\s+hreflang="[^"]*"[^>]*>\s*/gi,
];

/** index.html with the page's preview tags in place of the generic ones. */
export function injectPageMeta(indexHtml: string, meta: PageMeta): string {
  let html = indexHtml;
  for (const pattern of REPLACED_TAGS) html = html.replace(pattern, '');
  const tags = previewTags(meta);
  // Replacer functions only: in a replacement string, $` $' $& inside a name would act as patterns.
  return /<\/head>/i.test(html)
    ? html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`)
    : html.replace(/<html[^>]*>/i, (open) => `${open}<head>${tags}</head>`);
}

/** Generic image tags of the app's own page (`og:image` of the share card) replaced in place. */
const GENERIC_IMAGE_TAGS =
  /<meta\s+(?:property|name)="(?:og:image[^"]*|twitter:card|twitter:image)"[^>]*>\s*/gi;

/**
 * The app's page for every address without a preview of its own (the home page first): the
 * share card as its picture, so a shared link to it never comes without one.
 */
export function withShareCard(indexHtml: string, card: ShareImage): string {
  const html = indexHtml.replace(GENERIC_IMAGE_TAGS, '');
  const tags = [
    ...imageTags([card], SITE_NAME),
    named('twitter:card', 'summary_large_image'),
    named('twitter:image', card.url),
  ].join('\n    ');
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `    ${tags}\n  </head>`) : html;
}

/** The address tags of a page: Open Graph's type and URL and the canonical link. */
const ADDRESS_TAGS = /<meta\s+property="og:(?:type|url)"[^>]*>\s*|<link\s+rel="canonical"[^>]*>\s*/gi;

/**
 * The app's page as the page at `url` (absolute, without a query): its Open Graph type and URL and
 * its canonical link, so a shared or crawled address names itself rather than the app in general.
 */
export function withPageAddress(indexHtml: string, url: string): string {
  const html = indexHtml.replace(ADDRESS_TAGS, '');
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:type', 'website'),
    property('og:url', url),
  ].join('\n    ');
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`) : html;
}
