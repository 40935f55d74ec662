// The HTTP transport, one call at a time: envelope, headers, errors, timeouts (stubbed fetch), and
// against a real node:http JSON-RPC server. Batches: http-batching.test.ts.
import { startTcpProxy } from '@sidechain-api/test-kit';
import { describe, expect, test } from 'vitest';
import {
  createEvmClient,
  EvmClientError,
  type EvmSubscribe,
  HttpRequestError,
  http,
  InvalidResponseError,
  isHttpRequestError,
  isRpcError,
  isTimeoutError,
  RpcError,
  TimeoutError,
} from '../src/index.js';
import { type Call, echo, json, RpcFault, startRpcServer, stubFetch } from './helpers.js';

const URL = 'http://rpc.test/';

describe('single calls', () => {
  test('POSTs a JSON-RPC 2.0 envelope (params default to []) with the headers, and returns the result', async () => {
    const { fetch, calls } = stubFetch(echo(() => '0x6792'));
    const client = createEvmClient({ transport: http(URL, { fetch, headers: { 'x-api-key': 'k' } }) });
    expect(await client.request({ method: 'eth_chainId' })).toBe('0x6792');
    expect(await client.request({ method: 'eth_chainId', params: [] })).toBe('0x6792');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url).toBe(URL);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({ 'content-type': 'application/json', 'x-api-key': 'k' });
    expect(calls[0]!.body).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
    expect((calls[1]!.body as Call).id).toBe(2);
  });

  test('a JSON-RPC error object becomes an RpcError with code, message, data and method', async () => {
    const { fetch } = stubFetch((b) =>
      json({
        jsonrpc: '2.0',
        id: (b as Call).id,
        error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
      }),
    );
    const client = createEvmClient({ transport: http(URL, { fetch }) });
    const err = await client
      .request({ method: 'eth_call', params: [{ to: '0x7a1c3e7d2b8f9e4a6c5d0b1f2e3a4c5d6e7f8091' }] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcError);
    expect(err).toBeInstanceOf(EvmClientError);
    expect(err).toMatchObject({
      name: 'RpcError',
      code: 3,
      message: 'execution reverted',
      data: '0x08c379a0',
      method: 'eth_call',
    });
    expect(isRpcError(err)).toBe(true);
    expect(isHttpRequestError(err)).toBe(false);
  });

  test('a non-2xx status becomes an HttpRequestError with the status and body', async () => {
    const { fetch } = stubFetch(() => new Response('rate limited', { status: 429 }));
    const err = await createEvmClient({ transport: http(URL, { fetch }) })
      .request({ method: 'eth_blockNumber' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpRequestError);
    expect(err).toMatchObject({
      name: 'HttpRequestError',
      status: 429,
      body: 'rate limited',
      url: URL,
      method: 'eth_blockNumber',
    });
  });

  test('no response at all (the connection is dropped) is an HttpRequestError with status 0 and the cause', async () => {
    const refusing = await startTcpProxy(null); // accepts and drops every connection, on a port of its own
    try {
      const err = await createEvmClient({ transport: http(refusing.httpUrl) })
        .request({ method: 'eth_blockNumber' })
        .catch((e: unknown) => e);
      expect(isHttpRequestError(err)).toBe(true);
      expect(err).toMatchObject({ status: 0, body: '' });
      expect((err as Error).cause).toBeInstanceOf(Error);
      expect(refusing.connections).toBeGreaterThan(0);
    } finally {
      await refusing.close();
    }
  });

  test('no answer within timeoutMs is a TimeoutError (and the fetch is aborted)', async () => {
    let aborted = false;
    const fetch = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal!.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const err = await createEvmClient({ transport: http(URL, { fetch, timeoutMs: 30 }) })
      .request({ method: 'eth_gasPrice' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err).toMatchObject({ name: 'TimeoutError', timeoutMs: 30, method: 'eth_gasPrice', url: URL });
    expect(isTimeoutError(err)).toBe(true);
    expect(aborted).toBe(true);
  });

  test('an answer that is not JSON, has the wrong id or neither result nor error is an InvalidResponseError', async () => {
    const answers = [
      '<html>gateway</html>',
      { jsonrpc: '2.0', id: 999, result: '0x1' },
      { jsonrpc: '2.0', id: 3 },
      [{ jsonrpc: '2.0', id: 4, result: '0x1' }],
    ];
    const { fetch } = stubFetch(() => json(answers.shift()!));
    const client = createEvmClient({ transport: http(URL, { fetch }) });
    for (const message of [
      /not JSON/,
      /does not match request id/,
      /neither result nor error/,
      /not a JSON-RPC response object/,
    ]) {
      const err = await client.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(InvalidResponseError);
      expect((err as Error).message).toMatch(message);
    }
  });

  test('without the batch option every request is its own POST', async () => {
    const { fetch, calls } = stubFetch(echo());
    const client = createEvmClient({ transport: http(URL, { fetch }) });
    await Promise.all([client.request({ method: 'eth_blockNumber' }), client.request({ method: 'eth_gasPrice' })]);
    expect(calls.map((c) => Array.isArray(c.body))).toEqual([false, false]);
  });

  test('subscribe over HTTP is a usage error', async () => {
    // The type has no `subscribe` on an HTTP client; a JavaScript caller still gets a clear error.
    const client = createEvmClient({
      transport: http(URL, { fetch: stubFetch(echo()).fetch }),
    }) as unknown as EvmSubscribe;
    await expect(client.subscribe('newHeads', () => {})).rejects.toThrow(/WebSocket transport/);
    await expect(client.subscribe('newHeads', () => {})).rejects.toBeInstanceOf(EvmClientError);
  });

  test('sends JSON with accept: application/json; caller headers are added', async () => {
    const { fetch, calls } = stubFetch(echo());
    await createEvmClient({ transport: http(URL, { fetch, headers: { 'x-api-key': 'k' } }) }).request({
      method: 'eth_chainId',
    });
    expect(calls[0]!.init.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-api-key': 'k',
    });
  });

  test('an invalid maxResponseBytes is refused at once with a RangeError naming it', () => {
    expect(() => http(URL, { maxResponseBytes: 0 })).toThrow(
      new RangeError('maxResponseBytes must be a positive number, got 0'),
    );
  });

  test('request("method") sends params [] and passes the given params through', async () => {
    const { fetch, calls } = stubFetch(echo());
    const client = createEvmClient({ transport: http(URL, { fetch }) });
    await client.request('eth_chainId');
    await client.request('eth_getBalance', ['0x1', 'latest']);
    expect(calls.map((c) => [(c.body as Call).method, (c.body as Call).params])).toEqual([
      ['eth_chainId', []],
      ['eth_getBalance', ['0x1', 'latest']],
    ]);
  });
});

describe('against a real node:http JSON-RPC server', () => {
  test('single, explicit batch and automatic batch', async () => {
    const server = await startRpcServer((call) => {
      if (call.method === 'eth_blockNumber') return '0x2a';
      if (call.method === 'eth_getBlockByNumber') return { number: call.params?.[0], hash: `0x${'ab'.repeat(32)}` };
      throw new RpcFault(-32601, 'method not found');
    });
    try {
      const client = createEvmClient({ transport: http(server.httpUrl, { batch: true }) });
      expect(await client.request({ method: 'eth_blockNumber' })).toBe('0x2a');
      const block = await client.request({ method: 'eth_getBlockByNumber', params: ['0x2a', false] });
      expect(block?.number).toBe('0x2a');
      const [n, missing] = await client.batch([{ method: 'eth_blockNumber' }, { method: 'eth_hashrate' }]);
      expect(n).toEqual({ status: 'fulfilled', value: '0x2a' });
      expect(missing.status === 'rejected' && missing.reason).toMatchObject({ name: 'RpcError', code: -32601 });
      const all = await Promise.all(
        [1, 2, 3].map((i) => client.request({ method: 'eth_getBlockByNumber', params: [`0x${i}`, false] })),
      );
      expect(all.map((b) => b?.number)).toEqual(['0x1', '0x2', '0x3']);
      expect(server.httpBodies.map((b) => (Array.isArray(b) ? b.length : 1))).toEqual([1, 1, 2, 3]);
    } finally {
      await server.close();
    }
  });
});
