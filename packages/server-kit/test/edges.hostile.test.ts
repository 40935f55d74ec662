// The edges every server of the monorepo shares (issue 34), against in-process servers on loopback with small
// budgets: pipelined requests handled only as fast as their answers drain, within the byte budget; answers in
// order, a malformed request's 400 last; large answers within the budget; the Host header's shape and the Host
// rule at the WebSocket upgrade as on HTTP.

import { once } from 'node:events';
import type http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import {
  answerUnparsedWith400,
  ByteBudget,
  closeServer,
  createHostCheck,
  createHttpServer,
  createWebSocketRelay,
  LARGE_ANSWER_BYTES,
  listen,
  send,
  sendText,
  WAITING_REQUEST_BYTES,
} from '../src/index.js';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function start(handler: http.RequestListener, budget: ByteBudget) {
  const { server } = createHttpServer(handler, { budget });
  answerUnparsedWith400(server);
  const where = await listen(server, { host: '127.0.0.1', port: 0 });
  cleanups.push(() => closeServer(server));
  return { server, ...where };
}

async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  cleanups.push(() => socket.destroy());
  await once(socket, 'connect');
  return socket;
}

/** Everything a socket receives until the server closes it. */
function readAll(socket: net.Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
  });
  return once(socket, 'close').then(() => text);
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

