import { beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, loadLanguage } from '../lib/i18n.ts';
import { documentTitle } from './document-title.ts';

describe("the tab's title", () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('el'), loadLanguage('en')]);
  });

  it('names the item a screen shows, else the screen, else the guide, in the interface language', () => {
    applyLanguage('el');
    expect(documentTitle({ title: 'event' }, 'Βραδιά ριζίτικων')).toBe('Βραδιά ριζίτικων · Γλέντια');
    expect(documentTitle({ title: 'search', top: true }, null)).toBe('Αναζήτηση γλεντιών · Γλέντια');
    expect(documentTitle({ title: 'home', top: true }, null)).toBe(
      'Γλέντια · Γλέντια και ζωντανή μουσική στην Κρήτη',
    );
    expect(documentTitle(null, null)).toBe('Γλέντια · Γλέντια και ζωντανή μουσική στην Κρήτη');

    applyLanguage('en');
    expect(documentTitle({ title: 'event' }, 'Vradia Rizitikon')).toBe('Vradia Rizitikon · Glentia');
    expect(documentTitle({ title: 'search', top: true }, null)).toBe('Find a glenti · Glentia');
    expect(documentTitle({ title: 'home', top: true }, null)).toBe(
      'Glentia · Glentia and live music in Crete',
    );
  });
});
