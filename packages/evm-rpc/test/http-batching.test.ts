// The HTTP transport's batches: explicit ones (`client.batch`), and automatic batching (opt-in) with
// its schedule (`wait`, `maxSize`), over a stubbed fetch.
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  createEvmClient,
  type HttpRequestError,
  http,
  InvalidResponseError,
  ResponseTooLargeError,
} from '../src/index.js';
import { type Call, echo, json, stubFetch } from './helpers.js';

const URL = 'http://rpc.test/';
/** Calls in one POST (a lone call may go as a plain object). */
const size = (body: unknown) => (Array.isArray(body) ? body.length : 1);

afterEach(() => {
  vi.useRealTimers();
});

describe('explicit batches', () => {
  test('one POST with an array; answers in any order are matched by id; a per-call error fails only that call', async () => {
    const { fetch, calls } = stubFetch((body) => {
      const [a, b, c] = body as Call[];
      return json([
        { jsonrpc: '2.0', id: c!.id, error: { code: -32602, message: 'invalid argument 0' } },
        { jsonrpc: '2.0', id: b!.id, result: '0x6792' },
        { jsonrpc: '2.0', id: a!.id, result: '0x10' },
      ]);
    });
    const client = createEvmClient({ transport: http(URL, { fetch }) });
    const [n, chain, bad] = await client.batch([
      { method: 'eth_blockNumber' },
      { method: 'eth_chainId' },
      { method: 'eth_getBalance', params: ['0xzz', 'latest'] },
    ]);
    expect(calls).toHaveLength(1);
    expect((calls[0]!.body as Call[]).map((c) => c.method)).toEqual([
      'eth_blockNumber',
      'eth_chainId',
      'eth_getBalance',
    ]);
    expect(n).toEqual({ status: 'fulfilled', value: '0x10' });
    expect(chain).toEqual({ status: 'fulfilled', value: '0x6792' });
    expect(bad.status).toBe('rejected');
    expect(bad.status === 'rejected' && bad.reason).toMatchObject({
      name: 'RpcError',
      code: -32602,
      method: 'eth_getBalance',
    });
  });

  test('a call the batch answer misses gets an InvalidResponseError, the others their results', async () => {
    const { fetch } = stubFetch((body) => json([{ jsonrpc: '2.0', id: (body as Call[])[0]!.id, result: '0x1' }]));
    const client = createEvmClient({ transport: http(URL, { fetch }) });
    const [a, b] = await client.batch([{ method: 'eth_blockNumber' }, { method: 'eth_gasPrice' }]);
    expect(a).toEqual({ status: 'fulfilled', value: '0x1' });
    expect(b.status).toBe('rejected');
    expect(b.status === 'rejected' && b.reason).toBeInstanceOf(InvalidResponseError);
    expect(b.status === 'rejected' && b.reason.message).toMatch(/no response with id \d+/);
  });

  test('a batch refused as a whole (one error object, or geth\'s one-element "batch too large") fails every call with that RpcError', async () => {
    const refusals = [
      () => ({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'empty batch' } }),
      (body: Call[]) => [{ jsonrpc: '2.0', id: body[0]!.id, error: { code: -32600, message: 'batch too large' } }],
    ];
    for (const refuse of refusals) {
      const { fetch } = stubFetch((body) => json(refuse(body as Call[])));
      const entries = await createEvmClient({ transport: http(URL, { fetch }) }).batch([
        { method: 'eth_blockNumber' },
        { method: 'eth_gasPrice' },
        { method: 'eth_chainId' },
      ]);
      for (const e of entries)
        expect(e.status === 'rejected' && e.reason).toMatchObject({ name: 'RpcError', code: -32600 });
    }
  });

  test('a failed batch request rejects as a whole; an empty batch sends nothing', async () => {
    const { fetch, calls } = stubFetch(() => new Response('bad gateway', { status: 502 }));
    const client = createEvmClient({ transport: http(URL, { fetch }) });
    await expect(client.batch([{ method: 'eth_blockNumber' }])).rejects.toMatchObject({
      name: 'HttpRequestError',
      status: 502,
      method: 'batch',
    });
    expect(await client.batch([])).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});

describe('automatic batching (opt-in)', () => {
  test('calls made in the same tick go out as one batch; each gets its own result', async () => {
    const { fetch, calls } = stubFetch(echo((c) => `${c.method}:${c.id}`));
    const client = createEvmClient({ transport: http(URL, { fetch, batch: true }) });
    const results = await Promise.all([
      client.request({ method: 'eth_blockNumber' }),
      client.request({ method: 'eth_chainId' }),
      client.request({ method: 'eth_gasPrice' }),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toHaveLength(3);
    expect(results).toEqual(['eth_blockNumber:1', 'eth_chainId:2', 'eth_gasPrice:3']);
    // A lone call is sent as a plain (non-array) request.
    await client.request({ method: 'eth_blockNumber' });
    expect(Array.isArray(calls[1]!.body)).toBe(false);
  });

  test('maxSize splits the queue; wait collects calls across ticks', async () => {
    const { fetch, calls } = stubFetch(echo());
    const client = createEvmClient({ transport: http(URL, { fetch, batch: { maxSize: 2 } }) });
    await Promise.all(Array.from({ length: 5 }, () => client.request({ method: 'eth_blockNumber' })));
    expect(calls.map((c) => (Array.isArray(c.body) ? c.body.length : 1))).toEqual([2, 2, 1]);

    // `wait` on a fake clock: the second call comes 10 ms later (another tick), still inside the 40 ms.
    vi.useFakeTimers();
    try {
      const slow = stubFetch(echo());
      const waiting = createEvmClient({ transport: http(URL, { fetch: slow.fetch, batch: { wait: 40 } }) });
      const a = waiting.request({ method: 'eth_blockNumber' });
      await vi.advanceTimersByTimeAsync(10);
      const b = waiting.request({ method: 'eth_chainId' });
      await vi.advanceTimersByTimeAsync(29);
      expect(slow.calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await Promise.all([a, b]);
      expect(slow.calls).toHaveLength(1);
      expect(slow.calls[0]!.body).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('errors stay per call inside an automatic batch; a failed POST fails every queued call', async () => {
    const { fetch } = stubFetch((body) =>
      json(
        (body as Call[]).map((c) =>
          c.method === 'eth_chainId'
            ? { jsonrpc: '2.0', id: c.id, error: { code: -32601, message: 'nope' } }
            : { jsonrpc: '2.0', id: c.id, result: '0x1' },
        ),
      ),
    );
    const client = createEvmClient({ transport: http(URL, { fetch, batch: true }) });
    const [ok, bad] = await Promise.allSettled([
      client.request({ method: 'eth_blockNumber' }),
      client.request({ method: 'eth_chainId' }),
    ]);
    expect(ok).toEqual({ status: 'fulfilled', value: '0x1' });
    expect(bad.status === 'rejected' && bad.reason).toMatchObject({
      name: 'RpcError',
      code: -32601,
      method: 'eth_chainId',
    });

    const down = createEvmClient({
      transport: http(URL, { fetch: stubFetch(() => new Response('', { status: 503 })).fetch, batch: true }),
    });
    const settled = await Promise.allSettled([
      down.request({ method: 'eth_blockNumber' }),
      down.request({ method: 'eth_chainId' }),
    ]);
    expect(settled.map((s) => s.status === 'rejected' && (s.reason as HttpRequestError).status)).toEqual([503, 503]);
  });
});

describe('batching options', () => {
  test('batch: true joins the calls of one tick into one POST', async () => {
    const { fetch, calls } = stubFetch(echo((c) => c.method));
    const client = createEvmClient({ transport: http(URL, { fetch, batch: true }) });
    expect(
      await Promise.all([client.request({ method: 'eth_chainId' }), client.request({ method: 'net_version' })]),
    ).toEqual(['eth_chainId', 'net_version']);
    expect(calls).toHaveLength(1);
    expect(Array.isArray(calls[0]!.body)).toBe(true);
  });

  test('without batching every call is its own POST', async () => {
    const { fetch, calls } = stubFetch(echo());
    const client = createEvmClient({ transport: http(URL, { fetch, batch: false }) });
    await Promise.all([client.request({ method: 'eth_chainId' }), client.request({ method: 'net_version' })]);
    expect(calls.map((c) => Array.isArray(c.body))).toEqual([false, false]);
  });

  test('maxSize splits automatic batches into POSTs of at most maxSize calls (a lone call goes alone); an explicit batch stays one POST', async () => {
    const { fetch, calls } = stubFetch(echo((c) => c.params?.[0]));
    const client = createEvmClient({ transport: http(URL, { fetch, batch: { maxSize: 2, wait: 0 } }) });
    const auto = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => client.request({ method: 'eth_getBalance', params: [n] as never })),
    );
    expect(auto).toEqual([1, 2, 3, 4, 5]);
    expect(calls.map((c) => size(c.body))).toEqual([2, 2, 1]);
    calls.length = 0;
    // client.batch() is the caller's own batch: sent as one POST whatever maxSize says.
    const explicit = (await client.batch(
      [1, 2, 3].map((n) => ({ method: 'eth_getBalance', params: [n] })) as never,
    )) as { value: unknown }[];
    expect(explicit.map((e) => e.value)).toEqual([1, 2, 3]);
    expect(calls.map((c) => size(c.body))).toEqual([3]);
  });

  test('an empty explicit batch sends nothing', async () => {
    const { fetch, calls } = stubFetch(echo());
    expect(await createEvmClient({ transport: http(URL, { fetch }) }).batch([])).toEqual([]);
    expect(calls).toHaveLength(0);
  });
});

describe('timers', () => {
  test('a custom fetch’s declared length is not trusted: the body read is what counts', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'x'.repeat(100) }), {
        headers: { 'content-length': '2' },
      });
    const client = createEvmClient({ transport: http(URL, { fetch, maxResponseBytes: 50 }) });
    await expect(client.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  test('no timer is left running after an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch } = stubFetch(echo());
    await createEvmClient({ transport: http(URL, { fetch }) }).request({ method: 'eth_chainId' });
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a batch that reaches maxSize goes at once, without waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, calls } = stubFetch(echo((c) => c.method));
    const client = createEvmClient({ transport: http(URL, { fetch, batch: { maxSize: 2, wait: 60_000 } }) });
    const both = Promise.all([client.request({ method: 'eth_chainId' }), client.request({ method: 'net_version' })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(await both).toEqual(['eth_chainId', 'net_version']);
  });

  test('wait 0 sends at the end of the tick, on a microtask: no timer has to fire', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] });
    const { fetch, calls } = stubFetch(echo((c) => c.method));
    const client = createEvmClient({ transport: http(URL, { fetch, batch: { wait: 0 } }) });
    const both = Promise.all([client.request({ method: 'eth_chainId' }), client.request({ method: 'net_version' })]);
    // Timers are faked and never advanced: only microtasks run.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toHaveLength(2);
    expect(await both).toEqual(['eth_chainId', 'net_version']);
  });

  test('each batch waits its own `wait`: an earlier batch’s timer does not send a later one early', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, calls } = stubFetch(echo((c) => c.method));
    const client = createEvmClient({ transport: http(URL, { fetch, batch: { maxSize: 2, wait: 100 } }) });
    // Two calls fill a batch at t=0 (sent at once); the timer set for the first of them stays.
    const first = Promise.all([client.request({ method: 'eth_chainId' }), client.request({ method: 'net_version' })]);
    await vi.advanceTimersByTimeAsync(50);
    const later = client.request({ method: 'eth_blockNumber' });
    await vi.advanceTimersByTimeAsync(60); // t=110: the first timer has fired, the later call's has not
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(40); // t=150
    expect(calls).toHaveLength(2);
    await first;
    expect(await later).toBe('eth_blockNumber');
  });
});
