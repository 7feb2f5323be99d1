/**
 * pg_trgm's word similarity, worked out in the process (issue 35): search matches the names of the
 * venues and artists, a few thousand at most, without a trip to the database per word, and gets
 * the answers the database's `word_similarity(a, b)` and `a <% b` would give. The test
 * (word-similarity.test.ts) holds both to PGlite and PostgreSQL over thousands of pairs.
 *
 * - A text's words are its runs of letters and digits; each, lower-cased, is padded with two
 *   spaces before and one after, and every three characters in a row are a trigram.
 * - The similarity of a word to a text is the best, over every stretch of the text's trigrams,
 *   of shared / (the word's distinct trigrams + the stretch's distinct trigrams − shared), in
 *   single precision as pg_trgm counts it.
 */

/** The similarity at which a name forgives a near miss: 0.5 finds "rakadiko" for "rakadko" (pg_trgm's 0.6 does not). */
export const NEAR_MISS_SIMILARITY = 0.5;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Every trigram of a text compared with words, by a number of its own: a name's trigrams are kept
 * as numbers (four bytes each, in typed arrays) rather than as strings and sets: 12.7 MB for the
 * 4,000 names of 100,000 events became about 3 MB. Keys hold letters and digits, so the trigrams are a
 * few tens of thousands at most.
 */
const TRIGRAM_NUMBERS = new Map<string, number>();

function numberOf(trigram: string): number {
  let found = TRIGRAM_NUMBERS.get(trigram);
  if (found === undefined) {
    found = TRIGRAM_NUMBERS.size;
    TRIGRAM_NUMBERS.set(trigram, found);
  }
  return found;
}

/** The trigrams of a text's words, in order, repeats kept. */
export function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const letters = Array.from(`  ${word.toLowerCase()} `);
    for (let at = 0; at + 3 <= letters.length; at++) {
      trigrams.push(letters[at]! + letters[at + 1]! + letters[at + 2]!);
    }
  }
  return trigrams;
}

/**
 * A word's distinct trigrams, as numbers: what is compared with many texts. A trigram no text has
 * gets a negative number of its own, so words people type never grow the table.
 */
export function wordTrigrams(word: string): number[] {
  const distinct = [...new Set(trigramsOf(word))];
  return distinct.map((trigram, index) => TRIGRAM_NUMBERS.get(trigram) ?? -1 - index);
}

/** A text with its trigrams worked out once, for comparing many words with it. */
export interface TrigramText {
  /** In order, repeats kept. */
  trigrams: Int32Array;
  /** Each once, in ascending order (for a binary search). */
  distinct: Int32Array;
}

export function trigramText(text: string): TrigramText {
  const trigrams = Int32Array.from(trigramsOf(text).map(numberOf));
  return { trigrams, distinct: Int32Array.from(new Set(trigrams)).sort() };
}

/** Whether a sorted array holds a number. */
function holds(sorted: Int32Array, wanted: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = sorted[middle]!;
    if (value === wanted) return true;
    if (value < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** pg_trgm's measure of `shared` trigrams out of `ownDistinct` and `stretchDistinct`, in single precision. */
const similarityOf = (shared: number, ownDistinct: number, stretchDistinct: number) =>
  Math.fround(shared / (ownDistinct + stretchDistinct - shared));

/**
 * How close `word` comes to a stretch of `text` (0 to 1), as pg_trgm's `word_similarity(word,
 * text)`. The text's trigrams are read once, left to right; each time one of the word's trigrams
 * ends a stretch, the stretch's start is moved right as far as that raises the similarity.
 */
export function wordSimilarity(word: string | readonly number[], text: TrigramText | string): number {
  // The text first: its trigrams are numbered before the word's are looked up.
  const { trigrams } = typeof text === 'string' ? trigramText(text) : text;
  const wanted = new Set(typeof word === 'string' ? wordTrigrams(word) : word);
  const wantedCount = wanted.size;
  if (wantedCount === 0) return 0;
  // Where each trigram was last seen in the stretch (absent: not in it).
  const lastAt = new Map<number, number>();
  let stretchDistinct = 0;
  let shared = 0;
  let start = -1;
  let best = 0;
  for (let at = 0; at < trigrams.length; at++) {
    const trigram = trigrams[at]!;
    const isWanted = wanted.has(trigram);
    // Before the first wanted trigram no stretch has begun, and nothing is counted.
    if (start >= 0 || isWanted) {
      if (!lastAt.has(trigram)) {
        stretchDistinct++;
        if (isWanted) shared++;
      }
      lastAt.set(trigram, at);
    }
    if (!isWanted) continue;
    if (start === -1) {
      start = at;
      stretchDistinct = 1;
    }
    let current = similarityOf(shared, wantedCount, stretchDistinct);
    // Try every later start: dropping a trigram seen for the last time there shrinks the stretch.
    let trialDistinct = stretchDistinct;
    let trialShared = shared;
    const previousStart = start;
    for (let trialStart = start; trialStart <= at; trialStart++) {
      const trial = similarityOf(trialShared, wantedCount, trialDistinct);
      if (trial > current) {
        current = trial;
        stretchDistinct = trialDistinct;
        start = trialStart;
        shared = trialShared;
      }
      const dropped = trigrams[trialStart]!;
      if (lastAt.get(dropped) === trialStart) {
        trialDistinct--;
        if (wanted.has(dropped)) trialShared--;
      }
    }
    if (current > best) best = current;
    // The trigrams left behind by a moved start are out of the stretch.
    for (let gone = previousStart; gone < start; gone++) {
      const dropped = trigrams[gone]!;
      if (lastAt.get(dropped) === gone) lastAt.delete(dropped);
    }
  }
  return best;
}

/** pg_trgm's `word <% text` with the near-miss similarity: the word is close to a stretch of the text. */
export function isNearMiss(word: string | readonly number[], text: TrigramText | string): boolean {
  const known = typeof text === 'string' ? trigramText(text) : text;
  const wanted = typeof word === 'string' ? wordTrigrams(word) : word;
  // No stretch can share more of the word's trigrams than the whole text holds, and the
  // similarity is at most shared / the word's: most texts are ruled out here, unweighed.
  let shared = 0;
  for (const trigram of wanted) if (holds(known.distinct, trigram)) shared++;
  if (shared < wanted.length * NEAR_MISS_SIMILARITY) return false;
  return wordSimilarity(wanted, known) >= NEAR_MISS_SIMILARITY;
}
