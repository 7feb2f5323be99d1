import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A translator as a visitor's page starts it: no language's texts loaded yet. */
async function freshTranslator() {
  vi.resetModules();
  return import('./i18n.ts');
}

describe('the translator', () => {
  beforeEach(() => {
    document.documentElement.lang = '';
  });
  afterEach(() => {
    vi.resetModules();
  });

  it('loads a language on first use and speaks it once its texts are in', async () => {
    const { applyLanguage, currentLanguage, languageReady, translate } = await freshTranslator();

    applyLanguage('en');
    expect(currentLanguage()).toBe('el');
    await languageReady();

    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(translate('common', 'nav.favorites')).toBe('Favourites');
  });

  it('switches at once to a language whose texts are loaded', async () => {
    const { applyLanguage, currentLanguage, loadLanguage, translate } = await freshTranslator();
    await Promise.all([loadLanguage('el'), loadLanguage('en')]);

    applyLanguage('en');
    expect(currentLanguage()).toBe('en');
    applyLanguage('el');
    expect(currentLanguage()).toBe('el');
    expect(document.documentElement.lang).toBe('el');
    expect(translate('common', 'nav.favorites')).toBe('Αγαπημένα');
  });

  it('marks the page’s language only when it changes: each mark restyles the whole page', async () => {
    const { applyLanguage, loadLanguage, onLanguageChange } = await freshTranslator();
    await Promise.all([loadLanguage('el'), loadLanguage('en')]);
    document.documentElement.lang = 'el';
    const marks = vi.spyOn(document.documentElement, 'lang', 'set');
    const changes = vi.fn();
    onLanguageChange(changes);

    applyLanguage('el');
    expect(marks).not.toHaveBeenCalled();
    expect(changes).not.toHaveBeenCalled();
    applyLanguage('en');
    expect(marks).toHaveBeenCalledWith('en');
    expect(changes).toHaveBeenCalledTimes(1);
    marks.mockRestore();
  });

  it('switches only once a page being adopted is the app’s, to the last language asked for', async () => {
    const { applyLanguage, currentLanguage, loadLanguage } = await freshTranslator();
    const { markAdopting } = await import('../stores/adoption.ts');
    await Promise.all([loadLanguage('el'), loadLanguage('en')]);
    applyLanguage('el');

    markAdopting(true);
    applyLanguage('en');
    expect(currentLanguage()).toBe('el');
    applyLanguage('el');
    applyLanguage('en');
    expect(currentLanguage()).toBe('el');
    markAdopting(false);

    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the last choice when the texts of an earlier one arrive after it', async () => {
    const { applyLanguage, currentLanguage, loadLanguage } = await freshTranslator();
    await loadLanguage('el');

    applyLanguage('en');
    applyLanguage('el');
    await loadLanguage('en');

    expect(currentLanguage()).toBe('el');
    expect(document.documentElement.lang).toBe('el');
  });

  it('asks for the texts of each language once, however often it is used', async () => {
    const { loadLanguage } = await freshTranslator();
    const first = loadLanguage('en');
    expect(loadLanguage('en')).toBe(first);
    await first;
    await expect(loadLanguage('en')).resolves.toBeUndefined();
  });
});
