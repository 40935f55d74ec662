/**
 * WebSocket subscriptions of the EVM JSON-RPC mock (apps/mock/src/rpc) on a moving head: newHeads,
 * logs and newPendingTransactions against the document's x-subscriptions, unsubscribe, and the
 * subscriptions' end with their socket or the mock. No fixed sleeps: each negative check waits for
 * a head, then for an answer on the same socket (everything sent before it has arrived).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RpcMock, startRpcMock } from '../src/rpc/server.mjs';
import { call, exampleParams, type Json, resultProblems, rpcDoc, until, WsClient } from './rpc-helpers.js';

const METHODS: Json[] = rpcDoc().methods;
const hexToBig = (h: string) => BigInt(h);

describe('WebSocket subscriptions', () => {
  let live: RpcMock;
  const INTERVAL = 200;
  beforeAll(async () => {
    live = await startRpcMock({ port: 0, headIntervalMs: INTERVAL });
  });
  afterAll(async () => {
    await live?.stop();
  });

  it('newHeads: heads arrive in order with increasing numbers, valid, and eth_blockNumber follows them; unsubscribe stops them', async () => {
    const ws = await WsClient.open(live.wsUrl);
    try {
      const sub = await ws.call('eth_subscribe', ['newHeads']);
      expect(sub.result).toMatch(/^0x(0|[1-9a-f][0-9a-f]*)$/);
      const id = sub.result;
      const heads: Json[] = [];
      for (let k = 0; k < 3; k++) {
        const n = await ws.next((m) => m.method === 'eth_subscription', 3000);
        expect(Object.keys(n).sort()).toEqual(['jsonrpc', 'method', 'params']);
        expect(n.jsonrpc).toBe('2.0');
        expect(n.params.subscription).toBe(id);
        expect(resultProblems('sub:newHeads', n.params.result)).toEqual([]);
        heads.push(n.params.result);
        if (k === 0) {
          // eth_blockNumber over HTTP is the head of the moment: between the heads read just before and
          // just after the call, which pins it exactly once a call sees no new head (on a loaded
          // machine one may come during a call: a few tries)
          expect(hexToBig(n.params.result.number)).toBeLessThanOrEqual(live.head());
          for (let tries = 0, low = -1n, high = 0n; low !== high && tries < 20; tries++) {
            low = live.head();
            const bn = hexToBig((await call(live.url, 'eth_blockNumber', [])).result);
            high = live.head();
            expect(bn).toBeGreaterThanOrEqual(low);
            expect(bn).toBeLessThanOrEqual(high);
          }
        }
      }
      const numbers = heads.map((h) => hexToBig(h.number));
      for (let k = 1; k < numbers.length; k++) {
        expect(numbers[k]).toBe(numbers[k - 1] + 1n);
        expect(heads[k].parentHash).toBe(heads[k - 1].hash);
        expect(hexToBig(heads[k].timestamp)).toBeGreaterThan(hexToBig(heads[k - 1].timestamp));
      }
      expect(live.subscriptionCount()).toBe(1);
      const un = await ws.call('eth_unsubscribe', [id]);
      expect(un.result).toBe(true);
      expect(live.subscriptionCount()).toBe(0);
      ws.messages.length = 0;
      const before = live.head();
      await until(() => live.head() >= before + 2n); // the clock still runs …
      await ws.call('eth_chainId'); // (whatever was sent before this answer has arrived)
      expect(ws.messages.filter((m) => m.method === 'eth_subscription')).toEqual([]); // … but nothing is sent
      expect((await ws.call('eth_unsubscribe', [id])).result).toBe(false);
    } finally {
      await ws.close();
    }
  });

  it('logs and newPendingTransactions return ids and emit example payloads valid against x-subscriptions', async () => {
    const ws = await WsClient.open(live.wsUrl);
    try {
      const sub = METHODS.find((m) => m.name === 'eth_subscribe');
      const logsEx = sub.examples.find((e: Json) => e.params[0].value === 'logs');
      const logs = (await ws.call('eth_subscribe', exampleParams(sub, logsEx))).result;
      const full = (await ws.call('eth_subscribe', ['newPendingTransactions', true])).result;
      const hashes = (await ws.call('eth_subscribe', ['newPendingTransactions'])).result;
      const nothing = (await ws.call('eth_subscribe', ['logs', { address: `0x${'00'.repeat(20)}` }])).result;
      // Right address, wrong first topic: the topic filter alone must keep these away.
      const exampleLog =
        sub['x-subscriptions'].logs.example?.params?.result ?? sub['x-subscriptions'].logs.examples?.[0];
      expect(exampleLog?.topics?.length, 'the logs example has topics').toBeGreaterThan(0);
      const wrongTopic = (
        await ws.call('eth_subscribe', ['logs', { address: exampleLog.address, topics: [`0x${'ff'.repeat(32)}`] }])
      ).result;
      const rightTopic = (
        await ws.call('eth_subscribe', [
          'logs',
          { address: exampleLog.address, topics: [[exampleLog.topics[0], `0x${'ff'.repeat(32)}`]] },
        ])
      ).result;
      const syncing = (await ws.call('eth_subscribe', ['syncing'])).result;
      for (const id of [logs, full, hashes, nothing, wrongTopic, rightTopic, syncing])
        expect(id).toMatch(/^0x(0|[1-9a-f][0-9a-f]*)$/);
      const got = async (id: string) => (await ws.next((m) => m.params?.subscription === id, 3000)).params.result;
      const log = await got(logs);
      expect(resultProblems('sub:logs', log)).toEqual([]);
      expect(log.address.toLowerCase()).toBe(logsEx.params[1].value.address.toLowerCase());
      expect((await got(rightTopic)).topics[0]).toBe(exampleLog.topics[0]);
      const tx = await got(full);
      expect(resultProblems('sub:newPendingTransactions', tx)).toEqual([]);
      expect(typeof tx).toBe('object');
      const hash = await got(hashes);
      expect(resultProblems('sub:newPendingTransactions', hash)).toEqual([]);
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      // A head notifies all subscriptions of this socket in one go: once one more logs notification
      // has come, an answer on the same socket arrives after anything that head sent to the others.
      await got(logs);
      await ws.call('eth_chainId');
      expect(ws.messages.filter((m) => [nothing, wrongTopic, syncing].includes(m.params?.subscription))).toEqual([]);
    } finally {
      await ws.close();
    }
  });

  it('subscriptions die with their socket', async () => {
    await until(() => live.subscriptionCount() === 0); // the sockets of the tests above are closed
    const ws = await WsClient.open(live.wsUrl);
    await ws.call('eth_subscribe', ['newHeads']);
    await ws.call('eth_subscribe', ['newHeads']);
    expect(live.subscriptionCount()).toBe(2);
    await ws.close();
    await until(() => live.subscriptionCount() === 0);
  });

  it('stop() closes sockets and the port', async () => {
    const m = await startRpcMock({ port: 0, headIntervalMs: 50 });
    const ws = await WsClient.open(m.wsUrl);
    await ws.call('eth_subscribe', ['newHeads']);
    await m.stop();
    await ws.next(() => false, 10_000).catch(() => {}); // ends when the socket closes
    expect(ws.closed).toBeDefined();
    await expect(fetch(m.url, { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});
