// The node client's edges that mutation testing found unchecked: the raw client's path, status,
// headers, timeout and size limit; header names in any case; a timed-out exchange's late answer;
// answers that are neither a result nor a business error. See CONTRIBUTING.md (mutation testing).
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  createNodeClient,
  NodeBusinessError,
  NodeInvalidResponseError,
  NodeResponseTooLargeError,
  NodeTimeoutError,
} from '../src/index.js';
import { json, stubFetch } from './helpers.js';

type Raw = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const rawPost = (client: ReturnType<typeof createNodeClient>) => client.raw.POST as unknown as Raw;

/** A response whose declared length is smaller than its body (fetch would refuse it; a custom fetch may not). */
const understated = (body: string) => new Response(body, { headers: { 'content-length': '2' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('raw client', () => {
  test('an answer over maxResponseBytes names the operation, also under a base path', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: 'x'.repeat(100) }));
    const client = createNodeClient({ baseUrl: 'http://node.test/api/', fetch, maxResponseBytes: 10 });
    const err = await rawPost(client)('/block/best', {}).catch((e: unknown) => e);
    expect(calls[0]!.request.url).toBe('http://node.test/api/block/best');
    expect(err).toBeInstanceOf(NodeResponseTooLargeError);
    expect((err as NodeResponseTooLargeError).operationId).toBe('blockBest');
  });

  test('a custom fetch’s declared length is not trusted (typed and raw calls)', async () => {
    const { fetch } = stubFetch(() => understated(JSON.stringify({ result: 'x'.repeat(100) })));
    const client = createNodeClient({ fetch, maxResponseBytes: 50 });
    await expect(rawPost(client)('/block/best', {})).rejects.toBeInstanceOf(NodeResponseTooLargeError);
    await expect(client.block.best()).rejects.toBeInstanceOf(NodeResponseTooLargeError);
  });

  test('keeps the status of the answer and sends the client headers; no Authorization without apiKey', async () => {
    const { fetch, calls } = stubFetch(() => json({ error: { code: '0101' } }, 404));
    const client = createNodeClient({ baseUrl: 'http://node.test', fetch, headers: { 'x-trace': 't1' } });
    const answer = await rawPost(client)('/block/startForging', {});
    expect(answer.response.status).toBe(404);
    expect(answer.error).toEqual({ error: { code: '0101' } });
    expect(calls[0]!.request.url).toBe('http://node.test/block/startForging');
    expect(calls[0]!.request.headers.get('x-trace')).toBe('t1');
    expect(calls[0]!.request.headers.has('authorization')).toBe(false);
  });

  test('timeoutMs: 0 sets no timeout on raw calls', async () => {
    const fetch = async (request: Request) => {
      await new Promise((r) => setTimeout(r, 20));
      if (request.signal.aborted) throw request.signal.reason;
      return json({ result: 1 });
    };
    const answer = await rawPost(createNodeClient({ fetch, timeoutMs: 0 }))('/block/best', {});
    expect(answer.data).toEqual({ result: 1 });
  });
});

describe('typed calls', () => {
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

  test('an answer that comes after the timeout is cancelled, not read', async () => {
    let cancelled = false;
    let answer!: (r: Response) => void;
    const fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    const client = createNodeClient({ fetch, timeoutMs: 10 });
    await expect(client.block.best()).rejects.toBeInstanceOf(NodeTimeoutError);
    const body = new ReadableStream({
      cancel() {
        cancelled = true;
      },
    });
    answer(new Response(body));
    await vi.waitFor(() => expect(cancelled).toBe(true));
  });

  test('no timer is left running after an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch } = stubFetch(() => json({ result: 1 }));
    expect(await createNodeClient({ fetch, timeoutMs: 60_000 }).block.best()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a 200 answer that is not JSON is an invalid response carrying the parse error', async () => {
    const { fetch } = stubFetch(() => json('not json'));
    const err = (await createNodeClient({ fetch })
      .block.best()
      .catch((e: unknown) => e)) as NodeInvalidResponseError;
    expect(err).toBeInstanceOf(NodeInvalidResponseError);
    expect(err.cause).toBeInstanceOf(SyntaxError);
  });

  test.each(['5', 'null', '{"error":null}', '{"error":"0101"}', '{"error":{"code":101}}'])(
    'a 200 answer %s is an invalid response',
    async (body) => {
      const { fetch } = stubFetch(() => json(body));
      await expect(createNodeClient({ fetch }).block.best()).rejects.toBeInstanceOf(NodeInvalidResponseError);
    },
  );

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
});
