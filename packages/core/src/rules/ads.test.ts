import { describe, expect, it } from 'vitest';
import { adStatus, adTexts, clickThroughRate, daysOfRange, isAdLive, pickWeightedAd } from './ads.ts';

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

describe('adTexts', () => {
  const ad = {
    title: 'Ρακή Ψηλορείτη',
    subtitle: 'Από το καζάνι του χωριού',
    ctaText: 'Παραγγελία',
    titleEn: 'Psiloritis Raki',
    subtitleEn: null,
    ctaTextEn: 'Order',
  };

  it('gives the Greek texts in Greek', () => {
    expect(adTexts(ad, 'el')).toEqual({
      title: 'Ρακή Ψηλορείτη',
      subtitle: 'Από το καζάνι του χωριού',
      ctaText: 'Παραγγελία',
    });
  });

  it('gives each English text the sponsor wrote in English, and the Greek one in its place otherwise', () => {
    expect(adTexts(ad, 'en')).toEqual({
      title: 'Psiloritis Raki',
      subtitle: 'Από το καζάνι του χωριού',
      ctaText: 'Order',
    });
  });
});

describe('adStatus', () => {
  const base = {
    type: 'IMAGE' as const,
    active: true,
    imageUrl: '/uploads/ads/a.webp',
    startsOn: null,
    endsOn: null,
  };
  it('runs an ad with no dates until it is retired', () => {
    expect(adStatus(base, '2026-05-01')).toBe('live');
    expect(adStatus({ ...base, active: false }, '2026-05-01')).toBe('retired');
  });
  it('counts both from and until days as running', () => {
    const ad = { ...base, startsOn: '2026-05-01', endsOn: '2026-05-10' };
    expect(adStatus(ad, '2026-04-30')).toBe('scheduled');
    expect(adStatus(ad, '2026-05-01')).toBe('live');
    expect(adStatus(ad, '2026-05-10')).toBe('live');
    expect(adStatus(ad, '2026-05-11')).toBe('ended');
    expect(isAdLive(ad, '2026-05-11')).toBe(false);
  });
  it('holds back an IMAGE ad without an image, but not a FOOTER ad', () => {
    expect(adStatus({ ...base, imageUrl: null }, '2026-05-01')).toBe('noImage');
    expect(adStatus({ ...base, type: 'FOOTER', imageUrl: null }, '2026-05-01')).toBe('live');
  });
});

describe('clickThroughRate and daysOfRange', () => {
  it('gives clicks per view, 0 when never seen', () => {
    expect(clickThroughRate(0, 3)).toBe(0);
    expect(clickThroughRate(3, 1)).toBe(0.3333);
  });
  it('lists every day of a range, across a month end, and nothing for a reversed one', () => {
    expect(daysOfRange('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysOfRange('2026-03-02', '2026-03-01')).toEqual([]);
  });
});
