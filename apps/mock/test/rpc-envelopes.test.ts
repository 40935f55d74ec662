// The JSON-RPC mock's envelopes and batches, with op-geth's rules (go-ethereum v1.17.2 rpc/handler.go),
// over HTTP and WebSocket alike.

import { once } from 'node:events';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type RpcMock, startRpcMock } from '../src/index.js';
import { post, type RpcAnswer, Socket } from './rpc-helpers.js';

const MAX_BATCH = 5;
/** Smaller than one hydrated block, so two blocks pass it. */
const BATCH_ANSWER_LIMIT = 2000;
let mock: RpcMock;
beforeEach(async () => {
  mock = await startRpcMock({
    port: 0,
    headIntervalMs: 0,
    maxBatch: MAX_BATCH,
    maxBatchAnswerBytes: BATCH_ANSWER_LIMIT,
  });
});
afterEach(() => mock.stop());

const handle = (body: unknown, transport: 'http' | 'ws' = 'http') => {
  const out = mock.handle(typeof body === 'string' ? body : JSON.stringify(body), transport);
  return out === null ? null : (JSON.parse(out) as RpcAnswer | RpcAnswer[]);
};
const chainId = (id: unknown) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' });

describe('envelopes', () => {
  test('a string, a number or null id is echoed; another id is -32600 with id null', () => {
    expect(handle(chainId('a'))).toMatchObject({ id: 'a', result: '0x6792' });
    expect(handle(chainId(7))).toMatchObject({ id: 7, result: '0x6792' });
    expect(handle(chainId(null))).toMatchObject({ id: null, result: '0x6792' });
    for (const id of [{}, [1], true]) {
      expect(handle(chainId(id))).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'invalid request' },
      });
    }
  });

  test('numeric ids JavaScript cannot hold come back exactly as sent, in results, errors and batches', () => {
    const big = '123456789012345678901234567890';
    expect(mock.handle(`{"jsonrpc":"2.0","id":${big},"method":"eth_chainId"}`)).toBe(
      `{"jsonrpc":"2.0","id":${big},"result":"0x6792"}`,
    );
    expect(mock.handle(`{"jsonrpc":"2.0","id":1e400,"method":"nope"}`)).toMatch(
      /^\{"jsonrpc":"2\.0","id":1e400,"error"/,
    );
    expect(mock.handle(`[{"jsonrpc":"2.0","id":${big},"method":"eth_chainId"}]`)).toBe(
      `[{"jsonrpc":"2.0","id":${big},"result":"0x6792"}]`,
    );
  });

  test('a wrong version, or a method that is not a string or is empty, is -32600 "invalid request" (handler.go:494-498)', () => {
    const invalid = (id: unknown) => ({ jsonrpc: '2.0', id, error: { code: -32600, message: 'invalid request' } });
    expect(handle({ jsonrpc: '1.0', id: 1, method: 'eth_chainId' })).toEqual(invalid(1));
    expect(handle({ jsonrpc: '2.0', id: 2, method: 5 })).toEqual(invalid(2));
    expect(handle({ jsonrpc: '2.0', id: 3, method: '' })).toEqual(invalid(3));
    expect(handle({ jsonrpc: '2.0', method: '' })).toEqual(invalid(null)); // not a notification either: answered
    expect(handle('5')).toEqual(invalid(null));
  });

  test('params that are not an array or an object are -32602 "non-array args"', () => {
    // op-geth reads params only for a method it has (rpc/json.go parsePositionalArguments)
    expect(handle({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: 7 })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: 'non-array args' },
    });
    expect(handle({ jsonrpc: '2.0', id: 1, method: 'eth_nope', params: 7 })).toMatchObject({ error: { code: -32601 } });
  });

  test('malformed JSON is -32700 "parse error"; an empty body is no answer at all, as op-geth reads EOF', () => {
    expect(handle('{"jsonrpc":')).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'parse error' },
    });
    expect(handle('')).toBeNull();
    expect(handle('  \n ')).toBeNull();
  });

  test('an unknown method is -32601 in op-geth words; a notification is run and never answered', () => {
    expect(handle({ jsonrpc: '2.0', id: 1, method: 'eth_nope' })).toMatchObject({
      error: { code: -32601, message: 'the method eth_nope does not exist/is not available' },
    });
    expect(handle({ jsonrpc: '2.0', method: 'eth_chainId' })).toBeNull();
    expect(handle({ jsonrpc: '2.0', method: 'eth_nope' })).toBeNull();
  });

  test('rpc.discover answers the document', () => {
    const a = handle({ jsonrpc: '2.0', id: 1, method: 'rpc.discover' }) as RpcAnswer;
    expect((a.result as { openrpc: string }).openrpc).toMatch(/^1\./);
  });
});

