#!/usr/bin/env node
// How long `npm start` takes to be ready, warm (built, caches filled): the stack CLI (node mock, JSON-RPC mock,
// docs site) from spawn to its banner, against its slowest part alone — the node mock CLI (Prism behind its
// front) — in the same run, alternating, so the machine's load hits both alike. Goal: ready ≤ 3 s.
//   node apps/stack/dist/bench/start-time.js [--runs 5] [--json]

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFlags, runCli } from '@sidechain-api/server-kit';

const GOAL_MS = 3000;
const require = createRequire(import.meta.url);
const STACK_CLI = fileURLToPath(new URL('../cli.js', import.meta.url));
const MOCK_CLI = path.join(path.dirname(require.resolve('@sidechain-api/mock/package.json')), 'dist/cli.js');

/** Milliseconds from spawn until `ready` matches the output; the process is stopped with SIGINT after. */
function timeToReady(args: string[], ready: RegExp): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let readyAt: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      if (readyAt === undefined && ready.test(out)) {
        readyAt = performance.now() - started;
        child.kill('SIGINT');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.once('exit', (code) => {
      if (readyAt !== undefined) resolve(readyAt);
      else
        reject(new Error(`${path.basename(args[0] ?? '')} exited (${code}) before it was ready:\n${out.slice(-2000)}`));
    });
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

await runCli('start-time', async () => {
  const { values } = parseFlags(process.argv.slice(2), { runs: { type: 'string' }, json: { type: 'boolean' } });
  const runs = Number(values.runs ?? 5);
  const stack: number[] = [];
  const peer: number[] = [];
  // one warm-up of each (file caches), not counted
  await timeToReady([MOCK_CLI, 'node', '--port', '0'], /listening on/);
  await timeToReady([STACK_CLI, '--node-port', '0', '--rpc-port', '0', '--docs-port', '0'], /Press Ctrl-C/);
  for (let k = 0; k < runs; k++) {
    stack.push(
      await timeToReady([STACK_CLI, '--node-port', '0', '--rpc-port', '0', '--docs-port', '0'], /Press Ctrl-C/),
    );
    peer.push(await timeToReady([MOCK_CLI, 'node', '--port', '0'], /listening on/));
  }
  const result = {
    runs,
    stackReadyMs: Math.round(median(stack)),
    nodeMockAloneReadyMs: Math.round(median(peer)),
    ratio: Math.round((median(stack) / median(peer)) * 100) / 100,
    goalMs: GOAL_MS,
    met: median(stack) <= GOAL_MS,
  };
  if (values.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    process.stdout.write(
      [
        `npm start ready (stack CLI to its banner), median of ${runs}: ${result.stackReadyMs} ms [${stack.map(Math.round).join(', ')}]`,
        `peer: the node mock CLI alone (Prism + front):      ${result.nodeMockAloneReadyMs} ms [${peer.map(Math.round).join(', ')}]`,
        `ratio stack / node mock alone: ${result.ratio}×; goal ≤ ${GOAL_MS} ms: ${result.met ? 'met' : 'MISSED'}`,
        '',
      ].join('\n'),
    );
  }
  if (!result.met) process.exitCode = 1;
});
