/**
 * Shareable search links (SPEC §2): `/glentia/search?query=<the filter as JSON>` opens the search
 * with that filter; `?refresh` reloads the events.
 */
import { defaultFilterOptions, type FilterOptions, parseFilterOptions } from '@glentia/core';

export const SEARCH_LINK_PATH = '/glentia/search';
export const QUERY_PARAM = 'query';
export const REFRESH_PARAM = 'refresh';

/** The address that opens the search with `options`, on `origin` (e.g. https://glentia.gr). */
export function searchLinkOf(options: FilterOptions, origin: string): string {
  const params = new URLSearchParams({ [QUERY_PARAM]: JSON.stringify(options) });
  return `${origin}${SEARCH_LINK_PATH}?${params}`;
}

/**
 * The filter a link's `query` parameter carries (already URL-decoded, as `URLSearchParams` gives
 * it). Anything that is not valid JSON of a filter gives the default filter: a mangled link still
 * opens the search instead of failing.
 */
export function filterFromSearchQuery(
  value: string,
  today: string,
): { options: FilterOptions; valid: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { options: defaultFilterOptions(today), valid: false };
  }
  const options = parseFilterOptions(parsed, today);
  return options ? { options, valid: true } : { options: defaultFilterOptions(today), valid: false };
}
