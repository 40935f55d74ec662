// Transport behaviours that mutation testing found unchecked: the HTTP headers and batching
// options, the string form of request(), and the WebSocket transport's closed and unsubscribe
// paths against a real `ws` server. See CONTRIBUTING.md (mutation testing).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createEvmClient, http, SocketClosedError, webSocket } from '../src/index.js';
import { type Call, echo, type RpcServer, startRpcServer, stubFetch } from './helpers.js';

const URL = 'http://rpc.test/';
/** Calls in one POST (a lone call may go as a plain object). */
const size = (body: unknown) => (Array.isArray(body) ? body.length : 1);

describe('http transport', () => {
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

describe('webSocket transport', () => {
  let server: RpcServer;
  beforeEach(async () => {
    server = await startRpcServer();
  });
  afterEach(async () => {
    await server.close();
  });

  test('after close(), a request is refused with a SocketClosedError naming the transport', async () => {
    const transport = webSocket(server.wsUrl);
    const client = createEvmClient({ transport });
    expect(await client.request({ method: 'eth_chainId' })).toBeDefined();
    await transport.close();
    const error = await client.request({ method: 'eth_chainId' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SocketClosedError);
    expect((error as Error).message).toBe(`the transport to ${server.wsUrl} is closed`);
  });

  test('an empty batch answers [] without a message; unsubscribing twice answers true, then false', async () => {
    const transport = webSocket(server.wsUrl);
    const client = createEvmClient({ transport });
    try {
      expect(await client.batch([])).toEqual([]);
      const unsubscribe = await client.subscribe('newHeads', () => {});
      expect(await unsubscribe()).toBe(true);
      expect(await unsubscribe()).toBe(false);
      expect(server.wsCalls('eth_unsubscribe')).toHaveLength(1);
    } finally {
      await transport.close();
    }
  });
});
