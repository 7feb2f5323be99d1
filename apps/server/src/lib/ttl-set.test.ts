import { describe, expect, it } from 'vitest';
import { TtlSet } from './ttl-set.ts';

describe('TtlSet', () => {
  it('forgets members after their time', () => {
    const set = new TtlSet(1000);
    set.add('a', 0);
    expect(set.has('a', 999)).toBe(true);
    expect(set.has('a', 1000)).toBe(false);
    expect(set.has('b', 0)).toBe(false);
  });
  it('drops the oldest member when full', () => {
    const set = new TtlSet(1000, 2);
    set.add('a', 0);
    set.add('b', 0);
    set.add('c', 0);
    expect([set.has('a', 1), set.has('b', 1), set.has('c', 1)]).toEqual([false, true, true]);
  });
  it('remembers nothing with no time to live', () => {
    const set = new TtlSet(0);
    set.add('a', 0);
    expect(set.has('a', 0)).toBe(false);
  });
  it('deletes and clears', () => {
    const set = new TtlSet(1000);
    set.add('a', 0);
    set.add('b', 0);
    set.delete('a');
    expect(set.has('a', 1)).toBe(false);
    set.clear();
    expect(set.has('b', 1)).toBe(false);
  });
});
