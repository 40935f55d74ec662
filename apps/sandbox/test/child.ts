// The sandbox CLI as a child process (the built `dist`, as `npm run sandbox:node` runs it), for the tests
// that need a real process: its exit codes and output, signals, and its peak memory under hostile input.
// SANDBOX_CLI replays the same probes against another build of the CLI.
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { type ChildExit, type OwnedChild, spawnOwned } from '@sidechain-api/server-kit';

export const CLI = process.env.SANDBOX_CLI ?? fileURLToPath(new URL('../dist/src/cli.js', import.meta.url));

export interface SandboxProcess {
  child: OwnedChild;
  url: string;
  apiKey: string;
  /** The peak resident memory of the process so far (VmHWM), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** Starts the CLI with `args` (a free port unless given) and resolves once its banner names its address. */
export async function spawnSandbox(args: readonly string[] = []): Promise<SandboxProcess> {
  const child = spawnOwned(CLI, args.includes('--port') ? args : ['--port', '0', ...args], { kind: 'node' });
  const out = new PassThrough();
  child.forwardOutput(out);
  const banner = await new Promise<string>((resolve, reject) => {
    let text = child.output();
    const look = () => {
      const url = /on (http:\/\/\S+)/.exec(text)?.[1];
      const key = /API key: (\S+)/.exec(text)?.[1];
      if (url && key) {
        out.off('data', onData);
        resolve(text);
      }
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      look();
    };
    out.on('data', onData);
    child.exited.then((exit) =>
      reject(new Error(`the sandbox exited (${exit.code ?? exit.signal}):\n${child.output()}`)),
    );
    look();
  });
  const pid = child.pid;
  return {
    child,
    url: /on (http:\/\/\S+)/.exec(banner)?.[1] ?? '',
    apiKey: /API key: (\S+)/.exec(banner)?.[1] ?? '',
    peakRssMb: () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: () => child.stop(),
  };
}

/** Runs the CLI to its end: exit, stdout+stderr. */
export async function runCli(args: readonly string[]): Promise<{ exit: ChildExit; output: string }> {
  const child = spawnOwned(CLI, args, { kind: 'node' });
  const exit = await child.exited;
  return { exit, output: child.output() };
}
