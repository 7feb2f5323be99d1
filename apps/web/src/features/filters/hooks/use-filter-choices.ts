import { COUNTY_NAMES, type TArtistSummary, type TLocationSummary } from '@glentia/core';
import { useMemo } from 'react';
import type { MultiSelectOption } from '../../../components/ui/multi-select.tsx';
import { displayName } from '../../../lib/display-name.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useInitialize } from '../../../lib/initialize.ts';
import type { Language } from '../../../stores/session.ts';

export type ChoiceGroup = 'artist' | 'location';

export interface FilterChoices {
  options: MultiSelectOption<ChoiceGroup>[];
  artistNames: ReadonlyMap<string, string>;
  locationNames: ReadonlyMap<string, string>;
  ready: boolean;
}

const collator = new Intl.Collator('el', { sensitivity: 'base' });

/** Artists and venues to search, as one list of options (venues with their county), named for the language. */
export function choicesOf(
  artists: readonly TArtistSummary[],
  locations: readonly TLocationSummary[],
  language: Language,
): MultiSelectOption<ChoiceGroup>[] {
  const byName = (a: { label: string }, b: { label: string }) => collator.compare(a.label, b.label);
  return [
    ...artists
      .map((artist) => ({
        id: artist.id,
        label: displayName(artist.name, language),
        group: 'artist' as const,
      }))
      .sort(byName),
    ...locations
      .map((location) => ({
        id: location.id,
        label: displayName(location.name, language),
        group: 'location' as const,
        detail: location.county ? COUNTY_NAMES[location.county][language] : null,
      }))
      .sort(byName),
  ];
}

/** The artists and venues from the initial data (`GET /api/public/initialize`). */
export function useFilterChoices(language: Language = currentLanguage()): FilterChoices {
  const { data, isSuccess } = useInitialize();
  return useMemo(() => {
    const artists = data?.artists ?? [];
    const locations = data?.locations ?? [];
    return {
      options: choicesOf(artists, locations, language),
      artistNames: new Map(artists.map((artist) => [artist.id, displayName(artist.name, language)])),
      locationNames: new Map(
        locations.map((location) => [location.id, displayName(location.name, language)]),
      ),
      ready: isSuccess,
    };
  }, [data, isSuccess, language]);
}
