// The validating proxies, as processes in front of the broken servers: answers pass byte for byte,
// and the proxy logs the same violations that the conformance check finds through it.

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLI, conform, FIXTURES, pairs, type Running, reportOf, startServer } from './helpers.js';

const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

interface Raw {
  status: number;
  body: string;
  headers: Headers;
}
async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Raw> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, body: await res.text(), headers: res.headers };
}
/** The JSON lines a proxy logged on stderr, as "operation kind" pairs. */
function logged(proxy: Running, filter = (_kind: string) => true, from = 0): string[] {
  const lines = proxy
    .output()
    .slice(from)
    .split('\n')
    .filter((l) => l.startsWith('{'));
  const found = lines.map((l) => JSON.parse(l) as { operation: string; kind: string }).filter((v) => filter(v.kind));
  return [...new Set(found.map((v) => `${v.operation} ${v.kind}`))].sort();
}
function wsExchange(url: string, message: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('error', reject);
    ws.once('open', () => ws.send(message));
    ws.once('message', (data) => {
      resolve(data.toString());
      ws.close();
    });
  });
}

describe('proxy rpc', () => {
  let upstream: Running;
  let proxy: Running;
  let failing: Running;
  beforeAll(async () => {
    upstream = await startServer([path.join(FIXTURES, 'broken-rpc.mjs'), '--head-interval', '50']);
    [proxy, failing] = await Promise.all([
      startServer([CLI, 'proxy', 'rpc', '--upstream', upstream.url], 60_000, LISTENING),
      startServer([CLI, 'proxy', 'rpc', '--upstream', upstream.url, '--fail'], 60_000, LISTENING),
    ]);
  });
  afterAll(async () => {
    await Promise.all([proxy?.stop(), failing?.stop()]);
    await upstream?.stop();
  });

  it('forwards HTTP and WebSocket answers byte for byte', async () => {
    const bodies = [
      '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
      '{ "jsonrpc" : "2.0", "id" : "a", "method" : "eth_gasPrice" }',
      '{"jsonrpc":"2.0","id":2,"method":"eth_getCode","params":["0x0000000000000000000000000000000000000000","latest"]}',
      '[{"jsonrpc":"2.0","id":3,"method":"eth_chainId"},{"jsonrpc":"2.0","method":"eth_chainId"}]',
      '{"jsonrpc":"2.0","id":4,"method":"no_such_method"}',
      'not json',
    ];
    for (const body of bodies) {
      const [direct, via] = await Promise.all([post(upstream.url, body), post(proxy.url, body)]);
      expect({ status: via.status, body: via.body }, body).toEqual({ status: direct.status, body: direct.body });
    }
    const message = '{"jsonrpc":"2.0","id":9,"method":"net_version","params":[]}';
    expect(await wsExchange(proxy.wsUrl, message)).toBe(await wsExchange(upstream.wsUrl, message));
  });

  it('logs the same violations the check finds through it', async () => {
    const from = proxy.output().length;
    const run = await conform(['rpc', '--url', proxy.url, '--ws', proxy.wsUrl, '--heads', '3', '--json']);
    expect(run.stderr).toBe('');
    const viaProxy = pairs(reportOf(run));
    const direct = pairs(
      reportOf(await conform(['rpc', '--url', upstream.url, '--ws', upstream.wsUrl, '--heads', '3', '--json'])),
    );
    expect(viaProxy).toEqual(direct);
    expect(logged(proxy, () => true, from)).toEqual(direct);
  });

  it('does not forward a batch over 100 calls', async () => {
    const batch = JSON.stringify(
      Array.from({ length: 101 }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'eth_chainId' })),
    );
    const res = await post(proxy.url, batch);
    expect(JSON.parse(res.body)).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32600, message: 'batch too large', data: { limit: 100 } } },
    ]);
  });

  it('--fail answers a violating exchange with -32603 naming the violation', async () => {
    const res = await post(failing.url, '{"jsonrpc":"2.0","id":5,"method":"eth_gasPrice","params":[]}');
    expect(res.status).toBe(502);
    const body = JSON.parse(res.body) as { id: number; error: { code: number; message: string } };
    expect(body.id).toBe(5);
    expect(body.error.code).toBe(-32603);
    expect(body.error.message).toBe(
      'conformance proxy: eth_gasPrice wrong-type: /result type: must be string (got 1000000)',
    );
    const ok = await post(failing.url, '{"jsonrpc":"2.0","id":6,"method":"eth_chainId","params":[]}');
    expect(ok.status).toBe(200);
  });

  it('refuses a foreign Host header (DNS-rebinding guard) over HTTP and WebSocket', async () => {
    const { port } = new URL(proxy.url);
    const res = await new Promise<number>((resolve, reject) => {
      import('node:http').then(({ request }) => {
        const req = request(
          { host: '127.0.0.1', port, method: 'POST', headers: { host: `evil.example:${port}` } },
          (r) => resolve(r.statusCode ?? 0),
        );
        req.on('error', reject);
        req.end('{}');
      }, reject);
    });
    expect(res).toBe(403);
    expect(await wsExchange(`ws://127.0.0.1:${port}`, '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}')).toBe(
      '{"jsonrpc":"2.0","id":1,"result":"0x6792"}',
    );
    const refused = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}`, { headers: { host: `evil.example:${port}` } });
      ws.once('error', (e) => resolve(e.message));
      ws.once('open', () => resolve('open'));
    });
    expect(refused).toBe('Unexpected server response: 403');
  });
});

describe('proxy node', () => {
  let upstream: Running;
  let proxy: Running;
  beforeAll(async () => {
    upstream = await startServer([path.join(FIXTURES, 'broken-node.mjs')]);
    proxy = await startServer([CLI, 'proxy', 'node', '--upstream', upstream.url], 60_000, LISTENING);
  });
  afterAll(async () => {
    await proxy?.stop();
    await upstream?.stop();
  });

  it('forwards answers byte for byte: exact int64 nonces, the 400 and the 401 with its challenge', async () => {
    const auth = { authorization: `Basic ${Buffer.from('u:k').toString('base64')}` };
    const cases: [string, string, Record<string, string>][] = [
      ['/wallet/allBoxes', '{}', auth],
      ['/wallet/allBoxes', '{}', {}],
      ['/block/findById', '{"blockId":"abc"}', {}],
      ['/block/best', '', {}],
    ];
    for (const [p, body, headers] of cases) {
      const [direct, via] = await Promise.all([
        post(upstream.url + p, body, headers),
        post(proxy.url + p, body, headers),
      ]);
      expect({ status: via.status, body: via.body, challenge: via.headers.get('www-authenticate') }, p).toEqual({
        status: direct.status,
        body: direct.body,
        challenge: direct.headers.get('www-authenticate'),
      });
    }
    expect((await post(`${proxy.url}/wallet/allBoxes`, '{}', auth)).body).toContain('"nonce":4318472954116540872');
  });

  it("logs the same violations the check finds through it, and the check's invalid bodies as request violations", async () => {
    const from = proxy.output().length;
    const run = await conform(['node', '--url', proxy.url, '--api-key', 'k', '--json']);
    const viaProxy = pairs(reportOf(run));
    const direct = pairs(reportOf(await conform(['node', '--url', upstream.url, '--api-key', 'k', '--json'])));
    expect(viaProxy).toEqual(direct);
    expect(logged(proxy, (kind) => !kind.startsWith('request-'), from)).toEqual(direct);
    expect(logged(proxy, (kind) => kind.startsWith('request-'), from)).toContain('blockFindById request-extra-field');
  });
});

describe('proxy node --prism (Prism 5.14.2 proxy mode, --errors)', () => {
  let upstream: Running;
  let proxy: Running;
  beforeAll(async () => {
    upstream = await startServer([path.join(FIXTURES, 'broken-node.mjs')]);
    proxy = await startServer([CLI, 'proxy', 'node', '--prism', '--upstream', upstream.url], 60_000, LISTENING);
  });
  afterAll(async () => {
    await proxy?.stop();
    await upstream?.stop();
  });

  it('passes a conforming answer, turns a violating one into 500 and logs it', async () => {
    const ok = await post(`${proxy.url}/block/best`, '');
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual(JSON.parse((await post(`${upstream.url}/block/best`, '')).body));
    const bad = await post(`${proxy.url}/node/sidechainId`, '');
    expect(bad.status).toBe(500);
    expect(bad.body).toContain('https://stoplight.io/prism/errors#VIOLATIONS');
    expect(bad.body).toContain('sidechainId');
    await expect.poll(() => proxy.output()).toMatch(/post \/node\/sidechainId .*errors#VIOLATIONS/);
  });

  // Why --prism is not the default: Prism re-serializes the answer through JavaScript numbers.
  it('rounds full-range int64 nonces on the way through, unlike the default proxy', async () => {
    const auth = { authorization: `Basic ${Buffer.from('u:k').toString('base64')}` };
    const direct = await post(`${upstream.url}/wallet/allBoxes`, '{}', auth);
    const via = await post(`${proxy.url}/wallet/allBoxes`, '{}', auth);
    // specs/node-api/paths/wallet/allBoxes.yaml: the ForgerBox example's nonce.
    expect(direct.body).toContain('"nonce":4318472954116540872');
    expect(via.body).toContain('"nonce":4318472954116541000');
  });
});
