// The command line, in process: exit codes, one-line usage errors, the first probe against the wrong kind of
// server, a server that stops mid-answer, the API key from the environment (never printed), and --accept.

import type http from 'node:http';
import { startFakeNode } from '@sidechain-api/planted-faults';
import { describe, expect, it } from 'vitest';
import { closers, conform, serve } from './cli-helpers.js';

/** A static file server: every path is an HTML page, every method. */
const staticSite = (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not Found</body></html>');
};

describe('sidechain-conform', () => {
  it('says what is wrong with a usage in one line, points to --help, exit 2', async () => {
    for (const [args, message] of [
      [[], 'a command is required: node, rpc, diff or proxy'],
      [['node'], '--url <URL> is required'],
      [['rpc', '--url', 'http://127.0.0.1:1', '--nope'], "Unknown option '--nope'"],
      [['node', '--url', 'http://127.0.0.1:1', '--ws', 'ws://x'], '--ws is not an option of "node"'],
      [['rpc', '--url', 'ftp://x'], '--url: "ftp://x" must start with http: or https://'],
      [
        ['node', '--url', 'http://127.0.0.1:1', '--seed', 'x'],
        '--seed must be an integer from 0 to 2147483647, got "x"',
      ],
      [
        ['diff', '--a', 'http://127.0.0.1:1', '--b', 'http://127.0.0.1:2', '--flows'],
        '--flows writes to both servers (coins, blocks, keys): add --allow-writes',
      ],
    ] as const) {
      const run = await conform([...args]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toBe(`sidechain-conform: ${message}\nRun 'sidechain-conform --help' for usage.\n`);
      expect(run.stdout).toBe('');
    }
  });

  it('tells a static file server from a node API and from a JSON-RPC endpoint, with what it saw', async () => {
    const url = await serve(staticSite);
    const node = await conform(['node', '--url', url]);
    expect(node.code).toBe(2);
    expect(node.stderr).toBe(
      `sidechain-conform: ${url} is not a node API: POST /block/best answered HTTP 404, text/html, "<html><body>Not Found</body></html>" (a node answers 200 application/json with {"result": …}).\n`,
    );
    const rpc = await conform(['rpc', '--url', url, '--json']);
    expect(rpc.code).toBe(2);
    expect(rpc.stderr).toMatch(/is not a JSON-RPC endpoint: eth_chainId answered HTTP 404, text\/html/);
    expect(JSON.parse(rpc.stdout)).toMatchObject({
      api: 'rpc',
      error: expect.stringMatching(/not a JSON-RPC endpoint/),
    });
  });

  it('points a JSON-RPC check at a node API to the node command', async () => {
    const fake = await startFakeNode();
    closers.push(() => fake.close());
    const run = await conform(['rpc', '--url', `${fake.url}/block/best`]);
    expect(run.stderr).toMatch(/It looks like the node API: try `sidechain-conform node`\.\n$/);
  });

  it('gives up on a server that stops sending its answer: exit 2, a clear line, and --json still prints', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"result":');
    });
    const run = await conform(['node', '--url', url, '--timeout', '300', '--json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `sidechain-conform: ${url}/block/best did not finish its answer within 300 ms (--timeout)\n`,
    );
    expect(JSON.parse(run.stdout)).toMatchObject({
      target: url,
      api: 'node',
      error: expect.stringContaining('did not finish'),
    });
  });

  it('reads the API key from SIDECHAIN_API_KEY and never prints it', async () => {
    const fake = await startFakeNode();
    closers.push(() => fake.close());
    const run = await conform(
      ['node', '--url', fake.url, '--max-examples', '1', '--only', 'walletCoinsBalance,nodeInfo', '--json'],
      {
        SIDECHAIN_API_KEY: fake.apiKey,
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ checked: 2, violations: [] });
    expect(run.stdout + run.stderr).not.toContain(fake.apiKey);
    const other = await conform(['node', '--url', fake.url, '--api-key-env', 'MY_KEY', '--only', 'nodeInfo'], {});
    expect(other.stderr).toBe(
      "sidechain-conform: --api-key-env: the variable MY_KEY is not set\nRun 'sidechain-conform --help' for usage.\n",
    );
  });

  it('stops on a refused API key before anything else: one line, exit 2', async () => {
    const fake = await startFakeNode();
    closers.push(() => fake.close());
    const run = await conform(['node', '--url', fake.url], { SIDECHAIN_API_KEY: 'wrong' });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `sidechain-conform: API key refused (HTTP 401 "The supplied authentication is invalid" to POST /node/connectedPeers): ${fake.url} does not take the key in SIDECHAIN_API_KEY; the node checks it as the password of HTTP Basic auth\n`,
    );
    expect(run.stdout).toBe('');
    expect(fake.requests).toBe(2); // the probe and the key check
    const json = await conform(['node', '--url', fake.url, '--api-key-env', 'MY_KEY', '--json'], { MY_KEY: 'x' });
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({
      error: expect.stringMatching(/^API key refused \(HTTP 401 .* in MY_KEY;/),
    });
    const diff = await conform(['diff', '--a', fake.url, '--b', fake.url], { SIDECHAIN_API_KEY: 'wrong' });
    expect([diff.code, diff.stderr]).toEqual([
      2,
      expect.stringContaining('sidechain-conform: API key refused (HTTP 401'),
    ]);
  });

  it('--accept: listed departures do not fail the run and are shown with their reason', async () => {
    const { startFakeNode: start } = await import('@sidechain-api/planted-faults');
    const fake = await start('foreign-401');
    closers.push(() => fake.close());
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const path = await import('node:path');
    const os = await import('node:os');
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'accept-')), 'baseline.yaml');
    writeFileSync(
      file,
      'accept:\n  - operation: "*"\n    kind: content-type\n    match: "HTTP 401"\n    reason: our gateway answers 401 itself\n  - operation: "*"\n    kind: header\n    reason: our gateway uses its own realm\n',
    );
    const args = ['node', '--url', fake.url, '--max-examples', '0', '--only', 'nodeInfo', '--accept', file];
    const run = await conform(args, { SIDECHAIN_API_KEY: fake.apiKey });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain('Accepted departures (2)');
    expect(run.stdout).toContain('    because: our gateway uses its own realm');
    writeFileSync(file, 'accept:\n  - operation: nodeInfo\n');
    const bad = await conform(args);
    expect(bad.stderr).toBe(
      `sidechain-conform: ${file}: entry 1: "reason" must be a non-empty string\nRun 'sidechain-conform --help' for usage.\n`,
    );
  });

  it('proxy on a taken port: one line naming it, exit 2 (as every command line of the repository)', async () => {
    const url = await serve(staticSite);
    const port = new URL(url).port;
    const run = await conform(['proxy', 'node', '--upstream', url, '--port', port]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `sidechain-conform: Port ${port} on 127.0.0.1 is already in use. Stop whatever listens there or choose another port (--port <n>).\n`,
    );
  });

  it('--help prints the usage and exits 0', async () => {
    const run = await conform(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('sidechain-conform node --url <URL>');
  });
});
