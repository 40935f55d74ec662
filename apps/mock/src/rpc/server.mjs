// EVM JSON-RPC mock: HTTP POST and WebSocket on one port, answering from the OpenRPC document.
// The rules (answers, envelopes, limits, subscriptions) are listed in apps/mock/src/rpc/README.md.
// Parts: dispatch.mjs (envelopes, batches, methods), transport.mjs (HTTP + WebSocket, caps, Host
// check), this file (options, the head clock, subscriptions).

import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import { DEFAULT_RPC_DOC, loadRpcDocument } from './document.mjs';
import { LIMIT_EXCEEDED, RpcFailure, createRpcHandler } from './dispatch.mjs';
import { addFilters } from './filters.mjs';
import { applyScenarios } from './scenarios.mjs';
import { createChain, logMatches } from './state.mjs';
import { createTransport, sendCapped } from './transport.mjs';

export { DEFAULT_RPC_DOC } from './document.mjs';
export { REVERTING_ADDRESS, SCENARIOS } from './scenarios.mjs';
export {
  PARSE_ERROR,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  INVALID_PARAMS,
  INTERNAL_ERROR,
  RESPONSE_TOO_LARGE,
  LIMIT_EXCEEDED,
  createRpcHandler,
} from './dispatch.mjs';

/** Default port of the JSON-RPC mock (the document's `mock-http` server). */
export const DEFAULT_RPC_PORT = 8545;

/** @typedef {import('./document.mjs').Json} Json */
/** @typedef {import('./dispatch.mjs').CallContext} CallContext */

/**
 * @typedef {object} RpcMockOptions
 * @property {number} [port] Default 8545; 0 picks a free port.
 * @property {string} [host] Default 127.0.0.1.
 * @property {string[]} [allowedHosts] Host-header names accepted besides localhost and `host` (`*` = any).
 * @property {string | Json} [doc] Path of (or the parsed) OpenRPC document; default the repo's dereferenced document.
 * @property {number} [headIntervalMs] Milliseconds between new heads; 0 freezes the head. Default 2000.
 * @property {number} [maxBatch] Most calls in one batch. Default 100.
 * @property {number} [maxBodyBytes] Largest HTTP body / WebSocket frame. Default 1 MiB.
 * @property {number} [maxAnswerBytes] Largest answer to one HTTP request or WebSocket message. Default 10 MiB.
 * @property {number} [answerBudgetBytes] Room for answers of 64 KiB or more not yet written out, all connections
 *   together; an answer gets at most what is left (never less than 64 KiB), calls past it -32003. Default 32 MiB.
 * @property {number} [maxPendingBytes] Unsent answer bytes after which a connection is closed. Default 16 MiB.
 * @property {number} [maxSubscriptions] Subscriptions per WebSocket connection. Default 100.
 * @property {string} [scenario] An error scenario for the whole server (see scenarios.mjs): revert, nonce-too-low, already-known, pruned, rate-limit.
 * @property {number} [stallTimeoutMs] A connection whose unsent answers make no progress for this long (a client that stopped reading) is closed, within two such intervals. Default 30 s.
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
 * @property {() => number} connectionCount Open WebSocket connections.
 * @property {(text: string, transport?: 'http' | 'ws') => string | null} handle Answers one HTTP body in-process (null = no answer).
 * @property {() => Promise<void>} stop Closes every socket and timer.
 */

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
    allowedHosts = [],
    doc = DEFAULT_RPC_DOC,
    headIntervalMs = 2000,
    maxBatch = 100,
    maxBodyBytes = 1024 * 1024,
    maxAnswerBytes = 10 * 1024 * 1024,
    maxPendingBytes = 16 * 1024 * 1024,
    answerBudgetBytes = 32 * 1024 * 1024,
    maxSubscriptions = 100,
    stallTimeoutMs = 30_000,
    scenario,
  } = options;
  const rpc = loadRpcDocument(doc);

  let head = rpc.initialHead;
  const chain = createChain(rpc, () => head);
  addFilters(chain.methods, chain, () => head);
  const scenarios = applyScenarios(rpc, chain.methods, scenario, () => head);
  const handler = createRpcHandler(rpc, {
    maxBatch,
    maxAnswerBytes,
    getHead: () => head,
    methods: chain.methods,
    refuseAll: scenarios.rateLimited ? scenarios.rateLimitError : undefined,
  });

  // ---- heads and subscriptions
  /** @type {Map<WebSocket, Map<string, { kind: string, options: unknown }>>} */
  const subsBySocket = new Map();
  /**
   * @param {WebSocket} ws
   * @param {string} id
   * @param {unknown} result
   */
  const notify = (ws, id, result) =>
    sendCapped(ws, JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: id, result } }), maxPendingBytes);

  const logExample = /** @type {Json | undefined} */ (rpc.subscriptions.get('logs')?.example);
  const pendingExample = /** @type {Json | undefined} */ (rpc.subscriptions.get('newPendingTransactions')?.example);

  const tick = () => {
    try {
      head += 1n;
      if (subsBySocket.size === 0) return;
      const header = chain.header(head);
      const log = chain.logOf ? chain.logOf(head) : logExample && { ...logExample, blockNumber: header.number, blockHash: header.hash };
      for (const [ws, subs] of subsBySocket) {
        for (const [id, sub] of subs) {
          if (sub.kind === 'newHeads') notify(ws, id, header);
          else if (sub.kind === 'logs' && log && logMatches(log, sub.options)) notify(ws, id, log);
          else if (sub.kind === 'newPendingTransactions' && pendingExample) {
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

  const { server, wss } = createTransport({
    maxBodyBytes,
    maxPendingBytes,
    answerBudgetBytes,
    stallTimeoutMs,
    answerStatus: scenarios.rateLimited ? 429 : 200,
    host,
    allowedHosts,
    handleMessage: handler.handleMessage,
    wsContext(ws) {
      /** @type {Map<string, { kind: string, options: unknown }>} */
      const subs = new Map();
      return {
        transport: 'ws',
        subscribe(kind, opts) {
          if (subs.size >= maxSubscriptions) {
            throw new RpcFailure(LIMIT_EXCEEDED, `too many subscriptions on this connection (limit ${maxSubscriptions}): eth_unsubscribe one first`, { limit: maxSubscriptions });
          }
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
    },
    onWsClose(ws) {
      subsBySocket.delete(ws);
    },
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
    connectionCount: () => wss.clients.size,
    handle: (text, transport = 'http') => handler.handleMessage(text, { transport }),
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
