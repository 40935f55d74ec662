/**
 * The local devnet (hardhat 2 node, chain id 26514): started on a free port, answers eth_chainId
 * 0x6792 over HTTP and WebSocket, lists its funded accounts, and leaves no process behind — neither
 * after stop(), nor after Ctrl-C on the CLI, nor when the CLI itself is SIGKILLed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Devnet, startDevnet } from '../src/devnet.mjs';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/devnet.mjs');

async function rpc(url: string, method: string, params: unknown[] = []) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as { result?: any; error?: any };
}

function wsCall(url: string, method: string, params: unknown[] = []): Promise<any> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error('ws timeout')), 10_000);
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ jsonrpc: '2.0', id: 42, method, params })));
    ws.on('message', (data) => {
      clearTimeout(timer);
      ws.close();
      resolve(JSON.parse(String(data)));
    });
  });
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(pred: () => boolean, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

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
    expect(devnet.port).not.toBe(9545);
    expect(devnet.url).toBe(`http://127.0.0.1:${devnet.port}`);
    expect(devnet.wsUrl).toBe(`ws://127.0.0.1:${devnet.port}`);
    expect(devnet.hardhatVersion).toMatch(/^2\./);
  });

  it('eth_chainId is 0x6792 over HTTP and over WebSocket; net_version is 26514', async () => {
    expect((await rpc(devnet.url, 'eth_chainId')).result).toBe('0x6792');
    expect((await wsCall(devnet.wsUrl, 'eth_chainId')).result).toBe('0x6792');
    expect((await rpc(devnet.url, 'net_version')).result).toBe('26514');
  });

  it('lists 20 funded, well-known test accounts that the node knows', async () => {
    expect(devnet.accounts).toHaveLength(20);
    expect(devnet.accounts[0]).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
      balanceEth: '10000',
    });
    const nodeAccounts = (await rpc(devnet.url, 'eth_accounts')).result as string[];
    expect(nodeAccounts.map((a) => a.toLowerCase())).toEqual(devnet.accounts.map((a) => a.address.toLowerCase()));
    const balance = (await rpc(devnet.url, 'eth_getBalance', [devnet.accounts[19].address, 'latest'])).result;
    expect(BigInt(balance)).toBe(10_000n * 10n ** 18n);
  });

  it('stop() ends the node: no process, port closed', async () => {
    const other = await startDevnet();
    expect(alive(other.pid)).toBe(true);
    await other.stop();
    expect(alive(other.pid)).toBe(false);
    await expect(rpc(other.url, 'eth_chainId')).rejects.toThrow();
  });
});

describe('devnet CLI (npm run devnet)', () => {
  function runCli() {
    const child = spawn(process.execPath, [CLI, '--port', '0', '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<{ code: number | null; signal: string | null }>((r) =>
      child.on('exit', (code, signal) => r({ code, signal })),
    );
    return { child, out: () => out, exited };
  }

  it('prints URLs and accounts, and Ctrl-C (SIGINT) stops it with exit 0 and no orphan', async () => {
    const p = runCli();
    let nodePid = 0;
    try {
      await waitUntil(() => p.out().includes('Ctrl-C stops it'), 'the banner', 60_000);
      const url = /HTTP\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(p.out())![1];
      expect(p.out()).toContain(`WebSocket  ${url.replace('http:', 'ws:')}`);
      expect(p.out()).toContain('PUBLIC test keys');
      expect(p.out()).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
      nodePid = Number(/pid (\d+)/.exec(p.out())![1]);
      expect((await rpc(url, 'eth_chainId')).result).toBe('0x6792');
      p.child.kill('SIGINT');
      expect(await p.exited).toEqual({ code: 0, signal: null });
      expect(alive(nodePid)).toBe(false);
    } finally {
      if (alive(p.child.pid!)) p.child.kill('SIGKILL');
      if (nodePid && alive(nodePid)) process.kill(nodePid, 'SIGKILL');
    }
  });

  it('the node exits when the CLI is SIGKILLed (no cleanup possible)', async () => {
    const p = runCli();
    let nodePid = 0;
    try {
      await waitUntil(() => p.out().includes('Ctrl-C stops it'), 'the banner', 60_000);
      nodePid = Number(/pid (\d+)/.exec(p.out())![1]);
      expect(alive(nodePid)).toBe(true);
      p.child.kill('SIGKILL');
      await p.exited;
      await waitUntil(() => !alive(nodePid), 'the orphaned node to exit', 10_000);
    } finally {
      if (nodePid && alive(nodePid)) process.kill(nodePid, 'SIGKILL');
    }
  });
});
