// The built stack CLI (what `npm start` runs) as a child process of a test, and its banner read back.

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const children: ChildProcess[] = [];

/** Kills what is still running of every stack started here (for afterAll). */
export function killStackProcesses(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
}

export interface StackProcess {
  child: ChildProcess;
  output(): string;
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

/** Spawns the built stack CLI (`npm start` without the build) with `args`. */
export function startStackProcess(args: string[], env: NodeJS.ProcessEnv = process.env): StackProcess {
  if (!existsSync(CLI)) throw new Error(`${CLI} does not exist: run \`npm run build\` first`);
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  children.push(child);
  let text = '';
  const watchers = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    text += chunk;
    for (const w of [...watchers]) w();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    child,
    output: () => text,
    exited,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const m = pattern.exec(text);
          if (m) {
            watchers.delete(check);
            resolve(m);
          }
        };
        watchers.add(check);
        check();
        void exited.then((code) => {
          if (watchers.delete(check)) reject(new Error(`exited (${code}) before ${pattern}:\n${text.slice(-3000)}`));
        });
      }),
  };
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
