// What the node API document says about one exchange: the operation of a path, whether it needs
// auth, its request body schema, and the checks of an answer (status, media type, schema, exact
// int64, listed business error codes). Shared by the checks and the proxy.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { int64Problem, parseLossless } from './lossless-json.mjs';
import { atPointer, createAjv, schemaProblems } from './validate.mjs';

const require = createRequire(import.meta.url);
export const NODE_DOC_PATH = require.resolve('@sidechain-api/node-api/openapi.json');

/** @typedef {import('./validate.mjs').SchemaProblem} Problem */

/**
 * @typedef {object} NodeOperation
 * @property {string} path
 * @property {string} operationId
 * @property {string} group
 * @property {boolean} protected
 * @property {Record<string, any>} op the operation object of the document
 * @property {Record<string, any> | undefined} bodySchema
 * @property {string[]} errorCodes the business error codes the 200 answer lists
 */

/** @param {Record<string, any>} doc @returns {NodeOperation[]} */
export function nodeOperations(doc) {
  return Object.entries(doc.paths).map(([path, item]) => {
    const op = item.post;
    return {
      path,
      operationId: op.operationId,
      group: op.tags?.[0] ?? 'other',
      protected: (op.security ?? doc.security ?? []).length > 0,
      op,
      bodySchema: op.requestBody?.content?.['application/json']?.schema,
      errorCodes: listedErrorCodes(doc, op),
    };
  });
}

/** The `code` constants of the error branches of an operation's 200 schema. */
function listedErrorCodes(/** @type {Record<string, any>} */ doc, /** @type {Record<string, any>} */ op) {
  const codes = new Set();
  const deref = (/** @type {any} */ s) => (s?.$ref ? doc.components.schemas[s.$ref.split('/').pop()] : s);
  const visit = (/** @type {any} */ s, depth = 0) => {
    s = deref(s);
    if (!s || depth > 4) return;
    for (const b of [...(s.oneOf ?? []), ...(s.anyOf ?? [])]) visit(b, depth + 1);
    // `error` is one error schema, or a oneOf of them when the operation lists several codes.
    const err = deref(s.properties?.error);
    for (const branch of [err, ...(err?.oneOf ?? []), ...(err?.anyOf ?? [])]) {
      const code = deref(deref(branch)?.properties?.code);
      if (code?.const) codes.add(code.const);
      for (const c of code?.enum ?? []) codes.add(c);
    }
  };
  visit(op.responses?.['200']?.content?.['application/json']?.schema);
  return [...codes];
}

export class NodeContract {
  /** @param {Record<string, any>} [doc] */
  constructor(doc) {
    this.doc = doc ?? JSON.parse(readFileSync(NODE_DOC_PATH, 'utf8'));
    this.ajv = createAjv();
    this.ajv.addSchema(this.doc, 'openapi');
    this.operations = nodeOperations(this.doc);
    this.byPath = new Map(this.operations.map((o) => [o.path, o]));
  }

  /**
   * Problems of a request body text (not JSON, or against the operation's schema); [] when valid.
   * @param {NodeOperation} o
   * @param {string} text
   * @returns {Problem[]}
   */
  checkRequestBody(o, text) {
    if (!o.bodySchema) return [];
    let body;
    try {
      body = JSON.parse(text === '' ? 'null' : text);
    } catch {
      return [{ kind: 'request-json', path: '', message: 'the request body is not JSON' }];
    }
    const validate = this.ajv.getSchema(`openapi#/paths/${o.path.replace(/~/g, '~0').replace(/\//g, '~1')}/post/requestBody/content/application~1json/schema`);
    if (!validate || validate(body)) return [];
    return schemaProblems(validate.errors ?? [], body).map((p) => ({ ...p, kind: `request-${p.kind}` }));
  }

  /**
   * Status listed, media type, body against the schema, int64 literals exact, business error code listed.
   * @param {NodeOperation} o
   * @param {{ status: number, contentType: string, text: string }} res
   * @returns {{ problems: Problem[], parsed?: ReturnType<typeof parseLossless> }}
   */
  checkAnswer(o, res) {
    /** @type {Problem[]} */
    const problems = [];
    const response = o.op.responses?.[String(res.status)];
    if (!response) {
      return { problems: [{ kind: 'unlisted-status', path: '', message: `HTTP ${res.status} is not an answer the operation lists (${Object.keys(o.op.responses).join(', ')})` }] };
    }
    const contentType = res.contentType.split(';')[0]?.trim() ?? '';
    const mediaTypes = Object.keys(response.content ?? {});
    if (mediaTypes.length === 0) return { problems };
    if (!mediaTypes.includes(contentType)) {
      return { problems: [{ kind: 'content-type', path: '', message: `HTTP ${res.status} with Content-Type "${contentType}", expected ${mediaTypes.join(' or ')}` }] };
    }
    if (contentType === 'text/plain') return { problems };
    let parsed;
    try {
      parsed = parseLossless(res.text);
    } catch (err) {
      return { problems: [{ kind: 'invalid-json', path: '', message: `HTTP ${res.status} body is not JSON: ${/** @type {Error} */ (err).message}` }] };
    }
    const code = atPointer(parsed.plain, '/error/code');
    if (res.status === 200 && typeof code === 'string' && !o.errorCodes.includes(code)) {
      problems.push({ kind: 'unlisted-error-code', path: '/error/code', message: `/error/code "${code}" is not a business error the operation lists (${o.errorCodes.join(', ') || 'none'})` });
      return { problems, parsed };
    }
    const pointer = `openapi#/paths/${o.path.replace(/~/g, '~0').replace(/\//g, '~1')}/post/responses/${res.status}/content/${contentType.replace(/\//g, '~1')}/schema`;
    const validate = this.ajv.getSchema(pointer);
    if (validate && !validate(parsed.plain)) problems.push(...schemaProblems(validate.errors ?? [], parsed.plain));
    for (const [ptr, literal] of parsed.bigNumbers) {
      const problem = int64Problem(literal);
      if (problem) problems.push({ kind: problem.includes('rounded') ? 'int64-rounded' : 'int64-range', path: ptr, message: `${ptr} ${problem}` });
    }
    return { problems, parsed };
  }
}
