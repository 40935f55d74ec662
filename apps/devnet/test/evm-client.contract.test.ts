// The evm-rpc client against the devnet (anvil, chain id 31337). Each of the
// 20 seed methods runs on real data — a signed EIP-1559 deployment of a tiny contract that emits an
// event, a call transaction, its receipt, logs and filters — and every answer is validated against
// the OpenRPC document's result schema. newHeads over the WebSocket transport, also across a socket
// dropped by a TCP proxy (the transport reconnects and resubscribes).
import { RpcContract, schemaProblems } from '@sidechain-api/contract';
import {
  type Address,
  type BlockHeader,
  createEvmClient,
  type Filter,
  type Hash32,
  http,
  type Log,
  type Receipt,
  RpcError,
  type Uint,
  webSocket,
} from '@sidechain-api/evm-rpc';
import { startTcpProxy } from '@sidechain-api/test-kit';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, expectTypeOf, test } from 'vitest';
import { type Devnet, startDevnet, waitForReceipt } from '../src/index.js';
import { until } from './helpers.js';

type Hex = `0x${string}`;

// A contract in hand-written EVM bytecode. Runtime (53 bytes): copy the calldata to memory, LOG1 it
// with TOPIC, return uint256 42.
//   36 6000 6000 37      CALLDATASIZE PUSH1 0 PUSH1 0 CALLDATACOPY
//   7f <TOPIC>           PUSH32 TOPIC
//   36 6000 a1           CALLDATASIZE PUSH1 0 LOG1
//   602a 6000 52         PUSH1 42 PUSH1 0 MSTORE
//   6020 6000 f3         PUSH1 32 PUSH1 0 RETURN
// Init code (12 bytes): CODECOPY the runtime (at offset 12) to memory and RETURN it.
//   6035 600c 6000 39    PUSH1 53 PUSH1 12 PUSH1 0 CODECOPY
//   6035 6000 f3         PUSH1 53 PUSH1 0 RETURN
const TOPIC = `0x${'c0ffee'.padEnd(64, '0')}` as const;
const RUNTIME = `0x3660006000377f${TOPIC.slice(2)}366000a1602a60005260206000f3` as const;
const INIT_CODE = `0x6035600c60003960356000f3${RUNTIME.slice(2)}` as const;
const FORTY_TWO = `0x${'2a'.padStart(64, '0')}`;
const GWEI = 1_000_000_000n;

let devnet: Devnet;
let client: ReturnType<typeof createHttpClient>;
const createHttpClient = (url: string) => createEvmClient({ transport: http(url, { timeoutMs: 15_000 }) });

/** What the tests learn on the way (they run in order). */
const chain: {
  from?: Address;
  signer?: ReturnType<typeof privateKeyToAccount>;
  deployHash?: Hash32;
  contract?: Address;
  deployBlock?: Uint;
  callHash?: Hash32;
  callReceipt?: Receipt;
} = {};

const contract = new RpcContract();
const method = (name: string) => contract.methods.get(name)!;

/** Asserts that a result validates against the method's result schema in the document. */
function expectValidResult(name: string, value: unknown): void {
  const problems = contract.checkResult(method(name), value);
  expect(problems, `${name} result: ${JSON.stringify(value)?.slice(0, 2000)}`).toEqual([]);
}

/** The doc's newHeads payload schema (eth_subscribe's x-subscriptions). */
function headProblems(head: unknown) {
  const validate = contract.validator(
    `/methods/${method('eth_subscribe').index}/x-subscriptions/newHeads/notification/result`,
  );
  return validate(head) ? [] : schemaProblems(validate.errors ?? [], head);
}

/** Signs an EIP-1559 transaction from the first devnet account (viem signs; the client sends). */
async function signAndSend(tx: { to?: Address; data?: Hex; value?: bigint; gas: bigint }): Promise<Hash32> {
  const nonce = await client.request({ method: 'eth_getTransactionCount', params: [chain.from!, 'pending'] });
  const raw = await chain.signer!.signTransaction({
    type: 'eip1559',
    chainId: devnet.chainId,
    nonce: Number(nonce),
    gas: tx.gas,
    maxFeePerGas: 50n * GWEI,
    maxPriorityFeePerGas: GWEI,
    value: tx.value ?? 0n,
    ...(tx.to && { to: tx.to }),
    ...(tx.data && { data: tx.data }),
  });
  const hash = await client.request({ method: 'eth_sendRawTransaction', params: [raw] });
  expectValidResult('eth_sendRawTransaction', hash);
  return hash;
}

