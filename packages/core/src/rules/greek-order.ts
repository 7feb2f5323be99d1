/**
 * Names in Greek alphabetical order, as the server pages them (apps/server/src/db/name-order.ts):
 * Greek names before Latin ones, then by the name in lower case with accents, diaeresis and the
 * final sigma folded, so «Άλσος» sorts with «Αλ…» and not before every «Α». Worked out letter by
 * letter, without `Intl.Collator`, whose first use on a page loads the browser's ICU data
 * (rules/calendar-words.ts).
 */

/**
 * Each Greek letter (`from`) and what it is ordered as (`to`, letter for letter): lower case, no
 * accent or diaeresis, σ for the final sigma. The database orders by the same lists (SQL
 * `translate`, apps/server/src/db/name-order.ts).
 */
export const GREEK_LETTER_FOLDS = {
  from: 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫάέήίόύώϊϋΐΰς',
  to: 'αβγδεζηθικλμνξοπρστυφχψωαεηιουωιυαεηιουωιυιυσ',
} as const;

const FOLDED: Readonly<Record<string, string>> = Object.fromEntries(
  [...GREEK_LETTER_FOLDS.from].map((letter, index) => [letter, GREEK_LETTER_FOLDS.to[index]!]),
);

/** The key a name is ordered by: whether it starts with a Latin letter, then its folded letters. */
function orderKey(name: string): [boolean, string] {
  const folded = [...name.toLowerCase()].map((letter) => FOLDED[letter] ?? letter).join('');
  return [/^[A-Za-z]/.test(name), folded];
}

/** Compares two names in Greek alphabetical order (for `Array.prototype.sort`). */
export function compareGreekNames(a: string, b: string): number {
  const [latinA, keyA] = orderKey(a);
  const [latinB, keyB] = orderKey(b);
  if (latinA !== latinB) return latinA ? 1 : -1;
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}
