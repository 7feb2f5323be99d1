/**
 * Accounts in a real browser against the built server: sign up by e-mail with the link from the
 * server's outbox, log out and in, change the password, switch language and theme, delete the
 * account; and Google sign-in against the local OpenID provider, through /register-social to /home.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** The link in the newest e-mail to `to`, waiting for it to be written. */
async function linkFromOutbox(to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = existsSync(outbox) ? readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const text = readFileSync(path.join(outbox, file), 'utf8');
      if (!text.includes(`To: ${to}`)) continue;
      const link = /https?:\/\/\S+?\/verify-email\?token=[\w-]+/.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${to} in ${outbox}`);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Κωδικός', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Σύνδεση' }).click();
}

async function logOutFromSettings(page: Page) {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
  await page.getByRole('link', { name: 'Σύνδεση' }).last().waitFor();
}

const jwtOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('state.user') ?? '{}').state?.jwt ?? '');

describe('accounts in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('signs up by e-mail, logs out and in, changes the password, switches language and theme, deletes the account', async () => {
    const { page, errors } = await openPage(browser);
    const email = `eleni.${Date.now()}@example.com`;
    const username = `eleni${Date.now() % 100000}`;

    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Όνομα χρήστη').fill(username);
    await page.getByLabel('Κωδικός', { exact: true }).fill('lyra-kai-laouto');
    await page.getByRole('button', { name: 'Εγγραφή' }).click();
    await page.getByTestId('register-sent').waitFor();

    await page.goto(await linkFromOutbox(email));
    await page.getByTestId('verify-done').waitFor();
    expect(await jwtOf(page)).not.toBe('');
    await page.getByRole('link', { name: 'Πάμε στα γλέντια' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await logOutFromSettings(page);
    expect(await jwtOf(page)).toBe('');

    // A logged-in person opening /login is sent to the home page.
    await logIn(page, email, 'lyra-kai-laouto');
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/settings/security`);
    const save = page.getByRole('button', { name: 'Αλλαγή κωδικού' });
    await page.getByLabel('Τρέχων κωδικός').fill('lyra-kai-laouto');
    await page.getByLabel('Νέος κωδικός').fill('nea-mantinada');
    await page.getByLabel('Επιβεβαίωση κωδικού').fill('nea-mantinad');
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Επιβεβαίωση κωδικού').fill('nea-mantinada');
    await save.click();
    await page.getByText('Ο κωδικός άλλαξε').waitFor();

    await logOutFromSettings(page);
    await logIn(page, email, 'lyra-kai-laouto');
    await page.getByText('Λάθος e-mail ή κωδικός.').waitFor();
    await logIn(page, email, 'nea-mantinada');
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/settings/appearance`);
    await page.getByText('English', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByText('Dark', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /Delete account/ }).click();
    // Deleting asks for the password again.
    const confirmDelete = page.getByTestId('confirm-delete-account');
    await page.getByLabel('Password', { exact: true }).waitFor();
    expect(await confirmDelete.isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('nea-mantinada');
    await confirmDelete.click();
    await page.getByText('Your account was deleted.').waitFor();
    await page.waitForURL(`${baseUrl}/`);
    expect(await jwtOf(page)).toBe('');
    // The language and theme stay on this device; the account is gone.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'nea-mantinada' }),
    });
    expect(login.status).toBe(401);
    expect(errors).toEqual([]);
  });

  it('signs in with Google, chooses a username on /register-social, and lands on /home', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-google').click();

    // The provider's own sign-in page, on another port of this machine.
    await page.getByLabel('Email').fill('nikos.google@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${baseUrl}/register-social`);
    expect(await page.getByLabel('E-mail').inputValue()).toBe('nikos.google@example.com');
    expect(await page.getByLabel('Όνομα', { exact: true }).inputValue()).toBe('Ελένη');
    await page.getByLabel('Όνομα χρήστη').fill('nikos_sta_glentia');
    await page.getByRole('button', { name: 'Ολοκλήρωση εγγραφής' }).click();
    await page.waitForURL(`${baseUrl}/home`);

    await page.getByRole('button', { name: 'Άνοιγμα μενού' }).click();
    await page.getByText('Γεια σου, nikos_sta_glentia!').waitFor();
    expect(errors).toEqual([]);
  });

  it('opens the login sheet instead of the map for visitors, and remembers where they were going', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page
      .getByRole('navigation', { name: 'Κύρια πλοήγηση' })
      .getByRole('link', { name: 'Χάρτης' })
      .click();
    const sheet = page.getByTestId('login-sheet');
    await sheet.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The sign-in providers arrive with the sheet's own request: wait for Google's button.
    await sheet.getByTestId('login-google').waitFor();
    // Configured without Apple: its button is hidden.
    expect(await sheet.getByTestId('login-apple').count()).toBe(0);
    await sheet.getByTestId('login-email').click();
    await page.waitForURL(`${baseUrl}/login`);
    const remembered = await page.evaluate(
      () => JSON.parse(localStorage.getItem('state.user') ?? '{}').state,
    );
    expect(remembered.redirectAfterSocialLogin).toBe('/maps');
  });
});
