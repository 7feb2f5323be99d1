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
