import { defaultFilterOptions, type FilterOptions } from '@glentia/core';
import { describe, expect, it } from 'vitest';
import { filterFromSearchQuery, searchLinkOf } from './share-link.ts';

const today = '2026-07-01';
const filter: FilterOptions = {
  nomos: ['CHANIA', 'RETHYMNO'],
  range: { from: '2026-07-03', to: '2026-07-12' },
  selectedArtist: ['00000000-0000-4000-8000-000000000001'],
  selectedLocation: ['00000000-0000-4000-8000-000000000002'],
};

describe('shareable search links', () => {
  it('round-trips a filter through the link', () => {
    const link = new URL(searchLinkOf(filter, 'https://glentia.gr'));
    expect(link.origin + link.pathname).toBe('https://glentia.gr/glentia/search');
    // The JSON is fully percent-encoded, so the link survives chat apps and e-mail.
    expect(link.search).not.toMatch(/[{}"[\]]/);
    const query = link.searchParams.get('query');
    expect(query).not.toBeNull();
    expect(filterFromSearchQuery(query!, today)).toEqual({ options: filter, valid: true });
  });

  it('gives the default filter for a broken or foreign link, without throwing', () => {
    for (const value of [
      '',
      'not json',
      '{"nomos":',
      '[]',
      '42',
      '{"nomos":["ATTICA"]}',
      '{"range":{"from":"x","to":"y"}}',
    ]) {
      expect(filterFromSearchQuery(value, today), value).toEqual({
        options: defaultFilterOptions(today),
        valid: false,
      });
    }
  });

  it('fills in what an older link leaves out', () => {
    expect(filterFromSearchQuery('{"nomos":["LASITHI"]}', today)).toEqual({
      options: { ...defaultFilterOptions(today), nomos: ['LASITHI'] },
      valid: true,
    });
  });
});
