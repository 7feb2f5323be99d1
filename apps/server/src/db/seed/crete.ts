/**
 * Towns and villages of Crete where the demo venues are: the county they belong to, a postal code
 * of the town (its first two digits give the county, SPEC §5), a point in the town, how far venues
 * may spread around that point while staying on land, and the telephone area code.
 */
import type { County } from '@glentia/core';

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

/** One town: name, county, postal codes, [lat, lng], spread, area code, weight, streets. */
function town(
  name: string,
  county: County,
  postalCodes: string[],
  [lat, lng]: [number, number],
  spread: number,
  areaCode: string,
  weight: number,
  streets?: string[],
): Town {
  return { name, county, postalCodes, lat, lng, spread, areaCode, weight, ...(streets ? { streets } : {}) };
}

export const TOWNS: readonly Town[] = [
  // Heraklion (70xxx, 71xxx)
  town(
    'Ηράκλειο',
    'HERAKLION',
    ['71201', '71202', '71303', '71305', '71307', '71409', '71410'],
    [35.33, 25.135],
    0.01,
    '2810',
    10,
    ['25ης Αυγούστου', 'Χάνδακος', 'Δαιδάλου', 'Κοραή', 'Μίλατου', 'Λεωφ. Κνωσού', 'Ικάρου', 'Έβανς'],
  ),
  town('Αρχάνες', 'HERAKLION', ['70100'], [35.237, 25.161], 0.004, '2810', 2),
  town('Ζαρός', 'HERAKLION', ['70002'], [35.131, 24.905], 0.003, '28940', 1),
  town('Μοίρες', 'HERAKLION', ['70400'], [35.05, 24.872], 0.004, '28920', 2),
  town('Τυμπάκι', 'HERAKLION', ['70200'], [35.073, 24.768], 0.003, '28920', 1),
  town('Χερσόνησος', 'HERAKLION', ['70014'], [35.312, 25.385], 0.003, '28970', 2),
  town('Μάλια', 'HERAKLION', ['70007'], [35.283, 25.462], 0.003, '28970', 2),
  town('Αρκαλοχώρι', 'HERAKLION', ['70300'], [35.145, 25.266], 0.003, '28910', 1),
  town('Καστέλλι', 'HERAKLION', ['70006'], [35.211, 25.338], 0.003, '28910', 1),
  town('Πεζά', 'HERAKLION', ['70100'], [35.262, 25.21], 0.002, '2810', 1),
  town('Αγία Βαρβάρα', 'HERAKLION', ['70003'], [35.141, 25.004], 0.002, '28940', 1),
  town('Άνω Βιάννος', 'HERAKLION', ['70004'], [35.053, 25.414], 0.002, '28950', 1),
  town('Γάζι', 'HERAKLION', ['71414'], [35.318, 25.07], 0.003, '2810', 1),
  town('Κρουσώνας', 'HERAKLION', ['71500'], [35.232, 24.979], 0.002, '2810', 1),
  town('Φόδελε', 'HERAKLION', ['71500'], [35.378, 24.957], 0.002, '2810', 0.5),
  // Chania (73xxx)
  town(
    'Χανιά',
    'CHANIA',
    ['73100', '73131', '73132', '73133', '73134', '73135'],
    [35.509, 24.025],
    0.007,
    '28210',
    8,
    ['Χάληδων', 'Ζαμπελίου', 'Κονδυλάκη', 'Τσουδερών', 'Σκρίδλωφ', 'Αποκορώνου', 'Καλλεργών', 'Κισάμου'],
  ),
  town('Κίσσαμος', 'CHANIA', ['73400'], [35.492, 23.656], 0.003, '28220', 2),
  town('Κάντανος', 'CHANIA', ['73005'], [35.329, 23.738], 0.002, '28230', 1),
  town('Χώρα Σφακίων', 'CHANIA', ['73011'], [35.2035, 24.137], 0.0015, '28250', 1),
  town('Βάμος', 'CHANIA', ['73008'], [35.408, 24.201], 0.002, '28250', 1),
  town('Γαλατάς', 'CHANIA', ['73100'], [35.496, 23.974], 0.002, '28210', 1),
  town('Παλαιόχωρα', 'CHANIA', ['73001'], [35.2325, 23.6805], 0.0015, '28230', 1),
  town('Γεωργιούπολη', 'CHANIA', ['73007'], [35.36, 24.258], 0.002, '28250', 1),
  town('Πλατανιάς', 'CHANIA', ['73014'], [35.512, 23.906], 0.002, '28210', 1),
  town('Κολυμβάρι', 'CHANIA', ['73006'], [35.54, 23.78], 0.002, '28240', 1),
  town('Σούδα', 'CHANIA', ['73200'], [35.483, 24.072], 0.002, '28210', 1),
  town('Βρύσες', 'CHANIA', ['73007'], [35.378, 24.2], 0.002, '28250', 1),
  // Rethymno (74xxx)
  town('Ρέθυμνο', 'RETHYMNO', ['74100', '74131', '74132', '74133'], [35.362, 24.48], 0.006, '28310', 6, [
    'Αρκαδίου',
    'Εθνικής Αντιστάσεως',
    'Παλαιολόγου',
    'Κουντουριώτη',
    'Βερνάρδου',
    'Σουλίου',
    'Γερακάρη',
  ]),
  town('Ανώγεια', 'RETHYMNO', ['74051'], [35.29, 24.881], 0.003, '28340', 2),
  town('Σπήλι', 'RETHYMNO', ['74053'], [35.217, 24.537], 0.002, '28320', 1),
  town('Πέραμα', 'RETHYMNO', ['74052'], [35.369, 24.7], 0.002, '28340', 1),
  town('Μαργαρίτες', 'RETHYMNO', ['74052'], [35.333, 24.673], 0.002, '28340', 1),
  town('Αγία Γαλήνη', 'RETHYMNO', ['74056'], [35.1005, 24.688], 0.0015, '28320', 1),
  town('Πάνορμο', 'RETHYMNO', ['74057'], [35.415, 24.689], 0.0015, '28340', 1),
  town('Ζωνιανά', 'RETHYMNO', ['74051'], [35.296, 24.833], 0.002, '28340', 1),
  town('Αμάρι', 'RETHYMNO', ['74061'], [35.238, 24.642], 0.002, '28330', 0.5),
  town('Ατσιπόπουλο', 'RETHYMNO', ['74100'], [35.356, 24.441], 0.002, '28310', 1),
  town('Πλακιάς', 'RETHYMNO', ['74060'], [35.1935, 24.396], 0.0015, '28320', 1),
  // Lasithi (72xxx)
  town('Άγιος Νικόλαος', 'LASITHI', ['72100'], [35.188, 25.711], 0.004, '28410', 4, [
    '28ης Οκτωβρίου',
    'Ρ. Κουντούρου',
    'Κ. Σφακιανάκη',
    'Ιδομενέως',
    'Ακτή Κουντούρου',
    'Πλατεία Βενιζέλου',
  ]),
  town('Ιεράπετρα', 'LASITHI', ['72200'], [35.014, 25.742], 0.004, '28420', 3, [
    'Κοθρή',
    'Κουντουριώτη',
    'Μιχαήλ Καθαράκη',
    'Ψύλλινα',
    'Πλατεία Ελευθερίας',
  ]),
  town('Σητεία', 'LASITHI', ['72300'], [35.203, 26.099], 0.003, '28430', 2, [
    'Καπετάν Σήφη',
    'Ελ. Βενιζέλου',
    'Μισονός',
    'Κορνάρου',
    'Θερίσσου',
  ]),
  town('Κριτσά', 'LASITHI', ['72051'], [35.158, 25.644], 0.002, '28410', 1),
  town('Νεάπολη', 'LASITHI', ['72400'], [35.256, 25.606], 0.003, '28410', 1),
  town('Ελούντα', 'LASITHI', ['72053'], [35.2605, 25.7215], 0.0015, '28410', 1),
  town('Τζερμιάδο', 'LASITHI', ['72052'], [35.197, 25.49], 0.002, '28440', 1),
  town('Παλαίκαστρο', 'LASITHI', ['72300'], [35.1995, 26.253], 0.0015, '28430', 0.5),
  town('Μακρύγιαλος', 'LASITHI', ['72055'], [35.0425, 25.975], 0.0015, '28430', 1),
];

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
