// EVM JSON-RPC mock: HTTP POST and WebSocket on one port, answering from the OpenRPC document.
//
// Answer rules (deterministic: the same request always gets the same answer, except the two
// clock-driven values noted below):
//   1. Params are validated first (by position, or by name when `params` is an object) against each
//      param's schema: too many params, a missing required param or a schema failure → -32602
//      naming the param (`invalid argument 1 (block): …`), with the ajv errors in `data`.
//      A `null` for an optional param whose schema rejects null counts as omitted (as in geth).
//   2. eth_chainId → the chain id of `x-chains` (0x6792); eth_blockNumber → the head counter, which
//      starts at eth_blockNumber's example and grows by one every `headIntervalMs`.
//   3. Any other method: if the params deep-equal (after dropping trailing omitted params) the
//      params of one of the method's example pairings, that pairing's result; otherwise the result
//      of the method's first example pairing. A method with no example answers a value generated
//      deterministically from its result schema (const, enum[0], default, first non-null oneOf
//      branch, required properties, minItems items, shortest string matching the pattern).
//   4. eth_subscribe / eth_unsubscribe (`x-transport: [websocket]`) work over WebSocket only; over
//      HTTP they answer -32601 "notifications not supported" (geth). An unknown subscription kind
//      answers -32601 `no "<kind>" subscription in eth namespace` (geth). Subscription ids are
//      random 16-byte quantities (unique per subscription, like geth) — the second non-fixed value.
//   5. `rpc.discover` (OpenRPC service discovery) returns the document.
//
// Envelope rules:
//   - Malformed JSON → -32700 "parse error" with id null.
//   - Not an object, `jsonrpc` ≠ "2.0", `method` not a string, `id` not a string/number/null,
//     `params` present but not an array/object → -32600 with id null (or the request's id when that
//     id itself is valid). Such invalid requests are answered even when they carry no id.
//   - Unknown method → -32601 "the method <name> does not exist/is not available" (geth text).
//   - A valid request without `id` is a notification: it is executed and never answered.
//   - Batches (arrays): each element is answered independently, in request order; an empty array
//     gets one -32600 "empty batch" error (not an array); more than `maxBatch` elements get a
//     one-element array holding -32600 "batch too large" with the first element's id (geth
//     style, data {limit, size}); a batch of only notifications gets no answer: HTTP 204 with an
//     empty body, nothing over WebSocket.
//   - HTTP bodies over `maxBodyBytes` → HTTP 413 with a -32600 "request body too large" error
//     body (id null) and `Connection: close`. WebSocket frames over `maxBodyBytes` close the
//     socket with code 1009 (message too big), as the `ws` package does.
//   - HTTP: POST on any path; OPTIONS → 204 (CORS preflight); other verbs → 405 with a -32600
//     error body. Any Content-Type is accepted. Binary WebSocket frames are read as UTF-8 text.
//   - An exception inside a method → -32603 "internal error". Nothing the client sends crashes
//     the process: every socket and server has an 'error' handler.

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { WebSocketServer, WebSocket } from 'ws';
import { DEFAULT_RPC_DOC, canonicalJson, fakeHash, loadRpcDocument, sampleFromSchema, trimTrailingUndefined } from './document.mjs';

export { DEFAULT_RPC_DOC } from './document.mjs';

/** Default port of the JSON-RPC mock (the document's `mock-http` server). */
export const DEFAULT_RPC_PORT = 8545;

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

/** Seconds between two synthetic heads' timestamps (an OP-Stack chain's block time). */
const BLOCK_TIME_S = 2n;
/** A WebSocket whose unsent notifications exceed this is closed (geth closes slow consumers too). */
const MAX_WS_BUFFER = 16 * 1024 * 1024;

/** @typedef {import('./document.mjs').Json} Json */
/** @typedef {import('./document.mjs').RpcDocument} RpcDocument */

/**
 * @typedef {object} CallContext
 * @property {'http' | 'ws'} transport
 * @property {(kind: string, options: unknown) => string} [subscribe] WebSocket only.
 * @property {(id: string) => boolean} [unsubscribe] WebSocket only.
 */

