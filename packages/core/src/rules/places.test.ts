import { describe, expect, it } from 'vitest';
import { CRETE_BOUNDS, countyFromPlaceName, countyOfPlace, isWithinBounds } from './places.ts';

describe('county of a place', () => {
  it.each([
    ['Περιφερειακή Ενότητα Ηρακλείου', 'HERAKLION'],
    ['Heraklion Regional Unit', 'HERAKLION'],
    ['Δήμος Χανίων', 'CHANIA'],
    ['Chania Regional Unit', 'CHANIA'],
    ['Περιφερειακή Ενότητα Λασιθίου', 'LASITHI'],
    ['Lasithi', 'LASITHI'],
    ['Ρεθύμνου', 'RETHYMNO'],
    ['Rethymno Regional Unit', 'RETHYMNO'],
    ['Δήμος Χερσονήσου', null],
    ['Περιφέρεια Κρήτης', null],
    ['', null],
  ])('%s → %s', (name, county) => {
    expect(countyFromPlaceName(name)).toBe(county);
  });

  it('prefers the areas, then the postal code', () => {
    expect(countyOfPlace(['Περιφερειακή Ενότητα Χανίων', 'Δήμος Ηρακλείου'], '71201')).toBe('CHANIA');
    expect(countyOfPlace([null, 'Δήμος Χερσονήσου'], '70014')).toBe('HERAKLION');
    expect(countyOfPlace([undefined], '74100')).toBe('RETHYMNO');
    expect(countyOfPlace([], '10558')).toBeNull();
  });

  it('knows what is in Crete', () => {
    expect(isWithinBounds({ lat: 35.34, lng: 25.13 }, CRETE_BOUNDS)).toBe(true);
    expect(isWithinBounds({ lat: 37.98, lng: 23.73 }, CRETE_BOUNDS)).toBe(false);
    expect(isWithinBounds({ lat: 35.0, lng: 27.0 }, CRETE_BOUNDS)).toBe(false);
  });
});
