import type { TEventSummaryPage } from '@glentia/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

/** Headers that govern a page (what it may load, run, frame, share), not a file it loads. */
const PAGE_ONLY = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'referrer-policy',
];

describe('what a first visit downloads besides the page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let eventPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const week = (await (
      await fetch(`${baseUrl}/api/public/glentia/summary?days=7`)
    ).json()) as TEventSummaryPage;
    eventPath = `/glentia/${week.events[0]!.id}`;
  });
  afterAll(async () => browser?.close());

  it('sends the app’s files with only the headers that apply to a file: long caching, nosniff, resource policy', async () => {
    const page = await (await fetch(`${baseUrl}/glentia`)).text();
    const entry = page.match(/(?:data-entry|src|href)="(\/assets\/[^"]+\.js)"/)?.[1];
    const style = page.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(entry && style).toBeTruthy();
    for (const file of [entry!, style!, '/icons/icon-192.png', '/app-start.js']) {
      const response = await fetch(`${baseUrl}${file}`, { headers: { 'accept-encoding': 'br' } });
      expect(response.status, file).toBe(200);
      const names = [...response.headers.keys()];
      for (const name of PAGE_ONLY) expect(names, `${file} carries ${name}`).not.toContain(name);
      expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy'), file).toBe('cross-origin');
      if (file.startsWith('/assets/'))
        expect(response.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
    }
    // The page itself keeps all of them, and so does the service worker (its policy governs it).
    for (const path of ['/glentia', '/sw.js']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'");
    }
  });

  it('loads at most 40 scripts on a first visit to an event page, on a phone and on a desktop', async () => {
    for (const options of [
      { userAgent: PHONE_AGENT },
      { viewport: { width: 1280, height: 800 }, isMobile: false },
    ]) {
      const { page, errors } = await openPage(browser, options);
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(`${baseUrl}${eventPath}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));
      await page.waitForLoadState('networkidle');
      expect(scripts.size, [...scripts].join('\n')).toBeLessThanOrEqual(40);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
