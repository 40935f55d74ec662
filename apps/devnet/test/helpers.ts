// What the devnet's contract tests share: the built CLI as a child process (test-kit's spawnCli, waiting on
// stdout), plain HTTP requests with any Host header, and a fake JSON-RPC server that
// answers like anvil.
import { createServer, request, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { type SpawnedCli, spawnCli } from '@sidechain-api/test-kit';
import { vi } from 'vitest';

export const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

/** Runs `node apps/devnet/dist/cli.js …args` (the build's output, as `npm run devnet` does); waits on stdout. */
export function runCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): SpawnedCli {
  const cli = spawnCli(CLI, args, { ...process.env, ...env });
  return { ...cli, waitFor: (pattern, stream = 'stdout') => cli.waitFor(pattern, stream) };
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
