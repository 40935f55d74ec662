// Subscriptions over the WebSocket transport against a scripted socket: notifications that arrive
// before their eth_subscribe answer (bounded, see `earlyNotifications`), unsubscribe answers, the
// reconnect backoff and attempt count, and re-creating subscriptions after a drop.
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  DEFAULT_EARLY_NOTIFICATION_LIMITS,
  type EarlyNotificationLimits,
  RpcError,
  SocketClosedError,
} from '../src/index.js';
import { scripted, sentCall, subscribed } from './fake-socket.js';

afterEach(() => {
  vi.useRealTimers();
});

const notify = (subscription: string, result: unknown) => ({
  jsonrpc: '2.0',
  method: 'eth_subscription',
  params: { subscription, result },
});

describe('notifications before the eth_subscribe answer', () => {
  /** Subscribes; before answering, sends `early` notifications for 0xa and one for each of `others` ids. */
  async function early(count: number, others: number, earlyNotifications?: EarlyNotificationLimits) {
    const { transport, socket } = scripted({ earlyNotifications });
    const data: unknown[] = [];
    const subscribing = transport.subscribe(
      ['newHeads'],
      (d) => data.push(d),
      () => undefined,
    );
    const s = await socket(0);
    s.open();
    await sentCall(s, 'eth_subscribe');
    for (let i = 0; i < count; i++) s.message(notify('0xa', i));
    for (let i = 0; i < others; i++) s.message(notify(`0xb${i}`, i));
    s.reply('eth_subscribe', '0xa');
    await subscribing;
    await transport.close();
    return data;
  }

  test('are delivered once subscribed, in order, up to perSubscription of them', async () => {
    expect(await early(3, 0)).toEqual([0, 1, 2]);
    expect(await early(5, 0, { perSubscription: 4 })).toEqual([0, 1, 2, 3]);
    const { perSubscription } = DEFAULT_EARLY_NOTIFICATION_LIMITS;
    expect(await early(perSubscription + 1, 0)).toHaveLength(perSubscription);
  });

  test('are kept for up to `subscriptions` unknown ids; one more drops what was kept', async () => {
    expect(await early(1, 2, { subscriptions: 3 })).toEqual([0]);
    expect(await early(1, 3, { subscriptions: 3 })).toEqual([]);
    const { subscriptions } = DEFAULT_EARLY_NOTIFICATION_LIMITS;
    expect(await early(1, subscriptions - 1)).toEqual([0]);
    expect(await early(1, subscriptions)).toEqual([]);
  });

  test('an undefined limit is the default', async () => {
    expect(await early(2, 0, { perSubscription: undefined, bytes: undefined })).toEqual([0, 1]);
  });

  test('what was kept for an id leaves the byte count when the id is named, so later ones fit again', async () => {
    const message = JSON.stringify(notify('0xa', 0)).length;
    const { transport, socket } = scripted({ earlyNotifications: { bytes: message * 2 } });
    const data: unknown[] = [];
    const first = transport.subscribe(
      ['newHeads'],
      (d) => data.push(d),
      () => undefined,
    );
    const s = await socket(0);
    s.open();
    await sentCall(s, 'eth_subscribe');
    s.message(notify('0xa', 0));
    s.message(notify('0xa', 1));
    s.message(notify('0xa', 2)); // over the limit: dropped
    s.reply('eth_subscribe', '0xa');
    await first;
    const second = transport.subscribe(
      ['newHeads'],
      (d) => data.push(d),
      () => undefined,
    );
    await sentCall(s, 'eth_subscribe', 2);
    s.message(notify('0xc', 3));
    s.message(notify('0xc', 4));
    s.reply('eth_subscribe', '0xc');
    await second;
    expect(data).toEqual([0, 1, 3, 4]);
    await transport.close();
  });
});

