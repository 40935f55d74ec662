// The one lossless JSON of the monorepo. Parsing and writing are the node client's (`parseJson`,
// `stringifyJson` of @sidechain-api/node-api: every integer beyond ±(2^53 − 1), and every box
// `nonce`, becomes a bigint). This module adds what checkers need on top: a plain copy for JSON
// Schema validation (ajv knows numbers, not bigints) and the exactness check of an int64 literal.

import { bigintKeys, parseJson, stringifyJson } from '@sidechain-api/node-api';
import { escapePointer } from './pointer.js';

export { stringifyJson };

/** Parses JSON text without losing an integer digit (bigints as described above). Throws SyntaxError. */
export function parseExact(text: string): unknown {
  return parseJson(text, bigintKeys);
}

/** A parsed value ready for schema validation: bigints as numbers, and where each bigint was. */
export interface Validatable {
  /** The value with every bigint replaced by the nearest number (types, enums and bounds still check). */
  plain: unknown;
  /** JSON pointer → exact integer, for every bigint of the value. */
  bigints: Map<string, bigint>;
}

/** Splits a value from `parseExact` into a plain copy for ajv and the exact integers beside it. */
export function toValidatable(value: unknown): Validatable {
  const bigints = new Map<string, bigint>();
  const walk = (v: unknown, pointer: string): unknown => {
    if (typeof v === 'bigint') {
      bigints.set(pointer, v);
      return Number(v);
    }
    if (Array.isArray(v)) return v.map((x, i) => walk(x, `${pointer}/${i}`));
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        // defineProperty: an own "__proto__" member stays a data member
        Object.defineProperty(out, k, {
          value: walk(x, `${pointer}/${escapePointer(k)}`),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    }
    return v;
  };
  return { plain: walk(value, ''), bigints };
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Checks an int64 exactly: the problem, or undefined when the value is in the int64 range. */
export function int64Problem(value: bigint): string | undefined {
  if (value < INT64_MIN || value > INT64_MAX) return `${value} is outside the int64 range`;
  return undefined;
}

/**
 * Whether a value of more than 17 digits is exactly what a float64 prints (for instance
 * -5720306963467411000 for -5720306963467411264): the mark of a value that went through a JavaScript or
 * double number, its low digits lost. Only a hint: about 1 in 300 exact random int64 values print the same,
 * so callers judge several values together (see NodeContract.checkAnswer). Up to 17 digits a double prints
 * every digit of its own value, so such values are never suspect.
 */
export function looksRoundedThroughDouble(value: bigint): boolean {
  const literal = value.toString();
  return literal.replace('-', '').length > 17 && String(Number(value)) === literal;
}
