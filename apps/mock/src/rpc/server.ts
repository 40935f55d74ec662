// The EVM JSON-RPC mock: HTTP and WebSocket on one port, answering from the OpenRPC document and a
// simulated chain. The rules are listed in apps/mock/src/rpc/README.md. Parts: dispatch.ts (envelopes,
// batches), params.ts, handlers.ts (the simulated methods, typed by the contract), chain.ts, filters.ts,
// subscriptions.ts, op-stack.ts (GasPriceOracle, L1Block), http.ts and ws.ts (the edges, budgets).

import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { OpenRpcDocument } from '@sidechain-api/contract';
import type { Transaction } from '@sidechain-api/evm-rpc';
import {
  answerUnparsedWith400,
  ByteBudget,
  closeServer,
  createHostCheck,
  createHttpServer,
  httpUrl,
  listen,
} from '@sidechain-api/server-kit';
import { Chain, chainTemplates } from './chain.js';
import { RPC_MOCK_DEFAULTS } from './defaults.js';
import { answerText, createDispatcher } from './dispatch.js';
import { loadMockDocument } from './document.js';
import { hex } from './envelope.js';
import { FilterTable } from './filters.js';
import { baseMethods, createMethods, type MockMethods } from './handlers.js';
import { createRpcHttpHandler } from './http.js';
import type { PredeployState } from './op-stack.js';
import { isScenario, SCENARIOS, type Scenario, scenarioHook } from './scenarios.js';
import type { HeadEvent } from './subscriptions.js';
import { createRpcWebSocket } from './ws.js';

/** The port of the document's `mock-http` server. */
export const DEFAULT_RPC_PORT = RPC_MOCK_DEFAULTS.port;

/** Each option's default is in RPC_MOCK_DEFAULTS (defaults.ts). */
export interface RpcMockOptions {
  /** Default 8545; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Host-header names admitted besides the server kit's rule (`*`: any). */
  allowedHosts?: readonly string[];
  /** The OpenRPC document: a path, a parsed document, or (default) the bundled one. */
  doc?: string | OpenRpcDocument;
  /** Milliseconds between new heads; 0 freezes the head (then `mine()` makes blocks). Default 2000. */
  headIntervalMs?: number;
  /** An error scenario for the whole server (scenarios.ts). */
  scenario?: string;
  /** Most calls in one batch (go-ethereum's default 1000). */
  maxBatch?: number;
  /** Result bytes of a batch after which its remaining calls get -32003 (go-ethereum's default 25 MB). */
  maxBatchAnswerBytes?: number;
  /** Largest HTTP body and WebSocket message (go-ethereum's HTTP limit, 5 MiB). */
  maxBodyBytes?: number;
  /**
   * The byte budget of request bodies being read, batch answers being built and answers not yet taken by their
   * clients, HTTP and WebSocket together (the mock's own limit; default the process's, `processBudget()`).
   */
  budget?: ByteBudget;
  /** Bytes queued on one WebSocket after which it is dropped (default 16 MiB). */
  maxPendingBytes?: number;
  /** An HTTP connection whose unsent answer makes no progress for this long is closed (default 30 s). */
  stallTimeoutMs?: number;
  /** Subscriptions per WebSocket connection (the mock's own; default 100). */
  maxSubscriptions?: number;
  /** A filter not polled for this long is removed (op-geth: 5 minutes). */
  filterTimeoutMs?: number;
  /** Live filters, all clients together (the mock's own; default 10,000, the biggest creator's evicted first). */
  maxFilters?: number;
  /** Bytes of log criteria the filters may hold together, and the logs subscriptions apart (default 16 MiB each). */
  maxCriteriaBytes?: number;
  /** Most blocks one eth_getLogs spans (a configured range limit; default 10,000). */
  maxLogBlockRange?: number;
}

export interface RpcMock {
  /** HTTP URL, e.g. http://127.0.0.1:8545 */
  url: string;
  /** WebSocket URL on the same port, e.g. ws://127.0.0.1:8545 */
  wsUrl: string;
  port: number;
  host: string;
  /** Methods of the document served. */
  methodCount: number;
  chainIdHex: `0x${string}`;
  /** The head block number (what eth_blockNumber answers). */
  head(): bigint;
  /** Makes `blocks` new heads at once (notifications included); returns the new head. */
  mine(blocks?: number): bigint;
  /** Calls `listener` with every new head; returns the function that removes it. */
  onHead(listener: (head: bigint) => void): () => void;
  subscriptionCount(): number;
  connectionCount(): number;
  /** WebSocket connections the mock stopped reading until their unsent answers drain. */
  pausedConnectionCount(): number;
  filterCount(): number;
  /** Answers one body in process, with the rules of `transport` (null: no answer). */
  handle(text: string, transport?: 'http' | 'ws'): string | null;
  /** Closes every socket and timer. Idempotent. */
  stop(): Promise<void>;
}

