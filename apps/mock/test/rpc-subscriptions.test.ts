// eth_subscribe over WebSocket in op-geth's forms (the document's x-subscriptions), eth_unsubscribe as
// op-geth answers it, and viem watching blocks through a real WebSocket. Heads are made with mine(): the
// tests wait for notifications, never for time.

import type { Block, BlockHeader, Receipt } from '@sidechain-api/evm-rpc';
import { createPublicClient, webSocket } from 'viem';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import WebSocket from 'ws';
import { type RpcMock, startRpcMock } from '../src/index.js';
import { call, contract, result, Socket } from './rpc-helpers.js';

let mock: RpcMock;
beforeEach(async () => {
  mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
});
afterEach(() => mock.stop());

/** Problems of a notification payload against the kind's schema. */
const notificationProblems = (kind: string, id: string, payload: unknown) =>
  contract
    .checkNotification(kind, id, {
      jsonrpc: '2.0',
      method: 'eth_subscription',
      params: { subscription: id, result: payload },
    })
    .map((p) => p.message);

async function withSocket(run: (socket: Socket) => Promise<void>): Promise<void> {
  const socket = await Socket.open(mock.wsUrl);
  try {
    await run(socket);
  } finally {
    await socket.close();
  }
}

const subscribe = async (socket: Socket, params: unknown[]) => {
  const answer = await socket.call('eth_subscribe', params);
  if (typeof answer.result !== 'string')
    throw new Error(`eth_subscribe ${JSON.stringify(params)}: ${JSON.stringify(answer)}`);
  return answer.result;
};

describe('newHeads', () => {
  test('one header per new block, as eth_getBlockByNumber has it, with op-geth’s explicit slotNumber null', async () => {
    await withSocket(async (socket) => {
      const id = await subscribe(socket, ['newHeads']);
      expect(id).toMatch(/^0x[0-9a-f]{1,32}$/);
      mock.mine(3);
      const heads = (await socket.received(id, 3)) as BlockHeader[];
      for (const head of heads) {
        expect(notificationProblems('newHeads', id, head)).toEqual([]);
        expect(head.slotNumber).toBeNull();
        const block = await result<Block>(mock.url, 'eth_getBlockByNumber', [head.number, false]);
        expect([head.hash, head.parentHash, head.timestamp]).toEqual([block.hash, block.parentHash, block.timestamp]);
      }
      expect(heads.map((h) => BigInt(h.number))).toEqual([mock.head() - 2n, mock.head() - 1n, mock.head()]);
      expect(heads[1]?.parentHash).toBe(heads[0]?.hash);
    });
  });
});

describe('the other kinds', () => {
  test('logs: the filter is required (-32602 as op-geth); with one, the new block’s matching logs arrive', async () => {
    await withSocket(async (socket) => {
      expect((await socket.call('eth_subscribe', ['logs'])).error).toEqual({
        code: -32602,
        message: 'missing value for required argument 1',
      });
      const all = await subscribe(socket, ['logs', {}]);
      const none = await subscribe(socket, ['logs', { address: '0x0000000000000000000000000000000000000001' }]);
      const heads = await subscribe(socket, ['newHeads']);
      mock.mine();
      await socket.received(heads, 1); // sent after the logs of the same block
      const [log] = await socket.received(all, 1);
      expect(notificationProblems('logs', all, log)).toEqual([]);
      expect(socket.notifications.get(none)).toBeUndefined();
    });
  });

  test('newPendingTransactions: the full transaction with true, its hash without; transactionReceipts: the block’s receipts', async () => {
    await withSocket(async (socket) => {
      const full = await subscribe(socket, ['newPendingTransactions', true]);
      const hashes = await subscribe(socket, ['newPendingTransactions']);
      const receipts = await subscribe(socket, ['transactionReceipts']);
      const unknown = await subscribe(socket, ['transactionReceipts', { transactionHashes: [`0x${'ab'.repeat(32)}`] }]);
      const heads = await subscribe(socket, ['newHeads']);
      mock.mine();
      const [head] = (await socket.received(heads, 1)) as BlockHeader[];
      const [tx] = (await socket.received(full, 1)) as { hash: string }[];
      expect(await socket.received(hashes, 1)).toEqual([tx?.hash]);
      const [list] = (await socket.received(receipts, 1)) as Receipt[][];
      expect(notificationProblems('transactionReceipts', receipts, list)).toEqual([]);
      expect(list?.map((r) => r.blockHash)).toEqual([head?.hash, head?.hash]);
      expect(socket.notifications.get(unknown)).toBeUndefined();
      const tooMany = Array.from({ length: 201 }, (_, i) => `0x${i.toString(16).padStart(64, '0')}`);
      // op-geth checks the limit when it creates the subscription: -32000, not a params error
      expect(
        (await socket.call('eth_subscribe', ['transactionReceipts', { transactionHashes: tooMany }])).error,
      ).toMatchObject({
        code: -32000,
        message: 'exceed max number of transaction hashes allowed per transactionReceipts subscription',
      });
    });
  });

  test('syncing: one false at once, after the answer carrying the id (the mock is never syncing)', async () => {
    await withSocket(async (socket) => {
      const id = await subscribe(socket, ['syncing']);
      expect(await socket.received(id, 1)).toEqual([false]);
      expect(notificationProblems('syncing', id, false)).toEqual([]);
    });
  });
});

