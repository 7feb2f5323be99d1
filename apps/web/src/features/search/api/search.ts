import { contract, isSearchable, SEARCH_EVENT_PAGE, type TSearchResults, todayInAthens } from '@glentia/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { searchKeys } from './keys.ts';

/** `GET /api/public/search`: events, venues and artists for what was typed, best first. */
export function getSearchResults(q: string, limit: number, signal?: AbortSignal): Promise<TSearchResults> {
  return call(contract.search.find, { query: { q, limit } }, { signal });
}

/** How long typing must pause before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The server's results for `text` once typing pauses, with up to `limit` events; nothing is asked
 * for text that holds no searchable word or date. While a new search loads, the previous results
 * stay (`isPlaceholderData`).
 */
export function useSearchResults(text: string, debounceMs = SEARCH_DEBOUNCE_MS, limit = SEARCH_EVENT_PAGE) {
  const query = useDebouncedValue(text.trim(), debounceMs);
  const searchable = isSearchable(query, todayInAthens());
  return useQuery({
    queryKey: searchKeys.results(query, limit),
    queryFn: ({ signal }) => getSearchResults(query, limit, signal),
    enabled: searchable,
    placeholderData: searchable ? keepPreviousData : undefined,
    staleTime: 60_000,
    retry: false,
  });
}
