// The runtime over a stubbed fetch: table-driven methods, auth, bodies, error mapping, timeout, abort.
import { describe, expect, test } from 'vitest';
import {
  createNodeClient,
  isNodeApiError,
  NodeApiError,
  NodeBusinessError,
  NodeHttpError,
  NodeInvalidResponseError,
  NodeNetworkError,
  NodeUnauthorizedError,
  operationTable,
} from '../src/index.js';
import { json, stubFetch, text } from './helpers.js';

type Entry = { path: string; operationId: string; protected: boolean; hasBody: boolean; bare?: boolean };
const entries = Object.entries(operationTable).flatMap(([group, methods]) =>
  Object.entries(methods as Record<string, Entry>).map(([method, e]) => ({ group, method, ...e })),
);
const protectedOp = entries.find((e) => e.protected && e.hasBody)!;
const publicOp = entries.find((e) => !e.protected && e.hasBody)!;
const bodylessOp = entries.find((e) => !e.hasBody)!;
const API_KEY = 'S3cret-Key!';

const method = (client: ReturnType<typeof createNodeClient>, e: { group: string; method: string }) =>
  (client as unknown as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>)[e.group]![e.method]!;

describe('client shape', () => {
  test('one method per operation of the generated table, grouped as the paths are', () => {
    const client = createNodeClient({ fetch: stubFetch(() => json({ result: {} })).fetch });
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) {
      const fn = method(client, e);
      expect(typeof fn, e.operationId).toBe('function');
      expect(fn).toHaveProperty('operationId', e.operationId);
      expect(e.path).toBe(`/${e.group}/${e.method}`);
    }
    expect(typeof client.raw.POST).toBe('function');
  });

  test('every call is a POST to baseUrl + path and resolves to `result` (or the bare answer)', async () => {
    const { fetch, calls } = stubFetch((req) => json({ result: { path: new URL(req.url).pathname } }));
    const client = createNodeClient({ baseUrl: 'http://node.test:1234/', fetch });
    for (const e of entries) {
      const r = await (e.hasBody ? method(client, e)({}) : method(client, e)());
      expect(r, e.operationId).toEqual(e.bare ? { result: { path: e.path } } : { path: e.path });
    }
    expect(entries.filter((e) => e.bare).map((e) => e.operationId)).toEqual([
      'nodeRemovePeer',
      'nodeAddToBlacklist',
      'nodeRemoveFromBlacklist',
    ]);
    expect(calls.every((c) => c.request.method === 'POST')).toBe(true);
    expect(calls.map((c) => c.request.url)).toEqual(entries.map((e) => `http://node.test:1234${e.path}`));
  });

  test('default baseUrl is the SDK default 127.0.0.1:9085', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: {} }));
    await method(createNodeClient({ fetch }), publicOp)({});
    expect(calls[0]!.request.url).toBe(`http://127.0.0.1:9085${publicOp.path}`);
  });

  test('a malformed baseUrl fails at creation', () => {
    expect(() => createNodeClient({ baseUrl: 'not a url' })).toThrow(TypeError);
  });

  test('a baseUrl without its scheme says so, with what to write instead', () => {
    for (const baseUrl of ['127.0.0.1:9085', 'localhost:9085', 'node.example']) {
      expect(() => createNodeClient({ baseUrl })).toThrow(
        new TypeError(`baseUrl "${baseUrl}" has no scheme: write "http://${baseUrl}"`),
      );
    }
    expect(() => createNodeClient({ baseUrl: 'ftp://node.example' })).toThrow(
      new TypeError('baseUrl "ftp://node.example" is not an http:// or https:// URL'),
    );
    expect(() => createNodeClient({ baseUrl: 'https://node.example/api' })).not.toThrow();
  });
});