/**
 * @typedef {object} RpcMockOptions
 * @property {number} [port] Default 8545; 0 picks a free port.
 * @property {string} [host] Default 127.0.0.1.
 * @property {string | Json} [doc] Path of (or the parsed) OpenRPC document; default the repo's dereferenced document.
 * @property {number} [headIntervalMs] Milliseconds between new heads; 0 freezes the head. Default 2000.
 * @property {number} [maxBatch] Most calls in one batch. Default 100.
 * @property {number} [maxBodyBytes] Largest HTTP body / WebSocket frame. Default 1 MiB.
 */

/**
 * @typedef {object} RpcMock
 * @property {string} url HTTP URL, e.g. http://127.0.0.1:8545
 * @property {string} wsUrl WebSocket URL on the same port, e.g. ws://127.0.0.1:8545
 * @property {number} port
 * @property {string} host
 * @property {number} methodCount Methods of the document served.
 * @property {string} chainIdHex
 * @property {() => bigint} head Current head block number (what eth_blockNumber answers).
 * @property {() => number} subscriptionCount Live subscriptions over all WebSocket connections.
 * @property {(text: string, transport?: 'http' | 'ws') => string | null} handle Answers one HTTP body in-process (null = no answer).
 * @property {() => Promise<void>} stop Closes every socket and timer.
 */

/** @param {bigint} n */
const hex = (n) => `0x${n.toString(16)}`;

/**
 * @param {unknown} id
 * @param {number} code
 * @param {string} message
 * @param {unknown} [data]
 */
function errorText(id, code, message, data) {
  /** @type {Json} */
  const error = { code, message };
  if (data !== undefined) error.data = data;
  return JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error });
}

/**
 * @param {unknown} id
 * @param {string} resultJson Already serialised result.
 */
function resultText(id, resultJson) {
  return `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${resultJson}}`;
}

/** A method answer: `result` is JSON text; or an error. */
class RpcFailure extends Error {
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

/** @param {unknown} id */
const validId = (id) => id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));

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

/**
 * Builds the request handler over a loaded document. `getHead` gives the head counter.
 * @param {RpcDocument} rpc
 * @param {{ maxBatch: number, getHead: () => bigint }} options
 */
export function createRpcHandler(rpc, { maxBatch, getHead }) {
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
      default:
        return spec.answers.get(canonicalJson(trimTrailingUndefined(args))) ?? spec.defaultAnswer;
    }
  }

  /**
   * Answers one request object (a batch element or a single request); null = no answer.
   * @param {unknown} req
   * @param {CallContext} ctx
   * @returns {string | null}
   */
  function handleCall(req, ctx) {
    if (!req || typeof req !== 'object' || Array.isArray(req)) {
      return errorText(null, INVALID_REQUEST, 'invalid request: a request must be a JSON object');
    }
    const r = /** @type {Json} */ (req);
    const hasId = Object.prototype.hasOwnProperty.call(r, 'id');
    if (hasId && !validId(r.id)) {
      return errorText(null, INVALID_REQUEST, 'invalid request: "id" must be a string, a number or null');
    }
    const id = hasId ? r.id : null;
    if (r.jsonrpc !== '2.0') return errorText(id, INVALID_REQUEST, 'invalid request: "jsonrpc" must be "2.0"');
    if (typeof r.method !== 'string') return errorText(id, INVALID_REQUEST, 'invalid request: "method" must be a string');
    if (r.params !== undefined && (r.params === null || typeof r.params !== 'object')) {
      return errorText(id, INVALID_REQUEST, 'invalid request: "params" must be an array or an object');
    }
    try {
      const result = dispatch(r.method, r.params, ctx);
      return hasId ? resultText(id, result) : null;
    } catch (err) {
      if (!hasId) return null;
      if (err instanceof RpcFailure) return errorText(id, err.code, err.message, err.data);
      return errorText(id, INTERNAL_ERROR, 'internal error', err instanceof Error ? err.message : String(err));
    }
  }

  /**
   * Answers one HTTP body or WebSocket message; null = nothing to send.
   * @param {string} text
   * @param {CallContext} ctx
   * @returns {string | null}
   */
  function handleMessage(text, ctx) {
    try {
      /** @type {unknown} */
      let msg;
      try {
        msg = JSON.parse(text);
      } catch {
        return errorText(null, PARSE_ERROR, 'parse error');
      }
      if (!Array.isArray(msg)) return handleCall(msg, ctx);
      if (msg.length === 0) return errorText(null, INVALID_REQUEST, 'empty batch');
      if (msg.length > maxBatch) {
        const first = msg[0];
        const firstId = first && typeof first === 'object' && validId(first.id) ? first.id : null;
        return `[${errorText(firstId, INVALID_REQUEST, 'batch too large', { limit: maxBatch, size: msg.length })}]`;
      }
      /** @type {string[]} */
      const parts = [];
      for (const el of msg) {
        const out = handleCall(el, ctx);
        if (out !== null) parts.push(out);
      }
      return parts.length ? `[${parts.join(',')}]` : null;
    } catch (err) {
      // Last resort (e.g. a pathological value); never let an exception escape.
      return errorText(null, INTERNAL_ERROR, 'internal error', err instanceof Error ? err.message : String(err));
    }
  }

  return { handleMessage, handleCall };
}

