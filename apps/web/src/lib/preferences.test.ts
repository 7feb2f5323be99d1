import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../stores/session.ts';
import { currentLanguage, i18n, languageReady } from './i18n.ts';
import { startPreferenceSync } from './preferences.ts';

describe('the language of the address the app opens at', () => {
  let stop: () => void = () => {};

  afterEach(async () => {
    stop();
    window.history.replaceState(null, '', '/');
    useSession.getState().setLanguage(null);
    await i18n.changeLanguage('el');
  });

  it('opens an English address (?lang=en) in English, until the visitor chooses', async () => {
    useSession.getState().setLanguage(null);
    window.history.replaceState(null, '', '/glentia/e1?lang=en');
    stop = startPreferenceSync();
    await languageReady();
    expect(currentLanguage()).toBe('en');

    // Another setting changes: still English.
    useSession.getState().setDarkTheme(true);
    await languageReady();
    expect(currentLanguage()).toBe('en');

    // The visitor switches to Greek.
    useSession.getState().setLanguage('el');
    await languageReady();
    expect(currentLanguage()).toBe('el');
  });

  it('keeps a language the visitor chose before', async () => {
    useSession.getState().setLanguage('el');
    window.history.replaceState(null, '', '/glentia/e1?lang=en');
    stop = startPreferenceSync();
    await languageReady();
    expect(currentLanguage()).toBe('el');
  });
});
