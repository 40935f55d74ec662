// The raw openapi-fetch client (`node.raw`): the same base URL, headers, auth rule, timeout and size
// limit as the typed methods, without their error wrapping.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createNodeClient, NodeResponseTooLargeError } from '../src/index.js';
import { json, stubFetch } from './helpers.js';

type Raw = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const rawPost = (client: ReturnType<typeof createNodeClient>) => client.raw.POST as unknown as Raw;

/** A response whose declared length is smaller than its body (fetch would refuse it; a custom fetch may not). */
const understated = (body: string) => new Response(body, { headers: { 'content-length': '2' } });

afterEach(() => {
  vi.restoreAllMocks();
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

  test('raw calls get the client’s timeout as a signal; timeoutMs: 0 sets none', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { fetch } = stubFetch(() => json({ result: 1 }));
    expect((await rawPost(createNodeClient({ fetch, timeoutMs: 0 }))('/block/best', {})).data).toEqual({ result: 1 });
    expect(timeout).not.toHaveBeenCalled();
    await rawPost(createNodeClient({ fetch, timeoutMs: 1234 }))('/block/best', {});
    expect(timeout).toHaveBeenCalledWith(1234);
  });
});
