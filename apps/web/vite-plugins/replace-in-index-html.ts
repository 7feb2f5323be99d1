import type { Plugin } from 'vite';

/**
 * A build step writing something into index.html in place of `marker` (a file's `<script src>` or
 * `href`), before the other plugins read the page. The build fails when the marker is gone, so a
 * page edited by hand cannot quietly go back to asking for the file.
 */
export function replaceInIndexHtml(name: string, marker: string, replacement: () => string): Plugin {
  return {
    name,
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(marker)) throw new Error(`index.html no longer holds ${marker}`);
        return html.replace(marker, replacement());
      },
    },
  };
}
