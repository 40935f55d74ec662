import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../lib/ajv.js';

export const repoRoot = join(import.meta.dirname, '..', '..', '..');
export const bundlePath = join(repoRoot, 'packages/node-api/generated/openapi.json');

/** A node of the parsed document, walked freely by the document tests (biome.jsonc lists this file). */
export type Json = any;

export const doc: Json = JSON.parse(readFileSync(bundlePath, 'utf8'));

const DOC_ID = 'node-api.json';
const ajv = createAjv();
ajv.addSchema({ ...doc, $id: DOC_ID });

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** A validator for the schema found at this JSON pointer (segments unescaped) inside the bundled document. */
export function validatorAt(...segments: string[]): ValidateFunction {
  const pointer = segments.map(escape).join('/');
  const validate = ajv.getSchema(`${DOC_ID}#/${pointer}`);
  if (!validate) throw new Error(`no schema at #/${pointer}`);
  return validate;
}

/** Follows a local `#/components/...` $ref. */
export function deref(node: Json): Json {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((obj: Json, key: string) => obj?.[key], doc);
  }
  return current;
}

export interface Operation {
  path: string;
  op: Json;
}

export const operations: Operation[] = Object.entries(doc.paths as Record<string, Json>).map(([path, item]) => ({
  path,
  op: deref(item).post,
}));

/** The business error codes an operation's HTTP 200 answer allows: the `const` of every error.code branch. */
export function businessErrorCodes(op: Json): string[] {
  const schema = deref(op.responses['200'].content['application/json'].schema);
  const branches: Json[] = (schema.oneOf ?? [schema]).map(deref);
  const codes: string[] = [];
  for (const branch of branches) {
    const error = branch.properties?.error && deref(branch.properties.error);
    if (!error) continue;
    for (const alt of (error.oneOf ?? [error]).map(deref)) {
      const code = deref(alt.properties.code);
      if (code.const !== undefined) codes.push(code.const);
      else codes.push(...(code.enum ?? []));
    }
  }
  return codes.sort();
}
