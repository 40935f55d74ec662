// On Node, `http()` without a `fetch` option POSTs with Node's own http client (src/transports/node-post.ts)
// over keep-alive sockets; with a `fetch` option it uses that fetch. Over a real socket: which client
// sent the request is read from its headers (undici's fetch sends `user-agent: node` and
// `accept-encoding`; Node's http client neither).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEvmClient, HttpRequestError, http, TimeoutError } from '../src/index.js';

const seen: { headers: IncomingHttpHeaders; socket: unknown }[] = [];
let status = 200;
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({ headers: req.headers, socket: req.socket });
    const { id } = JSON.parse(Buffer.concat(chunks).toString()) as { id: number };
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 200 ? `{"jsonrpc":"2.0","id":${id},"result":"0x1"}` : 'moved');
  });
});
let url: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('http() on Node', () => {
  test("without a fetch option: Node's http client, one keep-alive socket for calls in a row", async () => {
    seen.length = 0;
    const client = createEvmClient({ transport: http(url, { headers: { 'x-key': 'k' } }) });
    expect(await client.request({ method: 'eth_blockNumber' })).toBe('0x1');
    expect(await client.request({ method: 'eth_blockNumber' })).toBe('0x1');
    const [first, second] = seen;
    expect(first?.headers['user-agent']).toBeUndefined();
    expect(first?.headers['accept-encoding']).toBeUndefined();
    expect(first?.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-key': 'k',
    });
    expect(first?.headers['content-length']).toBe(
      String('{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}'.length),
    );
    expect(second?.socket).toBe(first?.socket);
  });

  test('with a fetch option: that fetch', async () => {
    seen.length = 0;
    const client = createEvmClient({ transport: http(url, { fetch: (input, init) => fetch(input, init) }) });
    expect(await client.request({ method: 'eth_blockNumber' })).toBe('0x1');
    expect(seen[0]?.headers['user-agent']).toBe('node');
  });

  test('a redirect is not followed: an HttpRequestError with its status', async () => {
    status = 307;
    try {
      const err = await createEvmClient({ transport: http(url) })
        .request({ method: 'eth_blockNumber' })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(HttpRequestError);
      expect(err).toMatchObject({ status: 307, body: 'moved' });
    } finally {
      status = 200;
    }
  });

  test('a refused connection is an HttpRequestError with status 0 and the cause; silence past timeoutMs a TimeoutError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await createEvmClient({ transport: http(`http://127.0.0.1:${port}/`) })
      .request({ method: 'eth_blockNumber' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpRequestError);
    expect(refused).toMatchObject({ status: 0, cause: expect.objectContaining({ code: 'ECONNREFUSED' }) });

    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
      const late = await createEvmClient({ transport: http(silentUrl, { timeoutMs: 200 }) })
        .request({ method: 'eth_blockNumber' })
        .catch((e: unknown) => e);
      expect(late).toBeInstanceOf(TimeoutError);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
