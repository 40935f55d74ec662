// The built stack CLI (what `npm start` runs) as a child process of a test, and its banner read back.

import { fileURLToPath } from 'node:url';
import { type SpawnedCli, spawnCli } from '@sidechain-api/test-kit';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const started: SpawnedCli[] = [];

/** Kills what is still running of every stack started here (for afterAll). */
export function killStackProcesses(): void {
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
}

/** Spawns the built stack CLI (`npm start` without the build) with `args`. */
export function startStackProcess(args: string[], env: NodeJS.ProcessEnv = process.env): SpawnedCli {
  const stack = spawnCli(CLI, args, env);
  started.push(stack);
  return stack;
}

/** The URLs of the banner's table, by service. */
export function urls(output: string): { node: string; rpc: string; docs: string } {
  const of = (title: RegExp) => {
    const line = output.split('\n').find((l) => title.test(l));
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(line ?? '')?.[0];
    if (!url) throw new Error(`no URL for ${title} in:\n${output}`);
    return url;
  };
  return { node: of(/^Node HTTP API mock/), rpc: of(/^EVM JSON-RPC mock/), docs: of(/^Docs site/) };
}
