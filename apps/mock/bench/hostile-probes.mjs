#!/usr/bin/env node
// Peak memory of the mocks under hostile-client probes, at full size: the JSON-RPC mock under each
// probe of apps/mock/test/rpc-hostile.test.ts, and the node API mock (the front, in the
// `cli.mjs node` process, and Prism behind it) under an oversized Content-Length and large-body
// floods. Each probe gets a fresh mock process (port 0, loopback only); its peak RSS is VmHWM from
// /proc/<pid>/status (Linux). Prints one line per probe.
//   node apps/mock/bench/hostile-probes.mjs [rpc|node]   (default: both)

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const CLI = fileURLToPath(new URL('../src/rpc/cli.mjs', import.meta.url));
const NODE_CLI = fileURLToPath(new URL('../src/cli.mjs', import.meta.url));
const DISCOVER = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'rpc.discover' });
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** @returns {Promise<{ port: number, pid: number, stop: () => void }>} */
function startMock() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, '--port', '0', '--head-interval', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /HTTP\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), pid: /** @type {number} */ (child.pid), stop: () => child.kill('SIGKILL') });
    });
    child.once('exit', (code) => reject(new Error(`mock exited (${code}): ${out}`)));
  });
}

/** @param {number} pid */
const peakMb = (pid) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * `parallel` batches of 100 rpc.discover at once (5.6 KB each; uncapped, each answer would be 150 MB).
 * @param {number} port
 * @param {number} parallel
 */
async function discoverBatches(port, parallel) {
  const batch = `[${Array(100).fill(DISCOVER).join(',')}]`;
  const sizes = await Promise.all(
    Array.from({ length: parallel }, () => fetch(`http://127.0.0.1:${port}`, { method: 'POST', body: batch }).then((r) => r.text()).then((t) => t.length)),
  );
  const mb = (/** @type {number} */ n) => (n / 1e6).toFixed(1);
  return `answers of ${mb(Math.min(...sizes))}–${mb(Math.max(...sizes))} MB, ${mb(sizes.reduce((a, b) => a + b, 0))} MB in all`;
}

/** @type {Record<string, (port: number) => Promise<string>>} */
const PROBES = {
  async idle() {
    await sleep(500);
    return 'no requests';
  },
  async 'websocket client that never reads (200 × rpc.discover)'(port) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}`);
    ws.on('error', () => {});
    await new Promise((r) => ws.once('open', r));
    /** @type {any} */ (ws)._socket.pause();
    let closed = false;
    /** @type {any} */ (ws)._socket.once('close', () => (closed = true));
    let sent = 0;
    for (; sent < 200 && !closed && ws.readyState === WebSocket.OPEN; sent++) {
      ws.send(DISCOVER);
      await sleep(5);
    }
    await sleep(1000);
    ws.terminate();
    return `closed by the mock after ${sent} requests`;
  },
  '10 parallel batches of 100 rpc.discover': (port) => discoverBatches(port, 10),
  '30 parallel batches of 100 rpc.discover': (port) => discoverBatches(port, 30),
  async 'pipelining client that never reads (30,000 × rpc.discover)'(port) {
    const s = net.connect(port, '127.0.0.1');
    s.on('error', () => {});
    s.pause();
    await new Promise((r) => s.once('connect', r));
    const one = `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${DISCOVER.length}\r\n\r\n${DISCOVER}`;
    for (let i = 0; i < 600; i++) {
      s.write(one.repeat(50));
      if (i % 50 === 0) await sleep(10);
    }
    await sleep(3000);
    s.destroy();
    return 'connection held (bounded by Node pausing the parser) until the stall sweep';
  },
  async 'Content-Length: 2000000000, 1-byte body'(port) {
    const got = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => s.write('POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2000000000\r\n\r\n{'));
      let text = '';
      s.on('data', (d) => (text += d));
      s.on('close', () => resolve(text.split('\r\n')[0]));
      s.on('error', () => resolve(text.split('\r\n')[0]));
    });
    return String(got);
  },
  async '1,000 eth_subscribe on one socket'(port) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}`);
    await new Promise((r) => ws.once('open', r));
    let refused = 0;
    let answered = 0;
    await new Promise((resolve) => {
      ws.on('message', (d) => {
        if (String(d).includes('-32005')) refused++;
        if (++answered === 1000) resolve(undefined);
      });
      for (let i = 0; i < 1000; i++) ws.send(JSON.stringify({ jsonrpc: '2.0', id: i, method: 'eth_subscribe', params: ['newHeads'] }));
    });
    ws.close();
    return `${refused} refused with -32005`;
  },
};

