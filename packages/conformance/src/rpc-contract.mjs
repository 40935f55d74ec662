// What the OpenRPC document says about one JSON-RPC exchange: request params, the answer's envelope,
// result and error code, and subscription notifications. Shared by the checks and the proxy.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { shortValue } from './report.mjs';
import { createAjv, schemaProblems } from './validate.mjs';

const require = createRequire(import.meta.url);
export const RPC_DOC_PATH = require.resolve('@sidechain-api/evm-rpc/openrpc.json');

/**
 * The document with its local `$ref`s (`#/components/...`) replaced by what they point to, so that
 * methods read their params, errors and results directly. A reference back into itself (a
 * recursive schema) stays a `$ref`, which ajv resolves against the whole document.
 * @param {Record<string, any>} doc
 * @returns {Record<string, any>}
 */
export function dereference(doc) {
  const target = (/** @type {string} */ ref) =>
    ref.slice(2).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((/** @type {any} */ o, k) => o?.[k], doc);
  /** @returns {any} */
  const walk = (/** @type {any} */ node, /** @type {Set<string>} */ open) => {
    if (Array.isArray(node)) return node.map((n) => walk(n, open));
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
      const resolved = target(node.$ref);
      if (resolved === undefined) throw new Error(`dangling $ref ${node.$ref} in the OpenRPC document`);
      if (open.has(node.$ref)) return node;
      return walk(resolved, new Set([...open, node.$ref]));
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, open)]));
  };
  return { ...doc, methods: walk(doc.methods, new Set()) };
}

/** The OpenRPC document of @sidechain-api/evm-rpc, dereferenced. */
export function loadRpcDocument() {
  return dereference(JSON.parse(readFileSync(RPC_DOC_PATH, 'utf8')));
}

/** @typedef {import('./validate.mjs').SchemaProblem} Problem */
/** @typedef {{ jsonrpc?: unknown, id?: unknown, method?: unknown, params?: unknown, result?: unknown, error?: any }} Message */

export class RpcContract {
  /** @param {Record<string, any>} [doc] */
  constructor(doc) {
    this.doc = doc ?? loadRpcDocument();
    /** @type {Map<string, { method: Record<string, any>, index: number }>} */
    this.methods = new Map(this.doc.methods.map((/** @type {any} */ m, /** @type {number} */ i) => [m.name, { method: m, index: i }]));
    this.ajv = createAjv();
    this.ajv.addSchema(this.doc, 'openrpc');
  }

  /** @param {string} pointer a pointer into the document */
  validator(pointer) {
    return this.ajv.getSchema(`openrpc#${pointer}`);
  }

  /**
   * Checks a request: envelope, known method, params against the param schemas (by position or name).
   * @param {Message} req
   * @returns {Problem[]}
   */
  checkRequest(req) {
    if (req === null || typeof req !== 'object' || Array.isArray(req)) return [{ kind: 'envelope', path: '', message: `a request must be an object (got ${shortValue(req)})` }];
    /** @type {Problem[]} */
    const out = [];
    if (req.jsonrpc !== '2.0') out.push({ kind: 'envelope', path: '/jsonrpc', message: `/jsonrpc must be "2.0" (got ${shortValue(req.jsonrpc)})` });
    if (typeof req.method !== 'string') return [...out, { kind: 'envelope', path: '/method', message: `/method must be a string (got ${shortValue(req.method)})` }];
    const entry = this.methods.get(req.method);
    if (!entry) return [...out, { kind: 'unknown-method', path: '/method', message: `${req.method} is not a method of the document` }];
    const params = req.params ?? [];
    const declared = entry.method.params;
    if (Array.isArray(params)) {
      if (params.length > declared.length) out.push({ kind: 'params', path: '/params', message: `${params.length} params, the method takes at most ${declared.length}` });
      declared.forEach((/** @type {any} */ p, /** @type {number} */ i) => {
        const value = params[i];
        if (value === undefined) {
          if (p.required) out.push({ kind: 'missing-required', path: `/params/${i}`, message: `/params/${i} (${p.name}) required: missing` });
          return;
        }
        const validate = this.validator(`/methods/${entry.index}/params/${i}/schema`);
        if (validate && !validate(value)) out.push(...schemaProblems(validate.errors ?? [], value, `/params/${i}`));
      });
    } else if (params !== null && typeof params === 'object') {
      const named = /** @type {Record<string, unknown>} */ (params);
      declared.forEach((/** @type {any} */ p, /** @type {number} */ i) => {
        if (!(p.name in named)) {
          if (p.required) out.push({ kind: 'missing-required', path: `/params/${p.name}`, message: `/params/${p.name} required: missing` });
          return;
        }
        const validate = this.validator(`/methods/${entry.index}/params/${i}/schema`);
        if (validate && !validate(named[p.name])) out.push(...schemaProblems(validate.errors ?? [], named[p.name], `/params/${p.name}`));
      });
    } else {
      out.push({ kind: 'envelope', path: '/params', message: `/params must be an array or object (got ${shortValue(params)})` });
    }
    return out;
  }

