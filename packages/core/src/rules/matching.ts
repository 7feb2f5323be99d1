/**
 * Matching names found elsewhere (an imported page, a social post, a typed name) to the venues and
 * artists Glentia already knows, Greek or Greeklish alike.
 */
import { normalizeSearch, searchKey } from './search.ts';

/** Shorter names match only exactly: "Το" must not match every venue with "Το" in its name. */
const MIN_PARTIAL_LENGTH = 4;

/**
 * The known entry that `name` most likely means, or null. In order of confidence: the same text
 * once normalised, the same sound key (Greeklish), then one name containing the other.
 */
export function findBestNameMatch<T extends { name: string }>(
  candidates: readonly T[],
  name: string,
): T | null {
  const wanted = normalizeSearch(name);
  if (!wanted) return null;
  const wantedKey = searchKey(wanted);
  const exact = candidates.find((candidate) => normalizeSearch(candidate.name) === wanted);
  if (exact) return exact;
  const sameSound = candidates.find((candidate) => searchKey(candidate.name) === wantedKey);
  if (sameSound) return sameSound;
  if (wantedKey.length < MIN_PARTIAL_LENGTH) return null;
  let best: T | null = null;
  let bestLength = 0;
  for (const candidate of candidates) {
    const key = searchKey(candidate.name);
    if (key.length < MIN_PARTIAL_LENGTH) continue;
    if (key.includes(wantedKey) || wantedKey.includes(key)) {
      // The longest overlapping name is the most specific one.
      if (key.length > bestLength) {
        best = candidate;
        bestLength = key.length;
      }
    }
  }
  return best;
}

/** Same person or place by name (normalised, Greeklish-aware): used to avoid creating duplicates. */
export function isSameName(a: string, b: string): boolean {
  const left = normalizeSearch(a);
  const right = normalizeSearch(b);
  return !!left && (left === right || searchKey(left) === searchKey(right));
}

/** Words that say nothing about which venue or artist a name means. */
const FILLER_WORDS = new Set(['o', 'i', 'to', 'oi', 'ta', 'tis', 'tou', 'ton', 'the', 'kai', 'and']);

function nameWords(name: string): string[] {
  return normalizeSearch(name)
    .split(/\s+/)
    .map((word) => searchKey(word))
    .filter((word) => word.length > 1 && !FILLER_WORDS.has(word));
}

/**
 * Likely the same venue or artist written another way, for the review queue's duplicate warning:
 * the same name (accents, case, Greeklish aside), or every word of one name in the other, in any
 * order ("ρακαδικο λυρα" and "Ρακάδικο Η Λύρα").
 */
export function isLikelySameName(a: string, b: string): boolean {
  if (isSameName(a, b)) return true;
  const left = nameWords(a);
  const right = nameWords(b);
  if (left.length === 0 || right.length === 0) return false;
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  if (shorter.join('').length < MIN_PARTIAL_LENGTH) return false;
  const pool = new Set(longer);
  return shorter.every((word) => pool.has(word));
}
