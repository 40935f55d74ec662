// Requests per second of @sidechain-api/evm-rpc vs viem (the pinned root devDependency) against one
// bare node:http JSON-RPC server, in one run: eth_blockNumber and eth_getBlockByNumber, single and
// batched. The server runs in a child process (its own core). Each client uses its default on Node: this
// one Node's http client, viem globalThis.fetch; the ceiling row is a bare fetch.
//   npm run bench -- --only evm-rpc   (or tsx packages/evm-rpc/bench/client-vs-viem.ts [--duration 4000] [--rounds 10] [--json])
// Needs the package built (npm run build): it measures dist/. Not a test: figures depend on the machine.
//
// Scenarios (each: `concurrency` loops in flight for `duration` ms per client after a warm-up, split
// into `rounds` slices in which the clients alternate; calls/s = calls completed / time):
//   single           each loop awaits one request({method, params}) at a time; viem: client.request(...)
//   auto-batched     each loop fires `batchSize` request() calls at once through http(url, { batch: true })
//                    (viem: http(url, { batch: { batchSize } })), so they go out as one JSON-RPC batch
//   explicit batch   this client only: client.batch([...]) (viem has no explicit batch API)
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as viem from 'viem';
import type { AnyRequest } from '../src/index.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

/** A JSON-RPC call as both clients take it. */
type Call = Extract<AnyRequest, { method: 'eth_blockNumber' | 'eth_getBlockByNumber' }>;

/** The example blocks of eth_getBlockByNumber in the bundled document. */
interface MethodWithExamples {
  name: string;
  examples: { params: { value: unknown }[]; result: { value: unknown } }[];
}

/** The bare JSON-RPC server (child process): the document's example block, a fixed block number. */
async function serve(): Promise<void> {
  const doc = JSON.parse(await readFile(join(import.meta.dirname, '../generated/openrpc.json'), 'utf8')) as {
    methods: MethodWithExamples[];
  };
  const method = doc.methods.find((m) => m.name === 'eth_getBlockByNumber');
  const example = method?.examples.find((e) => e.params[1]?.value === false) ?? method?.examples[0];
  if (!example) throw new Error('the document has no eth_getBlockByNumber example');
  const block = JSON.stringify(example.result.value);
  const answer = (call: { id?: unknown; method?: unknown }) => {
    const id = JSON.stringify(call.id ?? null);
    if (call.method === 'eth_blockNumber') return `{"jsonrpc":"2.0","id":${id},"result":"0x6a3f1c"}`;
    if (call.method === 'eth_getBlockByNumber') return `{"jsonrpc":"2.0","id":${id},"result":${block}}`;
    return `{"jsonrpc":"2.0","id":${id},"error":{"code":-32601,"message":"method not found"}}`;
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString());
      } catch {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}');
        return;
      }
      const out = Array.isArray(body) ? `[${body.map(answer).join(',')}]` : answer(body as { id?: unknown });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) });
      res.end(out);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  process.on('disconnect', () => process.exit(0));
}

type Runner = (call: Call) => Promise<unknown>;

