// Adds `x-codeSamples` (curl and the TypeScript client) to every operation of a copy of the bundled
// node API document. Generic: everything comes from the operation itself — its path, whether it
// needs auth, its first named request example, its success example and its business-error examples.
// Nothing is written per operation by hand.

import { exactJson } from '../src/lib/exact-int.mjs';

export const DEFAULT_BASE_URL = 'http://127.0.0.1:9085';

/** Box nonces are int64 beyond 2^53: the client takes and returns them as bigint. */
const BIGINT_KEYS = new Set(['nonce']);

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await'.split(
    ' ',
  ),
);

function shellQuote(text) {
  return `'${String(text).replace(/'/g, `'\\''`)}'`;
}

function tsString(text) {
  return `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

/** A TypeScript object literal of a JSON value (bigint for box nonces and unsafe integers). */
export function tsLiteral(value, indent = '', key = undefined) {
  const inner = `${indent}  `;
  if (value === null) return 'null';
  if (typeof value === 'string') return tsString(value);
  if (typeof value === 'number') {
    if (Number.isInteger(value) && (BIGINT_KEYS.has(key) || !Number.isSafeInteger(value))) return `${BigInt(value)}n`;
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return `${value}n`; // read losslessly: beyond 2^53
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => tsLiteral(v, inner, key));
    const oneLine = `[${items.join(', ')}]`;
    if (oneLine.length <= 80 && !oneLine.includes('\n')) return oneLine;
    return `[\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const props = entries.map(([k, v]) => `${IDENT.test(k) ? k : tsString(k)}: ${tsLiteral(v, inner, k)}`);
  return `{\n${props.map((p) => `${inner}${p},`).join('\n')}\n${indent}}`;
}

function firstExample(media) {
  if (!media) return undefined;
  if (media.examples) {
    const first = Object.entries(media.examples)[0];
    if (first) return { name: first[0], value: first[1].value };
  }
  if (media.example !== undefined) return { name: 'example', value: media.example };
  return undefined;
}

function deref(doc, schema) {
  let s = schema;
  for (let i = 0; s && typeof s === 'object' && typeof s.$ref === 'string' && i < 20; i++) {
    s = s.$ref
      .slice(2)
      .split('/')
      .reduce((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return s;
}

/** Whether the success `result` is one fixed object shape (then the TS sample can destructure it). */
function resultIsSingleShape(doc, op) {
  const schema = deref(doc, op.responses?.['200']?.content?.['application/json']?.schema);
  const branches = (schema?.oneOf ?? schema?.anyOf ?? [schema]).map((b) => deref(doc, b));
  const success = branches.find((b) => b?.properties?.result);
  const result = deref(doc, success?.properties?.result);
  return Boolean(result && result.type === 'object' && result.properties && !result.oneOf && !result.anyOf);
}

/** Success value and business-error codes from the 200 response's named examples. */
function answerInfo(op) {
  const media = op.responses?.['200']?.content?.['application/json'];
  const examples = Object.values(media?.examples ?? {}).map((e) => e.value);
  const success = examples.find((v) => v && typeof v === 'object' && !Array.isArray(v) && 'result' in v);
  const bare = success === undefined ? examples.find((v) => !(v && typeof v === 'object' && 'error' in v)) : undefined;
  const otherExamples = Object.entries(media?.examples ?? {})
    .slice(1)
    .map(([name, e]) => ({ name, summary: e.summary }));
  const codes = [
    ...new Set(
      examples.filter((v) => v && typeof v === 'object' && v.error && typeof v.error.code === 'string').map((v) => v.error.code),
    ),
  ];
  return { success, bare, codes, otherExamples };
}

/** The curl command of one operation; the other named answers are listed for the Prism mock. */
export function curlSample({ path, protectedOp, body, otherExamples = [], baseUrl = DEFAULT_BASE_URL }) {
  const lines = [`curl -s -X POST ${baseUrl}${path}`];
  if (protectedOp) lines.push(`-u "user:$API_KEY"`);
  lines.push(`-H 'Content-Type: application/json'`);
  if (body !== undefined) lines.push(`-d ${shellQuote(exactJson(body))}`);
  let text = lines.join(' \\\n  ');
  if (otherExamples.length) {
    text += `\n\n# Mock (npm run mock:node): add -H 'Prefer: example=<name>' for another answer:\n${otherExamples
      .map((e) => `#   ${e.name}${e.summary ? ` (${e.summary.replace(/\s+/g, ' ')})` : ''}`)
      .join('\n')}`;
  }
  return text;
}

/** The TypeScript client call of one operation. */
export function tsSample({ path, protectedOp, body, success, bare, codes, singleShape = true, baseUrl = DEFAULT_BASE_URL }) {
  const [group, method] = path.replace(/^\//, '').split('/');
  const access = `node.${IDENT.test(group) ? group : `[${tsString(group)}]`}${IDENT.test(method) ? `.${method}` : `[${tsString(method)}]`}`;
  const options = [`baseUrl: ${tsString(baseUrl)}`];
  if (protectedOp) options.push('apiKey: process.env.API_KEY');
  const lines = [
    `import { createNodeClient } from '@sidechain-api/node-api';`,
    '',
    `const node = createNodeClient({ ${options.join(', ')} });`,
  ];
  const call = `await ${access}(${body === undefined ? '' : tsLiteral(body)})`;
  const result = success?.result;
  const keys = result && typeof result === 'object' && !Array.isArray(result) ? Object.keys(result) : [];
  if (bare !== undefined) {
    lines.push(`const answer = ${call}; // ${exactJson(bare)}`);
  } else if (singleShape && keys.length > 0 && keys.length <= 4 && keys.every((k) => IDENT.test(k) && !RESERVED.has(k))) {
    lines.push(`const { ${keys.join(', ')} } = ${call};`);
  } else if (keys.length === 0 && success) {
    lines.push(`${call}; // answers {"result": {}}`);
  } else {
    lines.push(`const result = ${call};`);
  }
  if (codes.length) {
    lines.push(
      `// Business error${codes.length > 1 ? 's' : ''} ${codes.join(', ')}: ${codes.length > 1 ? 'throw' : 'throws'} NodeBusinessError (err.code: ${codes.map((c) => `'${c}'`).join(' | ')}); ${access}.safe(…) returns { data, error } instead.`,
    );
  }
  return lines.join('\n');
}

