// What the devnet's contract tests share: the built CLI as a child process, waiting for its output,
// process liveness and memory, plain HTTP requests with any Host header, and a fake JSON-RPC server that
// answers like anvil.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

export const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

export interface CliRun {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the match once stdout (or stderr) matches `pattern`; rejects if the CLI exits first. */
  waitFor(pattern: RegExp, stream?: 'stdout' | 'stderr'): Promise<RegExpExecArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs `node apps/devnet/dist/cli.js …args` (the build's output, as `npm run devnet` does). */
export function runCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): CliRun {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` before the devnet tests`);
  const child = spawn(process.execPath, [CLI, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d;
  });
  child.stderr?.on('data', (d: Buffer) => {
    err += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitFor = (pattern: RegExp, stream: 'stdout' | 'stderr' = 'stdout') =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const source = stream === 'stdout' ? child.stdout : child.stderr;
      const check = () => {
        const match = pattern.exec(stream === 'stdout' ? out : err);
        if (!match) return;
        source?.off('data', check);
        resolve(match);
      };
      source?.on('data', check);
      void exited.then(() => reject(new Error(`the CLI exited before printing ${pattern}:\n${out}\n${err}`)));
      check();
    });
  return { child, stdout: () => out, stderr: () => err, waitFor, exited };
}

/** Whether a process (or, with a negative id, a process group) still exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes of a process group (from /proc; Linux only). */
export function groupMembers(group: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // the fields after the command's closing parenthesis: state, ppid, pgrp, …
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === group;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The peak resident memory of a process so far, in bytes (VmHWM; Linux only). */
export function peakRss(pid: number): number {
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

export interface PlainAnswer {
  status: number | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP/1.1 request with exactly these headers (fetch cannot send another Host). An upgrade the server
 * accepts resolves with its 101 and closes the socket.
 */
export function plainRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode, headers: res.headers, body: '' });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The headers of a WebSocket upgrade request (RFC 6455 §4.1), with this Host. */
export function upgradeHeaders(host: string): Record<string, string> {
  return {
    host,
    connection: 'Upgrade',
    upgrade: 'websocket',
    'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
    'sec-websocket-version': '13',
  };
}

/** Resolves once `check()` holds (processes outside this one send no event when they end). */
export async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

/** A JSON-RPC server on 127.0.0.1 that answers like a devnet anvil: the impostor of the readiness tests. */
export async function startImpostor(): Promise<{ port: number; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk;
    });
    req.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string };
      requests.push(method);
      const result = { eth_chainId: '0x7a69', web3_clientVersion: 'anvil/v1.7.1' }[method] ?? null;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
