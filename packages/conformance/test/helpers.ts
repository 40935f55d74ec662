// Real processes for the conformance tests: the mocks, the devnet and the broken servers are spawned
// (packages never import apps), and the conformance CLI runs as its own process too.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(PACKAGE_DIR, '../..');
export const CLI = path.join(PACKAGE_DIR, 'src/cli.mjs');
export const FIXTURES = path.join(PACKAGE_DIR, 'test/fixtures');

export interface Running {
  url: string;
  wsUrl: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Spawns `node <args>` in the repository root and resolves with the first URL it prints (group 1 of `pattern`). */
export function startServer(
  args: string[],
  timeoutMs = 60_000,
  pattern = /(http:\/\/127\.0\.0\.1:\d+)/,
): Promise<Running> {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${args.join(' ')} printed no URL within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = pattern.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        const url = m[1];
        resolve({ url, wsUrl: url.replace(/^http/, 'ws'), child, output: () => out, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code} before printing a URL:\n${out}`));
    });
  });
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the sidechain-conform CLI as a process. */
export function conform(args: string[]): Promise<CliRun> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

export interface JsonReport {
  target: string;
  api: string;
  client?: string;
  checked: number;
  violations: {
    operation: string;
    kind: string;
    message: string;
    path: string;
    known?: string;
    request?: unknown;
    response?: unknown;
  }[];
  skipped: { operation: string; reason: string }[];
}

/** "operation kind" pairs, sorted and unique: what a report found, in a form tests compare exactly. */
export function pairs(report: JsonReport): string[] {
  return [...new Set(report.violations.map((v) => `${v.operation} ${v.kind}`))].sort();
}

/** The JSON report of a run; a run without one fails with its exit code and stderr. */
export function reportOf(run: CliRun): JsonReport {
  if (!run.stdout.trim()) throw new Error(`no report (exit ${run.code}); stderr:\n${run.stderr}`);
  return JSON.parse(run.stdout) as JsonReport;
}
