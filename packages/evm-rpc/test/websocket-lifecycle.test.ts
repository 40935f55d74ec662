// The WebSocket transport's socket lifecycle against a scripted socket (the `WebSocket` option):
// connect timeouts and refusals, how sockets are closed, keep-alive, odd messages. Each step is driven
// by the test, so no timing is guessed. Subscriptions: websocket-subscriptions.test.ts.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SocketClosedError, TimeoutError } from '../src/index.js';
import { FakeSocket, type Sent, scripted, sentCall, URL } from './fake-socket.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('opening', () => {
  test('a socket that does not open in time is terminated and the call fails with a connect TimeoutError', async () => {
    const { transport, socket } = scripted({ timeoutMs: 20 });
    const err = await transport.request({ method: 'eth_chainId' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeoutError);
    expect((err as TimeoutError).method).toBe('connect');
    expect((await socket(0)).terminated).toBe(true);
  });

  test('a refused connection names the address and the close code', async () => {
    const { transport, socket } = scripted();
    const calling = transport.request({ method: 'eth_chainId' }).catch((e: unknown) => e);
    (await socket(0)).drop(1006);
    const err = (await calling) as SocketClosedError;
    expect(err).toBeInstanceOf(SocketClosedError);
    expect(err.message).toBe(`could not connect to ${URL} (1006)`);
  });

  test('closed while connecting: the new socket is terminated and the call fails; later calls fail at once', async () => {
    const { transport, socket, sockets } = scripted();
    const calling = transport.request({ method: 'eth_chainId' }).catch((e: unknown) => e);
    const s = await socket(0);
    await transport.close();
    s.open();
    const err = (await calling) as SocketClosedError;
    expect(err).toBeInstanceOf(SocketClosedError);
    expect(err.message).toBe(`the transport to ${URL} is closed`);
    expect(s.terminated).toBe(true);
    const later = (await transport.request({ method: 'eth_chainId' }).catch((e: unknown) => e)) as SocketClosedError;
    expect(later.message).toBe(`the transport to ${URL} is closed`);
    expect(sockets).toHaveLength(1);
  });

  test('the transport says what it is', () => {
    expect(scripted().transport.type).toBe('webSocket');
  });
});

describe('closing', () => {
  test('close() closes the socket with 1000 and fails pending calls with the same code and reason', async () => {
    const { transport, socket } = scripted();
    const calling = transport.request({ method: 'eth_chainId' }).catch((e: unknown) => e);
    const s = await socket(0);
    s.open();
    await sentCall(s, 'eth_chainId');
    await transport.close();
    expect(s.closedWith).toEqual([1000, 'closed by the client']);
    expect(s.terminated).toBe(false);
    expect(await calling).toMatchObject({ name: 'SocketClosedError', code: 1000, reason: 'closed by the client' });
  });

  test('a socket without terminate() (browsers) is closed with 4000 and the reason', async () => {
    class BrowserSocket extends FakeSocket {
      declare terminate: never;
    }
    Object.defineProperty(BrowserSocket.prototype, 'terminate', { value: undefined });
    const { transport, socket } = scripted({ timeoutMs: 20 }, BrowserSocket);
    await transport.request({ method: 'eth_chainId' }).catch(() => undefined);
    expect((await socket(0)).closedWith).toEqual([4000, 'connect timeout']);
  });

  test('a send that throws fails the call with SocketClosedError 1006', async () => {
    const { transport, socket } = scripted();
    const calling = transport.request({ method: 'eth_chainId' }).catch((e: unknown) => e);
    const s = await socket(0);
    s.failSend = true;
    s.open();
    expect(await calling).toMatchObject({ name: 'SocketClosedError', code: 1006, reason: 'Error: send failed' });
  });
});

describe('keep-alive', () => {
  test('keepAliveMs: 0 sends no keep-alive calls', async () => {
    vi.useFakeTimers();
    const { transport, socket } = scripted({ keepAliveMs: 0 });
    const calling = transport.request({ method: 'eth_chainId' });
    const s = await socket(0);
    s.open();
    await sentCall(s, 'eth_chainId');
    s.reply('eth_chainId', '0x1');
    await calling;
    await vi.advanceTimersByTimeAsync(10 * 60_000); // far past the default interval (30 s)
    expect(s.calls('net_version')).toEqual([]);
  });

  test('an unanswered keep-alive terminates the socket; pending calls fail with 4000 keep-alive timeout', async () => {
    const { transport, socket } = scripted({ keepAliveMs: 20, timeoutMs: 5000 });
    const pending = transport.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e);
    const s = await socket(0);
    s.open();
    await vi.waitFor(() => expect(s.terminated).toBe(true));
    expect(s.calls('net_version').length).toBeGreaterThan(0);
    expect(await pending).toMatchObject({ name: 'SocketClosedError', code: 4000, reason: 'keep-alive timeout' });
    await transport.close();
  });

  test('a keep-alive answered with an error keeps the socket', async () => {
    const { transport, socket } = scripted({ keepAliveMs: 20 });
    const pending = transport.request({ method: 'eth_blockNumber' });
    const s = await socket(0);
    s.onSend = (c) => {
      if (c.method === 'net_version') s.reply('net_version', null, { code: -32601, message: 'no' });
    };
    s.open();
    await sentCall(s, 'net_version', 3);
    expect(s.terminated).toBe(false);
    s.reply('eth_blockNumber', '0x5');
    expect(await pending).toBe('0x5');
    await transport.close();
  });
});

describe('messages', () => {
  test('null, unknown ids and foreign notifications are ignored; a batch answer is matched by any known id', async () => {
    const { transport, socket } = scripted();
    const single = transport.request({ method: 'eth_chainId' });
    const batch = transport.requestBatch([{ method: 'eth_blockNumber' }, { method: 'net_version' }]);
    const s = await socket(0);
    s.open();
    await sentCall(s, 'eth_chainId');
    await vi.waitFor(() => expect(s.sent.length).toBe(2));
    s.message('null');
    s.message({ jsonrpc: '2.0', id: 999, result: 'x' });
    s.message({ jsonrpc: '2.0', method: 'other_notification', params: { subscription: '0x1', result: 1 } });
    s.reply('eth_chainId', '0x1');
    const ids = (s.sent[1] as unknown as Sent[]).map((c) => c.id);
    s.message([
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'bad' } },
      { jsonrpc: '2.0', id: ids[0], result: '0x2' },
      { jsonrpc: '2.0', id: ids[1], result: '3' },
    ]);
    expect(await single).toBe('0x1');
    expect((await batch).map((e) => (e.status === 'fulfilled' ? e.value : e.reason))).toEqual(['0x2', '3']);
  });

  test('a batch that times out names the batch', async () => {
    const { transport, socket } = scripted({ timeoutMs: 30 });
    const batch = transport
      .requestBatch([{ method: 'eth_blockNumber' }, { method: 'net_version' }])
      .catch((e: unknown) => e);
    (await socket(0)).open();
    expect(await batch).toMatchObject({ name: 'TimeoutError', method: 'batch' });
  });
});
