/** The seeded accounts, and opening a page as one of them through the real login screen. */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { openPage } from './browser.ts';

export interface Account {
  email: string;
  password: string;
}

export const USER: Account = { email: 'user@glentia.gr', password: 'glentia-user' };
export const ADMIN: Account = { email: 'admin@glentia.gr', password: 'glentia-admin' };
export const PARTNER: Account = { email: 'partner@glentia.gr', password: 'glentia-partner' };

/** Logs in through the login screen, then goes where `path` says (the login screen's redirect). */
export async function logIn(page: Page, account: Account, path: string) {
  await page.goto(`${inject('baseUrl')}/login?${new URLSearchParams({ redirect: path })}`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Κωδικός', { exact: true }).fill(account.password);
  await page.locator('form').getByRole('button', { name: 'Σύνδεση' }).click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

/** A new page at `path`, logged in as `account` first, or as a visitor when it is null. */
export async function openAs(
  browser: Browser,
  account: Account | null,
  path: string,
  options: BrowserContextOptions = {},
) {
  const opened = await openPage(browser, options);
  if (account) await logIn(opened.page, account, path);
  else await opened.page.goto(`${inject('baseUrl')}${path}`);
  return opened;
}
