/**
 * Demo venues: tavernas, rakadika and music halls in real towns and villages of the four
 * counties, with an address, a postal code of the town, a telephone with the town's area code,
 * and for many an Instagram profile, a website and map ratings.
 */
import type { County } from '@glentia/core';
import type { VenueSeed } from './catalog.ts';
import { COUNTY_SHARE, type Town, townByName, townsOf, VILLAGE_STREETS } from './crete.ts';
import type { Dice } from './random.ts';
import { uploadUrl } from './render.ts';
import {
  FIXED_VENUES,
  LATIN_VENUES,
  slugify,
  uniqueSlug,
  VENUE_BIOS,
  VENUE_CORES,
  VENUE_KINDS,
} from './words.ts';

/** Venues per county in the proportions of COUNTY_SHARE, adding up to `total`. */
export function countyQuotas(total: number): Map<County, number> {
  const quotas = new Map<County, number>(
    COUNTY_SHARE.map(([county, share]) => [county, Math.max(1, Math.round(total * share))]),
  );
  let sum = [...quotas.values()].reduce((a, b) => a + b, 0);
  while (sum > total && quotas.get('HERAKLION')! > 1) {
    quotas.set('HERAKLION', quotas.get('HERAKLION')! - 1);
    sum--;
  }
  if (sum < total) quotas.set('HERAKLION', quotas.get('HERAKLION')! + total - sum);
  return quotas;
}

/** A Greek telephone stored as `+30…`: a landline of the town, or a mobile. */
export function greekPhone(dice: Dice, town: Town | null): string {
  if (!town || dice.chance(0.3))
    return `+3069${dice.pick(['3', '4', '7', '8', '9'])}${dice.int(1_000_000, 9_999_999)}`;
  const rest = 10 - town.areaCode.length;
  const first = town.areaCode.length === 4 ? dice.pick(['2', '3']) : String(dice.int(2, 9));
  let digits = first;
  while (digits.length < rest) digits += String(dice.int(0, 9));
  return `+30${town.areaCode}${digits}`;
}

function spacedPostalCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

interface VenueName {
  name: string;
  kind: string;
}

function venueName(dice: Dice, town: Town, taken: Set<string>): VenueName {
  if (dice.chance(0.05)) {
    const latin = LATIN_VENUES.find((name) => !taken.has(name));
    if (latin) return { name: latin, kind: 'Live' };
  }
  for (let attempt = 0; ; attempt++) {
    const kind = dice.pick(VENUE_KINDS);
    let name = `${kind} ${dice.pick(VENUE_CORES)}`;
    if (attempt >= 6) name += ` (${town.name})`;
    if (attempt >= 12) name += ` ${attempt}`;
    if (!taken.has(name)) return { name, kind };
  }
}

function makeVenue(options: {
  dice: Dice;
  town: Town;
  name: VenueName;
  index: number;
  withImage: boolean;
  slugs: Set<string>;
}): VenueSeed {
  const { dice, town, name } = options;
  const slug = uniqueSlug(name.name, options.slugs, `venue-${options.index}`);
  const postalCode = dice.pick(town.postalCodes);
  const image = options.withImage ? uploadUrl(`locations/${slug}.webp`) : null;
  const website = dice.chance(0.35) ? `https://${slug}.example.com` : null;
  const streets = town.streets ?? VILLAGE_STREETS;
  const street = dice.pick(streets);
  const address =
    street.startsWith('Πλατεία') || street.startsWith('Κεντρ') ? street : `${street} ${dice.int(1, 120)}`;
  return {
    county: town.county,
    town,
    kind: name.kind,
    popularity: dice.logUniform(1, 8),
    row: {
      id: dice.uuid(),
      name: name.name,
      county: town.county,
      postalCode,
      phone: dice.chance(0.95) ? greekPhone(dice, town) : null,
      website,
      image,
      lat: Number((town.lat + (dice.random() * 2 - 1) * town.spread).toFixed(6)),
      lng: Number((town.lng + (dice.random() * 2 - 1) * town.spread).toFixed(6)),
      igProfile:
        image || dice.chance(0.45)
          ? {
              username: slugify(name.name, '_').slice(0, 28).replace(/_+$/, ''),
              website,
              biography: dice.pick(VENUE_BIOS),
              profilePicture: image,
            }
          : null,
      meta: dice.chance(0.85)
        ? {
            formatted_address: `${address}, ${town.name} ${spacedPostalCode(postalCode)}, Ελλάδα`,
            rating: Math.round((3.8 + dice.random() * 1.1) * 10) / 10,
            user_ratings_total: dice.logUniform(12, 2400),
          }
        : null,
    },
  };
}

/**
 * `count` venues across the four counties (the fixed search examples first). `withImages` of
 * them, spread over the whole list, get a generated profile picture.
 */
export function generateVenues(dice: Dice, count: number, withImages: number): VenueSeed[] {
  const quotas = countyQuotas(count);
  const imageIndexes = new Set(dice.sample([...Array(count).keys()], withImages));
  const taken = new Set<string>();
  const slugs = new Set<string>();
  const venues: VenueSeed[] = [];
  const add = (town: Town, name: VenueName) => {
    taken.add(name.name);
    const index = venues.length;
    venues.push(makeVenue({ dice, town, name, index, withImage: imageIndexes.has(index), slugs }));
    quotas.set(town.county, (quotas.get(town.county) ?? 0) - 1);
  };
  for (const fixed of FIXED_VENUES.slice(0, count)) {
    const kind = VENUE_KINDS.find((k) => fixed.name.startsWith(k)) ?? fixed.name.split(' ')[0]!;
    add(townByName(fixed.town), { name: fixed.name, kind });
  }
  for (const [county] of COUNTY_SHARE) {
    const towns = townsOf(county);
    while ((quotas.get(county) ?? 0) > 0) {
      const town = dice.weighted(towns.map((t) => [t, t.weight] as const));
      add(town, venueName(dice, town, taken));
    }
  }
  return venues;
}
