// The JSON-RPC mock's simulated chain (src/rpc/state.mjs) without a server: block tags, links
// between blocks, transactions and receipts, the sender's nonce and balance, eth_getLogs ranges,
// eth_feeHistory clamps and the log filter. Expected values come from the document's examples and
// from what a chain must satisfy (a parent hash is the parent's hash, a nonce counts up by one).
// Written against mutants that survived `npm run test:mutation -- apps` (see CONTRIBUTING.md); the
// same answers over HTTP and WebSocket are checked in rpc-chain.test.ts.
import { beforeEach, describe, expect, test } from 'vitest';
import { INVALID_PARAMS, LIMIT_EXCEEDED } from '../src/rpc/dispatch.mjs';
import { loadRpcDocument } from '../src/rpc/document.mjs';
import { createChain, logMatches } from '../src/rpc/state.mjs';
import { rpcFailure } from './rpc-helpers.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const rpc = loadRpcDocument();
const start: bigint = rpc.initialHead;
/** The first example result of a method, as the document states it. */
const example = (name: string, index = 0): Json =>
  (rpc.doc.methods as Json[])
    .find((m) => m.name === name)
    .examples.filter((e: Json) => e.result && 'value' in e.result)[index].result.value;
const userTx = example('eth_getTransactionByHash', 0);
const userReceipt = example('eth_getTransactionReceipt', 0);
const sender: string = userTx.from;
/** The first block with a user transaction: the example's nonce counts the blocks before the head. */
const firstUserBlock = start - BigInt(userTx.nonce);
const hex = (n: bigint) => `0x${n.toString(16)}`;

let head: bigint;
let chain: ReturnType<typeof createChain>;
beforeEach(() => {
  head = start;
  chain = createChain(rpc, () => head);
});

/** Calls a simulated method of `on`; its answer is JSON text, or undefined (the example answers then). */
function callOn(on: ReturnType<typeof createChain>, method: string, ...args: unknown[]): Json {
  const text = on.methods.get(method)!(args, {} as never) as string | undefined;
  return text === undefined ? undefined : JSON.parse(text);
}
const call = (method: string, ...args: unknown[]) => callOn(chain, method, ...args);
const block = (tag: unknown, full = false) => call('eth_getBlockByNumber', tag, full);

describe('block tags', () => {
  test('latest, pending, safe, finalized and a missing tag are the head; earliest is block 0', () => {
    head = start + 3n;
    for (const tag of ['latest', 'pending', 'safe', 'finalized', undefined])
      expect(block(tag).number, String(tag)).toBe(hex(head));
    expect(block('earliest').number).toBe('0x0');
    expect(block(hex(start - 7n)).number).toBe(hex(start - 7n));
    expect(block(hex(head + 1n))).toBeNull();
    expect(call('eth_getTransactionCount', sender, 'latest')).toBe(hex(BigInt(userTx.nonce) + 4n));
  });

  test('a block given as {blockNumber} or {blockHash} (EIP-1898) is that block; an unknown hash is -32000', () => {
    const count = (tag: unknown) => call('eth_getTransactionCount', sender, tag);
    expect(count({ blockNumber: hex(firstUserBlock) })).toBe('0x1');
    expect(
      count({
        blockHash: block(hex(firstUserBlock + 4n))
          .hash.toUpperCase()
          .replace('0X', '0x'),
      }),
    ).toBe('0x5');
    const e = rpcFailure(() => count({ blockHash: `0x${'ab'.repeat(32)}` }));
    expect(e.code).toBe(-32000);
    expect(e.message).toBe('header for hash not found');
  });
});

