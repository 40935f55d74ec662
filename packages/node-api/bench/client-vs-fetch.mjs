#!/usr/bin/env node
// Cost of the typed client (the built dist/) over plain `fetch` + `JSON.parse`, Prism's throughput
// with the client as load, and the client's runtime size. Not a test: figures depend on the machine.
//
//   node packages/node-api/bench/client-vs-fetch.mjs [--rounds 30] [--calls 100] [--warmup 1500]
//                                                    [--load-seconds 5] [--no-prism] [--json]
//
// 1. Per-call time against ONE local node:http server (forked from this script, so it has its own
//    event loop and core) answering POST /block/best and POST /wallet/allBoxes with the first success
//    example of the bundled document; the box nonces are put back to the spec's exact full-range int64
//    literals (the bundle's JSON carries them as rounded doubles), e.g. -5720306963467411264.
//    One call in flight at a time. Variants, each timed call by call:
//      fetch      fetch(url, {method: 'POST', headers, body}) + res.text() + JSON.parse + .result
//                 (with the same Authorization header and body the client sends)
//      fetch+signal  the same with signal: AbortSignal.timeout(30 s) (what a timeout costs fetch itself)
//      client     node.<group>.<method>() with the defaults (timeoutMs 30 000: AbortSignal.timeout per call)
//      client t0  the same with timeoutMs: 0 (no timeout signal), to show what the timer costs
//    After a warm-up, `rounds` rounds of `calls` calls per variant, the variants' order rotating from
//    round to round so drift (other load, GC, CPU frequency) hits all of them alike. Reported: the
//    median over all calls of each variant and the ratio of medians client / fetch (goal ≤ 1.05),
//    plus the median of the per-round ratios (paired, the more drift-proof of the two).
// 2. Prism 5.14.2 (startNodeMock, -v warn --errors, as `npm start` runs it) under runLoad() from
//    apps/mock/bench/prism-load.mjs: 10 concurrent loops of node.block.best(), and for reference the
//    same with plain fetch; after 2 s of unmeasured warm-up, `load-seconds` per load, in 4 slices
//    each, alternating (client, fetch, fetch, client, …) so a load spike does not hit only one.
// 3. The client runtime, min+gzip without types (scripts/size-node-client.mjs, goal ≤ 10 KB).
import { fork } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../../..');
const ENDPOINTS = ['/block/best', '/wallet/allBoxes'];

