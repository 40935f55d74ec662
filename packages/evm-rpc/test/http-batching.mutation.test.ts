// The HTTP transport's timers and batching schedule, checked with fake timers, and a custom
// fetch's declared length. Written against mutants that survived `npm run test:mutation` (see
// CONTRIBUTING.md).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createEvmClient, http, ResponseTooLargeError } from '../src/index.js';
import { echo, stubFetch } from './helpers.js';

const URL = 'http://rpc.test/';

afterEach(() => {
  vi.useRealTimers();
});

describe('http transport', () => {
  test('a custom fetch’s declared length is not trusted: the body read is what counts', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'x'.repeat(100) }), {
        headers: { 'content-length': '2' },
      });
    const client = createEvmClient({ transport: http(URL, { fetch, maxResponseBytes: 50 }) });
    await expect(client.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  test('no timer is left running after an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch } = stubFetch(echo());
    await createEvmClient({ transport: http(URL, { fetch }) }).request({ method: 'eth_chainId' });
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a batch that reaches maxSize goes at once, without waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, calls } = stubFetch(echo((c) => c.method));
    const client = createEvmClient({ transport: http(URL, { fetch, batch: { maxSize: 2, wait: 60_000 } }) });
    const both = Promise.all([client.request({ method: 'eth_chainId' }), client.request({ method: 'net_version' })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(await both).toEqual(['eth_chainId', 'net_version']);
  });

  test('wait 0 sends at the end of the tick, on a microtask: no timer has to fire', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] });
    const { fetch, calls } = stubFetch(echo((c) => c.method));
    const client = createEvmClient({ transport: http(URL, { fetch, batch: { wait: 0 } }) });
    const both = Promise.all([client.request({ method: 'eth_chainId' }), client.request({ method: 'net_version' })]);
    // Timers are faked and never advanced: only microtasks run.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toHaveLength(2);
    expect(await both).toEqual(['eth_chainId', 'net_version']);
  });

  test('each batch waits its own `wait`: an earlier batch’s timer does not send a later one early', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, calls } = stubFetch(echo((c) => c.method));
    const client = createEvmClient({ transport: http(URL, { fetch, batch: { maxSize: 2, wait: 100 } }) });
    // Two calls fill a batch at t=0 (sent at once); the timer set for the first of them stays.
    const first = Promise.all([client.request({ method: 'eth_chainId' }), client.request({ method: 'net_version' })]);
    await vi.advanceTimersByTimeAsync(50);
    const later = client.request({ method: 'eth_blockNumber' });
    await vi.advanceTimersByTimeAsync(60); // t=110: the first timer has fired, the later call's has not
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(40); // t=150
    expect(calls).toHaveLength(2);
    await first;
    expect(await later).toBe('eth_blockNumber');
  });
});