async function receiptOf(hash: Hash32): Promise<Receipt> {
  await waitForReceipt(devnet.url, hash); // anvil mines a moment after it accepted the transaction
  const receipt = await client.request({ method: 'eth_getTransactionReceipt', params: [hash] });
  expectValidResult('eth_getTransactionReceipt', receipt);
  expect(receipt, `receipt of ${hash}`).not.toBeNull();
  return receipt!;
}

beforeAll(async () => {
  devnet = await startDevnet();
  client = createHttpClient(devnet.url);
  const account = devnet.accounts[0]!;
  chain.signer = privateKeyToAccount(account.privateKey);
  chain.from = account.address;
  expect(chain.signer.address.toLowerCase()).toBe(chain.from);
});
afterAll(async () => {
  await devnet?.stop();
});

describe('chain and account state', () => {
  test('eth_chainId, net_version, eth_blockNumber, eth_gasPrice', async () => {
    const chainId = await client.request({ method: 'eth_chainId' });
    expectValidResult('eth_chainId', chainId);
    expect(chainId).toBe('0x7a69');
    const netVersion = await client.request({ method: 'net_version' });
    expectValidResult('net_version', netVersion);
    expect(netVersion).toBe('31337');
    const blockNumber = await client.request({ method: 'eth_blockNumber' });
    expectTypeOf(blockNumber).toEqualTypeOf<Uint>();
    expectValidResult('eth_blockNumber', blockNumber);
    const gasPrice = await client.request({ method: 'eth_gasPrice' });
    expectValidResult('eth_gasPrice', gasPrice);
    expect(BigInt(gasPrice)).toBeGreaterThan(0n);
  });

  test('eth_accounts, eth_getBalance, eth_getTransactionCount of the funded accounts', async () => {
    const accounts = await client.request({ method: 'eth_accounts' });
    expectValidResult('eth_accounts', accounts);
    expect(accounts.map((a) => a.toLowerCase())).toEqual(devnet.accounts.map((a) => a.address.toLowerCase()));
    const balance = await client.request({
      method: 'eth_getBalance',
      params: [devnet.accounts[19]!.address, 'latest'],
    });
    expectValidResult('eth_getBalance', balance);
    expect(BigInt(balance)).toBe(10_000n * 10n ** 18n); // account #19 is never used here
    const count = await client.request({ method: 'eth_getTransactionCount', params: [chain.from!, 'latest'] });
    expectValidResult('eth_getTransactionCount', count);
    expect(count).toBe('0x0');
  });

  test('wrong params do not compile, and the node refuses them with RpcError -32602', async () => {
    const error = await client
      // @ts-expect-error eth_getTransactionReceipt needs the transaction hash
      .request({ method: 'eth_getTransactionReceipt', params: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).code).toBe(-32602);
  });
});