/**
 * Whether a log matches a logs-subscription filter ({address?, topics?}).
 * @param {Json} log
 * @param {unknown} filter
 */
function logMatches(log, filter) {
  if (!filter || typeof filter !== 'object') return true;
  const f = /** @type {Json} */ (filter);
  if (f.address != null) {
    const list = (Array.isArray(f.address) ? f.address : [f.address]).map((a) => String(a).toLowerCase());
    if (list.length && !list.includes(String(log.address).toLowerCase())) return false;
  }
  if (Array.isArray(f.topics)) {
    const topics = Array.isArray(log.topics) ? log.topics : [];
    for (let k = 0; k < f.topics.length; k++) {
      const want = f.topics[k];
      if (want == null || (Array.isArray(want) && want.length === 0)) continue;
      const alternatives = (Array.isArray(want) ? want : [want]).map((t) => String(t).toLowerCase());
      if (!alternatives.includes(String(topics[k] ?? '').toLowerCase())) return false;
    }
  }
  return true;
}

/** A geth-style subscription id: 16 random bytes, hex, leading zeros trimmed. */
function newSubscriptionId() {
  const trimmed = randomBytes(16).toString('hex').replace(/^0+/, '');
  return `0x${trimmed || '0'}`;
}

/**
 * Starts the JSON-RPC mock (HTTP + WebSocket on one port).
 * @param {RpcMockOptions} [options]
 * @returns {Promise<RpcMock>}
 */
