// startRpcMock's own surface (src/rpc/server.mjs): where it listens by default, IPv6 URLs, a port
// already taken, the in-process handle(), the connection and subscription counters, and a second
// stop(). Written against mutants that survived `npm run test:mutation -- apps` (see
// CONTRIBUTING.md); what the mock answers is checked in rpc-mock.test.ts and rpc-chain.test.ts.
import net from 'node:net';
import { describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { startRpcMock } from '../src/rpc/server.mjs';

const CHAIN_ID = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });

describe('startRpcMock', () => {
  test('listens on 127.0.0.1 by default, and its URLs say so', async () => {
    const mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
    try {
      expect(mock.host).toBe('127.0.0.1');
      expect(new URL(mock.url).hostname).toBe('127.0.0.1');
      expect(new URL(mock.wsUrl).hostname).toBe('127.0.0.1');
    } finally {
      await mock.stop();
    }
  });

  test('an IPv6 host is bracketed in its URLs (where the machine has ::1; elsewhere the start fails as listen does)', async () => {
    const probe = net.createServer();
    const ipv6 = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      probe.once('error', resolve);
      probe.listen(0, '::1', () => probe.close(() => resolve(undefined)));
    });
    if (ipv6) {
      await expect(startRpcMock({ port: 0, headIntervalMs: 0, host: '::1' })).rejects.toMatchObject({
        code: ipv6.code,
      });
      return;
    }
    const mock = await startRpcMock({ port: 0, headIntervalMs: 0, host: '::1' });
    try {
      expect(mock.url).toBe(`http://[::1]:${mock.port}`);
      expect(mock.wsUrl).toBe(`ws://[::1]:${mock.port}`);
      expect((await (await fetch(mock.url, { method: 'POST', body: CHAIN_ID })).json()).result).toBe('0x6792');
    } finally {
      await mock.stop();
    }
  });

  test('a port already taken rejects with EADDRINUSE', async () => {
    const holder = net.createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
    try {
      const port = (holder.address() as net.AddressInfo).port;
      await expect(startRpcMock({ port, headIntervalMs: 0 })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      holder.close();
    }
  });

  test('handle() answers in process, over HTTP rules by default and WebSocket rules when asked', async () => {
    const mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
    try {
      expect(JSON.parse(mock.handle(CHAIN_ID)!)).toEqual({ jsonrpc: '2.0', id: 1, result: '0x6792' });
      expect(mock.handle(JSON.stringify({ jsonrpc: '2.0', method: 'eth_chainId' }))).toBeNull();
      const subscribe = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'eth_subscribe', params: ['newHeads'] });
      expect(JSON.parse(mock.handle(subscribe)!).error).toMatchObject({
        code: -32601,
        message: 'notifications not supported',
      });
    } finally {
      await mock.stop();
    }
  });

  test('counts open WebSocket connections and live subscriptions; stop() twice is fine', async () => {
    const mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
    const ws = new WebSocket(mock.wsUrl);
    await new Promise((r, j) => ws.once('open', r).once('error', j));
    const answers: unknown[] = [];
    ws.on('message', (d) => answers.push(JSON.parse(String(d))));
    expect(mock.connectionCount()).toBe(1);
    expect(mock.subscriptionCount()).toBe(0);
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] }));
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'eth_subscribe', params: ['logs', {}] }));
    await expect.poll(() => answers.length).toBe(2);
    expect(mock.subscriptionCount()).toBe(2);
    await mock.stop();
    await mock.stop();
    expect(mock.subscriptionCount()).toBe(0);
  });
});
