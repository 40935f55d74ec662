// Hostile input and faults against both validating proxies (issue 24 #1, #2, #3, #6, #13, #18 and the
// MaxListenersExceededWarning): after each probe the proxy is alive, answers an ordinary request, and the
// process stays under 400 MB.

import http from 'node:http';
import net from 'node:net';
import { startFakeNode } from '@sidechain-api/planted-faults';
import { closeServer, listen } from '@sidechain-api/server-kit';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { type ProxyHandle, startNodeProxy, startPrismNodeProxy, startRpcProxy } from '../src/index.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});

async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler);
  const seen: string[] = [];
  server.on('request', (req: http.IncomingMessage) =>
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`),
  );
  const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
  closers.push(() => closeServer(server));
  return { url, server, seen };
}

function track<T extends { stop(): Promise<void> }>(p: T): T {
  closers.push(() => p.stop());
  return p;
}

/** Sends raw bytes and reads until the server closes or `until` matches. */
function raw(port: number, text: string, until = /\r\n\r\n[\s\S]*$/): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let got = '';
    socket.on('data', (d) => {
      got += d.toString();
      if (until.test(got)) {
        socket.destroy();
        resolve(got);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(got));
  });
}

async function alive(proxy: ProxyHandle, path = '/block/best') {
  const res = await fetch(`${proxy.url}${path}`, { method: 'POST', body: '{}' });
  await res.arrayBuffer();
  expect(res.status).toBeLessThan(500);
  expect(process.memoryUsage().rss).toBeLessThan(400 * 1024 * 1024);
}

describe('node proxy', () => {
  it('survives an upstream that sends more bytes than its Content-Length, twice (#2)', async () => {
    const up = await serve((req, res) => {
      if (req.url === '/block/best') {
        res.socket?.write(
          'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 5\r\n\r\n{"result":{}} and more bytes',
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":{}}');
    });
    const proxy = track(await startNodeProxy({ upstream: up.url }));
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${proxy.url}/block/best`, { method: 'POST' });
      expect([200, 502]).toContain(res.status);
      await res.arrayBuffer();
    }
    await alive(proxy, '/block/currentHeight');
  });

  it('reaches only the configured upstream: absolute-form targets and //host paths never redirect, credentials stay (#3)', async () => {
    const up = await serve((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":{}}'),
    );
    const other = await serve((_req, res) => res.writeHead(200).end('other'));
    const proxy = track(await startNodeProxy({ upstream: up.url }));
    const otherHost = new URL(other.url).host;
    const auth = `Basic ${Buffer.from('u:secret').toString('base64')}`;
    await raw(
      proxy.port,
      `POST http://${otherHost}/steal HTTP/1.1\r\nHost: ${otherHost}\r\nAuthorization: ${auth}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    // an authority the Host header contradicts is the node's 400, answered by the proxy itself
    const contradicted = await raw(
      proxy.port,
      `POST http://${otherHost}/steal HTTP/1.1\r\nHost: 127.0.0.1:${proxy.port}\r\nAuthorization: ${auth}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(contradicted).toMatch(/^HTTP\/1\.1 400 /);
    await raw(
      proxy.port,
      `POST //${otherHost}/steal HTTP/1.1\r\nHost: 127.0.0.1:${proxy.port}\r\nAuthorization: ${auth}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(other.seen).toEqual([]);
    // the `//host` of a path stays a path, written upstream as the client wrote it: it never names a host
    expect(up.seen).toEqual([`POST /steal ${auth}`, `POST //${otherHost}/steal ${auth}`]);
  });

  it('relays every end-to-end header of the answer: Location, CORS, Retry-After (#18)', async () => {
    const up = await serve((_req, res) =>
      res
        .writeHead(200, {
          'content-type': 'application/json',
          location: '/elsewhere',
          'access-control-allow-origin': 'https://app.example',
          'retry-after': '7',
          'x-custom': 'kept',
        })
        .end('{"result":{}}'),
    );
    const proxy = track(await startNodeProxy({ upstream: up.url }));
    const res = await fetch(`${proxy.url}/block/best`, { method: 'POST' });
    expect(
      Object.fromEntries(
        ['location', 'access-control-allow-origin', 'retry-after', 'x-custom'].map((h) => [h, res.headers.get(h)]),
      ),
    ).toEqual({
      location: '/elsewhere',
      'access-control-allow-origin': 'https://app.example',
      'retry-after': '7',
      'x-custom': 'kept',
    });
  });

  it('stays answering with 256 idle connections open (#13)', async () => {
    const fake = await startFakeNode();
    closers.push(() => fake.close());
    const proxy = track(await startNodeProxy({ upstream: fake.url }));
    const idle = await Promise.all(
      Array.from(
        { length: 256 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const s = net.connect(proxy.port, '127.0.0.1', () => resolve(s));
            s.on('error', () => {});
          }),
      ),
    );
    closers.push(async () => {
      for (const s of idle) s.destroy();
    });
    await alive(proxy);
  });

  it('never parses a request nested 10,000 deep, and logs it (#1)', async () => {
    const fake = await startFakeNode();
    closers.push(() => fake.close());
    const logged: string[] = [];
    const proxy = track(await startNodeProxy({ upstream: fake.url, onViolation: (v) => logged.push(v.kind) }));
    const bomb = `{"blockId":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const res = await fetch(`${proxy.url}/block/findById`, { method: 'POST', body: bomb });
    expect(res.status).toBe(400);
    expect(logged).toContain('request-too-deep');
    await alive(proxy);
  });

  it('answers a body over its limit 413 in one line, and closes the connection', async () => {
    const fake = await startFakeNode();
    closers.push(() => fake.close());
    const proxy = track(await startNodeProxy({ upstream: fake.url, limits: { maxRequestBytes: 64 } }));
    const res = await fetch(`${proxy.url}/block/findById`, { method: 'POST', body: `{"blockId":"${'a'.repeat(64)}"}` });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect((await res.text()).split('!')[0]).toBe(
      'The request content was malformed:\nEntityStreamSizeException: incoming entity size (78) exceeded size limit (64 bytes)',
    );
    await alive(proxy);
  });

  it('keeps stderr to JSON lines: no MaxListenersExceededWarning after many keep-alive requests', async () => {
    const fake = await startFakeNode();
    closers.push(() => fake.close());
    const proxy = track(await startNodeProxy({ upstream: fake.url }));
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 30; i++) {
      await new Promise<void>((resolve, reject) => {
        http
          .request(`${proxy.url}/block/best`, { method: 'POST', agent }, (res) => res.resume().on('end', resolve))
          .on('error', reject)
          .end();
      });
    }
    agent.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    expect(warnings).toEqual([]);
  });
});

describe('JSON-RPC proxy over WebSocket', () => {
  it('closes clients that stop reading once their buffer passes the cap, within a global budget (#6)', async () => {
    const httpServer = http.createServer();
    const wss = new WebSocketServer({ server: httpServer });
    const note = JSON.stringify({
      jsonrpc: '2.0',
      method: 'eth_subscription',
      params: { subscription: '0x1', result: { pad: 'x'.repeat(60_000) } },
    });
    const floods: NodeJS.Timeout[] = [];
    wss.on('connection', (ws) => {
      const timer = setInterval(() => {
        for (let i = 0; i < 20 && ws.readyState === WebSocket.OPEN; i++) ws.send(note);
      }, 1);
      floods.push(timer);
      ws.on('close', () => clearInterval(timer));
    });
    const { url: upstream } = await listen(httpServer, { host: '127.0.0.1', port: 0 });
    closers.push(async () => {
      for (const t of floods) clearInterval(t);
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    });
    const logged: string[] = [];
    const proxy = track(
      await startRpcProxy({
        upstream,
        wsLimits: { wsClientBufferBytes: 2 * 1024 * 1024, wsTotalBufferBytes: 6 * 1024 * 1024 },
        onViolation: (v) => logged.push(v.kind),
      }),
    );
    const clients = await Promise.all(
      Array.from(
        { length: 10 },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(proxy.wsUrl);
            ws.once('open', () => {
              (ws as unknown as { _socket: net.Socket })._socket.pause(); // stops reading
              resolve(ws);
            });
            ws.once('error', reject);
          }),
      ),
    );
    closers.push(async () => {
      for (const ws of clients) ws.terminate();
    });
    // a paused client never reads its close: the proxy's log says when it dropped each one
    await expect
      .poll(() => logged.filter((k) => k === 'slow-client').length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(10);
    expect(process.memoryUsage().rss).toBeLessThan(400 * 1024 * 1024);
  });
});

describe('proxy node --prism', () => {
  it('never hands Prism a depth bomb (the node answers it), Prism stays up; when Prism dies the proxy says so (#1)', async () => {
    const fake = await startFakeNode();
    closers.push(() => fake.close());
    let exited = '';
    const proxy = await startPrismNodeProxy({
      upstream: fake.url,
      onPrismExit: (m) => {
        exited = m;
      },
    });
    closers.push(() => proxy.stop());
    // an unknown member, which Jackson buffers whole: it reaches the depth limit
    const bomb = `{"nest":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const refused = await fetch(`${proxy.url}/block/findById`, { method: 'POST', body: bomb });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(
      /^The request content was malformed:\nDocument nesting depth \(1001\) exceeds the maximum allowed \(1000/,
    );
    const ok = await fetch(`${proxy.url}/block/best`, { method: 'POST' });
    expect(ok.status).toBe(200);
    const large = await fetch(`${proxy.url}/block/findById`, { method: 'POST', body: 'x'.repeat(8 * 1024 * 1024 + 1) });
    expect(large.status).toBe(413);
    expect((await large.text()).split('!')[0]).toBe(
      'The request content was malformed:\nEntityStreamSizeException: incoming entity size (8388609) exceeded size limit (8388608 bytes)',
    );
    process.kill(proxy.pid, 'SIGKILL');
    await expect.poll(() => exited, { timeout: 60_000 }).toMatch(/^Prism exited \(SIGKILL\)/);
    const after = await fetch(`${proxy.url}/block/best`, { method: 'POST' });
    expect(after.status).toBe(502);
    expect(await after.text()).toMatch(/^Prism exited \(SIGKILL\).*restart it\n$/);
  });
});
