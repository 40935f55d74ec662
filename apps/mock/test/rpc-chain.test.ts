// The simulated chain: blocks, transactions, receipts, logs, fees, balances and nonces agree with each
// other and with the document's examples, and every answer validates against the document.

import type { Block, FeeHistoryResult, Log, Receipt, Transaction } from '@sidechain-api/evm-rpc';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type RpcMock, startRpcMock } from '../src/index.js';
import { call, contract, resultProblems } from './rpc-helpers.js';

const SENDER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const hex = (n: bigint) => `0x${n.toString(16)}`;
let mock: RpcMock;

/** A result that validates against the method's result schema. */
async function valid<T>(method: string, params: unknown[]): Promise<T> {
  const answer = await call(mock.url, method, params);
  expect(answer.error, `${method} ${JSON.stringify(params)}`).toBeUndefined();
  expect(resultProblems(method, answer.result), `${method} ${JSON.stringify(params)}`).toEqual([]);
  return answer.result as T;
}

/** The first example pairing of a method: its positional params and result. */
function example(method: string, index = 0): { params: unknown[]; result: unknown } {
  const m = contract.methods.get(method);
  const examples = (m?.method.examples ?? []) as {
    params: { name: string; value: unknown }[];
    result: { value: unknown };
  }[];
  const ex = examples[index];
  if (!m || !ex) throw new Error(`no example ${index} of ${method}`);
  return { params: m.params.map((p) => ex.params.find((x) => x.name === p.name)?.value), result: ex.result.value };
}

beforeEach(async () => {
  mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
});
afterEach(() => mock.stop());

describe('the document’s example block is the initial head', () => {
  test('block, transactions and receipts by the examples’ hashes are the chain’s own', async () => {
    expect(await valid('eth_blockNumber', [])).toBe(example('eth_blockNumber').result);
    const block = await valid<Block>('eth_getBlockByNumber', [hex(mock.head()), true]);
    const exampleBlock = example('eth_getBlockByNumber').result as Block;
    expect([block.hash, block.parentHash, block.timestamp]).toEqual([
      exampleBlock.hash,
      exampleBlock.parentHash,
      exampleBlock.timestamp,
    ]);
    expect(await valid('eth_getBlockByHash', [exampleBlock.hash, true])).toEqual(block);
    const [deposit, transfer] = block.transactions as Transaction[];
    expect([deposit?.type, transfer?.type]).toEqual(['0x7e', '0x2']);
    expect(await valid('eth_getTransactionByHash', [transfer?.hash])).toEqual(transfer);
    const receipt = await valid<Receipt>('eth_getTransactionReceipt', [transfer?.hash]);
    expect(receipt.logs).toEqual((example('eth_getTransactionReceipt').result as Receipt).logs);
    expect(await valid('eth_getBlockReceipts', [block.hash])).toEqual([
      await valid('eth_getTransactionReceipt', [deposit?.hash]),
      receipt,
    ]);
  });

  test('a hash the chain does not know is null, as on a node', async () => {
    expect(await valid('eth_getBlockByHash', [`0x${'ab'.repeat(32)}`, false])).toBeNull();
    expect(await valid('eth_getTransactionByHash', [`0x${'ab'.repeat(32)}`])).toBeNull();
    expect(await valid('eth_getTransactionReceipt', [`0x${'ab'.repeat(32)}`])).toBeNull();
  });
});

