// The root npm scripts that build before they run a tool (`start`, `mock:node`, `mock:rpc`, `sandbox:node`,
// `devnet`, `devnet -- deposit`), run as a user runs them (`npm run -s …`): stdout holds the tool's own lines
// and nothing of the build (turbo's output goes to stderr, errors only). Each server is read up to the end of
// its banner ("Ctrl-C") and stopped with SIGINT, its whole process group (npm, sh, node and their children).
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.js';

const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) stop(child, 'SIGKILL');
});

function stop(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is gone
    }
  }
}

interface ScriptRun {
  stdout: string;
  stderr: string;
  code: number | null;
}

/**
 * `npm run -s <script> -- <args>` in the repository. Resolves once stdout has a line matching `until` (the
 * process group is then stopped), or when the command exits.
 */
function npmRun(script: string, args: string[], until?: RegExp): Promise<ScriptRun> {
  const child = spawn('npm', ['run', '-s', script, '--', ...args], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  return new Promise((resolve) => {
    const done = (code: number | null) => {
      running.delete(child);
      resolve({ stdout, stderr, code });
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until?.test(stdout)) {
        child.once('exit', (code) => done(code));
        stop(child, 'SIGINT');
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) => {
      if (!until?.test(stdout)) done(code);
    });
  });
}

/** Lines of turbo's output: its header, its task prefixes, its summary. */
const TURBO = /turbo \d|Packages in scope|@sidechain-api\/[a-z-]+:build|Tasks:|Cached:|cache (hit|miss)/;

const BANNER_END = /Ctrl-C[^\n]*\n/;

describe('npm run -s <script>: stdout is the tool output only', () => {
  it.each([
    ['sandbox:node', ['--port', '0'], /^Sandbox node \(Sidechains SDK 0\.11\.0 UTXO, simulated\) on http:/],
    ['mock:node', ['--port', '0'], /^Node HTTP API mock \(Prism [\d.]+\) listening on http:/],
    ['mock:rpc', ['--port', '0'], /^EVM JSON-RPC mock listening on http:/],
    ['start', ['--node-port', '0', '--rpc-port', '0', '--docs-port', '0'], /^Service +URL +Details\n/],
  ])('%s', { timeout: 180_000 }, async (script, args, first) => {
    const run = await npmRun(script, args, BANNER_END);
    expect(run.stdout, run.stderr).toMatch(first);
    expect(run.stdout).not.toMatch(TURBO);
  });

  it('devnet, then devnet -- deposit: the banner, then the deposit in four lines', { timeout: 180_000 }, async () => {
    const child = spawn('npm', ['run', '-s', 'devnet', '--', '--port', '0', '--quiet'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', () => BANNER_END.test(stdout) && resolve());
      child.once('exit', (code) => reject(new Error(`devnet exited (${code}) before its banner:\n${stdout}`)));
    });
    expect(stdout).toMatch(/^Devnet: anvil [\d.]+ \(optimism/);
    expect(stdout).not.toMatch(TURBO);
    const url = /HTTP +(http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1] ?? '';
    const to = /#0 +(0x[0-9a-fA-F]{40})/.exec(stdout)?.[1] ?? '';
    try {
      const deposit = await npmRun('devnet', ['deposit', '--url', url, '--to', to, '--mint', '1']);
      expect(deposit.code, deposit.stderr).toBe(0);
      expect(deposit.stdout.split('\n')).toEqual([
        expect.stringMatching(/^deposit 0x[0-9a-f]{64}$/),
        expect.stringMatching(/^ {2}sourceHash {2}0x[0-9a-f]{64}$/),
        `  from ${to} to ${to}, mint 1 ETH, value 0 ETH`,
        expect.stringMatching(/^ {2}block \d+, status success$/),
        '',
      ]);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      stop(child, 'SIGINT');
      await exited;
      running.delete(child);
    }
  });
});
