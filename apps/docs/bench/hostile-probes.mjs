#!/usr/bin/env node
// Peak memory and time of the docs server (src/serve.mjs) under hostile-client probes: many
// parallel first requests for the largest page, with and without gzip. Each probe gets a fresh
// server process (`--port 0`, loopback only) so every request of the burst is a first request; its
// peak RSS is VmHWM from /proc/<pid>/status (Linux). Needs the built site (`npm run build`).
//   node apps/docs/bench/hostile-probes.mjs [--page node-api.html] [--parallel 200]

import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const SERVE = fileURLToPath(new URL('../src/serve.mjs', import.meta.url));
const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const { values } = parseArgs({ options: { page: { type: 'string', default: 'node-api.html' }, parallel: { type: 'string', default: '200' } } });
const page = /** @type {string} */ (values.page);
const parallel = Number(values.parallel);

/** @returns {Promise<{ port: number, pid: number, stop: () => void }>} */
function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), pid: /** @type {number} */ (child.pid), stop: () => child.kill('SIGKILL') });
    });
    child.once('exit', (code) => reject(new Error(`docs server exited (${code}): ${out}`)));
  });
}

/** @param {number} pid */
const peakMb = (pid) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * GET with the given Accept-Encoding; resolves status, encoding and body length.
 * @param {number} port
 * @param {string} acceptEncoding
 * @returns {Promise<{ status: number, encoding: string, bytes: number }>}
 */
function get(port, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: `/${page}`, agent: false, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (d) => (bytes += d.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: String(res.headers['content-encoding'] ?? 'identity'), bytes }));
    });
    req.on('error', reject);
  });
}

/** @type {Record<string, (port: number) => Promise<string>>} */
const PROBES = {
  async idle() {
    await new Promise((r) => setTimeout(r, 500));
    return 'no requests';
  },
  [`${parallel} parallel first requests, gzip`]: (port) => burst(port, 'gzip, deflate, br'),
  [`${parallel} parallel first requests, no gzip`]: (port) => burst(port, 'identity'),
};

/** @param {number} port @param {string} acceptEncoding */
async function burst(port, acceptEncoding) {
  const t0 = performance.now();
  const answers = await Promise.all(Array.from({ length: parallel }, () => get(port, acceptEncoding)));
  const ms = performance.now() - t0;
  const kinds = [...new Set(answers.map((a) => `${a.status} ${a.encoding} ${(a.bytes / 1e6).toFixed(2)} MB`))];
  return `${ms.toFixed(0)} ms for all; ${kinds.join(' | ')}`;
}

console.log(`docs server, /${page} (${(statSync(DIST + page).size / 1e6).toFixed(1)} MB on disk)`);
for (const [name, probe] of Object.entries(PROBES)) {
  const server = await startServer();
  try {
    const what = await probe(server.port);
    console.log(`${name.padEnd(40)} peak RSS ${peakMb(server.pid).toFixed(0).padStart(5)} MB  (${what})`);
  } finally {
    server.stop();
  }
}
