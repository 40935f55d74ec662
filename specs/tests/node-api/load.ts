import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenApiDocument } from '@sidechain-api/contract';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../lib/ajv.js';
import { arr, get, type JsonObject, obj, objAt, str } from '../lib/json.js';

export * from '../lib/json.js';

export const repoRoot = join(import.meta.dirname, '..', '..', '..');
export const bundlePath = join(repoRoot, 'packages/node-api/generated/openapi.json');

/** The bundled node API document, as the contract runtime types it. */
export const doc = JSON.parse(readFileSync(bundlePath, 'utf8')) as OpenApiDocument;

const DOC_ID = 'node-api.json';
const ajv = createAjv();
ajv.addSchema({ ...doc, $id: DOC_ID });

const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** A validator for the schema found at this JSON pointer (segments unescaped) inside the bundled document. */
export function validatorAt(...segments: string[]): ValidateFunction {
  const pointer = segments.map(escapeSegment).join('/');
  const validate = ajv.getSchema(`${DOC_ID}#/${pointer}`);
  if (!validate) throw new Error(`no schema at #/${pointer}`);
  return validate;
}

/** Follows a local `#/components/...` $ref (undefined when it points nowhere). */
export function deref(node: unknown): unknown {
  let current = node;
  for (let ref = get(current, '$ref'); typeof ref === 'string'; ref = get(current, '$ref')) {
    const segments = ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = get(doc, ...segments);
  }
  return current;
}

/** The JSON object a node is or refers to; throws naming `where` when it is not one. */
export function derefObj(node: unknown, where: string): JsonObject {
  return obj(deref(node), where);
}

export interface Operation {
  path: string;
  op: JsonObject;
}

export const operations: Operation[] = Object.entries(doc.paths).map(([path, item]) => ({
  path,
  op: objAt(deref(item), 'post'),
}));

/** The schema of an operation's HTTP 200 JSON answer, its $ref followed. */
export function answerSchema(op: JsonObject): JsonObject {
  return derefObj(get(op, 'responses', '200', 'content', 'application/json', 'schema'), '200 answer schema');
}

/** The branches of a schema (its `oneOf`, or the schema itself), each $ref followed. */
export function branchesOf(schema: JsonObject, where: string): JsonObject[] {
  const oneOf = schema.oneOf === undefined ? [schema] : arr(schema.oneOf, `${where}/oneOf`);
  return oneOf.map((branch, i) => derefObj(branch, `${where}/oneOf/${i}`));
}

/** The business error codes an operation's HTTP 200 answer allows: the `const` of every error.code branch. */
export function businessErrorCodes(op: JsonObject): string[] {
  const codes: string[] = [];
  for (const branch of branchesOf(answerSchema(op), '200 answer schema')) {
    const errorRef = get(branch, 'properties', 'error');
    const error = errorRef && deref(errorRef);
    if (!error) continue;
    for (const alt of branchesOf(obj(error, 'error schema'), 'error schema')) {
      const code = derefObj(get(alt, 'properties', 'code'), 'error code schema');
      if (code.const !== undefined) codes.push(str(code.const, 'error code const'));
      else codes.push(...arr(code.enum ?? [], 'error code enum').map((c) => str(c, 'error code')));
    }
  }
  return codes.sort();
}
