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

/** A text with its trigrams worked out once, for comparing many words with it. */
export interface TrigramText {
  trigrams: readonly string[];
  present: ReadonlySet<string>;
}

export function trigramText(text: string): TrigramText {
  const trigrams = trigramsOf(text);
  return { trigrams, present: new Set(trigrams) };
}

/** pg_trgm's measure of `shared` trigrams out of `ownDistinct` and `stretchDistinct`, in single precision. */
const similarityOf = (shared: number, ownDistinct: number, stretchDistinct: number) =>
  Math.fround(shared / (ownDistinct + stretchDistinct - shared));

/**
 * How close `word` comes to a stretch of `text` (0 to 1), as pg_trgm's `word_similarity(word,
 * text)`. The text's trigrams are read once, left to right; each time one of the word's trigrams
 * ends a stretch, the stretch's start is moved right as far as that raises the similarity.
 */
export function wordSimilarity(word: string | readonly string[], text: TrigramText | string): number {
  const wanted = new Set(typeof word === 'string' ? trigramsOf(word) : word);
  const { trigrams } = typeof text === 'string' ? trigramText(text) : text;
  const wantedCount = wanted.size;
  if (wantedCount === 0) return 0;
  // Where each trigram was last seen in the stretch (absent: not in it).
  const lastAt = new Map<string, number>();
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
export function isNearMiss(word: string | readonly string[], text: TrigramText | string): boolean {
  const wanted = new Set(typeof word === 'string' ? trigramsOf(word) : word);
  const known = typeof text === 'string' ? trigramText(text) : text;
  // No stretch can share more of the word's trigrams than the whole text holds, and the
  // similarity is at most shared / the word's: most texts are ruled out here, unweighed.
  let shared = 0;
  for (const trigram of wanted) if (known.present.has(trigram)) shared++;
  if (shared < wanted.size * NEAR_MISS_SIMILARITY) return false;
  return wordSimilarity([...wanted], known) >= NEAR_MISS_SIMILARITY;
}
