import { describe, expect, it } from 'vitest';
import { compareGreekNames } from './greek-order.ts';

describe('Greek alphabetical order', () => {
  it('puts Greek names before Latin ones, folding case, accents, diaeresis and the final sigma', () => {
    const names = [
      'Zorba',
      'Ψηλορείτης',
      'άλσος',
      'Αλέκος',
      'Ωραία Ελλάς',
      'Aegean',
      'Βράχος',
      'Αγκάθι',
      'Ξένιος',
      'Ζορμπάς',
    ];
    expect([...names].sort(compareGreekNames)).toEqual([
      'Αγκάθι',
      'Αλέκος',
      'άλσος',
      'Βράχος',
      'Ζορμπάς',
      'Ξένιος',
      'Ψηλορείτης',
      'Ωραία Ελλάς',
      'Aegean',
      'Zorba',
    ]);
  });

  it('orders as Greek readers expect where a collator would, for names without punctuation', () => {
    const names = [
      'Ρακάδικο Ο Μαθιός',
      'ρακάδικο Κούλα',
      'Ρακαδικο Ηλιος',
      'Καφενείο Ϊ́δη',
      'Καφενειο Ιδη',
      'Σφακιανός',
      'σφακιανοσ',
    ];
    const collator = new Intl.Collator('el', { sensitivity: 'base' });
    const byCollator = [...names].sort((a, b) => collator.compare(a, b) || (a < b ? -1 : 1));
    const byLetters = [...names].sort((a, b) => compareGreekNames(a, b) || (a < b ? -1 : 1));
    expect(byLetters).toEqual(byCollator);
  });
});
