// Listening, closing and the socket limits every HTTP server of the monorepo applies: slow or idle
// clients are timed out, a full server makes room for a new client by closing its oldest idle
// connection instead of locking everybody out, and a connection's pipelined requests are handled one
// at a time, as fast as their answers drain (see `inTurn`). Every server has a byte budget (budget.ts):
// `budgetOf(req)` finds it for body reading and answer writing.

import http from 'node:http';
import type { Socket } from 'node:net';
import { type ByteBudget, processBudget } from './budget.js';
import { hostHeaderProblem } from './host.js';
import { httpUrl, PortInUseError } from './ports.js';

export interface SocketLimits {
  /** Time a client has to send a request's headers. */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request, body included (slow bodies end here). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Most open connections. At the limit a new one closes the oldest idle connection; when none is idle it is refused. */
  maxConnections: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 256,
};

export interface HttpServerOptions extends Partial<SocketLimits> {
  /** The byte budget of bodies, answers and waiting requests (default: the process's, `processBudget()`). */
  budget?: ByteBudget | undefined;
}

/**
 * What a request parsed while an earlier answer on its connection is still being written costs the budget until
 * its turn: Node has made its request and answer objects (about 1.5 KB together), and they wait.
 */
export const WAITING_REQUEST_BYTES = 2048;

/** The budget of each open connection's server. */
const budgets = new WeakMap<Socket, ByteBudget>();

/** The byte budget of the server a request (or its answer) arrived at; undefined outside createHttpServer. */
export function budgetOf(message: http.IncomingMessage | http.ServerResponse): ByteBudget | undefined {
  const socket = message instanceof http.ServerResponse ? message.req.socket : message.socket;
  return socket ? budgets.get(socket) : undefined;
}

/**
 * Pipelined requests in turn. Node parses every request of a chunk it reads (64 KB: a thousand small requests)
 * and makes each one's answer wait for the earlier ones, so a client that pipelines without reading would have
 * every request worked on and every answer held. Here a request whose answer must wait (Node has not given it
 * the socket yet: `res.socket` is null) is handled only when its turn comes (Node's `socket` event, once the
 * earlier answer has been handed to the kernel), and the connection is not read meanwhile. Each waiting
 * request holds WAITING_REQUEST_BYTES of the budget; when they do not fit, the connection is closed (its
 * client is the one that sent more than the server can hold). The usual request, alone on its connection,
 * costs nothing here: it has its socket at once.
 */
/**
 * The handler behind the part of the Host rule every door shares (host.ts): a request without its one Host
 * header is a 400 before any door sees it, and its connection closes.
 */
