// The public front of the sandbox, alone, in front of a stand-in for Prism.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPath } from '../src/index.mjs';
import { Sandbox } from '../src/state/sandbox.mjs';
import { createFront } from '../src/transport/front.mjs';
import { allowedHosts } from '../src/transport/http-common.mjs';

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = new Sandbox({ seed: 'front' });
});
afterAll(() => sandbox.close());

describe('keep-alive to Prism', () => {
  it('a request that meets a keep-alive socket Prism just closed is sent again, not answered 502', async () => {
    // Stands in for Prism at the moment its 5 s keep-alive timeout fires: the first request on a
    // socket is answered, the next one on that socket finds it closed.
    let seen = 0;
    const upstream = http.createServer((req, res) => {
      seen++;
      req.resume();
      const socket = req.socket as Socket & { served?: boolean };
      if (socket.served) return socket.destroy();
      socket.served = true;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"result":{}}');
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    let port = 0;
    const front = createFront({
      sandbox,
      apiKey: 'front-test-key',
      prism: new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`),
      allowed: () => allowedHosts('127.0.0.1', port),
      spec: contractPath(),
    });
    front.listen(0, '127.0.0.1');
    await once(front, 'listening');
    port = (front.address() as AddressInfo).port;
    try {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/block/best`, { method: 'POST' });
        expect(res.status, await res.text()).toBe(200);
      }
      expect(seen).toBe(5); // one retry for each request after the first
    } finally {
      front.close();
      front.closeAllConnections();
      upstream.close();
      upstream.closeAllConnections();
    }
  });
});
