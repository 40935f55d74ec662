/**
 * The JSON-RPC mock under hostile clients: every buffer, answer and subscription list is capped,
 * oversized uploads are refused at once, ids are echoed exactly, and the Host header is checked.
 * Peak memory under each probe is measured by apps/mock/bench/hostile-probes.mjs, not here.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RpcMock, startRpcMock } from '../src/rpc/server.mjs';
import { httpExchange, post, rawExchange, rpcDoc, until, WsClient } from './rpc-helpers.js';

const DISCOVER = { jsonrpc: '2.0', id: 1, method: 'rpc.discover' };
const DISCOVER_BYTES = JSON.stringify(rpcDoc()).length;

let mock: RpcMock;
beforeAll(async () => {
  mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
});
afterAll(async () => {
  await mock?.stop();
});

/** A POST with a chosen Host header (fetch cannot set Host). */
const postWithHost = (port: number, host: string, body: string) =>
  httpExchange(port, 'POST', '/', body, {
    Host: host,
    'Content-Type': 'application/json',
    Origin: 'http://evil.example',
  });

describe('answer size cap (geth --rpc.batch-response-max-size)', () => {
  it('a batch of 100 rpc.discover stays under maxAnswerBytes: the calls past it get -32003 "response too large"', async () => {
    const batch = Array.from({ length: 100 }, (_, i) => ({ ...DISCOVER, id: i }));
    const a = await post(mock.url, batch);
    expect(a.status).toBe(200);
    expect(a.text.length).toBeLessThanOrEqual(10 * 1024 * 1024 + 100 * 200);
    expect(a.json).toHaveLength(100);
    const ok = a.json.filter((r: any) => 'result' in r);
    const refused = a.json.filter((r: any) => r.error?.code === -32003);
    expect(ok.length).toBe(Math.floor((10 * 1024 * 1024 - 2) / (DISCOVER_BYTES + 30)));
    expect(ok.length + refused.length).toBe(100);
    expect(refused[0].error.message).toBe('response too large');
    expect(refused.map((r: any) => r.id)).toEqual(Array.from({ length: refused.length }, (_, i) => ok.length + i));
  });

  it('one answer over the cap is refused the same way, over HTTP and WebSocket', async () => {
    const small = await startRpcMock({ port: 0, headIntervalMs: 0, maxAnswerBytes: 100_000 });
    try {
      const a = await post(small.url, DISCOVER);
      expect(a.json).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32003, message: 'response too large', data: { limit: 100_000 } },
      });
      const ws = await WsClient.open(small.wsUrl);
      const r = await ws.call('rpc.discover', undefined, 9);
      expect(r.error.code).toBe(-32003);
      expect((await ws.call('eth_chainId', [], 10)).result).toBe('0x6792');
      await ws.close();
    } finally {
      await small.stop();
    }
  });
});