describe('blocks', () => {
  test('each block links to its parent and comes 2 s after it; the head has the newHeads example timestamp', () => {
    const b = block(hex(start));
    const parent = block(hex(start - 1n));
    expect(b.parentHash).toBe(parent.hash);
    expect(BigInt(b.timestamp) - BigInt(parent.timestamp)).toBe(2n);
    expect(b.timestamp).toBe(rpc.headTemplate?.timestamp);
    expect(chain.header(start)).toMatchObject({
      hash: b.hash,
      parentHash: b.parentHash,
      number: b.number,
      timestamp: b.timestamp,
    });
  });

  test('blocks from the first user transaction on hold two transactions, earlier ones only the deposit', () => {
    const txCount = (n: bigint) => call('eth_getBlockTransactionCountByNumber', hex(n));
    expect(block(hex(firstUserBlock - 1n)).transactions).toHaveLength(1);
    expect(txCount(firstUserBlock - 1n)).toBe('0x1');
    expect(block(hex(firstUserBlock)).transactions).toHaveLength(2);
    expect(txCount(firstUserBlock)).toBe('0x2');
    expect(txCount(start + 1n)).toBeNull();
  });

  test('every block of the last 4096 is found by its hash, older ones and unknown hashes are not', () => {
    for (const n of [start, start - 1n, start - 4096n])
      expect(call('eth_getBlockByHash', block(hex(n)).hash, false)?.number, String(n)).toBe(hex(n));
    expect(call('eth_getBlockByHash', block(hex(start - 4097n)).hash, false)).toBeUndefined();
    expect(call('eth_getBlockByHash', `0x${'00'.repeat(32)}`, false)).toBeUndefined();
  });

  test('blocks mined after the start are found by hash, and so are their transactions', () => {
    call('eth_getBlockByHash', block('latest').hash, false); // index up to the start
    head = start + 2n;
    const b = block('latest', true);
    expect(call('eth_getBlockByHash', b.hash, true)).toEqual(b);
    for (const tx of b.transactions) expect(call('eth_getTransactionByHash', tx.hash)).toEqual(tx);
  });
});

describe('transactions and receipts', () => {
  test('both transactions of a block are found by hash, and their receipts point back at them', () => {
    const b = block(hex(start - 2n), true);
    b.transactions.forEach((tx: Json, i: number) => {
      expect(tx).toMatchObject({ blockHash: b.hash, blockNumber: b.number, transactionIndex: hex(BigInt(i)) });
      expect(call('eth_getTransactionByHash', tx.hash)).toEqual(tx);
      expect(call('eth_getTransactionReceipt', tx.hash)).toMatchObject({
        transactionHash: tx.hash,
        blockHash: b.hash,
        blockNumber: b.number,
        transactionIndex: hex(BigInt(i)),
      });
    });
    expect(call('eth_getTransactionByHash', `0x${'00'.repeat(32)}`)).toBeUndefined();
    expect(call('eth_getTransactionReceipt', `0x${'00'.repeat(32)}`)).toBeUndefined();
  });

  test('the deposit (index 0) has its own source hash per block and a receipt whose depositNonce is its nonce', () => {
    const [d1] = block(hex(start - 1n), true).transactions;
    const [d2] = block(hex(start), true).transactions;
    expect(d1.type).toBe('0x7e');
    expect(d1.sourceHash).not.toBe(d2.sourceHash);
    const receipt = call('eth_getTransactionReceipt', d2.hash);
    expect(receipt.depositNonce).toBe(d2.nonce);
  });

  test('the user transaction’s nonce counts up by one per block; its receipt has one Transfer log, not removed', () => {
    const a = block(hex(start - 1n), true).transactions[1];
    const b = block(hex(start), true).transactions[1];
    expect(b.nonce).toBe(userTx.nonce);
    expect(BigInt(b.nonce) - BigInt(a.nonce)).toBe(1n);
    const receipt = call('eth_getTransactionReceipt', b.hash);
    expect(receipt.logs).toHaveLength(1);
    expect(receipt.logs[0]).toMatchObject({
      transactionHash: b.hash,
      blockHash: receipt.blockHash,
      removed: false,
      topics: userReceipt.logs[0].topics,
    });
    expect(chain.logOf!(start)).toEqual(receipt.logs[0]);
    expect(chain.logOf!(firstUserBlock - 1n)).toBeUndefined();
    expect(chain.logOf!(firstUserBlock)?.blockNumber).toBe(hex(firstUserBlock));
  });
});

