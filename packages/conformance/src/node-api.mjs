// Checks a live sidechain node HTTP API against packages/node-api/generated/openapi.json.
// Read-only by default: operations that change state (or export secrets) run only with allowWrites.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { abridge, eachLimited, httpCall } from './http.mjs';
import { int64Problem, parseLossless } from './lossless-json.mjs';
import { Report } from './report.mjs';
import { atPointer, createAjv, schemaProblems } from './validate.mjs';

const require = createRequire(import.meta.url);
export const NODE_DOC_PATH = require.resolve('@sidechain-api/node-api/openapi.json');

/**
 * Operations that change the node's state or hand out secrets: run only with --allow-writes.
 * (The document marks none; this follows the SDK 0.11.0 routes: they send transactions, touch the
 * wallet, the peers or the certificate submitter.)
 */
export const WRITE_OPERATIONS = new Set([
  'blockStartForging', 'blockStopForging', 'blockGenerate',
  'transactionCreateCoreTransaction', 'transactionCreateCoreTransactionSimplified', 'transactionSendCoinsToAddress',
  'transactionWithdrawCoins', 'transactionMakeForgerStake', 'transactionSpendForgingStake', 'transactionSendTransaction',
  'transactionCreateOpenStakeTransaction', 'transactionCreateOpenStakeTransactionSimplified',
  'transactionCreateKeyRotationTransaction',
  'walletCreatePrivateKey25519', 'walletCreateVrfSecret', 'walletImportSecret', 'walletExportSecret',
  'walletImportSecrets', 'walletDumpSecrets',
  'nodeConnect', 'nodeStop', 'nodeRemovePeer', 'nodeAddToBlacklist', 'nodeRemoveFromBlacklist', 'nodeDisconnect',
  'submitterEnableCertificateSubmitter', 'submitterDisableCertificateSubmitter',
  'submitterEnableCertificateSigner', 'submitterDisableCertificateSigner',
  'cswGenerateCswProof',
]);
/** Stops the node: never run unless named in --only. */
const ONLY_WHEN_NAMED = new Set(['nodeStop']);

const UNKNOWN_FIELD = 'conformUnknownField';

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
    const err = deref(s.properties?.error);
    const code = deref(err?.properties?.code);
    if (code?.const) codes.add(code.const);
    for (const c of code?.enum ?? []) codes.add(c);
  };
  visit(op.responses?.['200']?.content?.['application/json']?.schema);
  return [...codes];
}

/** Values discovered from the server, by request property name. */
async function discover(/** @type {(path: string, body?: unknown) => Promise<any>} */ postJson) {
  /** @type {Record<string, unknown>} */
  const ctx = {};
  /** @type {Map<string, string>} */
  let bestBig = new Map();
  const post = async (/** @type {string} */ path) => {
    const parsed = await postJson(path);
    if (path === '/block/best' && parsed) bestBig = parsed.bigNumbers;
    return parsed?.plain;
  };
  const best = await post('/block/best');
  ctx.bestBlockBigNumbers = bestBig;
  const block = best?.result?.block;
  if (typeof block?.id === 'string') ctx.blockId = block.id;
  if (Number.isInteger(best?.result?.height)) ctx.height = best.result.height;
  const tx = block?.sidechainTransactions?.[0];
  if (typeof tx?.id === 'string') ctx.transactionId = tx.id;
  const box = tx?.newBoxes?.[0];
  if (typeof box?.id === 'string') ctx.boxId = box.id;
  const mc = await post('/mainchain/bestBlockReferenceInfo');
  const mcHash = mc?.result?.blockReferenceInfo?.hash;
  if (typeof mcHash === 'string') ctx.hash = mcHash;
  return ctx;
}

/** The first example body of an operation with the discovered values put in. */
function buildBody(/** @type {NodeOperation} */ o, /** @type {Record<string, unknown>} */ ctx) {
  const media = o.op.requestBody?.content?.['application/json'];
  if (!media) return undefined;
  const example = /** @type {any} */ (Object.values(media.examples ?? {})[0])?.value ?? media.example ?? {};
  const body = structuredClone(example);
  for (const key of Object.keys(body)) if (key in ctx) body[key] = ctx[key];
  if (o.operationId === 'transactionFindById') delete body.blockHash;
  return body;
}