describe('bodies', () => {
  test('an operation with a body sends JSON; bigint is written as a plain integer', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: {} }));
    await method(createNodeClient({ fetch }), publicOp)({ a: 1, nonce: -5720306963467411264n });
    expect(calls[0]!.request.headers.get('content-type')).toBe('application/json');
    expect(calls[0]!.body).toBe('{"a":1,"nonce":-5720306963467411264}');
  });

  test('an omitted optional body is sent as {}', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: {} }));
    await method(createNodeClient({ fetch }), publicOp)();
    expect(calls[0]!.body).toBe('{}');
  });

  test('an operation without a body sends none and no content type', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: {} }));
    await method(createNodeClient({ fetch }), bodylessOp)();
    expect(calls[0]!.body).toBe('');
    expect(calls[0]!.request.headers.get('content-type')).toBeNull();
  });

  test('a body that cannot be encoded throws the TypeError itself, before any request', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: {} }));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(method(createNodeClient({ fetch }), publicOp)(cyclic)).rejects.toThrow(TypeError);
    expect(calls).toHaveLength(0);
  });
});

describe('auth', () => {
  const expected = `Basic ${Buffer.from(`user:${API_KEY}`).toString('base64')}`;

  test('Basic credentials on protected operations only', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: {} }));
    const client = createNodeClient({ apiKey: API_KEY, fetch });
    for (const e of entries) await (e.hasBody ? method(client, e)({}) : method(client, e)());
    for (const [i, e] of entries.entries()) {
      expect(calls[i]!.request.headers.get('authorization'), e.operationId).toBe(e.protected ? expected : null);
    }
    expect(entries.some((e) => e.protected)).toBe(true);
    expect(entries.some((e) => !e.protected)).toBe(true);
  });

  test('no credentials without apiKey; the user name is configurable; UTF-8 keys work', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: {} }));
    await method(createNodeClient({ fetch }), protectedOp)({});
    expect(calls[0]!.request.headers.get('authorization')).toBeNull();
    await method(createNodeClient({ fetch, apiKey: 'clé', username: 'ops' }), protectedOp)({});
    expect(calls[1]!.request.headers.get('authorization')).toBe(`Basic ${Buffer.from('ops:clé').toString('base64')}`);
  });

  test('the raw client gets the same middleware', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: {} }));
    const client = createNodeClient({ apiKey: API_KEY, fetch });
    await (client.raw.POST as (p: string, i: object) => Promise<unknown>)(protectedOp.path, { body: {} });
    await (client.raw.POST as (p: string, i: object) => Promise<unknown>)(publicOp.path, { body: {} });
    expect(calls[0]!.request.headers.get('authorization')).toBe(expected);
    expect(calls[1]!.request.headers.get('authorization')).toBeNull();
  });

  test('errors never carry the credentials', async () => {
    const { fetch } = stubFetch(() => text('The supplied authentication is invalid', 401));
    const err = await method(createNodeClient({ apiKey: API_KEY, fetch }), protectedOp)({}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NodeUnauthorizedError);
    const dump = JSON.stringify({ ...(err as object), message: (err as Error).message, stack: (err as Error).stack });
    expect(dump).not.toContain(API_KEY);
    expect(dump).not.toContain(Buffer.from(`user:${API_KEY}`).toString('base64'));
    expect(dump.toLowerCase()).not.toContain('authorization');
  });
});

describe('headers', () => {
  test('client headers and per-call headers (Prism Prefer) are sent', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: {} }));
    const client = createNodeClient({ fetch, headers: { 'x-client': 'a' } });
    await method(client, publicOp)({}, { headers: { Prefer: 'example=byId' } });
    expect(calls[0]!.request.headers.get('x-client')).toBe('a');
    expect(calls[0]!.request.headers.get('prefer')).toBe('example=byId');
  });
});