describe('the sender’s account', () => {
  test('its nonce (any letter case) is the number of its transactions up to the block; other accounts have 0', () => {
    const count = (who: string, tag: string) => call('eth_getTransactionCount', who, tag);
    expect(count(sender.toUpperCase().replace('0X', '0x'), 'latest')).toBe(hex(BigInt(userTx.nonce) + 1n));
    expect(count(sender, hex(firstUserBlock - 1n))).toBe('0x0');
    expect(count(sender, hex(firstUserBlock - 2n))).toBe('0x0');
    expect(count(sender, hex(firstUserBlock))).toBe('0x1');
    expect(count(`0x${'12'.repeat(20)}`, 'latest')).toBe('0x0');
  });

  test('its balance is the example at the start and drops by each block’s fee (gas × price + L1 fee + value)', () => {
    const balance = (tag: string) => BigInt(call('eth_getBalance', sender, tag));
    expect(hex(balance('latest'))).toBe(example('eth_getBalance'));
    const r = call('eth_getTransactionReceipt', block(hex(start), true).transactions[1].hash);
    const cost = BigInt(r.gasUsed) * BigInt(r.effectiveGasPrice) + BigInt(r.l1Fee) + BigInt(userTx.value);
    expect(cost).toBeGreaterThan(BigInt(r.gasUsed) * BigInt(r.effectiveGasPrice));
    expect(balance(hex(start - 1n)) - balance(hex(start))).toBe(cost);
    head = start + 1n;
    expect(balance(hex(start)) - balance('latest')).toBe(cost);
    // Before its first transaction the balance stays what it was then; it never goes below 0.
    expect(balance(hex(firstUserBlock - 5n))).toBe(balance(hex(firstUserBlock - 1n)));
    expect(balance(hex(firstUserBlock - 1n)) - balance(hex(firstUserBlock))).toBe(cost);
    head = start + 10n ** 30n;
    expect(call('eth_getBalance', sender, 'latest')).toBe('0x0');
    expect(call('eth_getBalance', `0x${'12'.repeat(20)}`, 'latest')).toBeUndefined();
  });
});

describe('eth_getLogs', () => {
  const getLogs = (filter: Json) => call('eth_getLogs', filter);

  test('one log per block from the first user transaction on; a range past the head stops at the head', () => {
    const logs = getLogs({ fromBlock: hex(firstUserBlock - 3n), toBlock: hex(firstUserBlock + 2n) });
    expect(logs.map((l: Json) => l.blockNumber)).toEqual([0n, 1n, 2n].map((k) => hex(firstUserBlock + k)));
    expect(getLogs({ fromBlock: hex(start - 1n), toBlock: hex(start + 50n) }).map((l: Json) => l.blockNumber)).toEqual([
      hex(start - 1n),
      hex(start),
    ]);
    expect(getLogs({ fromBlock: hex(start), toBlock: hex(start - 1n) })).toEqual([]);
    expect(getLogs({ fromBlock: hex(start), toBlock: hex(start) })).toHaveLength(1);
    expect(getLogs(undefined)).toHaveLength(1);
  });

  test('at most 10000 blocks per query: more is -32005 with the limit in data', () => {
    expect(getLogs({ fromBlock: hex(start - 9999n), toBlock: 'latest' })).toHaveLength(
      Number(start - firstUserBlock) + 1,
    );
    const e = rpcFailure(() => getLogs({ fromBlock: hex(start - 10_000n), toBlock: 'latest' }));
    expect(e.code).toBe(LIMIT_EXCEEDED);
    expect(e.message).toBe('query exceeds max block range 10000');
    expect(e.data).toEqual({ limit: 10_000 });
  });

  test('a blockHash filter reads that block only; an unknown hash is -32000', () => {
    const b = block(hex(start - 3n));
    expect(getLogs({ blockHash: b.hash }).map((l: Json) => l.blockHash)).toEqual([b.hash]);
    const e = rpcFailure(() => getLogs({ blockHash: `0x${'00'.repeat(32)}` }));
    expect(e.code).toBe(-32000);
    expect(e.message).toBe('unknown block');
  });

  test('address and topics filter the logs', () => {
    const log = userReceipt.logs[0];
    const range = { fromBlock: hex(start - 1n), toBlock: 'latest' };
    expect(getLogs({ ...range, address: log.address.toUpperCase().replace('0X', '0x') })).toHaveLength(2);
    expect(getLogs({ ...range, address: `0x${'12'.repeat(20)}` })).toEqual([]);
    expect(getLogs({ ...range, topics: [log.topics[0]] })).toHaveLength(2);
    expect(getLogs({ ...range, topics: [`0x${'00'.repeat(32)}`] })).toEqual([]);
  });
});

