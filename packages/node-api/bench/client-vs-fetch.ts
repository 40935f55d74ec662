// Cost of the typed client (the built dist/) over plain `fetch` + `JSON.parse`, and the client's runtime
// size. Not a test: figures depend on the machine.
//
//   npm run bench -- --only node-api
//   tsx packages/node-api/bench/client-vs-fetch.ts [--rounds 30] [--calls 100] [--warmup 1500] [--json]
//
// 1. Per-call time against ONE local node:http server (forked from this script, so it has its own
//    event loop and core) answering POST /block/best and POST /wallet/allBoxes with the first success
//    example of the bundled document; the box nonces are put back to the spec's exact full-range int64
//    literals (the bundle's JSON carries them as rounded doubles), e.g. -5720306963467411264.
//    One call in flight at a time. Variants, each timed call by call:
//      fetch      fetch(url, {method: 'POST', headers, body}) + res.text() + JSON.parse + .result
//                 (with the same Authorization header and body the client sends)
//      fetch+signal  the same with signal: AbortSignal.timeout(30 s) (what a timeout costs fetch itself)
//      client     node.<group>.<method>() with the defaults (timeoutMs 30 000)
//      client t0  the same with timeoutMs: 0 (no timer), to show what the timeout costs
//    After a warm-up, `rounds` rounds of `calls` calls per variant, the variants' order rotating from
//    round to round so drift (other load, GC, CPU frequency) hits all of them alike. Reported: the
//    median over all calls of each variant and the ratio of medians client / fetch (goal ≤ 1.05),
//    plus the median of the per-round ratios (paired, the more drift-proof of the two).
// 2. The client runtime, min+gzip without types (scripts/size-node-client.ts, goal ≤ 10 KB).
// Prism's throughput with the client as load is the mock's bench (apps/mock).
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sizeNodeClient } from '../../../scripts/size-node-client.js';

const here = import.meta.dirname;
const repoRoot = join(here, '../../..');
const ENDPOINTS = ['/block/best', '/wallet/allBoxes'];

