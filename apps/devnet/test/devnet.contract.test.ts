// The devnet's lifetime: startDevnet() on a free port of 127.0.0.1 (HTTP and WebSocket), its funded
// accounts, stop(); a taken port is an error and never "ready", even when the server there answers like
// the devnet; and the CLI (`npm run devnet`) prints its banner, stops on Ctrl-C and leaves no anvil behind,
// even when it is SIGKILLed. sidechain-conform's rpc check, with generated inputs, finds no departure that
// conformance-departures.yaml does not list.
import { fileURLToPath } from 'node:url';
import { checkRpc, readAcceptList } from '@sidechain-api/conformance';
import { createEvmClient, http, webSocket } from '@sidechain-api/evm-rpc';
import { PortInUseError } from '@sidechain-api/server-kit';
import { alive } from '@sidechain-api/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devnet, startDevnet } from '../src/index.js';
import { plainRequest, runCli, startImpostor, until } from './helpers.js';

describe('startDevnet()', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
  });
  afterAll(async () => {
    await devnet?.stop();
  });

  it('listens on a free port of 127.0.0.1, HTTP and WebSocket on the same port', () => {
    expect(devnet.port).toBeGreaterThan(0);
    expect(devnet.url).toBe(`http://127.0.0.1:${devnet.port}`);
    expect(devnet.wsUrl).toBe(`ws://127.0.0.1:${devnet.port}`);
    expect(devnet.client).toBe('anvil');
    expect(devnet.clientVersion).toBe('anvil 1.7.1');
  });

  it('is chain 31337 over HTTP and WebSocket, and anvil 1.7.1', async () => {
    const client = createEvmClient({ transport: http(devnet.url) });
    expect(await client.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await client.request({ method: 'net_version' })).toBe('31337');
    expect(await client.request({ method: 'web3_clientVersion' })).toBe('anvil/v1.7.1');
    const ws = createEvmClient({ transport: webSocket(devnet.wsUrl, { keepAliveMs: 0 }) });
    try {
      expect(await ws.request({ method: 'eth_chainId' })).toBe('0x7a69');
    } finally {
      await ws.close();
    }
  });

  it('lists 20 funded, well-known test accounts that the node knows', async () => {
    expect(devnet.accounts).toHaveLength(20);
    expect(devnet.accounts[0]).toEqual({
      address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    });
    const client = createEvmClient({ transport: http(devnet.url) });
    const nodeAccounts = await client.request({ method: 'eth_accounts' });
    expect(nodeAccounts.map((a) => a.toLowerCase())).toEqual(devnet.accounts.map((a) => a.address));
    const balance = await client.request({
      method: 'eth_getBalance',
      params: [devnet.accounts[19]!.address, 'latest'],
    });
    expect(BigInt(balance)).toBe(10_000n * 10n ** 18n);
  });

  it('stop() ends anvil: no process left in its group, port closed', async () => {
    const other = await startDevnet();
    expect(alive(-other.pid)).toBe(true);
    await other.stop();
    expect(alive(-other.pid)).toBe(false);
    await expect(fetch(other.url, { method: 'POST' })).rejects.toThrow();
  });
});

describe('conformance (sidechain-conform rpc, generated inputs)', () => {
  let devnet: Devnet;
  // A block a second: the block-filter check waits for a new head, which an automining chain with no
  // transaction never makes (it would wait out its 15 s and skip the check).
  beforeAll(async () => {
    devnet = await startDevnet({ blockTime: 1 });
  });
  afterAll(async () => {
    await devnet?.stop();
  });

  // Bounded by count (the seed's examples), not by time: the verdict must not depend on the machine's speed.
  // About 4000 checks: 20-90 s by the machine's load, so the limit only catches a hang.
  it('has no violation that conformance-departures.yaml does not list', { timeout: 600_000 }, async () => {
    const accept = readAcceptList(fileURLToPath(new URL('../conformance-departures.yaml', import.meta.url)));
    const report = await checkRpc({ url: devnet.url, seed: 1, maxExamples: 2, timeBudgetMs: 3_600_000, accept });
    const found = report.violations.map((v) => `${v.operation} ${v.kind}: ${v.message}\n  ${v.reproducer ?? ''}`);
    expect(report.error).toBeUndefined();
    expect(report.phases.get('generated')?.checks ?? 0).toBeGreaterThan(3000);
    expect(found).toEqual([]);
    expect(report.accepted.length).toBeGreaterThan(0);
    expect(report.rows.get('filter links')?.note ?? 'checked').not.toMatch(/^skipped/);
  });
});

describe('a taken port', () => {
  it('is a PortInUseError naming the port, although the server there answers eth_chainId 0x7a69 like the devnet', async () => {
    const impostor = await startImpostor();
    try {
      const error = await startDevnet({ port: impostor.port }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortInUseError);
      expect((error as PortInUseError).port).toBe(impostor.port);
      expect(String(error)).toContain(`Port ${impostor.port} on 127.0.0.1 is already in use`);
      // the front could not bind the port, before anvil started: the impostor was never asked anything
      expect(impostor.requests).toEqual([]);
    } finally {
      await impostor.close();
    }
  });

  it('the CLI exits 2 with one line naming the port, and prints no banner', async () => {
    const impostor = await startImpostor();
    try {
      const cli = runCli(['--port', String(impostor.port)]);
      expect(await cli.exited).toEqual({ code: 2, signal: null });
      expect(cli.stderr()).toBe(
        `devnet: Port ${impostor.port} on 127.0.0.1 is already in use. Stop whatever listens there or choose another port (--port <n>).\n`,
      );
      expect(cli.stdout()).toBe('');
    } finally {
      await impostor.close();
    }
  });
});

