// The JSON-RPC proxy over WebSocket against an in-process upstream on 127.0.0.1 that breaks the contract on
// purpose: answers and subscription notifications reach the client byte for byte, each violation is logged
// (transport ws), the configured upstream URL is used whatever path the client asks, an oversized batch is
// answered by the proxy itself, and an unreachable upstream is logged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { type ProxyViolation, startRpcProxy } from '../src/index.js';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/**
 * An upstream that answers eth_chainId with a number (the contract wants a hex string), and eth_subscribe with
 * "0x1" followed by three notifications: a head without its fields, a lower head, one for an unknown subscription.
 */
async function startBrokenUpstream() {
  const server = http.createServer((_req, res) => res.end());
  const wss = new WebSocketServer({ server });
  const paths: (string | undefined)[] = [];
  const received: string[] = [];
  const sent: string[] = [];
  wss.on('connection', (socket, req) => {
    paths.push(req.url);
    const send = (value: unknown) => {
      const text = JSON.stringify(value);
      sent.push(text);
      socket.send(text);
    };
    socket.on('message', (data) => {
      received.push(String(data));
      const call = JSON.parse(String(data)) as { id: number; method: string };
      if (call.method === 'eth_chainId') send({ jsonrpc: '2.0', id: call.id, result: 26514 });
      if (call.method === 'eth_subscribe') {
        send({ jsonrpc: '2.0', id: call.id, result: '0x1' });
        for (const [subscription, number] of [
          ['0x1', '0x5'],
          ['0x1', '0x4'],
          ['0x99', '0x6'],
        ])
          send({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription, result: { number } } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    for (const client of wss.clients) client.terminate();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths, received, sent };
}

async function open(url: string) {
  const ws = new WebSocket(url);
  closers.push(() => ws.terminate());
  const messages: string[] = [];
  ws.on('message', (data) => messages.push(String(data)));
  const closed = new Promise<number>((resolve) => ws.once('close', resolve));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, messages, closed };
}

describe('JSON-RPC proxy over WebSocket', () => {
  it('relays answers and notifications unchanged and logs each violation of the contract', async () => {
    const upstream = await startBrokenUpstream();
    const logged: ProxyViolation[] = [];
    const proxy = await startRpcProxy({ upstream: `${upstream.url}/rpc?key=1`, onViolation: (v) => logged.push(v) });
    closers.push(() => proxy.stop());
    const client = await open(`${proxy.wsUrl}/elsewhere?q=2`);
    client.ws.send('{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}');
    await expect.poll(() => client.messages.length).toBe(1);
    client.ws.send('{"jsonrpc":"2.0","id":2,"method":"eth_subscribe","params":["newHeads"]}');
    await expect.poll(() => client.messages.length).toBe(5);

    expect(upstream.paths).toEqual(['/rpc?key=1']);
    expect(client.messages).toEqual(upstream.sent);
    expect(logged.every((v) => v.transport === 'ws')).toBe(true);
    const seen = logged.map((v) => `${v.operation} ${v.kind} ${v.path}`);
    expect(seen).toContain('eth_chainId wrong-type /result');
    expect(seen).toContain('eth_subscribe notification /params/result/hash');
    expect(seen).toContain('eth_subscribe heads-not-increasing /params/result/number');
    expect(seen).toContain('eth_subscribe notification /params/subscription');
    expect(logged.find((v) => v.path === '/params/subscription')?.message).toBe(
      'a notification for unknown subscription "0x99"',
    );
  });

  it('answers a batch past the limit itself and never forwards it', async () => {
    const upstream = await startBrokenUpstream();
    const logged: string[] = [];
    const proxy = await startRpcProxy({ upstream: upstream.url, onViolation: (v) => logged.push(v.kind) });
    closers.push(() => proxy.stop());
    const client = await open(proxy.wsUrl);
    const batch = Array.from({ length: 101 }, (_, i) => ({ jsonrpc: '2.0', id: i + 7, method: 'eth_chainId' }));
    client.ws.send(JSON.stringify(batch));
    await expect.poll(() => client.messages.length).toBe(1);
    expect(JSON.parse(client.messages[0] ?? '')).toEqual([
      { jsonrpc: '2.0', id: 7, error: { code: -32600, message: 'batch too large', data: { limit: 100 } } },
    ]);
    expect(logged).toEqual(['batch-too-large']);
    expect(upstream.received).toEqual([]);
  });

  it('closes a client whose upstream cannot be reached with 1011 and logs an upstream violation', async () => {
    const logged: ProxyViolation[] = [];
    const proxy = await startRpcProxy({ upstream: 'http://127.0.0.1:1', onViolation: (v) => logged.push(v) });
    closers.push(() => proxy.stop());
    const client = await open(proxy.wsUrl);
    expect(await client.closed).toBe(1011);
    expect(logged.map((v) => `${v.transport} ${v.operation} ${v.kind}`)).toEqual(['ws websocket upstream']);
  });
});
