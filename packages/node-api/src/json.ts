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
 * and a walk over the parsed value turns marked strings into bigints. Rule 1 finds `"key":` outside
 * strings only (a `"` inside a JSON string is always escaped); rule 2 scans string tokens whole, so
 * digits inside strings are never touched. The marker is a control character that no string of the
 * input starts with, so the result is exact. Rule 2 runs only when the parsed value holds a number
 * beyond ±(2^53 − 1), which every such literal parses to; a text without a bigint key's number
 * costs one `indexOf` per key, `JSON.parse` and a walk. A character-by-character parser in
 * JavaScript would be 5–10× slower.
 *
 * Encoding: every `bigint` in a request body is written as a plain JSON integer.
 */

/** A string token (skipped whole) or an integer literal of 16+ digits outside strings. */
const LONG_INT = /"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])(-?\d{16,})(?![\d.eE])/g;

/** A control character that starts no string of `text`, written as the JSON escape of it. */
function pickMarker(text: string): string | undefined {
  // Most texts have no `\u` escape at all: then the first candidate is free (one memchr-like scan).
  if (!text.includes('\\u')) return '\u0001';
  // Skip \b \t \n \f \r: they have short escapes and are harder to rule out.
  for (let c = 1; c < 32; c++) {
    if (c >= 8 && c <= 13 && c !== 11) continue;
    const hex = c.toString(16).padStart(4, '0');
    if (!text.includes(`"\\u${hex}`) && !text.includes(`"\\u${hex.toUpperCase()}`)) return String.fromCharCode(c);
  }
  return undefined;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/**
 * Start and end offsets of the integer values of bigint keys (rule 1), in text order: each `"key"`
 * not preceded by a backslash (so not an escaped quote inside a string), then `:` and an integer
 * literal not followed by a fraction or exponent. An indexOf loop, not a regular expression: this
 * runs on every answer that names a key (every box list), and a lookbehind regex costs several
 * times more.
 */
function keyValues(text: string, bigintKeys: readonly string[]): number[] {
  const cuts: number[] = [];
  for (const key of bigintKeys) {
    // Searched without its opening quote: V8's indexOf is several times slower on a needle that
    // starts with `"`, the most frequent character of a JSON text.
    const needle = `${key}"`;
    for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + 1)) {
      if (i === 0 || text.charCodeAt(i - 1) !== 34 || (i > 1 && text.charCodeAt(i - 2) === 92)) continue;
      let j = i + needle.length;
      while (isSpace(text.charCodeAt(j))) j++;
      if (text.charCodeAt(j) !== 58) continue; // ':'
      j++;
      while (isSpace(text.charCodeAt(j))) j++;
      const start = j;
      if (text.charCodeAt(j) === 45) j++; // '-'
      const digits = j;
      while (isDigit(text.charCodeAt(j))) j++;
      if (j === digits) continue; // a string, object, … : not rewritten
      const next = text.charCodeAt(j);
      if (next === 46 || next === 101 || next === 69) continue; // '.', 'e', 'E': a number with a fraction or exponent
      cuts.push(start, j);
    }
  }
  if (bigintKeys.length > 1 && cuts.length > 2) {
    // Several keys: back into text order.
    const pairs: [number, number][] = [];
    for (let k = 0; k < cuts.length; k += 2) pairs.push([cuts[k]!, cuts[k + 1]!]);
    pairs.sort((a, b) => a[0] - b[0]);
    return pairs.filter((p, k) => k === 0 || p[0] !== pairs[k - 1]![0]).flat(); // a key listed twice
  }
  return cuts;
}

/**
 * Parses a JSON text losslessly (see the rules above). Throws a `SyntaxError` like `JSON.parse`
 * on invalid JSON.
 */
export function parseJson(text: string, bigintKeys: readonly string[]): unknown {
  const cuts = bigintKeys.length ? keyValues(text, bigintKeys) : [];
  if (!cuts.length) {
    // Most answers: no bigint key with a number. JSON.parse, then rule 2 only if a number came out
    // beyond 2^53 (any integer literal past ±(2^53 − 1) parses to one): a walk over the parsed value
    // is cheaper than a regular expression over the text.
    const value: unknown = JSON.parse(text);
    return unsafeNumber(value) ? decode(text, cuts, true) : value;
  }
  // Stryker disable next-line BooleanLiteral: scanning at once gives what the second pass gives
  return decode(text, cuts, false);
}

/** Rewrites the values at `cuts` (rule 1) and, with `scan`, every long integer literal (rule 2) into marked strings, parses, revives. */
function decode(text: string, cuts: readonly number[], scan: boolean): unknown {
  const marker = pickMarker(text);
  if (marker === undefined) throw new SyntaxError('JSON text cannot be decoded losslessly (no free marker)');
  const code = marker.charCodeAt(0);
  const esc = `\\u${code.toString(16).padStart(4, '0')}`;
  let rewritten = text;
  let marked = cuts.length > 0;
  if (marked) {
    // Slices joined once: the values become marked strings.
    const parts: string[] = [];
    let from = 0;
    for (let k = 0; k < cuts.length; k += 2) {
      parts.push(text.slice(from, cuts[k]), '"', esc, text.slice(cuts[k], cuts[k + 1]), '"');
      from = cuts[k + 1]!;
    }
    parts.push(text.slice(from));
    rewritten = parts.join('');
  }
  // Rule 2 (rare): the values just marked sit in strings now, so the scan leaves them alone.
  if (scan) {
    rewritten = rewritten.replace(LONG_INT, (m, digits: string | undefined) => {
      if (digits === undefined || Number.isSafeInteger(Number(digits))) return m;
      marked = true;
      return `"${esc}${digits}"`;
    });
  }
  if (!marked) return JSON.parse(text);
  // Stryker disable next-line BooleanLiteral: a needless second pass with the scan gives the same value
  reviveState.unsafe = false;
  const value = revive(JSON.parse(rewritten), code);
  // A long literal beside the bigint keys' values: once more with the rule 2 scan.
  return reviveState.unsafe && !scan ? decode(text, cuts, true) : value;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Whether a number beyond ±(2^53 − 1) is anywhere in `v`. */
function unsafeNumber(v: unknown): boolean {
  // Stryker disable next-line EqualityOperator,UnaryOperator: a false alarm only costs a decode with the scan, whose result is the same
  if (typeof v === 'number') return v > MAX_SAFE || v < -MAX_SAFE;
  // Stryker disable next-line BooleanLiteral: a false alarm only costs a decode with the scan, whose result is the same
  if (v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (unsafeNumber(v[i])) return true;
    // Stryker disable next-line BooleanLiteral: a false alarm only costs a decode with the scan, whose result is the same
    return false;
  }
  for (const k in v) if (unsafeNumber((v as Record<string, unknown>)[k])) return true;
  return false;
}

/** Set by `revive` when it passes a number beyond ±(2^53 − 1). */
const reviveState = { unsafe: false };

/** Turns marked strings into bigints in place (a walk in JavaScript is far cheaper than a JSON.parse reviver). */
function revive(v: unknown, code: number): unknown {
  if (typeof v === 'string') return v.charCodeAt(0) === code ? BigInt(v.slice(1)) : v;
  if (typeof v === 'number') {
    if (v > MAX_SAFE || v < -MAX_SAFE) reviveState.unsafe = true;
    return v;
  }
  if (v !== null && typeof v === 'object') {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const x: unknown = v[i];
        const r = revive(x, code);
        if (r !== x) v[i] = r;
      }
    } else {
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) {
        const x = o[k];
        const r = revive(x, code);
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
