#!/usr/bin/env node
// `npm run bench`: builds (turbo, cached), then runs every benchmark of the repository one after the
// other (never in parallel: they measure time on the same cores). A benchmark whose file does not
// exist yet is skipped with a note. Not tests: the figures depend on the machine; check `uptime`.
//
//   node scripts/bench.mjs [--no-build] [--only <name>[,<name>…]] [--json] [--list]
//
//   --json   one JSON object on stdout: { date, node, cpus, loadAverage, benches: { <name>: … } },
//            each bench's own --json record where it has one, else its text output.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The benchmarks, in the order they run. `json`: the script accepts --json and prints one JSON document. */
export const BENCHES = [
  { name: 'node-api', file: 'packages/node-api/bench/client-vs-fetch.mjs', json: true, what: 'node API client vs fetch + JSON.parse, Prism under the client, client size' },
  { name: 'evm-rpc', file: 'packages/evm-rpc/bench/client-vs-viem.mjs', json: true, what: 'EVM JSON-RPC client vs viem' },
  { name: 'rpc-mock', file: 'apps/mock/bench/rpc-mock-vs-bare.mjs', json: false, what: 'JSON-RPC mock vs a bare node:http server' },
  { name: 'conformance', file: 'packages/conformance/dist/bench/conform-sandbox.js', json: true, what: 'sidechain-conform node: a full default run against a fresh sandbox (limit 30 s) vs the examples-only run, and with --allow-writes' },
  { name: 'sandbox', file: 'apps/sandbox/bench/sandbox-load.mjs', json: true, what: 'sandbox node through Prism: block/best and sendCoinsToAddress throughput, RSS after 10,000 transactions in 1,000 blocks' },
];

/** Runs `node <file> [args]`; with `capture`, collects stdout instead of passing it through. */
function run(command, args, capture) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
    let out = '';
    child.stdout?.on('data', (c) => {
      out += c;
    });
    const forward = (signal) => child.kill(signal);
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

async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      json: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
    },
  });
  if (values.list) {
    for (const b of BENCHES) console.log(`${b.name.padEnd(10)} ${existsSync(join(repoRoot, b.file)) ? '' : '(missing) '}${b.file} — ${b.what}`);
    return;
  }
  const only = values.only?.split(',').map((s) => s.trim());
  const unknown = only?.filter((n) => !BENCHES.some((b) => b.name === n)) ?? [];
  if (unknown.length) {
    process.stderr.write(`unknown bench ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}\n`);
    process.exit(2);
  }
  const note = (s) => process.stderr.write(`${s}\n`);

  if (!values['no-build']) {
    note('> npm run build');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    // build output goes to stderr so that --json keeps stdout clean
    const built = await new Promise((resolve) => {
      const child = spawn(npm, ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', process.stderr, 'inherit'] });
      child.on('close', (code) => resolve(code ?? 1));
      child.on('error', () => resolve(1));
    });
    if (built !== 0) {
      note('the build failed: no benchmark run');
      process.exit(built);
    }
  }

  const record = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    benches: /** @type {Record<string, unknown>} */ ({}),
  };
  let exitCode = 0;
  for (const bench of BENCHES) {
    if (only && !only.includes(bench.name)) continue;
    const file = join(repoRoot, bench.file);
    if (!existsSync(file)) {
      note(`\n# ${bench.name}: skipped — ${bench.file} does not exist (yet)`);
      record.benches[bench.name] = { skipped: `${bench.file} does not exist` };
      continue;
    }
    note(`\n# ${bench.name}: ${bench.what}\n> node ${bench.file}${values.json && bench.json ? ' --json' : ''}`);
    const args = [file, ...(values.json && bench.json ? ['--json'] : [])];
    const { code, out } = await run(process.execPath, args, values.json);
    if (code !== 0) {
      note(`# ${bench.name}: exited with code ${code}`);
      exitCode ||= code;
    }
    if (values.json) {
      let parsed;
      if (bench.json) {
        // the whole output (one JSON document, maybe pretty-printed), else its last line
        for (const candidate of [out.trim(), out.trim().split('\n').at(-1) ?? '']) {
          try {
            parsed = JSON.parse(candidate);
            break;
          } catch {
            parsed = undefined;
          }
        }
      }
      record.benches[bench.name] = { exitCode: code, ...(parsed !== undefined ? { result: parsed } : { text: out }) };
    }
  }
  if (values.json) process.stdout.write(`${JSON.stringify(record)}\n`);
  process.exitCode = exitCode;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((err) => {
    process.stderr.write(`error: ${err?.stack ?? err}\n`);
    process.exit(1);
  });
}