describe('batches', () => {
  test('each element is answered in order, notifications left out; an empty batch is one -32600 "empty batch"', () => {
    const out = handle([
      chainId(1),
      { jsonrpc: '2.0', method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'x' },
      5,
    ]);
    expect(out).toMatchObject([
      { id: 1, result: '0x6792' },
      { id: 2, error: { code: -32601 } },
      { id: null, error: { code: -32600 } },
    ]);
    expect(handle([])).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'empty batch' } });
    expect(handle([{ jsonrpc: '2.0', method: 'eth_chainId' }])).toBeNull();
  });

  test('past maxBatch: one "batch too large" carrying the first call’s id and no data (handler.go:260-272)', () => {
    const tooMany = [
      { jsonrpc: '2.0', method: 'eth_chainId' },
      'x',
      ...Array.from({ length: MAX_BATCH }, (_, i) => chainId(i + 10)),
    ];
    expect(handle(tooMany)).toEqual([{ jsonrpc: '2.0', id: 10, error: { code: -32600, message: 'batch too large' } }]);
    expect(handle(Array.from({ length: MAX_BATCH }, (_, i) => chainId(i)))).toHaveLength(MAX_BATCH);
    expect(handle(Array.from({ length: MAX_BATCH + 1 }, () => ({ jsonrpc: '2.0', method: 'eth_chainId' })))).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch too large' } },
    ]);
  });

  test('"batch too large" carries the id of the first whole call, exactly as sent, in short and long batches', () => {
    const notCalls = [
      { jsonrpc: '1.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: '' },
      { jsonrpc: '2.0', id: 3, method: 5 },
      { jsonrpc: '2.0', id: null, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: { n: 4 }, method: 'eth_chainId' },
    ].map((el) => JSON.stringify(el));
    const call = '{"jsonrpc":"2.0","id":12345678901234567890,"method":"eth_chainId"}';
    const refused = '[{"jsonrpc":"2.0","id":12345678901234567890,"error":{"code":-32600,"message":"batch too large"}}]';
    expect(mock.handle(`[${[...notCalls, call].join(',')}]`)).toBe(refused);
    const long = `[${[...notCalls, call, ...Array(40_000).fill('0')].join(',')}]`;
    expect(long.length).toBeGreaterThan(64 * 1024);
    expect(mock.handle(long)).toBe(refused);
  });

  test('a long batch past maxBatch is refused from its first elements, whatever it holds further on', () => {
    // over 64 KiB of text: counted before it is built; the first call may come after plenty of non-calls
    const filler = Array.from({ length: 20_000 }, (_, i) => i);
    const text = JSON.stringify([...filler.slice(0, 3), chainId('late'), ...filler]);
    expect(handle(text)).toEqual([{ jsonrpc: '2.0', id: 'late', error: { code: -32600, message: 'batch too large' } }]);
    expect(handle(`[${'1,'.repeat(40_000)}1`)).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'parse error' },
    });
  });

  test('a batch text past 64 KiB is counted before it is parsed: "batch too large" for the first call, even if malformed later', () => {
    const notification = JSON.stringify({ jsonrpc: '2.0', method: 'eth_chainId' });
    const calls = Array(2000)
      .fill(JSON.stringify(chainId(7)))
      .join(',');
    const tooLarge = [{ jsonrpc: '2.0', id: 7, error: { code: -32600, message: 'batch too large' } }];
    expect(handle(`[${notification},${calls}]`)).toEqual(tooLarge);
    // not parsed past its first call: the broken element at the end is not noticed (op-geth would say parse error)
    expect(handle(`[${calls},{"x":nope}] \r\n\t`)).toEqual(tooLarge);
    // without a call, the id is null; a long text that does not end the array is a parse error
    expect(handle(`[${Array(2000).fill(notification).join(',')}]`)).toEqual([{ ...tooLarge[0], id: null }]);
    expect(handle(`[${calls},{"x":nope}`)).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'parse error' },
    });
  });

  test('a batch text past 64 KiB within maxBatch is answered call by call', () => {
    const calls = Array.from({ length: MAX_BATCH }, (_, k) => JSON.stringify(chainId(k)));
    const text = `[${calls.join(`${' '.repeat(20_000)},`)}]`; // long for white space, short in calls
    expect(text.length).toBeGreaterThan(64 * 1024);
    expect((handle(text) as RpcAnswer[]).map((a) => [a.id, a.result])).toEqual(calls.map((_, k) => [k, '0x6792']));
  });

  test('-32003 "response too large" only inside a batch: the calls after the answers pass the limit', () => {
    const block = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_getBlockByNumber', params: ['latest', true] });
    const single = handle(block(1)) as RpcAnswer;
    expect(JSON.stringify(single).length).toBeGreaterThan(BATCH_ANSWER_LIMIT); // answered all the same
    expect(single.result).toBeTruthy();
    const out = handle([
      chainId(1),
      block(2),
      block(3),
      { jsonrpc: '2.0', method: 'eth_chainId' },
      chainId(4),
    ]) as RpcAnswer[];
    expect(out.map((a) => a.id)).toEqual([1, 2, 3, 4]);
    expect(out[1]?.result).toBeTruthy(); // the answer that passed the limit is kept (handler.go:237-245)
    for (const a of out.slice(2)) expect(a.error).toEqual({ code: -32003, message: 'response too large' });
  });

  test('over WebSocket the same rules: a batch is one array message, "batch too large" and -32003 included', async () => {
    const socket = await Socket.open(mock.wsUrl);
    try {
      socket.send([chainId(1), { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' }]);
      expect(await socket.next()).toMatchObject([{ id: 1 }, { id: 2 }]);
      socket.send(Array.from({ length: MAX_BATCH + 1 }, (_, i) => chainId(i + 1)));
      expect(await socket.next()).toEqual([
        { jsonrpc: '2.0', id: 1, error: { code: -32600, message: 'batch too large' } },
      ]);
      const block = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_getBlockByNumber', params: ['latest', true] });
      socket.send([block(1), block(2)]);
      expect(await socket.next()).toMatchObject([
        { id: 1, result: {} },
        { id: 2, error: { code: -32003 } },
      ]);
      socket.send({ jsonrpc: '2.0', method: 'eth_chainId' }); // a notification: nothing comes back
      expect(await socket.call('eth_chainId', [], 9)).toMatchObject({ id: 9, result: '0x6792' });
    } finally {
      await socket.close();
    }
  });

  test('a WebSocket message over 5 MiB closes its connection with 1009 (message too big); the mock serves on', async () => {
    const socket = await Socket.open(mock.wsUrl);
    const closed = once(socket.ws, 'close');
    socket.send(`${JSON.stringify(chainId(1))}${' '.repeat(5 * 1024 * 1024)}`);
    const [code] = (await closed) as [number];
    expect(code).toBe(1009);
    const next = await Socket.open(mock.wsUrl);
    try {
      expect(await next.call('eth_chainId', [], 2)).toMatchObject({ id: 2, result: '0x6792' });
    } finally {
      await next.close();
    }
  });

  test('over HTTP a batch of notifications, or an empty body, is 200 with an empty body', async () => {
    const notifications = await post(mock.url, [{ jsonrpc: '2.0', method: 'eth_chainId' }]);
    expect([notifications.status, notifications.text]).toEqual([200, '']);
    const empty = await post(mock.url, '');
    expect([empty.status, empty.text]).toEqual([200, '']);
  });
});
