#!/usr/bin/env node
// Peak memory of the JSON-RPC mock under each hostile-client probe of apps/mock/test/rpc-hostile.test.ts,
// at full size. Each probe gets a fresh mock process (`src/rpc/cli.mjs --port 0`); its peak RSS is
// VmHWM from /proc/<pid>/status (Linux). Prints one line per probe.
//   node apps/mock/bench/hostile-probes.mjs

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const CLI = fileURLToPath(new URL('../src/rpc/cli.mjs', import.meta.url));
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
  async '10 parallel batches of 100 rpc.discover'(port) {
    const batch = `[${Array(100).fill(DISCOVER).join(',')}]`;
    const sizes = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`http://127.0.0.1:${port}`, { method: 'POST', body: batch }).then((r) => r.text()).then((t) => t.length)),
    );
    return `answers of ${(Math.max(...sizes) / 1e6).toFixed(1)} MB each`;
  },
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

for (const [name, probe] of Object.entries(PROBES)) {
  const mock = await startMock();
  try {
    const what = await probe(mock.port);
    console.log(`${name.padEnd(58)} peak RSS ${peakMb(mock.pid).toFixed(0).padStart(5)} MB  (${what})`);
  } finally {
    mock.stop();
  }
}
