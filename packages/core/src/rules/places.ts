/** Rules for places found by a place search (SPEC §3 new location draft, §5 bounds and county). */
import { type County, countyFromPostalCode } from './county.ts';
import { normalizeSearch } from './search.ts';

/** Stems of each county's name as administrative areas write it, in Greek and Latin letters. */
const COUNTY_STEMS: ReadonlyArray<readonly [County, readonly string[]]> = [
  ['HERAKLION', ['ηρακλ', 'herakl', 'irakl']],
  ['CHANIA', ['χανι', 'chani', 'xani', 'hania', 'khani']],
  ['LASITHI', ['λασιθ', 'lasith', 'lassith', 'lasit']],
  ['RETHYMNO', ['ρεθυμν', 'rethym', 'rethim']],
];

/** The county an administrative area's name names ("Περιφερειακή Ενότητα Χανίων", "Chania Regional Unit"). */
export function countyFromPlaceName(name: string | null | undefined): County | null {
  const text = normalizeSearch(name ?? '');
  if (!text) return null;
  for (const [county, stems] of COUNTY_STEMS) if (stems.some((stem) => text.includes(stem))) return county;
  return null;
}

/**
 * A place's county: from its administrative areas, most specific first (regional unit, then
 * county, then municipality), else from its postal code (SPEC §5).
 */
export function countyOfPlace(
  areas: ReadonlyArray<string | null | undefined>,
  postalCode: string | null | undefined,
): County | null {
  for (const area of areas) {
    const county = countyFromPlaceName(area);
    if (county) return county;
  }
  return countyFromPostalCode(postalCode);
}

/** Crete and its sea: place search is held inside these bounds unless relaxed (SPEC §5). */
export const CRETE_BOUNDS = { north: 35.76, south: 34.86, east: 26.42, west: 23.39 } as const;

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

export function isWithinBounds(point: { lat: number; lng: number }, bounds: Bounds): boolean {
  return (
    point.lat <= bounds.north &&
    point.lat >= bounds.south &&
    point.lng <= bounds.east &&
    point.lng >= bounds.west
  );
}
