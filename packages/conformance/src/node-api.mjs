// Checks a live sidechain node HTTP API against packages/node-api/generated/openapi.json.
// Read-only by default: operations that change state (or export secrets) run only with allowWrites.

import { readFileSync } from 'node:fs';
import { ConformanceError } from './errors.mjs';
import { abridge, eachLimited, httpCall } from './http.mjs';
import { parseLossless } from './lossless-json.mjs';
import { NODE_DOC_PATH, NodeContract, nodeOperations } from './node-contract.mjs';
import { Report } from './report.mjs';

export { NODE_DOC_PATH, nodeOperations };
/** @typedef {import('./node-contract.mjs').NodeOperation} NodeOperation */

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
  const contract = new NodeContract(doc);
  /**
   * Records the contract's problems with an answer as violations; returns the parsed body.
   * @param {NodeOperation} o
   * @param {{ status: number, headers: Headers, text: string, request: unknown }} res
   * @param {(kind: string, message: string, path: string, res: any) => void} violation
   */
  const answerProblems = (o, res, violation) => {
    const { problems, parsed } = contract.checkAnswer(o, { status: res.status, contentType: res.headers.get('content-type') ?? '', text: res.text });
    for (const p of problems) violation(p.kind, p.message, p.path, res);
    return parsed;
  };
  const auth = options.apiKey === undefined ? undefined : `Basic ${Buffer.from(`conform:${options.apiKey}`).toString('base64')}`;

  // A call that may change state is never sent twice (see httpCall's retry).
  const writes = new Set(contract.operations.filter((x) => WRITE_OPERATIONS.has(x.operationId)).map((x) => x.path));
  /** @param {string} path @param {unknown} [body] @param {{ auth?: boolean, raw?: string }} [o] */
  const call = async (path, body, o = {}) => {
    /** @type {Record<string, string>} */
    const headers = {};
    const text = o.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (text !== undefined) headers['content-type'] = 'application/json';
    if (o.auth && auth) headers.authorization = auth;
    const res = await httpCall(`${base}${path}`, { headers, body: text, timeoutMs: options.timeoutMs, retry: !writes.has(path) });
    return { ...res, request: { method: 'POST', path, auth: Boolean(o.auth && auth), body: text === undefined ? undefined : abridge(text) } };
  };

  let ops = contract.operations;
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
    if (unknown.length) throw new ConformanceError('USAGE', `--only: no operation ${unknown.join(', ')} in the document`);
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
      else answerProblems(o, res, violation);
      if (!auth) {
        report.checked(group, name, '401 checked; answers need --api-key');
        return;
      }
    }
    const res = await call(o.path, body, { auth: true });
    const parsed = answerProblems(o, res, violation);
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
        else answerProblems(o, r, violation);
      }
    }
    report.checked(group, name);
  });
  report.sortRows(contract.operations.map((o) => o.operationId));
  return report;
}

function resolveSchema(/** @type {Record<string, any>} */ doc, /** @type {Record<string, any>} */ schema) {
  let s = schema;
  for (let i = 0; i < 5 && s?.$ref; i++) s = doc.components.schemas[s.$ref.split('/').pop()];
  if (s?.allOf?.length === 1 && !s.type) return resolveSchema(doc, s.allOf[0]);
  return s ?? {};
}
