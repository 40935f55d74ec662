/**
 * The JSON-RPC mock as a coherent chain: blocks by number and by hash, their transactions and
 * receipts by hash, logs by filter and range, fee history lengths and nonces all agree with each
 * other and with the head; every answer validates against the document. viem's watchBlocks over
 * WebSocket sees strictly increasing, distinct, linked blocks.
 */
import { type Block, createPublicClient, webSocket } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WS from 'ws';
import { type RpcMock, startRpcMock } from '../src/rpc/server.mjs';
import { call, type Json, resultProblems, rpcDoc, WsClient } from './rpc-helpers.js';

let mock: RpcMock; // head frozen: a fixed chain to walk
beforeAll(async () => {
  mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
});
afterAll(async () => {
  await mock?.stop();
});

/** Calls a method and checks the answer against the method's result schema. */
async function valid(method: string, params: unknown[]): Promise<Json> {
  const r = await call(mock.url, method, params);
  expect(r.error, `${method} ${JSON.stringify(params)}: ${JSON.stringify(r.error)}`).toBeUndefined();
  expect(resultProblems(method, r.result), `${method} ${JSON.stringify(params)}`).toEqual([]);
  return r.result;
}
const hex = (n: bigint) => `0x${n.toString(16)}`;
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

describe('walking the chain back from the head', () => {
  const WALK = 12n;

  it('blocks by number and by hash agree, link to their parents, and are 2 s apart; past the head is null', async () => {
    const head = BigInt(await valid('eth_blockNumber', []));
    expect(head).toBe(mock.head());
    let child: Json | undefined;
    for (let n = head; n > head - WALK; n--) {
      const b = await valid('eth_getBlockByNumber', [hex(n), false]);
      expect(b.number).toBe(hex(n));
      expect(await valid('eth_getBlockByHash', [b.hash, false])).toEqual(b);
      const full = await valid('eth_getBlockByNumber', [hex(n), true]);
      expect(full.transactions.map((t: Json) => t.hash)).toEqual(b.transactions);
      expect(await valid('eth_getBlockTransactionCountByNumber', [hex(n)])).toBe(hex(BigInt(b.transactions.length)));
      if (child) {
        expect(child.parentHash).toBe(b.hash);
        expect(BigInt(child.timestamp) - BigInt(b.timestamp)).toBe(2n);
        expect(child.hash).not.toBe(b.hash);
      }
      child = b;
    }
    expect(await valid('eth_getBlockByNumber', ['latest', false])).toEqual(
      await valid('eth_getBlockByNumber', [hex(head), false]),
    );
    expect((await call(mock.url, 'eth_getBlockByNumber', [hex(head + 1n), false])).result).toBeNull();
  });

  it('every transaction of those blocks is found by hash, with its receipt: a 0x7e deposit first, then a user transaction with L1-fee fields and consecutive nonces', async () => {
    const head = mock.head();
    let nonce: bigint | undefined;
    for (let n = head - WALK + 1n; n <= head; n++) {
      const b = await valid('eth_getBlockByNumber', [hex(n), true]);
      expect(b.transactions.length).toBe(2);
      for (const [i, tx] of b.transactions.entries()) {
        expect(await valid('eth_getTransactionByHash', [tx.hash])).toEqual(tx);
        expect(tx.blockHash).toBe(b.hash);
        expect(tx.blockNumber).toBe(b.number);
        expect(tx.transactionIndex).toBe(hex(BigInt(i)));
        const rc = await valid('eth_getTransactionReceipt', [tx.hash]);
        expect([rc.transactionHash, rc.blockHash, rc.blockNumber, rc.transactionIndex, rc.type]).toEqual([
          tx.hash,
          b.hash,
          b.number,
          tx.transactionIndex,
          tx.type,
        ]);
        if (i === 0) expect(tx.type).toBe('0x7e');
        else {
          expect(tx.type).toBe('0x2');
          for (const f of ['l1Fee', 'l1GasPrice', 'l1GasUsed']) expect(rc[f], f).toMatch(/^0x/);
          if (nonce !== undefined) expect(BigInt(tx.nonce)).toBe(nonce + 1n);
          nonce = BigInt(tx.nonce);
          // the account's transaction count at this block counts this transaction
          expect(BigInt(await valid('eth_getTransactionCount', [tx.from, hex(n)]))).toBe(nonce + 1n);
          // and its balance paid for it: gas × effective gas price + L1 fee + value
          const cost = BigInt(rc.gasUsed) * BigInt(rc.effectiveGasPrice) + BigInt(rc.l1Fee) + BigInt(tx.value);
          const before = BigInt(await valid('eth_getBalance', [tx.from, hex(n - 1n)]));
          expect(BigInt(await valid('eth_getBalance', [tx.from, hex(n)]))).toBe(before - cost);
          expect(rc.logs.length).toBeGreaterThan(0);
          for (const log of rc.logs) expect([log.blockHash, log.transactionHash]).toEqual([b.hash, tx.hash]);
        }
      }
    }
    expect(nonce).toBeDefined();
  });

  it('eth_getLogs returns the logs of the range that match the filter, and nothing for another topic', async () => {
    const head = mock.head();
    const b = await valid('eth_getBlockByNumber', [hex(head), true]);
    const token = b.transactions[1].to;
    const logs = await valid('eth_getLogs', [
      { fromBlock: hex(head - 4n), toBlock: 'latest', address: token, topics: [TRANSFER] },
    ]);
    expect(logs.map((l: Json) => l.blockNumber)).toEqual([4n, 3n, 2n, 1n, 0n].map((k) => hex(head - k)));
    for (const l of logs) {
      const blk = await valid('eth_getBlockByNumber', [l.blockNumber, false]);
      expect(blk.hash).toBe(l.blockHash);
      expect(blk.transactions).toContain(l.transactionHash);
    }
    expect(
      await valid('eth_getLogs', [{ fromBlock: hex(head - 4n), toBlock: 'latest', topics: [`0x${'ff'.repeat(32)}`] }]),
    ).toEqual([]);
    expect(
      await valid('eth_getLogs', [{ fromBlock: hex(head - 4n), toBlock: 'latest', address: `0x${'11'.repeat(20)}` }]),
    ).toEqual([]);
    expect(await valid('eth_getLogs', [{ blockHash: b.hash }])).toEqual([logs[logs.length - 1]]);
    const tooWide = await call(mock.url, 'eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }]);
    expect(tooWide.error.code).toBe(-32005);
  });

  it('eth_feeHistory has blockCount+1 base fees, blockCount ratios and rewards, oldestBlock = newest − blockCount + 1', async () => {
    const head = mock.head();
    for (const count of [1n, 4n, 9n]) {
      const fh = await valid('eth_feeHistory', [hex(count), 'latest', [10, 50, 90]]);
      expect(fh.oldestBlock).toBe(hex(head - count + 1n));
      expect(fh.baseFeePerGas).toHaveLength(Number(count) + 1);
      expect(fh.gasUsedRatio).toHaveLength(Number(count));
      expect(fh.reward).toHaveLength(Number(count));
      for (const r of fh.reward) expect(r).toHaveLength(3);
    }
    const noReward = await valid('eth_feeHistory', ['0x2', hex(head - 10n), []]); // no percentiles: no reward (geth)
    expect(noReward.oldestBlock).toBe(hex(head - 11n));
    expect(noReward.reward).toBeUndefined();
  });

  it("hashes the chain does not know fall back to the document's examples", async () => {
    const m = rpcDoc().methods.find((x: Json) => x.name === 'eth_getTransactionByHash');
    const ex = m.examples[0];
    expect(await valid('eth_getTransactionByHash', [ex.params[0].value])).toEqual(ex.result.value);
  });
});

describe('a moving head', () => {
  it('filters return what arrived since the last poll: new block hashes, new matching logs', async () => {
    const live = await startRpcMock({ port: 0, headIntervalMs: 40 });
    try {
      const at = async (method: string, params: unknown[]) => {
        const r = await call(live.url, method, params);
        expect(r.error, `${method}: ${JSON.stringify(r.error)}`).toBeUndefined();
        expect(resultProblems(method, r.result), method).toEqual([]);
        return r.result;
      };
      const first = await at('eth_getBlockByNumber', ['latest', true]);
      const token = first.transactions[1].to;
      // Heads read around each filter's creation: the head may move during a call on a loaded machine.
      const beforeBlocks = live.head();
      const blocks = await at('eth_newBlockFilter', []);
      const [beforeLogs, logs, afterLogs] = [
        live.head(),
        await at('eth_newFilter', [{ address: token, topics: [TRANSFER] }]),
        live.head(),
      ];
      const none = await at('eth_newFilter', [{ address: token, topics: [`0x${'ff'.repeat(32)}`] }]);
      const start = live.head();
      while (live.head() < start + 3n) await new Promise((r) => setTimeout(r, 20));
      const numberOf = async (hash: string) => BigInt((await at('eth_getBlockByHash', [hash, false])).number);
      const hashes: string[] = await at('eth_getFilterChanges', [blocks]);
      expect(hashes.length).toBeGreaterThanOrEqual(3);
      const firstNew = await numberOf(hashes[0]);
      expect(firstNew).toBeGreaterThan(beforeBlocks); // only blocks after the filter was made
      expect(firstNew).toBeLessThanOrEqual(beforeLogs + 1n); // from the first one on
      for (const [k, h] of hashes.entries()) expect(await numberOf(h)).toBe(firstNew + BigInt(k)); // consecutive, none missed
      const changes: Json[] = await at('eth_getFilterChanges', [logs]);
      expect(changes.length).toBeGreaterThanOrEqual(3);
      for (const [k, l] of changes.entries())
        expect(BigInt(l.blockNumber)).toBe(BigInt(changes[0].blockNumber) + BigInt(k));
      expect(BigInt(changes[0].blockNumber)).toBeGreaterThan(beforeLogs); // the first block after the filter was made
      expect(BigInt(changes[0].blockNumber)).toBeLessThanOrEqual(afterLogs + 1n);
      expect(await at('eth_getFilterChanges', [none])).toEqual([]);
      // a second poll returns only what came after the first
      while (live.head() < firstNew + BigInt(hashes.length) + 1n) await new Promise((r) => setTimeout(r, 20));
      const again: string[] = await at('eth_getFilterChanges', [blocks]);
      expect(again.length).toBeGreaterThan(0);
      expect(await numberOf(again[0])).toBe(firstNew + BigInt(hashes.length));
      expect(await at('eth_uninstallFilter', [blocks])).toBe(true);
    } finally {
      await live.stop();
    }
  });

  it('newHeads notifications are the blocks eth_getBlockByNumber serves', async () => {
    const live = await startRpcMock({ port: 0, headIntervalMs: 60 });
    const ws = await WsClient.open(live.wsUrl);
    try {
      const id = (await ws.call('eth_subscribe', ['newHeads'])).result;
      for (let k = 0; k < 3; k++) {
        const h = (await ws.next((m) => m.params?.subscription === id)).params.result;
        const b = (await call(live.url, 'eth_getBlockByNumber', [h.number, false])).result;
        expect([b.hash, b.parentHash, b.timestamp]).toEqual([h.hash, h.parentHash, h.timestamp]);
      }
    } finally {
      await ws.close();
      await live.stop();
    }
  });

  it("viem's watchBlocks over WebSocket gets strictly increasing, distinct, linked blocks", async () => {
    (globalThis as any).WebSocket ??= WS; // Node 20 has no global WebSocket; viem uses it when present
    const live = await startRpcMock({ port: 0, headIntervalMs: 80 });
    const client = createPublicClient({ transport: webSocket(live.wsUrl, { reconnect: false, keepAlive: false }) });
    const blocks: Block[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        const unwatch = client.watchBlocks({
          includeTransactions: true, // viem then re-fetches each head by number
          onBlock: (b) => {
            blocks.push(b);
            if (blocks.length === 5) {
              unwatch();
              resolve();
            }
          },
          onError: reject,
        });
      });
    } finally {
      await live.stop();
    }
    for (let k = 1; k < blocks.length; k++) {
      expect(blocks[k].number).toBe(blocks[k - 1].number! + 1n);
      expect(blocks[k].hash).not.toBe(blocks[k - 1].hash);
      expect(blocks[k].parentHash).toBe(blocks[k - 1].hash);
    }
  });
});

