/**
 * Filter options from untrusted input: a shared search link (`/glentia/search?query=<JSON>`) or a
 * saved filter. Plain checks rather than a schema library, so the search screen stays small.
 */
import { COUNTIES, type County, isCounty } from './county.ts';
import { type DateRange, defaultRange, type FilterOptions } from './filters.ts';
import { isValidDate } from './time.ts';

/** At most this many artists, and as many venues, in one filter (as the list API allows). */
export const FILTER_LIST_LIMIT = 100;

/**
 * The longest filter text a link may carry (`/feeds/search.ics?query=<JSON>`): room for the
 * largest valid filter (every county, a date range, 100 artists and 100 venues, about 7,800
 * characters), while the percent-encoded address stays under Node's 16 KB header limit.
 */
export const FILTER_QUERY_MAX_LENGTH = 8000;

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);

/** A list of valid values without repeats; missing gives `[]`, anything wrong gives `null`. */
function listOf<T>(value: unknown, valid: (item: unknown) => item is T, max: number): T[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > max || !value.every(valid)) return null;
  return Array.from(new Set(value));
}

function rangeOf(value: unknown, today: string): DateRange | null {
  if (value === undefined) return defaultRange(today);
  if (!isRecord(value)) return null;
  const { from, to } = value;
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  if (!isValidDate(from) || !isValidDate(to) || from > to) return null;
  return { from, to };
}

/**
 * The valid filter in `value`, with what is missing taken from the defaults (no counties, artists
 * or venues; today to two months ahead) and repeats dropped; `null` when `value` is not a filter
 * (a wrong type, an unknown county, a malformed date or id, a range ending before it starts).
 * Unknown fields are ignored.
 */
export function parseFilterOptions(value: unknown, today: string): FilterOptions | null {
  if (!isRecord(value)) return null;
  const nomos = listOf<County>(value.nomos, isCounty, COUNTIES.length);
  const range = rangeOf(value.range, today);
  const selectedArtist = listOf(value.selectedArtist, isId, FILTER_LIST_LIMIT);
  const selectedLocation = listOf(value.selectedLocation, isId, FILTER_LIST_LIMIT);
  if (!nomos || !range || !selectedArtist || !selectedLocation) return null;
  return { nomos, range, selectedArtist, selectedLocation };
}
