// JSON Schema (2020-12, as the two documents use it) → fast-check arbitraries of valid values, and the
// negative cases: one mutation per constraint that breaks exactly that constraint of a valid value.
//
// Valid values. Every keyword the request schemas of the documents use maps to a generator:
//   $ref / allOf       resolved and merged first (siblings of a $ref win, as in OpenAPI 3.1)
//   const / enum       one of the listed values
//   oneOf / anyOf      one branch (merged with the schema's own keywords)
//   type (or a list)   one generator per type:
//     integer          minimum/maximum (exclusive too), int32 bounds by format; the bounds themselves are drawn
//                      often; `format: int64` covers the full signed 64-bit range as bigint, with its edges
//                      (±2^63 ends, ±2^53 where exactness starts to matter)
//     number           doubles within the bounds
//     string           pattern (fc.stringMatching), min/maxLength, shortest and longest drawn often; any
//                      Unicode code point where the schema leaves the string free
//     array            items, minItems/maxItems
//     object           properties, required; an optional property is present or absent at random (or always
//                      present, for the base of a negative case); additionalProperties with propertyNames and
//                      min/maxProperties become a dictionary
//   no type            inferred from the keywords present
//   not                of property bounds ("not every output list empty"): the values it matches are filtered out
// A generator may still produce a value its schema refuses (a pattern and a length together, two oneOf branches
// that both match): the caller validates each value with the contract's own validator and discards those.
//
// Negative cases. For each constraint at each place of the value: type (a value of another JSON type),
// required (the property removed), additionalProperties:false (an unknown property added), pattern, minLength,
// maxLength, minimum, maximum (exclusive too), format int32 (a value past 2^31), enum/const, minItems, maxItems,
// not (its bounded lists all emptied).
// Each mutation is applied to a valid base value with every optional property present; the caller checks that
// the result really is invalid, and drops the mutation otherwise.

import { escapePointer, unescapePointer } from '@sidechain-api/contract';
import fc from 'fast-check';

type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);

function refTarget(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`non-local $ref ${ref}`);
  let node = root;
  for (const part of decodeURIComponent(ref.slice(1)).split('/').slice(1)) {
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[unescapePointer(part)];
  }
  return node;
}

/** `schema` with `$ref`s followed and `allOf` merged into one flat schema. */
export function resolveSchema(schema: unknown, root: unknown, depth = 0): Schema {
  if (!isObject(schema) || depth > 32) return {};
  let s: Schema = schema;
  if (typeof s.$ref === 'string') {
    const { $ref, ...siblings } = s;
    s = { ...resolveSchema(refTarget(root, $ref as string), root, depth + 1), ...siblings };
  }
  if (Array.isArray(s.allOf)) {
    const { allOf, ...own } = s;
    let merged: Schema = {};
    for (const part of allOf as unknown[]) merged = mergeSchemas(merged, resolveSchema(part, root, depth + 1));
    s = mergeSchemas(merged, own);
  }
  return s;
}

function mergeSchemas(a: Schema, b: Schema): Schema {
  const out: Schema = { ...a, ...b };
  if (isObject(a.properties) || isObject(b.properties)) {
    out.properties = { ...(a.properties as Schema | undefined), ...(b.properties as Schema | undefined) };
  }
  if (Array.isArray(a.required) || Array.isArray(b.required)) {
    out.required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  }
  return out;
}

/**
 * Whether a value matches a `not` schema of property bounds (`{properties: {a: {maxItems: 0}, …}}`: "not every list
 * empty"), the one form the documents use; a schema with other keywords never matches (nothing is filtered).
 */
function matchesBounds(not: Schema, value: unknown): boolean {
  const { properties, description: _d, ...other } = not;
  if (Object.keys(other).length > 0 || !isObject(properties) || !isObject(value)) return false;
  return Object.entries(properties as Record<string, Schema>).every(([name, bound]) => {
    const v = (value as Record<string, unknown>)[name];
    if (!Array.isArray(v)) return true;
    const max = numberOf(bound, 'maxItems');
    const min = numberOf(bound, 'minItems');
    return (max === undefined || v.length <= max) && (min === undefined || v.length >= min);
  });
}

