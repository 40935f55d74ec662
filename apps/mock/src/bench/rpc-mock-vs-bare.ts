#!/usr/bin/env node
// Requests/s of eth_blockNumber: the JSON-RPC mock vs a bare node:http JSON-RPC server, in one run.
//   node apps/mock/dist/bench/rpc-mock-vs-bare.js [--seconds 3] [--connections 10] [--slices 6]
// Each server runs in its own child process (so it has a core to itself on a 2-core machine); this
// process drives 10 concurrent keep-alive HTTP/1.1 connections over raw sockets (one request in
// flight per connection, no pipelining) for ~3 s per server after a 0.5 s warm-up, in alternating
// slices (bare, mock, mock, bare, …) so that other load on the machine affects both alike.
// Goal: mock ≥ 0.9 × bare on eth_blockNumber. Then the mock alone on two chain methods:
// eth_getBlockByNumber (a block of the simulated chain, hashes only) and eth_getLogs (10 blocks).
// Exit code 1 below the goal.

import { fork } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startRpcMock } from '../rpc/server.js';

type Kind = 'mock' | 'bare';
interface ChildServer {
  url: string;
  cpuMicros: () => Promise<number>;
  stop: () => Promise<unknown>;
}
interface Drive {
  connections: number;
  ms: number;
  body: string;
}

const SELF = fileURLToPath(import.meta.url);

// ---- child side ---------------------------------------------------------------------------
async function serve(kind: string): Promise<void> {
  let url: string;
  if (kind === 'mock') {
    const mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
    url = mock.url;
  } else {
    // The baseline: the least a JSON-RPC server over node:http must do.
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        let id: unknown = null;
        let out: unknown;
        try {
          const msg = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          id = msg.id ?? null;
          out =
            msg.method === 'eth_blockNumber'
              ? { jsonrpc: '2.0', id, result: '0x6a3f1c' }
              : { jsonrpc: '2.0', id, error: { code: -32601, message: 'method not found' } };
        } catch {
          out = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } };
        }
        const body = JSON.stringify(out);
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
    url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  }
  // CPU time on request: per-request cost that the load of a shared machine does not change.
  process.on('message', (m) => m === 'cpu' && process.send?.({ cpu: process.cpuUsage() }));
  process.send?.({ url });
}