describe('the CLI (npm run devnet)', () => {
  it('--allow-host admits the names given (repeated or comma-separated) and lists them; others get 403', async () => {
    const cli = runCli(['--port', '0', '--quiet', '--allow-host', 'devnet.test,lan.test', '--allow-host', 'box.test']);
    try {
      const [, url] = await cli.waitFor(/HTTP\s+(http:\/\/127\.0\.0\.1:\d+)\n[\s\S]*Ctrl-C stops it\./);
      expect(cli.stdout()).toMatch(/ {2}Hosts {7}IP addresses, localhost names, devnet\.test, lan\.test, box\.test \(/);
      const body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}';
      const status = async (host: string) =>
        (await plainRequest(url!, { method: 'POST', headers: { host, 'content-type': 'application/json' }, body }))
          .status;
      for (const host of ['devnet.test', 'lan.test:9545', 'box.test']) expect(await status(host), host).toBe(200);
      expect(await status('evil.test')).toBe(403);
    } finally {
      cli.child.kill('SIGINT');
      await cli.exited;
    }
  });

  it('prints the URLs, the chain id and the accounts; Ctrl-C (SIGINT) stops it with exit 0 and no anvil left', async () => {
    const cli = runCli(['--port', '0', '--quiet']);
    let group = 0;
    try {
      const [, url] = await cli.waitFor(/HTTP\s+(http:\/\/127\.0\.0\.1:\d+)\n[\s\S]*Ctrl-C stops it\./);
      expect(cli.stdout()).toContain(`WebSocket   ${url!.replace('http:', 'ws:')}`);
      expect(cli.stdout()).toMatch(/chain id 31337 \(0x7a69\)/);
      expect(cli.stdout()).toContain('PUBLIC test keys');
      expect(cli.stdout()).toMatch(
        /#0 +0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266 +0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80/,
      );
      group = Number(/pid (\d+)/.exec(cli.stdout())![1]);
      expect(await createEvmClient({ transport: http(url!) }).request({ method: 'eth_chainId' })).toBe('0x7a69');
      cli.child.kill('SIGINT');
      expect(await cli.exited).toEqual({ code: 0, signal: null });
      expect(alive(-group)).toBe(false);
    } finally {
      if (alive(cli.child.pid!)) cli.child.kill('SIGKILL');
      if (group && alive(-group)) process.kill(-group, 'SIGKILL');
    }
  });

  it('anvil ends when the CLI is SIGKILLed (no cleanup possible)', async () => {
    const cli = runCli(['--port', '0', '--quiet']);
    let group = 0;
    try {
      group = Number((await cli.waitFor(/pid (\d+)/))[1]);
      await cli.waitFor(/Ctrl-C stops it\./);
      expect(alive(-group)).toBe(true);
      cli.child.kill('SIGKILL');
      await cli.exited;
      await until(() => !alive(-group), 'the orphaned anvil to end');
    } finally {
      if (group && alive(-group)) process.kill(-group, 'SIGKILL');
    }
  });

  it('`deposit` sends a deposit transaction to a running devnet and prints its hash and block', async () => {
    const devnet = await startDevnet();
    try {
      const to = devnet.accounts[3]!.address;
      const cli = runCli(['deposit', '--url', devnet.url, '--to', to, '--mint', '1.5', '--value', '0.5']);
      expect(await cli.exited, cli.stderr()).toEqual({ code: 0, signal: null });
      const hash = /^deposit (0x[0-9a-f]{64})$/m.exec(cli.stdout())?.[1];
      const sourceHash = /^ {2}sourceHash {2}(0x[0-9a-f]{64})$/m.exec(cli.stdout())?.[1];
      expect(cli.stdout()).toContain(`from ${to} to ${to}, mint 1.5 ETH, value 0.5 ETH`);
      expect(cli.stdout()).toMatch(/block \d+, status success/);
      const client = createEvmClient({ transport: http(devnet.url) });
      expect(await client.transport.request({ method: 'eth_getTransactionByHash', params: [hash] })).toMatchObject({
        type: '0x7e',
        sourceHash,
        mint: '0x14d1120d7b160000',
      });
    } finally {
      await devnet.stop();
    }
  });

  it('`deposit` finds the devnet by --port, or by DEVNET_PORT as the devnet itself does', async () => {
    const devnet = await startDevnet();
    try {
      const port = new URL(devnet.url).port;
      const to = devnet.accounts[4]!.address;
      const byFlag = runCli(['deposit', '--port', port, '--to', to, '--mint', '1'], { DEVNET_PORT: '1' });
      const byEnv = runCli(['deposit', '--to', to, '--mint', '1'], { DEVNET_PORT: port });
      for (const cli of [byFlag, byEnv]) {
        expect(await cli.exited, cli.stderr()).toEqual({ code: 0, signal: null });
        expect(cli.stdout()).toMatch(/^deposit 0x[0-9a-f]{64}\n/);
      }
    } finally {
      await devnet.stop();
    }
  });

  it('a usage mistake is one line and exit 2', async () => {
    for (const args of [
      ['--bogus'],
      ['--chain-id', '26514'],
      ['--block-time', '0'],
      ['--host', 'localhost'],
      ['deposit', '--mint', '1'],
      ['deposit', '--to', '0x1234', '--mint', '1'],
      ['deposit', '--to', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', '--mint', '1e18'],
      ['deposit', '--to', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', '--port', '0'],
      ['deposit', '--to', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', '--port', '9545', '--url', 'http://x'],
    ]) {
      const cli = runCli(args);
      expect(await cli.exited, args.join(' ')).toEqual({ code: 2, signal: null });
      expect(cli.stderr()).toMatch(/^devnet: [^\n]+\nRun 'devnet --help' for usage\.\n$/);
    }
  });
});