/** The JSON types a schema allows (inferred from its keywords when it names none). */
export function typesOf(s: Schema): string[] {
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return s.type.filter((t): t is string => typeof t === 'string');
  if (isObject(s.properties) || s.required !== undefined || s.additionalProperties !== undefined) return ['object'];
  if (s.items !== undefined || s.minItems !== undefined || s.maxItems !== undefined) return ['array'];
  if (s.pattern !== undefined || s.minLength !== undefined || s.maxLength !== undefined) return ['string'];
  if (s.minimum !== undefined || s.maximum !== undefined) return ['number'];
  return [];
}

export interface ArbitraryOptions {
  /** `random` (valid values): optional properties present or absent; `all` (bases of negative cases): present. */
  optional?: 'random' | 'all';
  /** Nesting below which arrays and objects are kept minimal (recursive schemas). */
  maxDepth?: number;
  /** Longest free string / array drawn when the schema sets no maximum. */
  freeLength?: number;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function numberOf(s: Schema, key: string): number | undefined {
  const v = s[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function integerArbitrary(s: Schema): fc.Arbitrary<number | bigint> {
  const format = s.format;
  const exMin = numberOf(s, 'exclusiveMinimum');
  const exMax = numberOf(s, 'exclusiveMaximum');
  let min = numberOf(s, 'minimum');
  let max = numberOf(s, 'maximum');
  if (exMin !== undefined) min = Math.max(min ?? Number.NEGATIVE_INFINITY, Math.floor(exMin) + 1);
  if (exMax !== undefined) max = Math.min(max ?? Number.POSITIVE_INFINITY, Math.ceil(exMax) - 1);
  if (format === 'int64') {
    const lo = min === undefined ? INT64_MIN : BigInt(Math.ceil(min));
    const hi = max === undefined ? INT64_MAX : BigInt(Math.floor(max));
    const edges = [lo, hi, 0n, SAFE, SAFE + 1n, -SAFE, -SAFE - 1n].filter((e) => e >= lo && e <= hi);
    const toValue = (v: bigint): number | bigint => (v >= -SAFE && v <= SAFE ? Number(v) : v);
    return fc
      .oneof(
        { weight: 1, arbitrary: fc.constantFrom(...edges) },
        { weight: 3, arbitrary: fc.bigInt({ min: lo, max: hi }) },
      )
      .map(toValue);
  }
  const limit = format === 'int32' ? 2 ** 31 - 1 : Number.MAX_SAFE_INTEGER;
  const lo = Math.max(min === undefined ? (format === 'int32' ? -(2 ** 31) : -limit) : Math.ceil(min), -limit - 1);
  const hi = Math.min(max === undefined ? limit : Math.floor(max), limit);
  const edges = [...new Set([lo, hi, Math.min(Math.max(0, lo), hi)])];
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
    { weight: 3, arbitrary: fc.integer({ min: lo, max: hi }) },
  );
}

const patternArbitraries = new Map<string, fc.Arbitrary<string>>();

/** The least length a pattern's counted repetitions add up to (`{96}`, and `{2,8}` by its lower bound). */
export function patternFloor(pattern: string): number {
  let floor = 0;
  for (const match of pattern.matchAll(/\{(\d+)(?:,\d*)?\}/g)) floor += Number(match[1]);
  return floor;
}

function stringArbitrary(s: Schema, o: Required<ArbitraryOptions>): fc.Arbitrary<string> {
  const minLength = numberOf(s, 'minLength') ?? 0;
  const maxLength = numberOf(s, 'maxLength');
  if (typeof s.pattern === 'string') {
    // without the `u` flag: fast-check generates ~30× faster, and the documents' patterns mean the same either way
    // (ajv validates with `u`; a value the flag would refuse is discarded by the caller)
    // never shorter than the pattern's counted repetitions need (a 48-byte `{96}` passes the usual cap)
    const longest = maxLength ?? Math.max(Math.max(minLength, o.freeLength) + 64, patternFloor(s.pattern) + 8);
    const key = `${s.pattern}\u0000${minLength}\u0000${longest}`;
    let arbitrary = patternArbitraries.get(key);
    if (!arbitrary) {
      // building one parses the pattern: costly, so each (pattern, bounds) is built once per process
      arbitrary = fc
        .stringMatching(new RegExp(s.pattern), { maxLength: longest })
        .filter((v) => [...v].length >= minLength && [...v].length <= longest);
      patternArbitraries.set(key, arbitrary);
    }
    return arbitrary;
  }
  const hi = maxLength ?? minLength + o.freeLength;
  const free = (min: number, max: number) => fc.string({ minLength: min, maxLength: max, unit: 'binary' });
  return fc.oneof(
    { weight: 1, arbitrary: free(minLength, minLength) },
    { weight: 1, arbitrary: free(hi, hi) },
    { weight: 4, arbitrary: free(minLength, hi) },
  );
}

/** An arbitrary of values valid against `schema` (most of the time: see the header). */
export function validArbitrary(schema: unknown, root: unknown, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const o: Required<ArbitraryOptions> = { optional: 'random', maxDepth: 4, freeLength: 24, ...options };
  // one arbitrary per (schema object, depth): shared sub-schemas (a transaction inside many methods) are built once
  const built = new Map<unknown, Map<number, fc.Arbitrary<unknown>>>();
  const build = (raw: unknown, depth: number): fc.Arbitrary<unknown> => {
    const byDepth = built.get(raw) ?? new Map<number, fc.Arbitrary<unknown>>();
    built.set(raw, byDepth);
    let arbitrary = byDepth.get(depth);
    if (!arbitrary) {
      arbitrary = buildNew(raw, depth);
      byDepth.set(depth, arbitrary);
    }
    return arbitrary;
  };
  const buildNew = (raw: unknown, depth: number): fc.Arbitrary<unknown> => {
    const s = resolveSchema(raw, root);
    if (isObject(s.not)) {
      const { not, ...rest } = s;
      return build(rest, depth).filter((v) => !matchesBounds(not as Schema, v));
    }
    if (Object.hasOwn(s, 'const')) return fc.constant(s.const);
    if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...(s.enum as unknown[]));
    const branches = (Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined) as
      | unknown[]
      | undefined;
    if (branches?.length) {
      const { oneOf: _o, anyOf: _a, ...own } = s;
      return fc.oneof(...branches.map((b) => build(mergeSchemas(own, resolveSchema(b, root)), depth)));
    }
    const types = typesOf(s);
    if (types.length === 0) return fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 8 }));
    return fc.oneof(...types.map((t) => byType(s, t, depth)));
  };
  const byType = (s: Schema, type: string, depth: number): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return integerArbitrary(s);
      case 'number': {
        const min = numberOf(s, 'minimum');
        const max = numberOf(s, 'maximum');
        return fc.double({
          noNaN: true,
          noDefaultInfinity: true,
          ...(min === undefined ? {} : { min }),
          ...(max === undefined ? {} : { max }),
        });
      }
      case 'string':
        return stringArbitrary(s, o);
      case 'array': {
        const minLength = numberOf(s, 'minItems') ?? 0;
        const wanted = o.optional === 'all' ? Math.max(1, minLength) : minLength;
        const maxLength = depth >= o.maxDepth ? wanted : (numberOf(s, 'maxItems') ?? wanted + 3);
        return fc.array(build(s.items ?? {}, depth + 1), { minLength: Math.min(wanted, maxLength), maxLength });
      }
      case 'object':
        return objectArbitrary(s, depth);
      default:
        return fc.constant(null);
    }
  };
  const objectArbitrary = (s: Schema, depth: number): fc.Arbitrary<unknown> => {
    const properties = (isObject(s.properties) ? s.properties : {}) as Record<string, unknown>;
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const keys = Object.keys(properties);
    if (keys.length === 0 && isObject(s.additionalProperties)) {
      const names = resolveSchema(s.propertyNames ?? { type: 'string' }, root);
      const minKeys = numberOf(s, 'minProperties') ?? 0;
      return fc.dictionary(stringArbitrary(names, o), build(s.additionalProperties, depth + 1), {
        minKeys: o.optional === 'all' ? Math.max(1, minKeys) : minKeys,
        maxKeys: Math.max(minKeys, numberOf(s, 'maxProperties') ?? minKeys + 2),
        noNullPrototype: true,
      });
    }
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const key of keys) model[key] = build(properties[key], depth + 1);
    const requiredKeys = o.optional === 'all' ? keys : keys.filter((k) => required.has(k));
    return fc.record(model, { requiredKeys, noNullPrototype: true });
  };
  return build(schema, 0);
}

