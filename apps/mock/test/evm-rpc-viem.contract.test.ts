// viem drives the OP-Stack chains @sidechain-api/evm-rpc exports through this mock, started as its own
// process (the built `sidechain-mock rpc --port 0`) and reached over a real socket (moved here from the
// client's package so that no package test reaches into an app). What viem makes of the answers is
// compared with the raw JSON the same mock sends to a plain fetch.
import { type ChildProcess, execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mainnet, testnet } from '@sidechain-api/evm-rpc';
import { horizen, horizenTestnet } from '@sidechain-api/evm-rpc/viem';
import { spawnCli } from '@sidechain-api/test-kit';
import { transform } from 'esbuild';
import { createPublicClient, http as viemHttp } from 'viem';
import { horizenTestnet as viemsHorizenTestnet } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { builtCli } from './cli-helpers.js';

/** Hashes of the document's examples (eth_getTransactionByHash "L1-attributes deposit", eth_getTransactionReceipt "user receipt with L1 fee"). */
const DEPOSIT_TX = '0x17737f1ad2b243a9587c0d9af17615b3ae48c52e9c5c32932123e47df8ce4774';
const USER_TX = '0xafc0b6b160d54d449cd6094832dbceb4218f4f21f56f7f98940158f9ac263fff';

let mock: ChildProcess;
let url: string;

/** Starts the mock CLI and resolves with its HTTP URL once it prints it. */
async function startMockProcess(): Promise<{ child: ChildProcess; url: string }> {
  const mock = spawnCli(builtCli(), ['rpc', '--port', '0', '--head-interval', '0']);
  const [, found] = await mock.waitFor(/HTTP\s+(http:\/\/127\.0\.0\.1:\d+)/, 'stdout');
  return { child: mock.child, url: found as string };
}

async function rawResult(method: string, params: unknown[]): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result: Record<string, unknown> };
  return body.result;
}

beforeAll(async () => {
  ({ child: mock, url } = await startMockProcess());
});

afterAll(async () => {
  if (mock && mock.exitCode === null) {
    const exited = once(mock, 'exit');
    mock.kill('SIGTERM');
    await exited;
  }
});

describe("the evm-rpc README's viem example", () => {
  test("runs against the mock: the block's deposit, then a receipt with its L1 fee", async () => {
    const readme = readFileSync(new URL('../../../packages/evm-rpc/README.md', import.meta.url), 'utf8');
    const block = /## viem chains[^\n]*\n[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(block).toContain('transport: http() });');
    const code = block.replace('transport: http() });', `transport: http(${JSON.stringify(url)}) });`);
    // run as a user's module would: from a folder inside the repository, so that its imports resolve
    const dir = fileURLToPath(new URL('../test-output/readme-viem/', import.meta.url));
    mkdirSync(dir, { recursive: true });
    const file = `${dir}example.mjs`;
    writeFileSync(file, (await transform(code, { loader: 'ts', format: 'esm' })).code);
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, [file], (err, out, errOut) => (err ? reject(new Error(errOut)) : resolve(out))),
    );
    expect(stdout).toMatch(/^deposit\n\d+n\n$/);
  });
});

describe('horizen / horizenTestnet are viem OP-Stack chains', () => {
  test('identity: chain ids, settlement chains (Base 8453 / Base Sepolia 84532), testnet flags, explorers, currency', () => {
    expect([horizen.id, horizenTestnet.id]).toEqual([26514, 2651420]);
    expect([horizen.sourceId, horizenTestnet.sourceId]).toEqual([8453, 84532]);
    expect([horizen.testnet, horizenTestnet.testnet]).toEqual([false, true]);
    expect(horizen.blockExplorers.default.url).toBe('https://horizen.calderaexplorer.xyz');
    expect(horizenTestnet.blockExplorers.default.url).toBe('https://horizen-testnet.explorer.caldera.xyz');
    expect(horizen.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 });
    // the same network data as the plain chain objects of the main entry
    expect(horizen.rpcUrls).toEqual(mainnet.rpcUrls);
    expect(horizenTestnet.rpcUrls).toEqual(testnet.rpcUrls);
    // OP-Stack formatters and serializers come from viem/op-stack
    expect(Object.keys(horizen.formatters ?? {}).sort()).toEqual(['block', 'transaction', 'transactionReceipt']);
    expect(typeof horizen.serializers?.transaction).toBe('function');
  });

  test('no invented contracts: only the OP-Stack predeploys (0x4200…), no Multicall3', () => {
    const addresses = Object.values(horizen.contracts ?? {}).map((c) =>
      (c as { address: string }).address.toLowerCase(),
    );
    expect(addresses.length).toBeGreaterThan(0);
    for (const a of addresses) expect(a).toMatch(/^0x42000000000000000000000000000000000000[0-9a-f]{2}$/);
    expect(horizen.contracts).not.toHaveProperty('multicall3');
  });

  test("createPublicClient({ chain: horizen, transport: http(mock) }): a deposit transaction is formatted with type 'deposit'", async () => {
    const client = createPublicClient({ chain: horizen, transport: viemHttp(url) });
    expect(await client.getChainId()).toBe(26514);
    const raw = await rawResult('eth_getTransactionByHash', [DEPOSIT_TX]);
    expect(raw.type).toBe('0x7e');
    const tx = await client.getTransaction({ hash: DEPOSIT_TX });
    expect(tx.type).toBe('deposit');
    if (tx.type !== 'deposit') throw new Error('not a deposit');
    expect(tx.sourceHash).toBe(raw.sourceHash);
    expect(tx.from).toBe(raw.from);
    expect(tx.gas).toBe(BigInt(raw.gas as string));
    expect(tx.blockNumber).toBe(BigInt(raw.blockNumber as string));
  });

  test('a receipt carries the L1 data fee as bigints', async () => {
    const client = createPublicClient({ chain: horizen, transport: viemHttp(url) });
    const raw = await rawResult('eth_getTransactionReceipt', [USER_TX]);
    expect(typeof raw.l1Fee).toBe('string');
    const receipt = await client.getTransactionReceipt({ hash: USER_TX });
    expect(typeof receipt.l1Fee).toBe('bigint');
    expect(receipt.l1Fee).toBe(BigInt(raw.l1Fee as string));
    expect(receipt.l1GasPrice).toBe(BigInt(raw.l1GasPrice as string));
    expect(receipt.l1GasUsed).toBe(BigInt(raw.l1GasUsed as string));
  });

  test('the horizenTestnet that viem ships has no OP-Stack formatters: the same deposit loses its type there', async () => {
    expect(viemsHorizenTestnet.id).toBe(horizenTestnet.id);
    expect(viemsHorizenTestnet.formatters).toBeUndefined();
    expect(viemsHorizenTestnet).not.toHaveProperty('sourceId');
    const plain = createPublicClient({ chain: viemsHorizenTestnet, transport: viemHttp(url) });
    const tx = await plain.getTransaction({ hash: DEPOSIT_TX });
    // viem's default formatter knows no type 0x7e
    expect(tx.type).toBeUndefined();
    const ours = createPublicClient({ chain: horizenTestnet, transport: viemHttp(url) });
    expect((await ours.getTransaction({ hash: DEPOSIT_TX })).type).toBe('deposit');
  });
});