describe('a notification handler that throws', () => {
  test('does not stop later notifications; its error is rethrown on a microtask of its own', async () => {
    const { transport, s0 } = await subscribed();
    const seen: unknown[] = [];
    const handler = new Error('bug in the handler');
    // A second subscription whose handler throws on its first notification.
    const rethrown: (() => void)[] = [];
    const subscribing = transport.subscribe(
      ['logs'],
      (d) => {
        seen.push(d);
        if (seen.length === 1) throw handler;
      },
      () => undefined,
    );
    await sentCall(s0, 'eth_subscribe', 2);
    s0.reply('eth_subscribe', '0xc');
    await subscribing;
    vi.stubGlobal('queueMicrotask', (f: () => void) => rethrown.push(f));
    try {
      s0.message(notify('0xc', 1));
      s0.message(notify('0xc', 2));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(seen).toEqual([1, 2]);
    expect(rethrown).toHaveLength(1);
    expect(() => rethrown[0]!()).toThrow(handler);
    await transport.close();
  });
});

describe('unsubscribe', () => {
  test('answers what the node answered: true, false, or false on an error', async () => {
    for (const [answer, error, expected] of [
      [true, undefined, true],
      [false, undefined, false],
      [null, { code: -32000, message: 'x' }, false],
    ] as const) {
      const { transport, s0, unsubscribe } = await subscribed();
      const unsubscribing = unsubscribe();
      await sentCall(s0, 'eth_unsubscribe');
      expect(s0.calls('eth_unsubscribe')[0]!.params).toEqual(['0xa']);
      s0.reply('eth_unsubscribe', answer, error);
      expect(await unsubscribing).toBe(expected);
      await transport.close();
    }
  });

  test('while the subscription is being re-created nothing is sent and the answer is false', async () => {
    const { transport, s0, socket, unsubscribe } = await subscribed();
    s0.drop();
    const s1 = await socket(1);
    s1.open();
    await sentCall(s1, 'eth_subscribe');
    expect(await unsubscribe()).toBe(false);
    expect(s1.calls('eth_unsubscribe')).toEqual([]);
    // Its new id comes back after all: the subscription is dropped at the node.
    s1.reply('eth_subscribe', '0xb');
    await sentCall(s1, 'eth_unsubscribe');
    expect(s1.calls('eth_unsubscribe')[0]!.params).toEqual(['0xb']);
    await transport.close();
  });
});

describe('reconnect', () => {
  test('re-creates the subscription on a new socket; notifications of the new id reach the same handler', async () => {
    const onReconnect = vi.fn();
    const { transport, s0, socket, data } = await subscribed({ onReconnect });
    s0.drop();
    const s1 = await socket(1);
    s1.open();
    await sentCall(s1, 'eth_subscribe');
    s1.reply('eth_subscribe', '0xb');
    await vi.waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(1));
    s1.message(notify('0xb', 'new'));
    expect(data).toEqual(['new']);
    await transport.close();
  });

  test('gives up after the configured attempts, with the last close code in the error', async () => {
    const { s0, socket, sockets, errors, transport } = await subscribed({
      reconnect: { attempts: 2, delayMs: 1, maxDelayMs: 1 },
    });
    s0.drop();
    (await socket(1)).drop(4321, 'go away');
    (await socket(2)).drop(4321, 'go away');
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(sockets).toHaveLength(3);
    expect(errors[0]).toBeInstanceOf(SocketClosedError);
    expect(errors[0]).toMatchObject({ code: 4321, reason: 'go away' });
    await transport.close();
  });

  test('after giving up, a new subscription has all its reconnect attempts again', async () => {
    const { s0, socket, sockets, errors, transport } = await subscribed({
      reconnect: { attempts: 1, delayMs: 1, maxDelayMs: 1 },
    });
    s0.drop();
    (await socket(1)).drop(4321, 'go away');
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    const later: unknown[] = [];
    const subscribing = transport.subscribe(
      ['newHeads'],
      () => undefined,
      (e) => later.push(e),
    );
    const s2 = await socket(2);
    s2.onSend = (c) => c.method === 'eth_subscribe' && s2.reply('eth_subscribe', '0xb');
    s2.open();
    await subscribing;
    s2.drop();
    // one attempt for this drop: a reconnect, not an at-once "gave up"
    const s3 = await socket(3);
    s3.open();
    await sentCall(s3, 'eth_subscribe');
    expect(later).toEqual([]);
    expect(sockets).toHaveLength(4);
    await transport.close();
  });

  test('a connect that times out counts as code 1006 with the timeout message', async () => {
    const { s0, errors, transport } = await subscribed({
      timeoutMs: 20,
      reconnect: { attempts: 1, delayMs: 1, maxDelayMs: 1 },
    });
    s0.drop();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({ code: 1006 });
    expect((errors[0] as SocketClosedError).reason).toMatch(/connect/);
    await transport.close();
  });

  test('drops of a socket without subscriptions do not use up the reconnect attempts', async () => {
    vi.useFakeTimers();
    const { transport, socket, sockets } = scripted({ reconnect: { attempts: 2, delayMs: 1, maxDelayMs: 1 } });
    // Two sockets used for calls only, each dropped by the server.
    for (let n = 0; n < 2; n++) {
      const asking = transport.request({ method: 'eth_chainId' });
      const s = await socket(n);
      s.open();
      await sentCall(s, 'eth_chainId');
      s.reply('eth_chainId', '0x6792');
      expect(await asking).toBe('0x6792');
      s.drop();
      await vi.advanceTimersByTimeAsync(1000); // far longer than any reconnect delay
    }
    const errors: unknown[] = [];
    const subscribing = transport.subscribe(
      ['newHeads'],
      () => undefined,
      (e) => errors.push(e),
    );
    const s2 = await socket(2);
    s2.onSend = (c) => c.method === 'eth_subscribe' && s2.reply('eth_subscribe', '0xa');
    s2.open();
    await subscribing;
    s2.drop();
    // The first drop with a subscription reconnects (attempt 1 of 2), it does not give up.
    const s3 = await socket(3);
    expect(errors).toEqual([]);
    s3.open();
    await sentCall(s3, 'eth_subscribe');
    expect(sockets).toHaveLength(4);
    await transport.close();
  });

  test('waits delayMs, doubled per attempt, capped at maxDelayMs', async () => {
    const { s0, sockets, transport } = await subscribed({ reconnect: { attempts: 5, delayMs: 100, maxDelayMs: 250 } });
    vi.useFakeTimers();
    s0.drop();
    const expectSockets = async (advance: number, n: number) => {
      await vi.advanceTimersByTimeAsync(advance);
      expect(sockets).toHaveLength(n);
    };
    await expectSockets(99, 1);
    await expectSockets(1, 2);
    sockets[1]!.drop();
    await expectSockets(199, 2);
    await expectSockets(1, 3);
    sockets[2]!.drop();
    await expectSockets(249, 3);
    await expectSockets(1, 4);
    await transport.close();
  });

  test('no reconnect when the last subscription went away meanwhile', async () => {
    vi.useFakeTimers();
    const { s0, sockets, unsubscribe, transport } = await subscribed({
      reconnect: { attempts: 5, delayMs: 20, maxDelayMs: 20 },
    });
    s0.drop();
    expect(await unsubscribe()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000); // far past the reconnect delay
    expect(sockets).toHaveLength(1);
    await transport.close();
  });

  test('a subscription the node refuses on re-creation gets the RpcError; others stay', async () => {
    const { s0, socket, errors, transport } = await subscribed();
    s0.drop();
    const s1 = await socket(1);
    s1.open();
    await sentCall(s1, 'eth_subscribe');
    s1.reply('eth_subscribe', null, { code: -32000, message: 'no more filters' });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toBeInstanceOf(RpcError);
    expect(s1.terminated).toBe(false);
    await transport.close();
  });

  test('a re-creation that times out drops the new socket and tries again', async () => {
    // Long enough for the test to open the socket in time (socket() polls): the call times out, not the connect.
    const { s0, socket, transport } = await subscribed({ timeoutMs: 300 });
    s0.drop();
    const s1 = await socket(1);
    s1.open();
    await sentCall(s1, 'eth_subscribe');
    expect(s1.terminated).toBe(false);
    await vi.waitFor(() => expect(s1.terminated).toBe(true));
    const s2 = await socket(2);
    s2.open();
    await sentCall(s2, 'eth_subscribe');
    await transport.close();
  });
});