/** The keywords a schema (and everything under it) uses: what valid values of it exercise. */
export function keywordsOf(schema: unknown, root: unknown): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (raw: unknown, depth: number) => {
    if (!isObject(raw) || depth > 12) return;
    const s = resolveSchema(raw, root);
    if (seen.has(raw)) return;
    seen.add(raw);
    for (const key of [
      'type',
      'required',
      'pattern',
      'minLength',
      'maxLength',
      'minimum',
      'maximum',
      'exclusiveMinimum',
      'exclusiveMaximum',
      'enum',
      'const',
      'minItems',
      'maxItems',
      'oneOf',
      'anyOf',
      'propertyNames',
      'minProperties',
      'maxProperties',
    ]) {
      if (Object.hasOwn(s, key)) found.add(key);
    }
    if (s.additionalProperties === false) found.add('additionalProperties');
    if (s.format === 'int32' || s.format === 'int64') found.add(`format:${s.format}`);
    if (isObject(s.properties)) for (const p of Object.values(s.properties)) walk(p, depth + 1);
    walk(s.items, depth + 1);
    if (isObject(s.additionalProperties)) walk(s.additionalProperties, depth + 1);
    for (const b of [...((s.oneOf as unknown[]) ?? []), ...((s.anyOf as unknown[]) ?? [])]) walk(b, depth + 1);
  };
  walk(schema, 0);
  return [...found].sort();
}