// ---- driver side --------------------------------------------------------------------------
/** Starts a server in a child process; resolves with its URL and a kill function. */
function startChild(kind: Kind): Promise<ChildServer> {
  return new Promise((resolve, reject) => {
    const child = fork(SELF, ['--serve', kind], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${kind} server exited early (${code})`)));
    /** User + system CPU time the child has used so far, in µs. */
    const cpuMicros = () =>
      new Promise<number>((r) => {
        child.once('message', (m: { cpu: NodeJS.CpuUsage }) => r(m.cpu.user + m.cpu.system));
        child.send('cpu');
      });
    const stop = () =>
      new Promise((r) => {
        child.removeAllListeners('exit');
        child.once('exit', r);
        child.kill('SIGTERM');
      });
    child.once('message', (m: { url: string }) => resolve({ url: m.url, cpuMicros, stop }));
  });
}

/**
 * Drives `connections` keep-alive sockets with one request in flight each until `until`.
 * Returns completed requests; checks every answer is a 200 carrying a `result`.
 */
function drive(
  url: string,
  { connections, ms, body }: Drive,
): Promise<{ done: number; bad: number; sample: string; seconds: number }> {
  const { hostname, port } = new URL(url);
  const request = Buffer.from(
    `POST / HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body}`,
  );
  const until = performance.now() + ms;
  let done = 0;
  let bad = 0;
  let sample = '';
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const sock = net.connect(Number(port), hostname);
      sock.setNoDelay(true);
      let buf: Buffer = Buffer.alloc(0);
      sock.on('error', reject);
      sock.on('connect', () => sock.write(request));
      sock.on('data', (chunk: Buffer) => {
        buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
        for (;;) {
          const headEnd = buf.indexOf('\r\n\r\n');
          if (headEnd < 0) return;
          const head = buf.subarray(0, headEnd).toString('latin1');
          const m = /content-length:\s*(\d+)/i.exec(head);
          const len = m ? Number(m[1]) : 0;
          if (buf.length < headEnd + 4 + len) return;
          const payload = buf.subarray(headEnd + 4, headEnd + 4 + len).toString('utf8');
          buf = buf.subarray(headEnd + 4 + len);
          if (!head.startsWith('HTTP/1.1 200') || !payload.includes('"result"')) bad++;
          sample ||= payload;
          done++;
          if (performance.now() >= until) {
            sock.end();
            resolve();
            return;
          }
          sock.write(request);
        }
      });
    });
  const t0 = performance.now();
  return Promise.all(Array.from({ length: connections }, one)).then(() => ({
    done,
    bad,
    sample,
    seconds: (performance.now() - t0) / 1000,
  }));
}

interface Options {
  connections: number;
  seconds: number;
  body: string;
  slices: number;
}

/**
 * Measures both servers in alternating slices (bare, mock, bare, mock, …), so a load change on the
 * machine during the run hits both alike; each gets `seconds` of load in total.
 */
async function measureBoth(opts: Options) {
  const kinds = ['bare', 'mock'] as const;
  const servers = { bare: await startChild('bare'), mock: await startChild('mock') };
  const totals = {
    bare: { requests: 0, seconds: 0, cpu: 0, sample: '' },
    mock: { requests: 0, seconds: 0, cpu: 0, sample: '' },
  };
  try {
    for (const kind of kinds) await drive(servers[kind].url, { ...opts, ms: 500 }); // warm-up (JIT, sockets)
    const sliceMs = (opts.seconds * 1000) / opts.slices;
    for (let i = 0; i < opts.slices; i++) {
      for (const kind of i % 2 ? [...kinds].reverse() : kinds) {
        const cpu0 = await servers[kind].cpuMicros();
        const r = await drive(servers[kind].url, { ...opts, ms: sliceMs });
        totals[kind].cpu += (await servers[kind].cpuMicros()) - cpu0;
        if (r.bad) throw new Error(`${kind}: ${r.bad} bad answers (sample ${r.sample})`);
        totals[kind].requests += r.done;
        totals[kind].seconds += r.seconds;
        totals[kind].sample ||= r.sample;
      }
    }
  } finally {
    await Promise.all(kinds.map((k) => servers[k].stop()));
  }
  return kinds.map((kind) => ({
    kind,
    rps: totals[kind].requests / totals[kind].seconds,
    cpuPerRequest: totals[kind].cpu / totals[kind].requests,
    ...totals[kind],
  }));
}

/** Requests/s of the mock alone for each [label, body] (after a warm-up). */
async function measureMock(opts: Options, bodies: [string, string][]) {
  const server = await startChild('mock');
  try {
    const out: { label: string; rps: number; sample: string }[] = [];
    for (const [label, body] of bodies) {
      await drive(server.url, { ...opts, body, ms: 500 });
      const r = await drive(server.url, { ...opts, body, ms: (opts.seconds * 1000) / 2 });
      if (r.bad) throw new Error(`${label}: ${r.bad} bad answers (sample ${r.sample.slice(0, 200)})`);
      out.push({ label, rps: r.done / r.seconds, sample: r.sample });
    }
    return out;
  } finally {
    await server.stop();
  }
}

const GOAL = 0.9;

async function main() {
  const { values } = parseArgs({
    options: {
      serve: { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      slices: { type: 'string' },
    },
  });
  if (values.serve) return serve(values.serve);
  const opts = {
    seconds: Number(values.seconds ?? 3),
    connections: Number(values.connections ?? 10),
    slices: Number(values.slices ?? 6),
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  };
  console.log(
    `eth_blockNumber over ${opts.connections} keep-alive connections, ${opts.seconds} s per server in ${opts.slices} alternating slices (Node ${process.version}, load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.availableParallelism()} cores)`,
  );
  const [bare, mock] = await measureBoth(opts);
  if (!bare || !mock) throw new Error('no measurement');
  const fmt = (r: { kind: string; rps: number; requests: number; seconds: number; sample: string }) =>
    `${r.kind.padEnd(5)} ${Math.round(r.rps).toLocaleString('en-US').padStart(8)} req/s  (${r.requests} requests in ${r.seconds.toFixed(2)} s; answer ${r.sample})`;
  console.log(fmt(bare));
  console.log(fmt(mock));
  const ratio = mock.rps / bare.rps;
  console.log(`ratio mock/bare: ${ratio.toFixed(2)}× (goal ≥ ${GOAL}×) ${ratio >= GOAL ? 'OK' : 'BELOW GOAL'}`);
  // Throughput on a loaded machine also measures the scheduler; CPU per request does not.
  console.log(
    `server CPU per request: bare ${bare.cpuPerRequest.toFixed(1)} µs, mock ${mock.cpuPerRequest.toFixed(1)} µs (bare/mock ${(bare.cpuPerRequest / mock.cpuPerRequest).toFixed(2)}×, the ratio above without the load)`,
  );
  // The head of a mock started with headIntervalMs 0 is eth_blockNumber's example, 0x6a3f1c.
  const chain = await measureMock(opts, [
    [
      'eth_getBlockByNumber',
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['0x6a3f1b', false] }),
    ],
    [
      'eth_getLogs (10 blocks)',
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getLogs',
        params: [{ fromBlock: '0x6a3f13', toBlock: '0x6a3f1c' }],
      }),
    ],
  ]);
  for (const r of chain) {
    console.log(
      `mock  ${Math.round(r.rps).toLocaleString('en-US').padStart(8)} req/s  ${r.label} (${(r.rps / bare.rps).toFixed(2)}× bare eth_blockNumber; answer ${r.sample.length} bytes)`,
    );
  }
  process.exitCode = ratio >= GOAL ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
