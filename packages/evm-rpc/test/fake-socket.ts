// A scripted WebSocket for the transport's `WebSocket` option: the test opens, answers and drops it
// step by step, and sees what was sent and how the socket was closed.
import { expect, vi } from 'vitest';
import { type WebSocketTransportOptions, webSocket } from '../src/index.js';

export const URL = 'ws://node.test/';
export type Sent = { id: number; method: string; params: unknown[] };

/** A socket the test drives: it records what is sent and how it is closed. */
export class FakeSocket {
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  sent: Sent[] = [];
  closedWith: [number | undefined, string | undefined] | undefined;
  terminated = false;
  failSend = false;
  /** Called after each send, to answer at once. */
  onSend: ((call: Sent) => void) | undefined;
  send(data: string) {
    if (this.failSend) throw new Error('send failed');
    const call = JSON.parse(data) as Sent;
    this.sent.push(call);
    if (this.onSend) queueMicrotask(() => this.onSend!(call));
  }
  close(code?: number, reason?: string) {
    this.closedWith = [code, reason];
  }
  terminate() {
    this.terminated = true;
  }
  open() {
    this.onopen?.({});
  }
  drop(code = 1006, reason = '') {
    this.onclose?.({ code, reason });
  }
  message(value: unknown) {
    this.onmessage?.({ data: typeof value === 'string' ? value : JSON.stringify(value) });
  }
  /** Answers the last call of `method` with a result (or an error object). */
  reply(method: string, result: unknown, error?: { code: number; message: string }) {
    const call = [...this.sent].reverse().find((c) => c.method === method);
    if (!call) throw new Error(`no ${method} sent`);
    this.message(error ? { jsonrpc: '2.0', id: call.id, error } : { jsonrpc: '2.0', id: call.id, result });
  }
  calls(method: string) {
    return this.sent.filter((c) => c.method === method);
  }
}

/** A transport over scripted sockets; `sockets` lists every socket it constructed. */
export function scripted(options: WebSocketTransportOptions = {}, Base: typeof FakeSocket = FakeSocket) {
  const sockets: FakeSocket[] = [];
  const WebSocket = class extends Base {
    constructor(readonly url: string) {
      super();
      sockets.push(this);
    }
  };
  const transport = webSocket(URL, { keepAliveMs: 0, ...options, WebSocket });
  const socket = async (n: number) => {
    await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(n));
    return sockets[n]!;
  };
  return { transport, sockets, socket };
}

/** Waits until `s` has sent a call of `method` (count: how many). */
export const sentCall = (s: FakeSocket, method: string, count = 1) =>
  vi.waitFor(() => expect(s.calls(method).length).toBeGreaterThanOrEqual(count));

/** A transport with one live subscription on socket 0; returns what the subscription received. */
export async function subscribed(options: WebSocketTransportOptions = {}) {
  const t = scripted({ reconnect: { attempts: 2, delayMs: 1, maxDelayMs: 1 }, ...options });
  const data: unknown[] = [];
  const errors: unknown[] = [];
  const unsubscribing = t.transport.subscribe(
    ['newHeads'],
    (d) => data.push(d),
    (e) => errors.push(e),
  );
  const s0 = await t.socket(0);
  s0.onSend = (c) => c.method === 'eth_subscribe' && s0.reply('eth_subscribe', '0xa');
  s0.open();
  const unsubscribe = await unsubscribing;
  s0.onSend = undefined;
  return { ...t, s0, data, errors, unsubscribe };
}