describe('eth_feeHistory', () => {
  const fees = (count: string, newest: string, percentiles?: number[]) =>
    call('eth_feeHistory', count, newest, percentiles);
  const template = example('eth_feeHistory');

  test('count blocks up to newest, with the example’s fees; one more base fee than blocks (the next block’s)', () => {
    const f = fees('0x3', 'latest', [25, 75]);
    expect(f.oldestBlock).toBe(hex(start - 2n));
    expect(f.baseFeePerGas).toEqual(Array(4).fill(template.baseFeePerGas[0]));
    expect(f.baseFeePerBlobGas).toHaveLength(4);
    expect(f.gasUsedRatio).toEqual(Array(3).fill(template.gasUsedRatio[0]));
    expect(f.blobGasUsedRatio).toEqual([0, 0, 0]);
    expect(f.reward).toEqual(Array(3).fill([template.reward[0][0], template.reward[0][0]]));
    expect(fees('0x3', 'latest', [])).not.toHaveProperty('reward');
    expect(fees('0x3', 'latest')).not.toHaveProperty('reward');
  });

  test('at most 1024 blocks, and none before block 0; a newest block past the head is -32602', () => {
    expect(fees('0x500', 'latest').gasUsedRatio).toHaveLength(1024);
    expect(fees('0x400', 'latest').gasUsedRatio).toHaveLength(1024);
    const early = fees('0xa', '0x2');
    expect(early.oldestBlock).toBe('0x0');
    expect(early.gasUsedRatio).toHaveLength(3);
    expect(fees('0x3', '0x2').gasUsedRatio).toHaveLength(3);
    expect(fees('0x2', '0x2')).toMatchObject({
      oldestBlock: '0x1',
      gasUsedRatio: [template.gasUsedRatio[0], template.gasUsedRatio[0]],
    });
    const e = rpcFailure(() => fees('0x1', hex(start + 1n)));
    expect(e.code).toBe(INVALID_PARAMS);
    expect(e.message).toBe(`requested block ${hex(start + 1n)} after head ${hex(start)}`);
  });

  test('a count of 0 is an empty history', () => {
    expect(fees('0x0', 'latest', [50])).toEqual({ oldestBlock: '0x0', baseFeePerGas: [], gasUsedRatio: [] });
  });
});

/** The document with `edit` applied to a copy of the method `name`'s examples. */
function docWith(edits: Record<string, (examples: Json[]) => Json[]>) {
  const doc = structuredClone(rpc.doc);
  for (const [name, edit] of Object.entries(edits)) {
    const m = doc.methods.find((x: Json) => x.name === name);
    m.examples = edit(m.examples);
  }
  return createChain({ ...rpc, doc }, () => start);
}

