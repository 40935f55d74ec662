// Generates the typed client tables of @sidechain-api/node-api from the bundled node API document.
//   tsx scripts/generate-node-client.ts [bundle.json] [--check]
// Writes packages/node-api/src/generated/schema.ts (openapi-typescript) and operations.ts (this
// script): group → method → {path, operationId, protected, hasBody}, the per-operation types, the
// int64 property names the runtime decodes as bigint, and one overload per `x-result-variants`
// variant for the operations whose result depends on request fields. --check compares instead of
// writing and exits 1 when the committed files are stale. The bundle defaults to
// packages/node-api/generated/openapi.json (written by bundle-specs.ts).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { JsonObject, OpenApiDocument } from '@sidechain-api/contract';
// The pointer helpers alone: the rest of the contract runtime is built from the packages these scripts generate.
import { deref } from '@sidechain-api/contract/pointer';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { isMain, runMain, writeGenerated } from './lib/generated-files.js';
import { repoRoot } from './lib/paths.js';

export const defaultBundle = 'packages/node-api/generated/openapi.json';
export const outDir = 'packages/node-api/src/generated';

const HEADER = `// generated — do not edit. Source: ${defaultBundle}; run npm run build.\n`;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The members of a JSON Schema object this generator reads. */
interface Schema extends JsonObject {
  type?: string | string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxProperties?: number;
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  required?: string[];
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
}

/** A value of a discriminator field (the README of specs/node-api: booleans, or an enum's values). */
export type FieldValue = boolean | string | number;

/** `x-result-variants` of an operation (specs/node-api/README.md). */
export interface ResultVariants {
  discriminators: { field: string; default: FieldValue }[];
  variants: { when: Record<string, FieldValue>; result?: string; status?: number; reason?: string }[];
}

