// Relaying WebSocket connections to a fixed upstream, for the fronts of the monorepo. Each client connection
// gets its own upstream connection; messages go both ways unchanged unless a hook takes them. What holds
// whatever the client does:
//   - the Host rule (host.ts) decides at the upgrade: a refused Host gets the 403 of every other door;
//   - only the configured upstream is reached: the client's path and query are kept (or, with
//     `keepClientPath: false`, dropped for the upstream URL as given), never a host or port;
//   - memory stays bounded: a client that stops reading is closed once it holds more than `clientBufferBytes`
//     unsent (answers queued behind a pending one count), and when all clients together hold more than
//     `totalBufferBytes`, or what they hold does not fit in the server's byte budget (budget.ts, shared with its
//     HTTP bodies and answers), the largest holder goes first; an upstream that stops reading is closed the
//     same way;
//   - answers reach the client in the order the upstream sent them, even when a hook rewrites one
//     asynchronously (`toClient(promise)` holds its place);
//   - a flood cannot hold the event loop: each connection hands over one message per turn of the loop (ws's
//     `allowSynchronousEvents: false`), and its socket is not read while its parsed messages wait, so timers (a
//     stop's deadline), new connections and other clients are served between any two messages of a flood;
//   - no compression either way (a small frame cannot inflate into a large message), no subprotocol (as the
//     upstream offers none).

import type http from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import { type ByteBudget, processBudget } from './budget.js';
import { hostHeaderProblem, hostRefusedText } from './host.js';
import { upstreamUrl } from './relay.js';

export interface RelayedMessage {
  data: Buffer;
  isBinary: boolean;
}

/** One client connection and its upstream connection, as the hooks see them. */
export interface WebSocketLink {
  /** Sends a message to the upstream (queued, within the client's cap, until the upstream is open). */
  toUpstream(message: RelayedMessage): void;
  /**
   * Sends a message to the client after everything given before it. A promise holds its place until it settles
   * (undefined or a rejection: nothing is sent); `pendingBytes` (what its work holds) count against the caps
   * meanwhile.
   */
  toClient(message: RelayedMessage | Promise<RelayedMessage | undefined>, pendingBytes?: number): void;
  /** Closes both connections (`code` and `reason` go to the client). */
  close(code: number, reason: string): void;
  readonly closed: boolean;
}

/**
 * Why the relay closed a connection: its client stopped reading (past its cap or the shared budget), its
 * upstream stopped reading or had not accepted it before the client sent too much, or the upstream failed.
 */
export type WebSocketNoticeKind = 'slow-client' | 'slow-upstream' | 'upstream-failed';

export interface WebSocketRelayOptions {
  /** The upstream (http: or ws:); undefined while the upstream is not ready (upgrades get 503). */
  upstream: () => URL | undefined;
  /**
   * Whether the client's path and query are appended to the upstream's path (default true). False connects every
   * client to the upstream URL as given, its query included (a JSON-RPC endpoint has one URL).
   */
  keepClientPath?: boolean | undefined;
  /** The Host rule of the server (createHostCheck). */
  hostAllowed: (hostHeader: string | undefined) => boolean;
  /** Largest message a client may send. */
  maxMessageBytes: number;
  /** Largest message the upstream may send (default 64 MiB). */
  maxUpstreamMessageBytes?: number | undefined;
  /** Unsent bytes one client may hold before it is closed (default 16 MiB). */
  clientBufferBytes?: number | undefined;
  /** Unsent bytes all clients together may hold; past it the largest holder is closed (default 64 MiB). */
  totalBufferBytes?: number | undefined;
  /** Unsent bytes the upstream connection may hold before both are closed (default 16 MiB). */
  upstreamBufferBytes?: number | undefined;
  /** How long the upstream may take to accept a connection (default 10 s). */
  handshakeTimeoutMs?: number | undefined;
  /** The server's byte budget: what clients hold unsent counts against it (default: the process's). */
  budget?: ByteBudget | undefined;
  /** Takes each client message; the default sends it to the upstream. */
  onClientMessage?: (message: RelayedMessage, link: WebSocketLink) => void;
  /** Takes each upstream message; the default sends it to the client. */
  onUpstreamMessage?: (message: RelayedMessage, link: WebSocketLink) => void;
  /** Called once when a connection ends, however it ends. */
  onClose?: (link: WebSocketLink) => void;
  /** One line about a connection the relay closed, and why (a slow client, an upstream that failed). */
  onNotice?: (text: string, kind: WebSocketNoticeKind) => void;
}

