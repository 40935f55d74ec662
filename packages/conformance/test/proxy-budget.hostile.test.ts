// The validating proxies' byte budget and body caps (issue 34, degraded: 250 slow bodies took a proxy to 320 MB,
// and the JSON-RPC proxy refused 1–5 MiB bodies that the mock and op-geth accept). Bodies being read count against
// the proxy's budget, shared by all its connections: past it a body is refused with 503 at once, and once the
// attacker leaves the proxy relays again. Bodies go up to the upstream's own cap (8 MiB node, 5 MiB JSON-RPC).
import http from 'node:http';
import { createAjv } from '@sidechain-api/contract';
import { startFakeNode } from '@sidechain-api/planted-faults';
import { closeServer, listen } from '@sidechain-api/server-kit';
import { countCompiles, holdBodies } from '@sidechain-api/test-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startNodeProxy, startRpcProxy } from '../src/index.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A JSON-RPC upstream that answers every call with chain id 0x6792 and counts the bytes it was sent. */
async function rpcUpstream() {
  const seen: number[] = [];
  const server = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
    });
    req.on('end', () => {
      seen.push(size);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"jsonrpc":"2.0","id":1,"result":"0x6792"}');
    });
  });
  const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
  closers.push(() => closeServer(server));
  return { url, seen };
}

/** A call padded with white space to `size` bytes: valid JSON of that size. */
const padded = (size: number) => {
  const call = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}';
  return `${call}${' '.repeat(size - call.length)}`;
};

describe('the node proxy', () => {
  it('20 held bodies of 256 KiB against a 1 MiB budget: the ones past it get 503, then it relays again', async () => {
    const node = await startFakeNode();
    closers.push(() => node.close());
    const proxy = await startNodeProxy({ upstream: node.url, port: 0, budgetBytes: 1024 * 1024 });
    closers.push(() => proxy.stop());
    const attack = await holdBodies(proxy.url, '/block/findById', 20, 256 * 1024);
    await vi.waitFor(() => expect(attack.statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(16), {
      timeout: 60_000,
    });
    attack.leave();
    await vi.waitFor(
      async () => {
        const res = await fetch(`${proxy.url}/block/best`, { method: 'POST', body: '{}' });
        expect(res.status).toBe(200);
      },
      { timeout: 60_000 },
    );
  });

  it('with its validators compiled ahead, the first client after the attacker compiles no validator', async () => {
    const node = await startFakeNode();
    closers.push(() => node.close());
    const proxy = await startNodeProxy({ upstream: node.url, port: 0, compileAhead: true });
    closers.push(() => proxy.stop());
    await proxy.compiled;
    // the upstream's own first answer (and this process's first fetch) is not the proxy's to make up for
    await (await fetch(`${node.url}/block/best`, { method: 'POST', body: '{}' })).arrayBuffer();
    const attack = await holdBodies(proxy.url, '/block/findById', 20, 256 * 1024);
    attack.leave();
    const compiles = countCompiles(createAjv());
    const res = await fetch(`${proxy.url}/block/best`, { method: 'POST', body: '{}' });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    // before: the first check of /block/best's answer compiled its validators on the spot (1.6 s in the bench)
    expect(compiles()).toBe(0);
  });

  it('relays a body of 2 MiB (the node takes up to 8 MiB)', async () => {
    const node = await startFakeNode();
    closers.push(() => node.close());
    const proxy = await startNodeProxy({ upstream: node.url, port: 0 });
    closers.push(() => proxy.stop());
    const res = await fetch(`${proxy.url}/block/best`, { method: 'POST', body: `{}${' '.repeat(2 * 1024 * 1024)}` });
    expect(res.status).toBe(200);
  });
});

describe('the JSON-RPC proxy', () => {
  it('20 held bodies of 256 KiB against a 1 MiB budget: the ones past it get 503, then it relays again', async () => {
    const upstream = await rpcUpstream();
    const proxy = await startRpcProxy({ upstream: upstream.url, port: 0, budgetBytes: 1024 * 1024 });
    closers.push(() => proxy.stop());
    const attack = await holdBodies(proxy.url, '/', 20, 256 * 1024);
    await vi.waitFor(() => expect(attack.statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(16), {
      timeout: 60_000,
    });
    attack.leave();
    await vi.waitFor(
      async () => {
        const res = await fetch(proxy.url, { method: 'POST', body: padded(100) });
        expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x6792' });
      },
      { timeout: 60_000 },
    );
  });

  it('with its validators compiled ahead, the first client after the attacker compiles no validator', async () => {
    const upstream = await rpcUpstream();
    const proxy = await startRpcProxy({ upstream: upstream.url, port: 0, compileAhead: true });
    closers.push(() => proxy.stop());
    await proxy.compiled;
    const attack = await holdBodies(proxy.url, '/', 20, 256 * 1024);
    attack.leave();
    const compiles = countCompiles(createAjv());
    const res = await fetch(proxy.url, { method: 'POST', body: padded(100) });
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x6792' });
    // before: eth_chainId's validators were compiled on the first call (the flood probe's first client waited)
    expect(compiles()).toBe(0);
  });

  it('relays bodies up to 5 MiB, as op-geth and the mock take them; past that, 413', async () => {
    const upstream = await rpcUpstream();
    const proxy = await startRpcProxy({ upstream: upstream.url, port: 0 });
    closers.push(() => proxy.stop());
    for (const size of [2 * 1024 * 1024, 5 * 1024 * 1024]) {
      const res = await fetch(proxy.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: padded(size),
      });
      expect([size, res.status]).toEqual([size, 200]);
    }
    expect(upstream.seen).toEqual([2 * 1024 * 1024, 5 * 1024 * 1024]);
    const over = await fetch(proxy.url, { method: 'POST', body: padded(5 * 1024 * 1024 + 1) });
    expect(over.status).toBe(413);
  });
});
