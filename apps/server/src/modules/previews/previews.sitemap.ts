/** `/sitemap.xml` and `/robots.txt`, so search engines find every upcoming glenti, venue and artist. */
import { escapeHtml } from '../../lib/html.ts';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** `YYYY-MM-DD` of the last change, when known. */
  lastmod?: string;
  changefreq?: 'hourly' | 'daily' | 'weekly' | 'monthly';
  priority?: number;
  /** The page's address in each language (`xhtml:link` alternates; Greek is the default). */
  alternates?: { el: string; en: string };
}

/** A sitemap file may list at most 50,000 addresses. */
export const SITEMAP_LIMIT = 50_000;

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_LIMIT).map((entry) => {
    const parts = [`<loc>${escapeHtml(entry.loc)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    if (entry.alternates) {
      const link = (hreflang: string, href: string) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;
      parts.push(
        link('el', entry.alternates.el),
        link('en', entry.alternates.en),
        link('x-default', entry.alternates.el),
      );
    }
    return `  <url>${parts.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every page may be crawled except the API and personal screens; the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /settings',
    'Disallow: /admin/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
