// The devnet's public door. anvil checks no Host header and panics (and exits) when asked to encode a deposit,
// so anvil listens on a private loopback port and this front takes the devnet's port:
//   - the Host rule of every server of the monorepo (server-kit host.ts; 403 on HTTP and on the WebSocket
//     upgrade; `--allow-host` adds names);
//   - bodies and WebSocket messages up to 5 MiB (op-geth's HTTP body limit; 413 past it), JSON nested at most
//     1000 levels (deeper: -32600, answered here);
//   - server-kit's socket limits and a WebSocket relay that closes clients that stop reading; a connection's
//     requests reach anvil a few at a time (anvil keeps every answer to pipelined requests in memory);
//   - CORS as anvil had it: any origin, preflights allow GET and POST with Content-Type;
//   - the four raw-transaction methods rewritten so that anvil never encodes a deposit (raw-transactions.ts).
// Everything else goes to anvil unchanged, and its answers come back as they are (streamed).

import type http from 'node:http';
import { exceedsJsonDepth, RPC_MAX_JSON_DEPTH, RPC_TOO_DEEP_ANSWER } from '@sidechain-api/contract';
import {
  type ByteBudget,
  type CorsPolicy,
  closeServer,
  corsHeaders,
  createHostCheck,
  createHttpServer,
  createWebSocketRelay,
  endToEndHeaders,
  hostRefusedText,
  httpUrl,
  isPreflight,
  listen,
  processBudget,
  type RelayedMessage,
  readBody,
  relay,
  relayAgent,
  relayStreaming,
  sendBusy,
  sendJson,
  sendText,
  upstreamUrl,
  type WebSocketLink,
  writeRelayed,
} from '@sidechain-api/server-kit';
import {
  CallTags,
  type FetchRaw,
  type RewrittenRequest,
  restoreRawTransactionAnswers,
  rewriteRawTransactionCalls,
  type TaggedCall,
} from './raw-transactions.js';
import { expectsAnswer, isSubscriptionNotification, QueuedBytes, RequestWindow } from './request-window.js';

/** op-geth's limit on an HTTP body (`rpc/http.go`, maxRequestContentLength), used for WebSocket messages too. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Deeper JSON is answered by the front (anvil's parser refuses past 128 levels anyway). */
export const MAX_JSON_DEPTH = RPC_MAX_JSON_DEPTH;
/** How long anvil may stay silent before an exchange fails (long traces take a while on a devnet). */
export const UPSTREAM_TIMEOUT_MS = 120_000;
/** The largest anvil answer the front reads whole (only for requests with raw-transaction calls). */
export const MAX_REWRITTEN_ANSWER_BYTES = 32 * 1024 * 1024;
/** Requests with raw-transaction calls rewritten at once; others wait (each may hold a large answer). */
export const REWRITE_CONCURRENCY = 4;
/** Raw-transaction calls one WebSocket connection may have waiting for anvil. */
export const MAX_PENDING_RAW_CALLS_PER_SOCKET = 10_000;
/** Requests of one WebSocket connection that anvil works on at once (request-window.ts); the rest wait. */
export const MAX_REQUESTS_AT_ANVIL_PER_SOCKET = 4;
/** Bytes of requests waiting for their turn: per connection, and for all connections together. */
export const MAX_WAITING_REQUEST_BYTES = { perSocket: 16 * 1024 * 1024, total: 64 * 1024 * 1024 };

/** anvil's CORS (crates/anvil/server/src/lib.rs at v1.7.1: any origin, GET and POST, Content-Type). */
export const DEVNET_CORS: CorsPolicy = { origins: '*', methods: ['GET', 'POST'], headers: ['content-type'] };

const TOO_DEEP = RPC_TOO_DEEP_ANSWER;
const ANSWER_TOO_LARGE = JSON.stringify({
  jsonrpc: '2.0',
  id: null,
  error: { code: -32003, message: 'response too large' },
});