describe('error scenarios on demand', () => {
  const revertError = rpcDoc()
    .methods.find((m: Json) => m.name === 'eth_call')
    .errors.find((e: Json) => e.code === 3);
  const callTo = (to: string) => [{ to, data: '0x' }, 'latest'];

  it('eth_call / eth_estimateGas to the reverting address answer code 3 with the revert data; others do not', async () => {
    for (const method of ['eth_call', 'eth_estimateGas']) {
      const r = await call(mock.url, method, callTo('0x0000000000000000000000000000000000000bad'));
      expect(r.error, method).toEqual({ code: 3, message: revertError.message, data: revertError.data });
      const ok = await call(mock.url, method, callTo(`0x${'12'.repeat(20)}`));
      expect(ok.error, method).toBeUndefined();
    }
  });

  it.each([
    ['revert', 'eth_call', [{ to: `0x${'12'.repeat(20)}` }, 'latest'], 3, 'execution reverted'],
    ['nonce-too-low', 'eth_sendRawTransaction', ['0x02f8'], -32000, 'nonce too low'],
    ['already-known', 'eth_sendRawTransaction', ['0x02f8'], -32000, 'already known'],
    ['pruned', 'eth_getBalance', [`0x${'12'.repeat(20)}`, '0x1'], -32000, 'missing trie node'],
  ] as const)('--scenario %s: %s answers the error', async (scenario, method, params, code, text) => {
    const m = await startRpcMock({ port: 0, headIntervalMs: 0, scenario });
    try {
      const r = await call(m.url, method, params as unknown as unknown[]);
      expect(r.error?.code).toBe(code);
      expect(r.error.message).toContain(text);
      if (scenario === 'pruned') {
        const recent = await call(m.url, method, [`0x${'12'.repeat(20)}`, 'latest']);
        expect(recent.error).toBeUndefined();
      }
    } finally {
      await m.stop();
    }
  });

  it('--scenario rate-limit: HTTP 429 with -32005, and -32005 over WebSocket', async () => {
    const m = await startRpcMock({ port: 0, headIntervalMs: 0, scenario: 'rate-limit' });
    try {
      const res = await fetch(m.url, {
        method: 'POST',
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      });
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32005, message: 'rate limit exceeded' },
      });
      const ws = await WsClient.open(m.wsUrl);
      expect((await ws.call('eth_blockNumber', [], 3)).error.code).toBe(-32005);
      await ws.close();
    } finally {
      await m.stop();
    }
  });

  it('an unknown scenario is refused at start', async () => {
    await expect(startRpcMock({ port: 0, scenario: 'nope' })).rejects.toThrow(/unknown scenario "nope"/);
  });
});
