/**
 * The schedule widget on another website, in a real browser: a host page served from another
 * origin (another local port) under a strict Content-Security-Policy (scripts and requests only
 * from Glentia, no inline script or style, its own stylesheet trying to restyle every link) loads
 * `/embed.js` for a venue in Greek and English, light, dark and the reader's own preference, in a
 * narrow column and a wide one; and the `<iframe>` form for sites that allow no scripts at all.
 * Each night links to its page on Glentia; nothing is stored: no cookie, no storage, on either
 * origin. With `WIDGET_SHOTS=<folder>` it also saves a screenshot of each case there.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { addDays, type TCreateEventResult, todayInAthens } from '@glentia/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, PHONE } from './browser.ts';
import { ADMIN, openAs } from './sign-in.ts';

const baseUrl = inject('baseUrl');
const shots = process.env.WIDGET_SHOTS;

async function token(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function poster(): Promise<Blob> {
  const data = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#7a3b1f' } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(data)], { type: 'image/jpeg' });
}

/** A published night at `venueId`, submitted by the user and published by the admin. */
async function publishedNight(venueId: string, days: number, time: string, user: string, admin: string) {
  const form = new FormData();
  form.append('date', addDays(todayInAthens(), days));
  form.append('time', time);
  form.append('location', venueId);
  form.append('updateLocationPhone', 'false');
  form.append('file', await poster(), 'poster.jpg');
  const submitted = await fetch(`${baseUrl}/api/v1/users/glenti`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user}` },
    body: form,
  });
  expect(submitted.status).toBe(200);
  const { createdId } = (await submitted.json()) as TCreateEventResult;
  const publish = await fetch(`${baseUrl}/api/admin/glentia/${createdId}/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(publish.status).toBe(200);
  return createdId;
}

/** The host site: strict policy, no inline code, and a stylesheet that would restyle any link. */
function hostSite(venueId: string): Server {
  const glentia = new URL(baseUrl).origin;
  const policy = [
    "default-src 'none'",
    `script-src ${glentia}`,
    `connect-src ${glentia}`,
    `frame-src ${glentia}`,
    "style-src 'self'",
    "base-uri 'none'",
  ].join('; ');
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    if (url.pathname === '/host.css') {
      response.writeHead(200, { 'content-type': 'text/css' });
      response.end('a{color:rgb(255,0,0)!important;font-size:40px!important} li{display:none!important}');
      return;
    }
    const lang = url.searchParams.get('lang') ?? 'el';
    const theme = url.searchParams.get('theme') ?? 'auto';
    const widget =
      url.pathname === '/frame'
        ? `<iframe title="Glentia" width="100%" height="420" src="${glentia}/embed/venue/${venueId}?lang=${lang}&amp;theme=${theme}"></iframe>`
        : `<script src="${glentia}/embed.js" data-venue="${venueId}" data-lang="${lang}" data-theme="${theme}" async></script>`;
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy,
    });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A taverna's own site</title>` +
        `<link rel="stylesheet" href="/host.css"></head><body><h1>Our taverna</h1><main>${widget}</main></body></html>`,
    );
  });
}

