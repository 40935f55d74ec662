/**
 * Shared helpers for the EVM JSON-RPC document tests: the loaded documents, one ajv (JSON Schema
 * 2020-12) instance, and the checks that example pairings and recorded exchanges go through.
 * Every check returns a list of problems; an empty list means "valid".
 */
import type { OpenRpcDocument } from '@sidechain-api/contract';
import type { ValidateFunction } from 'ajv';
import { type Ajv, createAjv } from '../lib/ajv.js';
import { get, isObj, type JsonObject, loadBundled, loadDereferenced, obj } from './load.js';

export * from './load.js';

let bundledDoc: OpenRpcDocument | undefined;
let derefDoc: OpenRpcDocument | undefined;

/** The bundled document (read once per test file). Do not mutate; clone first. */
export function bundled(): OpenRpcDocument {
  bundledDoc ??= loadBundled();
  return bundledDoc;
}

/** The dereferenced document (read once per test file). Do not mutate; clone first. */
export function dereferenced(): OpenRpcDocument {
  derefDoc ??= loadDereferenced();
  return derefDoc;
}

export interface ContentDescriptor extends JsonObject {
  name: string;
  required?: boolean;
  schema: unknown;
}
export interface MethodObject extends JsonObject {
  name: string;
  summary?: string;
  params: ContentDescriptor[];
  result?: ContentDescriptor;
  errors?: unknown[];
  examples?: unknown[];
}

/** Segments of a local `$ref` ("#/a/b~1c" → ["a", "b/c"]). */
function refSegments(ref: string): string[] {
  if (!ref.startsWith('#/')) throw new Error(`non-local $ref left in the document: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((x) => decodeURIComponent(x).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function at(pointer: (string | number)[]): unknown {
  return get(dereferenced(), ...pointer);
}

/**
 * Follows `$ref`s from a JSON pointer into the dereferenced document until it reaches a value
 * that is not a reference (the dereferencer may leave an odd content descriptor or example as one).
 */
function locate(pointer: (string | number)[]): (string | number)[] {
  let ptr = pointer;
  for (let hops = 0; hops < 10; hops++) {
    const node = at(ptr);
    if (node === undefined) throw new Error(`nothing at /${ptr.join('/')}`);
    const ref = get(node, '$ref');
    if (typeof ref !== 'string') return ptr;
    ptr = refSegments(ref);
  }
  throw new Error(`$ref loop at /${pointer.join('/')}`);
}

/** A value with any local `$ref` at its top level followed (e.g. an example pairing). */
export function resolveLocal<T>(value: T): T {
  const ref = get(value, '$ref');
  if (typeof ref !== 'string') return value;
  // a local ref of the document points to a value of the kind it stands for
  return at(locate(refSegments(ref))) as T;
}

/** A JSON object, or the object its local `$ref` points to; throws naming `where` when it is not one. */
export function resolveObj(value: unknown, where: string): JsonObject {
  return obj(resolveLocal(value), where);
}

let methodMap: Map<string, { index: number; method: MethodObject }> | undefined;

/** Methods of the dereferenced document, by name (with their index in `methods`). */
export function methods(): Map<string, { index: number; method: MethodObject }> {
  if (!methodMap) {
    methodMap = new Map();
    dereferenced().methods.forEach((m, index) => {
      const method = resolveLocal(m) as MethodObject;
      methodMap!.set(method.name, { index, method });
    });
  }
  return methodMap;
}

export function getMethod(name: string): { index: number; method: MethodObject } {
  const found = methods().get(name);
  if (!found) throw new Error(`method ${name} is not in the document`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// ajv: one instance per test file. The whole dereferenced document is registered under DOC_ID
// and every schema is compiled as a JSON pointer into it, so a `$ref` the dereferencer had to
// keep (recursive schemas) still resolves against the document's own components.

const DOC_ID = 'urn:evm-rpc:openrpc.dereferenced.json';
let ajvInstance: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

export function ajv(): Ajv {
  if (!ajvInstance) {
    ajvInstance = createAjv();
    ajvInstance.addSchema(structuredClone(dereferenced()), DOC_ID);
  }
  return ajvInstance;
}

function pointerEscape(s: string | number): string {
  return encodeURIComponent(String(s).replace(/~/g, '~0').replace(/\//g, '~1'));
}

/** Validator for the schema at a JSON pointer (as segments) into the dereferenced document. */
export function validatorAt(pointer: (string | number)[]): ValidateFunction {
  const ref = `${DOC_ID}#/${pointer.map(pointerEscape).join('/')}`;
  const cached = validators.get(ref);
  if (cached) return cached;
  const fn = ajv().compile({ $ref: ref });
  validators.set(ref, fn);
  return fn;
}

/** Validator for the schema of param `paramIndex` of a method. */
export function paramValidator(methodName: string, paramIndex: number): ValidateFunction {
  const { index, method } = getMethod(methodName);
  if (!method.params[paramIndex]) throw new Error(`${methodName} has no param #${paramIndex}`);
  return validatorAt([...locate([...locate(['methods', index]), 'params', paramIndex]), 'schema']);
}

/** Validator for the result schema of a method. */
export function resultValidator(methodName: string): ValidateFunction {
  const { index, method } = getMethod(methodName);
  if (!method.result) throw new Error(`${methodName} has no result`);
  return validatorAt([...locate([...locate(['methods', index]), 'result']), 'schema']);
}

/** Runs a validator and returns readable problems (empty when valid). */
export function problemsOf(fn: ValidateFunction, value: unknown, label: string): string[] {
  if (fn(value)) return [];
  const errs = (fn.errors ?? [])
    .slice(0, 8)
    .map((e) => `${label}${e.instancePath || ''} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  return errs.length ? errs : [`${label} is invalid`];
}

// ---------------------------------------------------------------------------------------------
// Checks shared by examples.test.ts and fixtures.test.ts

/** Positional params of a call (a recorded request): count, required ones, each value's schema. */
export function checkPositionalParams(methodName: string, params: unknown): string[] {
  const { method } = getMethod(methodName);
  if (params !== undefined && !Array.isArray(params))
    return [`params must be an array (by-position), got ${JSON.stringify(params)}`];
  const values = (params ?? []) as unknown[];
  const problems: string[] = [];
  if (values.length > method.params.length) {
    problems.push(`${values.length} params given, the method declares ${method.params.length}`);
  }
  method.params.forEach((p, i) => {
    if (i >= values.length) {
      if (p.required) problems.push(`required param #${i} "${p.name}" is missing`);
      return;
    }
    // geth decodes null into an optional (pointer) param as nil, i.e. as omitted (rpc/json.go parseArgumentArray)
    if (values[i] === null && !p.required) return;
    problems.push(...problemsOf(paramValidator(methodName, i), values[i], `param #${i} "${p.name}"`));
  });
  return problems;
}

