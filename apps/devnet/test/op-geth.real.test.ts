// The op-geth devnet against the real op-geth (built from the pinned Go module into the cache; the first build
// takes minutes): an OP chain through Jovian that viem's OP-Stack actions work against, deposits through the
// payload attributes, the front's Host rule and one port for HTTP and WebSocket, blocks per transaction and per
// --block-time, and the CLI's readiness line. Skipped with one line when Go is missing (SIDECHAIN_REQUIRE_REAL_TIERS=1
// fails instead).
import { fileURLToPath } from 'node:url';
import { checkRpc, readAcceptList } from '@sidechain-api/conformance';
import { createEvmClient, http as rpcHttp, webSocket } from '@sidechain-api/evm-rpc';
import { defineHorizenDevnet } from '@sidechain-api/evm-rpc/viem';
import { realSystemAvailable } from '@sidechain-api/test-kit';
import { createPublicClient, createWalletClient, type Hex, http, parseAbi, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { publicActionsL2 } from 'viem/op-stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devnet, depositTransaction, startDevnet, waitForReceipt } from '../src/index.js';
import { ensureOpGeth, goVersion, OP_GETH_VERSION } from '../src/op-geth/binary.js';
import { plainRequest, runCli, upgradeHeaders } from './helpers.js';

const skip = !realSystemAvailable('op-geth', () =>
  goVersion() ? undefined : 'Go is not installed (`go version` failed)',
);

/** Fjord's 100-byte floor at the devnet's L1 fee values: 100e6 × (5227 × 16 × 1 gwei + 1014213 × 1 wei) / 1e12. */
const FLOOR_L1_FEE = (100_000_000n * (5227n * 16n * 10n ** 9n + 1_014_213n)) / 10n ** 12n;

const l1BlockAbi = parseAbi([
  'function version() view returns (string)',
  'function basefee() view returns (uint256)',
  'function daFootprintGasScalar() view returns (uint16)',
]);
const oracleAbi = parseAbi(['function version() view returns (string)', 'function isIsthmus() view returns (bool)']);

describe.skipIf(skip)('op-geth devnet', () => {
  let devnet: Devnet;

  beforeAll(async () => {
    await ensureOpGeth(); // minutes on the first run (up to 15 on a busy machine), then the cache
    devnet = await startDevnet({ client: 'op-geth' });
  }, 900_000);
  afterAll(async () => {
    await devnet?.stop();
  });

  const clients = () => {
    const chain = defineHorizenDevnet({ id: devnet.chainId, url: devnet.url, wsUrl: devnet.wsUrl });
    const publicClient = createPublicClient({ chain, transport: http(devnet.url) }).extend(publicActionsL2());
    const account = privateKeyToAccount(devnet.accounts[3]!.privateKey);
    const wallet = createWalletClient({ account, chain, transport: http(devnet.url) });
    return { publicClient, account, wallet };
  };

  it("is op-geth's release on chain 31337, HTTP and WebSocket on the front's one port", async () => {
    expect(devnet.client).toBe('op-geth');
    expect(devnet.url).toBe(`http://127.0.0.1:${devnet.port}`);
    const client = createEvmClient({ transport: rpcHttp(devnet.url) });
    expect(await client.request({ method: 'web3_clientVersion' })).toMatch(
      new RegExp(`^Geth/${OP_GETH_VERSION.replace(/\./g, '\\.')}-stable/linux-`),
    );
    expect(await client.request({ method: 'eth_chainId' })).toBe('0x7a69');
    const ws = createEvmClient({ transport: webSocket(devnet.wsUrl, { keepAliveMs: 0 }) });
    try {
      expect(await ws.request({ method: 'eth_chainId' })).toBe('0x7a69');
    } finally {
      await ws.close();
    }
  });

  it('refuses a foreign Host (403) on HTTP and on the WebSocket upgrade, like the anvil devnet', async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}';
    const refused = await plainRequest(devnet.url, {
      method: 'POST',
      headers: { host: 'attacker.example', 'content-type': 'application/json' },
      body,
    });
    expect(refused.status).toBe(403);
    expect((await plainRequest(devnet.url, { headers: upgradeHeaders('attacker.example') })).status).toBe(403);
    const admitted = await plainRequest(devnet.url, {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      body,
    });
    expect(admitted.status).toBe(200);
  });

  it('runs Jovian: 17-byte extraData with the minimum base fee, the L1Block 1.7.0 and GasPriceOracle 1.4.0', async () => {
    const { publicClient } = clients();
    const block = await publicClient.getBlock();
    expect(block.extraData).toBe('0x01000000fa00000006000000003b9aca00');
    expect(block.baseFeePerGas).toBeGreaterThanOrEqual(1_000_000_000n);
    const l1Block = '0x4200000000000000000000000000000000000015';
    const read = <T>(functionName: 'version' | 'basefee' | 'daFootprintGasScalar') =>
      publicClient.readContract({ address: l1Block, abi: l1BlockAbi, functionName }) as Promise<T>;
    expect(await read<string>('version')).toBe('1.7.0');
    expect(await read<bigint>('basefee')).toBe(1_000_000_000n);
    expect(await read<number>('daFootprintGasScalar')).toBe(400);
    const oracle = '0x420000000000000000000000000000000000000F';
    expect(await publicClient.readContract({ address: oracle, abi: oracleAbi, functionName: 'version' })).toBe('1.4.0');
    expect(await publicClient.readContract({ address: oracle, abi: oracleAbi, functionName: 'isIsthmus' })).toBe(true);
  });

  it("makes a block per transaction; viem's estimateL1Fee/estimateTotalFee are what it pays, and receipts carry l1Fee", async () => {
    const { publicClient, account, wallet } = clients();
    const to = devnet.accounts[4]!.address;
    const l1Fee = await publicClient.estimateL1Fee({ account, to, value: 1n });
    expect(l1Fee).toBe(FLOOR_L1_FEE);
    const total = await publicClient.estimateTotalFee({ account, to, value: 1n });
    expect(total).toBeGreaterThan(l1Fee);
    const before = await publicClient.getBalance({ address: account.address });
    const head = await publicClient.getBlockNumber({ cacheTime: 0 });
    const hash = await wallet.sendTransaction({ to, value: 1n });
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(receipt.blockNumber).toBe(head + 1n);
    expect(receipt.l1Fee).toBe(l1Fee);
    expect(receipt.l1GasUsed).toBeGreaterThan(0n);
    const after = await publicClient.getBalance({ address: account.address });
    expect(before - after).toBe(1n + receipt.gasUsed * receipt.effectiveGasPrice + l1Fee);
    // its block holds the L1-attributes deposit, then the transaction
    const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber, includeTransactions: true });
    expect(block.transactions).toHaveLength(2);
    expect(block.transactions[0]).toMatchObject({ type: 'deposit', to: '0x4200000000000000000000000000000000000015' });
    expect(block.transactions[1]).toMatchObject({ hash });
  });

  it('takes deposits (eth_sendTransaction of type 0x7e) into the next block through the payload attributes', async () => {
    const { publicClient } = clients();
    const to = devnet.accounts[5]!.address;
    const from: Hex = '0x00000000000000000000000000000000d0e7051d';
    const sent = await depositTransaction(devnet.url, { from, to, mint: parseEther('1.5'), value: parseEther('0.5') });
    const receipt = await waitForReceipt(devnet.url, sent.hash);
    expect(receipt.status).toBe('0x1');
    const block = await publicClient.getBlock({ blockNumber: BigInt(receipt.blockNumber), includeTransactions: true });
    expect(block.transactions.map((tx) => (typeof tx === 'string' ? tx : tx.hash))).toContain(sent.hash);
    const tx = await publicClient.getTransaction({ hash: sent.hash });
    expect(tx).toMatchObject({ type: 'deposit', mint: parseEther('1.5'), sourceHash: sent.sourceHash });
    expect(await publicClient.getBalance({ address: from })).toBe(parseEther('1'));
    const raw = await createEvmClient({ transport: rpcHttp(devnet.url) }).request({
      method: 'eth_getRawTransactionByHash',
      params: [sent.hash],
    });
    expect(raw?.startsWith('0x7e')).toBe(true);
  });
});

