// One tool run as a child process: its output collected, its wall time measured, stopped past a time limit.
import { spawn } from 'node:child_process';

export interface ProcessResult {
  ms: number;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export function runTool(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; limitMs: number },
): Promise<ProcessResult> {
  const started = performance.now();
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: options.env ?? process.env,
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    // the tail is enough to say why a run failed
    stderr = (stderr + c.toString()).slice(-20_000);
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, options.limitMs);
  return new Promise((resolve) => {
    child.on('error', (err) => {
      stderr += `cannot run ${command}: ${err.message}`;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ ms: Math.round(performance.now() - started), exitCode: code, stdout, stderr, timedOut });
    });
  });
}
