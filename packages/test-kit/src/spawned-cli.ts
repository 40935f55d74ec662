// A built CLI run as users run it (`node <file> …args`), its output read as it comes: the one way the tests
// start a command-line program and wait for what it prints.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export type OutputStream = 'output' | 'stdout' | 'stderr';

export interface SpawnedCli {
  child: ChildProcess;
  /** stdout and stderr so far, in the order they came. */
  output(): string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the match once the stream matches `pattern`; rejects when the process exits first. */
  waitFor(pattern: RegExp, stream?: OutputStream): Promise<RegExpExecArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `file` when it exists; otherwise an error that says to build first (the CLIs run from dist). */
export function builtFile(file: string): string {
  if (!existsSync(file)) throw new Error(`${file} does not exist: run \`npm run build\` first`);
  return file;
}

/** Spawns `node file …args` with stdin closed and both output streams read (a full pipe never blocks it). */
export function spawnCli(file: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): SpawnedCli {
  const child = spawn(process.execPath, [builtFile(file), ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  const text: Record<OutputStream, string> = { output: '', stdout: '', stderr: '' };
  const watchers = new Set<() => void>();
  const collect = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    const part = chunk.toString('utf8');
    text[stream] += part;
    text.output += part;
    for (const watcher of [...watchers]) watcher();
  };
  child.stdout?.on('data', collect('stdout'));
  child.stderr?.on('data', collect('stderr'));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => text.output,
    stdout: () => text.stdout,
    stderr: () => text.stderr,
    exited,
    waitFor: (pattern, stream = 'output') =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(text[stream]);
          if (match && watchers.delete(check)) resolve(match);
        };
        watchers.add(check);
        check();
        void exited.then(({ code, signal }) => {
          if (watchers.delete(check)) {
            reject(new Error(`exited (${code ?? signal}) before ${pattern}:\n${text.output.slice(-3000)}`));
          }
        });
      }),
  };
}
