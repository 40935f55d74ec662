import { type EvmClientError, RpcError, SocketClosedError, TimeoutError } from '../errors.js';
import { body, settle, settleBatch } from '../jsonrpc.js';
import type { BatchEntry, RpcRequest, Transport, Unsubscribe } from './types.js';
import { checkUrl } from './url.js';

/** The part of the WebSocket API (browser, Node ≥ 22, or the `ws` package) the transport uses. */
interface Socket {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate?(): void;
}

/** A WebSocket class: `globalThis.WebSocket`, `ws`'s `WebSocket`, or a compatible one. */
export type WebSocketConstructor = new (url: string) => object;

export interface ReconnectOptions {
  /** Attempts after a drop before the subscriptions get a SocketClosedError (default 5). */
  attempts?: number;
  /** Delay before the first attempt, doubled on each further one (default 1000 ms). */
  delayMs?: number;
  /** Upper bound of the delay (default 30 000 ms). */
  maxDelayMs?: number;
}

export interface WebSocketTransportOptions {
  /** Sends a `net_version` call every `keepAliveMs` (default 30 000; 0 = off); no answer within it (or `timeoutMs`) counts as a dead socket. */
  keepAliveMs?: number;
  /** Reconnects after the socket drops while subscriptions are live, and re-creates them; `false` turns it off. */
  reconnect?: ReconnectOptions | false;
  /** Per call and for opening the socket, in milliseconds (default 10 000). */
  timeoutMs?: number;
  /** A WebSocket class. Default: `globalThis.WebSocket` (browsers, Node ≥ 22), else the `ws` package. */
  WebSocket?: WebSocketConstructor;
  /** Called after a reconnect once the live subscriptions are re-created (events in between are not replayed). */
  onReconnect?: () => void;
  /**
   * Largest message accepted, in bytes (default 64 MiB), enforced by the `ws` package (its
   * `maxPayload`): a larger message closes the socket (ws sends 1009 Message Too Big), and the
   * pending calls fail with `SocketClosedError`. Browsers and a global `WebSocket` set their own limit.
   */
  maxResponseBytes?: number | undefined;
  /** Bounds on the notifications kept for subscription ids not known yet (see {@link EarlyNotificationLimits}). */
  earlyNotifications?: EarlyNotificationLimits | undefined;
}

/**
 * A node may send a subscription's first notification before its eth_subscribe answer; such
 * notifications are kept until the answer names their subscription, then delivered in order. A
 * notification for an id that never gets named (another client's, or none) is kept as well, so what is
 * kept is bounded: a notification over a bound is dropped.
 */
export interface EarlyNotificationLimits {
  /** Most notifications kept per unknown subscription id (default 256). */
  perSubscription?: number | undefined;
  /** Most unknown subscription ids kept at once (default 64); a notification for one more drops everything kept. */
  subscriptions?: number | undefined;
  /** Most bytes kept over all unknown ids, counted as the length of each message's text (default 4 MiB). */
  bytes?: number | undefined;
}

/** The defaults of {@link EarlyNotificationLimits}. */
export const DEFAULT_EARLY_NOTIFICATION_LIMITS = { perSubscription: 256, subscriptions: 64, bytes: 4 * 1024 * 1024 };

export interface WebSocketTransport extends Transport {
  readonly type: 'webSocket';
  subscribe(
    params: readonly unknown[],
    onData: (result: unknown) => void,
    onError: (error: EvmClientError) => void,
  ): Promise<Unsubscribe>;
}

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  ids: number[];
  answer: (message: unknown) => void;
  fail: (error: EvmClientError) => void;
}

interface Subscription {
  params: readonly unknown[];
  onData: (result: unknown) => void;
  onError: (error: EvmClientError) => void;
  /** The server's id on the current connection. */
  id?: string | undefined;
}

const noop = () => {};

/** The members of `limits` that are set (an `undefined` member means the default). */
function definedOnly<T extends object>(limits: T | undefined): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(limits ?? {}).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

