import { describe, expect, it } from 'vitest';
import { COUNTY_NAMES, countyFromPostalCode, isCounty } from './county.ts';

describe('countyFromPostalCode', () => {
  it.each([
    ['71201', 'HERAKLION'],
    ['70008', 'HERAKLION'],
    ['72100', 'LASITHI'],
    ['73131', 'CHANIA'],
    ['74100', 'RETHYMNO'],
    ['741 00', 'RETHYMNO'],
    ['10558', null],
    ['7310', null],
    ['', null],
    [null, null],
  ])('%s → %s', (postalCode, county) => {
    expect(countyFromPostalCode(postalCode)).toBe(county);
  });
});

describe('counties', () => {
  it('have Greek and English names', () => {
    expect(COUNTY_NAMES.CHANIA).toEqual({ el: 'Χανιά', en: 'Chania' });
  });
  it('recognises only the four', () => {
    expect(isCounty('LASITHI')).toBe(true);
    expect(isCounty('ATTICA')).toBe(false);
  });
});
