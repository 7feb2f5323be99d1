/**
 * What text Glentia accepts from outside. PostgreSQL cannot store the NUL character in text, and a
 * lone UTF-16 surrogate (half of an emoji, say) is not Unicode at all: `jsonb` refuses its escape
 * and `text` would silently turn it into U+FFFD. No person types either, so every string that
 * comes in is checked once, at the contract, and refused with a 400 instead of failing deep down.
 */

/** True when the text has no NUL character and no lone surrogate. */
export function isSafeText(value: string): boolean {
  // A loop rather than String#isWellFormed, which older phone browsers running the app lack.
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === 0) return false;
    if (code < 0xd800 || code > 0xdfff) continue;
    // A high surrogate must be followed by a low one; a low one on its own is broken.
    const next = value.charCodeAt(index + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    index++;
  }
  return true;
}

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or broken Unicode';
