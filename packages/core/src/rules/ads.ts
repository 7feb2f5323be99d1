import { addDays } from './time.ts';

/** Sponsored ads (SPEC §3, §5): IMAGE ads go in the timeline, FOOTER ads on the home page. */

/**
 * Picks one ad at random, each with a chance proportional to its weight. Ads with no positive
 * weight are never picked; `random` returns a number in [0, 1) like `Math.random`.
 */
export function pickWeightedAd<A extends { weight: number }>(
  ads: readonly A[],
  random: () => number = Math.random,
): A | null {
  const candidates = ads.filter((ad) => Number.isFinite(ad.weight) && ad.weight > 0);
  const total = candidates.reduce((sum, ad) => sum + ad.weight, 0);
  if (total <= 0) return null;
  let point = random() * total;
  for (const ad of candidates) {
    point -= ad.weight;
    if (point < 0) return ad;
  }
  return candidates[candidates.length - 1] ?? null;
}

/** The words of an ad, in either language. */
export interface AdWords {
  title: string | null;
  subtitle: string | null;
  ctaText: string | null;
  titleEn: string | null;
  subtitleEn: string | null;
  ctaTextEn: string | null;
}

/**
 * An ad's title, subtitle and call to action in the visitor's language: in English each English
 * text the sponsor gave, else the Greek one.
 */
export function adTexts(
  ad: AdWords,
  language: 'el' | 'en',
): { title: string | null; subtitle: string | null; ctaText: string | null } {
  if (language === 'el') return { title: ad.title, subtitle: ad.subtitle, ctaText: ad.ctaText };
  return {
    title: ad.titleEn ?? ad.title,
    subtitle: ad.subtitleEn ?? ad.subtitle,
    ctaText: ad.ctaTextEn ?? ad.ctaText,
  };
}

/** The ad's banner for the visitor's language: in English the English banner when it has one. */
export function adImage(
  ad: { imageUrl: string | null; imageUrlEn?: string | null },
  language: 'el' | 'en',
): string | null {
  return language === 'en' && ad.imageUrlEn ? ad.imageUrlEn : ad.imageUrl;
}

/** Where an ad stands on a given day (Europe/Athens). */
export type AdStatus = 'live' | 'scheduled' | 'ended' | 'retired' | 'noImage';

export interface AdSchedule {
  type: 'IMAGE' | 'FOOTER';
  active: boolean;
  imageUrl: string | null;
  /** First day it runs (YYYY-MM-DD), or null: from now on. */
  startsOn: string | null;
  /** Last day it runs (inclusive), or null: until retired. */
  endsOn: string | null;
}

/**
 * Whether visitors see the ad on `today`: not retired, inside its from/until days (both inclusive),
 * and, for an IMAGE ad, with an image to show.
 */
export function adStatus(ad: AdSchedule, today: string): AdStatus {
  if (!ad.active) return 'retired';
  if (ad.endsOn && ad.endsOn < today) return 'ended';
  if (ad.startsOn && ad.startsOn > today) return 'scheduled';
  if (ad.type === 'IMAGE' && !ad.imageUrl) return 'noImage';
  return 'live';
}

export const isAdLive = (ad: AdSchedule, today: string): boolean => adStatus(ad, today) === 'live';

/** Clicks per view, to four decimals (0 when never seen). */
export function clickThroughRate(views: number, clicks: number): number {
  return views <= 0 ? 0 : Math.round((clicks / views) * 10_000) / 10_000;
}

/** Every day from `from` to `to` (inclusive, YYYY-MM-DD), so a chart has a point for quiet days too. */
export function daysOfRange(from: string, to: string): string[] {
  const days: string[] = [];
  // Bounded, so a reversed or absurd range cannot loop for long.
  for (let day = from; day <= to && days.length < 1000; day = addDays(day, 1)) days.push(day);
  return days;
}