export interface DevnetFrontOptions {
  host: string;
  port: number;
  /** Further Host names to admit (`*`: any). */
  allowedHosts?: readonly string[] | undefined;
  maxBodyBytes?: number | undefined;
  /** Unsent bytes one WebSocket client may hold before it is closed (server-kit's default: 16 MiB). */
  wsClientBufferBytes?: number | undefined;
  /** Unsent bytes all WebSocket clients may hold together (server-kit's default: 64 MiB). */
  wsTotalBufferBytes?: number | undefined;
  upstreamTimeoutMs?: number | undefined;
  /** The byte budget of bodies being read and answers being written or rewritten (default: the process's). */
  budget?: ByteBudget | undefined;
  /** One line about something the front did on its own (a slow client closed, an internal error). */
  onNotice?: ((text: string) => void) | undefined;
  /** Rewrite the raw-transaction calls so that the node never encodes a deposit (anvil's panic). Default true. */
  rewriteRawTransactions?: boolean | undefined;
  /** CORS of the answers. Default DEVNET_CORS (anvil's). */
  cors?: CorsPolicy | undefined;
  /**
   * A request (HTTP body or WebSocket message, as text) the devnet answers itself: its answer's text, or
   * undefined to send the request on to the node. Called for every request: it must decide at once.
   */
  answerItself?: ((text: string) => Promise<string> | undefined) | undefined;
  /** Called after the node answered a request that may have added a transaction to its pool (`eth_send…`). */
  onTransactionSent?: (() => void) | undefined;
}

export interface DevnetFront {
  url: string;
  wsUrl: string;
  host: string;
  port: number;
  /** Where requests go from now on (anvil's private address). Until then everything gets 503. */
  setUpstream(url: URL): void;
  openConnections(): number;
  /** Open WebSocket connections. */
  webSockets(): number;
  close(): Promise<void>;
}

/** At most `n` tasks at a time; the others wait their turn. */
class Gate {
  #free: number;
  readonly #waiting: (() => void)[] = [];
  constructor(n: number) {
    this.#free = n;
  }
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    }
  }
}

/** Whether a request may be JSON to anvil (axum's Json extractor wants a JSON media type; anything else is refused). */
const mayBeJson = (req: http.IncomingMessage) => /json/i.test(req.headers['content-type'] ?? '');

/** Whether a request may send a transaction (a cheap look at its text; a false alarm costs one pool check). */
const maySendTransaction = (text: string) => text.includes('eth_send');