export { REVERTING_ADDRESS, SCENARIOS } from './scenarios.js';

/** Starts the JSON-RPC mock (HTTP + WebSocket on one port). */
export async function startRpcMock(options: RpcMockOptions = {}): Promise<RpcMock> {
  const D = RPC_MOCK_DEFAULTS;
  const { port = D.port, host = D.host, headIntervalMs = D.headIntervalMs } = options;
  if (options.scenario !== undefined && !isScenario(options.scenario)) {
    throw new Error(`unknown scenario "${options.scenario}" (one of ${SCENARIOS.join(', ')})`);
  }
  const scenario: Scenario | undefined = options.scenario;
  const doc = loadMockDocument(options.doc);

  let head = doc.initialHead;
  const headListeners = new Set<(head: bigint) => void>();
  const templates = chainTemplates(doc);
  const chain = templates ? new Chain(templates, doc.initialHead, () => head, D.chain) : undefined;
  const filters = chain
    ? new FilterTable(chain, {
        ...D.filters,
        ...(options.filterTimeoutMs !== undefined ? { timeoutMs: options.filterTimeoutMs } : {}),
        ...(options.maxFilters !== undefined ? { maxFilters: options.maxFilters } : {}),
        ...(options.maxCriteriaBytes !== undefined ? { maxCriteriaBytes: options.maxCriteriaBytes } : {}),
      })
    : undefined;

  let methods: MockMethods;
  if (chain && filters && templates) {
    const predeploys: PredeployState = {
      l1: chain.l1,
      l2BaseFee: BigInt(templates.block.baseFeePerGas ?? 0),
      forks: {
        ecotone: true,
        fjord: true,
        // Isthmus adds requestsHash to headers; Jovian's extraData is 17 bytes, version 1 (see BlockHeader)
        isthmus: templates.block.requestsHash !== undefined,
        jovian: templates.block.extraData.length === 2 + 34 && templates.block.extraData.startsWith('0x01'),
      },
    };
    methods = createMethods({
      chain,
      filters,
      predeploys,
      chainIdHex: doc.chainIdHex,
      subscriptionKinds: doc.subscriptions,
      limits: {
        ...D.handlers,
        ...(options.maxLogBlockRange !== undefined ? { maxLogBlockRange: BigInt(options.maxLogBlockRange) } : {}),
      },
    });
  } else {
    // a document without the chain's examples: only the chain id, the head and subscriptions are live
    methods = baseMethods({ chainIdHex: doc.chainIdHex, head: () => head, subscriptionKinds: doc.subscriptions });
  }
  const dispatcher = createDispatcher(
    doc,
    methods,
    scenarioHook(doc, scenario, () => head),
    {
      maxBatch: options.maxBatch ?? D.dispatch.maxBatch,
      maxBatchAnswerBytes: options.maxBatchAnswerBytes ?? D.dispatch.maxBatchAnswerBytes,
    },
  );

  const hostAllowed = createHostCheck({ boundHost: host, allowedHosts: options.allowedHosts });
  let nextConnection = 0;
  const connectionIds = new WeakMap<Socket, number>();
  const connectionOf = (socket: Socket) => {
    let id = connectionIds.get(socket);
    if (id === undefined) {
      id = ++nextConnection;
      connectionIds.set(socket, id);
    }
    return id;
  };
  const maxBodyBytes = options.maxBodyBytes ?? D.maxBodyBytes;
  const { server, budget } = createHttpServer(
    createRpcHttpHandler({
      dispatcher,
      hostAllowed,
      maxBodyBytes,
      answerStatus: scenario === 'rate-limit' ? 429 : 200,
      connectionOf,
    }),
    { budget: options.budget },
  );
  answerUnparsedWith400(server);
  const stopSweep = sweepStalledSockets(server, options.stallTimeoutMs ?? D.stallTimeoutMs);
  const ws = createRpcWebSocket({
    server,
    dispatcher,
    hostAllowed,
    maxMessageBytes: maxBodyBytes,
    pauseReadingBytes: D.pauseReadingBytes,
    maxPendingBytes: options.maxPendingBytes ?? D.maxPendingBytes,
    budget,
    subscriptionLimits: {
      ...D.subscriptions,
      maxSubscriptions: options.maxSubscriptions ?? D.subscriptions.maxSubscriptions,
    },
    subscriptionCriteria: new ByteBudget(options.maxCriteriaBytes ?? D.filters.maxCriteriaBytes),
    headEvent: (n) => headEvent(n),
    newConnectionId: () => ++nextConnection,
  });

  const pending = doc.subscriptions.get('newPendingTransactions')?.example as Transaction | undefined;
  const headExample = doc.subscriptions.get('newHeads')?.example;
  const headEvent = (n: bigint): HeadEvent => {
    const texts = new WeakMap<object, string>();
    const once = <T>(make: () => T) => {
      let value: { v: T } | undefined;
      return () => {
        value ??= { v: make() };
        return value.v;
      };
    };
    return {
      header: once(() => (chain ? chain.newHead(n) : { ...(headExample as object), number: hex(n) })),
      logs: once(() => (chain ? chain.logsOf([n], undefined) : [])),
      receipts: once(() => (chain ? Array.from({ length: chain.txCount(n) }, (_, i) => chain.receipt(n, i)) : [])),
      pending,
      json: (value) => {
        if (typeof value !== 'object' || value === null) return JSON.stringify(value);
        let text = texts.get(value);
        if (text === undefined) {
          text = JSON.stringify(value);
          texts.set(value, text);
        }
        return text;
      },
    };
  };
  const mine = (blocks = 1): bigint => {
    for (let k = 0; k < blocks; k++) {
      head += 1n;
      ws.onHead(head);
      for (const listener of headListeners) listener(head);
    }
    return head;
  };
  const timer = headIntervalMs > 0 ? setInterval(() => mine(), headIntervalMs) : undefined;
  timer?.unref();

  let listening: { port: number };
  try {
    listening = await listen(server, { host, port });
  } catch (err) {
    if (timer) clearInterval(timer);
    filters?.close();
    stopSweep();
    await ws.close();
    throw err;
  }

  let stopped = false;
  return {
    url: httpUrl(host, listening.port),
    wsUrl: httpUrl(host, listening.port, 'ws'),
    port: listening.port,
    host,
    methodCount: doc.methods.size,
    chainIdHex: doc.chainIdHex,
    head: () => head,
    mine,
    onHead(listener) {
      headListeners.add(listener);
      return () => headListeners.delete(listener);
    },
    subscriptionCount: ws.subscriptionCount,
    connectionCount: () => ws.wss.clients.size,
    pausedConnectionCount: ws.pausedCount,
    filterCount: () => filters?.size ?? 0,
    handle: (text, transport = 'http') => {
      const out = dispatcher.handleMessage(text, { transport, connection: 0, subscriptions: undefined });
      return out === null ? null : answerText(out);
    },
    async stop() {
      // Equivalent mutant: this guard → false, `if (timer)` → true (a second stop closes closed servers:
      // ws reports that to a callback that ignores it; closeServer resolves at once).
      if (stopped) return;
      stopped = true;
      if (timer) clearInterval(timer);
      headListeners.clear();
      filters?.close();
      stopSweep();
      await ws.close();
      await closeServer(server);
    },
  };
}

/**
 * Closes HTTP connections whose unsent answer bytes made no progress for a whole interval: a client that
 * pipelines requests and never reads holds its answer until then. (One sweep for all sockets: a timer per
 * request would cost every call a refresh.)
 */
function sweepStalledSockets(server: Server, intervalMs: number): () => void {
  const sockets = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    // Equivalent mutant: `-1` → `+1` (no socket has written just 1 byte either way: the first sweep only records).
    sockets.set(socket, -1);
    // Equivalent mutant: the clean-up emptied (a closed socket is kept longer; destroying it again does nothing).
    socket.once('close', () => sockets.delete(socket));
  });
  const sweep = setInterval(() => {
    for (const [socket, lastWritten] of sockets) {
      const written = socket.bytesWritten;
      if (socket.writableLength > 0 && written === lastWritten) socket.destroy();
      else sockets.set(socket, written);
    }
  }, intervalMs);
  sweep.unref();
  // Equivalent mutant: the clearInterval dropped (the timer is unref'd, and a stopped server's sockets are gone).
  return () => clearInterval(sweep);
}
