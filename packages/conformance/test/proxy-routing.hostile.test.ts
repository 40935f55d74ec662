// The validating node proxies cannot be bypassed by spelling, and answer what they cannot parse (issue 34 #7 and
// "Proxies answer malformed requests with 400"). An upstream that answers every request with the same
// non-conforming 200 stands for a node that breaks its contract: every spelling of an operation must be checked
// as that operation (502 with --fail), and a spelling that reaches no operation must be reported as unknown
// (the node would not have answered 200), never passed unchecked.

import http from 'node:http';
import net from 'node:net';
import { closeServer, listen } from '@sidechain-api/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProxyHandle, startNodeProxy, startPrismNodeProxy, startRpcProxy } from '../src/index.js';

let upstream: { url: string; seen: string[]; close(): Promise<void> };
let proxy: ProxyHandle;

beforeAll(async () => {
  const seen: string[] = [];
  // a findById answer without its block: a 200 the contract refuses, for whatever path
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":{"nope":1}}'));
  });
  const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
  upstream = { url, seen, close: () => closeServer(server) };
  proxy = await startNodeProxy({ upstream: url, fail: true });
});

afterAll(async () => {
  await proxy?.stop();
  await upstream?.close();
});

/** Writes one request with the target exactly as given; resolves with the status (0: no answer). */
function post(port: number, target: string, body = `{"blockId":"${'0'.repeat(64)}"}`): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      ),
    );
    let got = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      got += d;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1] ?? 0)));
  });
}

describe('proxy node --fail in front of a node that breaks its contract (#7)', () => {
  it('checks every spelling of an operation as that operation', async () => {
    for (const target of [
      '/block/findById',
      '/block/%66indById',
      '/%62lock/findById',
      '/block/./findById',
      '/x/../block/findById',
      `http://127.0.0.1:${proxy.port}/y/../block/findById`,
    ]) {
      const before = proxy.violations.length;
      expect([target, await post(proxy.port, target)]).toEqual([target, 502]);
      const found = proxy.violations.slice(before);
      expect([target, found.length > 0 && found.every((v) => v.operation === 'blockFindById')]).toEqual([target, true]);
    }
  });

  it('reports a spelling that reaches no operation as unknown, and fails it', async () => {
    for (const target of [
      '/block/findById/.',
      '/block/findById;x',
      '/block/findById#x',
      '/block\\findById',
      '//block/findById',
    ]) {
      const before = proxy.violations.length;
      expect([target, await post(proxy.port, target)]).toEqual([target, 502]);
      expect([target, proxy.violations.slice(before).map((v) => `${v.operation} ${v.kind}`)]).toEqual([
        target,
        ['unknown unknown-target'],
      ]);
    }
  });

  it('writes each target upstream as the client wrote it, so the upstream routes it where the proxy checked it', async () => {
    const targets = [
      '/block/%66indById',
      '/x/../block/./findById',
      '/block/findById;x',
      '/block/findById#x',
      '/block\\findById',
      '//block/findById',
    ];
    for (const target of targets) {
      upstream.seen.length = 0;
      await post(proxy.port, target);
      expect(upstream.seen).toEqual([target]);
    }
    // an absolute-form target goes as the origin-form path the node routes it by
    upstream.seen.length = 0;
    await post(proxy.port, `http://127.0.0.1:${proxy.port}/y/../block/%66indById`);
    expect(upstream.seen).toEqual(['/block/findById']);
    // one whose authority the Host header contradicts is the node's 400, answered by the proxy
    upstream.seen.length = 0;
    expect(await post(proxy.port, 'http://elsewhere.example/block/findById')).toBe(400);
    expect(upstream.seen).toEqual([]);
  });
});

describe('malformed requests', () => {
  /** Sends bytes Node's parser refuses; resolves with all the proxy wrote before it closed (reset: 'reset'). */
  const garbage = (port: number) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GARBAGE\r\n\r\n'));
      let got = '';
      socket.on('data', (d: Buffer) => {
        got += d.toString('latin1');
      });
      socket.on('error', () => resolve(`reset after ${JSON.stringify(got)}`));
      socket.on('close', () => resolve(got));
    });

  it('get a bare 400 and a closed connection from every proxy, never a reset', async () => {
    const rpc = await startRpcProxy({ upstream: upstream.url });
    const prism = await startPrismNodeProxy({ upstream: upstream.url });
    try {
      for (const [name, port] of [
        ['node', proxy.port],
        ['node --prism', prism.port],
        ['rpc', rpc.port],
      ] as const) {
        expect([name, (await garbage(port)).split('\r\n')[0]]).toEqual([name, 'HTTP/1.1 400 Bad Request']);
      }
    } finally {
      await Promise.all([rpc.stop(), prism.stop()]);
    }
  });
});
