/**
 * Towns and villages of Crete where the demo venues are: the county they belong to, a postal code
 * of the town (its first two digits give the county, SPEC §5), a point in the town, how far venues
 * may spread around that point while staying on land, and the telephone area code.
 */
import { type County, isCounty } from '@glentia/core';
import townRows from './crete-towns.json';

export interface Town {
  /** Greek name, as it appears in an address. */
  name: string;
  county: County;
  /** Postal codes used in the town (cities have several). */
  postalCodes: readonly string[];
  lat: number;
  lng: number;
  /** Degrees a venue may sit from the point in each direction. */
  spread: number;
  /** Telephone area code, without the leading +30. */
  areaCode: string;
  /** How many venues the town gets compared with the others of its county. */
  weight: number;
  /** Street names for addresses; villages use generic ones. */
  streets?: readonly string[];
}

/** The towns, one a row of crete-towns.json (Heraklion's first, then Chania's, Rethymno's, Lasithi's). */
export const TOWNS: readonly Town[] = townRows.map((row) => {
  if (!isCounty(row.county)) throw new Error(`Town ${row.name}: unknown county ${row.county}`);
  return { ...row, county: row.county };
});

/** Share of venues per county: Heraklion has the most, Lasithi the fewest. */
export const COUNTY_SHARE: readonly (readonly [County, number])[] = [
  ['HERAKLION', 0.38],
  ['CHANIA', 0.26],
  ['RETHYMNO', 0.2],
  ['LASITHI', 0.16],
];

/** Streets for an address in a village without its own list. */
export const VILLAGE_STREETS = [
  'Κεντρική Πλατεία',
  'Οδός Ηρώων',
  'Οδός Ελευθερίας',
  'Οδός Αγίου Γεωργίου',
  'Κεντρικός Δρόμος',
  'Πλατεία Εκκλησίας',
] as const;

/** The island's rough bounds, used to check coordinates. */
export const CRETE_BOUNDS = { south: 34.9, north: 35.6, west: 23.5, east: 26.3 } as const;

export function townsOf(county: County): Town[] {
  return TOWNS.filter((town) => town.county === county);
}

export function townByName(name: string): Town {
  const town = TOWNS.find((t) => t.name === name);
  if (!town) throw new Error(`Unknown town ${name}`);
  return town;
}
