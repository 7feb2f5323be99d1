/**
 * How deeply a JSON text nests, read without parsing it. Parsing is iterative in V8, but almost
 * everything after it (schema checks, the prototype-key scan, JSON.stringify into jsonb) recurses,
 * and a body of 5,000 `[` overflows the stack there. Counting brackets first is one pass over the
 * text and stops as soon as the limit is passed.
 */

/** The deepest nesting any Glentia body needs is a handful of levels; this leaves ample room. */
export const MAX_JSON_DEPTH = 64;

/** True when no object or array in `text` is nested deeper than `limit`. */
export function isJsonDepthWithin(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return false;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return true;
}
