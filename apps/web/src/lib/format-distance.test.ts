import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance.ts';

describe('distance on cards', () => {
  it('writes metres, one decimal under ten kilometres, then whole kilometres, per language', () => {
    expect(formatDistance(3.24, 'el')).toBe('3,2 km');
    expect(formatDistance(3.24, 'en')).toBe('3.2 km');
    expect(formatDistance(0.847, 'el')).toBe('850 m');
    expect(formatDistance(0.001, 'en')).toBe('10 m');
    expect(formatDistance(24.4, 'el')).toBe('24 km');
    expect(formatDistance(1234.5, 'el')).toBe('1.235 km');
  });
});
