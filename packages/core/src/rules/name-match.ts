/**
 * Finding known venue and artist names in read text (a poster, a caption). A reader is good but not
 * exact, and people write names many ways, so a name matches when the sound key of a run of words
 * (search.ts: accents, case, ω/ο, η/ι/υ/ει/οι and Greeklish all collapse) is within a small edit
 * distance of the name's: "ΜΑΝΟΛΗΣ ΜΑΝΟΥΣΑΚΗΣ" finds «Μανώλης Μανουσάκης», "ΜΑΝΩΛΗΣ ΜΑΝΟΥΣΑΚΙΣ"
 * too. Kept here, beside the normalisation, so the database search can later share it.
 */
import { editDistance } from './ocr-text.ts';
import { normalizeSearch, searchKey } from './search.ts';

/**
 * A sound key that also makes one the capitals a poster reader takes for one another: Δ, Λ and Α
 * (all read "A"), Χ, Ξ and Σ ("MIXAAHX" for «ΜΙΧΑΛΗΣ»), Γ and Τ, Ω and Ο.
 */
export function lookalikeKey(word: string): string {
  return searchKey(
    normalizeSearch(word).replace(/[δλ]/g, 'α').replace(/[χξ]/g, 'σ').replace(/γ/g, 'τ').replace(/ω/g, 'ο'),
  );
}

export interface NamedCandidate {
  id: string;
  name: string;
  /** Other spellings (an English name, an Instagram username). */
  aliases?: readonly string[];
}

export interface NameMatch {
  id: string;
  name: string;
  /** 1 for an exact sound match, lower for each forgiven letter. */
  confidence: number;
  /** Where in the text the match starts (a word index), to keep matches apart. */
  wordIndex: number;
}

/** Letters a key of this length may differ by: none for very short names, one, then two. */
export function allowedDistance(keyLength: number): number {
  if (keyLength <= 4) return 0;
  if (keyLength <= 9) return 1;
  return 2;
}

function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The best place `name` sits in `words` (runs of one word fewer to one more than the name). */
function bestWindow(
  words: readonly string[],
  keys: readonly string[],
  name: string,
  keyOf: (text: string) => string = searchKey,
) {
  const nameWords = wordsOf(name);
  const nameKey = keyOf(nameWords.join(''));
  if (nameKey.length < 3) return null;
  const limit = allowedDistance(nameKey.length);
  let best: { distance: number; wordIndex: number; size: number } | null = null;
  const sizes = [nameWords.length, nameWords.length + 1, nameWords.length - 1].filter((size) => size > 0);
  for (const size of sizes) {
    for (let start = 0; start + size <= words.length; start += 1) {
      const key = keys.slice(start, start + size).join('');
      const distance = editDistance(key, nameKey, limit);
      if (distance <= limit && (!best || distance < best.distance))
        best = { distance, wordIndex: start, size };
    }
  }
  return best && { ...best, confidence: 1 - best.distance / nameKey.length };
}

/**
 * Every candidate named in `text`, the surest first. Two candidates found on the same words
 * («Μανουσάκης» and «Μανώλης Μανουσάκης») keep only the longer one.
 */
export function findKnownNames(
  text: string,
  candidates: readonly NamedCandidate[],
  options: { readerLookalikes?: boolean } = {},
): NameMatch[] {
  const words = wordsOf(text);
  const keys = words.map((word) => searchKey(word));
  const lookalikeKeys = options.readerLookalikes ? words.map((word) => lookalikeKey(word)) : null;
  /**
   * The name's best place by its sound key, or, for read text, by its look-alike key (a letter
   * fewer forgiven in the confidence, as the key forgives some).
   */
  const windowOf = (spelling: string) => {
    const window = bestWindow(words, keys, spelling);
    if (window || !lookalikeKeys) return window;
    const near = bestWindow(words, lookalikeKeys, spelling, lookalikeKey);
    if (!near) return null;
    const length = lookalikeKey(wordsOf(spelling).join('')).length;
    return { ...near, confidence: near.confidence - 1 / length };
  };
  type Found = NameMatch & { end: number; length: number };
  const found: Found[] = [];
  for (const candidate of candidates) {
    let best: Found | null = null;
    for (const spelling of [candidate.name, ...(candidate.aliases ?? [])]) {
      const window = windowOf(spelling);
      if (window && (!best || window.confidence > best.confidence)) {
        best = {
          id: candidate.id,
          name: candidate.name,
          confidence: Math.round(window.confidence * 100) / 100,
          wordIndex: window.wordIndex,
          end: window.wordIndex + window.size,
          length: searchKey(spelling).length,
        };
      }
    }
    if (best) found.push(best);
  }
  // The longer name first: it is the more specific reading of the same words.
  found.sort((a, b) => b.length - a.length || b.confidence - a.confidence);
  const kept: Found[] = [];
  for (const match of found) {
    const overlaps = kept.some((other) => match.wordIndex < other.end && other.wordIndex < match.end);
    if (!overlaps) kept.push(match);
  }
  kept.sort((a, b) => b.confidence - a.confidence || a.wordIndex - b.wordIndex);
  return kept.map(({ length: _length, end: _end, ...match }) => match);
}