export interface WebSocketRelay {
  /** Handles an HTTP server's `upgrade` event. */
  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Open client connections. */
  readonly size: number;
  /** Bytes held for all clients (unsent or queued). */
  held(): number;
  /** Ends every connection at once (no close handshake: a client that does not read would hold it up). */
  closeAll(): void;
}

export const DEFAULT_WS_RELAY_LIMITS = {
  maxUpstreamMessageBytes: 64 * 1024 * 1024,
  clientBufferBytes: 16 * 1024 * 1024,
  totalBufferBytes: 64 * 1024 * 1024,
  upstreamBufferBytes: 16 * 1024 * 1024,
  handshakeTimeoutMs: 10_000,
};

/** A client whose backlog is below this is not worth a look at the total (the sum is an O(clients) walk). */
const TOTAL_CHECK_FLOOR = 64 * 1024;

/** Answers an upgrade request with a plain HTTP error and closes the socket. */
function refuseUpgrade(socket: Duplex, status: number, reason: string, text: string): void {
  const body = Buffer.from(text, 'utf8');
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=UTF-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** A close code one may send (1005, 1006 and 1015 are reserved for reporting), else undefined. */
function sendableCode(code: number): number | undefined {
  return (code >= 1000 && code <= 1014 && ![1004, 1005, 1006].includes(code)) || (code >= 3000 && code <= 4999)
    ? code
    : undefined;
}

interface Slot {
  message: RelayedMessage | undefined;
  done: boolean;
}

export function createWebSocketRelay(options: WebSocketRelayOptions): WebSocketRelay {
  const limits = { ...DEFAULT_WS_RELAY_LIMITS, ...withoutUndefined(options) };
  const notice = options.onNotice ?? (() => {});
  const budget = options.budget ?? processBudget();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
    handleProtocols: () => false,
    allowSynchronousEvents: false,
  });
  const links = new Set<Link>();

  interface Link extends WebSocketLink {
    held(): number;
    drop(why?: { text: string; kind: WebSocketNoticeKind }): void;
  }

  /**
   * Takes `bytes` of the budget for `link`, closing the largest holders (this link too, last) until they fit;
   * false when `link` was closed instead.
   */
  const takeFor = (link: Link, bytes: number): boolean => {
    while (!budget.tryTake(bytes)) {
      let largest: Link | undefined;
      for (const l of links) if (!largest || l.held() > largest.held()) largest = l;
      if (!largest || largest === link || largest.held() === 0) {
        link.drop({
          text: `closed a WebSocket client: its ${bytes} bytes do not fit in the server's budget (${budget.used} of ${budget.total} in use)`,
          kind: 'slow-client',
        });
        return false;
      }
      largest.drop({
        text: `closed the WebSocket client holding the most unsent data (${largest.held()} bytes): the server's budget (${budget.total}) is in use`,
        kind: 'slow-client',
      });
    }
    return true;
  };

  const enforceTotal = () => {
    let total = 0;
    for (const l of links) total += l.held();
    while (total > limits.totalBufferBytes && links.size > 0) {
      let largest: Link | undefined;
      for (const l of links) if (!largest || l.held() > largest.held()) largest = l;
      if (!largest) return;
      total -= largest.held();
      largest.drop({
        text: `closed the WebSocket client holding the most unsent data (${largest.held()} bytes): all clients held ${total + largest.held()} (budget ${limits.totalBufferBytes})`,
        kind: 'slow-client',
      });
    }
  };

  const connect = (client: WebSocket, target: URL): Link => {
    const up = new WebSocket(target, {
      perMessageDeflate: false,
      maxPayload: limits.maxUpstreamMessageBytes,
      handshakeTimeout: limits.handshakeTimeoutMs,
      followRedirects: false,
      allowSynchronousEvents: false,
    });
    const toClientQueue: Slot[] = [];
    let queuedBytes = 0;
    const toUpstreamQueue: RelayedMessage[] = [];
    let toUpstreamBytes = 0;
    let closed = false;
    /** Bytes of the budget this connection holds: queued messages, and sent ones until ws has written them. */
    let taken = 0;

    const end = () => {
      if (closed) return;
      closed = true;
      links.delete(link);
      toClientQueue.length = 0;
      queuedBytes = 0;
      toUpstreamQueue.length = 0;
      budget.give(taken);
      taken = 0;
      options.onClose?.(link);
    };
    const held = () => (closed ? 0 : client.bufferedAmount + queuedBytes);
    const drop = (why?: { text: string; kind: WebSocketNoticeKind }) => {
      if (closed) return;
      if (why) notice(why.text, why.kind);
      end();
      client.terminate();
      up.terminate();
    };
    const deliver = (message: RelayedMessage) => {
      if (closed || client.readyState !== WebSocket.OPEN) return;
      if (held() > limits.clientBufferBytes) {
        drop({
          text: `closed a WebSocket client that stopped reading: ${held()} bytes unsent (cap ${limits.clientBufferBytes})`,
          kind: 'slow-client',
        });
        return;
      }
      const bytes = message.data.length;
      if (!takeFor(link, bytes)) return;
      taken += bytes;
      client.send(message.data, { binary: message.isBinary }, () => {
        if (closed) return;
        taken -= bytes;
        budget.give(bytes);
      });
      if (held() > TOTAL_CHECK_FLOOR) enforceTotal();
    };
    /** Counts bytes queued for the client; closes it past its cap. */
    const hold = (bytes: number) => {
      if (bytes > 0 && !takeFor(link, bytes)) return;
      taken += bytes;
      queuedBytes += bytes;
      if (held() > limits.clientBufferBytes)
        drop({
          text: `closed a WebSocket client that stopped reading: ${held()} bytes held (cap ${limits.clientBufferBytes})`,
          kind: 'slow-client',
        });
      else if (held() > TOTAL_CHECK_FLOOR) enforceTotal();
    };
    const flush = () => {
      while (toClientQueue[0]?.done) {
        const slot = toClientQueue.shift()!;
        if (slot.message) {
          queuedBytes -= slot.message.data.length;
          taken -= slot.message.data.length;
          budget.give(slot.message.data.length);
          deliver(slot.message);
        }
      }
    };

    const link: Link = {
      get closed() {
        return closed;
      },
      held,
      drop,
      toUpstream(message) {
        if (closed) return;
        if (up.readyState === WebSocket.CONNECTING) {
          toUpstreamBytes += message.data.length;
          if (toUpstreamBytes > limits.clientBufferBytes) {
            drop({
              text: `closed a WebSocket client that sent ${toUpstreamBytes} bytes before the upstream accepted it`,
              kind: 'slow-upstream',
            });
            return;
          }
          toUpstreamQueue.push(message);
          return;
        }
        if (up.readyState !== WebSocket.OPEN) return;
        if (up.bufferedAmount > limits.upstreamBufferBytes) {
          drop({
            text: `closed a WebSocket connection whose upstream stopped reading: ${up.bufferedAmount} bytes unsent`,
            kind: 'slow-upstream',
          });
          return;
        }
        up.send(message.data, { binary: message.isBinary });
      },
      toClient(message, pendingBytes = 0) {
        if (closed) return;
        if (!(message instanceof Promise)) {
          if (toClientQueue.length === 0) {
            deliver(message);
            return;
          }
          toClientQueue.push({ message, done: true });
          hold(message.data.length);
          return;
        }
        const slot: Slot = { message: undefined, done: false };
        toClientQueue.push(slot);
        hold(pendingBytes);
        const settle = (value: RelayedMessage | undefined) => {
          if (closed) return;
          slot.done = true;
          slot.message = undefined;
          queuedBytes -= pendingBytes;
          taken -= pendingBytes;
          budget.give(pendingBytes);
          if (value) {
            hold(value.data.length);
            if (closed) return;
            slot.message = value;
          }
          flush();
        };
        message.then(settle, () => settle(undefined));
      },
      close(code, reason) {
        if (closed) return;
        end();
        client.close(code, reason);
        up.terminate();
      },
    };
    links.add(link);

    // ws still hands over what it had read when a connection ends (one message per turn): skipped at once, so
    // that a stop is not held up by work for connections that are gone
    client.on('message', (data, isBinary) => {
      if (closed) return;
      const message = { data: data as Buffer, isBinary };
      if (options.onClientMessage) options.onClientMessage(message, link);
      else link.toUpstream(message);
    });
    up.on('message', (data, isBinary) => {
      if (closed) return;
      const message = { data: data as Buffer, isBinary };
      if (options.onUpstreamMessage) options.onUpstreamMessage(message, link);
      else link.toClient(message);
    });
    up.on('open', () => {
      for (const message of toUpstreamQueue.splice(0)) up.send(message.data, { binary: message.isBinary });
      toUpstreamBytes = 0;
    });
    up.on('error', (err) => {
      if (closed) return;
      notice(`a WebSocket upstream connection failed (${err.message}); its client was closed`, 'upstream-failed');
      end();
      client.close(1011, 'upstream connection failed');
      up.terminate();
    });
    up.on('close', (code, reason) => {
      if (closed) return;
      end();
      client.close(sendableCode(code), reason);
    });
    client.on('error', () => {
      end();
      client.terminate();
      up.terminate();
    });
    client.on('close', (code, reason) => {
      const wasOpen = !closed;
      end();
      if (!wasOpen) return;
      if (up.readyState === WebSocket.OPEN) up.close(sendableCode(code), reason);
      else up.terminate();
    });
    return link;
  };

  return {
    handleUpgrade(req, socket, head) {
      socket.on('error', () => {});
      const problem = hostHeaderProblem(req);
      if (problem !== undefined) {
        refuseUpgrade(socket, 400, 'Bad Request', `Bad Request: ${problem}\n`);
        return;
      }
      const host = req.headers.host;
      if (!options.hostAllowed(host)) {
        refuseUpgrade(socket, 403, 'Forbidden', hostRefusedText(host));
        return;
      }
      const base = options.upstream();
      if (!base) {
        refuseUpgrade(socket, 503, 'Service Unavailable', 'The upstream is not ready yet\n');
        return;
      }
      const target = options.keepClientPath === false ? new URL(base) : upstreamUrl(base, req.url);
      target.hash = '';
      target.protocol = base.protocol === 'https:' || base.protocol === 'wss:' ? 'wss:' : 'ws:';
      wss.handleUpgrade(req, socket, head, (client) => {
        connect(client, target);
      });
    },
    get size() {
      return links.size;
    },
    held() {
      let total = 0;
      for (const l of links) total += l.held();
      return total;
    },
    closeAll() {
      for (const l of [...links]) l.drop();
    },
  };
}

/** The numeric limits of `options` that are set (so that `undefined` keeps the default). */
function withoutUndefined(options: WebSocketRelayOptions): Partial<typeof DEFAULT_WS_RELAY_LIMITS> {
  const out: Partial<typeof DEFAULT_WS_RELAY_LIMITS> = {};
  for (const key of Object.keys(DEFAULT_WS_RELAY_LIMITS) as (keyof typeof DEFAULT_WS_RELAY_LIMITS)[]) {
    const value = options[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}