// ---------------------------------------------------------------- the server (child process)
if (process.argv[2] === '--server') {
  const doc = JSON.parse(readFileSync(join(here, '../generated/openapi.json'), 'utf8'));
  // Exact nonce literals of the source YAML, keyed by the double the bundle's JSON rounded them to.
  const exact = new Map();
  const walk = (dir) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, d.name);
      if (d.isDirectory()) walk(p);
      else if (d.name.endsWith('.yaml')) {
        for (const [, lit] of readFileSync(p, 'utf8').matchAll(/\bnonce: (-?\d{16,})\b/g)) exact.set(Number(lit), lit);
      }
    }
  };
  walk(join(repoRoot, 'specs/node-api'));
  const bodies = new Map();
  for (const path of ENDPOINTS) {
    const [, example] = Object.entries(doc.paths[path].post.responses['200'].content['application/json'].examples)[0];
    const text = JSON.stringify(example.value).replace(/"nonce":(-?\d+)/g, (m, n) => `"nonce":${exact.get(Number(n)) ?? n}`);
    bodies.set(path, Buffer.from(text));
  }
  const server = createServer((req, res) => {
    req.resume(); // drain the request body
    req.on('end', () => {
      const body = bodies.get(req.url ?? '');
      if (!body) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":404,"reason":"NotFound","detail":null}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const bytes = Object.fromEntries([...bodies].map(([p, b]) => [p, b.length]));
    process.send?.({ port: /** @type {import('node:net').AddressInfo} */ (server.address()).port, bytes });
  });
  process.on('disconnect', () => process.exit(0));
} else {
  await main();
}

// ---------------------------------------------------------------- the measurements
async function main() {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '30' },
      calls: { type: 'string', default: '100' },
      warmup: { type: 'string', default: '1500' },
      'load-seconds': { type: 'string', default: '5' },
      'no-prism': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const rounds = Number(values.rounds);
  const calls = Number(values.calls);
  const warmup = Number(values.warmup);
  const loadSeconds = Number(values['load-seconds']);
  if (![rounds, calls, loadSeconds].every((n) => n > 0) || !(warmup >= 0)) {
    process.stderr.write('usage: client-vs-fetch.mjs [--rounds <n>] [--calls <n>] [--warmup <calls>] [--load-seconds <s>] [--no-prism] [--json]\n');
    process.exit(2);
  }
  const log = (s) => {
    if (!values.json) process.stderr.write(`${s}\n`);
  };

  let dist;
  try {
    dist = await import('../dist/index.js');
  } catch (err) {
    process.stderr.write(`error: cannot load packages/node-api/dist (run \`npm run build\` first): ${err.message}\n`);
    process.exit(1);
  }
  const { createNodeClient } = dist;

  const startedAt = new Date();
  const server = fork(fileURLToPath(import.meta.url), ['--server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port, bytes } = await new Promise((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const results = { endpoints: [], prism: undefined, size: undefined };

  try {
    // ---- 1. client vs fetch
    const API_KEY = 'bench-key';
    const client = createNodeClient({ baseUrl, apiKey: API_KEY });
    const clientNoTimeout = createNodeClient({ baseUrl, apiKey: API_KEY, timeoutMs: 0 });
    const auth = `Basic ${Buffer.from(`user:${API_KEY}`).toString('base64')}`;
    const plain = (path, headers, body, timeout = false) => async () => {
      const signal = timeout ? AbortSignal.timeout(30_000) : undefined;
      const res = await fetch(baseUrl + path, { method: 'POST', headers, body, signal });
      const text = await res.text();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return JSON.parse(text).result;
    };
    const scenarios = {
      '/block/best': {
        fetch: plain('/block/best', {}, null), // no body, no auth: what the client sends too
        'fetch+signal': plain('/block/best', {}, null, true),
        client: () => client.block.best(),
        'client t0': () => clientNoTimeout.block.best(),
      },
      '/wallet/allBoxes': {
        fetch: plain('/wallet/allBoxes', { 'content-type': 'application/json', authorization: auth }, '{}'),
        'fetch+signal': plain('/wallet/allBoxes', { 'content-type': 'application/json', authorization: auth }, '{}', true),
        client: () => client.wallet.allBoxes(),
        'client t0': () => clientNoTimeout.wallet.allBoxes(),
      },
    };

    // Sanity: every variant gets the same answer, and the client keeps the nonce exact.
    const boxes = (await client.wallet.allBoxes()).boxes;
    if (boxes[0].nonce !== -5720306963467411264n) throw new Error(`nonce decoded as ${boxes[0].nonce}, not -5720306963467411264n`);
    const naive = await scenarios['/wallet/allBoxes'].fetch();
    if (String(naive.boxes[0].nonce) === '-5720306963467411264') throw new Error('JSON.parse kept the nonce: the body is not full-range');

    for (const [path, variants] of Object.entries(scenarios)) {
      const names = Object.keys(variants);
      log(`timing POST ${path}: ${names.join(' / ')}, ${warmup} warm-up calls each, ${rounds} rounds × ${calls} calls`);
      for (const name of names) for (let i = 0; i < warmup; i++) await variants[name]();
      const samples = Object.fromEntries(names.map((n) => [n, new Float64Array(rounds * calls)]));
      const roundMedians = Object.fromEntries(names.map((n) => [n, []]));
      for (let r = 0; r < rounds; r++) {
        const order = names.map((_, i) => names[(i + r) % names.length]);
        if (r % 2 === 1) order.reverse(); // every variant is first, middle and last equally often
        for (const name of order) {
          const fn = variants[name];
          const buf = samples[name];
          const round = new Float64Array(calls);
          for (let i = 0; i < calls; i++) {
            const t0 = performance.now();
            await fn();
            round[i] = performance.now() - t0;
          }
          buf.set(round, r * calls);
          roundMedians[name].push(median(round));
        }
      }
      const med = Object.fromEntries(names.map((n) => [n, median(samples[n])]));
      const paired = (n) => median(Float64Array.from(roundMedians[n].map((m, r) => m / roundMedians.fetch[r])));
      results.endpoints.push({
        path,
        bodyBytes: bytes[path],
        calls: rounds * calls,
        fetchUs: us(med.fetch),
        fetchSignalUs: us(med['fetch+signal']),
        clientUs: us(med.client),
        clientNoTimeoutUs: us(med['client t0']),
        ratio: round3(med.client / med.fetch),
        ratioNoTimeout: round3(med['client t0'] / med.fetch),
        ratioLikeForLike: round3(med.client / med['fetch+signal']),
        pairedRatio: round3(paired('client')),
        pairedRatioNoTimeout: round3(paired('client t0')),
        timeoutSignalUs: us(med.client - med['client t0']),
        fetchSignalCostUs: us(med['fetch+signal'] - med.fetch),
      });
    }

    // ---- 2. Prism with the client as load
    if (!values['no-prism']) {
      const { startNodeMock } = await import('../../../apps/mock/src/prism.mjs');
      const { runLoad, fetchCall } = await import('../../../apps/mock/bench/prism-load.mjs');
      const slices = 4; // per variant
      log(`Prism: starting the mock (-v warn --errors), 2 s of warm-up load, then ${loadSeconds} s of load with the client and ${loadSeconds} s with fetch, alternating in ${slices} slices each`);
      const mock = await startNodeMock({ log: 'warn', errors: true });
      try {
        const prismClient = createNodeClient({ baseUrl: mock.url });
        const variants = { client: () => prismClient.block.best(), fetch: fetchCall(`${mock.url}/block/best`) };
        // Prism's own JIT warm-up, not measured: the first seconds after start are slower.
        await runLoad({ call: variants.fetch, connections: 10, durationMs: 1000, warmupMs: 1000 });
        const runs = { client: [], fetch: [] };
        for (let i = 0; i < slices * 2; i++) {
          const name = (i % 4 === 0 || i % 4 === 3) ? 'client' : 'fetch'; // client, fetch, fetch, client, …
          runs[name].push(await runLoad({ call: variants[name], connections: 10, durationMs: (loadSeconds * 1000) / slices, warmupMs: 250 }));
        }
        const merge = (rs) => {
          const requests = rs.reduce((a, r) => a + r.requests, 0);
          const seconds = rs.reduce((a, r) => a + r.seconds, 0);
          const med = (k) => Math.round(median(rs.map((r) => r[k])) * 100) / 100;
          return {
            requests,
            failures: rs.reduce((a, r) => a + r.failures, 0),
            seconds: Math.round(seconds * 100) / 100,
            rps: Math.round(requests / seconds),
            rpsRange: [Math.min(...rs.map((r) => r.rps)), Math.max(...rs.map((r) => r.rps))],
            p50Ms: med('p50Ms'),
            p99Ms: med('p99Ms'),
            maxMs: Math.max(...rs.map((r) => r.maxMs)),
          };
        };
        results.prism = {
          target: 'POST /block/best',
          prism: '5.14.2 -v warn --errors',
          connections: 10,
          slices,
          startupMs: mock.startupMs,
          client: merge(runs.client),
          fetch: merge(runs.fetch),
        };
      } finally {
        await mock.stop();
      }
    }

    // ---- 3. size
    const { sizeNodeClient } = await import('../../../scripts/size-node-client.mjs');
    const size = await sizeNodeClient();
    results.size = { totalMinGzipBytes: size.total.gzip, totalMinBytes: size.total.min, ownMinGzipBytes: size.own.gzip };
  } finally {
    server.disconnect();
    server.kill();
  }

  const record = {
    date: startedAt.toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim(),
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    settings: { rounds, calls, warmup, loadSeconds },
    ...results,
  };
  if (values.json) {
    process.stdout.write(`${JSON.stringify(record)}\n`);
    return;
  }
  const out = [];
  out.push(`@sidechain-api/node-api benchmark — ${record.date.slice(0, 10)}, Node ${record.node}, ${record.cpus} cores (${record.cpuModel}), load average ${record.loadAverage.join(' ')}`);
  out.push('');
  out.push('Per call, one in flight, local node:http server (median µs over all calls; ratio = client / fetch):');
  out.push(table(
    ['endpoint', 'body', 'fetch', 'fetch+signal', 'client', 'client t0', 'ratio', 'paired', 'ratio t0', 'vs fetch+signal'],
    record.endpoints.map((e) => [
      `POST ${e.path}`, `${e.bodyBytes} B`, `${e.fetchUs} µs`, `${e.fetchSignalUs} µs`, `${e.clientUs} µs`, `${e.clientNoTimeoutUs} µs`,
      `${e.ratio.toFixed(3)}×`, `${e.pairedRatio.toFixed(3)}×`, `${e.ratioNoTimeout.toFixed(3)}×`, `${e.ratioLikeForLike.toFixed(3)}×`,
    ]),
  ));
  out.push('  fetch = fetch + res.text() + JSON.parse; fetch+signal = the same with AbortSignal.timeout(30 s);');
  out.push('  client = defaults (timeoutMs 30 000); client t0 = timeoutMs: 0; ratio = client / fetch (medians),');
  out.push('  paired = median of per-round ratios, ratio t0 = client t0 / fetch, vs fetch+signal = client / fetch+signal.');
  out.push(`  An abort signal on fetch itself costs ${record.endpoints.map((e) => `${e.fetchSignalCostUs} µs`).join(' / ')} per call here; the client's timeout ${record.endpoints.map((e) => `${e.timeoutSignalUs} µs`).join(' / ')}.`);
  out.push(`  goal ≤ 1.05× (client / fetch): ${record.endpoints.map((e) => `${e.path} ${e.ratio <= 1.05 ? 'met' : 'NOT met'}`).join(', ')}`);
  if (record.prism) {
    const p = record.prism;
    out.push('');
    out.push(`Prism ${p.prism}, ${p.target}, ${p.connections} concurrent loops, runLoad in ${p.slices} alternating slices per load (ready in ${p.startupMs} ms;`);
    out.push('  req/s over all slices, p50/p99 the median of the slices\' values):');
    out.push(table(
      ['load', 'req/s', 'slices', 'p50', 'p99', 'max', 'requests', 'failed'],
      [['client', p.client], ['fetch (reference)', p.fetch]].map(([name, r]) => [name, String(r.rps), `${r.rpsRange[0]}–${r.rpsRange[1]}`, `${r.p50Ms} ms`, `${r.p99Ms} ms`, `${r.maxMs} ms`, String(r.requests), String(r.failures)]),
    ));
  }
  const s = record.size;
  out.push('');
  out.push(`Client runtime, min+gzip without types: ${kb(s.totalMinGzipBytes)} (${s.totalMinGzipBytes} B; own code ${kb(s.ownMinGzipBytes)}, rest openapi-fetch) — goal ≤ 10 KB ${s.totalMinGzipBytes <= 10240 ? 'met' : 'NOT met'}`);
  process.stdout.write(`${out.join('\n')}\n`);
}

function median(arr) {
  const s = Float64Array.from(arr).sort();
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
function us(ms) {
  return Math.round(ms * 1000 * 10) / 10;
}
function round3(n) {
  return Math.round(n * 1000) / 1000;
}
function kb(b) {
  return `${(b / 1024).toFixed(2)} KB`;
}
function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
