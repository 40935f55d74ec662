// JSON-RPC envelopes, batches and method dispatch of the mock (transport-free: text in, text out).
// The answer rules are listed in apps/mock/src/rpc/README.md.

import { canonicalJson, trimTrailingUndefined } from './document.mjs';
import { needsRawId, rawIds } from './raw-id.mjs';

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
/** geth's code for an answer over `--rpc.batch-response-max-size` (rpc/errors.go). */
export const RESPONSE_TOO_LARGE = -32003;
/** Server error used for the mock's own limits (too many subscriptions). */
export const LIMIT_EXCEEDED = -32005;

/** @typedef {import('./document.mjs').Json} Json */
/** @typedef {import('./document.mjs').RpcDocument} RpcDocument */

/**
 * @typedef {object} CallContext
 * @property {'http' | 'ws'} transport
 * @property {(kind: string, options: unknown) => string} [subscribe] WebSocket only.
 * @property {(id: string) => boolean} [unsubscribe] WebSocket only.
 */

/**
 * A simulated method: gets the validated positional args (omitted ones undefined) and returns the
 * result as JSON text, or undefined to fall back to the document's examples.
 * @typedef {(args: unknown[], ctx: CallContext) => string | undefined} MethodImpl
 */

/** @param {bigint} n */
export const hex = (n) => `0x${n.toString(16)}`;

/**
 * @param {unknown} id
 * @param {number} code
 * @param {string} message
 * @param {unknown} [data]
 * @param {string} [rawId] The id's text as the client sent it.
 */
export function errorText(id, code, message, data, rawId) {
  /** @type {Json} */
  const error = { code, message };
  if (data !== undefined) error.data = data;
  const text = JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error });
  return rawId === undefined ? text : `{"jsonrpc":"2.0","id":${rawId},${text.slice(text.indexOf('"error"'))}`;
}

/**
 * @param {unknown} id
 * @param {string} resultJson Already serialised result.
 * @param {string} [rawId]
 */
function resultText(id, resultJson, rawId) {
  return `{"jsonrpc":"2.0","id":${rawId ?? JSON.stringify(id)},"result":${resultJson}}`;
}

