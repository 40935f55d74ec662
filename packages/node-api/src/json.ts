/**
 * Lossless JSON for the node API.
 *
 * Decoding, two rules:
 * 1. Integer values of a *bigint key* — an int64 property whose declared range goes beyond ±2^53,
 *    listed by the generator from the spec (the box `nonce`) — become `bigint`, always, also when
 *    small, so the type never depends on the value. Strings under the same key (a mainchain
 *    header's hex `nonce`) stay strings.
 * 2. Any other integer literal beyond ±(2^53 − 1) also becomes a `bigint` instead of being
 *    rounded. The spec bounds every other field below 2^53 (amounts: at most 2.1e15 zennies),
 *    so this only happens with an answer outside the contract, and then no digit is lost.
 * Everything else is exactly `JSON.parse`.
 *
 * How: the text is rewritten before `JSON.parse` so that each such literal becomes a marked string,
 * and a walk over the parsed value turns marked strings into bigints. Rule 1 matches `"key":` outside strings only
 * (a `"` inside a JSON string is always escaped); rule 2 scans string tokens whole, so digits
 * inside strings are never touched. The marker is a control character that no string of the input
 * starts with, so the result is exact. Texts with neither a bigint key nor a 16-digit number take the
 * plain `JSON.parse` path; a character-by-character parser in JavaScript would be 5–10× slower.
 *
 * Encoding: every `bigint` in a request body is written as a plain JSON integer.
 */

const cache = new Map<string, RegExp>();

function keyPattern(keys: readonly string[]): RegExp {
  const id = keys.join('\u0000');
  let re = cache.get(id);
  // Stryker disable next-line ConditionalExpression: a cache miss only rebuilds the same pattern
  if (!re) {
    const names = keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    // "key" : -123   — not preceded by a backslash (an escaped quote), not followed by a fraction/exponent.
    re = new RegExp(`(?<!\\\\)("(?:${names})"\\s*:\\s*)(-?\\d+)(?![\\d.eE])`, 'g');
    cache.set(id, re);
  }
  return re;
}

/** A string token (skipped whole) or an integer literal of 16+ digits outside strings. */
const LONG_INT = /"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])(-?\d{16,})(?![\d.eE])/g;
/** Cheap pre-filter: a 16-digit run where a value starts. Strings rarely match; then the scan decides. */
const MAYBE_LONG = /(?:^|[:,[])\s*-?\d{16}/;

/** A control character that starts no string of `text`, written as the JSON escape of it. */
function pickMarker(text: string): string | undefined {
  // Skip \b \t \n \f \r: they have short escapes and are harder to rule out.
  for (let c = 1; c < 32; c++) {
    if (c >= 8 && c <= 13 && c !== 11) continue;
    const hex = c.toString(16).padStart(4, '0');
    if (!text.includes(`"\\u${hex}`) && !text.includes(`"\\u${hex.toUpperCase()}`)) return String.fromCharCode(c);
  }
  return undefined;
}

/**
 * Parses a JSON text losslessly (see the rules above). Throws a `SyntaxError` like `JSON.parse`
 * on invalid JSON.
 */
export function parseJson(text: string, bigintKeys: readonly string[]): unknown {
  // Cheap pre-filters first: most answers have neither a bigint key nor a 16-digit number.
  // Stryker disable next-line LogicalOperator,StringLiteral: pre-filter for speed; the key pattern alone decides what is marked
  const keyRe = bigintKeys.length && bigintKeys.some((k) => text.includes(`"${k}"`)) ? keyPattern(bigintKeys) : undefined;
  // Stryker disable next-line ConditionalExpression: fast path; the full scan finds nothing to mark in such a text
  if (!keyRe && !MAYBE_LONG.test(text)) return JSON.parse(text);

  const marker = pickMarker(text);
  if (marker === undefined) throw new SyntaxError('JSON text cannot be decoded losslessly (no free marker)');
  const esc = `\\u${marker.charCodeAt(0).toString(16).padStart(4, '0')}`;
  let rewritten = text;
  // Stryker disable next-line BooleanLiteral: reviving an unmarked text changes nothing (no string starts with the free marker)
  let marked = false;
  if (keyRe) {
    // One pass: rewrite and learn whether anything matched.
    keyRe.lastIndex = 0;
    rewritten = rewritten.replace(keyRe, (_m, head: string, digits: string) => {
      marked = true;
      return `${head}"${esc}${digits}"`;
    });
  }
  // Rule 2 (rare): the values just marked sit in strings now, so only other long literals trigger the scan.
  // Stryker disable next-line ConditionalExpression: pre-filter for speed; LONG_INT decides
  if (MAYBE_LONG.test(rewritten)) {
    rewritten = rewritten.replace(LONG_INT, (m, digits: string | undefined) => {
      if (digits === undefined || Number.isSafeInteger(Number(digits))) return m;
      marked = true;
      return `"${esc}${digits}"`;
    });
  }
  // Stryker disable next-line ConditionalExpression: without marks, rewritten is text and revive changes nothing
  if (!marked) return JSON.parse(text);
  return revive(JSON.parse(rewritten), marker.charCodeAt(0));
}

/** Turns marked strings into bigints in place (a walk in JavaScript is far cheaper than a JSON.parse reviver). */
function revive(v: unknown, code: number): unknown {
  if (typeof v === 'string') return v.charCodeAt(0) === code ? BigInt(v.slice(1)) : v;
  // Stryker disable next-line ConditionalExpression: numbers, booleans and bigints have no keys to walk
  if (v !== null && typeof v === 'object') {
    // Stryker disable next-line ConditionalExpression: an array walked by its keys is revived the same
    if (Array.isArray(v)) {
      // Stryker disable next-line EqualityOperator: v[v.length] is undefined and left alone
      for (let i = 0; i < v.length; i++) {
        const x: unknown = v[i];
        const r = revive(x, code);
        // Stryker disable next-line ConditionalExpression: writing back the same element changes nothing
        if (r !== x) v[i] = r;
      }
    } else {
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) {
        const x = o[k];
        const r = revive(x, code);
        // Stryker disable next-line ConditionalExpression: writing back the same value changes nothing (an own __proto__ is a data property)
        if (r !== x) o[k] = r; // an own "__proto__" data property is assigned as data, not as the prototype
      }
    }
  }
  return v;
}

/** `JSON.stringify` that writes every `bigint` as a plain JSON integer (exact, no quotes). */
export function stringifyJson(value: unknown): string {
  try {
    return JSON.stringify(value); // no bigint inside: native speed
  } catch (err) {
    if (!(err instanceof TypeError) || !/BigInt/i.test(err.message)) throw err;
  }
  const stack = new Set<object>();
  const write = (v: unknown): string | undefined => {
    if (typeof v === 'bigint') return v.toString();
    if (v === null || typeof v !== 'object') return JSON.stringify(v); // undefined for functions/symbols
    const o = v as { toJSON?: () => unknown };
    if (typeof o.toJSON === 'function') return write(o.toJSON());
    if (stack.has(v)) throw new TypeError('Converting circular structure to JSON');
    stack.add(v);
    let out: string;
    if (Array.isArray(v)) {
      out = `[${v.map((x) => write(x) ?? 'null').join(',')}]`;
    } else {
      const parts: string[] = [];
      for (const [k, x] of Object.entries(v)) {
        const s = write(x);
        if (s !== undefined) parts.push(`${JSON.stringify(k)}:${s}`);
      }
      out = `{${parts.join(',')}}`;
    }
    stack.delete(v);
    return out;
  };
  return write(value)!;
}
