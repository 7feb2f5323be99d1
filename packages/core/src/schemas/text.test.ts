import { describe, expect, it } from 'vitest';
import { ZText } from './text.ts';

describe('the shared text schema', () => {
  const name = ZText().trim().min(1).max(5);

  it('keeps the checks chained after it', () => {
    expect(name.parse(' ab ')).toBe('ab');
    expect(name.safeParse('toolong').success).toBe(false);
  });

  it('refuses NUL and lone surrogates with one message', () => {
    for (const value of ['a\u0000', '\ud800', 'a\udfffb']) {
      const result = name.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toHaveLength(1);
    }
  });
});