describe('walking back from the head', () => {
  test('blocks link to their parents, 2 s apart; by number and by hash agree; past the head is null', async () => {
    let child = await valid<Block>('eth_getBlockByNumber', ['latest', false]);
    for (let k = 0; k < 5; k++) {
      const parent = await valid<Block>('eth_getBlockByNumber', [hex(BigInt(child.number) - 1n), false]);
      expect(child.parentHash).toBe(parent.hash);
      expect(BigInt(child.timestamp) - BigInt(parent.timestamp)).toBe(2n);
      expect(await valid('eth_getBlockByHash', [parent.hash, false])).toEqual(parent);
      child = parent;
    }
    expect(await valid('eth_getBlockByNumber', [hex(mock.head() + 1n), false])).toBeNull();
  });

  test('each block holds the L1-attributes deposit first; receipts point back at their transactions', async () => {
    for (const n of [mock.head(), mock.head() - 3n]) {
      const block = await valid<Block>('eth_getBlockByNumber', [hex(n), true]);
      const txs = block.transactions as Transaction[];
      expect(txs[0]?.type).toBe('0x7e');
      for (const [i, tx] of txs.entries()) {
        expect([tx.blockHash, tx.blockNumber, tx.transactionIndex]).toEqual([block.hash, block.number, hex(BigInt(i))]);
        const receipt = await valid<Receipt>('eth_getTransactionReceipt', [tx.hash]);
        expect([receipt.transactionHash, receipt.blockHash]).toEqual([tx.hash, block.hash]);
      }
      expect(await valid('eth_getBlockTransactionCountByNumber', [hex(n)])).toBe(hex(BigInt(txs.length)));
      expect(await valid('eth_getBlockTransactionCountByHash', [block.hash])).toBe(hex(BigInt(txs.length)));
      expect(await valid('eth_getTransactionByBlockNumberAndIndex', [hex(n), '0x1'])).toEqual(txs[1]);
      expect(await valid('eth_getTransactionByBlockHashAndIndex', [block.hash, '0x5'])).toBeNull();
    }
  });

  test('the user transaction’s gasPrice is its receipt’s effective price (base fee + tip)', async () => {
    const block = await valid<Block>('eth_getBlockByNumber', ['latest', true]);
    const transfer = (block.transactions as Transaction[])[1];
    if (transfer?.type !== '0x2') throw new Error('no transfer');
    const receipt = await valid<Receipt>('eth_getTransactionReceipt', [transfer.hash]);
    expect(BigInt(transfer.gasPrice ?? 0)).toBe(
      BigInt(block.baseFeePerGas ?? 0) + BigInt(transfer.maxPriorityFeePerGas),
    );
    expect(receipt.effectiveGasPrice).toBe(transfer.gasPrice);
  });
});

describe('the sender’s account', () => {
  test('its nonce counts its transactions; eth_getTransactionBySenderAndNonce finds each, and null past the last', async () => {
    const count = BigInt(await valid<string>('eth_getTransactionCount', [SENDER, 'latest']));
    const last = await valid<Transaction>('eth_getTransactionBySenderAndNonce', [SENDER, hex(count - 1n)]);
    expect(last.nonce).toBe(hex(count - 1n));
    expect(last.blockNumber).toBe(hex(mock.head()));
    expect(await valid('eth_getTransactionByHash', [last.hash])).toEqual(last);
    expect(await valid('eth_getTransactionBySenderAndNonce', [SENDER, hex(count)])).toBeNull();
    expect(await valid('eth_getTransactionCount', ['0x0000000000000000000000000000000000000001', 'latest'])).toBe(
      '0x0',
    );
    // the example's "nonce not used yet" becomes used once another block is mined
    mock.mine();
    expect(await valid('eth_getTransactionBySenderAndNonce', [SENDER, hex(count)])).not.toBeNull();
  });

  test('its balance drops by each transaction’s cost: gas × effective price + L1 fee + value', async () => {
    const head = mock.head();
    const before = BigInt(await valid<string>('eth_getBalance', [SENDER, hex(head - 1n)]));
    const after = BigInt(await valid<string>('eth_getBalance', [SENDER, hex(head)]));
    const block = await valid<Block>('eth_getBlockByNumber', [hex(head), true]);
    const tx = (block.transactions as Transaction[])[1];
    const receipt = await valid<Receipt>('eth_getTransactionReceipt', [tx?.hash]);
    const cost =
      BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice) + BigInt(receipt.l1Fee ?? 0) + BigInt(tx?.value ?? 0);
    expect(before - after).toBe(cost);
    expect(await valid('eth_getBalance', [SENDER, hex(head + 1n)]).catch(() => 'refused')).toBe('refused');
    expect((await call(mock.url, 'eth_getBalance', [SENDER, hex(head + 1n)])).error).toEqual({
      code: -32000,
      message: 'header not found',
    });
  });
});

