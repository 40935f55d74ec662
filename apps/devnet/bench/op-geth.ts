// `npm run bench` (op-geth): what the op-geth devnet costs on this machine.
//   - build: `cmd/geth` of the pinned module, cold (an empty Go build cache; Go's module cache is reused, so no
//     download is timed) and warm (Go's build cache as it is, a new binary folder), and the cached lookup the
//     devnet does at each start;
//   - ready: `startDevnet({ client: 'op-geth' })` to ready (binary cached), median of 3, beside its peer in the
//     same run, the anvil devnet (`startDevnet()`), and the ratio. Issue 31's bound: ready ≤ 10 s.
//   tsx apps/devnet/bench/op-geth.ts [--json] [--no-cold]
// The cold build takes minutes (about 4 on two idle cores); --no-cold leaves it out.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevnet } from '../src/devnet.js';
import { ensureOpGeth, goVersion, OP_GETH_VERSION } from '../src/op-geth/binary.js';

const READY_LIMIT_MS = 10_000;
const json = process.argv.includes('--json');
const cold = !process.argv.includes('--no-cold');
const say = (line: string) => process.stderr.write(`${line}\n`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timedBuild(env: NodeJS.ProcessEnv): Promise<number> {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'op-geth-bench-'));
  try {
    const built = await ensureOpGeth({ cacheDir, env });
    return built.buildMs;
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

async function readyMs(client: 'anvil' | 'op-geth'): Promise<number> {
  const started = performance.now();
  const devnet = await startDevnet({ client });
  const ms = performance.now() - started;
  await devnet.stop();
  return Math.round(ms);
}

async function main(): Promise<void> {
  const go = goVersion();
  if (!go) throw new Error('Go is not installed: nothing to measure');
  say(`op-geth ${OP_GETH_VERSION}, ${go}`);
  const first = await ensureOpGeth();
  say(first.cached ? 'binary: cached' : `binary: built now in ${first.buildMs} ms`);
  const lookupStart = performance.now();
  await ensureOpGeth();
  const cachedMs = Math.round((performance.now() - lookupStart) * 10) / 10;
  say(`cached lookup: ${cachedMs} ms`);
  const warmMs = await timedBuild(process.env);
  say(`warm build (Go build cache kept): ${(warmMs / 1000).toFixed(1)} s`);
  let coldMs: number | undefined;
  if (cold) {
    const goCache = mkdtempSync(path.join(tmpdir(), 'op-geth-bench-gocache-'));
    try {
      coldMs = await timedBuild({ ...process.env, GOCACHE: goCache });
    } finally {
      rmSync(goCache, { recursive: true, force: true });
    }
    say(`cold build (empty Go build cache): ${(coldMs / 1000).toFixed(1)} s`);
  }
  const opGeth: number[] = [];
  const anvil: number[] = [];
  for (let i = 0; i < 3; i++) {
    opGeth.push(await readyMs('op-geth'));
    anvil.push(await readyMs('anvil'));
  }
  const ready = { opGethMs: median(opGeth), anvilMs: median(anvil) };
  const ratio = Math.round((ready.opGethMs / ready.anvilMs) * 100) / 100;
  say(
    `ready (median of 3): op-geth ${ready.opGethMs} ms, anvil ${ready.anvilMs} ms, ratio ${ratio}; ` +
      `bound ${READY_LIMIT_MS} ms: ${ready.opGethMs <= READY_LIMIT_MS ? 'met' : 'MISSED'}`,
  );
  if (json)
    process.stdout.write(
      `${JSON.stringify({ version: OP_GETH_VERSION, go, build: { coldMs, warmMs, cachedMs }, ready: { ...ready, opGethRuns: opGeth, anvilRuns: anvil, ratio, limitMs: READY_LIMIT_MS } })}\n`,
    );
  if (ready.opGethMs > READY_LIMIT_MS) process.exitCode = 1;
}

main().catch((err: unknown) => {
  say(`op-geth bench: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
