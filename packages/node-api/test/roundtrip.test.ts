// Contract tests over a real node:http server (no stubs): exact int64 both ways, auth on the wire,
// timeout (also of `raw`), connection failure, the response size limit, the bare "OK" answers.
// No fixed sleeps: a "slow" server never answers, so only the client's timeout can end the call.

import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createNodeClient,
  NodeNetworkError,
  NodeResponseTooLargeError,
  NodeTimeoutError,
  NodeUnauthorizedError,
} from '../src/index.js';
import { startServer } from './helpers.js';

const NONCE = '-5720306963467411264';
const VALUE = '9007199254740993'; // 2^53 + 1: a double would make it ...992
const API_KEY = 'k3y';

// The box exactly as a node writes it: the literals are spliced in, never through a double.
const BOX = `{"id":"7d893b55ab455a35c65cb8fb0b8b05387710bc9439b1dca45e093cee007254cb","proposition":{"publicKey":"a5b10622d70f094b7276e04608d97c7c699c8700164f78e16fe5e8082f4bb2ac"},"value":${VALUE},"nonce":${NONCE},"typeName":"ZenBox","isCustom":false}`;
const allBoxesAnswer = `{"result":{"boxes":[${BOX}]}}`;

/** A call timeout long enough for a loaded machine to connect and send first: the request reaches the server, which then never answers. */
const TIMEOUT_MS = 1000;
/** Far above TIMEOUT_MS: a call ending later was not ended by its timeout. */
const LONG_BOUND_MS = 15_000;

const LIMIT = 4096;
/** Answers the server never finishes (the silent node); each settles when its connection closes. */
const held = new Set<ServerResponse>();

/** Resolved when the client dropped a connection whose body it was reading. */
const closed: Promise<void>[] = [];

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer(async (req, res) => {
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    if (req.url === '/wallet/allBoxes') {
      if (req.headers.authorization !== `Basic ${Buffer.from(`user:${API_KEY}`).toString('base64')}`) {
        return send(401, 'The resource requires authentication, which was not supplied with the request', 'text/plain');
      }
      return send(200, allBoxesAnswer);
    }
    if (req.url === '/echo') return send(200, `{"result":${req.body}}`);
    if (req.url === '/block/best') {
      held.add(res); // never answered
      return;
    }
    if (req.url === '/node/removePeer') return send(200, '"OK"');
    // The size limit: the test picks the answer with `x-answer: <chunked|declared|endless>:<bytes>`.
    const answer = /^(chunked|declared|endless):(\d+)$/.exec(String(req.headers['x-answer'] ?? ''));
    if (answer) {
      const [, kind, size] = answer;
      const n = Number(size);
      closed.push(new Promise((resolve) => res.once('close', () => resolve())));
      if (kind === 'endless') {
        // Declares `n` bytes and sends only the start: the client must stop on the header alone.
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': n });
        res.write('{"result":"');
        return;
      }
      const body = `{"result":"${'x'.repeat(n - 13)}"}`; // exactly n bytes
      if (kind === 'declared') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': n });
        res.end(body);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        for (let i = 0; i < body.length; i += 1000) res.write(body.slice(i, i + 1000));
        res.end();
      }
      return;
    }
    send(404, '{"error":404,"reason":"NotFound","detail":null}');
  });
});
afterAll(() => server.close());

/** A POST to a path outside the spec (the echo route) through `raw`. */
const rawPost = (client: ReturnType<typeof createNodeClient>, path: string, body: unknown) =>
  (client.raw.POST as (p: string, i: object) => Promise<unknown>)(path, { body });

describe('exact int64 through a real HTTP server', () => {
  test('nonce -5720306963467411264 and value 2^53+1 decode exactly and are sent back exactly', async () => {
    const client = createNodeClient({ baseUrl: server.baseUrl, apiKey: API_KEY });
    const { boxes } = await client.wallet.allBoxes();
    const box = boxes[0]!;
    expect(box.nonce).toBe(BigInt(NONCE));
    expect(typeof box.nonce).toBe('bigint');
    // value is typed number (the spec bounds amounts to 2.1e15); out of range, it arrives as bigint, not rounded.
    expect(box.value as unknown).toBe(BigInt(VALUE));

    // Back to the server: the request body is the box as the node wrote it, digit for digit.
    await rawPost(client, '/echo', box);
    expect(server.received.at(-1)!.body).toBe(BOX);
  });
});

