import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { ConsentChoices } from './consent-choices.tsx';

describe('what is necessary and what each cookie choice turns on', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
  });
  afterEach(() => cleanup());

  it('lists the necessary things, the two categories and the anonymous counts, in Greek and English', async () => {
    renderAt(<ConsentChoices />, '/privacy');
    const section = screen.getByRole('region', { name: 'Τι είναι απαραίτητο και τι ανοίγει κάθε επιλογή' });
    for (const title of ['Απαραίτητα (πάντα)', 'Στατιστικά', 'Διαφημίσεις']) {
      expect(within(section).getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
    expect(section.textContent).toContain('glentia.deviceId');
    expect(section.textContent).toContain('τα αγαπημένα σου');
    expect(section.textContent).toContain('ούτε τη διεύθυνση IP σου');
    expect(within(section).getByRole('button', { name: 'Άλλαξε τις επιλογές σου' })).toBeTruthy();

    cleanup();
    await i18n.changeLanguage('en');
    renderAt(<ConsentChoices />, '/privacy');
    const english = screen.getByRole('region', { name: 'What is necessary, and what each choice turns on' });
    for (const title of ['Necessary (always)', 'Statistics', 'Ads']) {
      expect(within(english).getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
    expect(english.textContent).toContain('not even your IP address');
  });
});
