// `npm run bench`: builds (turbo, cached), then runs every benchmark of the repository one after the
// other (never in parallel: they measure time on the same cores). Not tests: the figures depend on the
// machine; check `uptime`. scripts/bench.test.ts checks that every listed benchmark exists.
//
//   tsx scripts/bench.ts [--no-build] [--only <name>[,<name>…]] [--json] [--list]
//
//   --json   one JSON object on stdout: { date, node, cpus, loadAverage, benches: { <name>: … } },
//            each bench's own --json record where it has one, else its text output.
// A bench written in TypeScript (`.ts`) runs under tsx; a built or plain JavaScript one under node.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMain, runMain } from './lib/generated-files.js';
import { binPath, repoRoot } from './lib/paths.js';

export interface Bench {
  name: string;
  /** The script, relative to the repository. */
  file: string;
  /** The TypeScript source, when `file` is its build output (a bench that starts its app's built code). */
  source?: string;
  /** The script accepts --json and prints one JSON document. */
  json: boolean;
  /** A TypeScript bench that imports test code read from source (private packages never built). */
  fromSource?: boolean;
  what: string;
}

/** The benchmarks, in the order they run. */
export const BENCHES: Bench[] = [
  {
    name: 'node-api',
    file: 'packages/node-api/bench/client-vs-fetch.ts',
    json: true,
    what: 'node API client vs fetch + JSON.parse, client size',
  },
  {
    name: 'evm-rpc',
    file: 'packages/evm-rpc/bench/client-vs-viem.ts',
    json: true,
    what: 'EVM JSON-RPC client vs viem',
  },
  {
    name: 'evm-rpc-types',
    file: 'packages/evm-rpc/bench/types-vs-viem.ts',
    json: true,
    what: "type-check cost of @sidechain-api/evm-rpc consumers (main entry; /viem's horizen chain vs viem's own base chain)",
  },
  {
    name: 'rpc-mock',
    file: 'apps/mock/dist/bench/rpc-mock-vs-bare.js',
    source: 'apps/mock/src/bench/rpc-mock-vs-bare.ts',
    json: false,
    what: 'JSON-RPC mock vs a bare node:http server',
  },
  {
    name: 'sandbox',
    file: 'apps/sandbox/dist/bench/sandbox-vs-bare.js',
    source: 'apps/sandbox/bench/sandbox-vs-bare.ts',
    json: true,
    what: 'sandbox vs a bare node:http server sending the same bytes: block/best and sendCoinsToAddress throughput, RSS after 100,000 transactions in 10,000 blocks',
  },
  {
    name: 'conformance',
    file: 'apps/sandbox/bench/conform-sandbox.ts',
    json: true,
    what: 'sidechain-conform node: a full default run against a fresh sandbox (limit 30 s) vs the examples-only run, and with --allow-writes',
  },
  {
    name: 'real-node',
    file: 'apps/real-node/bench/start-time.ts',
    json: true,
    what: 'the real SDK 0.11.0 node: first start (keys generated) and warm start to its first answer, RSS, forging time',
  },
  {
    name: 'op-geth',
    file: 'apps/devnet/bench/op-geth.ts',
    json: true,
    what: 'op-geth devnet: cmd/geth build time (cold Go build cache, warm, cached lookup) and ready time vs the anvil devnet',
  },
  {
    name: 'peers',
    file: 'apps/peers/bench/peers.ts',
    json: true,
    // the planted-bug servers (@sidechain-api/planted-faults) exist as sources only; the tools run built
    fromSource: true,
    what: 'sidechain-conform beside Schemathesis (node API) and @open-rpc/test-coverage (JSON-RPC) on the same targets: defects found, planted bugs found, false positives, wall time (npm run peers:install first)',
  },
  {
    name: 'docs',
    file: 'apps/docs/scripts/budget.ts',
    json: false,
    what: 'docs site in headless Debian chromium: bytes on the wire per page (reference pages ≤ 1 MB), first contentful paint, Redoc interactive, the console weight',
  },
  {
    name: 'start',
    file: 'apps/stack/dist/bench/start-time.js',
    source: 'apps/stack/src/bench/start-time.ts',
    json: true,
    what: '`npm start` ready time (stack CLI to banner) vs the node mock alone',
  },
  {
    name: 'hostile',
    file: 'apps/stack/bench/hostile-probes.ts',
    json: true,
    what: "issue 34's hostile probes at full size against every door: peak RSS of each process (bound 400 MB), a new client's wait once the attacker left (1 s), SIGTERM time (2 s)",
  },
];

