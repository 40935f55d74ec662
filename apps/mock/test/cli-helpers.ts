// Running the built CLIs as users do (contract tier): spawn, wait for the banner, stop, and read what a
// process left behind.

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built `sidechain-mock` (npm run build makes it). */
export function builtCli(): string {
  const file = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
  if (!existsSync(file)) throw new Error(`${file} does not exist: run \`npm run build\` first`);
  return file;
}

export interface Started {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves when the output matches (with the match), rejects when the process exits first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startProcess(file: string, args: string[], env: NodeJS.ProcessEnv = process.env): Started {
  const child = spawn(process.execPath, [file, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let text = '';
  const watchers = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const w of [...watchers]) w();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  return {
    child,
    output: () => text,
    exited,
    waitFor(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = pattern.exec(text);
          if (m) {
            watchers.delete(check);
            resolve(m);
          }
        };
        watchers.add(check);
        check();
        void exited.then(({ code, signal }) => {
          if (!watchers.has(check)) return;
          watchers.delete(check);
          reject(new Error(`exited (${code ?? signal}) before ${pattern}:\n${text.slice(-3000)}`));
        });
      });
    },
  };
}

/** Process ids in the process group `pgid` (empty when the group is gone). */
export function groupMembers(pgid: number): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([pid, group]) => group === pgid && pid !== undefined)
    .map(([pid]) => pid as number);
}

/** The children of `pid` (their process ids). */
export function childrenOf(pid: number): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([, ppid]) => ppid === pid)
    .map(([child]) => child as number);
}

/** Peak resident memory of a process (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