describe('errors', () => {
  test('HTTP 200 with {error} → NodeBusinessError with code, description, detail, operationId, status', async () => {
    const { fetch } = stubFetch(() =>
      json({ error: { code: '0101', description: 'Invalid parameter', detail: 'Block not found' } }),
    );
    const err = await method(createNodeClient({ fetch }), publicOp)({}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NodeBusinessError);
    expect(err).toBeInstanceOf(NodeApiError);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({
      name: 'NodeBusinessError',
      code: '0101',
      description: 'Invalid parameter',
      detail: 'Block not found',
      operationId: publicOp.operationId,
      status: 200,
    });
    expect((err as Error).message).toContain('0101');
    expect(String((err as Error).stack)).toMatch(/^NodeBusinessError: /);
    expect(isNodeApiError(err)).toBe(true);
  });

  test.each([
    [400, 'The request content was malformed: Unrecognized field "x"', 'text/plain', NodeHttpError, 'NodeHttpError'],
    [
      401,
      'The resource requires authentication, which was not supplied with the request',
      'text/plain',
      NodeUnauthorizedError,
      'NodeUnauthorizedError',
    ],
    [
      404,
      '{"error":404,"reason":"NotFound","detail":"operation not supported"}',
      'application/json',
      NodeHttpError,
      'NodeHttpError',
    ],
    [405, 'HTTP method not allowed, supported methods: POST', 'text/plain', NodeHttpError, 'NodeHttpError'],
    [500, 'There was an internal server error.', 'text/plain', NodeHttpError, 'NodeHttpError'],
    [502, 'bad gateway', 'text/plain', NodeHttpError, 'NodeHttpError'],
  ])('HTTP %i → %s', async (status, body, type, cls, name) => {
    const { fetch } = stubFetch(() => new Response(body, { status, headers: { 'content-type': type } }));
    const err = await method(createNodeClient({ fetch }), protectedOp)({}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(cls);
    expect(err).toBeInstanceOf(NodeHttpError);
    expect(err).toMatchObject({ name, status, text: body, operationId: protectedOp.operationId });
    if (type === 'application/json') {
      expect((err as NodeHttpError).json).toEqual(JSON.parse(body));
      expect((err as NodeHttpError).body).toEqual({
        error: 404,
        reason: 'NotFound',
        detail: 'operation not supported',
      });
    } else {
      expect((err as NodeHttpError).json).toBeUndefined();
      expect((err as NodeHttpError).body).toBeUndefined();
    }
  });

  test("Prism's sl-violations header is kept and shown in the message", async () => {
    const violations =
      '[{"location":["request","body"],"severity":"Error","code":"required","message":"must have required property \'blockId\'"}]';
    const { fetch } = stubFetch(() => text('', 400, { 'sl-violations': violations }));
    const err = (await method(createNodeClient({ fetch }), publicOp)({}).catch((e: unknown) => e)) as NodeHttpError;
    expect(err.violations).toBe(violations);
    expect(err.message).toContain("must have required property 'blockId'");
  });

  test('fetch failure → NodeNetworkError with the cause', async () => {
    const cause = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    const err = await method(
      createNodeClient({ fetch: () => Promise.reject(cause) }),
      publicOp,
    )({}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NodeNetworkError);
    expect(err).toMatchObject({ name: 'NodeNetworkError', cause });
    expect((err as Error).message).toContain('ECONNREFUSED');
  });

  test('a 200 that is not JSON, or neither {result} nor {error} → NodeInvalidResponseError', async () => {
    for (const body of ['<html>', '{}', '[]', '']) {
      const { fetch } = stubFetch(() => text(body, 200));
      const err = await method(createNodeClient({ fetch }), publicOp)({}).catch((e: unknown) => e);
      expect(err, body).toBeInstanceOf(NodeInvalidResponseError);
      expect(err).toMatchObject({ name: 'NodeInvalidResponseError', status: 200, text: body });
    }
  });

  test('a {result} answer with a nonce decodes it as bigint', async () => {
    const { fetch } = stubFetch(() => json('{"result":{"boxes":[{"nonce":-5720306963467411264,"value":1}]}}'));
    expect(await method(createNodeClient({ fetch }), publicOp)({})).toEqual({
      boxes: [{ nonce: -5720306963467411264n, value: 1 }],
    });
  });
});

/** A fetch that never answers, until the request's signal aborts. */
describe('.safe', () => {
  test('resolves to {data} or {error}', async () => {
    let answer: unknown = { result: { ok: true } };
    const { fetch } = stubFetch(() => json(answer));
    const fn = method(createNodeClient({ fetch }), publicOp) as unknown as { safe: (b: unknown) => Promise<unknown> };
    expect(await fn.safe({})).toEqual({ data: { ok: true }, error: undefined });
    answer = { error: { code: '0101', description: 'd', detail: '' } };
    const r = (await fn.safe({})) as { data: unknown; error: NodeBusinessError };
    expect(r.data).toBeUndefined();
    expect(r.error).toBeInstanceOf(NodeBusinessError);
    expect(r.error.code).toBe('0101');
  });

  test('programming errors still throw', async () => {
    const { fetch } = stubFetch(() => json({ result: {} }));
    const fn = method(createNodeClient({ fetch }), publicOp) as unknown as { safe: (b: unknown) => Promise<unknown> };
    await expect(
      fn.safe({
        f: Symbol.iterator,
        n: 1n,
        c: {
          toJSON() {
            throw new RangeError('boom');
          },
        },
      }),
    ).rejects.toThrow(RangeError);
  });
});

describe('answers and addresses', () => {
  test('header names are matched without case: a per-call Authorization replaces the client’s', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: {} }));
    const client = createNodeClient({ fetch, apiKey: 'k', headers: { 'X-Trace': 'a' } });
    await client.block.startForging({ headers: { Authorization: 'Bearer other', 'x-trace': 'b' } });
    expect(calls[0]!.request.headers.get('authorization')).toBe('Bearer other');
    expect(calls[0]!.request.headers.get('x-trace')).toBe('b');
  });

  test('trailing slashes of the base URL are dropped', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: {} }));
    await createNodeClient({ baseUrl: 'http://node.test//', fetch }).block.best();
    expect(calls[0]!.request.url).toBe('http://node.test/block/best');
  });

  test('a status of 299 is a success', async () => {
    const { fetch } = stubFetch(() => json({ result: 7 }, 299));
    expect(await createNodeClient({ fetch }).block.best()).toBe(7);
  });

  test('a 200 answer that is not JSON is an invalid response carrying the parse error', async () => {
    const { fetch } = stubFetch(() => json('not json'));
    const err = (await createNodeClient({ fetch })
      .block.best()
      .catch((e: unknown) => e)) as NodeInvalidResponseError;
    expect(err).toBeInstanceOf(NodeInvalidResponseError);
    expect(err.cause).toBeInstanceOf(SyntaxError);
  });

  test('a business error’s description and detail are text; other types become empty', async () => {
    const { fetch } = stubFetch(() => json({ error: { code: '0101', description: 5, detail: { x: 1 } } }));
    const err = (await createNodeClient({ fetch })
      .block.best()
      .catch((e: unknown) => e)) as NodeBusinessError;
    expect(err).toBeInstanceOf(NodeBusinessError);
    expect([err.code, err.description, err.detail]).toEqual(['0101', '', '']);
  });

  test('an invalid maxResponseBytes is refused with a RangeError naming it', () => {
    expect(() => createNodeClient({ maxResponseBytes: -1 })).toThrow(
      new RangeError('maxResponseBytes must be a positive number, got -1'),
    );
  });
  test.each(['5', 'null', '{"error":null}', '{"error":"0101"}', '{"error":{"code":101}}'])(
    'a 200 answer %s is an invalid response',
    async (body) => {
      const { fetch } = stubFetch(() => json(body));
      await expect(createNodeClient({ fetch }).block.best()).rejects.toBeInstanceOf(NodeInvalidResponseError);
    },
  );
});
