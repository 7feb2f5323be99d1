/**
 * The favicon (public/favicon.svg, 365 bytes) is written into index.html as a data address. As a
 * file it was one more request on a first visit, made while the first screen's poster was still
 * arriving (on Lighthouse's slow 4G it ended the first screen about 150 ms later); written in, it
 * costs the page some 250 bytes. The file stays for whatever names it by address.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { replaceInIndexHtml } from './replace-in-index-html.ts';

const SOURCE = fileURLToPath(new URL('../public/favicon.svg', import.meta.url));
const LINK = 'href="/favicon.svg"';

/** The icon as a `data:` address: the SVG with its whitespace between tags removed, percent-encoded. */
export function faviconDataUrl(): string {
  const svg = readFileSync(SOURCE, 'utf8').replace(/>\s+</g, '><').trim();
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function inlineFavicon(): Plugin {
  return replaceInIndexHtml('glentia-inline-favicon', LINK, () => `href="${faviconDataUrl()}"`);
}