describe('a contract: deploy, call, logs, filters', () => {
  test('eth_sendRawTransaction deploys it (signed EIP-1559); eth_getTransactionByHash and the receipt read it back', async () => {
    const before = await client.request({ method: 'eth_getBalance', params: [chain.from!, 'latest'] });
    const gas = await client.request({ method: 'eth_estimateGas', params: [{ from: chain.from!, input: INIT_CODE }] });
    expectValidResult('eth_estimateGas', gas);
    chain.deployHash = await signAndSend({ data: INIT_CODE, gas: BigInt(gas) });

    const tx = await client.request({ method: 'eth_getTransactionByHash', params: [chain.deployHash] });
    expectValidResult('eth_getTransactionByHash', tx);
    expect(tx).toMatchObject({
      hash: chain.deployHash,
      from: chain.from,
      to: null,
      type: '0x2',
      chainId: '0x7a69',
      nonce: '0x0',
      input: INIT_CODE,
    });

    const receipt = await receiptOf(chain.deployHash);
    expectTypeOf(receipt).toEqualTypeOf<Receipt>();
    expect(receipt).toMatchObject({
      status: '0x1',
      transactionHash: chain.deployHash,
      from: chain.from,
      to: null,
      logs: [],
    });
    expect(receipt.contractAddress).toMatch(/^0x[0-9a-f]{40}$/);
    chain.contract = receipt.contractAddress!;
    chain.deployBlock = receipt.blockNumber;
    // Read again once mined: the first read may come before the block (a loaded machine mines later).
    const mined = await client.request({ method: 'eth_getTransactionByHash', params: [chain.deployHash] });
    expect(mined?.blockNumber).toBe(receipt.blockNumber);

    expect(await client.request({ method: 'eth_getTransactionCount', params: [chain.from!, 'latest'] })).toBe('0x1');
    const after = await client.request({ method: 'eth_getBalance', params: [chain.from!, 'latest'] });
    // the L2 execution fee, and an L1 data fee on top (its exact value: op-stack.contract.test.ts)
    expect(BigInt(before) - BigInt(after)).toBeGreaterThan(BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice));
  });

  test('eth_call and eth_estimateGas against it', async () => {
    const result = await client.request({
      method: 'eth_call',
      params: [{ to: chain.contract!, input: '0xdeadbeef' }, 'latest'],
    });
    expectValidResult('eth_call', result);
    expectTypeOf(result).toEqualTypeOf<Hex>();
    expect(result).toBe(FORTY_TWO);
    const gas = await client.request({
      method: 'eth_estimateGas',
      params: [{ from: chain.from!, to: chain.contract!, input: '0xdeadbeef' }],
    });
    expectValidResult('eth_estimateGas', gas);
    // 21000 + calldata + the LOG1 (375 + 375 per topic + 8 per byte) + memory: more than a plain transfer
    expect(BigInt(gas)).toBeGreaterThan(21_000n + 750n);
  });

  test('a call transaction emits the event: receipt logs, eth_getLogs, eth_newFilter / eth_getFilterLogs / eth_uninstallFilter', async () => {
    const gas = await client.request({
      method: 'eth_estimateGas',
      params: [{ from: chain.from!, to: chain.contract!, input: '0xdeadbeef' }],
    });
    chain.callHash = await signAndSend({ to: chain.contract!, data: '0xdeadbeef', gas: BigInt(gas) });
    chain.callReceipt = await receiptOf(chain.callHash);
    const receipt = chain.callReceipt;
    expect(receipt.status).toBe('0x1');
    expect(receipt.logs).toHaveLength(1);
    const expected = {
      address: chain.contract,
      topics: [TOPIC],
      data: '0xdeadbeef',
      transactionHash: chain.callHash,
      blockNumber: receipt.blockNumber,
      blockHash: receipt.blockHash,
    };
    expect(receipt.logs[0]).toMatchObject(expected);

    const filter: Filter = {
      fromBlock: chain.deployBlock!,
      toBlock: 'latest',
      address: chain.contract!,
      topics: [TOPIC],
    };
    const logs = await client.request({ method: 'eth_getLogs', params: [filter] });
    expectValidResult('eth_getLogs', logs);
    expectTypeOf(logs).toEqualTypeOf<Log[]>();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ ...expected, removed: false });
    // a topic that was never emitted matches nothing
    expect(
      await client.request({ method: 'eth_getLogs', params: [{ ...filter, topics: [`0x${'00'.repeat(32)}`] }] }),
    ).toEqual([]);

    const id = await client.request({ method: 'eth_newFilter', params: [filter] });
    expectValidResult('eth_newFilter', id);
    const filterLogs = await client.request({ method: 'eth_getFilterLogs', params: [id] });
    expectValidResult('eth_getFilterLogs', filterLogs);
    expect(filterLogs).toEqual(logs);
    const removed = await client.request({ method: 'eth_uninstallFilter', params: [id] });
    expectValidResult('eth_uninstallFilter', removed);
    expect(removed).toBe(true);
    expect(await client.request({ method: 'eth_uninstallFilter', params: [id] })).toBe(false);
  });

  test('its block: eth_getBlockByNumber / eth_getBlockByHash (both hydration modes) and the transaction counts', async () => {
    const { blockNumber, blockHash } = chain.callReceipt!;
    const block = await client.request({ method: 'eth_getBlockByNumber', params: [blockNumber, false] });
    expectValidResult('eth_getBlockByNumber', block);
    expect(block).toMatchObject({ number: blockNumber, hash: blockHash, transactions: [chain.callHash] });
    const full = await client.request({ method: 'eth_getBlockByNumber', params: [blockNumber, true] });
    expectValidResult('eth_getBlockByNumber', full);
    expect(full?.transactions[0]).toMatchObject({ hash: chain.callHash, to: chain.contract, input: '0xdeadbeef' });

    const byHash = await client.request({ method: 'eth_getBlockByHash', params: [blockHash, false] });
    expectValidResult('eth_getBlockByHash', byHash);
    expect(byHash).toEqual(block);
    const fullByHash = await client.request({ method: 'eth_getBlockByHash', params: [blockHash, true] });
    expectValidResult('eth_getBlockByHash', fullByHash);
    expect(fullByHash).toEqual(full);
    const latest = await client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] });
    expectValidResult('eth_getBlockByNumber', latest);
    expect(latest?.number).toBe(blockNumber);

    const byHashCount = await client.request({ method: 'eth_getBlockTransactionCountByHash', params: [blockHash] });
    expectValidResult('eth_getBlockTransactionCountByHash', byHashCount);
    expect(byHashCount).toBe('0x1');
    const byNumberCount = await client.request({
      method: 'eth_getBlockTransactionCountByNumber',
      params: [blockNumber],
    });
    expectValidResult('eth_getBlockTransactionCountByNumber', byNumberCount);
    expect(byNumberCount).toBe('0x1');
    // the genesis block has none
    expect(await client.request({ method: 'eth_getBlockTransactionCountByNumber', params: ['0x0'] })).toBe('0x0');
  });
});