/** How a bench file is started: tsx for TypeScript (with the source condition when it asks), node otherwise. */
export function commandFor(file: string, fromSource = false): { command: string; args: string[] } {
  const abs = join(repoRoot, file);
  if (!file.endsWith('.ts')) return { command: process.execPath, args: [abs] };
  return { command: binPath('tsx'), args: [...(fromSource ? ['--conditions=sidechain-source'] : []), abs] };
}

/** Runs a command; with `capture`, collects stdout instead of passing it through. */
function run(command: string, args: string[], capture: boolean): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve({ code: code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1), out });
    });
    child.on('error', (err) => {
      process.stderr.write(`cannot run ${command}: ${err.message}\n`);
      resolve({ code: 1, out });
    });
  });
}

/** The bench's --json output: the whole output (one JSON document, maybe pretty-printed), else its last line. */
function parseJsonOutput(out: string): unknown {
  for (const candidate of [out.trim(), out.trim().split('\n').at(-1) ?? '']) {
    try {
      return JSON.parse(candidate);
    } catch {
      // next candidate
    }
  }
  return undefined;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      json: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
    },
  });
  if (values.list) {
    for (const b of BENCHES) {
      console.log(`${b.name.padEnd(10)} ${b.file} — ${b.what}`);
    }
    return 0;
  }
  const only = values.only?.split(',').map((s) => s.trim());
  const unknown = only?.filter((n) => !BENCHES.some((b) => b.name === n)) ?? [];
  if (unknown.length) {
    process.stderr.write(`unknown bench ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}\n`);
    return 2;
  }
  const note = (s: string) => process.stderr.write(`${s}\n`);

  if (!values['no-build']) {
    note('> npm run build -- --output-logs=errors-only');
    // build output goes to stderr so that --json keeps stdout clean
    const built = await new Promise<number>((resolve) => {
      const child = spawn('npm', ['run', 'build', '--', '--output-logs=errors-only'], {
        cwd: repoRoot,
        stdio: ['ignore', process.stderr, 'inherit'],
      });
      child.on('close', (code) => resolve(code ?? 1));
      child.on('error', () => resolve(1));
    });
    if (built !== 0) {
      note('the build failed: no benchmark run');
      return built;
    }
  }

  const record = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    benches: {} as Record<string, unknown>,
  };
  let exitCode = 0;
  for (const bench of BENCHES) {
    if (only && !only.includes(bench.name)) continue;
    const withJson = values.json && bench.json ? ['--json'] : [];
    const { command, args } = commandFor(bench.file, bench.fromSource);
    note(`\n# ${bench.name}: ${bench.what}\n> ${file(command)} ${bench.file}${withJson.length ? ' --json' : ''}`);
    const { code, out } = await run(command, [...args, ...withJson], values.json);
    if (code !== 0) {
      note(`# ${bench.name}: exited with code ${code}`);
      exitCode ||= code;
    }
    if (values.json) {
      const parsed = bench.json ? parseJsonOutput(out) : undefined;
      record.benches[bench.name] = { exitCode: code, ...(parsed !== undefined ? { result: parsed } : { text: out }) };
    }
  }
  if (values.json) process.stdout.write(`${JSON.stringify(record)}\n`);
  return exitCode;
}

/** `node` or `tsx`, for the log line. */
const file = (command: string) => (command === process.execPath ? 'node' : 'tsx');

if (isMain(import.meta.filename)) runMain(main);
