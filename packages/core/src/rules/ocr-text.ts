/**
 * Text as a poster reader returns it. Greek capitals and Latin ones look alike (Α/A, Η/H, Ρ/P), so
 * a reader trained on both often mixes them inside one Greek word; and it mistakes O for 0 in
 * numbers. These rules undo the commonest confusions before the text is understood.
 */

/** Latin capitals (and small letters) that are drawn like a Greek one. */
const LATIN_TO_GREEK: Record<string, string> = {
  A: 'Α',
  B: 'Β',
  E: 'Ε',
  Z: 'Ζ',
  H: 'Η',
  I: 'Ι',
  K: 'Κ',
  M: 'Μ',
  N: 'Ν',
  O: 'Ο',
  P: 'Ρ',
  T: 'Τ',
  Y: 'Υ',
  X: 'Χ',
  a: 'α',
  o: 'ο',
  v: 'ν',
  x: 'χ',
  i: 'ι',
  k: 'κ',
};

const GREEK = /\p{Script=Greek}/u;

/**
 * Capitals a reader gives for Greek ones when it takes a whole word for Latin ("QPA" for «ΩΡΑ»,
 * "AEKEMBPIOY" for «ΔΕΚΕΜΒΡΙΟΥ»: Δ and Λ come out as A, Ω as Q, Σ as Z).
 */
const CAPITAL_LOOKALIKES: Record<string, string> = { ...LATIN_TO_GREEK, Q: 'Ω', Z: 'Σ', S: 'Σ' };
const LATIN_CAPITALS_WORD = /^[ABEZHIKMNOPTYXQS]{3,}$/;

/**
 * In each word holding at least one Greek letter, Latin look-alikes become the Greek letter
 * ("MAΝΩΛΗΣ" → "ΜΑΝΩΛΗΣ"), and so do capitalised words made only of such letters ("QPA" →
 * "ΩΡΑ"; English words in capitals with other letters, "LIVE", stay); in numbers, O and o between digits become 0 ("22:0O" → "22:00").
 */
export function foldOcrText(text: string): string {
  const words = text.replace(/[A-Za-z\p{Script=Greek}]+/gu, (word) => {
    if (GREEK.test(word)) return Array.from(word, (char) => LATIN_TO_GREEK[char] ?? char).join('');
    // A capitalised word made only of letters Greek shares is a Greek word read as Latin.
    if (LATIN_CAPITALS_WORD.test(word))
      return Array.from(word, (char) => CAPITAL_LOOKALIKES[char] ?? char).join('');
    return word;
  });
  return words.replace(/(?<=\d[:.]?)[Oo](?=\d|\b)|(?<=\d)[Oo]/g, '0');
}

/** Levenshtein distance between two strings, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}