export async function startDevnetFront(options: DevnetFrontOptions): Promise<DevnetFront> {
  const maxBody = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const timeoutMs = options.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const notice = options.onNotice ?? (() => {});
  const rewriteRaw = options.rewriteRawTransactions ?? true;
  const corsPolicy = options.cors ?? DEVNET_CORS;
  const sent = options.onTransactionSent ?? (() => {});
  const hostAllowed = createHostCheck({ boundHost: options.host, allowedHosts: options.allowedHosts });
  const budget = options.budget ?? processBudget();
  const agent = relayAgent();
  const tags = new CallTags();
  const gate = new Gate(REWRITE_CONCURRENCY);
  let upstream: URL | undefined;

  /** anvil's own bytes of non-deposit transactions (one batch request). */
  const fetchRaw: FetchRaw = async (hashes) => {
    const out = new Map<string, { result: unknown } | { error: unknown }>();
    if (!upstream) return out;
    const body = JSON.stringify(
      hashes.map((hash, id) => ({ jsonrpc: '2.0', id, method: 'eth_getRawTransactionByHash', params: [hash] })),
    );
    const answer = await relay(upstream, {
      method: 'POST',
      headers: [['content-type', 'application/json']],
      body: Buffer.from(body),
      timeoutMs,
      maxAnswerBytes: MAX_REWRITTEN_ANSWER_BYTES,
      agent,
      budget,
    });
    if (!answer.ok) return out;
    let list: unknown;
    try {
      list = JSON.parse(answer.answer.body.toString('utf8'));
    } catch {
      return out; // each call then gets "anvil did not give the raw transaction"
    }
    if (!Array.isArray(list)) return out;
    for (const item of list as { id?: unknown; result?: unknown; error?: unknown }[]) {
      const hash = typeof item.id === 'number' ? hashes[item.id] : undefined;
      if (hash !== undefined) out.set(hash, item.error === undefined ? { result: item.result } : { error: item.error });
    }
    return out;
  };

  /** A request with raw-transaction calls: the rewritten request to anvil, its answer read whole and restored. */
  const answerRewritten = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: URL,
    rewritten: RewrittenRequest,
    cors: Record<string, string>,
  ) => {
    const headers = endToEndHeaders(req.rawHeaders).filter(([name]) => name.toLowerCase() !== 'accept-encoding');
    const result = await relay(target, {
      method: 'POST',
      headers,
      body: Buffer.from(rewritten.text, 'utf8'),
      timeoutMs,
      maxAnswerBytes: MAX_REWRITTEN_ANSWER_BYTES,
      agent,
      budget,
    });
    if (!result.ok) {
      if (result.reason === 'too-large') sendJson(res, 200, ANSWER_TOO_LARGE, cors);
      else if (result.reason === 'busy') sendBusy(res, cors);
      else sendText(res, 502, `upstream ${target.origin}: ${result.message}\n`, cors);
      return;
    }
    const { answer } = result;
    const restored = await restoreRawTransactionAnswers(answer.body.toString('utf8'), rewritten, tags.prefix, fetchRaw);
    const corsNames = new Set(Object.keys(cors));
    writeRelayed(res, {
      status: answer.status,
      headers: [...answer.headers.filter(([name]) => !corsNames.has(name.toLowerCase())), ...Object.entries(cors)],
      body: Buffer.from(restored, 'utf8'),
    });
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!hostAllowed(req.headers.host)) {
      sendText(res, 403, hostRefusedText(req.headers.host));
      return;
    }
    const cors = corsHeaders(req, corsPolicy);
    if (isPreflight(req)) {
      res.writeHead(204, { ...cors, 'content-length': '0' });
      res.end();
      return;
    }
    const read = await readBody(req, maxBody);
    if (!read.ok) {
      if (read.reason === 'too-large')
        sendText(res, 413, `content length too large (the devnet takes at most ${maxBody} bytes)\n`, {
          ...cors,
          connection: 'close',
        });
      else if (read.reason === 'busy')
        sendText(res, 503, 'The devnet is busy reading other requests; try again\n', {
          ...cors,
          'retry-after': '1',
          connection: 'close',
        });
      return;
    }
    if (!upstream) {
      sendText(res, 503, 'The devnet is starting\n', cors);
      return;
    }
    const target = upstreamUrl(upstream, req.url);
    if (req.method === 'POST') {
      const text = read.body.toString('utf8');
      if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
        sendJson(res, 200, TOO_DEEP, cors);
        return;
      }
      const own = target.pathname === '/' ? options.answerItself?.(text) : undefined;
      if (own) {
        sendJson(res, 200, await own, cors);
        return;
      }
      // anvil serves JSON-RPC on POST / only; elsewhere it runs nothing, so nothing needs rewriting
      const rewritten =
        rewriteRaw && target.pathname === '/' && mayBeJson(req) ? rewriteRawTransactionCalls(text, tags) : undefined;
      if (rewritten) {
        await gate.run(() => answerRewritten(req, res, target, rewritten, cors));
        return;
      }
    }
    await relayStreaming(req, res, { upstream, body: read.body, idleTimeoutMs: timeoutMs, agent, answerHeaders: cors });
    if (req.method === 'POST' && maySendTransaction(read.body.toString('utf8'))) sent();
  };

  /** Per WebSocket connection: its raw-transaction calls waiting for anvil's answer (by tag) and its requests. */
  const sockets = new WeakMap<
    WebSocketLink,
    { calls: Map<string, TaggedCall>; window: RequestWindow; sends: number }
  >();
  const waitingBytes = new QueuedBytes(MAX_WAITING_REQUEST_BYTES.total);
  const socketState = (link: WebSocketLink) => {
    let state = sockets.get(link);
    if (!state) {
      const window = new RequestWindow(
        MAX_REQUESTS_AT_ANVIL_PER_SOCKET,
        MAX_WAITING_REQUEST_BYTES.perSocket,
        waitingBytes,
        (message) => link.toUpstream(message),
      );
      state = { calls: new Map(), window, sends: 0 };
      sockets.set(link, state);
    }
    return state;
  };
  const textMessage = (text: string, isBinary: boolean): RelayedMessage => ({
    data: Buffer.from(text, 'utf8'),
    isBinary,
  });

  const ws = createWebSocketRelay({
    upstream: () => upstream,
    hostAllowed,
    maxMessageBytes: maxBody,
    clientBufferBytes: options.wsClientBufferBytes,
    totalBufferBytes: options.wsTotalBufferBytes,
    onNotice: notice,
    onClientMessage(message, link) {
      const text = message.data.toString('utf8');
      if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
        link.toClient(textMessage(TOO_DEEP, false));
        return;
      }
      const own = options.answerItself?.(text);
      if (own) {
        link.toClient(
          own.then(
            (answer) => textMessage(answer, false),
            (err: unknown) => {
              notice(`front error: ${err instanceof Error ? err.message : String(err)}`);
              return undefined;
            },
          ),
          0,
        );
        return;
      }
      const state = socketState(link);
      if (maySendTransaction(text)) state.sends++;
      const rewritten = rewriteRaw ? rewriteRawTransactionCalls(text, tags) : undefined;
      if (rewritten) {
        if (state.calls.size + rewritten.calls.size > MAX_PENDING_RAW_CALLS_PER_SOCKET) {
          notice(
            `closed a WebSocket client with more than ${MAX_PENDING_RAW_CALLS_PER_SOCKET} raw-transaction calls waiting`,
          );
          link.close(1008, 'too many raw-transaction calls waiting');
          return;
        }
        for (const [tag, call] of rewritten.calls) state.calls.set(tag, call);
      }
      const forward = rewritten ? textMessage(rewritten.text, message.isBinary) : message;
      if (!state.window.submit(forward, expectsAnswer(text))) {
        notice('closed a WebSocket client whose requests waiting for anvil passed their cap');
        link.close(1008, 'too many requests waiting');
      }
    },
    onUpstreamMessage(message, link) {
      const state = socketState(link);
      if (!isSubscriptionNotification(message.data)) {
        state.window.answered();
        // an answer while a send is out: the transaction may be in the pool now
        if (state.sends > 0) {
          state.sends--;
          sent();
        }
      }
      if (state.calls.size === 0 || !message.data.includes(tags.prefix)) {
        link.toClient(message);
        return;
      }
      const restored = gate.run(() =>
        restoreRawTransactionAnswers(message.data.toString('utf8'), state, tags.prefix, fetchRaw),
      );
      link.toClient(
        restored.then(
          (text) => textMessage(text, message.isBinary),
          (err: unknown) => {
            notice(`front error: ${err instanceof Error ? err.message : String(err)}`);
            return undefined;
          },
        ),
        message.data.length,
      );
    },
    onClose(link) {
      sockets.get(link)?.window.clear();
    },
  });

  const { server, openConnections } = createHttpServer(
    (req, res) => {
      handle(req, res).catch((err: unknown) => {
        notice(`front error: ${err instanceof Error ? err.message : String(err)}`);
        if (!res.headersSent) sendText(res, 500, 'devnet front error\n');
        else res.destroy();
      });
    },
    { budget },
  );
  server.on('upgrade', (req: http.IncomingMessage, socket, head: Buffer) => ws.handleUpgrade(req, socket, head));
  const where = await listen(server, { host: options.host, port: options.port });

  return {
    url: where.url,
    wsUrl: httpUrl(options.host, where.port, 'ws'),
    host: options.host,
    port: where.port,
    setUpstream(url) {
      upstream = url;
    },
    openConnections,
    webSockets: () => ws.size,
    async close() {
      ws.closeAll();
      await closeServer(server);
      agent.destroy();
    },
  };
}
