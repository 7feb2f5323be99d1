/**
 * What every page says to the browser's console: nothing about the headers it was sent with (an
 * unknown Permissions-Policy feature is logged on every page).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');

describe("the browser's console", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('logs no unrecognised Permissions-Policy feature on the home page, the timeline or the map', async () => {
    const { page, errors } = await openPage(browser);
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    for (const path of ['/', '/glentia', '/maps']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
    }
    expect(messages.filter((text) => /Unrecognized feature|Permissions-Policy/i.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
