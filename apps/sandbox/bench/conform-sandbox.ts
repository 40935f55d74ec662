// `npm run bench` (conformance): a full default run of `sidechain-conform node` against a fresh sandbox, timed,
// beside a peer in the same run — the examples-only run (`--max-examples 0`, what the tool did before inputs
// were generated) — and a run with --allow-writes. Issue 21's bound: a full default run ≤ 30 s on this machine.
// Both are the built command lines (their packages' bins), each in its own process.
//   tsx apps/sandbox/bench/conform-sandbox.ts [--json]

import { type ChildProcess, spawn } from 'node:child_process';
import { packageBin } from '@sidechain-api/server-kit';

const LIMIT_MS = 30_000;

/** The built command line of a workspace package (its package.json's bin). */
function binOf(name: string, command: string): string {
  const file = packageBin(name, command, import.meta.url);
  if (file === undefined) throw new Error(`${name} has no ${command} command installed`);
  return file;
}
const cli = binOf('@sidechain-api/conformance', 'sidechain-conform');
/** The 500s SDK 0.11.0 answers to valid bodies (the sandbox's too): accepted, so a run's violations are bugs. */
const departures = 'sdk-0.11.0';

/** The sandbox's own command line, started on a free port. */
function startSandbox(): Promise<{ url: string; apiKey: string; child: ChildProcess }> {
  const bin = binOf('@sidechain-api/sandbox', 'sidechain-sandbox');
  const apiKey = 'bench-key';
  const child = spawn(process.execPath, [bin, '--port', '0', '--api-key', apiKey], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) resolve({ url: m[1], apiKey, child });
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before it listened:\n${out}`)));
  });
}

function conform(
  args: string[],
  apiKey: string,
): Promise<{
  ms: number;
  code: number | null;
  report: { checked?: number; violations?: unknown[]; accepted?: unknown[]; phases?: unknown };
}> {
  const started = performance.now();
  const child = spawn(process.execPath, [cli, ...args, '--accept', departures, '--json', '--seed', '1'], {
    env: { ...process.env, SIDECHAIN_API_KEY: apiKey },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const ms = Math.round(performance.now() - started);
      let report = {};
      try {
        report = JSON.parse(out);
      } catch {
        // reported as is below
      }
      resolve({ ms, code, report });
    });
  });
}

const results: Record<string, unknown> = {};
for (const [name, extra] of [
  ['examples-only (peer)', ['--max-examples', '0']],
  ['full default run', []],
  ['full run with --allow-writes', ['--allow-writes']],
] as const) {
  const sandbox = await startSandbox();
  try {
    const run = await conform(['node', '--url', sandbox.url, ...extra], sandbox.apiKey);
    results[name] = {
      ms: run.ms,
      exitCode: run.code,
      checked: run.report.checked,
      violations: run.report.violations?.length,
      accepted: run.report.accepted?.length,
      phases: run.report.phases,
    };
  } finally {
    sandbox.child.kill('SIGTERM');
  }
}
const full = (results['full default run'] as { ms: number }).ms;
const peer = (results['examples-only (peer)'] as { ms: number }).ms;
const record = {
  limitMs: LIMIT_MS,
  withinLimit: full <= LIMIT_MS,
  ratioToExamplesOnly: Math.round((full / peer) * 100) / 100,
  runs: results,
};
if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(record)}\n`);
else {
  for (const [name, r] of Object.entries(results)) process.stdout.write(`${name.padEnd(30)} ${JSON.stringify(r)}\n`);
  process.stdout.write(
    `full default run ${full} ms (limit ${LIMIT_MS} ms), ${record.ratioToExamplesOnly}× the examples-only run\n`,
  );
}
process.exitCode = record.withinLimit ? 0 : 1;
