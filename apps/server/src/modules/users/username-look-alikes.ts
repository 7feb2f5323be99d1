/**
 * Usernames that look alike are one username. A name is first normalised with NFKC (full-width
 * `ｍａｒｉａ` becomes `maria`), then reduced to its confusable skeleton as Unicode TR 39 describes:
 * decomposed (NFD), every character replaced by the prototype it is confused with (Cyrillic `а` and
 * Greek `α` by Latin `a`, `m` by `rn`, the digit `0` by `O`; the table is Unicode's confusables.txt,
 * as the `unhomoglyph` package ships it), and decomposed again. Case is folded first, since
 * usernames are already unique without regard to case. Two names with the same skeleton cannot
 * both be taken. A name that mixes alphabets (Latin with Greek or Cyrillic letters) is refused
 * outright: nobody types one by accident, and it is how look-alikes are made.
 */
import unhomoglyph from 'unhomoglyph';
import { BadRequestError } from '../../lib/errors.ts';

/** The skeleton two look-alike usernames share (stored as `users.username_skeleton`). */
export function usernameSkeleton(username: string): string {
  const folded = username.normalize('NFKC').toLowerCase().normalize('NFD');
  return unhomoglyph(folded).normalize('NFD').toLowerCase();
}

const SCRIPTS: [name: string, letter: RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
];

/** The alphabets of a name's letters: Latin, Greek, Cyrillic, or `other` for any other script. */
export function scriptsOf(username: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of username.normalize('NFKC')) {
    if (!/\p{L}/u.test(char)) continue;
    scripts.add(SCRIPTS.find(([, letter]) => letter.test(char))?.[0] ?? 'other');
  }
  return scripts;
}

export const mixedScriptsError = () =>
  new BadRequestError(
    {
      el: 'Το όνομα χρήστη ανακατεύει αλφάβητα (π.χ. ελληνικά και λατινικά γράμματα). Γράψε το με ένα μόνο αλφάβητο.',
      en: 'The username mixes alphabets (for example Greek and Latin letters). Please write it all in one.',
    },
    'USERNAME_MIXED_SCRIPTS',
  );

/** Refuses a username whose letters come from more than one alphabet. */
export function assertSingleScript(username: string): void {
  if (scriptsOf(username).size > 1) throw mixedScriptsError();
}
