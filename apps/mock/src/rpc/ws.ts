// The JSON-RPC mock over WebSocket (same port as HTTP): calls and batches with the same rules as HTTP
// (op-geth serves both through one handler, go-ethereum v1.17.2 rpc/handler.go), subscriptions, and
// bounds on what waits for clients that do not read:
//   - a connection with more than `pauseReadingBytes` unsent is not read until its queue drains, so a client
//     that stops reading cannot make the mock compute more answers for it (as Node's HTTP server stops
//     parsing pipelined requests);
//   - per connection: past `maxPendingBytes` queued (notifications keep coming), the connection is dropped
//     (op-geth drops slow subscribers too);
//   - all connections together (the mock's own): what is queued counts against the server's byte budget (the one
//     HTTP bodies and answers count against); a message that does not fit drops its connection at once, so 100
//     clients that stop reading cannot take the mock past the budget. (A close handshake would keep the queue
//     for its 30 s timeout.)
// Messages are queued as bytes (a string with one non-Latin-1 character costs V8 two bytes per character).

import type { Server } from 'node:http';
import { type ByteBudget, hostHeaderProblem } from '@sidechain-api/server-kit';
import { WebSocket, WebSocketServer } from 'ws';
import type { Dispatcher, RpcAnswer } from './dispatch.js';
import { roomFor } from './http.js';
import { ConnectionSubscriptions, type HeadEvent, type SubscriptionLimits } from './subscriptions.js';

export interface RpcWebSocketOptions {
  server: Server;
  dispatcher: Dispatcher;
  hostAllowed: (host: string | undefined) => boolean;
  /** Largest message a client may send. */
  maxMessageBytes: number;
  /** Unsent bytes after which a connection's messages are not read until it drains. */
  pauseReadingBytes: number;
  /** Unsent bytes after which one connection is dropped. */
  maxPendingBytes: number;
  /** The server's byte budget: unsent bytes of every connection count against it, and batches are built within it. */
  budget: ByteBudget;
  subscriptionLimits: SubscriptionLimits;
  /** Bytes of logs filters all subscriptions may hold together. */
  subscriptionCriteria: ByteBudget;
  newConnectionId: () => number;
}

export interface RpcWebSocket {
  wss: WebSocketServer;
  /** Sends a new head's notifications to every subscriber. */
  onHead(event: HeadEvent): void;
  subscriptionCount(): number;
  /** Connections not read until their unsent answers drain (past `pauseReadingBytes`). */
  pausedCount(): number;
  close(): Promise<void>;
}

export function createRpcWebSocket(o: RpcWebSocketOptions): RpcWebSocket {
  const connections = new Map<WebSocket, ConnectionSubscriptions>();
  const wss = new WebSocketServer({
    server: o.server,
    maxPayload: o.maxMessageBytes,
    perMessageDeflate: false,
    // the Host rule of every door (server-kit host.ts): its shape first (400), then the name (403)
    verifyClient: ({ req }, done) => {
      const problem = hostHeaderProblem(req);
      if (problem !== undefined) done(false, 400, `Bad Request: ${problem}`);
      else if (!o.hostAllowed(req.headers.host)) done(false, 403, 'Host not allowed');
      else done(true);
    },
  });
  wss.on('error', () => {});

  /** Sends unless the client has stopped reading (see the bounds above). */
  const send = (ws: WebSocket, answer: RpcAnswer): void => {
    // Equivalent mutant: the check → false (ws refuses a send on a closing socket, no throw; the callback gives back).
    if (ws.readyState !== WebSocket.OPEN) return;
    const bytes = typeof answer === 'string' ? Buffer.byteLength(answer) : answer.bytes;
    if (ws.bufferedAmount + bytes > o.maxPendingBytes || !o.budget.tryTake(bytes)) {
      ws.terminate();
      return;
    }
    // one message is one frame: a batch's pieces are joined here, within the bytes just taken
    // Equivalent mutant: the `'utf8'` dropped or emptied (UTF-8 is Buffer.from's default).
    const data = typeof answer === 'string' ? Buffer.from(answer, 'utf8') : Buffer.concat(answer.parts, bytes);
    // Equivalent mutants: the `given` guard (ws calls a send callback once; the guard only makes that explicit).
    let given = false;
    ws.send(data, { binary: false }, () => {
      if (given) return;
      given = true;
      o.budget.give(bytes);
      if (ws.isPaused && ws.bufferedAmount <= o.pauseReadingBytes) ws.resume();
    });
  };

  wss.on('connection', (ws) => {
    ws.on('error', () => {});
    const subscriptions = new ConnectionSubscriptions(
      (text) => send(ws, text),
      o.subscriptionLimits,
      o.subscriptionCriteria,
    );
    connections.set(ws, subscriptions);
    // Equivalent mutant: `'ws'` → `''` (only `'http'` is ever compared).
    const caller = { transport: 'ws' as const, connection: o.newConnectionId(), subscriptions };
    // ws hands a message over as one Buffer, text and binary frames alike: binaryType stays 'nodebuffer'
    ws.on('message', (data: Buffer) => {
      try {
        // Equivalent mutant: the check → false (send() drops the answer on a socket that is not open).
        if (ws.readyState !== WebSocket.OPEN) return;
        const out = o.dispatcher.handleMessage(data.toString('utf8'), caller, roomFor(o.budget));
        // Equivalent mutant: the check → true (send(null) throws inside this try, and nothing is sent either way).
        if (out !== null) send(ws, out);
        if (ws.bufferedAmount > o.pauseReadingBytes) ws.pause(); // resumed by a send callback once drained
      } catch {
        // never crash on a message
      }
    });
    ws.on('close', () => {
      subscriptions.clear();
      connections.delete(ws);
    });
  });

  return {
    wss,
    onHead(event) {
      for (const subscriptions of connections.values()) {
        try {
          subscriptions.onHead(event);
        } catch {
          // a failing notification must not stop the others
        }
      }
    },
    subscriptionCount: () => [...connections.values()].reduce((n, s) => n + s.size, 0),
    pausedCount: () => [...connections.keys()].filter((ws) => ws.isPaused).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const [ws, subscriptions] of connections) {
          subscriptions.clear();
          ws.terminate();
        }
        connections.clear();
        wss.close(() => resolve());
      }),
  };
}
