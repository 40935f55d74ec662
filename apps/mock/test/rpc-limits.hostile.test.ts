// The JSON-RPC mock's limits against hostile clients (issue 34 #3, #4, #9, #10), in process with small limits:
// JSON nested deeper than 1000 refused over HTTP and WebSocket as the devnet front refuses it; logs
// subscriptions held to the filters' address limit and to a byte budget of their own; batch answers built
// within the server's byte budget; a client that fills the filter table losing only its own filters; a batch of
// filter calls and a head's notifications for thousands of subscriptions worked on in slices of the event loop,
// with other clients answered between them (counted in filters made and heads sent, not in milliseconds).

import { once } from 'node:events';
import http from 'node:http';
import { RPC_TOO_DEEP_ANSWER } from '@sidechain-api/contract';
import { ByteBudget } from '@sidechain-api/server-kit';
import { describe, expect, test, vi } from 'vitest';
import WebSocket from 'ws';
import { mocksPerTest, post, Socket } from './rpc-helpers.js';

const startMock = mocksPerTest();

/** A call nested `depth` levels deep: its params hold the arrays. */
const nested = (depth: number) =>
  `{"jsonrpc":"2.0","id":7,"method":"eth_chainId","params":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe('JSON nested deeper than 1000 (#9)', () => {
  test('is refused over HTTP and WebSocket with the devnet front’s answer; 1000 levels are still read', async () => {
    const mock = await startMock();
    const ws = await Socket.open(mock.wsUrl);
    try {
      for (const depth of [1001, 10_000]) {
        const overHttp = await post(mock.url, nested(depth));
        expect([overHttp.status, overHttp.text]).toEqual([200, RPC_TOO_DEEP_ANSWER]);
        ws.send(nested(depth));
        expect(await ws.next()).toEqual(JSON.parse(RPC_TOO_DEEP_ANSWER));
      }
      // 1000 levels are parsed: eth_chainId takes no params, so this is its -32602, with the call's id
      expect((await post(mock.url, nested(1000))).json).toMatchObject({ id: 7, error: { code: -32602 } });
    } finally {
      await ws.close();
    }
  });
});

describe('logs subscriptions (#4)', () => {
  const address = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;
  const subscribe = (ws: Socket, addresses: number) =>
    ws.call('eth_subscribe', ['logs', { address: Array.from({ length: addresses }, (_, i) => address(i)) }]);

  test('take at most 1000 addresses, as eth_newFilter and eth_getLogs (op-geth filter_system.go:297-310)', async () => {
    const mock = await startMock();
    const ws = await Socket.open(mock.wsUrl);
    try {
      expect(await subscribe(ws, 1001)).toMatchObject({
        error: { code: -32000, message: 'exceed max addresses or topics per search position' },
      });
      expect(await subscribe(ws, 110_000)).toMatchObject({ error: { code: -32000 } });
      expect(await subscribe(ws, 1000)).toMatchObject({ result: expect.stringMatching(/^0x/) });
      expect(mock.subscriptionCount()).toBe(1);
    } finally {
      await ws.close();
    }
  });

  test('hold their filters within a byte budget of their own, given back when they end', async () => {
    const one = JSON.stringify({ address: Array.from({ length: 1000 }, (_, i) => address(i)) }).length;
    const mock = await startMock({ maxCriteriaBytes: 3 * one });
    const [a, b] = [await Socket.open(mock.wsUrl), await Socket.open(mock.wsUrl)];
    try {
      for (let k = 0; k < 3; k++) expect(await subscribe(a, 1000)).toHaveProperty('result');
      expect(await subscribe(b, 1000)).toMatchObject({
        error: { code: -32000, message: expect.stringContaining('subscription filters too large') },
      });
      expect(await b.call('eth_subscribe', ['newHeads'])).toHaveProperty('result'); // no filter, no bytes
      await a.close();
      await vi.waitFor(async () => expect(await subscribe(b, 1000)).toHaveProperty('result'), {
        timeout: 60_000,
      });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('batch answers within the byte budget (#3)', () => {
  test('parallel rpc.discover batches: what does not fit is -32003 or 503, and the budget comes back', async () => {
    const budget = new ByteBudget(8 * 1024 * 1024);
    const mock = await startMock({ budget });
    const batch = JSON.stringify(
      Array.from({ length: 100 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'rpc.discover' })),
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(mock.url, batch)));
    let results = 0;
    let cut = 0;
    for (const a of answers) {
      if (a.status === 503) continue;
      expect(a.status).toBe(200);
      const list = a.json as { result?: unknown; error?: { code: number } }[];
      expect(list).toHaveLength(100);
      results += list.filter((x) => x.result !== undefined).length;
      cut += list.filter((x) => x.error?.code === -32003).length;
    }
    // the budget bounds what was built at once: 8 MiB of 258 KB documents, not 500 of them
    expect(results).toBeGreaterThan(0);
    expect(results).toBeLessThan(100);
    expect(cut + answers.filter((a) => a.status === 503).length * 100).toBeGreaterThan(400);
    await vi.waitFor(() => expect(budget.used).toBe(0), { timeout: 60_000 });
  });
});

describe('batch answers one at a time', () => {
  test('each batch measures its room once the answer before it holds its bytes of the budget', async () => {
    // what the budget sees: a batch reading its room ("room"), an answer of a batch taking its bytes ("answer")
    const events: string[] = [];
    class WatchedBudget extends ByteBudget {
      override get free(): number {
        events.push('room');
        return super.free;
      }
      override tryTake(bytes: number): boolean {
        if (bytes > 1024 * 1024) events.push('answer');
        return super.tryTake(bytes);
      }
      override hold(bytes: number): () => void {
        if (bytes > 1024 * 1024) events.push('answer');
        return super.hold(bytes);
      }
    }
    const budget = new WatchedBudget(256 * 1024 * 1024);
    const mock = await startMock({ budget });
    // the logs of the last 10,000 blocks, 200 times: many slices of the event loop to build
    const { json } = await post(mock.url, { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' });
    const head = BigInt((json as { result: string }).result);
    const range = { fromBlock: `0x${(head - 9999n).toString(16)}`, toBlock: 'latest' };
    const batch = JSON.stringify(
      Array.from({ length: 200 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_getLogs', params: [range] })),
    );
    const answers = await Promise.all(Array.from({ length: 3 }, () => post(mock.url, batch)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // built at once, three batches would each measure the whole budget as free: room, room, room, answer × 3
    expect(events.filter((e, i) => e === 'room' || events[i - 1] === 'room')).toEqual([
      'room',
      'answer',
      'room',
      'answer',
      'room',
      'answer',
    ]);
  });
});

describe('the filter table (#10)', () => {
  /** One call on a connection of its own (a new creator each time). */
  const callAlone = (url: string, method: string, params: unknown[] = []) =>
    new Promise<{ result?: unknown; error?: unknown }>((resolve, reject) => {
      const req = http.request(
        url,
        { method: 'POST', agent: false, headers: { 'content-type': 'application/json', connection: 'close' } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c;
          });
          res.on('end', () => resolve(JSON.parse(text)));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
    });

  test('filled by many connections, then by batches from one: a polled filter of another client is kept', async () => {
    const mock = await startMock({ maxFilters: 100 });
    const victim = (await callAlone(mock.url, 'eth_newBlockFilter')).result as string;
    // 105 connections with one filter each fill the table; the victim keeps polling
    for (let k = 0; k < 105; k++) {
      await callAlone(mock.url, 'eth_newBlockFilter');
      if (k % 20 === 0) expect(await callAlone(mock.url, 'eth_getFilterChanges', [victim])).toHaveProperty('result');
    }
    // then batches of 1000 from one connection into the full table
    const batch = Array.from({ length: 1000 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_newBlockFilter' }));
    for (let k = 0; k < 3; k++) {
      const answers = (await post(mock.url, batch)).json as { result?: string }[];
      expect(answers.every((a) => typeof a.result === 'string')).toBe(true); // a new filter always fits
    }
    expect(mock.filterCount()).toBe(100);
    expect(await callAlone(mock.url, 'eth_getFilterChanges', [victim])).toHaveProperty('result');
  });
});

describe('long work in slices of the event loop (#10)', () => {
  const address = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;

  test('another client is answered while a batch of 1000 eth_newFilter is being worked on', async () => {
    const mock = await startMock();
    const other = await Socket.open(mock.wsUrl);
    try {
      const filter = { address: Array.from({ length: 100 }, (_, i) => address(i)) };
      const batch = Array.from({ length: 1000 }, (_, id) => ({
        jsonrpc: '2.0',
        id,
        method: 'eth_newFilter',
        params: [filter],
      }));
      const answered = post(mock.url, batch);
      // once the batch has begun, another client asks
      await vi.waitFor(() => expect(mock.filterCount()).toBeGreaterThan(0), { timeout: 60_000, interval: 1 });
      expect(await other.call('eth_chainId')).toHaveProperty('result');
      const madeWhenAnswered = mock.filterCount();
      const answers = (await answered).json as { result?: string }[];
      expect(answers.filter((a) => typeof a.result === 'string')).toHaveLength(1000);
      // before: the whole batch ran in one turn, so the other client waited for all 1000 filters
      expect(madeWhenAnswered).toBeLessThan(1000);
    } finally {
      await other.close();
    }
  });

  test('a client is answered while a head’s notifications go out to 5000 subscriptions', async () => {
    const mock = await startMock();
    // the first connection (notified first): one newHeads subscription, then a call while heads go out
    const first = await Socket.open(mock.wsUrl);
    const subscription = (await first.call('eth_subscribe', ['newHeads'])).result as string;
    const subscribers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const ws = new WebSocket(mock.wsUrl);
        ws.on('error', () => {});
        await once(ws, 'open');
        let confirmed = 0;
        const all = new Promise<void>((resolve) =>
          ws.on('message', () => {
            if (++confirmed === 100) resolve();
          }),
        );
        for (let id = 0; id < 100; id++)
          ws.send(JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_subscribe', params: ['newHeads'] }));
        await all;
        return ws;
      }),
    );
    try {
      expect(mock.subscriptionCount()).toBe(5001);
      const heads = 5;
      const asked = first.call('eth_chainId');
      mock.mine(heads);
      expect(await Promise.race([asked, once(first.ws, 'close').then(() => 'closed')])).toHaveProperty('result');
      // before: all five heads went out in one turn, so the call was read only after them
      expect(first.notifications.get(subscription)?.length ?? 0).toBeLessThan(heads);
      await first.received(subscription, heads);
    } finally {
      for (const ws of subscribers) ws.terminate();
      await first.close();
    }
  });
});
