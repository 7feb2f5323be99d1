/**
 * The built web app's index.html: read from the build (or a stand-in page when it has not been
 * built), and the hashes of its inline scripts, which the Content-Security-Policy allows.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `sha256-...` sources for the inline scripts of index.html, so the CSP can allow exactly them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export function readIndexHtml(webDistDir: string): string | null {
  const file = path.join(webDistDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

export const NO_APP_HTML = `<!doctype html><html lang="el"><meta charset="utf-8"><title>Glentia</title>
<body style="font-family:system-ui;padding:2rem"><h1>Γλέντια</h1>
<p>Η εφαρμογή δεν έχει χτιστεί ακόμη· τρέξε <code>npm start</code>.</p>
<p>The web app has not been built yet; run <code>npm start</code>.</p></body></html>`;