/** The server (child process): the first success example of each endpoint, with exact nonces. */
function serve(): void {
  const doc = JSON.parse(readFileSync(join(here, '../generated/openapi.json'), 'utf8')) as {
    paths: Record<
      string,
      {
        post: {
          responses: { 200: { content: { 'application/json': { examples: Record<string, { value: unknown }> } } } };
        };
      }
    >;
  };
  // Exact nonce literals of the source YAML, keyed by the double the bundle's JSON rounded them to.
  const exact = new Map<number, string>();
  const walk = (dir: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, d.name);
      if (d.isDirectory()) walk(p);
      else if (d.name.endsWith('.yaml')) {
        for (const [, lit] of readFileSync(p, 'utf8').matchAll(/\bnonce: (-?\d{16,})\b/g)) exact.set(Number(lit), lit!);
      }
    }
  };
  walk(join(repoRoot, 'specs/node-api'));
  const bodies = new Map<string, Buffer>();
  for (const path of ENDPOINTS) {
    const examples = doc.paths[path]!.post.responses[200].content['application/json'].examples;
    const example = Object.values(examples)[0]!;
    const text = JSON.stringify(example.value).replace(
      /"nonce":(-?\d+)/g,
      (_m, n: string) => `"nonce":${exact.get(Number(n)) ?? n}`,
    );
    bodies.set(path, Buffer.from(text));
  }
  const server = createServer((req, res) => {
    req.resume(); // drain the request body
    req.on('end', () => {
      const body = bodies.get(req.url ?? '');
      if (!body) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":404,"reason":"NotFound","detail":null}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const bytes = Object.fromEntries([...bodies].map(([p, b]) => [p, b.length]));
    process.send?.({ port: (server.address() as AddressInfo).port, bytes });
  });
  process.on('disconnect', () => process.exit(0));
}

interface EndpointResult {
  path: string;
  bodyBytes: number;
  calls: number;
  fetchUs: number;
  fetchSignalUs: number;
  clientUs: number;
  clientNoTimeoutUs: number;
  ratio: number;
  ratioNoTimeout: number;
  ratioLikeForLike: number;
  pairedRatio: number;
  pairedRatioNoTimeout: number;
  timeoutSignalUs: number;
  fetchSignalCostUs: number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '30' },
      calls: { type: 'string', default: '100' },
      warmup: { type: 'string', default: '1500' },
      json: { type: 'boolean', default: false },
    },
  });
  const rounds = Number(values.rounds);
  const calls = Number(values.calls);
  const warmup = Number(values.warmup);
  if (![rounds, calls].every((n) => n > 0) || !(warmup >= 0)) {
    process.stderr.write('usage: client-vs-fetch.ts [--rounds <n>] [--calls <n>] [--warmup <calls>] [--json]\n');
    process.exit(2);
  }
  const log = (s: string) => {
    if (!values.json) process.stderr.write(`${s}\n`);
  };

  // The built package, as users run it (a path in a variable: the type checker reads the sources instead).
  const distEntry = '../dist/index.js';
  let dist: typeof import('../src/index.js');
  try {
    dist = (await import(distEntry)) as typeof import('../src/index.js');
  } catch (err) {
    process.stderr.write(`error: cannot load packages/node-api/dist (run \`npm run build\` first): ${String(err)}\n`);
    process.exit(1);
  }
  const { createNodeClient } = dist;

  const startedAt = new Date();
  // A .ts child under tsx: fork passes this process's execArgv (tsx's loader) on.
  const server = fork(import.meta.filename, ['--server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port, bytes } = await new Promise<{ port: number; bytes: Record<string, number> }>((resolve, reject) => {
    server.once('message', (m) => resolve(m as { port: number; bytes: Record<string, number> }));
    server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const endpoints: EndpointResult[] = [];
  let size: Awaited<ReturnType<typeof sizeNodeClient>>;

  try {
    // ---- 1. client vs fetch
    const API_KEY = 'bench-key';
    const client = createNodeClient({ baseUrl, apiKey: API_KEY });
    const clientNoTimeout = createNodeClient({ baseUrl, apiKey: API_KEY, timeoutMs: 0 });
    const auth = `Basic ${Buffer.from(`user:${API_KEY}`).toString('base64')}`;
    const plain =
      (path: string, headers: Record<string, string>, body: string | null, timeout = false) =>
      async (): Promise<unknown> => {
        const signal = timeout ? AbortSignal.timeout(30_000) : null;
        const res = await fetch(baseUrl + path, { method: 'POST', headers, body, signal });
        const text = await res.text();
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return (JSON.parse(text) as { result: unknown }).result;
      };
    const json = { 'content-type': 'application/json', authorization: auth };
    const scenarios: Record<string, Record<string, () => Promise<unknown>>> = {
      '/block/best': {
        fetch: plain('/block/best', {}, null), // no body, no auth: what the client sends too
        'fetch+signal': plain('/block/best', {}, null, true),
        client: () => client.block.best(),
        'client t0': () => clientNoTimeout.block.best(),
      },
      '/wallet/allBoxes': {
        fetch: plain('/wallet/allBoxes', json, '{}'),
        'fetch+signal': plain('/wallet/allBoxes', json, '{}', true),
        client: () => client.wallet.allBoxes(),
        'client t0': () => clientNoTimeout.wallet.allBoxes(),
      },
    };

    // Sanity: the client keeps the nonce exact, and JSON.parse would not.
    const { boxes } = await client.wallet.allBoxes();
    if (boxes[0]?.nonce !== -5720306963467411264n) {
      throw new Error(`nonce decoded as ${boxes[0]?.nonce}, not -5720306963467411264n`);
    }
    const naive = (await scenarios['/wallet/allBoxes']!.fetch!()) as { boxes: { nonce: number }[] };
    if (String(naive.boxes[0]?.nonce) === '-5720306963467411264') {
      throw new Error('JSON.parse kept the nonce: the body is not full-range');
    }

    for (const [path, variants] of Object.entries(scenarios)) {
      const names = Object.keys(variants);
      log(`timing POST ${path}: ${names.join(' / ')}, ${warmup} warm-up calls each, ${rounds} rounds × ${calls} calls`);
      for (const name of names) for (let i = 0; i < warmup; i++) await variants[name]!();
      const samples = new Map(names.map((n) => [n, new Float64Array(rounds * calls)]));
      const roundMedians = new Map(names.map((n) => [n, [] as number[]]));
      for (let r = 0; r < rounds; r++) {
        const order = names.map((_, i) => names[(i + r) % names.length]!);
        if (r % 2 === 1) order.reverse(); // every variant is first, middle and last equally often
        for (const name of order) {
          const fn = variants[name]!;
          const round = new Float64Array(calls);
          for (let i = 0; i < calls; i++) {
            const t0 = performance.now();
            await fn();
            round[i] = performance.now() - t0;
          }
          samples.get(name)!.set(round, r * calls);
          roundMedians.get(name)!.push(median(round));
        }
      }
      const med = (n: string) => median(samples.get(n)!);
      const paired = (n: string) =>
        median(Float64Array.from(roundMedians.get(n)!.map((m, r) => m / roundMedians.get('fetch')![r]!)));
      endpoints.push({
        path,
        bodyBytes: bytes[path] ?? 0,
        calls: rounds * calls,
        fetchUs: us(med('fetch')),
        fetchSignalUs: us(med('fetch+signal')),
        clientUs: us(med('client')),
        clientNoTimeoutUs: us(med('client t0')),
        ratio: round3(med('client') / med('fetch')),
        ratioNoTimeout: round3(med('client t0') / med('fetch')),
        ratioLikeForLike: round3(med('client') / med('fetch+signal')),
        pairedRatio: round3(paired('client')),
        pairedRatioNoTimeout: round3(paired('client t0')),
        timeoutSignalUs: us(med('client') - med('client t0')),
        fetchSignalCostUs: us(med('fetch+signal') - med('fetch')),
      });
    }

    // ---- 2. size
    size = await sizeNodeClient();
  } finally {
    server.disconnect();
    server.kill();
  }

  const cpus = os.cpus();
  const record = {
    date: startedAt.toISOString(),
    node: process.version,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim(),
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    settings: { rounds, calls, warmup },
    endpoints,
    size: { totalMinGzipBytes: size.total.gzip, totalMinBytes: size.total.min, ownMinGzipBytes: size.own.gzip },
  };
  if (values.json) {
    process.stdout.write(`${JSON.stringify(record)}\n`);
    return;
  }
  const out: string[] = [];
  out.push(
    `@sidechain-api/node-api benchmark — ${record.date.slice(0, 10)}, Node ${record.node}, ${record.cpus} cores (${record.cpuModel}), load average ${record.loadAverage.join(' ')}`,
  );
  out.push('');
  out.push('Per call, one in flight, local node:http server (median µs over all calls; ratio = client / fetch):');
  out.push(
    table(
      [
        'endpoint',
        'body',
        'fetch',
        'fetch+signal',
        'client',
        'client t0',
        'ratio',
        'paired',
        'ratio t0',
        'vs fetch+signal',
      ],
      endpoints.map((e) => [
        `POST ${e.path}`,
        `${e.bodyBytes} B`,
        `${e.fetchUs} µs`,
        `${e.fetchSignalUs} µs`,
        `${e.clientUs} µs`,
        `${e.clientNoTimeoutUs} µs`,
        `${e.ratio.toFixed(3)}×`,
        `${e.pairedRatio.toFixed(3)}×`,
        `${e.ratioNoTimeout.toFixed(3)}×`,
        `${e.ratioLikeForLike.toFixed(3)}×`,
      ]),
    ),
  );
  out.push('  fetch = fetch + res.text() + JSON.parse; fetch+signal = the same with AbortSignal.timeout(30 s);');
  out.push('  client = defaults (timeoutMs 30 000); client t0 = timeoutMs: 0; ratio = client / fetch (medians),');
  out.push(
    '  paired = median of per-round ratios, ratio t0 = client t0 / fetch, vs fetch+signal = client / fetch+signal.',
  );
  out.push(
    `  An abort signal on fetch itself costs ${endpoints.map((e) => `${e.fetchSignalCostUs} µs`).join(' / ')} per call here; the client's timeout ${endpoints.map((e) => `${e.timeoutSignalUs} µs`).join(' / ')}.`,
  );
  out.push(
    `  goal ≤ 1.05× (client / fetch): ${endpoints.map((e) => `${e.path} ${e.ratio <= 1.05 ? 'met' : 'NOT met'}`).join(', ')}`,
  );
  const s = record.size;
  out.push('');
  out.push(
    `Client runtime, min+gzip without types: ${kb(s.totalMinGzipBytes)} (${s.totalMinGzipBytes} B; own code ${kb(s.ownMinGzipBytes)}, rest openapi-fetch) — goal ≤ 10 KB ${s.totalMinGzipBytes <= 10240 ? 'met' : 'NOT met'}`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
}

function median(arr: ArrayLike<number>): number {
  const s = Float64Array.from(arr).sort();
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
function us(ms: number): number {
  return Math.round(ms * 1000 * 10) / 10;
}
function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
function kb(b: number): string {
  return `${(b / 1024).toFixed(2)} KB`;
}
function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

if (process.argv[2] === '--server') serve();
else await main();
