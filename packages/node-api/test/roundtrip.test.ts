// Contract tests over a real node:http server (no stubs): exact int64 both ways, auth on the wire,
// timeout, connection failure, the bare "OK" answers.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createNodeClient, NodeNetworkError, NodeTimeoutError, NodeUnauthorizedError } from '../src/index.js';
import { parseJson } from '../src/json.js';
import { startServer } from './helpers.js';

const NONCE = '-5720306963467411264';
const VALUE = '9007199254740993'; // 2^53 + 1: a double would make it ...992
const API_KEY = 'k3y';

// The box exactly as a node writes it: the literals are spliced in, never through a double.
const allBoxesAnswer = `{"result":{"boxes":[{"id":"7d893b55ab455a35c65cb8fb0b8b05387710bc9439b1dca45e093cee007254cb","proposition":{"publicKey":"a5b10622d70f094b7276e04608d97c7c699c8700164f78e16fe5e8082f4bb2ac"},"value":${VALUE},"nonce":${NONCE},"typeName":"ZenBox","isCustom":false}]}}`;

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
      await new Promise((r) => setTimeout(r, 300));
      return send(200, '{"result":{}}');
    }
    if (req.url === '/node/removePeer') return send(200, '"OK"');
    send(404, '{"error":404,"reason":"NotFound","detail":null}');
  });
});
afterAll(() => server.close());

describe('exact int64 through a real HTTP server', () => {
  test('nonce -5720306963467411264 and value 2^53+1 decode exactly and are sent back exactly', async () => {
    const client = createNodeClient({ baseUrl: server.baseUrl, apiKey: API_KEY });
    const { boxes } = await client.wallet.allBoxes();
    const box = boxes[0]!;
    expect(box.nonce).toBe(BigInt(NONCE));
    expect(typeof box.nonce).toBe('bigint');
    // value is typed number (the spec bounds amounts to 2.1e15); out of range, it arrives as bigint, not rounded.
    expect(box.value as unknown).toBe(BigInt(VALUE));

    // Back to the server: the request body carries the same literals, digit for digit.
    await (client.raw.POST as (p: string, i: object) => Promise<unknown>)('/echo', { body: box });
    const sent = server.received.at(-1)!.body;
    expect(sent).toContain(`"nonce":${NONCE}`);
    expect(sent).toContain(`"value":${VALUE}`);
    expect(parseJson(sent, ['nonce'])).toEqual(box);
  });

  test('plain JSON.parse would have lost both (the check can fail)', () => {
    const naive = JSON.parse(allBoxesAnswer).result.boxes[0];
    expect(String(naive.nonce)).not.toBe(NONCE);
    expect(String(naive.value)).not.toBe(VALUE);
  });
});

describe('on the wire', () => {
  test('without the API key a protected operation gives the typed 401', async () => {
    const err = await createNodeClient({ baseUrl: server.baseUrl }).wallet.allBoxes().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NodeUnauthorizedError);
    expect(err).toMatchObject({ status: 401, operationId: 'walletAllBoxes' });
    expect(server.received.at(-1)!.headers.authorization).toBeUndefined();
  });

  test('timeout against a slow server', async () => {
    const err = await createNodeClient({ baseUrl: server.baseUrl, timeoutMs: 50 }).block.best().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NodeTimeoutError);
  });

  test('connection refused → NodeNetworkError', async () => {
    const probe = await startServer(() => undefined);
    const url = probe.baseUrl;
    await probe.close();
    const err = await createNodeClient({ baseUrl: url }).block.best().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NodeNetworkError);
  });

  test('a bare "OK" answer resolves to "OK"', async () => {
    const client = createNodeClient({ baseUrl: server.baseUrl, apiKey: API_KEY });
    await expect(client.node.removePeer({ address: '127.0.0.1:9084' } as never)).resolves.toBe('OK');
  });
});
