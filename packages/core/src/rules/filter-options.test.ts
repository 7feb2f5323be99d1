import { describe, expect, it } from 'vitest';
import { parseFilterOptions } from './filter-options.ts';
import { defaultFilterOptions } from './filters.ts';

const today = '2026-07-01';
const artist = '00000000-0000-4000-8000-000000000001';
const venue = '00000000-0000-4000-8000-000000000002';

describe('filter options from a shared link', () => {
  it('keeps a complete, valid filter', () => {
    const filter = {
      nomos: ['CHANIA', 'LASITHI'],
      range: { from: '2026-07-03', to: '2026-07-10' },
      selectedArtist: [artist],
      selectedLocation: [venue],
    };
    expect(parseFilterOptions(filter, today)).toEqual(filter);
  });

  it('fills in what is missing with the defaults and drops repeats and unknown fields', () => {
    expect(parseFilterOptions({}, today)).toEqual(defaultFilterOptions(today));
    expect(
      parseFilterOptions({ nomos: ['CHANIA', 'CHANIA'], selectedArtist: [artist, artist], extra: 1 }, today),
    ).toEqual({ ...defaultFilterOptions(today), nomos: ['CHANIA'], selectedArtist: [artist] });
  });

  it('refuses anything that is not a filter', () => {
    for (const value of [
      null,
      'CHANIA',
      [],
      { nomos: ['ATTICA'] },
      { nomos: 'CHANIA' },
      { range: { from: '2026-07-10', to: '2026-07-03' } },
      { range: { from: '2026-02-30', to: '2026-03-03' } },
      { selectedArtist: ['not-an-id'] },
      {
        selectedLocation: Array.from(
          { length: 101 },
          (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        ),
      },
    ]) {
      expect(parseFilterOptions(value, today), JSON.stringify(value)).toBeNull();
    }
  });
});