/** Returned by a mutation that does not apply to a given base value. */
export const NOT_APPLICABLE: unique symbol = Symbol('not applicable');

export interface Mutation {
  /** The keyword the mutation breaks (`format:int32` for the int32 range). */
  keyword: string;
  /** JSON pointer of the place in the value. */
  path: string;
  /** What the mutated value does, for messages: `/number below minimum 1`. */
  description: string;
  apply(base: unknown): unknown;
}

/** What a negative case of a value must not do, per schema: e.g. a field the server reads late. */
export interface NegativeOptions {
  /** Skip the `type` mutation of a schema (its value of another type is not refused up front). */
  skipType?: (schema: Schema, path: string) => boolean;
}

function clone(v: unknown): unknown {
  if (typeof v === 'bigint' || v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(clone);
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = clone(x);
  return out;
}

/** A copy of `base` with the value at `path` replaced by `f(old)` (f returns NOT_APPLICABLE to skip). */
function replaceAt(
  base: unknown,
  path: string,
  f: (old: unknown, parent: Schema | unknown[], key: string) => unknown,
): unknown {
  const root = clone(base);
  if (path === '') return f(root, [], '');
  const parts = path.split('/').slice(1).map(unescapePointer);
  let node: unknown = root;
  for (const part of parts.slice(0, -1)) {
    if (!isObject(node) && !Array.isArray(node)) return NOT_APPLICABLE;
    node = (node as Record<string, unknown>)[part];
  }
  const last = parts[parts.length - 1] as string;
  if (!isObject(node) && !Array.isArray(node)) return NOT_APPLICABLE;
  const container = node as Record<string, unknown>;
  if (!Object.hasOwn(container, last)) return NOT_APPLICABLE;
  const next = f(container[last], node as Schema | unknown[], last);
  if (next === NOT_APPLICABLE) return NOT_APPLICABLE;
  container[last] = next;
  return root;
}

/** The parent object at `path` with `f` applied to it (for required / additionalProperties). */
function editObject(base: unknown, path: string, f: (o: Record<string, unknown>) => void): unknown {
  return replaceAt(base, path, (old) => {
    if (!isObject(old)) return NOT_APPLICABLE;
    const copy = { ...old };
    f(copy);
    return copy;
  });
}

/** A value of a JSON type `types` does not allow. */
function otherType(types: readonly string[]): unknown {
  if (!types.includes('object')) return { conform: 'wrong type' };
  if (!types.includes('string')) return 'conform: wrong type';
  return types.includes('array') ? true : [];
}

/** A string that fails `pattern` but keeps the length of `old` (or the bounds). */
function patternBreaker(pattern: string, old: unknown, min: number, max: number | undefined): string | undefined {
  const regex = new RegExp(pattern, 'u');
  const text = typeof old === 'string' ? old : 'a'.repeat(Math.max(1, min));
  const len = Math.min(Math.max(text.length, min, 1), max ?? Number.POSITIVE_INFINITY);
  const candidates = [
    ...['!', 'g', 'Z', ' ', '~', 'é'].map((c) => c + text.slice(1)),
    ...['!', 'g', 'Z', '~'].map((c) => c.repeat(len)),
    `${text}!`,
  ];
  return candidates.find((c) => !regex.test(c) && [...c].length >= min && (max === undefined || [...c].length <= max));
}

/** The negative cases of `schema`: one per constraint and place. */
export function negativeMutations(schema: unknown, root: unknown, options: NegativeOptions = {}): Mutation[] {
  const out: Mutation[] = [];
  const seen = new Set<unknown>();
  const walk = (raw: unknown, path: string, depth: number) => {
    if (depth > 8) return;
    const s = resolveSchema(raw, root);
    const where = path || '/';
    const types = typesOf(s);
    const add = (keyword: string, description: string, apply: (base: unknown) => unknown) =>
      out.push({ keyword, path, description: `${where} ${description}`, apply });
    if (types.length && !Object.hasOwn(s, 'const') && !options.skipType?.(s, path)) {
      const value = otherType(types);
      add('type', `of another type (${JSON.stringify(value)}, not ${types.join(' or ')})`, (b) =>
        replaceAt(b, path, () => clone(value)),
      );
    }
    if (Array.isArray(s.enum) || Object.hasOwn(s, 'const')) {
      const allowed = Array.isArray(s.enum) ? (s.enum as unknown[]) : [s.const];
      const value = allowed.every((a) => typeof a === 'string') ? 'conform-not-listed' : 987654321;
      add(Array.isArray(s.enum) ? 'enum' : 'const', `not one of the listed values (${JSON.stringify(value)})`, (b) =>
        replaceAt(b, path, () => value),
      );
    }
    const emptied = isObject(s.not) && isObject(s.not.properties) ? Object.keys(s.not.properties) : [];
    if (emptied.length) {
      add('not', `with ${emptied.join(', ')} all empty`, (b) =>
        replaceAt(b, path, (old) =>
          isObject(old) ? { ...old, ...Object.fromEntries(emptied.map((k) => [k, []])) } : NOT_APPLICABLE,
        ),
      );
    }
    const union = (Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined) as
      | unknown[]
      | undefined;
    if (union) {
      // which branch to break is ambiguous: only a value of a type no branch allows
      const branchTypes = union.map((b) => typesOf(resolveSchema(b, root)));
      if (!types.length && branchTypes.every((bt) => bt.length > 0) && !options.skipType?.(s, path)) {
        const all = [...new Set(branchTypes.flat())];
        const value = otherType(all);
        add('type', `of another type (${JSON.stringify(value)}, not ${all.join(' or ')})`, (b) =>
          replaceAt(b, path, () => clone(value)),
        );
      }
      return;
    }
    if (types.includes('string')) {
      const min = numberOf(s, 'minLength') ?? 0;
      const max = numberOf(s, 'maxLength');
      if (typeof s.pattern === 'string') {
        const pattern = s.pattern;
        add('pattern', `not matching ${pattern}`, (b) =>
          replaceAt(b, path, (old) => patternBreaker(pattern, old, min, max) ?? NOT_APPLICABLE),
        );
      }
      if (min > 0) {
        add('minLength', `shorter than minLength ${min}`, (b) =>
          replaceAt(b, path, (old) =>
            typeof old === 'string' ? [...old].slice(0, min - 1).join('') : 'a'.repeat(min - 1),
          ),
        );
      }
      if (max !== undefined) {
        add('maxLength', `longer than maxLength ${max}`, (b) =>
          replaceAt(b, path, (old) => {
            const units = [...(typeof old === 'string' && old !== '' ? old : 'a')];
            return Array.from({ length: max + 1 }, (_, i) => units[i % units.length]).join('');
          }),
        );
      }
    }
    if (types.includes('integer') || types.includes('number')) {
      const min = numberOf(s, 'minimum');
      const max = numberOf(s, 'maximum');
      const exMin = numberOf(s, 'exclusiveMinimum');
      const exMax = numberOf(s, 'exclusiveMaximum');
      if (min !== undefined) add('minimum', `below minimum ${min}`, (b) => replaceAt(b, path, () => min - 1));
      if (max !== undefined) add('maximum', `above maximum ${max}`, (b) => replaceAt(b, path, () => max + 1));
      if (exMin !== undefined)
        add('exclusiveMinimum', `at exclusiveMinimum ${exMin}`, (b) => replaceAt(b, path, () => exMin));
      if (exMax !== undefined)
        add('exclusiveMaximum', `at exclusiveMaximum ${exMax}`, (b) => replaceAt(b, path, () => exMax));
      if (s.format === 'int32' && max === undefined)
        add('format:int32', 'past the int32 range (2147483648)', (b) => replaceAt(b, path, () => 2 ** 31));
    }
    if (types.includes('array')) {
      const min = numberOf(s, 'minItems');
      const max = numberOf(s, 'maxItems');
      if (min !== undefined && min > 0) {
        add('minItems', `with fewer than minItems ${min}`, (b) =>
          replaceAt(b, path, (old) => (Array.isArray(old) ? old.slice(0, min - 1) : NOT_APPLICABLE)),
        );
      }
      if (max !== undefined) {
        add('maxItems', `with more than maxItems ${max}`, (b) =>
          replaceAt(b, path, (old) =>
            Array.isArray(old) && old.length > 0
              ? Array.from({ length: max + 1 }, (_, i) => clone(old[i % old.length]))
              : NOT_APPLICABLE,
          ),
        );
      }
      if (s.items !== undefined && !seen.has(s.items)) walk(s.items, `${path}/0`, depth + 1);
    }
    if (types.includes('object')) {
      const properties = (isObject(s.properties) ? s.properties : {}) as Record<string, unknown>;
      for (const key of Array.isArray(s.required) ? (s.required as string[]) : []) {
        add('required', `without the required "${key}"`, (b) =>
          editObject(b, path, (o) => {
            delete o[key];
          }),
        );
      }
      if (s.additionalProperties === false) {
        add('additionalProperties', 'with an unknown property "conformUnknownField"', (b) =>
          editObject(b, path, (o) => {
            o.conformUnknownField = true;
          }),
        );
      }
      for (const [key, sub] of Object.entries(properties)) walk(sub, `${path}/${escapePointer(key)}`, depth + 1);
    }
  };
  walk(schema, '', 0);
  return out;
}