async function main(): Promise<void> {
  const duration = arg('duration', 4000);
  const rounds = arg('rounds', 10);
  const concurrency = arg('concurrency', 16);
  const batchSize = arg('batch-size', 20);
  const batchConcurrency = arg('batch-concurrency', 4);
  const json = process.argv.includes('--json');

  // The built package, as users run it (a path in a variable: the type checker reads the sources instead).
  const distEntry = '../dist/index.js';
  const ours = (await import(distEntry).catch(() => {
    throw new Error('packages/evm-rpc/dist is missing: run npm run build');
  })) as typeof import('../src/index.js');
  const viemPackage = join(import.meta.dirname, '../../../node_modules/viem/package.json');
  const viemVersion = (JSON.parse(await readFile(viemPackage, 'utf8')) as { version: string }).version;

  // A .ts child under tsx: fork passes this process's execArgv (tsx's loader) on.
  const child = fork(import.meta.filename, ['--server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { port: number }));
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const url = `http://127.0.0.1:${port}`;

  const calls: Record<Call['method'], Call> = {
    eth_blockNumber: { method: 'eth_blockNumber' },
    eth_getBlockByNumber: { method: 'eth_getBlockByNumber', params: ['0x6a3f1c', false] },
  };
  // viem's client is untyped here (no rpcSchema): it takes any method.
  const viemRequest = (c: ReturnType<typeof viem.createClient>) => (call: Call) =>
    c.request({ method: call.method, params: call.params ?? [] } as never);

  const clients: Record<'single' | 'batched', Record<string, () => Runner>> = {
    single: {
      ours: () => {
        const c = ours.createEvmClient({ transport: ours.http(url) });
        return (call) => c.request(call);
      },
      viem: () => viemRequest(viem.createClient({ transport: viem.http(url, { retryCount: 0 }) })),
      // The ceiling: bare fetch + JSON.parse, no client at all.
      fetch: () => {
        let id = 0;
        return async (call) => {
          const body = JSON.stringify({ jsonrpc: '2.0', id: ++id, method: call.method, params: call.params ?? [] });
          const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
          return ((await res.json()) as { result: unknown }).result;
        };
      },
    },
    batched: {
      ours: () => {
        const c = ours.createEvmClient({ transport: ours.http(url, { batch: { maxSize: batchSize } }) });
        return (call) => Promise.all(Array.from({ length: batchSize }, () => c.request(call)));
      },
      viem: () => {
        const run = viemRequest(
          viem.createClient({ transport: viem.http(url, { retryCount: 0, batch: { batchSize } }) }),
        );
        return (call) => Promise.all(Array.from({ length: batchSize }, () => run(call)));
      },
      oursExplicit: () => {
        const c = ours.createEvmClient({ transport: ours.http(url) });
        return async (call) => {
          const entries = await c.batch(Array.from({ length: batchSize }, () => call));
          if (entries.some((e) => e.status !== 'fulfilled')) throw new Error('batch call failed');
          return entries;
        };
      },
    },
  };

  /** Runs `loops` concurrent loops of `fn(call)` for `ms`; returns the JSON-RPC calls done and the time taken. */
  async function slice(fn: Runner, call: Call, loops: number, perOp: number, ms: number) {
    let ops = 0;
    const start = performance.now();
    const end = Date.now() + ms;
    await Promise.all(
      Array.from({ length: loops }, async () => {
        while (Date.now() < end) {
          await fn(call);
          ops++;
        }
      }),
    );
    return { ops: ops * perOp, ms: performance.now() - start };
  }

  // Sanity: both clients give the same results.
  const o = clients.single.ours!();
  const v = clients.single.viem!();
  for (const call of Object.values(calls)) {
    const [a, b] = await Promise.all([o(call), v(call)]);
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${call.method}: results differ`);
  }

  const rows: { method: string; mode: string; ours: number; viem: number; ratio: number; note?: string }[] = [];
  const baseline: Record<string, number> = {};
  for (const [method, call] of Object.entries(calls)) {
    for (const mode of ['single', 'batched'] as const) {
      const loops = mode === 'single' ? concurrency : batchConcurrency;
      const perOp = mode === 'single' ? 1 : batchSize;
      const contenders = mode === 'single' ? ['ours', 'viem', 'fetch'] : ['ours', 'viem', 'oursExplicit'];
      // The contenders alternate in short slices, so a change in background load hits them alike.
      const fns = new Map(contenders.map((c) => [c, clients[mode][c]!()]));
      for (const c of contenders) await slice(fns.get(c)!, call, loops, perOp, 200); // warm-up
      const total = new Map(contenders.map((c) => [c, { ops: 0, ms: 0 }]));
      for (let r = 0; r < rounds; r++) {
        for (const c of r % 2 ? [...contenders].reverse() : contenders) {
          const { ops, ms } = await slice(fns.get(c)!, call, loops, perOp, duration / rounds);
          total.get(c)!.ops += ops;
          total.get(c)!.ms += ms;
        }
      }
      const rate = (c: string) => (total.get(c)!.ops * 1000) / total.get(c)!.ms;
      const modeName = mode === 'single' ? 'single' : `auto-batched ×${batchSize}`;
      rows.push({ method, mode: modeName, ours: rate('ours'), viem: rate('viem'), ratio: rate('ours') / rate('viem') });
      if (mode === 'single') baseline[method] = rate('fetch');
      else {
        const explicit = rate('oursExplicit');
        const note = 'vs viem auto-batched';
        rows.push({
          method,
          mode: `explicit batch ×${batchSize}`,
          ours: explicit,
          viem: rate('viem'),
          ratio: explicit / rate('viem'),
          note,
        });
      }
    }
  }
  child.disconnect();
  child.kill();

  if (json) {
    const record = {
      node: process.version,
      viem: viemVersion,
      duration,
      rounds,
      concurrency,
      batchSize,
      batchConcurrency,
    };
    console.log(JSON.stringify({ ...record, rows, bareFetchBaseline: baseline }, null, 2));
    return;
  }
  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(
    `@sidechain-api/evm-rpc vs viem ${viemVersion} — JSON-RPC calls/s against a bare node:http server (Node ${process.version}, ${duration} ms each in ${rounds} alternating slices; single: ${concurrency} in flight; batched: ${batchConcurrency} batches of ${batchSize} in flight)\n`,
  );
  const header = ['method', 'mode', 'this client', 'viem', 'ratio'];
  const table = rows.map((r) => [
    r.method,
    r.mode,
    f(r.ours),
    f(r.viem),
    `${r.ratio.toFixed(2)}×${r.note ? ` (${r.note})` : ''}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const numeric = (i: number) => i >= 2 && i <= 3;
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const row of table) console.log(line(row));
  const ceiling = Object.entries(baseline).map(([m, r]) => `${m} ${f(r)}/s`);
  console.log(`\nceiling (bare fetch + JSON.parse, no client, single): ${ceiling.join(', ')}`);
}

if (process.argv[2] === '--server') await serve();
else await main();