function withHostHeader(handler: http.RequestListener): http.RequestListener {
  return (req, res) => {
    const problem = hostHeaderProblem(req);
    if (problem === undefined) {
      handler(req, res);
      return;
    }
    req.resume();
    const body = `Bad Request: ${problem}\n`;
    res.writeHead(400, {
      'content-type': 'text/plain; charset=UTF-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    });
    res.end(body);
  };
}

/**
 * Most requests one connection may have waiting for their turn. A client that reads its answers never gets near
 * it (Node parses at most one 64 KB read ahead of the answers: about 1,600 of the smallest requests); one that
 * pipelines without reading does, and its connection is closed.
 */
export const MAX_WAITING_REQUESTS = 4096;

function inTurn(handler: http.RequestListener, budget: ByteBudget): http.RequestListener {
  /**
   * Each connection's waiting requests: one close listener per connection, added once (a listener per request
   * made every turn an O(n) removal, and 30,000 waiting requests a minutes-long loop once their client left).
   */
  const waiting = new WeakMap<Socket, Set<() => void>>();
  return (req, res) => {
    if (res.socket) {
      handler(req, res);
      return;
    }
    const socket = req.socket;
    if (socket.destroyed) return;
    let queue = waiting.get(socket);
    if ((queue?.size ?? 0) >= MAX_WAITING_REQUESTS || !budget.tryTake(WAITING_REQUEST_BYTES)) {
      socket.destroy();
      return;
    }
    if (!queue) {
      const mine = new Set<() => void>();
      queue = mine;
      waiting.set(socket, mine);
      // a connection that closes first never gives the turn: its waiting requests are never worked on
      socket.once('close', () => {
        for (const give of [...mine]) give();
      });
    }
    socket.pause();
    const own = queue;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      budget.give(WAITING_REQUEST_BYTES);
      own.delete(done);
      if (own.size === 0 && !socket.destroyed) socket.resume();
    };
    own.add(done);
    res.once('socket', () => {
      if (!counted) return;
      done();
      handler(req, res);
    });
  };
}

/** Applies `limits` to a server that is not listening yet. Returns how many connections are open, for tests and stats. */
export function applySocketLimits(server: http.Server, limits: Partial<SocketLimits> = {}): () => number {
  const l = { ...DEFAULT_SOCKET_LIMITS, ...limits };
  server.headersTimeout = l.headersTimeoutMs;
  server.requestTimeout = l.requestTimeoutMs;
  server.keepAliveTimeout = l.keepAliveTimeoutMs;
  /**
   * Open connections, oldest first, each with its latest answer (or `upgraded`). A connection is idle when its
   * latest answer has ended: read at eviction time, so a request costs one assignment, not a listener.
   */
  const open = new Map<Socket, { latest: http.ServerResponse | undefined; upgraded: boolean }>();
  const idle = (state: { latest: http.ServerResponse | undefined; upgraded: boolean }) =>
    !state.upgraded && (state.latest === undefined || state.latest.writableEnded);
  server.on('connection', (socket: Socket) => {
    if (open.size >= l.maxConnections) {
      const oldestIdle = [...open].find(([, state]) => idle(state))?.[0];
      if (oldestIdle) oldestIdle.destroy();
      else {
        socket.destroy();
        return;
      }
    }
    open.set(socket, { latest: undefined, upgraded: false });
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const state = open.get(req.socket);
    if (state) state.latest = res;
  });
  server.on('upgrade', (req: http.IncomingMessage) => {
    const state = open.get(req.socket);
    if (state) state.upgraded = true;
  });
  return () => open.size;
}

/**
 * An HTTP server with the socket limits applied, pipelined requests in turn, the Host header's shape checked
 * (host.ts, `hostHeaderProblem`), and a byte budget (the process's unless `options.budget` is given). The
 * header and request timeouts are checked every second (Node's default check runs every 30 s, too coarse for a
 * 10 s limit). A client that half-closes its connection once its request is written (`shutdown(SHUT_WR)`, as
 * `curl` or a load balancer may) gets its answers, then the connection ends: Node's default ends the socket at
 * the client's FIN and aborts the requests in flight, so an answer that takes a turn of the event loop (a
 * relay) was never written.
 */
export function createHttpServer(
  handler: http.RequestListener,
  options: HttpServerOptions = {},
): { server: http.Server; openConnections: () => number; budget: ByteBudget } {
  const { budget = processBudget(), ...limits } = options;
  const server = http.createServer({ connectionsCheckingInterval: 1000 }, inTurn(withHostHeader(handler), budget));
  // Node's own switch (lib/_http_server.js `socketOnEnd`): answer what was asked, then end; not in @types/node
  (server as http.Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  server.on('connection', (socket: Socket) => budgets.set(socket, budget));
  return { server, openConnections: applySocketLimits(server, limits), budget };
}

/**
 * Answers every request Node cannot parse with a bare 400 and closes the connection: the mocks' rule, so
 * what a client sees does not depend on which parse error Node met (its own answers vary: 400, 431).
 * A request that did not arrive within the request timeout is no parse error: it gets a bare 408, so that a
 * slow upload on a busy machine is told apart from a broken one.
 * The answer comes after the answers to the requests before it on the connection (pipelined), never instead
 * of them: it waits for the latest of them to be written.
 */
export function answerUnparsedWith400(server: http.Server): void {
  const latest = new WeakMap<Socket, http.ServerResponse>();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => latest.set(req.socket, res));
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    const answer = () => {
      const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
      if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
      else socket.destroy();
    };
    const before = latest.get(socket);
    // only a request that could not be parsed after complete ones waits for their answers; a connection that
    // failed (reset mid-body) or a request broken while its own body was read ends at once
    const waits =
      before !== undefined &&
      !before.writableFinished &&
      before.req.complete &&
      !socket.destroyed &&
      String(err.code).startsWith('HPE_');
    if (!waits) {
      answer();
      return;
    }
    // no more requests are read from this connection; the earlier answers go first
    socket.pause();
    before.once('finish', answer);
    before.once('close', () => {
      if (!before.writableFinished) socket.destroy();
    });
  });
}

export interface Listening {
  url: string;
  port: number;
  host: string;
}

/** Listens on host:port (0 picks a free port). Rejects with PortInUseError when the port is taken. */
export function listen(server: http.Server, { host, port }: { host: string; port: number }): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(err.code === 'EADDRINUSE' ? new PortInUseError(port, host) : err);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ url: httpUrl(host, actual), port: actual, host });
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen({ host, port, exclusive: true });
  });
}

/** Stops accepting, closes every connection (idle and busy) and resolves once the server is closed. Idempotent. */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      server.closeAllConnections();
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
