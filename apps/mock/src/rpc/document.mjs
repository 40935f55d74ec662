// The OpenRPC document as the JSON-RPC mock uses it: per method its param validators, its
// canned answers (example pairings, or a value generated from the result schema), and the
// eth_subscribe kinds with their notification payloads.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/** Root of the monorepo. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The document the mock serves unless told otherwise. */
export const DEFAULT_RPC_DOC = path.join(REPO_ROOT, 'packages/evm-rpc/generated/openrpc.dereferenced.json');

// ajv ships CommonJS; under NodeNext the default import is the module object.
const Ajv2020 = /** @type {typeof import('ajv/dist/2020.js').default} */ (
  /** @type {any} */ (Ajv2020Module).default ?? Ajv2020Module
);
const addFormats = /** @type {typeof import('ajv-formats').default} */ (
  /** @type {any} */ (addFormatsModule).default ?? addFormatsModule
);

/** @typedef {Record<string, any>} Json */

/**
 * @typedef {object} ParamSpec
 * @property {string} name
 * @property {boolean} required
 * @property {Json} schema
 * @property {import('ajv').ValidateFunction} validate
 * @property {boolean} acceptsNull Whether the schema accepts `null` (else a `null` optional param counts as omitted, as geth does).
 */

/**
 * @typedef {object} MethodSpec
 * @property {string} name
 * @property {ParamSpec[]} params
 * @property {number} requiredCount Index after the last required param.
 * @property {Map<string, string>} answers Canonical JSON of example params → JSON text of the example result.
 * @property {string} defaultAnswer JSON text of the answer when no example's params match.
 * @property {'example' | 'schema'} defaultFrom Where defaultAnswer came from.
 * @property {boolean} httpAllowed False for methods whose `x-transport` excludes http (eth_subscribe, eth_unsubscribe).
 */

/**
 * @typedef {object} SubscriptionKind
 * @property {string} kind
 * @property {Json} resultSchema Notification payload schema (local `$ref`s resolved).
 * @property {unknown} example Example payload from `x-subscriptions.<kind>.example.params.result`, if any.
 */

/**
 * @typedef {object} RpcDocument
 * @property {Json} doc The raw document.
 * @property {Map<string, MethodSpec>} methods
 * @property {Map<string, SubscriptionKind>} subscriptions
 * @property {string} chainIdHex
 * @property {bigint} initialHead Block number the head counter starts at (eth_blockNumber's first example).
 * @property {Json | undefined} headTemplate The newHeads example payload, the template of every head.
 */

/**
 * Canonical JSON (object keys sorted), so that deep-equal values give the same text.
 * @param {unknown} value
 * @returns {string}
 */