  /**
   * Checks an answer to `method` called with `id`. `disabled` is true for -32601 on a method the
   * document marks x-may-be-disabled (not a violation).
   * @param {string} method
   * @param {unknown} id
   * @param {unknown} answer parsed answer object
   * @returns {{ problems: Problem[], disabled: boolean, error?: { code: unknown, message: unknown } }}
   */
  checkAnswer(method, id, answer) {
    /** @type {Problem[]} */
    const problems = [];
    if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) {
      return { problems: [{ kind: 'envelope', path: '', message: `the answer must be an object (got ${shortValue(answer)})` }], disabled: false };
    }
    const msg = /** @type {Message} */ (answer);
    if (msg.jsonrpc !== '2.0') problems.push({ kind: 'envelope', path: '/jsonrpc', message: `/jsonrpc must be "2.0" (got ${shortValue(msg.jsonrpc)})` });
    if (msg.id !== id) problems.push({ kind: 'id-echo', path: '/id', message: `/id must echo the request id ${shortValue(id)} (got ${shortValue(msg.id)})` });
    const hasResult = 'result' in msg;
    const hasError = 'error' in msg;
    if (hasResult === hasError) {
      problems.push({ kind: 'envelope', path: '', message: hasResult ? 'both "result" and "error"' : 'neither "result" nor "error"' });
      return { problems, disabled: false };
    }
    const entry = this.methods.get(method);
    if (hasError) {
      const err = msg.error;
      if (err === null || typeof err !== 'object' || !Number.isInteger(err.code) || typeof err.message !== 'string') {
        problems.push({ kind: 'error-shape', path: '/error', message: `/error must be {code: integer, message: string} (got ${shortValue(err)})` });
        return { problems, disabled: false };
      }
      const listed = new Set((entry?.method.errors ?? []).map((/** @type {any} */ e) => e.code));
      if (err.code === -32601 && entry?.method['x-may-be-disabled']) return { problems, disabled: true, error: err };
      if (err.code === -32601) {
        problems.push({ kind: 'method-missing', path: '/error/code', message: `-32601 ${shortValue(err.message)}: the document requires ${method}` });
      } else if (!listed.has(err.code)) {
        problems.push({ kind: 'unlisted-error-code', path: '/error/code', message: `/error/code ${err.code} is not listed by ${method} (${[...listed].join(', ')})` });
      }
      return { problems, disabled: false, error: err };
    }
    if (entry) {
      const validate = this.validator(`/methods/${entry.index}/result/schema`);
      if (validate && !validate(msg.result)) problems.push(...schemaProblems(validate.errors ?? [], msg.result, '/result'));
    }
    return { problems, disabled: false };
  }

  /**
   * Checks an eth_subscription notification of a subscription of `kind` (newHeads, logs, …).
   * @param {string} kind
   * @param {unknown} subscriptionId
   * @param {unknown} note
   * @returns {Problem[]}
   */
  checkNotification(kind, subscriptionId, note) {
    if (note === null || typeof note !== 'object' || Array.isArray(note)) return [{ kind: 'notification', path: '', message: `a notification must be an object (got ${shortValue(note)})` }];
    const msg = /** @type {Message} */ (note);
    /** @type {Problem[]} */
    const out = [];
    if (msg.jsonrpc !== '2.0') out.push({ kind: 'notification', path: '/jsonrpc', message: `/jsonrpc must be "2.0" (got ${shortValue(msg.jsonrpc)})` });
    if (msg.method !== 'eth_subscription') out.push({ kind: 'notification', path: '/method', message: `/method must be "eth_subscription" (got ${shortValue(msg.method)})` });
    if ('id' in msg) out.push({ kind: 'notification', path: '/id', message: `a notification has no id (got ${shortValue(msg.id)})` });
    const params = /** @type {Record<string, unknown> | undefined} */ (msg.params);
    if (params === null || typeof params !== 'object') return [...out, { kind: 'notification', path: '/params', message: `/params must be {subscription, result} (got ${shortValue(params)})` }];
    if (params.subscription !== subscriptionId) out.push({ kind: 'notification', path: '/params/subscription', message: `/params/subscription must be ${shortValue(subscriptionId)} (got ${shortValue(params.subscription)})` });
    for (const key of Object.keys(params)) {
      if (key !== 'subscription' && key !== 'result') out.push({ kind: 'notification', path: `/params/${key}`, message: `/params/${key} is not a member of a notification` });
    }
    if (!('result' in params)) return [...out, { kind: 'notification', path: '/params/result', message: '/params/result required: missing' }];
    const sub = this.methods.get('eth_subscribe');
    if (sub && sub.method['x-subscriptions']?.[kind]) {
      const validate = this.validator(`/methods/${sub.index}/x-subscriptions/${kind}/notification/result`);
      if (validate && !validate(params.result)) {
        out.push(...schemaProblems(validate.errors ?? [], params.result, '/params/result').map((p) => ({ ...p, kind: 'notification' })));
      }
    }
    return out;
  }
}
