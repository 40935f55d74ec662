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
//   - time: a new head's notifications go out a slice of the event loop at a time (server-kit's runInSlices),
//     so thousands of subscriptions never hold up other clients, timers or a stop; heads that come meanwhile wait
//     as a range of numbers, each made into its notifications when its turn comes (memory stays flat when heads
//     come faster than their notifications can go out). A batch is answered in slices too, its connection not
//     read meanwhile.
// Messages are queued as bytes (a string with one non-Latin-1 character costs V8 two bytes per character).

import type { Server } from 'node:http';
import { type ByteBudget, hostHeaderProblem, runInSlices } from '@sidechain-api/server-kit';
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
  /** What head n sends its subscribers. */
  headEvent: (n: bigint) => HeadEvent;
  /** Bytes of logs filters all subscriptions may hold together. */
  subscriptionCriteria: ByteBudget;
  newConnectionId: () => number;
}

export interface RpcWebSocket {
  wss: WebSocketServer;
  /** Sends head n's notifications to every subscriber, after those of the heads before it. */
  onHead(n: bigint): void;
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

  /** Connections whose batch is being answered in slices (not read meanwhile). */
  const answering = new WeakSet<WebSocket>();

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
      if (ws.isPaused && !answering.has(ws) && ws.bufferedAmount <= o.pauseReadingBytes) ws.resume();
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
    // A batch is answered in slices of the event loop (a promise): meanwhile the connection is not read, and the
    // messages ws had already parsed wait in line behind it, so answers keep their order.
    const inLine: Buffer[] = [];
    const take = (data: Buffer) => {
      // Equivalent mutant: the check → false (send() drops the answer on a socket that is not open).
      if (ws.readyState !== WebSocket.OPEN) return;
      const out = o.dispatcher.answerInSlices(data.toString('utf8'), caller, () => roomFor(o.budget));
      if (out instanceof Promise) {
        answering.add(ws);
        ws.pause();
        void out.then((done) => {
          answering.delete(ws);
          if (done !== null) send(ws, done);
          while (!answering.has(ws) && inLine.length > 0) take(inLine.shift() as Buffer);
          if (!answering.has(ws) && ws.bufferedAmount <= o.pauseReadingBytes) ws.resume();
        });
        return;
      }
      // Equivalent mutant: the check → true (send(null) throws inside this try, and nothing is sent either way).
      if (out !== null) send(ws, out);
      if (ws.bufferedAmount > o.pauseReadingBytes) ws.pause(); // resumed by a send callback once drained
    };
    // ws hands a message over as one Buffer, text and binary frames alike: binaryType stays 'nodebuffer'
    ws.on('message', (data: Buffer) => {
      try {
        if (answering.has(ws)) inLine.push(data);
        else take(data);
      } catch {
        // never crash on a message
      }
    });
    ws.on('close', () => {
      subscriptions.clear();
      connections.delete(ws);
    });
  });

  /** The heads whose notifications wait their turn, from `waitingFrom` to `waitingTo` (none: undefined). */
  let waitingFrom: bigint | undefined;
  let waitingTo = 0n;
  let notifying = false;
  /** Each waiting head's notifications, connection by connection, yielding after each connection. */
  function* notifyAll(): Generator<void, void> {
    while (waitingFrom !== undefined) {
      const event = o.headEvent(waitingFrom);
      waitingFrom = waitingFrom < waitingTo ? waitingFrom + 1n : undefined;
      for (const subscriptions of [...connections.values()]) {
        try {
          subscriptions.onHead(event);
        } catch {
          // a failing notification must not stop the others
        }
        yield;
      }
    }
  }
  const notifyInSlices = () => {
    notifying = true;
    void runInSlices(notifyAll()).then(() => {
      notifying = false;
      if (waitingFrom !== undefined) notifyInSlices();
    });
  };

  return {
    wss,
    onHead(n) {
      waitingFrom ??= n;
      waitingTo = n;
      if (!notifying) notifyInSlices();
    },
    subscriptionCount: () => [...connections.values()].reduce((n, s) => n + s.size, 0),
    pausedCount: () => [...connections.keys()].filter((ws) => ws.isPaused).length,
    close: () =>
      new Promise<void>((resolve) => {
        waitingFrom = undefined;
        for (const [ws, subscriptions] of connections) {
          subscriptions.clear();
          ws.terminate();
        }
        connections.clear();
        wss.close(() => resolve());
      }),
  };
}