/** The code samples of one operation. */
export function operationSamples(path, op, options = {}, doc = {}) {
  const protectedOp = Array.isArray(op.security) ? op.security.length > 0 : false;
  const media = op.requestBody?.content?.['application/json'];
  const example = firstExample(media);
  if (op.requestBody && example === undefined) {
    throw new Error(`${op.operationId}: the request body has no named example to build code samples from`);
  }
  const body = op.requestBody ? example.value : undefined;
  const info = answerInfo(op);
  return [
    { lang: 'curl', label: 'curl', source: curlSample({ path, protectedOp, body, otherExamples: info.otherExamples, ...options }) },
    {
      lang: 'TypeScript',
      label: 'TypeScript',
      source: tsSample({ path, protectedOp, body, ...info, singleShape: resultIsSingleShape(doc, op), ...options }),
    },
  ];
}

/** A deep copy of the document with `x-codeSamples` on every operation. */
export function withCodeSamples(doc, options = {}) {
  const copy = structuredClone(doc);
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  let count = 0;
  for (const [path, item] of Object.entries(copy.paths ?? {})) {
    for (const m of methods) {
      const op = item[m];
      if (!op) continue;
      if (m !== 'post') throw new Error(`${m.toUpperCase()} ${path}: the node API is POST only`);
      op['x-codeSamples'] = operationSamples(path, op, options, copy);
      count++;
    }
  }
  return { doc: copy, count };
}