/** A value of another JSON type than the schema wants (objects are never coerced by the node's Jackson). */
function wrongTypeValue(/** @type {Record<string, any>} */ schema) {
  return schema.type === 'object' ? 'not-an-object' : { conform: 'wrong type' };
}

/**
 * @param {{ url: string, apiKey?: string, allowWrites?: boolean, only?: string[], doc?: Record<string, any>, concurrency?: number, timeoutMs?: number }} options
 * @returns {Promise<Report>}
 */
export async function checkNode(options) {
  const base = options.url.replace(/\/+$/, '');
  const doc = options.doc ?? JSON.parse(readFileSync(NODE_DOC_PATH, 'utf8'));
  const report = new Report(base, 'node');
  const ajv = createAjv();
  ajv.addSchema(doc, 'openapi');
  const auth = options.apiKey === undefined ? undefined : `Basic ${Buffer.from(`conform:${options.apiKey}`).toString('base64')}`;

  /** @param {string} path @param {unknown} [body] @param {{ auth?: boolean, raw?: string }} [o] */
  const call = async (path, body, o = {}) => {
    /** @type {Record<string, string>} */
    const headers = {};
    const text = o.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (text !== undefined) headers['content-type'] = 'application/json';
    if (o.auth && auth) headers.authorization = auth;
    const res = await httpCall(`${base}${path}`, { headers, body: text, timeoutMs: options.timeoutMs });
    return { ...res, request: { method: 'POST', path, auth: Boolean(o.auth && auth), body: text === undefined ? undefined : abridge(text) } };
  };

  let ops = nodeOperations(doc);
  const byId = new Map(ops.map((o) => [o.operationId, o]));
  const postJson = async (/** @type {string} */ path, /** @type {unknown} */ body) => {
    const o = ops.find((x) => x.path === path);
    const res = await call(path, body, { auth: o?.protected });
    try {
      return parseLossless(res.text);
    } catch {
      return undefined;
    }
  };
  const ctx = await discover(postJson);
  // /block/best as discovery saw it, to compare int64 values exactly with /block/findById of the same block.
  const bestBlockBig = /** @type {Map<string, string>} */ (ctx.bestBlockBigNumbers);
  delete ctx.bestBlockBigNumbers;

  if (options.only?.length) {
    const unknown = options.only.filter((id) => !byId.has(id) && !ops.some((o) => o.path === id || o.path === `/${id}`));
    if (unknown.length) throw new (await import('./errors.mjs')).ConformanceError('USAGE', `--only: no operation ${unknown.join(', ')} in the document`);
    ops = ops.filter((o) => options.only?.some((id) => id === o.operationId || id === o.path || `/${id}` === o.path));
  }

  await eachLimited(ops, options.concurrency ?? 8, async (o) => {
    const group = o.group;
    const name = o.operationId;
    const named = options.only?.some((id) => id === name || id === o.path || `/${id}` === o.path);
    if (ONLY_WHEN_NAMED.has(name) && !named) return report.skip(group, name, 'stops the node; run it with --allow-writes --only ' + name);
    if (WRITE_OPERATIONS.has(name) && !options.allowWrites) return report.skip(group, name, 'changes state or exports secrets; run with --allow-writes');
    const body = buildBody(o, ctx);
    /** @param {string} kind @param {string} message @param {string} path @param {{ request: unknown, status: number, text: string }} res */
    const violation = (kind, message, path, res) =>
      report.violation(group, { operation: name, kind, message, path, request: res.request, response: { status: res.status, body: abridge(res.text) } });

    if (o.protected) {
      const res = await call(o.path, body);
      if (res.status !== 401) violation('auth-missing', `answered ${res.status} without credentials: the operation requires HTTP Basic auth (expected 401)`, '', res);
      else if (!/^basic\b/i.test(res.headers.get('www-authenticate') ?? '')) violation('auth-challenge', '401 without a "WWW-Authenticate: Basic …" header', '', res);
      else validateAnswer(o, res, violation);
      if (!auth) {
        report.checked(group, name, '401 checked; answers need --api-key');
        return;
      }
    }
    const res = await call(o.path, body, { auth: true });
    const parsed = validateAnswer(o, res, violation);
    if (name === 'blockFindById' && parsed && ctx.blockId !== undefined) {
      for (const [ptr, literal] of parsed.bigNumbers) {
        const other = bestBlockBig.get(ptr);
        if (other !== undefined && other !== literal) {
          violation('int64-mismatch', `${ptr} is ${literal} here but ${other} in /block/best for the same block`, ptr, res);
        }
      }
    }

    if (o.bodySchema) {
      const schema = resolveSchema(doc, o.bodySchema);
      /** @type {[string, unknown][]} */
      const invalid = [];
      if (schema.additionalProperties === false) invalid.push([`an unknown field "${UNKNOWN_FIELD}"`, { ...body, [UNKNOWN_FIELD]: true }]);
      const required = schema.required ?? [];
      const firstProp = required[0] ?? Object.keys(schema.properties ?? {})[0];
      if (firstProp) {
        invalid.push([`"${firstProp}" of the wrong type`, { ...body, [firstProp]: wrongTypeValue(resolveSchema(doc, schema.properties[firstProp])) }]);
      }
      if (required[0]) {
        const without = { ...body };
        delete without[required[0]];
        invalid.push([`required "${required[0]}" missing`, without]);
      }
      for (const [what, bad] of invalid) {
        const r = await call(o.path, bad, { auth: true });
        if (r.status !== 400) violation('accepts-invalid-body', `answered ${r.status} to a body with ${what} (expected 400)`, '', r);
        else validateAnswer(o, r, violation);
      }
    }
    report.checked(group, name);
  });
  report.sortRows(nodeOperations(doc).map((o) => o.operationId));
  return report;

  /**
   * Status listed, media type, body against the schema, int64 literals exact, business error code listed.
   * @param {NodeOperation} o
   * @param {{ status: number, headers: Headers, text: string, request: unknown }} res
   * @param {(kind: string, message: string, path: string, res: any) => void} violation
   */
  function validateAnswer(o, res, violation) {
    const response = o.op.responses?.[String(res.status)];
    if (!response) {
      violation('unlisted-status', `HTTP ${res.status} is not an answer the operation lists (${Object.keys(o.op.responses).join(', ')})`, '', res);
      return undefined;
    }
    const contentType = (res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const mediaTypes = Object.keys(response.content ?? {});
    if (mediaTypes.length === 0) return undefined;
    const media = mediaTypes.includes(contentType) ? contentType : undefined;
    if (!media) {
      violation('content-type', `HTTP ${res.status} with Content-Type "${contentType}", expected ${mediaTypes.join(' or ')}`, '', res);
      return undefined;
    }
    if (media === 'text/plain') return undefined;
    let parsed;
    try {
      parsed = parseLossless(res.text);
    } catch (err) {
      violation('invalid-json', `HTTP ${res.status} body is not JSON: ${/** @type {Error} */ (err).message}`, '', res);
      return undefined;
    }
    const code = atPointer(parsed.plain, '/error/code');
    if (res.status === 200 && typeof code === 'string' && !o.errorCodes.includes(code)) {
      violation('unlisted-error-code', `/error/code "${code}" is not a business error the operation lists (${o.errorCodes.join(', ') || 'none'})`, '/error/code', res);
      return parsed;
    }
    const pointer = `openapi#/paths/${o.path.replace(/~/g, '~0').replace(/\//g, '~1')}/post/responses/${res.status}/content/${media.replace(/\//g, '~1')}/schema`;
    const validate = ajv.getSchema(pointer);
    if (validate && !validate(parsed.plain)) {
      for (const p of schemaProblems(validate.errors ?? [], parsed.plain)) violation(p.kind, p.message, p.path, res);
    }
    for (const [ptr, literal] of parsed.bigNumbers) {
      const problem = int64Problem(literal);
      if (problem) violation(problem.includes('rounded') ? 'int64-rounded' : 'int64-range', `${ptr} ${problem}`, ptr, res);
    }
    return parsed;
  }
}

function resolveSchema(/** @type {Record<string, any>} */ doc, /** @type {Record<string, any>} */ schema) {
  let s = schema;
  for (let i = 0; i < 5 && s?.$ref; i++) s = doc.components.schemas[s.$ref.split('/').pop()];
  if (s?.allOf?.length === 1 && !s.type) return resolveSchema(doc, s.allOf[0]);
  return s ?? {};
}