describe.skipIf(skip)('conformance (sidechain-conform rpc against op-geth, generated inputs)', () => {
  let devnet: Devnet;
  // a block a second: the block-filter and newHeads checks wait for new heads
  beforeAll(async () => {
    await ensureOpGeth();
    devnet = await startDevnet({ client: 'op-geth', blockTime: 1 });
  }, 900_000);
  afterAll(async () => {
    await devnet?.stop();
  });

  // Bounded by count (the seed's examples), not by time: the verdict must not depend on the machine's speed.
  it('has no violation over HTTP and WebSocket that conformance-departures-op-geth.yaml does not list', async () => {
    const accept = readAcceptList(fileURLToPath(new URL('../conformance-departures-op-geth.yaml', import.meta.url)));
    const report = await checkRpc({
      url: devnet.url,
      wsUrl: devnet.wsUrl,
      seed: 1,
      maxExamples: 5,
      timeBudgetMs: 3_600_000,
      accept,
    });
    const found = report.violations.map((v) => `${v.operation} ${v.kind}: ${v.message}\n  ${v.reproducer ?? ''}`);
    expect(report.error).toBeUndefined();
    expect(report.phases.get('generated')?.checks ?? 0).toBeGreaterThan(500);
    expect(report.phases.get('websocket')?.checks ?? 0).toBeGreaterThan(0);
    expect(found).toEqual([]);
  }, 600_000);
});

describe.skipIf(skip)('op-geth devnet CLI', () => {
  it('prints the readiness line, mines on --block-time, and stops on SIGTERM with op-geth', async () => {
    await ensureOpGeth();
    const cli = runCli(['--client', 'op-geth', '--port', '0', '--block-time', '1', '--quiet']);
    try {
      const [, url] = await cli.waitFor(/HTTP\s+(http:\/\/127\.0\.0\.1:\d+)/);
      expect(cli.stdout()).toMatch(
        new RegExp(`Devnet: op-geth ${OP_GETH_VERSION.replace(/\./g, '\\.')} .*ready in \\d+ ms`),
      );
      const client = createEvmClient({ transport: rpcHttp(url!) });
      const first = BigInt(await client.request({ method: 'eth_blockNumber' }));
      const headWs = createEvmClient({ transport: webSocket(url!.replace('http', 'ws'), { keepAliveMs: 0 }) });
      try {
        const heads: unknown[] = [];
        await new Promise<void>((resolve, reject) => {
          headWs
            .subscribe('newHeads', (head) => {
              heads.push(head);
              if (heads.length === 2) resolve();
            })
            .catch(reject);
        });
      } finally {
        await headWs.close();
      }
      expect(BigInt(await client.request({ method: 'eth_blockNumber' }))).toBeGreaterThanOrEqual(first + 2n);
    } finally {
      cli.child.kill('SIGTERM');
    }
    expect((await cli.exited).code).toBe(0);
  });
});