describe('answer budget across connections', () => {
  it('large answers waiting for a client that does not read shrink what others may get; small calls still pass; freed when it goes', async () => {
    const MiB = 1024 * 1024;
    const budgeted = await startRpcMock({
      port: 0,
      headIntervalMs: 0,
      maxAnswerBytes: 40 * MiB,
      answerBudgetBytes: 48 * MiB,
    });
    const count = (answers: any[]) => answers.filter((r) => 'result' in r).length;
    const batch = (n: number) => Array.from({ length: n }, (_, i) => ({ ...DISCOVER, id: i }));
    const hog = net.connect(budgeted.port, '127.0.0.1');
    try {
      // A full answer of ~40 MB to a client that never reads: more than loopback buffers absorb.
      hog.on('error', () => {});
      hog.pause();
      await new Promise((r) => hog.once('connect', r));
      const big = JSON.stringify(batch(30));
      hog.write(`POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${Buffer.byteLength(big)}\r\n\r\n${big}`);
      const full = Math.floor((40 * MiB - 2) / (DISCOVER_BYTES + 30));
      /** The calls of a 30-call batch answered in full now (polled: the mock reads the hog's request when it gets to it). */
      const answeredUntil = async (ok: (n: number) => boolean) => {
        let n = -1;
        const deadline = Date.now() + 15_000;
        while (!ok(n) && Date.now() < deadline) {
          const a = await post(budgeted.url, batch(30));
          n = count(a.json);
          if (!ok(n)) await new Promise((r) => setTimeout(r, 50));
          else if (n < full) expect(a.json.find((r: any) => r.error)?.error.data.limit).toBeLessThan(10 * MiB);
        }
        return n;
      };
      // ~8 MiB of room left while the hog's answer waits, not 40: a few of the 30 calls, fewer than half of a full answer
      expect(await answeredUntil((n) => n >= 0 && n < Math.floor(full / 2))).toBeLessThan(Math.floor(full / 2));
      expect((await post(budgeted.url, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).json.result).toBe('0x6792');
      hog.destroy();
      expect(await answeredUntil((n) => n === full)).toBe(full);
    } finally {
      hog.destroy();
      await budgeted.stop();
    }
  });
});

describe('answer budget across connections, WebSocket', () => {
  it('a large answer queued on a WebSocket that is not read counts too, until the socket goes', async () => {
    const MiB = 1024 * 1024;
    const budgeted = await startRpcMock({
      port: 0,
      headIntervalMs: 0,
      maxAnswerBytes: 40 * MiB,
      answerBudgetBytes: 48 * MiB,
      maxPendingBytes: 64 * MiB,
    });
    const count = (answers: any[]) => answers.filter((r) => 'result' in r).length;
    const batch = Array.from({ length: 30 }, (_, i) => ({ ...DISCOVER, id: i }));
    const full = Math.floor((40 * MiB - 2) / (DISCOVER_BYTES + 30));
    const hog = new WebSocket(budgeted.wsUrl);
    try {
      hog.on('error', () => {});
      await new Promise((r) => hog.once('open', r));
      (hog as any)._socket.pause();
      hog.send(JSON.stringify(batch));
      let n = -1;
      for (const deadline = Date.now() + 15_000; !(n >= 0 && n < Math.floor(full / 2)) && Date.now() < deadline; ) {
        n = count((await post(budgeted.url, batch)).json);
      }
      expect(n).toBeLessThan(Math.floor(full / 2));
      hog.terminate();
      for (const deadline = Date.now() + 15_000; n !== full && Date.now() < deadline; ) {
        n = count((await post(budgeted.url, batch)).json);
      }
      expect(n).toBe(full);
    } finally {
      hog.terminate();
      await budgeted.stop();
    }
  });
});

describe('clients that do not read', () => {
  it('a WebSocket client sending rpc.discover without reading is closed once maxPendingBytes are queued', async () => {
    const before = mock.connectionCount();
    const ws = new WebSocket(mock.wsUrl);
    ws.on('error', () => {});
    await new Promise((r) => ws.once('open', r));
    (ws as any)._socket.pause(); // stop reading: answers pile up on the server
    await until(() => mock.connectionCount() === before + 1);
    const text = JSON.stringify(DISCOVER);
    let sent = 0;
    // 2.4 MB per answer: 40 answers would be ~100 MB without the cap.
    while (mock.connectionCount() > before && sent < 40) {
      if (ws.readyState !== WebSocket.OPEN) break;
      ws.send(text);
      sent++;
      await new Promise((r) => setTimeout(r, 5));
    }
    await until(() => mock.connectionCount() === before);
    expect(sent).toBeLessThan(40);
    ws.terminate();
  });

  it('an HTTP client that pipelines requests and never reads is dropped after stallTimeoutMs', async () => {
    const quick = await startRpcMock({ port: 0, headIntervalMs: 0, stallTimeoutMs: 300 });
    try {
      const body = JSON.stringify(DISCOVER);
      const one = `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
      const s = net.connect(quick.port, '127.0.0.1');
      s.pause();
      const closed = new Promise<void>((resolve) => {
        s.on('error', () => resolve());
        s.on('close', () => resolve());
      });
      await new Promise((r) => s.once('connect', r));
      let stop = false;
      void closed.then(() => (stop = true));
      for (let i = 0; i < 400 && !stop; i++) {
        s.write(one.repeat(50));
        await new Promise((r) => setTimeout(r, 5));
      }
      await closed;
      expect(stop).toBe(true);
      expect((await post(quick.url, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).json.result).toBe('0x6792');
    } finally {
      await quick.stop();
    }
  });
});

describe('uploads', () => {
  it('Content-Length: 2000000000 with a 1-byte body gets 413 at once, and the connection is closed', async () => {
    const got = await rawExchange(
      mock.port,
      'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2000000000\r\n\r\n{',
    );
    expect(got).toMatch(/^HTTP\/1\.1 413 /);
    expect(got).toContain('request body too large (limit 1048576 bytes)');
  });
});

describe('subscriptions per connection', () => {
  it('the 101st subscription on one socket gets -32005 naming the limit; after an unsubscribe there is room again', async () => {
    const ws = await WsClient.open(mock.wsUrl);
    try {
      const ids: string[] = [];
      for (let i = 0; i < 100; i++) ids.push((await ws.call('eth_subscribe', ['newHeads'], i)).result);
      expect(new Set(ids).size).toBe(100);
      const over = await ws.call('eth_subscribe', ['newHeads'], 100);
      expect(over.error).toEqual({
        code: -32005,
        message: 'too many subscriptions on this connection (limit 100): eth_unsubscribe one first',
        data: { limit: 100 },
      });
      expect((await ws.call('eth_unsubscribe', [ids[0]], 101)).result).toBe(true);
      expect((await ws.call('eth_subscribe', ['newHeads'], 102)).result).toMatch(/^0x[0-9a-f]+$/);
      const other = await WsClient.open(mock.wsUrl); // the limit is per connection
      expect((await other.call('eth_subscribe', ['newHeads'], 1)).result).toMatch(/^0x/);
      await other.close();
    } finally {
      await ws.close();
    }
  });
});

describe('ids', () => {
  const big = '123456789012345678901234567890';
  it('large numeric ids come back exactly as sent: single, batch, errors, WebSocket', async () => {
    const single = await post(mock.url, `{"jsonrpc":"2.0","id":${big},"method":"eth_chainId"}`);
    expect(single.text).toBe(`{"jsonrpc":"2.0","id":${big},"result":"0x6792"}`);
    const batch = await post(
      mock.url,
      `[{"jsonrpc":"2.0","method":"eth_chainId","id":1e400},{"id":-${big}.5, "jsonrpc":"2.0","method":"nope"}]`,
    );
    expect(batch.text).toBe(
      `[{"jsonrpc":"2.0","id":1e400,"result":"0x6792"},{"jsonrpc":"2.0","id":-${big}.5,"error":{"code":-32601,"message":"the method nope does not exist/is not available"}}]`,
    );
    const ws = await WsClient.open(mock.wsUrl);
    const raw = new Promise<string>((r) => ws.ws.once('message', (d) => r(String(d))));
    ws.send(`{"jsonrpc":"2.0","id":${big},"method":"eth_chainId","params":[]}`);
    expect(await raw).toBe(`{"jsonrpc":"2.0","id":${big},"result":"0x6792"}`);
    await ws.close();
  });
});

describe('Host header (DNS-rebinding guard) and CORS', () => {
  it('accepts localhost names and IP literals, refuses other names with 403 "invalid host specified"', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
    for (const host of [
      `localhost:${mock.port}`,
      `127.0.0.1:${mock.port}`,
      `[::1]:${mock.port}`,
      `LOCALHOST`,
      `10.1.2.3:${mock.port}`,
    ]) {
      expect((await postWithHost(mock.port, host, body)).status, host).toBe(200);
    }
    for (const host of [`evil.example:${mock.port}`, 'localhost.evil.example', 'attacker']) {
      const a = await postWithHost(mock.port, host, body);
      expect(a.status, host).toBe(403);
      expect(a.text).toBe('invalid host specified\n');
    }
  });

  it('refuses a WebSocket upgrade with a foreign Host', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(mock.wsUrl, { headers: { Host: 'evil.example' } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => {});
    });
    expect(status).toBe(403);
  });

  it('allowedHosts adds names; "*" allows any', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
    const more = await startRpcMock({ port: 0, headIntervalMs: 0, allowedHosts: ['mock.test'] });
    const any = await startRpcMock({ port: 0, headIntervalMs: 0, allowedHosts: ['*'] });
    try {
      expect((await postWithHost(more.port, 'mock.test:1', body)).status).toBe(200);
      expect((await postWithHost(more.port, 'other.test', body)).status).toBe(403);
      expect((await postWithHost(any.port, 'other.test', body)).status).toBe(200);
    } finally {
      await more.stop();
      await any.stop();
    }
  });

  it('CORS is open without credentials: "*" and never Allow-Credentials, on answers and preflights', async () => {
    const a = await postWithHost(
      mock.port,
      'localhost',
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    );
    expect(a.headers['access-control-allow-origin']).toBe('*');
    expect(a.headers['access-control-allow-credentials']).toBeUndefined();
    const pre = await fetch(mock.url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
