// The CLI as users run it (`npm run sandbox:node`, the built dist): banner, flags, usage errors, signals,
// the state file across restarts, a taken port, and the walk-through example against it.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, spawnSandbox } from './child.js';
import { basic, request } from './helpers.js';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'sandbox-cli-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('flags', () => {
  it('--help prints the usage and exits 0', async () => {
    const { exit, output } = await runCli(['--help']);
    expect(exit.code).toBe(0);
    expect(output).toMatch(/^Usage: sidechain-sandbox \[options\]/);
    for (const flag of ['--port', '--seed', '--state', '--cors', '--strict-origin', '--no-csw', '--api-key'])
      expect(output).toContain(flag);
  });

  it('a wrong flag or value is one line and a pointer to --help, exit 2', async () => {
    for (const args of [['--nope'], ['--port', '99999'], ['--block-time-ms', '0'], ['--api-key', '']]) {
      const { exit, output } = await runCli(args);
      expect(exit.code, output).toBe(2);
      expect(output).toMatch(/^sidechain-sandbox: .+\nRun 'sidechain-sandbox --help' for usage\.\n$/);
    }
  });

  it('a taken port is one line, exit 2', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const { exit, output } = await runCli(['--port', String(port)]);
      expect([exit.code, output.trim().split('\n').length]).toEqual([2, 1]);
      expect(output).toMatch(/^sidechain-sandbox: Port \d+ on 127\.0\.0\.1 is already in use/);
    } finally {
      blocker.close();
    }
  });
});

describe('running', () => {
  it('prints the banner (address, API key, funded key, CORS) and stops cleanly on SIGTERM', async () => {
    const sb = await spawnSandbox(['--api-key', 'cli-key', '--seed', 'cli', '--cors', 'http://127.0.0.1:8080']);
    const out = sb.child.output();
    expect(out).toMatch(/^Sandbox node \(Sidechains SDK 0\.11\.0 UTXO, simulated\) on http:\/\/127\.0\.0\.1:\d+\n/);
    expect(out).toContain('API key: cli-key\n');
    expect(out).toMatch(/Funded wallet key: [0-9a-f]{64}\n/);
    expect(out).toContain('CORS: http://127.0.0.1:8080\n');
    expect(out).toContain(`curl -u user:cli-key -X POST ${sb.url}/sandbox/cease`);
    expect(sb.apiKey).toBe('cli-key');
    expect((await request(sb.url, '/block/currentHeight')).status).toBe(200);
    process.kill(sb.child.pid, 'SIGTERM');
    expect((await sb.child.exited).code).toBe(0);
  });

  it('keeps the chain in --state across a restart; refuses a corrupt file with one line and exit 2', async () => {
    const file = path.join(tmp, 'state.json');
    const first = await spawnSandbox(['--state', file]);
    const generated = await request(first.url, '/block/generate', { body: '{"epochNumber":1,"slotNumber":5}' });
    const blockId = JSON.parse(generated.text).result.blockId as string;
    await request(first.url, '/transaction/sendCoinsToAddress', {
      headers: { authorization: basic(first.apiKey) },
      body: JSON.stringify({
        outputs: [{ publicKey: '68cd267cefdc5ea27ac1a7b3c26edf41fa86ad86d2980e72f529b9968a61eb54', value: 1 }],
      }),
    });
    process.kill(first.child.pid, 'SIGTERM');
    expect((await first.child.exited).code).toBe(0);

    const second = await spawnSandbox(['--state', file]);
    try {
      expect(second.child.output()).toContain(`State: ${file} (height 2)`);
      expect(JSON.parse((await request(second.url, '/block/best')).text).result.block.id).toBe(blockId);
      const pool = JSON.parse(
        (await request(second.url, '/transaction/allTransactions', { body: '{"format":false}' })).text,
      );
      expect(pool.result.transactionIds).toHaveLength(1);
    } finally {
      await second.stop();
    }

    writeFileSync(file, '{"format":"sidechain-api/sandbox-state","version":1,"blocks":[');
    const { exit, output } = await runCli(['--port', '0', '--state', file]);
    expect(exit.code).toBe(2);
    expect(output).toMatch(
      /^sidechain-sandbox: the state file .+ is not JSON \(.+\); it is corrupt or not a sandbox state file\n$/,
    );
    expect(readFileSync(file, 'utf8')).toBe('{"format":"sidechain-api/sandbox-state","version":1,"blocks":[');
  });

  it('runs the walk-through example (examples/send-and-forge.ts) against it', async () => {
    const sb = await spawnSandbox();
    try {
      const script = fileURLToPath(new URL('../dist/examples/send-and-forge.js', import.meta.url));
      const { stdout } = await promisify(execFile)(process.execPath, [script], {
        env: { ...process.env, SANDBOX_URL: sb.url, SANDBOX_API_KEY: sb.apiKey },
      });
      expect(stdout).toMatch(/^3\. in the mempool: true$/m);
      expect(stdout).toMatch(/^5\. in block at height 2: true$/m);
      expect(stdout).toMatch(/^6\. new key holds 2\.5 ZEN; .*\(0\.0001 ZEN paid in fees\)$/m);
    } finally {
      await sb.stop();
    }
  });
});
