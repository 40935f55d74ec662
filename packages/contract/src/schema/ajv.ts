// The JSON Schema 2020-12 validator every check of the monorepo compiles with, and the translation of
// its errors into short problems: JSON pointer, rule, value.

import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { atPointer, escapePointer } from '../json/pointer.js';

// ajv and ajv-formats ship CommonJS: the default import is `module.exports`, which carries the class and
// the plugin again as `.default`.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

export type { ValidateFunction };
export type Ajv = InstanceType<typeof Ajv2020>;

/**
 * A new validator for one document. OpenAPI keywords that JSON Schema does not know (example, discriminator)
 * are ignored. `allErrors` collects every error (for reports on answers); without it validation stops at the
 * first error, so the work a hostile request causes stays bounded (requests are answered with one problem).
 */
export function createAjv({ allErrors = true }: { allErrors?: boolean } = {}): Ajv {
  const ajv = new Ajv2020({
    strict: false,
    // A run compiles ~100 large schemas and calls most of them once: ajv's optimising pass cost more than it saved.
    code: { optimize: false },
    allErrors,
    validateSchema: false,
  });
  addFormats(ajv);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  });
  // Checked exactly on the bigint beside the plain value (int64Problem); a number here is already rounded.
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  return ajv;
}

/** One way a value breaks its schema. `kind` names the rule class (missing-required, wrong-type, extra-field, …). */
export interface SchemaProblem {
  kind: string;
  /** JSON pointer of the value, prefixed by where the value sits in the message (e.g. `/params/0`). */
  path: string;
  message: string;
}

const KIND_OF_KEYWORD: Record<string, string> = {
  required: 'missing-required',
  type: 'wrong-type',
  additionalProperties: 'extra-field',
  unevaluatedProperties: 'extra-field',
  const: 'wrong-value',
  enum: 'wrong-value',
};

/** A value shortened for a one-line message. */
export function shortValue(value: unknown, max = 60): string {
  let text: string;
  try {
    text = typeof value === 'bigint' ? value.toString() : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const depthOf = (e: ErrorObject) =>
  e.instancePath.split('/').length + (e.keyword === 'additionalProperties' || e.keyword === 'required' ? 1 : 0);

/**
 * Turns ajv errors into at most `max` problems. With oneOf/anyOf ajv reports every branch: keep the branch
 * the value got furthest into (deepest pointer, then fewest errors).
 */
export function schemaProblems(errors: readonly ErrorObject[], value: unknown, prefix = '', max = 3): SchemaProblem[] {
  const leaves = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if');
  const pool = leaves.length > 0 ? leaves : errors;
  const branches = new Map<string, { errors: ErrorObject[]; depth: number }>();
  for (const e of pool) {
    const key = /^(.*?\/(?:oneOf|anyOf)\/\d+)/.exec(e.schemaPath)?.[1] ?? '';
    const branch = branches.get(key) ?? { errors: [], depth: 0 };
    branch.errors.push(e);
    branch.depth = Math.max(branch.depth, depthOf(e));
    branches.set(key, branch);
  }
  const best =
    [...branches.values()].sort((a, b) => b.depth - a.depth || a.errors.length - b.errors.length)[0]?.errors ?? [];
  const out: SchemaProblem[] = [];
  const seen = new Set<string>();
  for (const e of best) {
    let pointer = e.instancePath;
    let shown = atPointer(value, pointer);
    let rule = `${e.keyword}: ${e.message ?? ''}`;
    if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
      const extra = e.params as { additionalProperty?: string; unevaluatedProperty?: string };
      pointer = `${pointer}/${escapePointer(extra.additionalProperty ?? extra.unevaluatedProperty ?? '')}`;
      shown = atPointer(value, pointer);
      rule = `${e.keyword}: not allowed here`;
    } else if (e.keyword === 'required') {
      pointer = `${pointer}/${escapePointer((e.params as { missingProperty: string }).missingProperty)}`;
      rule = 'required: missing';
      shown = undefined;
    } else if (e.keyword === 'const') {
      rule = `const: must be ${shortValue((e.params as { allowedValue: unknown }).allowedValue)}`;
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
