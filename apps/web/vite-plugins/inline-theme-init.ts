/**
 * theme-init.js (src/theme-init.js) runs before the first paint: it picks the theme and the
 * language and says whether the server's drawing is this visitor's. As a file of its own it was a
 * request every page waited for before painting anything (about 300 ms on Lighthouse's slow 4G);
 * written into index.html it costs none. The server allows exactly it in its Content Security
 * Policy, by its hash (apps/server/src/http/index-html.ts, inlineScriptHashes).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { replaceInIndexHtml } from './replace-in-index-html.ts';

const SOURCE = fileURLToPath(new URL('../src/theme-init.js', import.meta.url));
const TAG = '<script src="/theme-init.js"></script>';

/** The script without its comment lines: they are for readers of the source, not for every page. */
export function themeInitScript(): string {
  return readFileSync(SOURCE, 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n')
    .trim();
}

export function inlineThemeInit(): Plugin {
  return replaceInIndexHtml('glentia-inline-theme-init', TAG, () => `<script>${themeInitScript()}</script>`);
}
