/** The four prefectures (νομοί) of Crete that Glentia covers. */
export const COUNTIES = ['HERAKLION', 'CHANIA', 'LASITHI', 'RETHYMNO'] as const;
export type County = (typeof COUNTIES)[number];

/** Names shown in the interface, by language. */
export const COUNTY_NAMES: Record<County, { el: string; en: string }> = {
  HERAKLION: { el: 'Ηράκλειο', en: 'Heraklion' },
  CHANIA: { el: 'Χανιά', en: 'Chania' },
  LASITHI: { el: 'Λασίθι', en: 'Lasithi' },
  RETHYMNO: { el: 'Ρέθυμνο', en: 'Rethymno' },
};

/** The prefectures' names in the genitive, as in "στον νομό Χανίων", "του νομού Ηρακλείου". */
export const COUNTY_GENITIVES: Record<County, string> = {
  HERAKLION: 'Ηρακλείου',
  CHANIA: 'Χανίων',
  LASITHI: 'Λασιθίου',
  RETHYMNO: 'Ρεθύμνου',
};

/** The prefectures with the article "σε" takes, as in "στο Ηράκλειο", "στα Χανιά". */
export const COUNTY_IN_GREEK: Record<County, string> = {
  HERAKLION: 'στο Ηράκλειο',
  CHANIA: 'στα Χανιά',
  LASITHI: 'στο Λασίθι',
  RETHYMNO: 'στο Ρέθυμνο',
};

export function isCounty(value: unknown): value is County {
  return typeof value === 'string' && (COUNTIES as readonly string[]).includes(value);
}

/**
 * County from a Greek postal code's first two digits (SPEC §5): 70 or 71 Heraklion, 72 Lasithi,
 * 73 Chania, 74 Rethymno. Anything else is outside Crete and gives `null`.
 */
export function countyFromPostalCode(postalCode: string | null | undefined): County | null {
  const digits = (postalCode ?? '').replace(/\s+/g, '');
  if (!/^\d{5}$/.test(digits)) return null;
  switch (digits.slice(0, 2)) {
    case '70':
    case '71':
      return 'HERAKLION';
    case '72':
      return 'LASITHI';
    case '73':
      return 'CHANIA';
    case '74':
      return 'RETHYMNO';
    default:
      return null;
  }
}