/** A method's error answer. */
export class RpcFailure extends Error {
  /**
   * @param {number} code
   * @param {string} message
   * @param {unknown} [data]
   */
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** Any JSON number is a valid id (echoed from its raw text when JavaScript cannot hold it). */
const validId = (/** @type {unknown} */ id) => id === null || typeof id === 'string' || typeof id === 'number';

/**
 * Short, readable text for ajv errors ("must match pattern …", with the failing path).
 * @param {import('ajv').ErrorObject[] | null | undefined} errors
 */
function describeAjv(errors) {
  if (!errors || errors.length === 0) return 'does not match its schema';
  const top = errors[errors.length - 1];
  const at = (/** @type {import('ajv').ErrorObject} */ e) => (e.instancePath ? `${e.instancePath} ` : '');
  let text = `${at(top)}${top.message ?? 'is invalid'}`;
  if (errors.length > 1) text += ` (first failure: ${at(errors[0])}${errors[0].message ?? 'is invalid'})`;
  return text;
}

/** Byte length of an answer, cheaply when it is plainly small. */
const answerBytes = (/** @type {string} */ s, /** @type {number} */ limit) => (s.length * 3 <= limit ? s.length : Buffer.byteLength(s));

/**
 * Builds the request handler over a loaded document.
 * @param {RpcDocument} rpc
 * @param {{ maxBatch: number, maxAnswerBytes: number, getHead: () => bigint, methods?: Map<string, MethodImpl>, refuseAll?: () => RpcFailure }} options
 *   `refuseAll`: every call gets this error (the rate-limit scenario).
 */
export function createRpcHandler(rpc, { maxBatch, maxAnswerBytes, getHead, methods = new Map(), refuseAll }) {
  const discoverText = JSON.stringify(rpc.doc);
  const chainIdText = JSON.stringify(rpc.chainIdHex);

  /**
   * Runs one call whose envelope is valid; returns the result as JSON text or throws RpcFailure.
   * @param {string} name
   * @param {unknown} rawParams
   * @param {CallContext} ctx
   * @returns {string}
   */
  function dispatch(name, rawParams, ctx) {
    if (refuseAll) throw refuseAll();
    if (name === 'eth_blockNumber' && (rawParams === undefined || (Array.isArray(rawParams) && rawParams.length === 0))) {
      return `"${hex(getHead())}"`; // hot path (benchmarks)
    }
    if (name === 'rpc.discover') return discoverText;
    const spec = rpc.methods.get(name);
    if (!spec) throw new RpcFailure(METHOD_NOT_FOUND, `the method ${name} does not exist/is not available`);
    if (ctx.transport === 'http' && !spec.httpAllowed) throw new RpcFailure(METHOD_NOT_FOUND, 'notifications not supported');

    /** @type {unknown[]} */
    let args;
    if (rawParams === undefined) args = [];
    else if (Array.isArray(rawParams)) args = rawParams.slice();
    else {
      const obj = /** @type {Json} */ (rawParams);
      const known = new Set(spec.params.map((p) => p.name));
      const unknown = Object.keys(obj).filter((k) => !known.has(k));
      if (unknown.length) {
        throw new RpcFailure(INVALID_PARAMS, `unknown param ${JSON.stringify(unknown[0])} (this method takes ${spec.params.map((p) => p.name).join(', ') || 'no params'})`, { param: unknown[0] });
      }
      args = spec.params.map((p) => obj[p.name]);
    }

    if (name === 'eth_subscribe' && typeof args[0] === 'string' && !rpc.subscriptions.has(args[0])) {
      throw new RpcFailure(METHOD_NOT_FOUND, `no ${JSON.stringify(args[0])} subscription in eth namespace`);
    }
    if (args.length > spec.params.length) {
      throw new RpcFailure(INVALID_PARAMS, `too many arguments, want at most ${spec.params.length}`, { expected: spec.params.length, got: args.length });
    }
    for (let k = 0; k < spec.params.length; k++) {
      const p = spec.params[k];
      const v = args[k];
      if (v === undefined || (v === null && !p.acceptsNull && !p.required)) {
        if (p.required) {
          throw new RpcFailure(INVALID_PARAMS, `missing value for required argument ${k} (${p.name})`, { param: p.name, index: k });
        }
        args[k] = undefined;
        continue;
      }
      if (!p.validate(v)) {
        const errors = p.validate.errors ?? [];
        throw new RpcFailure(INVALID_PARAMS, `invalid argument ${k} (${p.name}): ${describeAjv(errors)}`, {
          param: p.name,
          index: k,
          errors: errors.map((e) => ({ instancePath: e.instancePath, schemaPath: e.schemaPath, keyword: e.keyword, params: e.params, message: e.message })),
        });
      }
    }

    switch (name) {
      case 'eth_chainId':
        return chainIdText;
      case 'eth_blockNumber':
        return `"${hex(getHead())}"`;
      case 'eth_subscribe':
        if (!ctx.subscribe) throw new RpcFailure(METHOD_NOT_FOUND, 'notifications not supported');
        return JSON.stringify(ctx.subscribe(/** @type {string} */ (args[0]), args[1]));
      case 'eth_unsubscribe':
        if (!ctx.unsubscribe) throw new RpcFailure(METHOD_NOT_FOUND, 'notifications not supported');
        return JSON.stringify(ctx.unsubscribe(/** @type {string} */ (args[0])));
      default: {
        const simulated = methods.get(name)?.(args, ctx);
        if (simulated !== undefined) return simulated;
        return spec.answers.get(canonicalJson(trimTrailingUndefined(args))) ?? spec.defaultAnswer;
      }
    }
  }

  /**
   * Answers one request object (a batch element or a single request); null = no answer.
   * @param {unknown} req
   * @param {CallContext} ctx
   * @param {string} [rawId] The id's text as sent, when JavaScript cannot hold it exactly.
   * @returns {string | null}
   */
  function handleCall(req, ctx, rawId) {
    if (!req || typeof req !== 'object' || Array.isArray(req)) {
      return errorText(null, INVALID_REQUEST, 'invalid request: a request must be a JSON object');
    }
    const r = /** @type {Json} */ (req);
    const hasId = Object.prototype.hasOwnProperty.call(r, 'id');
    if (hasId && !validId(r.id)) {
      return errorText(null, INVALID_REQUEST, 'invalid request: "id" must be a string, a number or null');
    }
    const id = hasId ? r.id : null;
    const raw = hasId && needsRawId(id) ? rawId : undefined;
    if (r.jsonrpc !== '2.0') return errorText(id, INVALID_REQUEST, 'invalid request: "jsonrpc" must be "2.0"', undefined, raw);
    if (typeof r.method !== 'string') return errorText(id, INVALID_REQUEST, 'invalid request: "method" must be a string', undefined, raw);
    if (r.params !== undefined && (r.params === null || typeof r.params !== 'object')) {
      return errorText(id, INVALID_REQUEST, 'invalid request: "params" must be an array or an object', undefined, raw);
    }
    try {
      const result = dispatch(r.method, r.params, ctx);
      return hasId ? resultText(id, result, raw) : null;
    } catch (err) {
      if (!hasId) return null;
      if (err instanceof RpcFailure) return errorText(id, err.code, err.message, err.data, raw);
      return errorText(id, INTERNAL_ERROR, 'internal error', err instanceof Error ? err.message : String(err), raw);
    }
  }

  /**
   * The error that replaces an answer past maxAnswerBytes (geth: "response too large").
   * @param {unknown} req
   * @param {string | undefined} rawId
   * @param {number} limit
   */
  function tooLarge(req, rawId, limit) {
    const id = req && typeof req === 'object' && validId(/** @type {Json} */ (req).id) ? /** @type {Json} */ (req).id : null;
    return errorText(id, RESPONSE_TOO_LARGE, 'response too large', { limit }, needsRawId(id) ? rawId : undefined);
  }

  /**
   * Answers one HTTP body or WebSocket message; null = nothing to send. The answer never exceeds
   * maxAnswerBytes (plus one small error per call): calls whose answer would go past it get
   * -32003 "response too large" instead. `room`: a lower limit for this answer (the transport's
   * share left of its budget for all unsent answers).
   * @param {string} text
   * @param {CallContext} ctx
   * @param {number} [room]
   * @returns {string | null}
   */
  function handleMessage(text, ctx, room = maxAnswerBytes) {
    const limit = Math.min(room, maxAnswerBytes);
    try {
      /** @type {unknown} */
      let msg;
      try {
        msg = JSON.parse(text);
      } catch {
        return errorText(null, PARSE_ERROR, 'parse error');
      }
      if (!Array.isArray(msg)) {
        const raw = needsRawId(/** @type {Json} */ (msg)?.id) ? rawIds(text)[0] : undefined;
        const out = handleCall(msg, ctx, raw);
        return out !== null && answerBytes(out, limit) > limit ? tooLarge(msg, raw, limit) : out;
      }
      if (msg.length === 0) return errorText(null, INVALID_REQUEST, 'empty batch');
      const raws = msg.some((el) => needsRawId(el?.id)) ? rawIds(text) : [];
      if (msg.length > maxBatch) {
        const first = msg[0];
        const firstId = first && typeof first === 'object' && validId(first.id) ? first.id : null;
        return `[${errorText(firstId, INVALID_REQUEST, 'batch too large', { limit: maxBatch, size: msg.length }, needsRawId(firstId) ? raws[0] : undefined)}]`;
      }
      /** @type {string[]} */
      const parts = [];
      let bytes = 2; // the brackets
      for (let k = 0; k < msg.length; k++) {
        let out = handleCall(msg[k], ctx, raws[k]);
        if (out === null) continue;
        const size = answerBytes(out, limit) + (parts.length ? 1 : 0); // a comma before all but the first
        if (bytes + size > limit) out = tooLarge(msg[k], raws[k], limit);
        else bytes += size;
        parts.push(out);
      }
      return parts.length ? `[${parts.join(',')}]` : null;
    } catch (err) {
      // Last resort (e.g. a pathological value); never let an exception escape.
      return errorText(null, INTERNAL_ERROR, 'internal error', err instanceof Error ? err.message : String(err));
    }
  }

  return { handleMessage, handleCall };
}
