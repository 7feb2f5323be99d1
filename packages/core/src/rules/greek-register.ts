/**
 * Glentia speaks to each reader in the informal singular ("Δοκίμασε ξανά", "Συνδέσου", "σου").
 * This finds the words of the formal (polite plural) register in a Greek text, so a check can
 * refuse them: second-person plural verbs and imperatives ("Δοκιμάστε", "Συνδεθείτε", "έχετε",
 * "διαλέξατε") and the possessive "σας".
 */

/** Endings of second-person plural verbs and imperatives, on words of four letters or more. */
const FORMAL_ENDINGS =
  /(ετε|είτε|είστε|ατε|άτε|ήστε|άστε|ίστε|έστε|ύστε|ώστε|ξτε|ψτε|φτε|στε|θείτε|ήσατε|ούσατε|ιστε)$/u;

/** Words that end like formal verbs but are not: conjunctions and the like. */
const NOT_FORMAL = new Set(['ώστε', 'είτε', 'ούτε', 'ύστερα']);

const GREEK_WORD = /[\p{Script=Greek}’']+/gu;

/** The formal-register words in a text, as written; empty when it is all informal. */
export function formalGreekWords(text: string): string[] {
  const found: string[] = [];
  for (const raw of text.match(GREEK_WORD) ?? []) {
    const word = raw.replace(/[’']/g, '');
    const plain = word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
    const lower = word.toLowerCase();
    if (plain === 'σας') found.push(word);
    // "-μαστε" is the first person ("ευθυνόμαστε", "είμαστε"): Glentia speaking of itself.
    else if (
      plain.length >= 4 &&
      !NOT_FORMAL.has(lower) &&
      !lower.endsWith('μαστε') &&
      FORMAL_ENDINGS.test(lower)
    )
      found.push(word);
  }
  return found;
}
