/**
 * Writes a page's link-preview tags into the app's index.html. The app's own generic title,
 * description and Open Graph tags are replaced, everything else (scripts, styles) is left untouched,
 * so the CSP hashes of its inline scripts stay valid. The JSON-LD script is data, not code.
 */
import { escapeHtml } from '../../lib/html.ts';
import { type PageMeta, SITE_NAME } from './previews.meta.ts';

/**
 * JSON for a `<script type="application/ld+json">`: `<` is written `\u003c`, so no text inside
 * (an event description, say) can close the script element; U+2028/2029 are escaped for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The `<head>` tags of a page's preview. */
export function previewTags(meta: PageMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const fullTitle = `${meta.title} · ${SITE_NAME}`;
  const tags = [
    `<title>${escapeHtml(fullTitle)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:locale', 'el_GR'),
    property('og:locale:alternate', 'en_US'),
    ...(meta.image ? [property('og:image', meta.image), property('og:image:alt', meta.title)] : []),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(meta.image ? [named('twitter:image', meta.image)] : []),
  ];
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** Tags of the generic app page that a preview replaces. */
const REPLACED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="description"[^>]*>\s*/gi,
  /<meta\s+(?:property|name)="(?:og|twitter):[^"]*"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
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
