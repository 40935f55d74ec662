// SIGTERM stops the built `sidechain-conform proxy rpc` within 2 s while a subscription flood goes through it
// (issue 34, degraded: after 25,000 subscriptions the proxy once needed SIGKILL, SIGTERM did not stop it in 8 s).
// The clients stop reading once subscribed; the upstream then sends each subscription notifications.

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { closeServer, listen } from '@sidechain-api/server-kit';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';

const CLI = fileURLToPath(new URL('../dist/lib/cli.js', import.meta.url));
const CONNECTIONS = 20;
const SUBSCRIPTIONS = 100;
const NOTIFICATIONS = 10;

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/**
 * A JSON-RPC WebSocket upstream: every eth_subscribe gets an id; `flood(n)` sends every id `n` notifications and
 * resolves once they are all written to the proxy's sockets.
 */
async function floodingUpstream(): Promise<{ url: string; flood(n: number): Promise<void> }> {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server });
  const subscribed = new Map<WebSocket, string[]>();
  wss.on('connection', (ws) => {
    ws.on('error', () => {});
    const ids: string[] = [];
    subscribed.set(ws, ids);
    ws.on('message', (data: Buffer) => {
      const call = JSON.parse(String(data)) as { id: number };
      const id = `0x${(subscribed.size * 1000 + call.id).toString(16)}`;
      ids.push(id);
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: id }));
    });
  });
  const hash = `0x${'ab'.repeat(32)}`;
  const notification = (subscription: string) =>
    JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription, result: hash } });
  const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
  closers.push(async () => {
    for (const ws of wss.clients) ws.terminate();
    wss.close();
    await closeServer(server);
  });
  return {
    url,
    flood: (n) => {
      const written: Promise<void>[] = [];
      for (const [ws, ids] of subscribed)
        for (let k = 0; k < n; k++)
          for (const id of ids) written.push(new Promise((resolve) => ws.send(notification(id), () => resolve())));
      return Promise.all(written).then(() => undefined);
    },
  };
}

function startProxy(upstream: string): Promise<{ child: ChildProcess; url: string; errors(): string }> {
  if (!existsSync(CLI)) throw new Error(`${CLI} does not exist: run \`npm run build\` first`);
  const child = spawn(process.execPath, [CLI, 'proxy', 'rpc', '--upstream', upstream, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  closers.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let text = '';
  // read as it comes, so that a full pipe could never hold the proxy up (violation lines go there)
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk;
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(text)?.[1];
      if (url) resolve({ child, url, errors: () => errors });
    });
    child.once('exit', () => reject(new Error(`the proxy exited: ${text}`)));
  });
}

describe('sidechain-conform proxy rpc', () => {
  it(`SIGTERM during ${CONNECTIONS} × ${SUBSCRIPTIONS} subscriptions, their notifications unread: exit 0 within 2 s`, async () => {
    const upstream = await floodingUpstream();
    const proxy = await startProxy(upstream.url);
    const clients = await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        const ws = new WebSocket(proxy.url.replace(/^http/, 'ws'));
        ws.on('error', () => {});
        closers.push(() => ws.terminate());
        await once(ws, 'open');
        return ws;
      }),
    );
    // every subscription confirmed before the clients stop reading
    await Promise.all(
      clients.map(async (ws) => {
        let confirmed = 0;
        const all = new Promise<void>((resolve) =>
          ws.on('message', (data: Buffer) => {
            if ('result' in JSON.parse(String(data)) && ++confirmed === SUBSCRIPTIONS) resolve();
          }),
        );
        for (let id = 1; id <= SUBSCRIPTIONS; id++)
          ws.send(JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_subscribe', params: ['newPendingTransactions'] }));
        await all;
        ws.pause();
      }),
    );
    // notifications the proxy relays to clients that no longer read
    await upstream.flood(NOTIFICATIONS);
    const exited = once(proxy.child, 'exit');
    const signalled = performance.now();
    proxy.child.kill('SIGTERM');
    const [code, signal] = await exited;
    expect(performance.now() - signalled).toBeLessThan(2000);
    expect([code, signal, proxy.errors()]).toEqual([0, null, '']);
  }, 60_000);
});
