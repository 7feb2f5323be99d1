import { describe, expect, it } from 'vitest';
import { isInCreteArea } from './geo.ts';

describe('isInCreteArea', () => {
  it('accepts the four county towns and the sea around them', () => {
    expect(isInCreteArea({ lat: 35.3387, lng: 25.1442 })).toBe(true); // Heraklion
    expect(isInCreteArea({ lat: 35.5138, lng: 24.018 })).toBe(true); // Chania
    expect(isInCreteArea({ lat: 35.1904, lng: 25.7163 })).toBe(true); // Agios Nikolaos
    expect(isInCreteArea({ lat: 34.85, lng: 24.1 })).toBe(true); // south of Gavdos strait
  });
  it('refuses Athens, the null island and swapped coordinates', () => {
    expect(isInCreteArea({ lat: 37.98, lng: 23.72 })).toBe(false);
    expect(isInCreteArea({ lat: 0, lng: 0 })).toBe(false);
    expect(isInCreteArea({ lat: 25.14, lng: 35.34 })).toBe(false);
  });
});
