#!/usr/bin/env node
// Generates the typed client tables of @sidechain-api/node-api from the bundled node API document.
//   node scripts/generate-node-client.mjs [bundle.json] [--check]
// Writes packages/node-api/src/generated/schema.ts (openapi-typescript) and operations.ts (this
// script: group → method → {path, operationId, protected, hasBody}, the per-operation types and
// the int64 property names the runtime decodes as bigint). --check compares instead of writing
// and exits 1 when the committed files are stale. Tests import generateNodeClient() to do the same.
// The bundle defaults to packages/node-api/generated/openapi.json (written by bundle-specs.mjs).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const defaultBundle = 'packages/node-api/generated/openapi.json';
export const outDir = 'packages/node-api/src/generated';

const HEADER = `// generated — do not edit. Source: ${defaultBundle}; run npm run build.\n`;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * An integer schema whose declared range goes beyond ±(2^53 − 1): it cannot be a JavaScript
 * number without losing precision, so it is typed `bigint` and decoded losslessly.
 * (int64 fields without bounds stay `number`: the spec bounds every field that needs more.)
 */
export function isBigIntSchema(schema) {
  if (!schema || typeof schema !== 'object') return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.includes('integer') || schema.format !== 'int64') return false;
  return (typeof schema.minimum === 'number' && schema.minimum < -MAX_SAFE) ||
    (typeof schema.maximum === 'number' && schema.maximum > MAX_SAFE);
}

