// JSON Schema 2020-12 validation (ajv) shared by the node API and JSON-RPC checks and the proxy, and the
// translation of ajv's errors into short violations: JSON pointer, rule, value.

import Ajv2020Module from 'ajv/dist/2020.js';
import { escapePointer } from './lossless-json.mjs';
import { shortValue } from './report.mjs';

const Ajv2020 = /** @type {typeof import('ajv/dist/2020.js').default} */ (
  /** @type {unknown} */ (Ajv2020Module.default ?? Ajv2020Module)
);

/** A new ajv for one document. OpenAPI keywords it does not know (example, discriminator) are ignored. */
export function createAjv() {
  return new Ajv2020({
    strict: false,
    // A run compiles ~100 large schemas and calls most of them once: ajv's optimising pass over the
    // generated code cost more than it saved (rpc run against the mock: 1.5 → 1.1 s CPU).
    code: { optimize: false },
    allErrors: true,
    validateSchema: false,
    formats: {
      int32: { type: 'number', validate: (n) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 },
      // Checked exactly on the literal (lossless-json.mjs int64Problem); a number here is already rounded.
      int64: { type: 'number', validate: (n) => Number.isInteger(n) },
    },
  });
}

/** @typedef {{ kind: string, path: string, message: string }} SchemaProblem */

const KIND_OF_KEYWORD = /** @type {Record<string, string>} */ ({
  required: 'missing-required',
  type: 'wrong-type',
  additionalProperties: 'extra-field',
  unevaluatedProperties: 'extra-field',
  const: 'wrong-value',
  enum: 'wrong-value',
});

/**
 * @param {unknown} root
 * @param {string} pointer
 */
export function atPointer(root, pointer) {
  let node = root;
  for (const part of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = /** @type {Record<string, unknown>} */ (node)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/**
 * Turns ajv errors into at most `max` problems. With oneOf/anyOf, ajv reports every branch: keep the
 * branch the value got furthest into (deepest pointer, then fewest errors).
 * @param {import('ajv').ErrorObject[]} errors
 * @param {unknown} value the validated value (plain numbers)
 * @param {string} [prefix] pointer of the value inside the message (e.g. "/params/0")
 * @param {number} [max]
 * @returns {SchemaProblem[]}
 */
export function schemaProblems(errors, value, prefix = '', max = 3) {
  const leaves = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if');
  const pool = leaves.length > 0 ? leaves : errors;
  /** @type {Map<string, import('ajv').ErrorObject[]>} */
  const branches = new Map();
  for (const e of pool) {
    const m = /^(.*?\/(?:oneOf|anyOf)\/\d+)/.exec(e.schemaPath);
    const key = m ? m[1] : '';
    branches.set(key, [...(branches.get(key) ?? []), e]);
  }
  const depth = (/** @type {import('ajv').ErrorObject} */ e) => e.instancePath.split('/').length + (e.keyword === 'additionalProperties' || e.keyword === 'required' ? 1 : 0);
  const best = [...branches.values()].sort((a, b) => {
    const da = Math.max(...a.map(depth));
    const db = Math.max(...b.map(depth));
    return db - da || a.length - b.length;
  })[0] ?? [];
  /** @type {SchemaProblem[]} */
  const out = [];
  const seen = new Set();
  for (const e of best) {
    let pointer = e.instancePath;
    let shown = atPointer(value, pointer);
    let rule = `${e.keyword}: ${e.message ?? ''}`;
    if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
      const extra = /** @type {{ additionalProperty?: string, unevaluatedProperty?: string }} */ (e.params);
      const name = extra.additionalProperty ?? extra.unevaluatedProperty ?? '';
      pointer = `${pointer}/${escapePointer(name)}`;
      shown = atPointer(value, pointer);
      rule = `${e.keyword}: not allowed here`;
    } else if (e.keyword === 'required') {
      const missing = /** @type {{ missingProperty: string }} */ (e.params).missingProperty;
      pointer = `${pointer}/${escapePointer(missing)}`;
      rule = 'required: missing';
      shown = undefined;
    } else if (e.keyword === 'const') {
      rule = `const: must be ${shortValue(/** @type {{ allowedValue: unknown }} */ (e.params).allowedValue)}`;
    }
    const full = `${prefix}${pointer}`;
    const message = `${full || '/'} ${rule}${shown === undefined ? '' : ` (got ${shortValue(shown)})`}`;
    if (seen.has(message)) continue;
    seen.add(message);
    out.push({ kind: KIND_OF_KEYWORD[e.keyword] ?? 'schema', path: full, message });
    if (out.length >= max) break;
  }
  return out;
}
