import { describe, expect, it } from 'vitest';
import { pickWeightedAd } from './ads.ts';

const ads = [
  { id: 'a', weight: 1 },
  { id: 'b', weight: 3 },
  { id: 'none', weight: 0 },
];

describe('pickWeightedAd', () => {
  it('maps the random point onto the weights', () => {
    expect(pickWeightedAd(ads, () => 0)?.id).toBe('a');
    expect(pickWeightedAd(ads, () => 0.24)?.id).toBe('a');
    expect(pickWeightedAd(ads, () => 0.25)?.id).toBe('b');
    expect(pickWeightedAd(ads, () => 0.9999)?.id).toBe('b');
  });
  it('never picks a weightless ad and gives null without candidates', () => {
    expect(pickWeightedAd([{ id: 'x', weight: 0 }])).toBeNull();
    expect(pickWeightedAd([])).toBeNull();
  });
  it('follows the weights over many picks', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const counts = { a: 0, b: 0, none: 0 };
    for (let i = 0; i < 20_000; i++) counts[pickWeightedAd(ads, random)!.id as keyof typeof counts]++;
    expect(counts.none).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(2.6);
    expect(counts.b / counts.a).toBeLessThan(3.4);
  });
});
