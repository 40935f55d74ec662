// The WebSocket relay under a flood from its upstream (issue 34: 25,000 subscriptions through the rpc proxy kept
// its event loop on one turn for tens of seconds, so neither the stop deadline's timer nor a new client was
// served): the relay hands its hooks one message per connection per turn of the loop, and none once the
// connection has ended. Counted in turns of the loop, not in milliseconds.

import { once } from 'node:events';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import {
  closeServer,
  createHostCheck,
  createHttpServer,
  createWebSocketRelay,
  listen,
  type WebSocketRelayOptions,
} from '../src/index.js';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const FLOOD = 3000;

/** An upstream that answers any message with FLOOD messages of 200 bytes, all written at once. */
async function floodingUpstream(): Promise<string> {
  const server = http.createServer((_req, res) => res.end());
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws) => {
    ws.on('error', () => {});
    ws.once('message', () => {
      for (let i = 0; i < FLOOD; i++) ws.send(`${String(i).padStart(6, '0')}${'x'.repeat(194)}`);
    });
  });
  const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
  cleanups.push(() => {
    for (const ws of wss.clients) ws.terminate();
    return closeServer(server);
  });
  return url;
}

async function relayTo(upstream: string, hooks: Partial<WebSocketRelayOptions>): Promise<string> {
  const relay = createWebSocketRelay({
    upstream: () => new URL(upstream),
    hostAllowed: createHostCheck({ boundHost: '127.0.0.1' }),
    maxMessageBytes: 1024 * 1024,
    ...hooks,
  });
  const { server } = createHttpServer((_req, res) => res.end());
  server.on('upgrade', (req, socket, head) => relay.handleUpgrade(req, socket, head));
  const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
  cleanups.push(async () => {
    relay.closeAll();
    await closeServer(server);
  });
  return url.replace(/^http/, 'ws');
}

async function open(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url);
  ws.on('error', () => {});
  cleanups.push(() => ws.terminate());
  await once(ws, 'open');
  return ws;
}

describe('the WebSocket relay under an upstream flood', () => {
  it(`hands over ${FLOOD} upstream messages one per turn of the event loop, in order`, async () => {
    const perTurn: number[] = [];
    let thisTurn = 0;
    const seen: number[] = [];
    let all: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      all = resolve;
    });
    const url = await relayTo(await floodingUpstream(), {
      onUpstreamMessage(message, link) {
        seen.push(Number(message.data.subarray(0, 6).toString()));
        // a turn ends when the immediates queued during it run
        if (thisTurn++ === 0)
          setImmediate(() => {
            perTurn.push(thisTurn);
            thisTurn = 0;
          });
        link.toClient(message);
        if (seen.length === FLOOD) all();
      },
    });
    const client = await open(url);
    client.send('go');
    await done;
    expect(seen).toEqual(Array.from({ length: FLOOD }, (_, i) => i));
    // before: a 64 KB read (over 300 messages) went to the hooks in one turn
    expect(Math.max(...perTurn)).toBe(1);
  });

  it('hands nothing more to the hooks once the connection has ended', async () => {
    let afterClose = 0;
    let firstClosed = false;
    let other = 0;
    let otherDone: () => void = () => {};
    const otherFlood = new Promise<void>((resolve) => {
      otherDone = resolve;
    });
    const url = await relayTo(await floodingUpstream(), {
      onUpstreamMessage(message, link) {
        if (link.closed) afterClose++;
        else if (!firstClosed) {
          firstClosed = true;
          link.close(1000, 'enough');
        } else if (++other === FLOOD) otherDone();
        else link.toClient(message);
      },
    });
    const first = await open(url);
    first.send('go');
    await once(first, 'close');
    // a second flood takes thousands of turns: what the first connection's socket had read is long done by then
    const second = await open(url);
    second.send('go');
    await otherFlood;
    // before: the rest of the first connection's 64 KB read went to the hook after its close
    expect(afterClose).toBe(0);
  });
});
