// The WebSocket transport against a real local `ws` server: multiplexing, batches, subscriptions,
// unsubscribe, reconnect with resubscription, giving up, keep-alive and timeouts.
import { startTcpProxy } from '@sidechain-api/test-kit';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { WebSocket as WsWebSocket } from 'ws';
import {
  createEvmClient,
  type EvmClientError,
  isSocketClosedError,
  RpcError,
  SocketClosedError,
  TimeoutError,
  webSocket,
} from '../src/index.js';
import { defaultHandler, NO_ANSWER, RpcFault, type RpcServer, startRpcServer, until } from './helpers.js';

const head = (n: number) => ({ number: `0x${n.toString(16)}`, hash: `0x${n.toString(16).padStart(64, '0')}` });

let server: RpcServer;
const clients: { close(): Promise<void> }[] = [];
const track = <T extends { close(): Promise<void> }>(c: T) => {
  clients.push(c);
  return c;
};

beforeEach(async () => {
  server = await startRpcServer();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

describe('calls', () => {
  test('calls share one socket and are matched by id even when answered out of order', async () => {
    // Every call waits until all four arrived; then they are answered last first.
    const waiting = new Map<number, () => void>();
    server.setHandler(async (call) => {
      const n = Number(call.params?.[1]);
      await new Promise<void>((answer) => {
        waiting.set(n, answer);
        if (waiting.size === 4) for (const k of [4, 3, 2, 1]) waiting.get(k)?.();
      });
      return `0x${n}`;
    });
    const client = track(createEvmClient({ transport: webSocket(server.wsUrl) }));
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => client.request({ method: 'eth_getBalance', params: [`0x${'1'.repeat(40)}`, `0x${i}`] })),
    );
    expect(results).toEqual(['0x1', '0x2', '0x3', '0x4']);
    expect(server.connections).toBe(1);
  });

  test('an error object is an RpcError; batches work over the socket', async () => {
    server.setHandler((call) => {
      if (call.method === 'eth_chainId') return '0x6792';
      throw new RpcFault(-32000, 'header not found');
    });
    const client = track(createEvmClient({ transport: webSocket(server.wsUrl) }));
    const err = await client
      .request({ method: 'eth_getBlockByNumber', params: ['0xffffff', false] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcError);
    expect(err).toMatchObject({ code: -32000, message: 'header not found', method: 'eth_getBlockByNumber' });
    const [a, b] = await client.batch([{ method: 'eth_chainId' }, { method: 'eth_blockNumber' }]);
    expect(a).toEqual({ status: 'fulfilled', value: '0x6792' });
    expect(b.status === 'rejected' && b.reason).toMatchObject({ name: 'RpcError', code: -32000 });
  });

  test('no answer within timeoutMs is a TimeoutError; the socket stays usable', async () => {
    server.setHandler((call) => (call.method === 'eth_hashrate' ? NO_ANSWER : defaultHandler(call)));
    const client = track(createEvmClient({ transport: webSocket(server.wsUrl, { timeoutMs: 500 }) }));
    expect(await client.request({ method: 'eth_blockNumber' })).toBe('0x10'); // connected before the timed call
    const err = await client.request({ method: 'eth_hashrate' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err).toMatchObject({ timeoutMs: 500, method: 'eth_hashrate' });
    expect(await client.request({ method: 'eth_blockNumber' })).toBe('0x10');
  });

  test('a server that cannot be reached gives a SocketClosedError', async () => {
    const refusing = track(await startTcpProxy(null)); // accepts and drops every connection, on a port of its own
    const err = await createEvmClient({ transport: webSocket(refusing.url) })
      .request({ method: 'eth_blockNumber' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SocketClosedError);
    expect(isSocketClosedError(err)).toBe(true);
    expect(refusing.connections).toBe(1);
  });

  test('close() fails pending calls with SocketClosedError and later calls too', async () => {
    server.setHandler(() => NO_ANSWER);
    const client = createEvmClient({ transport: webSocket(server.wsUrl) });
    const pending = client.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e);
    await until(() => server.wsCalls('eth_blockNumber').length === 1);
    await client.close();
    expect(await pending).toMatchObject({ name: 'SocketClosedError', code: 1000 });
    await expect(client.request({ method: 'eth_blockNumber' })).rejects.toBeInstanceOf(SocketClosedError);
  });

  test('a WebSocket class can be passed (the browser path uses globalThis.WebSocket the same way)', async () => {
    let made = 0;
    class Counting extends WsWebSocket {
      constructor(url: string) {
        super(url);
        made++;
      }
    }
    const client = track(createEvmClient({ transport: webSocket(server.wsUrl, { WebSocket: Counting }) }));
    expect(await client.request({ method: 'eth_chainId' })).toBe('0x6792');
    expect(made).toBe(1);
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

describe('subscriptions', () => {
  test('newHeads notifications reach onEvent in order; unsubscribe sends eth_unsubscribe and stops them', async () => {
    const client = track(createEvmClient({ transport: webSocket(server.wsUrl) }));
    const heads: string[] = [];
    const unsubscribe = await client.subscribe('newHeads', (h) => heads.push(h.number));
    expect(server.wsCalls('eth_subscribe').map((c) => c.params)).toEqual([['newHeads']]);
    const [serverId] = [...server.subscriptions.keys()];
    for (let n = 1; n <= 3; n++) server.emit('newHeads', head(n));
    await until(() => heads.length === 3);
    expect(heads).toEqual(['0x1', '0x2', '0x3']);

    expect(await unsubscribe()).toBe(true);
    expect(server.wsCalls('eth_unsubscribe').map((c) => c.params)).toEqual([[serverId]]);
    expect(server.subscriptions.size).toBe(0);
    expect(await unsubscribe()).toBe(false);
  });

  test('logs with a filter and newPendingTransactions with the flag send their option; each stream gets only its events', async () => {
    const client = track(createEvmClient({ transport: webSocket(server.wsUrl) }));
    const logs: unknown[] = [];
    const txs: unknown[] = [];
    const address = '0x7a1c3e7d2b8f9e4a6c5d0b1f2e3a4c5d6e7f8091';
    await client.subscribe('logs', { address, topics: [null] }, (log) => logs.push(log.address));
    await client.subscribe('newPendingTransactions', true, (tx) => txs.push(tx));
    await client.subscribe('newHeads', undefined, () => {});
    expect(server.wsCalls('eth_subscribe').map((c) => c.params)).toEqual([
      ['logs', { address, topics: [null] }],
      ['newPendingTransactions', true],
      ['newHeads'],
    ]);
    server.emit('logs', { address, topics: [], data: '0x' });
    server.emit('newPendingTransactions', `0x${'cd'.repeat(32)}`);
    await until(() => logs.length === 1 && txs.length === 1);
    expect(logs).toEqual([address]);
    expect(txs).toEqual([`0x${'cd'.repeat(32)}`]);
  });

  test('a notification that arrives before the eth_subscribe answer is delivered, not lost', async () => {
    server.setHandler((call, socket) => {
      if (call.method !== 'eth_subscribe') return defaultHandler(call);
      const id = [...server.subscriptions.keys()].at(-1)!;
      socket!.send(
        JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: id, result: head(7) } }),
      );
      return undefined; // then the normal answer (the id)
    });
    const client = track(createEvmClient({ transport: webSocket(server.wsUrl) }));
    const heads: string[] = [];
    await client.subscribe('newHeads', (h) => heads.push(h.number));
    await until(() => heads.length === 1);
    expect(heads).toEqual(['0x7']);
  });

  test('an unknown kind is refused with the RpcError from eth_subscribe', async () => {
    server.setHandler((call) => {
      if (call.method === 'eth_subscribe') throw new RpcFault(-32601, 'no "syncing" subscription in eth namespace');
      return defaultHandler(call);
    });
    const client = track(createEvmClient({ transport: webSocket(server.wsUrl) }));
    await expect(client.subscribe('syncing', () => {})).rejects.toMatchObject({ name: 'RpcError', code: -32601 });
  });
});

describe('reconnect', () => {
  test('the server drops the socket: the client reconnects, re-subscribes with the same params and events continue on the same handle', async () => {
    let reconnected = 0;
    const transport = webSocket(server.wsUrl, {
      reconnect: { attempts: 5, delayMs: 20, maxDelayMs: 100 },
      onReconnect: () => reconnected++,
    });
    const client = track(createEvmClient({ transport }));
    const heads: string[] = [];
    const errors: EvmClientError[] = [];
    const address = '0x7a1c3e7d2b8f9e4a6c5d0b1f2e3a4c5d6e7f8091';
    const unsubscribe = await client.subscribe(
      'newHeads',
      (h) => heads.push(h.number),
      (e) => errors.push(e),
    );
    await client.subscribe('logs', { address }, () => {});
    const firstIds = [...server.subscriptions.keys()];
    server.emit('newHeads', head(1));
    await until(() => heads.length === 1);

    server.setHandler((call) => (call.method === 'eth_hashrate' ? NO_ANSWER : defaultHandler(call)));
    const inFlight = client.request({ method: 'eth_hashrate' }).catch((e: unknown) => e);
    await until(() => server.wsCalls('eth_hashrate').length === 1);
    server.dropAll();
    expect(await inFlight).toBeInstanceOf(SocketClosedError);

    await until(() => server.connections === 2 && server.subscriptions.size === 2, 5000, 'resubscription');
    await until(() => reconnected === 1);
    const newIds = [...server.subscriptions.keys()];
    expect(newIds.some((id) => firstIds.includes(id))).toBe(false);
    expect(server.wsCalls('eth_subscribe').map((c) => c.params)).toEqual([
      ['newHeads'],
      ['logs', { address }],
      ['newHeads'],
      ['logs', { address }],
    ]);

    server.emit('newHeads', head(2));
    server.emit('newHeads', head(3));
    await until(() => heads.length === 3);
    expect(heads).toEqual(['0x1', '0x2', '0x3']);
    expect(errors).toEqual([]);

    // The same handle unsubscribes the new server-side subscription.
    const newHeadsId = [...server.subscriptions.values()].find((s) => s.params[0] === 'newHeads')!.id;
    expect(await unsubscribe()).toBe(true);
    expect(server.wsCalls('eth_unsubscribe').at(-1)!.params).toEqual([newHeadsId]);
  });

  test('backoff: the server stays down for a while, the client keeps trying and resubscribes when it is back', async () => {
    // The client talks to a proxy on a port of its own; the outage is the proxy refusing connections.
    const proxy = track(await startTcpProxy({ host: '127.0.0.1', port: server.port }));
    const client = track(
      createEvmClient({
        transport: webSocket(proxy.url, { reconnect: { attempts: 6, delayMs: 20, maxDelayMs: 200 } }),
      }),
    );
    const heads: string[] = [];
    await client.subscribe('newHeads', (h) => heads.push(h.number));
    // A fresh server on a fresh port, started before the outage: switching to it takes no time, so
    // the attempts left after the third refusal cannot run out while it starts on a loaded machine.
    const back = track(await startRpcServer());
    proxy.retarget(null);
    proxy.dropAll();
    await until(() => proxy.connections >= 4, 5000, 'three refused reconnect attempts'); // 1 + 3
    proxy.retarget({ host: '127.0.0.1', port: back.port });
    await until(() => back.subscriptions.size === 1, 5000, 'resubscription after the outage');
    back.emit('newHeads', head(9));
    await until(() => heads.length === 1);
    expect(heads).toEqual(['0x9']);
  });

  test('the attempt count starts again after a successful reconnect: separate drops do not add up', async () => {
    // attempts: 1 allows one attempt per drop; if successes did not reset the count, the second drop would give up.
    let reconnected = 0;
    const transport = webSocket(server.wsUrl, {
      reconnect: { attempts: 1, delayMs: 10, maxDelayMs: 10 },
      onReconnect: () => reconnected++,
    });
    const client = track(createEvmClient({ transport }));
    const heads: string[] = [];
    const errors: EvmClientError[] = [];
    await client.subscribe(
      'newHeads',
      (h) => heads.push(h.number),
      (e) => errors.push(e),
    );
    for (let drop = 1; drop <= 3; drop++) {
      server.dropAll();
      await until(() => reconnected === drop || errors.length > 0, 5000, `reconnect after drop ${drop}`);
      expect(errors).toEqual([]);
      await until(() => server.subscriptions.size === 1, 5000, `resubscription after drop ${drop}`);
      server.emit('newHeads', head(drop));
      await until(() => heads.length === drop, 5000, `event after drop ${drop}`);
    }
    expect(heads).toEqual(['0x1', '0x2', '0x3']);
    expect(server.connections).toBe(4);
  });

  test('after the last attempt the subscriptions get a SocketClosedError through onError', async () => {
    const client = track(
      createEvmClient({
        transport: webSocket(server.wsUrl, { reconnect: { attempts: 2, delayMs: 10, maxDelayMs: 20 } }),
      }),
    );
    const errors: EvmClientError[] = [];
    await client.subscribe(
      'newHeads',
      () => {},
      (e) => errors.push(e),
    );
    await server.close();
    await until(() => errors.length === 1, 3000, 'onError');
    expect(errors[0]).toBeInstanceOf(SocketClosedError);
    expect(errors[0]!.message).toMatch(/gave up after 2 reconnect attempts/);
    server = await startRpcServer();
  });

  test('reconnect: false hands the drop to onError at once', async () => {
    const client = track(createEvmClient({ transport: webSocket(server.wsUrl, { reconnect: false }) }));
    const errors: EvmClientError[] = [];
    await client.subscribe(
      'newHeads',
      () => {},
      (e) => errors.push(e),
    );
    server.dropAll();
    await until(() => errors.length === 1);
    expect(errors[0]).toMatchObject({ name: 'SocketClosedError', code: 1006 });
  });
});

describe('keep-alive', () => {
  test('sends net_version every keepAliveMs', async () => {
    // keepAliveMs is also the deadline of each keep-alive answer: 500 ms leaves a loaded machine room
    // to answer, so the single connection below is not a false "dead socket" reconnect.
    const client = track(createEvmClient({ transport: webSocket(server.wsUrl, { keepAliveMs: 500 }) }));
    await client.request({ method: 'eth_blockNumber' });
    expect(server.wsCalls('net_version')).toHaveLength(0);
    await until(() => server.wsCalls('net_version').length >= 2, 10_000, 'keep-alive calls');
    expect(server.connections).toBe(1);
  });

  test('a socket that stops answering is treated as dead: reconnect and resubscribe', async () => {
    let dead: unknown;
    server.setHandler((call, socket) => (socket === dead ? NO_ANSWER : defaultHandler(call)));
    const client = track(
      createEvmClient({
        transport: webSocket(server.wsUrl, {
          keepAliveMs: 200,
          reconnect: { attempts: 3, delayMs: 10, maxDelayMs: 20 },
        }),
      }),
    );
    const heads: string[] = [];
    await client.subscribe('newHeads', (h) => heads.push(h.number));
    dead = [...server.sockets][0]; // this connection stays open but nothing on it is answered any more
    await until(() => server.connections >= 2, 10_000, 'a second connection');
    await until(
      () => [...server.subscriptions.values()].some((s) => s.socket !== dead),
      10_000,
      'resubscription on the new socket',
    );
    for (const s of server.subscriptions.values()) if (s.socket === dead) server.subscriptions.delete(s.id);
    server.emit('newHeads', head(5));
    await until(() => heads.length === 1, 3000, 'events after the keep-alive reconnect');
    expect(heads).toEqual(['0x5']);
  });
});

describe('WebSocket implementation', () => {
  test('uses globalThis.WebSocket when there is one (browsers, Node ≥ 22) instead of loading ws', async () => {
    const g = globalThis as { WebSocket?: unknown };
    const before = g.WebSocket;
    let made = 0;
    g.WebSocket = class extends WsWebSocket {
      constructor(url: string) {
        super(url);
        made++;
      }
    };
    try {
      const client = track(createEvmClient({ transport: webSocket(server.wsUrl) }));
      expect(await client.request({ method: 'eth_blockNumber' })).toBe('0x10');
      expect(made).toBe(1);
    } finally {
      g.WebSocket = before;
    }
  });
});
