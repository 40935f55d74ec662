// JSON parsing that keeps every integer token beyond Number.MAX_SAFE_INTEGER exactly.
// The node API's box nonces are full-range int64: JSON.parse would round them, so a checker built
// on it could neither see a rounded value nor compare two values exactly.

/** An integer (or other number) literal that a JavaScript number cannot hold exactly. */
export class BigNumberText {
  /** @param {string} text the literal as it appeared in the JSON text */
  constructor(text) {
    this.text = text;
  }
  /** The closest number, for checks (type, enum) that do not need the exact value. */
  valueOf() {
    return Number(this.text);
  }
  toJSON() {
    return Number(this.text);
  }
}

/**
 * Parses JSON text. Numbers that are not exact as a JavaScript number stay `BigNumberText` in
 * `value`; `plain` is the same tree with ordinary numbers (for schema validation) and `bigNumbers`
 * maps the JSON pointer of each such number to its literal.
 * @param {string} text
 * @returns {{ value: unknown, plain: unknown, bigNumbers: Map<string, string> }}
 */
export function parseLossless(text) {
  let i = 0;
  /** @type {Map<string, string>} */
  const bigNumbers = new Map();
  const fail = (/** @type {string} */ what) => {
    throw new SyntaxError(`${what} at position ${i} of the JSON text`);
  };
  const ws = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  };
  /** @param {string} ptr @returns {[unknown, unknown]} lossless value and plain value */
  const value = (ptr) => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      /** @type {Record<string, unknown>} */ const obj = {};
      /** @type {Record<string, unknown>} */ const plain = {};
      ws();
      if (text[i] === '}') { i++; return [obj, plain]; }
      for (;;) {
        ws();
        if (text[i] !== '"') fail('expected a property name');
        const key = string();
        ws();
        if (text[i] !== ':') fail('expected ":"');
        i++;
        const [v, p] = value(`${ptr}/${escapePointer(key)}`);
        obj[key] = v;
        plain[key] = p;
        ws();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === '}') { i++; return [obj, plain]; }
        fail('expected "," or "}"');
      }
    }
    if (c === '[') {
      i++;
      /** @type {unknown[]} */ const arr = [];
      /** @type {unknown[]} */ const plain = [];
      ws();
      if (text[i] === ']') { i++; return [arr, plain]; }
      for (;;) {
        const [v, p] = value(`${ptr}/${arr.length}`);
        arr.push(v);
        plain.push(p);
        ws();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === ']') { i++; return [arr, plain]; }
        fail('expected "," or "]"');
      }
    }
    if (c === '"') { const s = string(); return [s, s]; }
    if (text.startsWith('true', i)) { i += 4; return [true, true]; }
    if (text.startsWith('false', i)) { i += 5; return [false, false]; }
    if (text.startsWith('null', i)) { i += 4; return [null, null]; }
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m) fail('unexpected character');
    const literal = /** @type {RegExpExecArray} */ (m)[0];
    i += literal.length;
    const n = Number(literal);
    if (/^-?\d+$/.test(literal) && !Number.isSafeInteger(n)) {
      bigNumbers.set(ptr, literal);
      return [new BigNumberText(literal), n];
    }
    return [n, n];
  };
  const string = () => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    if (i >= text.length) fail('unterminated string');
    i++;
    return /** @type {string} */ (JSON.parse(text.slice(start, i)));
  };
  const [v, plain] = value('');
  ws();
  if (i !== text.length) fail('unexpected text after the JSON value');
  return { value: v, plain, bigNumbers };
}

/**
 * JSON text of a tree from parseLossless, with every BigNumberText written back digit for digit.
 * @param {unknown} value
 * @returns {string}
 */
export function stringifyLossless(value) {
  if (value instanceof BigNumberText) return value.text;
  if (Array.isArray(value)) return `[${value.map(stringifyLossless).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${stringifyLossless(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** @param {string} key */
export function escapePointer(key) {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * Checks an int64 literal exactly. Returns a problem, or undefined when the literal is a plausible
 * exact int64. A literal that is exactly what a float64 prints (for instance -5720306963467411000 for
 * -5720306963467411264) went through a JavaScript or double number on its way out: the low digits are lost.
 * @param {string} literal
 * @returns {string | undefined}
 */
export function int64Problem(literal) {
  if (!/^-?\d+$/.test(literal)) return `${literal} is not an integer literal`;
  const big = BigInt(literal);
  if (big < INT64_MIN || big > INT64_MAX) return `${literal} is outside the int64 range`;
  const n = Number(literal);
  if (!Number.isSafeInteger(n) && String(n) === literal.replace(/^-0$/, '0')) {
    return `${literal} looks rounded through a float64 (trailing digits lost)`;
  }
  return undefined;
}