describe('newHeads over WebSocket', () => {
  test('a head for each block mined by our transactions, valid per the document', async () => {
    const ws = createEvmClient({ transport: webSocket(devnet.wsUrl, { keepAliveMs: 0 }) });
    try {
      const heads: BlockHeader[] = [];
      const unsubscribe = await ws.subscribe('newHeads', (head) => heads.push(head));
      const mined: Receipt[] = [];
      for (const value of [1n, 2n])
        mined.push(await receiptOf(await signAndSend({ to: devnet.accounts[1]!.address, value, gas: 21_000n })));
      await until(() => heads.length >= 2, 'two heads over WebSocket');
      expect(heads.map((h) => h.number)).toEqual(mined.map((r) => r.blockNumber));
      expect(heads.map((h) => h.hash)).toEqual(mined.map((r) => r.blockHash));
      for (const head of heads) expect(headProblems(head), JSON.stringify(head)).toEqual([]);
      expect(await unsubscribe()).toBe(true);
    } finally {
      await ws.close();
    }
  });

  test('reconnect: the socket is dropped, the transport reconnects, resubscribes and heads keep arriving', async () => {
    const proxy = await startTcpProxy({ host: devnet.host, port: devnet.port });
    let reconnects = 0;
    const ws = createEvmClient({
      transport: webSocket(proxy.url, {
        keepAliveMs: 0,
        reconnect: { attempts: 5, delayMs: 50 },
        onReconnect: () => reconnects++,
      }),
    });
    const mine = () => ws.transport.request({ method: 'evm_mine' }); // anvil's own method, untyped through the transport
    try {
      const heads: BlockHeader[] = [];
      const errors: unknown[] = [];
      await ws.subscribe(
        'newHeads',
        (head) => heads.push(head),
        (e) => errors.push(e),
      );
      await mine();
      await until(() => heads.length === 1, 'a head before the drop');

      proxy.dropAll();
      await until(() => reconnects === 1, 'the reconnect');
      expect(proxy.connections).toBe(2);
      expect(errors).toEqual([]);

      await mine();
      await mine();
      await until(() => heads.length === 3, 'two heads after the reconnect');
      const numbers = heads.map((h) => BigInt(h.number));
      expect(numbers[1]).toBe(numbers[0]! + 1n);
      expect(numbers[2]).toBe(numbers[1]! + 1n);
      const latest = await client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] });
      expect(heads[2]!.hash).toBe(latest?.hash);
      for (const head of heads) expect(headProblems(head)).toEqual([]);
    } finally {
      await ws.close();
      await proxy.close();
    }
  });
});

// Where the document (written for op-geth) and anvil 1.7.1 could differ on these paths, anvil answers as
// op-geth does: reverts are code 3 with the revert data, an unknown filter is -32000 "filter not found".
describe('anvil answers these error paths as op-geth does', () => {
  test('a reverting eth_call is RpcError 3 "execution reverted" with the revert data', async () => {
    const error = await client
      .request({ method: 'eth_call', params: [{ input: '0x60006000fd' }, 'latest'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code: 3, data: '0x' });
    expect(method('eth_call').errorCodes.has(3)).toBe(true);
  });

  test('eth_getFilterLogs of an unknown filter id is -32000 "filter not found"', async () => {
    const error = await client.request({ method: 'eth_getFilterLogs', params: ['0xdead'] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: -32000, message: 'filter not found' });
  });

  test('eth_getBlockByNumber("pending") validates against the document', async () => {
    expectValidResult(
      'eth_getBlockByNumber',
      await client.request({ method: 'eth_getBlockByNumber', params: ['pending', false] }),
    );
  });
});
