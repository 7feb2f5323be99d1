import { describe, expect, it } from 'vitest';
import { isSafeText } from './text.ts';

describe('safe text', () => {
  it.each([
    ['plain text', 'Ψαρονίκος στα Χανιά'],
    ['an emoji (a surrogate pair)', 'γλέντι 🎻'],
    ['an empty string', ''],
    ['control characters other than NUL', 'a\tb\nc'],
  ])('accepts %s', (_label, value) => {
    expect(isSafeText(value)).toBe(true);
  });

  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
    ['a pair in the wrong order', '\udc00\ud800'],
  ])('refuses %s', (_label, value) => {
    expect(isSafeText(value)).toBe(false);
  });
});
