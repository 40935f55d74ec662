#!/usr/bin/env node
// Load on the Prism node mock: requests/s and latency percentiles of one operation over N
// concurrent connections. Not a test; figures depend on the machine.
//
//   node apps/mock/bench/prism-load.mjs [--client fetch|http] [--duration 5] [--connections 10]
//                                       [--path /block/best] [--log warn|error] [--no-errors] [--json]
//
// runLoad() is exported so `npm run bench` can put any call on the same loop (e.g. the typed
// client: `runLoad({ call: () => node.block.best() })`).

import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startNodeMock } from '../src/prism.mjs';

/**
 * @typedef {object} LoadResult
 * @property {number} requests completed calls in the measured window
 * @property {number} failures calls that threw or answered a non-2xx status
 * @property {number} seconds measured window
 * @property {number} rps
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} maxMs
 */

/**
 * Runs `call` in `connections` concurrent loops: a warm-up, then `durationMs` measured.
 * @param {{ call: () => Promise<unknown>, connections?: number, durationMs?: number, warmupMs?: number }} options
 * @returns {Promise<LoadResult>}
 */
export async function runLoad({ call, connections = 10, durationMs = 5000, warmupMs = 1000 }) {
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  let measuring = false;
  let stopAt = Infinity;
  const loop = async () => {
    while (performance.now() < stopAt) {
      const t0 = performance.now();
      let ok = true;
      try {
        await call();
      } catch {
        ok = false;
      }
      const t1 = performance.now();
      if (measuring && t1 <= stopAt) {
        latencies.push(t1 - t0);
        if (!ok) failures += 1;
      }
    }
  };
  const warmupEnd = performance.now() + warmupMs;
  stopAt = warmupEnd + durationMs;
  const timer = setTimeout(() => {
    measuring = true;
  }, warmupMs);
  const started = warmupEnd;
  await Promise.all(Array.from({ length: connections }, loop));
  clearTimeout(timer);
  const seconds = (Math.min(performance.now(), stopAt) - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (/** @type {number} */ p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
  const round = (/** @type {number} */ n) => Math.round(n * 100) / 100;
  return {
    requests: latencies.length,
    failures,
    seconds: round(seconds),
    rps: Math.round(latencies.length / seconds),
    p50Ms: round(pct(50)),
    p99Ms: round(pct(99)),
    maxMs: round(latencies.at(-1) ?? NaN),
  };
}

/**
 * A POST with plain fetch; throws on a non-2xx status.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
export function fetchCall(url, headers = {}) {
  return async () => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } });
    const text = await res.text();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return JSON.parse(text);
  };
}

/**
 * A POST with node:http over a keep-alive agent of `connections` sockets; throws on a non-2xx status.
 * @param {string} url
 * @param {number} connections
 */
export function httpCall(url, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return () =>
    new Promise((resolve, reject) => {
      const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          if ((res.statusCode ?? 0) >= 300) reject(new Error(`HTTP ${res.statusCode}`));
          else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
}

async function main() {
  const { values } = parseArgs({
    options: {
      client: { type: 'string', default: 'fetch' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      path: { type: 'string', default: '/block/best' },
      log: { type: 'string', default: 'warn' },
      json: { type: 'boolean', default: false },
      'no-errors': { type: 'boolean', default: false },
    },
  });
  const connections = Number(values.connections);
  const durationMs = Number(values.duration) * 1000;
  if (!['fetch', 'http'].includes(values.client) || !(connections > 0) || !(durationMs > 0)) {
    process.stderr.write('usage: prism-load.mjs [--client fetch|http] [--duration <s>] [--connections <n>] [--path <p>] [--log <level>] [--no-errors] [--json]\n');
    process.exit(2);
  }

  const errors = !values['no-errors'];
  const mock = await startNodeMock({ log: /** @type {'warn'} */ (values.log), errors });
  try {
    const target = mock.url + values.path;
    const call = values.client === 'fetch' ? fetchCall(target) : httpCall(target, connections);
    const result = await runLoad({ call, connections, durationMs });
    const record = {
      target: `POST ${values.path}`,
      prism: `5.14.2 -v ${values.log}${errors ? ' --errors' : ''}`,
      client: values.client,
      connections,
      startupMs: mock.startupMs,
      ...result,
    };
    if (values.json) {
      process.stdout.write(`${JSON.stringify(record)}\n`);
    } else {
      process.stdout.write(
        `Prism ${record.prism}, POST ${values.path}, ${connections} connections, ${values.client}, ${result.seconds} s` +
          ` (Prism ready in ${mock.startupMs} ms)\n` +
          `  ${result.rps} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  max ${result.maxMs} ms` +
          `  (${result.requests} requests, ${result.failures} failed)\n`,
      );
    }
  } finally {
    await mock.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    process.stderr.write(`error: ${err?.message ?? err}\n`);
    process.exit(1);
  });
}
