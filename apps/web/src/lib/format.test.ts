import { describe, expect, it } from 'vitest';
import { formatCount, formatList } from './format.ts';

describe('numbers and lists in the interface language', () => {
  it('groups digits and joins lists the local way', () => {
    expect(formatCount(12345, 'el-GR')).toBe('12.345');
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(formatList(['Ηράκλειο', 'Χανιά', 'Ρέθυμνο'], 'el-GR')).toBe('Ηράκλειο, Χανιά και Ρέθυμνο');
  });
});