/**
 * JSON-RPC over one WebSocket: calls multiplexed by id, keep-alive calls, subscriptions, and — when
 * the socket drops while subscriptions are live — reconnects with exponential backoff and re-creates
 * them (the caller's handle stays the same; new server ids are mapped behind it). Calls pending
 * when the socket drops fail with SocketClosedError; they are not retried.
 */
export function webSocket(url: string, options: WebSocketTransportOptions = {}): WebSocketTransport {
  checkUrl('webSocket()', url, ['ws:', 'wss:']);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const keepAliveMs = options.keepAliveMs ?? 30_000;
  const reconnect =
    options.reconnect === false ? undefined : { attempts: 5, delayMs: 1000, maxDelayMs: 30_000, ...options.reconnect };
  let nextId = 0;
  let socket: Socket | undefined;
  let opening: Promise<Socket> | undefined;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAliveTimer: ReturnType<typeof setInterval> | undefined;
  const pending = new Map<number, Pending>();
  const subscriptions = new Set<Subscription>();
  const byServerId = new Map<string, Subscription>();
  /** Notifications that arrived before their eth_subscribe answer, with the size of each message's text. */
  const early = new Map<string, { result: unknown; size: number }[]>();
  let earlyBytes = 0;
  const earlyLimits = { ...DEFAULT_EARLY_NOTIFICATION_LIMITS, ...definedOnly(options.earlyNotifications) };

  const closedError = (code: number, reason: string, message?: string) =>
    new SocketClosedError({ code, reason, url, ...(message && { message }) });

  async function construct(): Promise<Socket> {
    const WS = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (WS) return new WS(url) as Socket;
    // `#ws` is the `ws` package, or nothing in browser bundles (package.json "imports").
    const { default: Ws } = await import('#ws');
    return new Ws(url, { maxPayload: options.maxResponseBytes ?? 64 * 1024 * 1024 }) as unknown as Socket;
  }

  function open(): Promise<Socket> {
    if (closed) return Promise.reject(closedError(1000, 'transport closed', `the transport to ${url} is closed`));
    if (socket) return Promise.resolve(socket);
    opening ??= (async () => {
      const s = await construct();
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          kill(s, 'connect timeout');
          reject(new TimeoutError({ timeoutMs, method: 'connect', url }));
        }, timeoutMs);
        s.onopen = () => {
          clearTimeout(timer);
          resolve();
        };
        s.onerror = noop; // a close event follows
        s.onclose = (ev) => {
          clearTimeout(timer);
          reject(closedError(ev.code, ev.reason, `could not connect to ${url} (${ev.code})`));
        };
      });
      if (closed) {
        kill(s, 'transport closed');
        throw closedError(1000, 'transport closed', `the transport to ${url} is closed`);
      }
      s.onmessage = (ev) => receive(ev.data);
      s.onclose = (ev) => lost(s, ev.code, ev.reason);
      socket = s;
      if (keepAliveMs > 0) {
        keepAliveTimer = setInterval(() => ping(s), keepAliveMs);
        // Stryker disable next-line OptionalChaining: Node's timers always have unref; the ?. is for browsers' numeric timer ids
        (keepAliveTimer as { unref?: () => void }).unref?.();
      }
      if (subscriptions.size) void resubscribe(s);
      return s;
    })().finally(() => {
      opening = undefined;
    });
    return opening;
  }

  function kill(s: Socket, reason: string, graceful = false) {
    s.onopen = s.onmessage = s.onclose = null;
    s.onerror = noop;
    try {
      if (graceful) s.close(1000, reason);
      else if (s.terminate) s.terminate();
      else s.close(4000, reason);
    } catch {
      // already closing
    }
  }

  function ping(s: Socket) {
    call(s, { method: 'net_version' }, Math.min(timeoutMs, keepAliveMs)).catch((error: EvmClientError) => {
      if (error.name === 'TimeoutError' && socket === s) {
        kill(s, 'keep-alive timeout');
        lost(s, 4000, 'keep-alive timeout');
      }
    });
  }

  /** Sends one call or a batch; `answer` gets the matching message. */
  function send(
    s: Socket,
    payload: unknown,
    ids: number[],
    method: string,
    timeout: number,
    answer: Pending['answer'],
    fail: Pending['fail'],
  ) {
    const entry: Pending = {
      ids,
      timer: setTimeout(() => {
        // Stryker disable next-line ArrowFunction: a settled call ignores a late answer or failure; the entry would only linger in memory
        ids.forEach((id) => {
          pending.delete(id);
        });
        fail(new TimeoutError({ timeoutMs: timeout, method, url }));
      }, timeout),
      answer: (message) => {
        clearTimeout(entry.timer);
        // Stryker disable next-line ArrowFunction: a settled call ignores a later failure; the entry would only linger in memory
        ids.forEach((id) => {
          pending.delete(id);
        });
        answer(message);
      },
      fail: (error) => {
        clearTimeout(entry.timer);
        fail(error);
      },
    };
    for (const id of ids) pending.set(id, entry);
    try {
      s.send(JSON.stringify(payload));
    } catch (error) {
      for (const id of ids) pending.delete(id);
      entry.fail(new SocketClosedError({ code: 1006, reason: String(error), url }));
    }
  }

  function call(s: Socket, request: RpcRequest, timeout = timeoutMs): Promise<unknown> {
    return new Promise((resolve, reject) => {
      // Stryker disable next-line UpdateOperator: ids only need to be distinct
      const id = ++nextId;
      send(
        s,
        body(id, request),
        [id],
        request.method,
        timeout,
        (message) => {
          const entry = settle(message, request.method);
          if (entry.status === 'fulfilled') resolve(entry.value);
          else reject(entry.reason);
        },
        reject,
      );
    });
  }

  function receive(data: unknown) {
    const text = String(data);
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      // Equivalent mutant: this catch block emptied (an undefined message matches no subscription and no pending call).
      return;
    }
    if (Array.isArray(message)) {
      for (const m of message) {
        const p = pending.get((m as { id?: number } | null)?.id as number);
        if (p) return p.answer(message);
      }
      return;
    }
    const m = message as {
      id?: unknown;
      method?: unknown;
      params?: { subscription?: unknown; result?: unknown };
    } | null;
    if (m && m.method === 'eth_subscription' && m.params) {
      const id = String(m.params.subscription);
      if (byServerId.has(id)) deliver(id, m.params.result);
      else keepEarly(id, m.params.result, text.length);
      return;
    }
    pending.get(m?.id as number)?.answer(message);
  }

  /** Keeps a notification for an id not known yet, within the limits (issue 24, #11: by bytes too). */
  function keepEarly(id: string, result: unknown, size: number) {
    let queue = early.get(id);
    if (!queue) {
      if (early.size >= earlyLimits.subscriptions) dropEarly();
      queue = [];
      early.set(id, queue);
    }
    if (queue.length >= earlyLimits.perSubscription || earlyBytes + size > earlyLimits.bytes) return;
    queue.push({ result, size });
    earlyBytes += size;
  }

  function dropEarly() {
    early.clear();
    earlyBytes = 0;
  }

  function deliver(id: string, result: unknown) {
    const sub = byServerId.get(id);
    if (!sub) return;
    try {
      sub.onData(result);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }

  function bind(sub: Subscription, id: string) {
    sub.id = id;
    byServerId.set(id, sub);
    const queued = early.get(id) ?? [];
    early.delete(id);
    for (const { result, size } of queued) {
      earlyBytes -= size;
      deliver(id, result);
    }
  }

  function lost(s: Socket, code: number, reason: string) {
    // Equivalent mutant: `s !== socket` → false (every caller passes the current socket; kill() detaches onclose).
    if (s !== socket) return;
    socket = undefined;
    clearInterval(keepAliveTimer);
    const error = closedError(code, reason);
    const failed = new Set(pending.values());
    pending.clear();
    for (const p of failed) p.fail(error);
    byServerId.clear();
    dropEarly();
    subscriptions.forEach((sub) => {
      sub.id = undefined;
    });
    if (closed || !subscriptions.size) return;
    if (reconnect) scheduleReconnect(code, reason);
    else giveUp(error);
  }

  function giveUp(error: SocketClosedError) {
    const subs = [...subscriptions];
    subscriptions.clear();
    for (const sub of subs) sub.onError(error);
  }

  function scheduleReconnect(code: number, reason: string) {
    if (!reconnect || reconnectTimer || closed) return;
    if (attempt >= reconnect.attempts) {
      attempt = 0;
      return giveUp(
        closedError(
          code,
          reason,
          `socket ${url} closed (${code}); gave up after ${reconnect.attempts} reconnect attempts`,
        ),
      );
    }
    const delay = Math.min(reconnect.delayMs * 2 ** attempt++, reconnect.maxDelayMs);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (closed || !subscriptions.size || socket) return;
      open().catch((error: EvmClientError) =>
        scheduleReconnect(
          (error as SocketClosedError).code ?? 1006,
          (error as SocketClosedError).reason ?? error.message,
        ),
      );
    }, delay);
  }

  /** Re-creates every live subscription on a new socket, keeping the caller's handles. */
  async function resubscribe(s: Socket) {
    for (const sub of [...subscriptions]) {
      // Equivalent mutant: `sub.id !== undefined` → false (lost() cleared every id).
      if (sub.id !== undefined) continue;
      try {
        const id = String(await call(s, { method: 'eth_subscribe', params: sub.params }));
        if (subscriptions.has(sub)) bind(sub, id);
        else call(s, { method: 'eth_unsubscribe', params: [id] }).catch(noop);
      } catch (error) {
        if (error instanceof RpcError) {
          subscriptions.delete(sub);
          sub.onError(error);
        } else {
          // The socket dropped again (lost() schedules the next attempt) or does not answer: drop it.
          // Equivalent mutant: `socket === s` → true (killing a dropped socket again does nothing; lost() ignores it).
          if (socket === s) {
            kill(s, 'resubscribe failed');
            lost(s, 4000, 'resubscribe failed');
          }
          return;
        }
      }
    }
    // Equivalent mutant: `socket === s` → true (calls on a dropped socket fail, so the loop has returned).
    if (socket === s) {
      attempt = 0;
      options.onReconnect?.();
    }
  }

  async function subscribe(
    params: readonly unknown[],
    onData: Subscription['onData'],
    onError: Subscription['onError'],
  ): Promise<Unsubscribe> {
    const sub: Subscription = { params, onData, onError };
    const s = await open();
    const id = String(await call(s, { method: 'eth_subscribe', params }));
    subscriptions.add(sub);
    bind(sub, id);
    return async () => {
      if (!subscriptions.delete(sub)) return false;
      const sid = sub.id;
      sub.id = undefined;
      if (sid === undefined || !socket) return false;
      byServerId.delete(sid);
      return call(socket, { method: 'eth_unsubscribe', params: [sid] }).then(
        (r) => r === true,
        () => false,
      );
    };
  }

  async function request(request: RpcRequest): Promise<unknown> {
    return call(await open(), request);
  }

  async function requestBatch(requests: readonly RpcRequest[]): Promise<BatchEntry[]> {
    if (requests.length === 0) return [];
    const s = await open();
    // Stryker disable next-line UpdateOperator: ids only need to be distinct
    const ids = requests.map(() => ++nextId);
    return new Promise((resolve, reject) => {
      send(
        s,
        requests.map((r, i) => body(ids[i]!, r)),
        ids,
        'batch',
        timeoutMs,
        (message) => resolve(settleBatch(message, ids, requests)),
        reject,
      );
    });
  }

  async function close() {
    closed = true;
    clearTimeout(reconnectTimer);
    subscriptions.clear();
    const s = socket;
    if (s) {
      kill(s, 'closed by the client', true);
      lost(s, 1000, 'closed by the client');
    }
  }

  return { type: 'webSocket', url, request, requestBatch, subscribe, close };
}
