// Hostile answers against the node client (issue 24): a server that drips an endless answer. A call
// that times out must let its connection go and stop reading, so nothing piles up in memory. And a server
// that never answers (issue 34): timed-out calls abort their requests, so the process can exit.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { createNodeClient, NodeTimeoutError } from '../src/index.js';

const CHUNK = Buffer.alloc(64 * 1024, 'x');
const DRIP_MS = 50;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/**
 * A server that answers 200 at once, then 64 KB every 50 ms, forever. It counts the connections that
 * carry such an answer until they close (fetch may open idle spare connections too: not counted) and
 * the bytes sent.
 */
async function startDrippingServer() {
  const sockets = new Set<Socket>();
  const state = { sent: 0, sockets, emptied: undefined as (() => void) | undefined };
  server = createServer((req, res) => {
    req.resume();
    const socket = req.socket;
    if (!sockets.has(socket)) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0) state.emptied?.();
      });
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"result":"');
    const timer = setInterval(() => {
      if (res.destroyed) return;
      res.write(CHUNK);
      state.sent += CHUNK.length;
    }, DRIP_MS);
    res.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** Resolves when every connection is closed, or rejects after `ms` with how many are still open. */
  const allClosed = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (sockets.size === 0) return resolve();
      const timer = setTimeout(() => reject(new Error(`${sockets.size} connections still open after ${ms} ms`)), ms);
      state.emptied = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  return { baseUrl: `http://127.0.0.1:${port}`, state, allClosed };
}

test('20 calls that time out against a dripping answer close their connections and stop reading', async () => {
  const { baseUrl, state, allClosed } = await startDrippingServer();
  const timeoutMs = 400;
  const node = createNodeClient({ baseUrl, timeoutMs });
  const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => node.block.best()));
  for (const outcome of outcomes) {
    expect(outcome.status).toBe('rejected');
    expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(NodeTimeoutError);
  }
  // Released: the server sees every connection close, well before fetch's own limits (minutes).
  await allClosed(5_000);
  const sentWhenClosed = state.sent;
  expect(state.sockets.size).toBe(0);
  // What was sent stays what a call could take in its timeout: nothing keeps flowing afterwards.
  expect(sentWhenClosed).toBeLessThan(20 * CHUNK.length * (timeoutMs / DRIP_MS + 20));
});

test('a call without a timeout keeps reading a slow answer until it is complete', async () => {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"result":');
    finished.then(() => res.end('7}'));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const call = createNodeClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 0 }).block.best();
  finish();
  expect(await call).toBe(7);
});

test('200 calls that time out against a silent server free their sockets: the process exits', async () => {
  const sockets = new Set<Socket>();
  server = createServer(() => {}); // reads the request, never answers
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // the built client in a process of its own: once the calls have timed out, nothing may keep it alive
  const script = `
    const { createNodeClient, NodeTimeoutError } = await import('@sidechain-api/node-api');
    const node = createNodeClient({ baseUrl: 'http://127.0.0.1:${port}', timeoutMs: 300 });
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, () => node.block.best()));
    const timedOut = outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof NodeTimeoutError).length;
    console.log('timed out: ' + timedOut);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk;
  });
  const exited = once(child, 'exit');
  const bounded = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const [code, signal] = await exited;
  clearTimeout(bounded);
  expect([out.trim(), code, signal]).toEqual(['timed out: 200', 0, null]);
  // the server saw every connection go: the exit is not the sockets being torn down with the process
  expect(sockets.size).toBe(0);
});