describe('the schedule widget on another website', () => {
  let browser: Browser;
  let host: Server;
  let hostUrl: string;
  let venueId: string;
  let nights: string[];

  beforeAll(async () => {
    const admin = await token('admin@glentia.gr', 'glentia-admin');
    const user = await token('user@glentia.gr', 'glentia-user');
    const created = await fetch(`${baseUrl}/api/admin/location`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Ταβέρνα Γραφικό ${Date.now().toString(36)}`, county: 'HERAKLION' }),
    });
    expect(created.status).toBe(200);
    venueId = ((await created.json()) as { id: string }).id;
    nights = [
      await publishedNight(venueId, 2, '21:30', user, admin),
      await publishedNight(venueId, 9, '22:00', user, admin),
    ];
    host = hostSite(venueId);
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    expect(new URL(hostUrl).origin).not.toBe(new URL(baseUrl).origin);
    browser = await launchBrowser();
    if (shots) mkdirSync(shots, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => host?.close(resolve));
  });

  /** A fresh visitor; every message the page logs about its security policy is a failure. */
  async function visit(
    url: string,
    options: { width: number; dark?: boolean },
  ): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
    const context = await browser.newContext({
      viewport: { width: options.width, height: 900 },
      colorScheme: options.dark ? 'dark' : 'light',
    });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(url);
    return { context, page, violations };
  }

  async function expectNothingStored(context: BrowserContext, page: Page) {
    expect(await context.cookies()).toEqual([]);
    for (const frame of page.frames()) {
      expect(await frame.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    }
  }

  const cases = [
    {
      lang: 'el',
      theme: 'light',
      width: 360,
      dark: false,
      heading: 'Τα επόμενα γλέντια',
      background: 'rgb(255, 253, 248)',
    },
    {
      lang: 'en',
      theme: 'dark',
      width: 1100,
      dark: false,
      heading: 'Next glentia',
      background: 'rgb(27, 23, 20)',
    },
    {
      lang: 'en',
      theme: 'auto',
      width: 360,
      dark: true,
      heading: 'Next glentia',
      background: 'rgb(27, 23, 20)',
    },
    {
      lang: 'el',
      theme: 'auto',
      width: 1100,
      dark: false,
      heading: 'Τα επόμενα γλέντια',
      background: 'rgb(255, 253, 248)',
    },
  ] as const;

  for (const c of cases) {
    it(`draws the venue's nights by script: ${c.lang}, ${c.theme}${c.dark ? ' (reader prefers dark)' : ''}, ${c.width}px`, async () => {
      const { context, page, violations } = await visit(`${hostUrl}/?lang=${c.lang}&theme=${c.theme}`, c);
      const links = page.locator('[data-glentia-widget] li a');
      await expect.poll(() => links.count()).toBe(2);
      expect(await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href))).toEqual(
        nights.map((id) => `${baseUrl}/glentia/${id}`),
      );
      await expect.poll(() => page.locator('[data-glentia-widget] h2').textContent()).toContain(c.heading);
      expect(await links.first().textContent()).toContain('21:30');
      // The host's stylesheet does not reach inside: links keep the widget's colours and size.
      const look = await links.first().evaluate((a) => {
        const style = getComputedStyle(a);
        const section = a.closest('section')!;
        return {
          color: style.color,
          fontSize: style.fontSize,
          columns: style.gridTemplateColumns.split(' ').length,
          background: getComputedStyle(section).backgroundColor,
        };
      });
      expect(look.color).not.toBe('rgb(255, 0, 0)');
      expect(look.fontSize).not.toBe('40px');
      expect(look.background).toBe(c.background);
      // A narrow column stacks each night; a wide one sets date, title and venue side by side.
      expect(look.columns).toBe(c.width > 600 ? 3 : 1);
      expect(violations).toEqual([]);
      await expectNothingStored(context, page);
      if (shots)
        await page.screenshot({
          path: path.join(shots, `widget-${c.lang}-${c.theme}${c.dark ? '-dark' : ''}-${c.width}.png`),
        });
      await context.close();
    });
  }

  it('draws the same nights in an iframe for a site that runs no scripts of others', async () => {
    const { context, page, violations } = await visit(`${hostUrl}/frame?lang=en&theme=dark`, { width: 800 });
    const frame = page.frameLocator('iframe');
    const links = frame.locator('[data-glentia-widget] li a');
    await expect.poll(() => links.count()).toBe(2);
    expect(await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href))).toEqual(
      nights.map((id) => `${baseUrl}/glentia/${id}`),
    );
    expect(await links.first().getAttribute('target')).toBe('_blank');
    await expect
      .poll(() => frame.locator('[data-glentia-widget] h2').textContent())
      .toContain('Next glentia');
    expect(violations).toEqual([]);
    await expectNothingStored(context, page);
    if (shots) await page.screenshot({ path: path.join(shots, 'widget-frame-en-dark-800.png') });
    await context.close();
  });

  it('gives the snippet to copy: a partner on the partner screen, an admin on any venue page', async () => {
    const partner = { email: 'partner@glentia.gr', password: 'glentia-partner' };
    const { page } = await openAs(browser, partner, '/partner', PHONE);
    const section = page.getByRole('region', { name: 'Το πρόγραμμα στη σελίδα σου' });
    const script = section.getByLabel('Κώδικας (script)');
    await expect.poll(async () => (await script.count()) > 0).toBe(true);
    expect(await script.inputValue()).toMatch(
      new RegExp(
        `^<script src="${baseUrl}/embed\\.js" data-venue="[0-9a-f-]{36}" data-lang="el" data-theme="auto" async></script>$`,
      ),
    );
    await section.getByLabel('Γλώσσα', { exact: true }).selectOption('en');
    await section.getByLabel('Εμφάνιση', { exact: true }).selectOption('dark');
    expect(await section.getByLabel('Για σελίδες που δεν δέχονται script (iframe)').inputValue()).toContain(
      '?lang=en&amp;theme=dark',
    );
    if (shots) await section.screenshot({ path: path.join(shots, 'snippet-partner-en-dark-phone.png') });
    await page.context().close();

    const admin = await openAs(browser, ADMIN, `/location/${venueId}`);
    const adminScript = admin.page.getByLabel('Κώδικας (script)');
    await expect.poll(async () => (await adminScript.count()) > 0).toBe(true);
    expect(await adminScript.inputValue()).toContain(`data-venue="${venueId}"`);
    await admin.page.context().close();
  });

  it('keeps the script small and cached publicly', async () => {
    const response = await fetch(`${baseUrl}/embed.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=3600/);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
