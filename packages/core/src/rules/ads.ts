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
