import { describe, expect, it, vi } from 'vitest';

// Every key the date words are made of goes through searchKey: counting its calls shows whether
// reading a search built them.
const keyed = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./search.ts', async (actual) => {
  const search = await actual<typeof import('./search.ts')>();
  return {
    ...search,
    searchKey: (text: string) => {
      keyed.calls++;
      return search.searchKey(text);
    },
  };
});

describe('an empty search box', () => {
  it('is read without building the date words, which every screen with a search box would pay for', async () => {
    // The core tests share their loaded modules (vitest.config.ts): another file may have built the
    // date words already, so this test reads a search with modules of its own.
    vi.resetModules();
    const { isSearchable, parseSearchQuery } = await import('./search-query.ts');
    for (const query of ['', '   ', ' - / . ']) expect(isSearchable(query, '2026-11-28')).toBe(false);
    expect(keyed.calls).toBe(0);
    // The first words typed build them.
    expect(parseSearchQuery('Σάββατο', '2026-11-28').dates).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(keyed.calls).toBeGreaterThan(100);
  });
});
