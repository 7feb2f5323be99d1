import {
  COUNTY_NAMES,
  compareGreekNames,
  type TArtistSummary,
  type TLocationSummary,
  type TSearchResults,
} from '@glentia/core';
import { useMemo } from 'react';
import type { MultiSelectOption } from '../../../components/ui/multi-select.tsx';
import { displayName } from '../../../lib/display-name.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { lacks, useInitialize } from '../../../lib/initialize.ts';
import type { Language } from '../../../stores/session.ts';
import { useByIds } from '../../venues/api/get-by-ids.ts';
import { useFilterStore } from '../stores/filter-store.ts';

export type ChoiceGroup = 'artist' | 'location';

export interface FilterChoices {
  /**
   * Every option, named for the language and in Greek order: worked out when first asked for (the
   * list opened). Naming and ordering a hundred artists and venues in Latin letters held the
   * English timeline's start for 29 ms (unthrottled), for a list nobody had opened.
   */
  options: () => MultiSelectOption<ChoiceGroup>[];
  /** The name of a known artist or venue, for the language. */
  artistName: (id: string) => string | undefined;
  locationName: (id: string) => string | undefined;
}

const artistOption = (artist: TArtistSummary, language: Language): MultiSelectOption<ChoiceGroup> => ({
  id: artist.id,
  label: displayName(artist.name, language),
  group: 'artist',
});

const venueOption = (location: TLocationSummary, language: Language): MultiSelectOption<ChoiceGroup> => ({
  id: location.id,
  label: displayName(location.name, language),
  group: 'location',
  detail: location.county ? COUNTY_NAMES[location.county][language] : null,
});

/** Artists and venues to search, as one list of options (venues with their county), named for the language. */
export function choicesOf(
  artists: readonly TArtistSummary[],
  locations: readonly TLocationSummary[],
  language: Language,
): MultiSelectOption<ChoiceGroup>[] {
  const byName = (a: { label: string }, b: { label: string }) => compareGreekNames(a.label, b.label);
  return [
    ...artists.map((artist) => artistOption(artist, language)).sort(byName),
    ...locations.map((location) => venueOption(location, language)).sort(byName),
  ];
}

/** The venues and artists a search found, as options in the server's order (best first). */
export function rankedChoicesOf(
  results: TSearchResults | undefined,
  language: Language,
): MultiSelectOption<ChoiceGroup>[] | undefined {
  if (!results) return undefined;
  return [
    ...results.venues.map((location) => venueOption(location, language)),
    ...results.artists.map((artist) => artistOption(artist, language)),
  ];
}

/** Those of `chosen` that `known` does not hold. */
function missing(chosen: readonly string[], known: readonly { id: string }[] | undefined): string[] {
  const ids = new Set(known?.map((item) => item.id));
  return chosen.filter((id) => !ids.has(id));
}

/**
 * The artists and venues to offer before anything is typed: those the start data names (the home
 * page's and the busiest, `GET /api/public/initialize`) and those the filter has chosen, asked by id
 * when the start data does not name them (a shared link's, or one found by search).
 */
export function useFilterChoices(language: Language = currentLanguage()): FilterChoices {
  const { data, isSuccess } = useInitialize();
  const selectedArtist = useFilterStore((state) => state.options.selectedArtist);
  const selectedLocation = useFilterStore((state) => state.options.selectedLocation);
  // Names the start data will bring (a drawn page left them out) are not asked for one by one.
  const otherArtists = useByIds(
    'artist',
    isSuccess && !lacks(data, 'artists') ? missing(selectedArtist, data.artists) : [],
  );
  const otherVenues = useByIds(
    'location',
    isSuccess && !lacks(data, 'locations') ? missing(selectedLocation, data.locations) : [],
  );
  return useMemo(() => {
    const artists = [...(data?.artists ?? []), ...(otherArtists.data ?? [])];
    const locations = [...(data?.locations ?? []), ...(otherVenues.data ?? [])];
    let options: MultiSelectOption<ChoiceGroup>[] | undefined;
    return {
      options: () => {
        options ??= choicesOf(artists, locations, language);
        return options;
      },
      artistName: nameOf(artists, language),
      locationName: nameOf(locations, language),
    };
  }, [data, otherArtists.data, otherVenues.data, language]);
}

/** The name of one of `items` by id, for the language (worked out for the one asked). */
function nameOf(items: readonly { id: string; name: string }[], language: Language) {
  const names = new Map(items.map((item) => [item.id, item.name]));
  return (id: string): string | undefined => {
    const name = names.get(id);
    return name === undefined ? undefined : displayName(name, language);
  };
}
