// `--state` against what a kill -9 or a mistaken path leaves (issue 34, degraded): the temporary files of saves
// that were killed are removed at start, and a path that is no regular file (a FIFO, a folder) is refused with
// one line and exit 2 instead of hanging.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnOwned } from '@sidechain-api/server-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, spawnSandbox } from './child.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'sandbox-state-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs the CLI to its end, or kills it after 15 s (a hang): exit, signal and output. */
async function runBounded(args: string[]) {
  const child = spawnOwned(CLI, args, { kind: 'node' });
  const killer = setTimeout(() => void child.stop(), 15_000);
  const exit = await child.exited;
  clearTimeout(killer);
  return { ...exit, output: child.output() };
}

/** The id of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn('true');
  await once(child, 'exit');
  return child.pid ?? 0;
}

describe('--state', () => {
  it('a FIFO or a folder as the state path: one line, exit 2, never a hang', async () => {
    const fifo = path.join(tmp, 'state.fifo');
    execFileSync('mkfifo', [fifo]);
    const folder = path.join(tmp, 'state-folder');
    mkdirSync(folder);
    for (const [file, kind] of [
      [fifo, 'a FIFO'],
      [folder, 'a folder'],
    ] as const) {
      const run = await runBounded(['--port', '0', '--state', file]);
      expect({ code: run.code, signal: run.signal, output: run.output }).toEqual({
        code: 2,
        signal: null,
        output: `sidechain-sandbox: the state file ${file} is not a regular file (${kind}); give the path of a file\n`,
      });
    }
  }, 40_000);

  it('removes the temporary files of saves that were killed; a live process’s own is kept', async () => {
    const file = path.join(tmp, 'state.json');
    const stale = path.join(tmp, `.state.json.${await deadPid()}.tmp`);
    const live = path.join(tmp, `.state.json.${process.pid}.tmp`);
    const other = path.join(tmp, '.other.json.1.tmp');
    for (const f of [stale, live, other]) writeFileSync(f, '{"half": ');
    const sb = await spawnSandbox(['--state', file]);
    try {
      expect([existsSync(stale), existsSync(live), existsSync(other), existsSync(file)]).toEqual([
        false,
        true,
        true,
        true,
      ]);
    } finally {
      await sb.stop();
    }
  });
});
