import { describe, expect, it } from 'vitest';
import { isJsonDepthWithin } from './json-depth.ts';

describe('JSON depth', () => {
  it('accepts ordinary bodies', () => {
    expect(isJsonDepthWithin('{"a":[1,{"b":[]}],"c":"x"}', 4)).toBe(true);
    expect(isJsonDepthWithin('"just text"', 0)).toBe(true);
  });

  it('refuses nesting past the limit', () => {
    expect(isJsonDepthWithin('{"a":[1,{"b":[]}]}', 3)).toBe(false);
    expect(isJsonDepthWithin('['.repeat(5000) + ']'.repeat(5000))).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(isJsonDepthWithin(JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[[' }), 1)).toBe(true);
  });
});
