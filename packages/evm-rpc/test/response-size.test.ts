// The response size limit of both transports, over real sockets: an HTTP answer of exactly
// `maxResponseBytes` is read, one byte more fails with ResponseTooLargeError (declared length or
// chunked) and the connection is dropped; over WebSocket the `ws` package enforces it (the socket closes).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ResponseTooLargeError } from '../src/errors.js';
import { createEvmClient, http, isEvmClientError, SocketClosedError, webSocket } from '../src/index.js';
import { type RpcServer, startRpcServer } from './helpers.js';

const LIMIT = 4096;
/** `{"jsonrpc":"2.0","id":<id>,"result":"xxx…"}` of exactly `size` bytes. */
const answerOf = (id: number, size: number) => {
  const head = `{"jsonrpc":"2.0","id":${id},"result":"`;
  return `${head}${'x'.repeat(size - head.length - 2)}"}`;
};

let server: ReturnType<typeof createServer>;
let url: string;
const closed: Promise<void>[] = [];
beforeAll(async () => {
  // The test picks the answer with `x-answer: <chunked|declared|endless>:<bytes>`.
  server = createServer((req, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { id } = JSON.parse(Buffer.concat(chunks).toString()) as { id: number };
      const [kind, size] = String(req.headers['x-answer']).split(':') as [string, string];
      const body = answerOf(id, Number(size));
      closed.push(new Promise((resolve) => res.once('close', () => resolve())));
      if (kind === 'endless') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Number(size) });
        res.write(body.slice(0, 100));
      } else if (kind === 'declared') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        for (let i = 0; i < body.length; i += 1000) res.write(body.slice(i, i + 1000));
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const call = (answer: string, maxResponseBytes?: number) =>
  createEvmClient({ transport: http(url, { headers: { 'x-answer': answer }, maxResponseBytes }) })
    .request({ method: 'eth_blockNumber' })
    .then(
      (r) => r as unknown,
      (e: unknown) => e,
    );

describe('HTTP: maxResponseBytes', () => {
  test.each(['chunked', 'declared'])('an answer of exactly the limit is read (%s)', async (kind) => {
    expect(await call(`${kind}:${LIMIT}`, LIMIT)).toMatch(/^x+$/);
  });

  test.each(['chunked', 'declared'])(
    'one byte more fails with ResponseTooLargeError (%s); the connection is dropped',
    async (kind) => {
      const before = closed.length;
      const err = await call(`${kind}:${LIMIT + 1}`, LIMIT);
      expect(err).toBeInstanceOf(ResponseTooLargeError);
      expect(isEvmClientError(err)).toBe(true);
      expect(err).toMatchObject({
        name: 'ResponseTooLargeError',
        maxResponseBytes: LIMIT,
        status: 200,
        method: 'eth_blockNumber',
        url,
      });
      await closed[before];
    },
  );

  test('the default is generous (1 MiB is read) and bounded (64 MiB + 1 declared is refused at once)', async () => {
    expect(await call(`chunked:${1024 * 1024}`)).toMatch(/^x+$/);
    const err = await call(`endless:${64 * 1024 * 1024 + 1}`);
    expect(err).toMatchObject({ name: 'ResponseTooLargeError', maxResponseBytes: 64 * 1024 * 1024 });
  });

  test('a limit that is not a positive number is refused at creation', () => {
    expect(() => http(url, { maxResponseBytes: 0 })).toThrow(RangeError);
  });
});

describe('WebSocket (ws package): maxResponseBytes', () => {
  let rpc: RpcServer;
  beforeAll(async () => {
    rpc = await startRpcServer((c) =>
      c.method === 'eth_getCode' ? 'x'.repeat(Number((c.params as string[])[0])) : '0x1',
    );
  });
  afterAll(() => rpc.close());

  test('a message over the limit closes the socket and fails the call; a smaller one is read', async () => {
    const client = createEvmClient({
      transport: webSocket(rpc.wsUrl, { maxResponseBytes: LIMIT, reconnect: false, keepAliveMs: 0 }),
    });
    try {
      expect(
        await client.request({ method: 'eth_getCode', params: [String(LIMIT - 100), 'latest'] } as never),
      ).toHaveLength(LIMIT - 100);
      const err = await client
        .request({ method: 'eth_getCode', params: [String(LIMIT + 1), 'latest'] } as never)
        .catch((e: unknown) => e);
      // ws closes the connection (sending 1009 to the server); locally that is an abnormal closure.
      expect(err).toBeInstanceOf(SocketClosedError);
    } finally {
      await client.close();
    }
  });
});
