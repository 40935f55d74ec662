// Helpers for the JSON-RPC mock's tests: HTTP and WebSocket clients that wait for events, raw sockets for
// the edges fetch hides, and the document's checks through the contract runtime.

import { once } from 'node:events';
import net from 'node:net';
import { type JsonObject, loadRpcDocument, type OpenRpcDocument, RpcContract } from '@sidechain-api/contract';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import { type RpcMock, type RpcMockOptions, startRpcMock } from '../src/index.js';

export type Json = Record<string, unknown>;

export const contract = new RpcContract();

/** A start function for mocks (a free port, the head frozen unless told) that are stopped after each test. */
export function mocksPerTest(): (options?: RpcMockOptions) => Promise<RpcMock> {
  const mocks: RpcMock[] = [];
  afterEach(async () => {
    for (const mock of mocks.splice(0)) await mock.stop();
  });
  return async (options = {}) => {
    const mock = await startRpcMock({ port: 0, headIntervalMs: 0, ...options });
    mocks.push(mock);
    return mock;
  };
}

/** Problems of a result of `method` against the document ([] when valid). */
export function resultProblems(method: string, result: unknown): string[] {
  const m = contract.methods.get(method);
  if (!m) return [`${method} is not a method of the document`];
  return contract.checkResult(m, result).map((p) => p.message);
}

/** A copy of the bundled document, for a test that changes it. */
export function bundledDocumentCopy(): OpenRpcDocument {
  return structuredClone(loadRpcDocument());
}

/** The method `name` of `doc`, as the document holds it (to change it in a copy). */
export function methodOf(doc: OpenRpcDocument, name: string): JsonObject {
  const method = doc.methods.find((m) => m.name === name);
  if (!method) throw new Error(`${name} is not a method of the document`);
  return method;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** POSTs a body: objects JSON-encoded, strings sent as they are; `application/json` unless told otherwise. */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export interface RpcAnswer {
  jsonrpc: '2.0';
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** One call answered in process (`RpcMock.handle`), by HTTP's rules; the answer object. */
export function callInProcess(mock: RpcMock, method: string, params: unknown[] = []): RpcAnswer {
  return JSON.parse(mock.handle(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })) ?? 'null') as RpcAnswer;
}

/** One call over HTTP; the answer object. */
export async function call(url: string, method: string, params?: unknown, id: number | string = 1): Promise<RpcAnswer> {
  const a = await post(url, { jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
  if (a.status !== 200) throw new Error(`HTTP ${a.status}: ${a.text}`);
  return a.json as RpcAnswer;
}

/** The result of one call over HTTP; throws the error answer. */
export async function result<T = unknown>(url: string, method: string, params?: unknown): Promise<T> {
  const a = await call(url, method, params);
  if (a.error) throw new Error(`${method}: ${a.error.code} ${a.error.message}`);
  return a.result as T;
}

/** A WebSocket client whose messages are awaited one by one, and notifications by subscription. */
export class Socket {
  readonly ws: WebSocket;
  readonly #queue: unknown[] = [];
  readonly #waiting: ((m: unknown) => void)[] = [];
  readonly notifications = new Map<string, unknown[]>();
  readonly #watchers = new Map<string, () => void>();

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Json;
      if (message.method === 'eth_subscription') {
        const params = message.params as { subscription: string; result: unknown };
        const list = this.notifications.get(params.subscription) ?? [];
        list.push(params.result);
        this.notifications.set(params.subscription, list);
        this.#watchers.get(params.subscription)?.();
        return;
      }
      const waiter = this.#waiting.shift();
      if (waiter) waiter(message);
      else this.#queue.push(message);
    });
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<Socket> {
    const ws = new WebSocket(url, { headers });
    await once(ws, 'open');
    return new Socket(ws);
  }

  /** The next message that is not a notification. */
  next(): Promise<unknown> {
    const queued = this.#queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async call(method: string, params?: unknown, id: number | string = 1): Promise<RpcAnswer> {
    this.send({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
    return (await this.next()) as RpcAnswer;
  }

  /** Resolves once subscription `id` has received `count` notifications. */
  received(id: string, count: number): Promise<unknown[]> {
    return new Promise((resolve) => {
      const check = () => {
        const list = this.notifications.get(id) ?? [];
        if (list.length >= count) {
          this.#watchers.delete(id);
          resolve(list);
        }
      };
      this.#watchers.set(id, check);
      check();
    });
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    const closed = once(this.ws, 'close');
    this.ws.close();
    await closed;
  }
}

/**
 * Sends raw bytes on a fresh TCP connection and resolves with everything the server sends back until it
 * closes the connection or `until` matches what arrived.
 */
export function rawExchange(port: number, request: string | Buffer, until?: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (until?.test(text)) socket.destroy();
    });
    socket.on('close', () => resolve(text));
    // a server that answers and closes before reading the whole request resets the rest of our writes
    socket.on('error', (err) => (text ? resolve(text) : reject(err)));
    socket.write(request);
  });
}

/** The status line, lower-case headers and body of a raw HTTP/1.1 answer. */
export function parseRawAnswer(text: string): { status: number; headers: Record<string, string>; body: string } {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) };
}
