import {
  contract,
  QUERY_LIST_MAX,
  type TArtistSummary,
  type TLocation,
  type TSearchResults,
} from '@glentia/core';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { searchKeys } from '../../search/api/keys.ts';
import { catalogueKeys } from './keys.ts';

/** What each kind's `?ids=` answers: artists as lists name them, venues with their profile. */
interface ByKind {
  artist: TArtistSummary;
  location: TLocation;
}
export type CatalogueKind = keyof ByKind;

/** One `?ids=` request carries at most QUERY_LIST_MAX ids: more are asked in parts. */
function inParts(ids: readonly string[]): string[][] {
  const parts: string[][] = [];
  for (let start = 0; start < ids.length; start += QUERY_LIST_MAX) {
    parts.push(ids.slice(start, start + QUERY_LIST_MAX));
  }
  return parts;
}

/**
 * `GET /api/public/artists?ids=` or `GET /api/public/locations?ids=`: the artists or venues with
 * these ids, by name (ids not found are left out).
 */
export async function getByIds<K extends CatalogueKind>(
  kind: K,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<ByKind[K][]> {
  const parts = await Promise.all(
    inParts(ids).map(
      (part): Promise<ByKind[K][]> =>
        kind === 'artist'
          ? (call(contract.artists.list, { query: { ids: part } }, { signal }) as Promise<ByKind[K][]>)
          : (call(contract.locations.list, { query: { ids: part } }, { signal }) as Promise<ByKind[K][]>),
    ),
  );
  // Each part comes by name; the parts together are put in that order too.
  return parts.flat().sort((a, b) => a.name.localeCompare(b.name, 'el'));
}

/** The artists or venues a search answer already on the device names, found by id. */
function fromSearches<K extends CatalogueKind>(
  client: QueryClient,
  kind: K,
  ids: readonly string[],
): ByKind[K][] {
  const wanted = new Set(ids);
  const found = new Map<string, ByKind[K]>();
  for (const [, results] of client.getQueriesData<TSearchResults>({ queryKey: searchKeys.all })) {
    for (const item of (kind === 'artist' ? results?.artists : results?.venues) ?? []) {
      // A search lists a venue's summary: enough to name it until its profile comes.
      if (wanted.has(item.id)) found.set(item.id, item as ByKind[K]);
    }
  }
  return [...found.values()];
}

export function byIdsQueryOptions<K extends CatalogueKind>(kind: K, ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: catalogueKeys.byIds(kind, sorted),
    queryFn: ({ signal }) => getByIds(kind, sorted, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The artists or venues with these ids, asked only when there are any. While the answer comes,
 * those the last answer held (one unfollowed leaves the rest in place) and those a search on the
 * device already showed (one just ticked in the filter, say) are there at once.
 */
export function useByIds<K extends CatalogueKind>(kind: K, ids: readonly string[]) {
  const client = useQueryClient();
  return useQuery({
    ...byIdsQueryOptions(kind, ids),
    enabled: ids.length > 0,
    placeholderData: (previous: ByKind[K][] | undefined) => {
      const wanted = new Set(ids);
      const kept = (previous ?? []).filter((item) => wanted.has(item.id));
      const keptIds = new Set(kept.map((item) => item.id));
      const found = [...kept, ...fromSearches(client, kind, ids).filter((item) => !keptIds.has(item.id))];
      return found.length > 0 ? found : undefined;
    },
  });
}