describe('eth_unsubscribe and the transports', () => {
  test('a live id: true; an unknown one: -32000 "subscription not found", never false (rpc/handler.go:632-644)', async () => {
    await withSocket(async (socket) => {
      const id = await subscribe(socket, ['newHeads']);
      expect(await socket.call('eth_unsubscribe', [id])).toMatchObject({ result: true });
      expect((await socket.call('eth_unsubscribe', [id])).error).toEqual({
        code: -32000,
        message: 'subscription not found',
      });
    });
  });

  test('over HTTP: eth_subscribe is -32601 "notifications not supported", eth_unsubscribe -32000', async () => {
    expect((await call(mock.url, 'eth_subscribe', ['newHeads'])).error).toEqual({
      code: -32601,
      message: 'notifications not supported',
    });
    expect((await call(mock.url, 'eth_unsubscribe', ['0x1'])).error).toEqual({
      code: -32000,
      message: 'subscription not found',
    });
    // checked before the kind is read (handler.go:571-573)
    expect((await call(mock.url, 'eth_subscribe', ['nope'])).error).toEqual({
      code: -32601,
      message: 'notifications not supported',
    });
  });

  test('an unknown kind is -32601 naming it; past the mock’s own cap per connection, -32000 until one ends', async () => {
    const MAX_SUBSCRIPTIONS = 3;
    const capped = await startRpcMock({ port: 0, headIntervalMs: 0, maxSubscriptions: MAX_SUBSCRIPTIONS });
    const socket = await Socket.open(capped.wsUrl);
    try {
      expect((await socket.call('eth_subscribe', ['nope'])).error).toEqual({
        code: -32601,
        message: 'no "nope" subscription in eth namespace',
      });
      expect((await socket.call('eth_subscribe', [5])).error?.code).toBe(-32602); // a kind that is no string
      const ids = [];
      for (let k = 0; k < MAX_SUBSCRIPTIONS; k++) ids.push(await subscribe(socket, ['newHeads']));
      const refused = (await socket.call('eth_subscribe', ['newHeads'])).error;
      expect(refused?.code).toBe(-32000);
      expect(refused?.message).toMatch(new RegExp(`mock's limit: ${MAX_SUBSCRIPTIONS}`));
      await socket.call('eth_unsubscribe', [ids[0]]);
      expect(await subscribe(socket, ['newHeads'])).toMatch(/^0x/);
    } finally {
      await socket.close();
      await capped.stop();
    }
  });

  test('subscriptions end with their connection', async () => {
    const socket = await Socket.open(mock.wsUrl);
    await subscribe(socket, ['newHeads']);
    expect(mock.subscriptionCount()).toBe(1);
    await socket.close();
    await new Promise<void>((resolve) => {
      const check = () => (mock.subscriptionCount() === 0 ? resolve() : setImmediate(check));
      check();
    });
  });
});

describe('viem over a real WebSocket', () => {
  test('watchBlocks gets each new block once, in order, linked to its parent', async () => {
    // Node 20 has no global WebSocket, which viem's transport uses; removed after, so that no other test of a
    // shared worker sees it
    vi.stubGlobal('WebSocket', globalThis.WebSocket ?? WebSocket);
    const client = createPublicClient({ transport: webSocket(mock.wsUrl, { reconnect: false, keepAlive: false }) });
    const blocks: { number: bigint; hash: string; parentHash: string }[] = [];
    let seen: () => void = () => {};
    const three = new Promise<void>((resolve) => {
      seen = () => blocks.length >= 3 && resolve();
    });
    const unwatch = client.watchBlocks({
      onBlock: (block) => {
        blocks.push({ number: block.number, hash: block.hash, parentHash: block.parentHash });
        seen();
      },
    });
    try {
      // viem subscribes on the socket first: mine once each subscription exists
      await new Promise<void>((resolve) => {
        const check = () => (mock.subscriptionCount() > 0 ? resolve() : setImmediate(check));
        check();
      });
      mock.mine(3);
      await three;
      expect(blocks.map((b) => b.number)).toEqual([mock.head() - 2n, mock.head() - 1n, mock.head()]);
      expect(blocks[2]?.parentHash).toBe(blocks[1]?.hash);
    } finally {
      unwatch();
      await (await client.transport.getRpcClient()).close();
      vi.unstubAllGlobals();
    }
  });
});