/** One operation as the generator sees it. */
export interface NodeOperationInfo {
  group: string;
  method: string;
  path: string;
  operationId: string;
  summary: string;
  isProtected: boolean;
  hasBody: boolean;
  bodyRequired: boolean;
  bare: boolean;
  codes: string[];
  resultVariants: ResultVariants | undefined;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (schema: Schema): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/**
 * An integer schema whose declared range goes beyond ±(2^53 − 1): it cannot be a JavaScript
 * number without losing precision, so it is typed `bigint` and decoded losslessly.
 * (int64 fields without bounds stay `number`: the spec bounds every field that needs more.)
 */
export function isBigIntSchema(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const s = schema as Schema;
  if (!typesOf(s).includes('integer') || s.format !== 'int64') return false;
  return (
    (typeof s.minimum === 'number' && s.minimum < -MAX_SAFE) || (typeof s.maximum === 'number' && s.maximum > MAX_SAFE)
  );
}

/**
 * Property names whose values are bigint-range integers. The runtime decoder works by key name,
 * so a bigint schema is only supported as the value of an object property, and a key name must
 * not also carry an ordinary integer elsewhere (strings under the same key are fine: they stay strings).
 */
export function findBigIntKeys(doc: JsonObject): string[] {
  const keys = new Set<string>();
  const integerKeys = new Map<string, string>(); // key → where a non-bigint integer sits under it
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (Array.isArray(node)) {
      node.forEach((n, i) => {
        walk(n, [...path, i]);
      });
      return;
    }
    if (!isObject(node)) return;
    // Examples are data, not schemas.
    const parent = path.at(-2);
    const key = path.at(-1);
    if ((key === 'examples' || key === 'example') && parent !== 'properties') return;
    const inComponents = path.length === 3 && path[0] === 'components' && path[1] === 'schemas';
    if (path.length > 0 && (node.$ref || node.type || node.oneOf || node.anyOf || node.allOf)) {
      let target: Schema | undefined;
      try {
        target = deref<Schema>(doc, node);
      } catch {
        target = undefined;
      }
      if (isBigIntSchema(target)) {
        if (parent === 'properties') keys.add(String(key));
        else if (!inComponents) {
          throw new Error(
            `bigint-range integer at #/${path.join('/')} is not an object property: the lossless decoder ` +
              'only handles int64 values under a property name',
          );
        }
      } else if (parent === 'properties' && target) {
        const types = typesOf(target);
        if ((types.includes('integer') || types.includes('number')) && !integerKeys.has(String(key))) {
          integerKeys.set(String(key), `#/${path.join('/')}`);
        }
      }
    }
    for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
  };
  walk(doc.components ?? {}, ['components']);
  walk(doc.paths ?? {}, ['paths']);
  for (const key of keys) {
    if (integerKeys.has(key)) {
      throw new Error(
        `property "${key}" is a bigint-range int64 somewhere and an ordinary number at ${integerKeys.get(key)}: ` +
          'the key-based decoder cannot tell them apart',
      );
    }
  }
  return [...keys].sort();
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The `result` schema of the 200 success branch, its `oneOf` branches, or undefined for a bare answer. */
function successResult(doc: OpenApiDocument, branches: Schema[]): Schema | undefined {
  const success = branches.find((b) => b.properties?.result);
  return success ? deref<Schema>(doc, success.properties?.result) : undefined;
}

/** Checks an operation's `x-result-variants` against the README's rules the generator relies on. */
function readResultVariants(
  path: string,
  value: unknown,
  bodySchema: Schema | undefined,
  result: Schema | undefined,
): ResultVariants | undefined {
  if (value === undefined) return undefined;
  const fail = (why: string): never => {
    throw new Error(`${path}: x-result-variants ${why}`);
  };
  if (!isObject(value) || !Array.isArray(value.discriminators) || !Array.isArray(value.variants)) {
    return fail('needs discriminators and variants');
  }
  const extension = value as unknown as ResultVariants;
  const properties = bodySchema?.properties ?? fail('on an operation without a request body');
  for (const d of extension.discriminators) {
    if (!properties[d.field]) fail(`names ${d.field}, which is not a request field`);
    if (bodySchema?.required?.includes(d.field)) fail(`names the required field ${d.field}`);
  }
  const fields = new Set(extension.discriminators.map((d) => d.field));
  const branches = new Set((result?.oneOf ?? []).map((b) => b.$ref));
  for (const v of extension.variants) {
    for (const field of Object.keys(v.when)) if (!fields.has(field)) fail(`variant names ${field}`);
    if ((v.result === undefined) === (v.status === undefined)) fail('variant needs exactly one of result or status');
    if (v.result !== undefined) {
      if (!branches.has(v.result)) fail(`result ${v.result} is not a branch of the 200 result`);
      if (!/^#\/components\/schemas\/\w+$/.test(v.result)) fail(`result ${v.result} is not a named schema`);
    }
  }
  return extension;
}

/** The operations of the document, in the order of its paths map, checked against the naming rules. */
export function collectOperations(doc: OpenApiDocument): NodeOperationInfo[] {
  const globalSecurity = doc.security ?? [];
  const ops: NodeOperationInfo[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const methods = Object.keys(item).filter((k) => HTTP_METHODS.includes(k));
    if (methods.length !== 1 || methods[0] !== 'post') {
      throw new Error(`${path}: expected exactly one operation, POST (found ${methods.join(', ') || 'none'})`);
    }
    const op = item.post as JsonObject & { operationId?: string; tags?: string[]; summary?: string };
    const m = /^\/([a-z][A-Za-z0-9]*)\/([a-z][A-Za-z0-9]*)$/.exec(path);
    if (!m) throw new Error(`${path}: expected /<group>/<operation>`);
    const group = m[1]!;
    const method = m[2]!;
    const operationId = group + capitalize(method);
    if (op.operationId !== operationId) {
      throw new Error(`${path}: operationId ${op.operationId}, expected ${operationId}`);
    }
    if (!Array.isArray(op.tags) || op.tags[0] !== group) throw new Error(`${path}: first tag must be ${group}`);
    const security = (op.security as Record<string, string[]>[] | undefined) ?? globalSecurity;
    const isProtected = security.some((req) => Object.keys(req).length > 0);

    let bodySchema: Schema | undefined;
    if (op.requestBody) {
      const rb = deref<{ content?: Record<string, { schema?: unknown }> }>(doc, op.requestBody);
      bodySchema = deref<Schema | undefined>(doc, rb.content?.['application/json']?.schema);
      if (!bodySchema) throw new Error(`${path}: request body without an application/json schema`);
    }
    const hasBody = bodySchema !== undefined;
    const bodyRequired = hasBody && !(bodySchema?.type === 'object' && !(bodySchema.required?.length ?? 0));

    const responses = (op.responses ?? {}) as Record<string, unknown>;
    const ok = deref<{ content?: Record<string, { schema?: unknown }> } | undefined>(doc, responses['200']);
    const okSchema = deref<Schema | undefined>(doc, ok?.content?.['application/json']?.schema);
    if (!okSchema) throw new Error(`${path}: no application/json 200 answer`);
    const branches = (okSchema.oneOf ?? [okSchema]).map((b) => deref<Schema>(doc, b));
    // A few operations answer a bare JSON value (the string "OK") without the {result} envelope.
    const bare = !branches.some((b) => b.properties?.result);
    if (bare && branches.some((b) => b.properties?.error)) {
      throw new Error(`${path}: business errors without a {result} branch`);
    }
    const codes: string[] = [];
    for (const branch of branches) {
      const errorProp = branch.properties?.error;
      if (!errorProp) continue;
      const err = deref<Schema>(doc, errorProp);
      for (const variant of (err.oneOf ?? [err]).map((v) => deref<Schema>(doc, v))) {
        const codeSchema = deref<Schema | undefined>(doc, variant.properties?.code);
        const code = codeSchema?.const ?? (codeSchema?.enum?.length === 1 ? codeSchema.enum[0] : undefined);
        if (typeof code !== 'string') throw new Error(`${path}: business error without a const code`);
        codes.push(code);
      }
    }
    ops.push({
      group,
      method,
      path,
      operationId,
      summary: op.summary ?? '',
      isProtected,
      hasBody,
      bodyRequired,
      bare,
      codes: [...new Set(codes)].sort(),
      resultVariants: readResultVariants(path, op['x-result-variants'], bodySchema, successResult(doc, branches)),
    });
  }
  return ops;
}

/** openapi-typescript over the bundle: bigint for int64 beyond 2^53, exact empty objects. */
async function generateSchema(doc: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0], {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    rootTypesKeepCasing: true,
    alphabetize: true,
    emptyObjectsUnknown: true,
    transform(schema) {
      if (isBigIntSchema(schema)) return ts.factory.createKeywordTypeNode(ts.SyntaxKind.BigIntKeyword);
      // {"result": {}}: an object that can have no property at all.
      const s = schema as Schema;
      if (s.type === 'object' && s.maxProperties === 0) {
        return ts.factory.createTypeReferenceNode('Record', [
          ts.factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
          ts.factory.createKeywordTypeNode(ts.SyntaxKind.NeverKeyword),
        ]);
      }
      return undefined;
    },
  });
  return `${HEADER}\n${astToString(ast)}`;
}

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const docText = (s: string) => s.replace(/\*\//g, '*\\/');
const literal = (v: FieldValue) => (typeof v === 'string' ? q(v) : String(v));
const schemaName = (pointer: string) => pointer.slice('#/components/schemas/'.length);

/** "`automaticSend` false and `format` true" (absent fields named as the default they stand for). */
function describeWhen(when: Record<string, FieldValue>, extension: ResultVariants): string {
  const parts = extension.discriminators
    .filter((d) => d.field in when)
    .map((d) => {
      const value = when[d.field]!;
      return `\`${d.field}\` ${literal(value)}${value === d.default ? ' (or absent: the default)' : ''}`;
    });
  return parts.length ? parts.join(' and ') : 'any request';
}

/**
 * The overloads of one operation with `x-result-variants`: per variant, the body narrowed to the
 * variant's field values (a field at its default may be absent), resolving to the variant's result
 * (`never` where the node answers an HTTP error instead); then the general form, for flags that are
 * plain `boolean`, resolving to the union.
 */
function variantOverloads(op: NodeOperationInfo, extension: ResultVariants): string[] {
  const body = `OperationTypes[${q(op.operationId)}]['body']`;
  const lines: string[] = [];
  const defaults = new Map(extension.discriminators.map((d) => [d.field, d.default]));
  const signatures: { doc: string; param: string; result: string }[] = [];
  for (const variant of extension.variants) {
    const members = Object.entries(variant.when).map(
      ([field, value]) => `${field}${defaults.get(field) === value ? '?' : ''}: ${literal(value)}`,
    );
    // The body may be left out when every named field may be absent and the operation takes an optional body.
    const omittable = !op.bodyRequired && members.every((m) => m.includes('?:'));
    const param = `body${omittable ? '?' : ''}: ${body}${members.length ? ` & { ${members.join('; ')} }` : ''}`;
    const when = describeWhen(variant.when, extension);
    if (variant.result !== undefined) {
      signatures.push({
        doc: `With ${when}: resolves to \`${schemaName(variant.result)}\`.`,
        param,
        result: `Schemas[${q(schemaName(variant.result))}]`,
      });
    } else {
      signatures.push({
        doc: `With ${when} the node never answers a result: HTTP ${variant.status} (${variant.reason ?? ''}).`,
        param,
        result: 'never',
      });
    }
  }
  signatures.push({
    doc: 'With fields whose values are not known to the compiler (plain `boolean`): any of the results.',
    param: `body${op.bodyRequired ? '' : '?'}: ${body}`,
    result: `OperationTypes[${q(op.operationId)}]['result']`,
  });
  for (const s of signatures) {
    lines.push(`    /** ${docText(s.doc)} */`);
    lines.push(`    (${s.param}, opts?: CallOptions): Promise<${s.result}>;`);
  }
  for (const s of signatures) {
    lines.push(
      `    /** ${docText(s.doc)} Never rejects for API failures: resolves to \`{ data }\` or \`{ error }\`. */`,
    );
    lines.push(`    safe(${s.param}, opts?: CallOptions): Promise<Settled<${q(op.operationId)}, ${s.result}>>;`);
  }
  return lines;
}

function generateOperations(ops: NodeOperationInfo[], bigintKeys: string[]): string {
  const groups = new Map<string, NodeOperationInfo[]>();
  for (const op of ops) {
    const list = groups.get(op.group) ?? [];
    list.push(op);
    groups.set(op.group, list);
  }
  const lines = [HEADER];
  lines.push("import type { CallOptions, Settled } from '../types.js';");
  lines.push("import type { components, operations as Ops } from './schema.js';", '');
  lines.push("type Schemas = components['schemas'];", '');
  lines.push('/**');
  lines.push(` * The ${ops.length} operations of the node API, grouped as the paths are: group → method →`);
  lines.push(' * how to call it. `protected`: needs HTTP Basic auth; `hasBody`: takes a JSON request body;');
  lines.push(' * `bare`: the success answer is the JSON value itself, not `{"result": …}`.');
  lines.push(' */');
  lines.push('export const operationTable = {');
  for (const [group, list] of groups) {
    lines.push(`  ${group}: {`);
    for (const op of list) {
      const notes = [`\`POST ${op.path}\` (\`${op.operationId}\`).`];
      if (op.isProtected) notes.push('Needs authentication (`apiKey`).');
      if (op.bare) notes.push('Answers a bare JSON value (no `result` envelope).');
      notes.push(
        op.codes.length ? `Business errors: ${op.codes.map((c) => `\`${c}\``).join(', ')}.` : 'No business errors.',
      );
      if (op.resultVariants) notes.push('The result depends on request fields (typed per call).');
      lines.push(`    /** ${docText(op.summary)}. ${notes.join(' ')} */`);
      lines.push(
        `    ${op.method}: { path: ${q(op.path)}, operationId: ${q(op.operationId)}, protected: ${op.isProtected}, hasBody: ${op.hasBody}${op.bare ? ', bare: true' : ''} },`,
      );
    }
    lines.push('  },');
  }
  lines.push('} as const;', '');
  lines.push(
    '/** Property names whose integer values are int64 beyond 2^53: decoded as `bigint`, never as a number. */',
  );
  lines.push(`export const bigintKeys: readonly string[] = [${bigintKeys.map(q).join(', ')}];`, '');
  lines.push("type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;");
  lines.push("type Success<T> = Extract<T, { result: unknown }>['result'];", '');
  lines.push('/** Per operation: request body, `result` of the success answer, business error codes, auth. */');
  lines.push('export interface OperationTypes {');
  for (const op of ops) {
    const o = `Ops[${q(op.operationId)}]`;
    lines.push(`  /** ${docText(op.summary)} — \`POST ${op.path}\` */`);
    lines.push(`  ${op.operationId}: {`);
    lines.push(`    body: ${op.hasBody ? `Json<${o}['requestBody']>` : 'never'};`);
    lines.push(`    hasBody: ${op.hasBody};`);
    lines.push(`    bodyRequired: ${op.bodyRequired};`);
    lines.push(`    result: ${op.bare ? `Json<${o}['responses'][200]>` : `Success<Json<${o}['responses'][200]>>`};`);
    lines.push(`    errorCode: ${op.codes.length ? op.codes.map(q).join(' | ') : 'never'};`);
    lines.push(`    protected: ${op.isProtected};`);
    lines.push('  };');
  }
  lines.push('}', '');
  lines.push('/**');
  lines.push(' * The operations whose success `result` depends on request fields (`x-result-variants` of the');
  lines.push(' * document): one overload per variant, so a call resolves to the branch its body selects, e.g.');
  lines.push(' * `sendCoinsToAddress({ outputs })` to `{ transactionId }`. A field left out counts as its default.');
  lines.push(' */');
  lines.push('export interface ResultVariantMethods {');
  for (const op of ops) {
    if (!op.resultVariants) continue;
    const fields = op.resultVariants.discriminators.map((d) => `\`${d.field}\` (default ${literal(d.default)})`);
    lines.push(`  /** ${docText(op.summary)} — \`POST ${op.path}\`; the result depends on ${fields.join(', ')}. */`);
    lines.push(`  ${op.operationId}: {`);
    lines.push(...variantOverloads(op, op.resultVariants));
    lines.push('  };');
  }
  lines.push('}', '');
  return lines.join('\n');
}

/** Returns { [repo-relative path]: content } generated from one bundled document. */
export async function generateNodeClient(bundlePath: string = defaultBundle): Promise<Record<string, string>> {
  const doc = JSON.parse(await readFile(resolve(repoRoot, bundlePath), 'utf8')) as OpenApiDocument;
  const ops = collectOperations(doc);
  const keys = findBigIntKeys(doc);
  return {
    [`${outDir}/schema.ts`]: await generateSchema(doc),
    [`${outDir}/operations.ts`]: generateOperations(ops, keys),
  };
}

if (isMain(import.meta.filename)) {
  runMain(async () => {
    const args = process.argv.slice(2);
    const bundle = args.find((a) => !a.startsWith('--')) ?? defaultBundle;
    return (await writeGenerated(await generateNodeClient(bundle), args.includes('--check'))) ? 1 : 0;
  });
}