export async function startRpcMock(options = {}) {
  const {
    port = DEFAULT_RPC_PORT,
    host = '127.0.0.1',
    doc = DEFAULT_RPC_DOC,
    headIntervalMs = 2000,
    maxBatch = 100,
    maxBodyBytes = 1024 * 1024,
  } = options;
  const rpc = loadRpcDocument(doc);

  let head = rpc.initialHead;
  const handler = createRpcHandler(rpc, { maxBatch, getHead: () => head });
  /** @type {CallContext} */
  const httpCtx = { transport: 'http' };

  // ---- heads and subscriptions
  /** @type {Map<WebSocket, Map<string, { kind: string, options: unknown }>>} */
  const subsBySocket = new Map();
  const headTemplate = rpc.headTemplate ?? /** @type {Json} */ (sampleFromSchema(rpc.subscriptions.get('newHeads')?.resultSchema) ?? {});
  const baseTimestamp = (() => {
    try {
      return BigInt(headTemplate.timestamp);
    } catch {
      return 1_700_000_000n;
    }
  })();

  /** @param {bigint} n */
  const headerFor = (n) => ({
    ...headTemplate,
    number: hex(n),
    hash: fakeHash(`block:${n}`),
    parentHash: fakeHash(`block:${n - 1n}`),
    timestamp: hex(baseTimestamp + (n - rpc.initialHead) * BLOCK_TIME_S),
  });

  /**
   * @param {WebSocket} ws
   * @param {string} id
   * @param {unknown} result
   */
  const notify = (ws, id, result) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > MAX_WS_BUFFER) {
      ws.terminate();
      return;
    }
    ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: id, result } }));
  };

  const logExample = /** @type {Json | undefined} */ (rpc.subscriptions.get('logs')?.example);
  const pendingExample = /** @type {Json | undefined} */ (rpc.subscriptions.get('newPendingTransactions')?.example);

  const tick = () => {
    try {
      head += 1n;
      if (subsBySocket.size === 0) return;
      const header = headerFor(head);
      for (const [ws, subs] of subsBySocket) {
        for (const [id, sub] of subs) {
          if (sub.kind === 'newHeads') notify(ws, id, header);
          else if (sub.kind === 'logs' && logExample && logMatches(logExample, sub.options)) {
            notify(ws, id, { ...logExample, blockNumber: header.number, blockHash: header.hash });
          } else if (sub.kind === 'newPendingTransactions' && pendingExample) {
            if (sub.options === true) notify(ws, id, pendingExample);
            else if (typeof pendingExample.hash === 'string') notify(ws, id, pendingExample.hash);
          }
          // syncing: never emits (the mock is never syncing)
        }
      }
    } catch {
      /* a notification failure must not stop the clock */
    }
  };
  const timer = headIntervalMs > 0 ? setInterval(tick, headIntervalMs) : undefined;
  timer?.unref();

  // ---- HTTP
  const server = http.createServer((req, res) => {
    req.on('error', () => {});
    res.on('error', () => {});
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (req.method !== 'POST') {
      req.resume();
      res.writeHead(405, { Allow: 'POST, OPTIONS', 'Content-Type': 'application/json' });
      res.end(errorText(null, INVALID_REQUEST, `HTTP ${req.method} is not supported: send JSON-RPC with POST (or use WebSocket)`));
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    let answered = false;
    const reject413 = () => {
      if (answered) return;
      answered = true;
      res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end(errorText(null, INVALID_REQUEST, `request body too large (limit ${maxBodyBytes} bytes)`, { limit: maxBodyBytes }));
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBodyBytes) tooLarge = true;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > maxBodyBytes) tooLarge = true;
      if (tooLarge) {
        chunks.length = 0;
        if (size > maxBodyBytes * 8) {
          // Stop draining a runaway upload: answer, then drop the connection.
          reject413();
          res.once('finish', () => req.socket.destroy());
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (answered) return;
      if (tooLarge) return reject413();
      answered = true;
      const out = handler.handleMessage(Buffer.concat(chunks, size).toString('utf8'), httpCtx);
      if (out === null) {
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(out) });
        res.end(out);
      }
    });
  });
  server.on('clientError', (_err, socket) => {
    try {
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      else socket.destroy();
    } catch {
      /* ignore */
    }
  });
  server.on('error', () => {});

  // ---- WebSocket (same port)
  const wss = new WebSocketServer({ server, maxPayload: maxBodyBytes, perMessageDeflate: false });
  wss.on('error', () => {});
  wss.on('wsClientError', (_err, socket) => socket.destroy());
  wss.on('connection', (ws) => {
    ws.on('error', () => {});
    /** @type {Map<string, { kind: string, options: unknown }>} */
    const subs = new Map();
    /** @type {CallContext} */
    const ctx = {
      transport: 'ws',
      subscribe(kind, opts) {
        const id = newSubscriptionId();
        subs.set(id, { kind, options: opts });
        subsBySocket.set(ws, subs);
        return id;
      },
      unsubscribe(id) {
        const had = subs.delete(id);
        if (subs.size === 0) subsBySocket.delete(ws);
        return had;
      },
    };
    ws.on('message', (data) => {
      try {
        const text = Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.isBuffer(data)
            ? data.toString('utf8')
            : Buffer.from(new Uint8Array(data)).toString('utf8');
        const out = handler.handleMessage(text, ctx);
        if (out !== null && ws.readyState === WebSocket.OPEN) ws.send(out);
      } catch {
        /* never crash on a message */
      }
    });
    ws.on('close', () => {
      subs.clear();
      subsBySocket.delete(ws);
    });
  });

  await new Promise((resolve, reject) => {
    const onError = (/** @type {Error} */ err) => reject(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const urlHost = address.family === 'IPv6' || host.includes(':') ? `[${address.address}]` : host;

  let stopped = false;
  return {
    url: `http://${urlHost}:${address.port}`,
    wsUrl: `ws://${urlHost}:${address.port}`,
    port: address.port,
    host,
    methodCount: rpc.methods.size,
    chainIdHex: rpc.chainIdHex,
    head: () => head,
    subscriptionCount: () => [...subsBySocket.values()].reduce((n, subs) => n + subs.size, 0),
    handle: (text, transport = 'http') => handler.handleMessage(text, transport === 'http' ? httpCtx : { transport: 'ws' }),
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearInterval(timer);
      subsBySocket.clear();
      for (const ws of wss.clients) ws.terminate();
      await new Promise((resolve) => wss.close(() => resolve(undefined)));
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}