export function canonicalJson(value) {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = /** @type {Json} */ (value);
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

/**
 * Returns `node` with every local `$ref` ("#/a/b") replaced by its target (recursively).
 * @param {unknown} node
 * @param {Json} root
 * @param {number} [depth]
 * @returns {any}
 */
export function resolveLocalRefs(node, root, depth = 0) {
  if (depth > 64) throw new Error('$ref nesting too deep (cyclic schema?)');
  if (Array.isArray(node)) return node.map((n) => resolveLocalRefs(n, root, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const obj = /** @type {Json} */ (node);
  if (typeof obj.$ref === 'string') {
    if (!obj.$ref.startsWith('#/')) throw new Error(`non-local $ref ${obj.$ref}`);
    let target = /** @type {any} */ (root);
    for (const raw of obj.$ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      target = target?.[key];
    }
    if (target === undefined) throw new Error(`unresolvable $ref ${obj.$ref}`);
    const { $ref, ...siblings } = obj;
    const resolved = resolveLocalRefs(target, root, depth + 1);
    return Object.keys(siblings).length ? { ...resolved, ...resolveLocalRefs(siblings, root, depth + 1) } : resolved;
  }
  /** @type {Json} */
  const out = {};
  for (const [k, v] of Object.entries(obj)) out[k] = resolveLocalRefs(v, root, depth + 1);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Deterministic values from a JSON schema (for methods without examples).

/**
 * The shortest string a simple regular expression matches: anchors, literals, escapes, character
 * classes (first member), groups and alternation (first branch), quantifiers (minimum count).
 * Returns undefined for constructs it does not know; callers verify the result with RegExp.
 * @param {string} pattern
 * @returns {string | undefined}
 */
export function minimalStringForPattern(pattern) {
  let i = 0;
  /** @returns {string | undefined} */
  const parseAlternation = () => {
    const first = parseSequence();
    while (pattern[i] === '|') {
      i++;
      parseSequence(); // other branches are skipped
    }
    return first;
  };
  /** @returns {string | undefined} */
  const parseSequence = () => {
    let out = '';
    while (i < pattern.length && pattern[i] !== '|' && pattern[i] !== ')') {
      /** @type {string | undefined} */
      let atom;
      const c = pattern[i];
      if (c === '^' || c === '$') {
        i++;
        continue;
      } else if (c === '(') {
        i++;
        if (pattern.startsWith('?:', i)) i += 2;
        atom = parseAlternation();
        if (pattern[i] !== ')') return undefined;
        i++;
      } else if (c === '[') {
        const end = pattern.indexOf(']', i + 2);
        if (end < 0 || pattern[i + 1] === '^') return undefined;
        const body = pattern.slice(i + 1, end);
        atom = body[0] === '\\' ? body[1] : body[0];
        i = end + 1;
      } else if (c === '\\') {
        const e = pattern[i + 1];
        atom = e === 'd' ? '0' : e === 'w' ? 'a' : e === 's' ? ' ' : /[A-Za-z]/.test(e) ? undefined : e;
        i += 2;
      } else if (c === '.') {
        atom = 'a';
        i++;
      } else {
        atom = c;
        i++;
      }
      if (atom === undefined) return undefined;
      // quantifier
      let min = 1;
      const q = pattern[i];
      if (q === '*' || q === '?') {
        min = 0;
        i++;
      } else if (q === '+') {
        i++;
      } else if (q === '{') {
        const m = /^\{(\d+)(,\d*)?\}/.exec(pattern.slice(i));
        if (!m) return undefined;
        min = Number(m[1]);
        i += m[0].length;
      }
      if (pattern[i] === '?') i++; // lazy
      out += atom.repeat(min);
    }
    return out;
  };
  try {
    const s = parseAlternation();
    return i === pattern.length ? s : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Shallow merge of two object schemas (b wins), uniting `properties` and `required`.
 * @param {Json} a
 * @param {Json} b
 * @returns {Json}
 */
function mergeSchemas(a, b) {
  if (!b || typeof b !== 'object') return a;
  /** @type {Json} */
  const out = { ...a, ...b };
  if (a.properties || b.properties) out.properties = { ...a.properties, ...b.properties };
  if (a.required || b.required) out.required = [...new Set([...(a.required ?? []), ...(b.required ?? [])])];
  return out;
}

const STRING_CANDIDATES = ['0x0', '0x', '0x00', `0x${'0'.repeat(40)}`, `0x${'0'.repeat(64)}`, `0x${'0'.repeat(16)}`, `0x${'0'.repeat(512)}`, ''];

/**
 * A deterministic value valid against `schema` (best effort; the tests check it with ajv).
 * Rules: const, then enum[0], then default; oneOf/anyOf → the first branch that is not `null`;
 * objects get their required properties (plus the first ones up to minProperties); arrays get
 * minItems items; strings the shortest match of their pattern; numbers their minimum or 0.
 * @param {unknown} schema
 * @param {number} [depth]
 * @returns {unknown}
 */
export function sampleFromSchema(schema, depth = 0) {
  if (schema === true || schema === undefined) return null;
  if (!schema || typeof schema !== 'object' || depth > 40) return null;
  const s = /** @type {Json} */ (schema);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  if ('default' in s) return s.default;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  for (const key of ['oneOf', 'anyOf']) {
    if (Array.isArray(s[key]) && s[key].length) {
      const branches = /** @type {Json[]} */ (s[key]);
      const pick = branches.find((b) => !(b && b.type === 'null')) ?? branches[0];
      // Sibling keywords (e.g. `required` beside `oneOf`) apply to the chosen branch too.
      const { [key]: _branches, title: _t, description: _d, ...siblings } = s;
      return sampleFromSchema(Object.keys(siblings).length ? mergeSchemas(siblings, pick) : pick, depth + 1);
    }
  }
  if (Array.isArray(s.allOf) && s.allOf.length) {
    const { allOf, ...rest } = s;
    return sampleFromSchema(allOf.reduce((/** @type {Json} */ acc, /** @type {Json} */ part) => mergeSchemas(acc, part), rest), depth + 1);
  }
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? s.type[0]) : s.type;
  switch (type ?? (s.properties ? 'object' : s.items ? 'array' : s.pattern ? 'string' : undefined)) {
    case 'null':
      return null;
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? Math.ceil(s.minimum) : typeof s.exclusiveMinimum === 'number' ? Math.floor(s.exclusiveMinimum) + 1 : 0;
    case 'string': {
      if (typeof s.pattern !== 'string') return 'a'.repeat(s.minLength ?? 0);
      let re;
      try {
        re = new RegExp(s.pattern, 'u');
      } catch {
        return '';
      }
      const guess = minimalStringForPattern(s.pattern);
      if (guess !== undefined && re.test(guess)) return guess;
      return STRING_CANDIDATES.find((c) => re.test(c)) ?? guess ?? '';
    }
    case 'array': {
      const n = s.minItems ?? 0;
      const items = Array.isArray(s.prefixItems) ? s.prefixItems : [];
      return Array.from({ length: Math.max(n, 0) }, (_, k) => sampleFromSchema(items[k] ?? s.items, depth + 1));
    }
    case 'object': {
      /** @type {Json} */
      const out = {};
      const props = /** @type {Json} */ (s.properties ?? {});
      const want = new Set(/** @type {string[]} */ (s.required ?? []));
      for (const k of Object.keys(props)) {
        if (want.size >= (s.minProperties ?? 0)) break;
        want.add(k);
      }
      for (const k of want) out[k] = sampleFromSchema(props[k] ?? s.additionalProperties, depth + 1);
      if (Object.keys(out).length < (s.minProperties ?? 0) && s.additionalProperties !== false) {
        // No named properties to use: invent a key valid against propertyNames.
        const key = sampleFromSchema({ type: 'string', ...(s.propertyNames ?? {}) }, depth + 1);
        out[typeof key === 'string' ? key : 'a'] = sampleFromSchema(s.additionalProperties, depth + 1);
      }
      return out;
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------

/** A fresh ajv (JSON Schema 2020-12, the document's dialect) configured like the mock uses it. */
export function createAjv() {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  return ajv;
}

/**
 * Loads and indexes the OpenRPC document.
 * @param {string | Json} [docOrPath] A path or an already parsed document (not mutated).
 * @returns {RpcDocument}
 */
export function loadRpcDocument(docOrPath = DEFAULT_RPC_DOC) {
  /** @type {Json} */
  const doc = typeof docOrPath === 'string' ? JSON.parse(readFileSync(docOrPath, 'utf8')) : docOrPath;
  if (!doc || !Array.isArray(doc.methods)) throw new Error('not an OpenRPC document (no methods array)');
  const ajv = createAjv();

  /** @type {Map<string, MethodSpec>} */
  const methods = new Map();
  for (const rawMethod of doc.methods) {
    const method = resolveLocalRefs(rawMethod, doc);
    /** @type {ParamSpec[]} */
    const params = (method.params ?? []).map((/** @type {Json} */ p) => {
      const schema = p.schema ?? {};
      const validate = ajv.compile(schema);
      return { name: String(p.name), required: p.required === true, schema, validate, acceptsNull: validate(null) === true };
    });
    let requiredCount = 0;
    params.forEach((p, k) => {
      if (p.required) requiredCount = k + 1;
    });

    /** @type {Map<string, string>} */
    const answers = new Map();
    /** @type {string | undefined} */
    let firstAnswer;
    for (const ex of method.examples ?? []) {
      if (!ex || !ex.result || !('value' in ex.result)) continue; // notification or error example
      const byName = new Map((ex.params ?? []).map((/** @type {Json} */ p) => [p.name, p.value]));
      const positional = params.map((p) => byName.get(p.name));
      const key = canonicalJson(trimTrailingUndefined(positional));
      const text = JSON.stringify(ex.result.value);
      if (!answers.has(key)) answers.set(key, text);
      firstAnswer ??= text;
    }
    const generated = firstAnswer === undefined;
    const defaultAnswer = firstAnswer ?? JSON.stringify(sampleFromSchema(method.result?.schema) ?? null);
    const transports = method['x-transport'];
    methods.set(method.name, {
      name: method.name,
      params,
      requiredCount,
      answers,
      defaultAnswer,
      defaultFrom: generated ? 'schema' : 'example',
      httpAllowed: !Array.isArray(transports) || transports.includes('http'),
    });
  }

  /** @type {Map<string, SubscriptionKind>} */
  const subscriptions = new Map();
  const subscribe = doc.methods.find((/** @type {Json} */ m) => m.name === 'eth_subscribe');
  const xs = subscribe?.['x-subscriptions'] ?? {};
  for (const [kind, spec] of Object.entries(/** @type {Json} */ (xs))) {
    subscriptions.set(kind, {
      kind,
      resultSchema: resolveLocalRefs(spec?.notification?.result ?? {}, doc),
      example: spec?.example?.params?.result,
    });
  }

  const chain = (doc['x-chains'] ?? []).find((/** @type {Json} */ c) => c.chainId === 26514) ?? doc['x-chains']?.[0];
  const chainIdHex = chain?.chainIdHex ?? (chain?.chainId ? `0x${Number(chain.chainId).toString(16)}` : '0x6792');

  let initialHead = 1n;
  try {
    const bn = methods.get('eth_blockNumber')?.defaultAnswer;
    if (bn) initialHead = BigInt(JSON.parse(bn));
  } catch {
    /* keep 1 */
  }
  const headTemplate = /** @type {Json | undefined} */ (subscriptions.get('newHeads')?.example);
  return { doc, methods, subscriptions, chainIdHex, initialHead, headTemplate };
}

/**
 * @template T
 * @param {T[]} values
 * @returns {T[]}
 */
export function trimTrailingUndefined(values) {
  let n = values.length;
  while (n > 0 && values[n - 1] === undefined) n--;
  return n === values.length ? values : values.slice(0, n);
}

/**
 * A 32-byte hash (lower-case hex) derived from a label, for synthetic block hashes.
 * @param {string} label
 */
export function fakeHash(label) {
  return `0x${createHash('sha256').update(label).digest('hex')}`;
}