describe('pipelined requests', () => {
  it('20,000 on a connection that never reads: handled as answers drain, the waiting ones within the budget', async () => {
    const budget = new ByteBudget(1024 * 1024);
    const page = Buffer.alloc(64 * 1024, 'x');
    let handled = 0;
    const s = await start((_req, res) => {
      handled++;
      send(res, { status: 200, headers: { 'content-type': 'text/plain' }, body: page });
    }, budget);
    const attacker = await connect(s.port);
    attacker.pause(); // reads nothing, ever
    attacker.write(get('/').repeat(20_000));
    // the server closes it once its waiting requests no longer fit in the budget (a socket that does not read
    // learns of that by writing: the server's kernel resets what arrives after the close)
    await vi.waitFor(
      () => {
        attacker.write('\r\n');
        expect(attacker.destroyed).toBe(true);
      },
      { timeout: 60_000, interval: 20 },
    );
    // only what the kernel's buffers took was worked on, not the 20,000 (1.3 GB of answers held before)
    expect(handled).toBeLessThan(2_000);
    await vi.waitFor(() => expect(budget.used).toBe(0), { timeout: 60_000 });
    // a new client is served at once
    const res = await fetch(`${s.url}/`);
    expect([res.status, (await res.arrayBuffer()).byteLength]).toEqual([200, page.length]);
  });

  it('waiting requests hold one close listener per connection, however many there are', async () => {
    // a listener per waiting request made each turn an O(n) removal: 100,000 pipelined POSTs kept the node mock
    // busy for minutes after their client left (no new client served, SIGTERM ignored)
    const budget = new ByteBudget(16 * 1024 * 1024);
    let first: { socket: net.Socket; res: http.ServerResponse } | undefined;
    const s = await start((req, res) => {
      first ??= { socket: req.socket, res }; // held: every later request on the connection waits for it
    }, budget);
    const client = await connect(s.port);
    client.write(get('/').repeat(1000));
    await vi.waitFor(() => expect(budget.used).toBeGreaterThanOrEqual(500 * WAITING_REQUEST_BYTES), {
      timeout: 10_000,
    });
    expect(first?.socket.listenerCount('close')).toBeLessThan(10);
    first?.res.end();
  });

  it('a client that reads gets every answer of 200 pipelined requests, in order', async () => {
    const budget = new ByteBudget(8 * 1024 * 1024);
    const s = await start((req, res) => {
      // answers that take their time, the later ones less: order is the server's to keep
      const n = Number(req.url?.slice(1));
      setTimeout(() => sendText(res, 200, `${n};`), n % 3);
    }, budget);
    const client = await connect(s.port);
    const all = readAll(client);
    client.write(
      `${Array.from({ length: 199 }, (_, n) => get(`/${n}`)).join('')}GET /199 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    const bodies = (await all).split(/HTTP\/1\.1 200 OK\r\n[\s\S]*?\r\n\r\n/).filter(Boolean);
    expect(bodies.join('')).toBe(Array.from({ length: 200 }, (_, n) => `${n};`).join(''));
    expect(budget.used).toBe(0);
  });

  it('a valid request and then a malformed one: the answer first, then the 400', async () => {
    const s = await start((_req, res) => setTimeout(() => sendText(res, 200, 'first'), 20), new ByteBudget(1 << 20));
    const client = await connect(s.port);
    const all = readAll(client);
    client.write(`${get('/')}GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n`);
    const text = await all;
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nfirstHTTP\/1\.1 400 Bad Request\r\n/);
  });
});

describe('large answers', () => {
  it('hold their bytes until written; one that does not fit beside them is 503, and the bytes come back', async () => {
    const budget = new ByteBudget(3 * LARGE_ANSWER_BYTES);
    const big = Buffer.alloc(2 * LARGE_ANSWER_BYTES, 'y');
    const s = await start((_req, res) => send(res, { status: 200, headers: {}, body: big }), budget);
    budget.tryTake(2 * LARGE_ANSWER_BYTES); // what answers to clients that do not read would hold
    const refused = await fetch(`${s.url}/`);
    expect([refused.status, refused.headers.get('retry-after'), await refused.text()]).toEqual([
      503,
      '1',
      'The server is busy: its memory budget is in use by other clients; try again\n',
    ]);
    budget.give(2 * LARGE_ANSWER_BYTES);
    const served = await fetch(`${s.url}/`);
    expect([served.status, (await served.arrayBuffer()).byteLength]).toEqual([200, big.length]);
    await vi.waitFor(() => expect(budget.used).toBe(0), { timeout: 60_000 });
  });
});

describe('the Host header', () => {
  it('twice is a 400 at every door, before the door sees the request', async () => {
    let seen = 0;
    const s = await start(
      (_req, res) => {
        seen++;
        sendText(res, 200, 'ok');
      },
      new ByteBudget(1 << 20),
    );
    const client = await connect(s.port);
    const all = readAll(client);
    client.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n');
    expect(await all).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[\s\S]*one Host header/);
    expect(seen).toBe(0);
  });

  it('at a WebSocket upgrade: none on HTTP/1.1 is 400, twice is 400, `[::1]evil.example` is 403, as on HTTP', async () => {
    const upstream = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => new Promise((resolve) => upstream.close(resolve)));
    await once(upstream, 'listening');
    const relay = createWebSocketRelay({
      upstream: () => new URL(`ws://127.0.0.1:${(upstream.address() as net.AddressInfo).port}`),
      hostAllowed: createHostCheck({ boundHost: '127.0.0.1' }),
      maxMessageBytes: 1024,
    });
    const s = await start((_req, res) => sendText(res, 200, 'ok'), new ByteBudget(1 << 20));
    s.server.on('upgrade', (req, socket, head) => relay.handleUpgrade(req, socket, head));
    cleanups.push(() => relay.closeAll());
    const upgrade = (hostLines: string) =>
      `GET / HTTP/1.1\r\n${hostLines}Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
    const statusOf = async (request: string) => {
      const client = await connect(s.port);
      const all = readAll(client);
      client.write(request);
      return /^HTTP\/1\.1 (\d{3})/.exec(await all)?.[1];
    };
    expect(await statusOf(upgrade(''))).toBe('400');
    expect(await statusOf(upgrade('Host: 127.0.0.1\r\nHost: evil.example\r\n'))).toBe('400');
    expect(await statusOf(upgrade('Host: [::1]evil.example\r\n'))).toBe('403');
    // and the same client with a proper Host gets its WebSocket
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}/`);
    cleanups.push(() => ws.terminate());
    await once(ws, 'open');
  });
});
