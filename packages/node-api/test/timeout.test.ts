// Timeouts and aborts of the typed methods: the client's and the call's timeoutMs, the caller's
// signal, and what a timed-out call leaves behind (no timer, no read of a late answer).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createNodeClient, NodeAbortError, NodeTimeoutError, operationTable } from '../src/index.js';
import { json, stubFetch } from './helpers.js';

type Entry = { path: string; operationId: string; protected: boolean; hasBody: boolean };
const entries = Object.entries(operationTable).flatMap(([group, methods]) =>
  Object.entries(methods as Record<string, Entry>).map(([method, e]) => ({ group, method, ...e })),
);
const publicOp = entries.find((e) => !e.protected && e.hasBody)!;
const bodylessOp = entries.find((e) => !e.hasBody)!;
const method = (client: ReturnType<typeof createNodeClient>, e: { group: string; method: string }) =>
  (client as unknown as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>)[e.group]![e.method]!;

afterEach(() => {
  vi.useRealTimers();
});

const hangingFetch = (request: Request) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
  });

describe('timeout and abort', () => {
  test('client timeoutMs → NodeTimeoutError', async () => {
    const err = await method(
      createNodeClient({ fetch: hangingFetch, timeoutMs: 50 }),
      publicOp,
    )({}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NodeTimeoutError);
    expect(err).toMatchObject({ name: 'NodeTimeoutError', timeoutMs: 50, operationId: publicOp.operationId });
  });

  test('per-call timeoutMs overrides the client default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = createNodeClient({ fetch: hangingFetch, timeoutMs: 60_000 });
    const p = method(client, bodylessOp)({ timeoutMs: 40 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(40);
    expect(await p).toMatchObject({ name: 'NodeTimeoutError', timeoutMs: 40 });
  });

  test("the caller's signal → NodeAbortError carrying the reason", async () => {
    const ac = new AbortController();
    const p = method(createNodeClient({ fetch: hangingFetch }), publicOp)({}, { signal: ac.signal }).catch(
      (e: unknown) => e,
    );
    // The call is in flight: fetch has been called and waits.
    const reason = new Error('user navigated away');
    ac.abort(reason);
    const err = await p;
    expect(err).toBeInstanceOf(NodeAbortError);
    expect(err).toMatchObject({ name: 'NodeAbortError', cause: reason });
  });

  test('an already aborted signal sends nothing', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: {} }));
    const err = await method(createNodeClient({ fetch }), publicOp)({}, { signal: AbortSignal.abort() }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(NodeAbortError);
    expect(calls).toHaveLength(0);
  });

  test("the timeout timer does not keep the process alive (unref'd, as AbortSignal.timeout's is): the request does", async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    const ac = new AbortController();
    const p = method(createNodeClient({ fetch: hangingFetch, timeoutMs: 60_000 }), publicOp)(
      {},
      { signal: ac.signal },
    ).catch((e: unknown) => e);
    expect(timers()).toBe(before);
    ac.abort();
    expect(await p).toBeInstanceOf(NodeAbortError);
  });

  test('timeoutMs 0 disables the timeout; the signal still aborts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ac = new AbortController();
    const p = method(createNodeClient({ fetch: hangingFetch, timeoutMs: 0 }), publicOp)(
      {},
      { signal: ac.signal },
    ).catch((e: unknown) => e);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    ac.abort();
    expect(await p).toBeInstanceOf(NodeAbortError);
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
});
