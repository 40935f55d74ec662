// `x-codeSamples` (curl and the TypeScript client) for every operation of a copy of the bundled node API
// document. Generic: everything comes from the operation itself — its path, whether it needs auth, its
// first named request example, its success example, its business-error examples and its result variants.
// Nothing is written per operation by hand.

import { deref, type JsonObject, resultVariantFor, resultVariants } from '@sidechain-api/contract';
import { DEFAULT_TARGETS } from '../console/targets.js';
import { exactJson } from '../site/exact-int.js';
import { IDENT, RESERVED, shellQuote, tsLiteral, tsString } from './literals.js';

/** The node mock's default URL (the page puts in the served one: browser/served-urls.ts). */
export const DEFAULT_BASE_URL = DEFAULT_TARGETS.node;

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

interface Example {
  summary?: string;
  value?: unknown;
}

interface Media {
  schema?: unknown;
  examples?: Record<string, Example>;
  example?: unknown;
}

/** The parts of an operation the samples read. */
export interface SampledOperation extends JsonObject {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

export interface SampleOptions {
  baseUrl?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function firstExample(media: Media | undefined): { name: string; value: unknown } | undefined {
  if (!media) return undefined;
  if (media.examples) {
    const first = Object.entries(media.examples)[0];
    if (first) return { name: first[0], value: first[1].value };
  }
  if (media.example !== undefined) return { name: 'example', value: media.example };
  return undefined;
}

type SchemaLike = { oneOf?: unknown[]; anyOf?: unknown[]; properties?: Record<string, unknown>; type?: unknown };

/** Whether the success `result` is one fixed object shape (then the TS sample can destructure it). */
function resultIsSingleShape(doc: unknown, op: SampledOperation): boolean {
  const schema = deref<SchemaLike | undefined>(doc, op.responses?.['200']?.content?.['application/json']?.schema);
  const branches = (schema?.oneOf ?? schema?.anyOf ?? [schema]).map((b) => deref<SchemaLike | undefined>(doc, b));
  const success = branches.find((b) => b?.properties?.result);
  const result = deref<SchemaLike | undefined>(doc, success?.properties?.result);
  return Boolean(result && result.type === 'object' && result.properties && !result.oneOf && !result.anyOf);
}

interface AnswerInfo {
  success: Record<string, unknown> | undefined;
  bare: unknown;
  codes: string[];
  otherExamples: { name: string; summary?: string }[];
}

/** Success value and business-error codes from the 200 response's named examples. */
function answerInfo(op: SampledOperation): AnswerInfo {
  const media = op.responses?.['200']?.content?.['application/json'];
  const examples = Object.values(media?.examples ?? {}).map((e) => e.value);
  const success = examples.find((v): v is Record<string, unknown> => isObject(v) && 'result' in v);
  const bare = success === undefined ? examples.find((v) => !(isObject(v) && 'error' in v)) : undefined;
  const otherExamples = Object.entries(media?.examples ?? {})
    .slice(1)
    .map(([name, e]) => ({ name, ...(e.summary === undefined ? {} : { summary: e.summary }) }));
  const codes = [
    ...new Set(
      examples.flatMap((v) =>
        isObject(v) && isObject(v.error) && typeof v.error.code === 'string' ? [v.error.code] : [],
      ),
    ),
  ];
  return { success, bare, codes, otherExamples };
}

/** The curl command of one operation; the other named answers are listed for the Prism mock. */
export function curlSample({
  path,
  protectedOp,
  body,
  otherExamples = [],
  baseUrl = DEFAULT_BASE_URL,
}: {
  path: string;
  protectedOp: boolean;
  body: unknown;
  otherExamples?: readonly { name: string; summary?: string }[];
  baseUrl?: string;
}): string {
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
export function tsSample({
  path,
  protectedOp,
  body,
  success,
  bare,
  codes,
  singleShape = true,
  variantNote,
  baseUrl = DEFAULT_BASE_URL,
}: AnswerInfo & {
  path: string;
  protectedOp: boolean;
  body: unknown;
  singleShape?: boolean;
  variantNote?: string | undefined;
  baseUrl?: string;
}): string {
  const [group = '', method = ''] = path.replace(/^\//, '').split('/');
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
  const keys = isObject(result) ? Object.keys(result) : [];
  if (variantNote) lines.push(`// ${variantNote}`);
  if (bare !== undefined) {
    lines.push(`const answer = ${call}; // ${exactJson(bare)}`);
  } else if (
    singleShape &&
    keys.length > 0 &&
    keys.length <= 4 &&
    keys.every((k) => IDENT.test(k) && !RESERVED.has(k))
  ) {
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

/** Which result the example request gets, for an operation whose result depends on the request. */
function variantNoteOf(op: SampledOperation, body: unknown): string | undefined {
  const variants = resultVariants(op);
  if (!variants) return undefined;
  const variant = resultVariantFor(variants, body);
  if (!variant?.result) return undefined;
  const values = variants.discriminators
    .map((d) => {
      const sent = isObject(body) && Object.hasOwn(body, d.field);
      return `${d.field}: ${JSON.stringify(sent ? (body as Record<string, unknown>)[d.field] : d.default)}${sent ? '' : ' (default)'}`;
    })
    .join(', ');
  return `${values} → the result is ${variant.result.split('/').pop()}`;
}

/** The code samples of one operation. */
export function operationSamples(
  path: string,
  op: SampledOperation,
  options: SampleOptions = {},
  doc: unknown = {},
): CodeSample[] {
  const protectedOp = Array.isArray(op.security) ? op.security.length > 0 : false;
  const media = op.requestBody?.content?.['application/json'];
  const example = firstExample(media);
  if (op.requestBody && example === undefined) {
    throw new Error(`${op.operationId}: the request body has no named example to build code samples from`);
  }
  const body = op.requestBody ? example?.value : undefined;
  const info = answerInfo(op);
  return [
    {
      lang: 'curl',
      label: 'curl',
      source: curlSample({ path, protectedOp, body, otherExamples: info.otherExamples, ...options }),
    },
    {
      lang: 'TypeScript',
      label: 'TypeScript',
      source: tsSample({
        path,
        protectedOp,
        body,
        ...info,
        singleShape: resultIsSingleShape(doc, op),
        variantNote: variantNoteOf(op, body),
        ...options,
      }),
    },
  ];
}

/** A deep copy of the document with `x-codeSamples` on every operation. */
export function withCodeSamples<D extends { paths?: Record<string, Record<string, unknown>> }>(
  doc: D,
  options: SampleOptions = {},
): { doc: D; count: number } {
  const copy = structuredClone(doc);
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  let count = 0;
  for (const [path, item] of Object.entries(copy.paths ?? {})) {
    for (const m of methods) {
      const op = item[m] as SampledOperation | undefined;
      if (!op) continue;
      if (m !== 'post') throw new Error(`${m.toUpperCase()} ${path}: the node API is POST only`);
      op['x-codeSamples'] = operationSamples(path, op, options, copy);
      count++;
    }
  }
  return { doc: copy, count };
}
