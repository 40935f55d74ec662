// The WebSocket relay's test harness, for ws-relay.test.ts and ws-relay.hostile.test.ts: a real upstream and a
// relay in front of it, both on 127.0.0.1, and clients; everything started is ended by `cleanUp` (afterEach).

import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** Ends `cleanup` at the next cleanUp, after what was started later. */
export function onCleanup(cleanup: () => Promise<unknown> | unknown): void {
  cleanups.push(cleanup);
}

/** Ends everything started since the last call, the newest first. */
export async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/**
 * An upstream that echoes, and answers `flood:<n>:<bytes>` with n messages of that size, all written at once;
 * each begins with its index in six digits (when it has room), so that their order can be read.
 */
export async function startUpstream() {
  const server = http.createServer((_req, res) => res.end());
  const wss = new WebSocketServer({ server });
  const upgrades: { host: string | undefined; url: string | undefined }[] = [];
  wss.on('connection', (socket, req) => {
    upgrades.push({ host: req.headers.host, url: req.url });
    socket.on('error', () => {});
    socket.on('message', (data) => {
      const flood = /^flood:(\d+):(\d+)$/.exec(String(data));
      if (!flood) return socket.send(String(data));
      const bytes = Number(flood[2]);
      for (let i = 0; i < Number(flood[1]); i++)
        socket.send(bytes >= 6 ? `${String(i).padStart(6, '0')}${'x'.repeat(bytes - 6)}` : 'x'.repeat(bytes));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(() => {
    for (const client of wss.clients) client.terminate();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, upgrades };
}

/** A relay to `upstream` (undefined: not ready yet), with its notices and their kinds as it gave them. */
export async function startRelay(upstream: string | undefined, options: Partial<WebSocketRelayOptions> = {}) {
  const notices: string[] = [];
  const noticeKinds: string[] = [];
  const relay = createWebSocketRelay({
    upstream: () => (upstream ? new URL(upstream) : undefined),
    hostAllowed: createHostCheck({ boundHost: '127.0.0.1' }),
    maxMessageBytes: 1024 * 1024,
    onNotice: (text, kind) => {
      notices.push(text);
      noticeKinds.push(kind);
    },
    ...options,
  });
  const { server } = createHttpServer((_req, res) => res.end());
  server.on('upgrade', (req, socket, head) => relay.handleUpgrade(req, socket, head));
  const where = await listen(server, { host: '127.0.0.1', port: 0 });
  onCleanup(async () => {
    relay.closeAll();
    await closeServer(server);
  });
  return { relay, notices, noticeKinds, wsUrl: where.url.replace('http:', 'ws:'), port: where.port };
}

/** A client, once open (rejects when it cannot connect). */
export function open(url: string, options: WebSocket.ClientOptions = {}): Promise<WebSocket> {
  const ws = new WebSocket(url, options);
  onCleanup(() => ws.terminate());
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}