/** The node API mock as `npm start` runs it: the front in this child, Prism in a grandchild. */
/** @returns {Promise<{ port: number, pid: number, prismPid: number, stop: () => void }>} */
function startNodeMock() {
  return new Promise((resolve, reject) => {
    // stderr dropped: Prism logs every violation of the flood.
    const child = spawn(process.execPath, [NODE_CLI, 'node', '--port', '0'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)[\s\S]*Prism pid (\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), pid: /** @type {number} */ (child.pid), prismPid: Number(m[2]), stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`node mock exited (${code}): ${out}`)));
  });
}

/**
 * One raw HTTP/1.1 exchange; returns the status line (or how the connection ended).
 * @param {number} port
 * @param {string} head request line and headers, without the blank line
 * @param {(socket: net.Socket) => Promise<void>} sendBody
 */
function rawExchange(port, head, sendBody) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    let text = '';
    const done = () => resolve(text.split('\r\n')[0] || 'reset');
    s.on('data', (d) => (text += d));
    s.on('close', done);
    s.on('error', done);
    s.once('connect', () => {
      s.write(`${head}\r\n\r\n`);
      sendBody(s).catch(() => {});
    });
  });
}

/** Writes `total` bytes in 64 KiB chunks, waiting for drain; stops when the socket is gone. */
async function writeBytes(/** @type {net.Socket} */ s, /** @type {number} */ total, /** @type {string} */ fill) {
  const chunk = Buffer.alloc(64 * 1024, fill);
  for (let sent = 0; sent < total && !s.destroyed; sent += chunk.length) {
    const part = total - sent < chunk.length ? chunk.subarray(0, total - sent) : chunk;
    if (!s.write(part)) await new Promise((r) => { s.once('drain', r); s.once('close', r); });
  }
}

/** Counts status lines: "413 ×100". */
const tally = (/** @type {string[]} */ lines) =>
  Object.entries(lines.reduce((/** @type {Record<string, number>} */ c, l) => ((c[l.replace(/^HTTP\/1\.1 /, '')] = (c[l.replace(/^HTTP\/1\.1 /, '')] ?? 0) + 1), c), {}))
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ');

/** @type {Record<string, (port: number) => Promise<string>>} */
const NODE_PROBES = {
  async idle() {
    await sleep(500);
    return 'no requests';
  },
  async 'Content-Length: 2000000000, 1-byte body'(port) {
    const t0 = performance.now();
    const got = await rawExchange(port, 'POST /block/findById HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2000000000', async (s) => void s.write('{'));
    return `${got} after ${(performance.now() - t0).toFixed(0)} ms`;
  },
  async '100 parallel bodies just under the 1 MiB cap'(port) {
    // Each body is read whole, normalised and sent on to Prism (a blockId far too long: Prism's 400).
    const body = `{"blockId":"${'0'.repeat(1024 * 1024 - 20)}"}`;
    const got = await Promise.all(
      Array.from({ length: 100 }, () =>
        rawExchange(port, `POST /block/findById HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}`, async (s) => void s.write(body)),
      ),
    );
    return tally(got);
  },
  async '100 parallel 16 MiB chunked uploads (no Content-Length)'(port) {
    const got = await Promise.all(
      Array.from({ length: 100 }, () =>
        rawExchange(port, 'POST /block/findById HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked', async (s) => {
          // One endless-looking chunk: the front must stop at its cap, not buffer 16 MiB.
          s.write(`${(16 * 1024 * 1024).toString(16)}\r\n`);
          await writeBytes(s, 16 * 1024 * 1024, '0');
        }),
      ),
    );
    return tally(got);
  },
};

const which = process.argv[2] ?? 'all';
if (!['rpc', 'node', 'all'].includes(which)) {
  console.error('usage: node apps/mock/bench/hostile-probes.mjs [rpc|node]');
  process.exit(2);
}
if (which !== 'node') {
  console.log('JSON-RPC mock (src/rpc/cli.mjs)');
  for (const [name, probe] of Object.entries(PROBES)) {
    const mock = await startMock();
    try {
      const what = await probe(mock.port);
      console.log(`${name.padEnd(58)} peak RSS ${peakMb(mock.pid).toFixed(0).padStart(5)} MB  (${what})`);
    } finally {
      mock.stop();
    }
  }
}
if (which !== 'rpc') {
  console.log('Node API mock (cli.mjs node: front process + Prism process)');
  for (const [name, probe] of Object.entries(NODE_PROBES)) {
    const mock = await startNodeMock();
    try {
      const what = await probe(mock.port);
      console.log(`${name.padEnd(58)} peak RSS front ${peakMb(mock.pid).toFixed(0).padStart(4)} MB, Prism ${peakMb(mock.prismPid).toFixed(0).padStart(4)} MB  (${what})`);
    } finally {
      mock.stop();
    }
    await sleep(500); // let the CLI stop Prism before the next one starts
  }
}
