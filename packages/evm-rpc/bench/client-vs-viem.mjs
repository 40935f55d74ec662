#!/usr/bin/env node
// Requests per second of @sidechain-api/evm-rpc vs viem (the pinned root devDependency) against one
// bare node:http JSON-RPC server, in one run: eth_blockNumber and eth_getBlockByNumber, single and
// batched. The server runs in a child process (its own core); both clients use globalThis.fetch.
//   node packages/evm-rpc/bench/client-vs-viem.mjs [--duration 4000] [--rounds 10] [--json]
// Needs the package built (npm run build). Not a test: figures depend on the machine.
//
// Scenarios (each: `concurrency` loops in flight for `duration` ms per client after a warm-up, split
// into `rounds` slices in which the clients alternate; calls/s = calls completed / time):
//   single           each loop awaits one request({method, params}) at a time; viem: client.request(...)
//   auto-batched     each loop fires `batchSize` request() calls at once through http(url, { batch: true })
//                    (viem: http(url, { batch: { batchSize } })), so they go out as one JSON-RPC batch
//   explicit batch   this client only: client.batch([...]) (viem has no explicit batch API)
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

if (process.argv[2] === '--server') {
  // ---- the bare JSON-RPC server (child process) ----
  const doc = JSON.parse(await readFile(join(here, '../generated/openrpc.json'), 'utf8'));
  const example = doc.methods.find((m) => m.name === 'eth_getBlockByNumber').examples.find((e) => e.params[1]?.value === false) ??
    doc.methods.find((m) => m.name === 'eth_getBlockByNumber').examples[0];
  const block = JSON.stringify(example.result.value);
  const answer = (call) => {
    const id = JSON.stringify(call.id ?? null);
    if (call.method === 'eth_blockNumber') return `{"jsonrpc":"2.0","id":${id},"result":"0x6a3f1c"}`;
    if (call.method === 'eth_getBlockByNumber') return `{"jsonrpc":"2.0","id":${id},"result":${block}}`;
    return `{"jsonrpc":"2.0","id":${id},"error":{"code":-32601,"message":"method not found"}}`;
  };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString());
      } catch {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}');
      }
      const out = Array.isArray(body) ? `[${body.map(answer).join(',')}]` : answer(body);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) });
      res.end(out);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('disconnect', () => process.exit(0));
} else {
  await main();
}

