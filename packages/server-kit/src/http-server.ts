// Listening, closing and the socket limits every HTTP server of the monorepo applies: slow or idle
// clients are timed out, and a full server makes room for a new client by closing its oldest idle
// connection instead of locking everybody out.

import http from 'node:http';
import type { Socket } from 'node:net';
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
 * An HTTP server with the socket limits applied. The header and request timeouts are checked every
 * second (Node's default check runs every 30 s, too coarse for a 10 s limit). A client that half-closes
 * its connection once its request is written (`shutdown(SHUT_WR)`, as `curl` or a load balancer may) gets
 * its answers, then the connection ends: Node's default ends the socket at the client's FIN and aborts the
 * requests in flight, so an answer that takes a turn of the event loop (a relay) was never written.
 */
export function createHttpServer(
  handler: http.RequestListener,
  limits: Partial<SocketLimits> = {},
): { server: http.Server; openConnections: () => number } {
  const server = http.createServer({ connectionsCheckingInterval: 1000 }, handler);
  // Node's own switch (lib/_http_server.js `socketOnEnd`): answer what was asked, then end; not in @types/node
  (server as http.Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  return { server, openConnections: applySocketLimits(server, limits) };
}

/**
 * Answers every request Node cannot parse with a bare 400 and closes the connection: the mocks' rule, so
 * what a client sees does not depend on which parse error Node met (its own answers vary: 400, 431, 408).
 */
export function answerUnparsedWith400(server: http.Server): void {
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
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