describe('a document without the chain’s examples', () => {
  test('without a block, transaction or receipt example (or with other transaction types) no method is simulated', () => {
    const noResults = (examples: Json[]) => examples.filter((e) => !(e.result && 'value' in e.result));
    const variants: Record<string, Record<string, (e: Json[]) => Json[]>> = {
      block: { eth_getBlockByNumber: noResults },
      'user transaction': { eth_getTransactionByHash: noResults },
      'deposit transaction': { eth_getTransactionByHash: (e) => e.slice(0, 1) },
      'user receipt': { eth_getTransactionReceipt: noResults },
      'deposit receipt': { eth_getTransactionReceipt: (e) => e.slice(0, 1) },
      'user transaction of type 0x0': {
        eth_getTransactionByHash: (e) =>
          e.map((x, k) => (k === 0 ? { ...x, result: { ...x.result, value: { ...x.result.value, type: '0x0' } } } : x)),
      },
    };
    for (const [what, edits] of Object.entries(variants)) {
      const bare = docWith(edits);
      expect(bare.methods.size, what).toBe(0);
      expect(bare.logsOf, what).toBeUndefined();
    }
  });

  test('without a balance or fee-history example those two methods answer from examples (none simulated)', () => {
    const none = () => [];
    const bare = docWith({ eth_getBalance: none, eth_feeHistory: none });
    expect(bare.methods.has('eth_getBalance')).toBe(false);
    expect(bare.methods.has('eth_feeHistory')).toBe(false);
    expect(bare.methods.has('eth_getLogs')).toBe(true);
  });

  test('a fee-history example without arrays gives zero fees, a blob base fee of 1 and zero rewards', () => {
    const bare = docWith({
      eth_feeHistory: (e) => [{ ...e[0], result: { name: 'r', value: { oldestBlock: '0x0' } } }],
    });
    const f = callOn(bare, 'eth_feeHistory', '0x1', 'latest', [50]);
    expect(f).toMatchObject({
      baseFeePerGas: ['0x0', '0x0'],
      baseFeePerBlobGas: ['0x1', '0x1'],
      gasUsedRatio: [0],
      reward: [['0x0']],
    });
  });

  test('a transfer with a value costs the sender that value too; a receipt without logs gives no logs', () => {
    const valued = docWith({
      eth_getTransactionByHash: (e) =>
        e.map((x, k) => (k === 0 ? { ...x, result: { ...x.result, value: { ...x.result.value, value: '0x5' } } } : x)),
      eth_getTransactionReceipt: (e) =>
        e.map((x, k) => (k === 0 ? { ...x, result: { ...x.result, value: { ...x.result.value, logs: [] } } } : x)),
    });
    const balance = (tag: string) => BigInt(callOn(valued, 'eth_getBalance', sender, tag));
    const r = userReceipt;
    expect(balance(hex(start - 1n)) - balance(hex(start))).toBe(
      BigInt(r.gasUsed) * BigInt(r.effectiveGasPrice) + BigInt(r.l1Fee) + 5n,
    );
    expect(callOn(valued, 'eth_getLogs', { fromBlock: hex(start - 5n) })).toEqual([]);
    const tx = callOn(valued, 'eth_getBlockByNumber', 'latest', true).transactions[1];
    expect(callOn(valued, 'eth_getTransactionReceipt', tx.hash).logs).toEqual([]);
    expect(valued.logOf!(start)).toBeUndefined();
  });

  test('a deposit receipt example without depositNonce gives receipts without it', () => {
    const bare = docWith({
      eth_getTransactionReceipt: (e) =>
        e.map((x, k) =>
          k === 1 ? { ...x, result: { ...x.result, value: { ...x.result.value, depositNonce: undefined } } } : x,
        ),
    });
    const deposit = callOn(bare, 'eth_getBlockByNumber', 'latest', true).transactions[0];
    expect(callOn(bare, 'eth_getTransactionReceipt', deposit.hash)).not.toHaveProperty('depositNonce');
    expect(example('eth_getTransactionReceipt', 1)).toHaveProperty('depositNonce');
  });
});

describe('logMatches (eth_getLogs and logs subscriptions)', () => {
  const log = { address: '0xAbC0000000000000000000000000000000000001', topics: ['0x01', '0x02'] };

  test('no filter, or one that is not an object, matches every log', () => {
    expect(logMatches(log, undefined)).toBe(true);
    expect(logMatches(log, null)).toBe(true);
    expect(logMatches(log, 'x')).toBe(true);
    expect(logMatches(log, {})).toBe(true);
  });

  test('address: one or a list, any letter case; an empty list matches every address', () => {
    expect(logMatches(log, { address: '0xabc0000000000000000000000000000000000001' })).toBe(true);
    expect(logMatches(log, { address: ['0x02', '0xABC0000000000000000000000000000000000001'] })).toBe(true);
    expect(logMatches(log, { address: '0x02' })).toBe(false);
    expect(logMatches(log, { address: [] })).toBe(true);
  });

  test('topics by position: null and [] match anything, a list is alternatives, a missing position never matches', () => {
    expect(logMatches(log, { topics: [null, '0x02'] })).toBe(true);
    expect(logMatches(log, { topics: [[], '0x02'] })).toBe(true);
    expect(logMatches(log, { topics: [['0x09', '0x01']] })).toBe(true);
    expect(logMatches(log, { topics: ['0x01', '0x03'] })).toBe(false);
    expect(logMatches(log, { topics: [null, null, '0x03'] })).toBe(false);
    expect(logMatches(log, { topics: [null, null, null] })).toBe(true);
    expect(logMatches({ address: log.address }, { topics: ['0x01'] })).toBe(false);
  });
});