function resolver(doc) {
  return function deref(node) {
    const seen = new Set();
    while (node && typeof node === 'object' && typeof node.$ref === 'string') {
      if (seen.has(node.$ref)) throw new Error(`circular $ref ${node.$ref}`);
      seen.add(node.$ref);
      if (!node.$ref.startsWith('#/')) throw new Error(`unresolved external $ref ${node.$ref} (bundle first)`);
      let target = doc;
      for (const part of node.$ref.slice(2).split('/')) {
        target = target?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      if (target === undefined) throw new Error(`dangling $ref ${node.$ref}`);
      node = target;
    }
    return node;
  };
}

/**
 * Property names whose values are bigint-range integers. The runtime decoder works by key name,
 * so a bigint schema is only supported as the value of an object property, and a key name must
 * not also carry an ordinary integer elsewhere (strings under the same key are fine: they stay strings).
 */
export function findBigIntKeys(doc) {
  const deref = resolver(doc);
  const keys = new Set();
  const integerKeys = new Map(); // key → where a non-bigint integer sits under it
  const walk = (node, path) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, [...path, i]));
    if (!node || typeof node !== 'object') return;
    // Examples are data, not schemas.
    const parent = path.at(-2);
    const key = path.at(-1);
    if ((key === 'examples' || key === 'example') && parent !== 'properties') return;
    const inComponents = path.length === 3 && path[0] === 'components' && path[1] === 'schemas';
    if (path.length > 0 && (node.$ref || node.type || node.oneOf || node.anyOf || node.allOf)) {
      let target;
      try {
        target = deref(node);
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
        const types = Array.isArray(target.type) ? target.type : [target.type];
        if (types.includes('integer') || types.includes('number')) {
          if (!integerKeys.has(String(key))) integerKeys.set(String(key), `#/${path.join('/')}`);
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

const capitalize = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** The operations of the document, in the order of its paths map, checked against the naming rules. */
export function collectOperations(doc) {
  const deref = resolver(doc);
  const globalSecurity = doc.security ?? [];
  const ops = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const methods = Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(k));
    if (methods.length !== 1 || methods[0] !== 'post') throw new Error(`${path}: expected exactly one operation, POST (found ${methods.join(', ') || 'none'})`);
    const op = item.post;
    const m = /^\/([a-z][A-Za-z0-9]*)\/([a-z][A-Za-z0-9]*)$/.exec(path);
    if (!m) throw new Error(`${path}: expected /<group>/<operation>`);
    const [, group, method] = m;
    const operationId = group + capitalize(method);
    if (op.operationId !== operationId) throw new Error(`${path}: operationId ${op.operationId}, expected ${operationId}`);
    if (!Array.isArray(op.tags) || op.tags[0] !== group) throw new Error(`${path}: first tag must be ${group}`);
    const security = op.security ?? globalSecurity;
    const isProtected = security.some((req) => Object.keys(req).length > 0);

    let hasBody = false;
    let bodyRequired = false;
    if (op.requestBody) {
      const rb = deref(op.requestBody);
      const schema = deref(rb.content?.['application/json']?.schema);
      if (!schema) throw new Error(`${path}: request body without an application/json schema`);
      hasBody = true;
      bodyRequired = !(schema.type === 'object' && !(schema.required?.length > 0));
    }

    const ok = deref(op.responses?.['200']);
    const okSchema = deref(ok?.content?.['application/json']?.schema);
    if (!okSchema) throw new Error(`${path}: no application/json 200 answer`);
    const branches = okSchema.oneOf ? okSchema.oneOf.map(deref) : [okSchema];
    // A few operations answer a bare JSON value (the string "OK") without the {result} envelope.
    const bare = !branches.some((b) => b.properties?.result);
    if (bare && branches.some((b) => b.properties?.error)) throw new Error(`${path}: business errors without a {result} branch`);
    const codes = [];
    for (const branch of branches) {
      const errorProp = branch.properties?.error;
      if (!errorProp) continue;
      const err = deref(errorProp);
      for (const variant of err.oneOf ? err.oneOf.map(deref) : [err]) {
        const codeSchema = deref(variant.properties?.code);
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
    });
  }
  return ops;
}

/** openapi-typescript over the bundle: bigint for int64 beyond 2^53, exact empty objects. */
async function generateSchema(doc) {
  const ast = await openapiTS(doc, {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    rootTypesKeepCasing: true,
    alphabetize: true,
    emptyObjectsUnknown: true,
    transform(schema) {
      if (isBigIntSchema(schema)) return ts.factory.createKeywordTypeNode(ts.SyntaxKind.BigIntKeyword);
      // {"result": {}}: an object that can have no property at all.
      if (schema.type === 'object' && schema.maxProperties === 0) {
        return ts.factory.createTypeReferenceNode('Record', [
          ts.factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
          ts.factory.createKeywordTypeNode(ts.SyntaxKind.NeverKeyword),
        ]);
      }
      return undefined;
    },
  });
  return `${HEADER}/* eslint-disable */\n\n${astToString(ast)}`;
}

const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const doc = (s) => s.replace(/\*\//g, '*\\/');

function generateOperations(ops, bigintKeys) {
  const groups = new Map();
  for (const op of ops) {
    if (!groups.has(op.group)) groups.set(op.group, []);
    groups.get(op.group).push(op);
  }
  const lines = [HEADER];
  lines.push("import type { operations as Ops } from './schema.js';", '');
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
      notes.push(op.codes.length ? `Business errors: ${op.codes.map((c) => `\`${c}\``).join(', ')}.` : 'No business errors.');
      lines.push(`    /** ${doc(op.summary)}. ${notes.join(' ')} */`);
      lines.push(
        `    ${op.method}: { path: ${q(op.path)}, operationId: ${q(op.operationId)}, protected: ${op.isProtected}, hasBody: ${op.hasBody}${op.bare ? ', bare: true' : ''} },`,
      );
    }
    lines.push('  },');
  }
  lines.push('} as const;', '');
  lines.push('/** Property names whose integer values are int64 beyond 2^53: decoded as `bigint`, never as a number. */');
  lines.push(`export const bigintKeys: readonly string[] = [${bigintKeys.map(q).join(', ')}];`, '');
  lines.push('type Json<T> = T extends { content: { \'application/json\': infer B } } ? B : never;');
  lines.push('type Success<T> = Extract<T, { result: unknown }>[\'result\'];', '');
  lines.push('/** Per operation: request body, `result` of the success answer, business error codes, auth. */');
  lines.push('export interface OperationTypes {');
  for (const op of ops) {
    const o = `Ops[${q(op.operationId)}]`;
    lines.push(`  /** ${doc(op.summary)} — \`POST ${op.path}\` */`);
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
  return lines.join('\n');
}

/** Returns { [repo-relative path]: content } generated from one bundled document. */
export async function generateNodeClient(bundlePath = defaultBundle) {
  const text = await readFile(resolve(repoRoot, bundlePath), 'utf8');
  const docObj = JSON.parse(text);
  const ops = collectOperations(docObj);
  const keys = findBigIntKeys(docObj);
  return {
    [`${outDir}/schema.ts`]: await generateSchema(docObj),
    [`${outDir}/operations.ts`]: generateOperations(ops, keys),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const bundle = args.find((a) => !a.startsWith('--')) ?? defaultBundle;
  const files = await generateNodeClient(bundle);
  let stale = 0;
  for (const [path, content] of Object.entries(files)) {
    const abs = join(repoRoot, path);
    if (check) {
      const current = await readFile(abs, 'utf8').catch(() => null);
      if (current !== content) {
        stale++;
        console.error(`stale: ${path} (run npm run build)`);
      }
    } else {
      await mkdir(dirname(abs), { recursive: true });
      const current = await readFile(abs, 'utf8').catch(() => null);
      if (current !== content) await writeFile(abs, content); // keep mtimes when nothing changed
      console.log(`${current === content ? 'unchanged' : 'wrote'} ${relative(process.cwd(), abs)}`);
    }
  }
  if (stale) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err.message || err);
    process.exit(1);
  });
}
