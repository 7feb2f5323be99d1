/**
 * theme-init.js (src/theme-init.js) runs before the first paint: it picks the theme and the
 * language and says whether the server's drawing is this visitor's. As a file of its own it was a
 * request every page waited for before painting anything (about 300 ms on Lighthouse's slow 4G);
 * written into index.html it costs none. The server allows exactly it in its Content Security
 * Policy, by its hash (plugins/web.ts, inlineScriptHashes).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

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
  return {
    name: 'glentia-inline-theme-init',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(TAG)) throw new Error(`index.html no longer loads theme-init.js with ${TAG}`);
        return html.replace(TAG, `<script>${themeInitScript()}</script>`);
      },
    },
  };
}