async function main() {
  const duration = arg('duration', 4000);
  const rounds = arg('rounds', 10);
  const concurrency = arg('concurrency', 16);
  const batchSize = arg('batch-size', 20);
  const batchConcurrency = arg('batch-concurrency', 4);
  const json = process.argv.includes('--json');

  const ours = await import('../dist/index.js').catch(() => {
    throw new Error('packages/evm-rpc/dist is missing: run npm run build');
  });
  const viem = await import('viem');
  const viemVersion = JSON.parse(await readFile(join(here, '../../../node_modules/viem/package.json'), 'utf8')).version;

  const child = fork(fileURLToPath(import.meta.url), ['--server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const url = `http://127.0.0.1:${port}`;

  const calls = {
    eth_blockNumber: { method: 'eth_blockNumber' },
    eth_getBlockByNumber: { method: 'eth_getBlockByNumber', params: ['0x6a3f1c', false] },
  };

  const clients = {
    single: {
      ours: () => {
        const c = ours.createEvmClient({ transport: ours.http(url) });
        return (call) => c.request(call);
      },
      viem: () => {
        const c = viem.createClient({ transport: viem.http(url, { retryCount: 0 }) });
        return (call) => c.request(call);
      },
      // The ceiling: bare fetch + JSON.parse, no client at all.
      fetch: () => {
        let id = 0;
        return async (call) => {
          const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: call.method, params: call.params ?? [] }) });
          return (await res.json()).result;
        };
      },
    },
    batched: {
      ours: () => {
        const c = ours.createEvmClient({ transport: ours.http(url, { batch: { maxSize: batchSize } }) });
        return (call) => Promise.all(Array.from({ length: batchSize }, () => c.request(call)));
      },
      viem: () => {
        const c = viem.createClient({ transport: viem.http(url, { retryCount: 0, batch: { batchSize } }) });
        return (call) => Promise.all(Array.from({ length: batchSize }, () => c.request(call)));
      },
      oursExplicit: () => {
        const c = ours.createEvmClient({ transport: ours.http(url) });
        const list = (call) => Array.from({ length: batchSize }, () => call);
        return async (call) => {
          const entries = await c.batch(list(call));
          if (entries.some((e) => e.status !== 'fulfilled')) throw new Error('batch call failed');
          return entries;
        };
      },
    },
  };

  /** Runs `loops` concurrent loops of `fn(call)` for `ms`; returns { ops (JSON-RPC calls), ms }. */
  async function slice(fn, call, loops, perOp, ms) {
    let ops = 0;
    const start = performance.now();
    const end = Date.now() + ms;
    await Promise.all(Array.from({ length: loops }, async () => {
      while (Date.now() < end) {
        await fn(call);
        ops++;
      }
    }));
    return { ops: ops * perOp, ms: performance.now() - start };
  }

  // Sanity: both clients give the same results.
  const o = clients.single.ours();
  const v = clients.single.viem();
  for (const call of Object.values(calls)) {
    const [a, b] = await Promise.all([o(call), v(call)]);
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${call.method}: results differ`);
  }

  const rows = [];
  const baseline = {};
  for (const [method, call] of Object.entries(calls)) {
    for (const mode of ['single', 'batched']) {
      const loops = mode === 'single' ? concurrency : batchConcurrency;
      const perOp = mode === 'single' ? 1 : batchSize;
      const contenders = mode === 'single' ? ['ours', 'viem', 'fetch'] : ['ours', 'viem', 'oursExplicit'];
      // The contenders alternate in short slices, so a change in background load hits them alike.
      const fns = Object.fromEntries(contenders.map((c) => [c, clients[mode][c]()]));
      for (const c of contenders) await slice(fns[c], call, loops, perOp, 200); // warm-up
      const total = Object.fromEntries(contenders.map((c) => [c, { ops: 0, ms: 0 }]));
      for (let r = 0; r < rounds; r++) {
        for (const c of r % 2 ? [...contenders].reverse() : contenders) {
          const { ops, ms } = await slice(fns[c], call, loops, perOp, duration / rounds);
          total[c].ops += ops;
          total[c].ms += ms;
        }
      }
      const best = Object.fromEntries(contenders.map((c) => [c, (total[c].ops * 1000) / total[c].ms]));
      rows.push({ method, mode: mode === 'single' ? 'single' : `auto-batched ×${batchSize}`, ours: best.ours, viem: best.viem, ratio: best.ours / best.viem });
      if (mode === 'single') baseline[method] = best.fetch;
      if (mode === 'batched') rows.push({ method, mode: `explicit batch ×${batchSize}`, ours: best.oursExplicit, viem: best.viem, ratio: best.oursExplicit / best.viem, note: 'vs viem auto-batched' });
    }
  }
  child.disconnect();
  child.kill();

  if (json) {
    console.log(JSON.stringify({ node: process.version, viem: viemVersion, duration, rounds, concurrency, batchSize, batchConcurrency, rows, bareFetchBaseline: baseline }, null, 2));
    return;
  }
  const f = (n) => Math.round(n).toLocaleString('en-US');
  console.log(`@sidechain-api/evm-rpc vs viem ${viemVersion} — JSON-RPC calls/s against a bare node:http server (Node ${process.version}, ${duration} ms each in ${rounds} alternating slices; single: ${concurrency} in flight; batched: ${batchConcurrency} batches of ${batchSize} in flight)\n`);
  const header = ['method', 'mode', 'this client', 'viem', 'ratio'];
  const table = rows.map((r) => [r.method, r.mode, f(r.ours), f(r.viem), `${r.ratio.toFixed(2)}×${r.note ? ` (${r.note})` : ''}`]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i >= 2 && i <= 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i >= 2 && i <= 3 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const row of table) console.log(line(row));
  console.log(`\nceiling (bare fetch + JSON.parse, no client, single): ${Object.entries(baseline).map(([m, r]) => `${m} ${f(r)}/s`).join(', ')}`);
}