/** A result value against the method's result schema. */
export function checkResult(methodName: string, value: unknown): string[] {
  return problemsOf(resultValidator(methodName), value, 'result');
}

/** The JSON-RPC 2.0 error object: {code: integer, message: string, data?: any}, nothing else. */
export function checkErrorObject(error: unknown): string[] {
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return ['error is not an object'];
  const e = error as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof e.code !== 'number' || !Number.isInteger(e.code))
    problems.push(`error.code is not an integer: ${JSON.stringify(e.code)}`);
  if (typeof e.message !== 'string') problems.push(`error.message is not a string: ${JSON.stringify(e.message)}`);
  const extra = Object.keys(e).filter((k) => !['code', 'message', 'data'].includes(k));
  if (extra.length) problems.push(`error has members other than code/message/data: ${extra.join(', ')}`);
  return problems;
}

/**
 * An OpenRPC example pairing of a method: params matched by name (each known, each valid, all
 * required present, in declared order), and the result (or an error example) valid.
 */
export function checkExamplePairing(methodName: string, pairingIn: unknown): string[] {
  const { method } = getMethod(methodName);
  const pairing = resolveLocal(pairingIn);
  const problems: string[] = [];
  const pairingName = get(pairing, 'name');
  if (typeof pairingName !== 'string' || !pairingName) problems.push('example pairing has no name');
  const params = get(pairing, 'params');
  if (!Array.isArray(params)) return [...problems, 'example pairing has no params array'];
  const given = params.map((p) => resolveLocal(p));
  const byName = new Map<string, JsonObject>();
  for (const ex of given) {
    const name = get(ex, 'name');
    if (!isObj(ex) || typeof name !== 'string') {
      problems.push(`example param without a name: ${JSON.stringify(ex)}`);
      continue;
    }
    if (byName.has(name)) problems.push(`example param "${name}" given twice`);
    byName.set(name, ex);
    if (!method.params.some((p) => p.name === name))
      problems.push(`example param "${name}" is not a param of ${methodName}`);
  }
  // positional order must follow the declaration (clients send them by position)
  const declaredOrder = given
    .map((ex) => method.params.findIndex((p) => p.name === get(ex, 'name')))
    .filter((i) => i >= 0);
  if (declaredOrder.some((v, i) => v !== i))
    problems.push(
      `example params are not the leading declared params in order: ${given.map((g) => get(g, 'name')).join(', ')}`,
    );
  method.params.forEach((p, i) => {
    const ex = byName.get(p.name);
    if (!ex) {
      if (p.required) problems.push(`required param "${p.name}" missing from the example`);
      return;
    }
    if (!('value' in ex)) {
      problems.push(`example param "${p.name}" has no value (externalValue is not checked)`);
      return;
    }
    if (ex.value === null && !p.required) return; // null = omitted, as in checkPositionalParams
    problems.push(...problemsOf(paramValidator(methodName, i), ex.value, `param "${p.name}"`));
  });
  const resultRef = get(pairing, 'result');
  const result = resultRef === undefined ? undefined : resolveLocal(resultRef);
  const error = get(pairing, 'error');
  if (result !== undefined) {
    if (!isObj(result) || !('value' in result)) problems.push('example result has no value');
    else problems.push(...checkResult(methodName, result.value));
  } else if (error !== undefined) {
    problems.push(...checkErrorObject(resolveLocal(error)));
  } else {
    problems.push('example pairing has neither result nor error');
  }
  return problems;
}