describe('pending', () => {
  test('eth_getHeaderByNumber and eth_getBlockByNumber "pending": the latest block, as op-geth serves it on an OP chain', async () => {
    const latest = await valid<Block>('eth_getBlockByNumber', ['latest', false]);
    const pending = await valid<Block>('eth_getBlockByNumber', ['pending', false]);
    expect(pending).toEqual(latest);
    const header = await valid<Record<string, unknown>>('eth_getHeaderByNumber', ['pending']);
    expect([header.hash, header.nonce, header.miner, header.number]).toEqual([
      latest.hash,
      latest.nonce,
      latest.miner,
      latest.number,
    ]);
    expect(header).not.toHaveProperty('transactions');
  });
});

describe('eth_getLogs', () => {
  test('one Transfer log per block in the range, matching address and topics; nothing for another topic', async () => {
    const head = mock.head();
    const logs = await valid<Log[]>('eth_getLogs', [{ fromBlock: hex(head - 9n), toBlock: hex(head) }]);
    expect(logs.map((l) => l.blockNumber)).toEqual(Array.from({ length: 10 }, (_, i) => hex(head - 9n + BigInt(i))));
    const [first] = logs;
    expect(
      await valid('eth_getLogs', [
        { fromBlock: hex(head - 9n), toBlock: hex(head), address: first?.address, topics: [first?.topics[0]] },
      ]),
    ).toEqual(logs);
    expect(
      await valid('eth_getLogs', [{ fromBlock: hex(head - 9n), topics: [[`0x${'11'.repeat(32)}`, null]] }]),
    ).toEqual(logs);
    expect(await valid('eth_getLogs', [{ fromBlock: hex(head - 9n), topics: [`0x${'11'.repeat(32)}`] }])).toEqual([]);
    expect(await valid('eth_getLogs', [{ blockHash: first?.blockHash }])).toEqual([first]);
  });

  test('a range past the mock’s 10,000 blocks is -32000 "exceed maximum block range: 10000"', async () => {
    const head = mock.head();
    expect(
      (await call(mock.url, 'eth_getLogs', [{ fromBlock: hex(head - 10_000n), toBlock: hex(head) }])).error,
    ).toEqual({
      code: -32000,
      message: 'exceed maximum block range: 10000',
    });
  });
});

describe('eth_feeHistory (go-ethereum v1.17.2 eth/gasprice/feehistory.go)', () => {
  test('blockCount blocks up to newest: one more base fee than blocks, rewards only with percentiles', async () => {
    const history = await valid<FeeHistoryResult>('eth_feeHistory', ['0x3', 'latest', [10, 90]]);
    expect(history.oldestBlock).toBe(hex(mock.head() - 2n));
    expect([history.baseFeePerGas?.length, history.gasUsedRatio?.length, history.reward?.length]).toEqual([4, 3, 3]);
    expect(await valid('eth_feeHistory', [3, 'latest', []])).not.toHaveProperty('reward');
  });

  test('blockCount 0 is {"oldestBlock":"0x0","gasUsedRatio":null}, as op-geth answers it', async () => {
    expect(await valid('eth_feeHistory', ['0x0', 'latest', []])).toEqual({ oldestBlock: '0x0', gasUsedRatio: null });
  });

  test('percentiles out of order, or a newest block past the head: -32000 in op-geth words', async () => {
    expect((await call(mock.url, 'eth_feeHistory', ['0x2', 'latest', [50, 50]])).error).toEqual({
      code: -32000,
      message: 'invalid reward percentile: #0:50.000000 >= #1:50.000000',
    });
    const beyond = mock.head() + 5n;
    expect((await call(mock.url, 'eth_feeHistory', ['0x2', hex(beyond), []])).error).toEqual({
      code: -32000,
      message: `request beyond head block: requested ${beyond}, head ${mock.head()}`,
    });
  });
});

describe('methods answered from the chain state and the document', () => {
  test('debug_getBadBlocks is [], eth_chainId the chain of x-chains, eth_estimateGas of a plain transfer 21000', async () => {
    expect(await valid('debug_getBadBlocks', [])).toEqual([]);
    expect(await valid('eth_chainId', [])).toBe('0x6792');
    expect(
      await valid('eth_estimateGas', [
        { from: SENDER, to: '0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be', value: '0x1' },
      ]),
    ).toBe('0x5208');
  });
});