describe('on the wire', () => {
  test('without the API key a protected operation gives the typed 401', async () => {
    const err = await createNodeClient({ baseUrl: server.baseUrl })
      .wallet.allBoxes()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NodeUnauthorizedError);
    expect(err).toMatchObject({ status: 401, operationId: 'walletAllBoxes' });
    expect(server.received.at(-1)!.headers.authorization).toBeUndefined();
  });

  // Only the timeout can end these calls: the server holds the answer until the suite ends. No tight
  // window: the call must not end before its timeout, and must end long before LONG_BOUND_MS.
  const timed = async (call: () => Promise<unknown>) => {
    const before = held.size;
    const t0 = performance.now();
    const err = await call().catch((e: unknown) => e);
    const elapsed = performance.now() - t0;
    expect(held.size, 'the request reached the silent server').toBe(before + 1);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 20); // timer granularity, never early by more
    expect(elapsed).toBeLessThan(LONG_BOUND_MS);
    return err;
  };

  test('timeout against a server that never answers', async () => {
    const err = await timed(() => createNodeClient({ baseUrl: server.baseUrl, timeoutMs: TIMEOUT_MS }).block.best());
    expect(err).toBeInstanceOf(NodeTimeoutError);
    expect(err).toMatchObject({ operationId: 'blockBest', timeoutMs: TIMEOUT_MS });
  });

  test('raw honours timeoutMs too: fetch rejects with its TimeoutError', async () => {
    const client = createNodeClient({ baseUrl: server.baseUrl, timeoutMs: TIMEOUT_MS });
    const err = await timed(() => client.raw.POST('/block/best'));
    expect(err).toBeInstanceOf(DOMException);
    expect((err as DOMException).name).toBe('TimeoutError');
  });

  test('a connection the server drops at once → NodeNetworkError', async () => {
    // A listener that resets every connection: deterministic, unlike a closed port another process may take.
    const sockets = new Set<Socket>();
    const dropper: TcpServer = createTcpServer((s) => {
      sockets.add(s);
      s.destroy();
    });
    await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(dropper.address() as AddressInfo).port}`;
      const err = await createNodeClient({ baseUrl: url })
        .block.best()
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NodeNetworkError);
      expect(sockets.size).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => dropper.close(resolve));
    }
  });

  test('a bare "OK" answer resolves to "OK"', async () => {
    const client = createNodeClient({ baseUrl: server.baseUrl, apiKey: API_KEY });
    await expect(client.node.removePeer({ address: '127.0.0.1:9084' } as never)).resolves.toBe('OK');
  });
});

describe('response size limit (maxResponseBytes)', () => {
  const blockId = 'ab'.repeat(32);
  const call = (answer: string, maxResponseBytes?: number) =>
    createNodeClient({ baseUrl: server.baseUrl, maxResponseBytes })
      .block.findById({ blockId }, { headers: { 'x-answer': answer } })
      .then(
        (r) => r as unknown,
        (e: unknown) => e,
      );

  test.each(['chunked', 'declared'])('an answer of exactly the limit is read (%s)', async (kind) => {
    expect(await call(`${kind}:${LIMIT}`, LIMIT)).toHaveLength(LIMIT - 13);
  });

  test.each(['chunked', 'declared'])(
    'one byte more fails with NodeResponseTooLargeError (%s); the connection is dropped',
    async (kind) => {
      const before = closed.length;
      const err = await call(`${kind}:${LIMIT + 1}`, LIMIT);
      expect(err).toBeInstanceOf(NodeResponseTooLargeError);
      expect(err).toMatchObject({
        name: 'NodeResponseTooLargeError',
        operationId: 'blockFindById',
        maxResponseBytes: LIMIT,
        status: 200,
      });
      await closed[before];
    },
  );

  test('a huge declared length fails at once, before any body is read', async () => {
    const before = closed.length;
    const err = await call(`endless:${600 * 1024 * 1024}`, LIMIT);
    expect(err).toBeInstanceOf(NodeResponseTooLargeError);
    await closed[before];
  });

  test('the default is generous (a 1 MiB answer is read) and bounded (64 MiB + 1 declared is refused)', async () => {
    expect(await call(`chunked:${1024 * 1024}`)).toHaveLength(1024 * 1024 - 13);
    const err = await call(`endless:${64 * 1024 * 1024 + 1}`);
    expect(err).toMatchObject({ name: 'NodeResponseTooLargeError', maxResponseBytes: 64 * 1024 * 1024 });
  });

  test('raw has the same limit', async () => {
    const client = createNodeClient({ baseUrl: server.baseUrl, maxResponseBytes: LIMIT });
    const ok = await client.raw.POST('/block/findById', {
      body: { blockId },
      headers: { 'x-answer': `chunked:${LIMIT}` },
    });
    expect((ok.data as unknown as { result: string }).result).toHaveLength(LIMIT - 13);
    const err = await client.raw
      .POST('/block/findById', { body: { blockId }, headers: { 'x-answer': `chunked:${LIMIT + 1}` } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'NodeResponseTooLargeError', operationId: 'blockFindById' });
  });

  test('a limit that is not a positive number is refused at creation', () => {
    expect(() => createNodeClient({ maxResponseBytes: 0 })).toThrow(RangeError);
    expect(() => createNodeClient({ maxResponseBytes: Number.NaN })).toThrow(RangeError);
  });
});
