// Nesting depth of a JSON text, measured before it is parsed. A parser, a logger or a validator that
// recurses over a value 10,000 arrays deep overflows the stack; every door that parses JSON asks this
// first and refuses deeper texts with its own documented error.

/**
 * Jackson's default (`StreamReadConstraints.DEFAULT_MAX_DEPTH`, jackson-core 2.15+; the 0.11.0 node runs
 * jackson 2.16): a deeper body is a 400 there, so the node-side servers use the same bound.
 */
export const JACKSON_MAX_DEPTH = 1000;

/** The deepest nesting of arrays and objects in `text`, stopping early once past `limit`. */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 || c === 123) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 93 || c === 125) {
      depth--;
    }
  }
  return deepest;
}

/** Whether `text` nests arrays and objects deeper than `max`. */
export function exceedsJsonDepth(text: string, max: number): boolean {
  return jsonDepth(text, max) > max;
}
