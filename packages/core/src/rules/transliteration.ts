/**
 * Greek names in Latin letters by ELOT 743 (the Greek standard, also ISO 843's transcription), so a
 * visitor reading English can read and say them: Χανιά → Chania, Ηράκλειο → Irakleio, Μπουρνάζι →
 * Bournazi, Αγγελική → Angeliki, Ευαγγελισμός → Evangelismos. Text in other scripts is kept.
 */

import { getOrMake } from './get-or-make.ts';
import { GREEK_LATIN_LETTERS } from './greek-letters.ts';

/** ELOT 743 writes ξ as x; the final sigma is an s like the other. */
const LETTERS: Record<string, string> = { ...GREEK_LATIN_LETTERS, ς: 's' };

/** After αυ, ευ, ηυ these make υ an f (as at the end of a word); anything else makes it a v. */
const VOICELESS = new Set(['θ', 'κ', 'ξ', 'π', 'σ', 'ς', 'τ', 'φ', 'χ', 'ψ']);

interface Letter {
  /** Lowercase, without accents. */
  base: string;
  diaeresis: boolean;
  upper: boolean;
}

/** Each character's letter, worked out once: a name is read letter by letter, and names repeat letters. */
const knownLetters = new Map<string, Letter>();

function letterOf(char: string): Letter {
  return getOrMake(knownLetters, char, () => {
    const decomposed = char.normalize('NFD');
    return {
      base: decomposed[0]!.toLowerCase(),
      diaeresis: decomposed.includes('\u0308'),
      upper: char !== char.toLowerCase(),
    };
  });
}

/** Whether Greek text is in it at all. */
export function hasGreek(text: string): boolean {
  return /\p{Script=Greek}/u.test(text);
}

/** A Greek text in Latin letters by ELOT 743. */
export function transliterateElot(text: string): string {
  const chars = Array.from(text.normalize('NFC'));
  const letters = chars.map(letterOf);
  const isGreek = (index: number) =>
    index >= 0 && index < chars.length && LETTERS[letters[index]!.base] !== undefined;
  /** The base of a Greek letter that a diphthong may join (not one with a diaeresis). */
  const joinable = (index: number) =>
    isGreek(index) && !letters[index]!.diaeresis ? letters[index]!.base : '';
  // A capital whose neighbour is a capital too is part of a word in capitals: ΧΑΝΙΑ → CHANIA.
  const inCapitals = (index: number, length: number) =>
    (isGreek(index + length) && letters[index + length]!.upper) ||
    (isGreek(index - 1) && letters[index - 1]!.upper);
  const cased = (latin: string, index: number, length: number) => {
    if (!letters[index]!.upper) return latin;
    return inCapitals(index, length) ? latin.toUpperCase() : latin[0]!.toUpperCase() + latin.slice(1);
  };

  let out = '';
  for (let i = 0; i < chars.length; i++) {
    if (!isGreek(i)) {
      out += chars[i];
      continue;
    }
    const here = letters[i]!.base;
    const next = joinable(i + 1);
    if (here === 'ο' && next === 'υ') {
      out += cased('ou', i, 2);
      i++;
    } else if ((here === 'α' || here === 'ε' || here === 'η') && next === 'υ') {
      const after = isGreek(i + 2) ? letters[i + 2]!.base : '';
      out += cased(`${LETTERS[here]}${!after || VOICELESS.has(after) ? 'f' : 'v'}`, i, 2);
      i++;
    } else if (here === 'μ' && next === 'π') {
      // b at the start or end of a word, mb inside it.
      out += cased(!isGreek(i - 1) || !isGreek(i + 2) ? 'b' : 'mp', i, 2);
      i++;
    } else if (here === 'γ' && (next === 'γ' || next === 'ξ' || next === 'χ')) {
      // γγ → ng, γξ → nx, γχ → nch: the first γ is said n.
      out += cased('n', i, 1);
    } else {
      out += cased(LETTERS[here]!, i, 1);
    }
  }
  return out;
}
