/**
 * Claiming a venue in a real browser (issue 31): a visitor on a venue's page says "this is my
 * venue", logs in and comes back to the claim, sends a note and a contact, types the code mailed to
 * the venue's own e-mail (read from the server's outbox), becomes its partner, sees the claim on
 * their profile, and edits a glenti at that venue that someone else uploaded.
 */
import { randomUUID } from 'node:crypto';
import type { TEvent, TReviewEvent } from '@glentia/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogIn, fromOutbox, newAccount, postAs, send, submitGlenti } from './api.ts';
import { launchBrowser, openPage } from './browser.ts';
import { ADMIN } from './sign-in.ts';

const baseUrl = inject('baseUrl');

describe('claiming a venue by the e-mailed code', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('a visitor logs in from the venue page, confirms with the code, and edits a glenti there', async () => {
    const suffix = randomUUID().slice(0, 6);
    const venueMail = `magazi.${suffix}@example.gr`;
    const { access_token: admin } = await apiLogIn(ADMIN);
    // The venue, its own e-mail set on the admin's venue form (the code goes there), and a glenti
    // at it that the admin uploaded.
    const venue = await postAs<{ id: string; name: string }>(admin, '/api/admin/location', {
      name: `Ταβέρνα Διεκδίκηση ${suffix}`,
      postalCode: '71202',
    });
    const edited = await send('PUT', admin, '/api/admin/location', {
      id: venue.id,
      name: venue.name,
      county: 'HERAKLION',
      postalCode: '71202',
      phone: null,
      website: null,
      lat: 35.3387,
      lng: 25.1442,
      igProfile: null,
      email: venueMail,
    });
    expect(edited.status).toBe(200);
    const glenti = await submitGlenti(admin, { venueId: venue.id, days: 5, description: 'Λύρα ως το πρωί.' });
    const account = await newAccount(`owner${suffix}`);

    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/location/${venue.id}`);
    await page.getByRole('button', { name: 'Αυτό είναι το μαγαζί μου' }).click();
    // Not logged in: the login sheet, then the e-mail login, then back at the venue with the claim open.
    await page.getByTestId('login-sheet').getByTestId('login-email').click();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Κωδικός', { exact: true }).fill(account.password);
    await page.locator('form').getByRole('button', { name: 'Σύνδεση' }).click();
    const dialog = page.getByRole('dialog', { name: 'Είναι δικό σου το μαγαζί;' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/location/${venue.id}`);

    await dialog.getByLabel('Λίγα λόγια για σένα').fill('Είμαι ο ιδιοκτήτης από το 2015.');
    await dialog.getByLabel('Πώς να σε βρούμε').fill('6971234567');
    await dialog.getByRole('button', { name: 'Στείλε το αίτημα' }).click();
    const codeField = page.getByLabel('Κωδικός 6 ψηφίων');
    await codeField.waitFor();
    const code = await fromOutbox(venueMail, /(?:κωδικός σου είναι|your code is): (\d{6})/);

    // A wrong code is said plainly; the right one makes the person the venue's partner.
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Επιβεβαίωση' }).click();
    await page.getByText(/Λάθος ή ληγμένος κωδικός/).waitFor();
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Επιβεβαίωση' }).click();
    await page.getByText(`Από τώρα διαχειρίζεσαι το «${venue.name}»`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Κλείσιμο' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The person runs the page now: no more "this is my venue".
    await page.getByTestId('claim-button').waitFor({ state: 'detached' });

    // The claim and its status on the profile.
    await page.goto(`${baseUrl}/settings/profile`);
    const claim = page.getByTestId('my-claim').filter({ hasText: venue.name });
    await claim.getByText('Εγκρίθηκε').waitFor();

    // A glenti at the venue that someone else uploaded: its partner edits it.
    await page.goto(`${baseUrl}/glentia/${glenti.createdId}`);
    await page.getByRole('link', { name: 'Επεξεργασία', exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/glenti/edit/${glenti.createdId}`);
    const description = page.getByLabel('Περιγραφή');
    await expect.poll(() => description.inputValue()).toBe('Λύρα ως το πρωί.');
    await description.fill('Λύρα και λαούτο ως το πρωί, με τον νέο ιδιοκτήτη.');
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes(`/glenti/${glenti.createdId}`) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Αποθήκευση' }).click();
    expect((await saved).status()).toBe(200);
    // A published glenti's edit waits for the admin as a revision, with what the partner changed.
    const queue = (await (
      await send('GET', admin, '/api/admin/glentia/unpublished')
    ).json()) as TReviewEvent[];
    const revision = queue.find((event) => event.id === glenti.createdId)?.revision;
    expect(revision?.changes).toContainEqual(
      expect.objectContaining({
        field: 'description',
        after: 'Λύρα και λαούτο ως το πρωί, με τον νέο ιδιοκτήτη.',
      }),
    );
    const live = (await (
      await send('GET', null, `/api/public/glentia/${glenti.createdId}`)
    ).json()) as TEvent;
    expect(live.description).toBe('Λύρα ως το πρωί.');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
