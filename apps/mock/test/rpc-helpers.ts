/**
 * Helpers for the JSON-RPC mock tests: the dereferenced document with its own ajv (independent of
 * the mock's code), HTTP/WebSocket clients, a seeded PRNG, and a checker for JSON-RPC answers.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import ajv2020Module from 'ajv/dist/2020.js';
import ajvFormatsModule from 'ajv-formats';
import WebSocket from 'ws';
import { RpcFailure } from '../src/rpc/dispatch.mjs';

export type Json = any;

const Ajv2020 = ((ajv2020Module as any).default ?? ajv2020Module) as typeof import('ajv/dist/2020.js').default;
const addFormats = ((ajvFormatsModule as any).default ?? ajvFormatsModule) as typeof import('ajv-formats').default;

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DOC_PATH = path.join(REPO_ROOT, 'packages/evm-rpc/generated/openrpc.dereferenced.json');

let docCache: Json | undefined;
/** The dereferenced OpenRPC document (do not mutate; structuredClone first). */
export function rpcDoc(): Json {
  return (docCache ??= JSON.parse(readFileSync(DOC_PATH, 'utf8')));
}

/** Replaces local `$ref`s (left in x-subscriptions) by their targets. */
export function deref(node: Json, root: Json = rpcDoc(), depth = 0): Json {
  if (depth > 64) throw new Error('$ref too deep');
  if (Array.isArray(node)) return node.map((n) => deref(n, root, depth + 1));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    let target = root;
    for (const k of node.$ref.slice(2).split('/')) target = target?.[k.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (target === undefined) throw new Error(`unresolvable ${node.$ref}`);
    return deref(target, root, depth + 1);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v, root, depth + 1)]));
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** Validator of a method's result schema (or of a subscription kind's payload with `sub:<kind>`). */
export function resultValidator(key: string): ValidateFunction {
  let v = validators.get(key);
  if (!v) {
    let schema: Json;
    if (key.startsWith('sub:')) {
      const sub = rpcDoc().methods.find((m: Json) => m.name === 'eth_subscribe')['x-subscriptions'][key.slice(4)];
      schema = deref(sub.notification.result);
    } else {
      const m = rpcDoc().methods.find((x: Json) => x.name === key);
      if (!m) throw new Error(`no method ${key}`);
      schema = deref(m.result.schema);
    }
    v = ajv.compile(schema);
    validators.set(key, v);
  }
  return v;
}

/** Problems of `value` against any schema of the document ([] = valid). */
export function schemaProblems(schema: Json, value: unknown): string[] {
  const v = ajv.compile(deref(schema));
  return v(value) ? [] : (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

/** Problems of `value` against a result schema ([] = valid). */
export function resultProblems(key: string, value: unknown): string[] {
  const v = resultValidator(key);
  return v(value) ? [] : (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

export interface HttpAnswer {
  status: number;
  text: string;
  json: Json;
}

/** POSTs a body (objects are JSON-encoded, strings and buffers sent as they are). */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  const payload = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: payload as any,
  });
  const text = await res.text();
  let json: Json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json };
}

/** One call over HTTP; returns the response object. */
export async function call(url: string, method: string, params?: unknown, id: number | string = 1): Promise<Json> {
  const body: Json = { jsonrpc: '2.0', id, method };
  if (params !== undefined) body.params = params;
  const a = await post(url, body);
  if (a.status !== 200) throw new Error(`HTTP ${a.status}: ${a.text}`);
  return a.json;
}

/** Positional params of an example pairing. */
export const exampleParams = (m: Json, ex: Json) => {
  const byName = new Map((ex.params ?? []).map((p: Json) => [p.name, p.value]));
  const out = m.params.map((p: Json) => byName.get(p.name));
  while (out.length && out[out.length - 1] === undefined) out.pop();
  return out;
};

/** Resolves when `cond()` holds, re-checking every 10 ms; rejects after `ms`. */
export async function until(cond: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A WebSocket client that queues every incoming message. */
export class WsClient {
  readonly ws: WebSocket;
  readonly messages: Json[] = [];
  private waiters: Array<() => void> = [];
  closed?: { code: number; reason: string };

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      let parsed: Json;
      try {
        parsed = JSON.parse(String(data));
      } catch {
        parsed = { unparsable: String(data) };
      }
      this.messages.push(parsed);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
    ws.on('error', () => {});
  }

  private wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  static open(url: string): Promise<WsClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const c = new WsClient(ws);
      ws.once('open', () => resolve(c));
      ws.once('error', reject);
    });
  }

  send(data: unknown, binary = false) {
    const payload = typeof data === 'string' || Buffer.isBuffer(data) ? data : JSON.stringify(data);
    this.ws.send(payload, { binary });
  }

  /** Waits until a queued message satisfies `pred`; removes and returns it. */
  async next(pred: (m: Json) => boolean = () => true, timeoutMs = 5000): Promise<Json> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.messages.findIndex(pred);
      if (i >= 0) return this.messages.splice(i, 1)[0];
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for a WebSocket message');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Sends a request and waits for the answer with its id. */
  async call(method: string, params?: unknown, id: number | string = Math.floor(Math.random() * 1e9)): Promise<Json> {
    const body: Json = { jsonrpc: '2.0', id, method };
    if (params !== undefined) body.params = params;
    this.send(body);
    return this.next((m) => m && !Array.isArray(m) && m.id === id);
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/** mulberry32: small seeded PRNG, so fuzz failures reproduce. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    bool: () => next() < 0.5,
  };
}

const VALID_ID = (id: unknown) =>
  id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));

/** Problems with one JSON-RPC response object ([] = a valid result or error response). */
export function responseProblems(r: Json): string[] {
  const p: string[] = [];
  if (!r || typeof r !== 'object' || Array.isArray(r)) return ['response is not an object'];
  if (r.jsonrpc !== '2.0') p.push('jsonrpc is not "2.0"');
  if (!('id' in r) || !VALID_ID(r.id)) p.push(`bad id ${JSON.stringify(r.id)}`);
  const hasResult = 'result' in r;
  const hasError = 'error' in r;
  if (hasResult === hasError) p.push('needs exactly one of result and error');
  if (hasError) {
    const e = r.error;
    if (!e || typeof e !== 'object') p.push('error is not an object');
    else {
      if (!Number.isInteger(e.code)) p.push('error.code is not an integer');
      if (typeof e.message !== 'string' || !e.message) p.push('error.message is not a non-empty string');
    }
  }
  const extra = Object.keys(r).filter((k) => !['jsonrpc', 'id', 'result', 'error'].includes(k));
  if (extra.length) p.push(`extra members ${extra.join(',')}`);
  return p;
}

/** Writes raw bytes to 127.0.0.1:`port` and returns everything read until the server closes. */
export function rawExchange(port: number, text: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(text));
    let got = '';
    s.on('data', (d) => (got += d.toString('latin1')));
    s.on('error', () => resolve(got));
    s.on('close', () => resolve(got));
    s.setTimeout(10_000, () => reject(new Error(`no close; got ${got.slice(0, 200)}`)));
  });
}

export interface HttpExchange {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP request to 127.0.0.1:`port` on its own connection, with any headers (fetch cannot set
 * Host or Transfer-Encoding); `body` undefined sends none.
 */
export function httpExchange(
  port: number,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<HttpExchange> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The RpcFailure that `fn` throws (anything else thrown, or nothing, fails the test). */
export function rpcFailure(fn: () => unknown): RpcFailure {
  try {
    fn();
  } catch (e) {
    if (e instanceof RpcFailure) return e;
    throw e;
  }
  throw new Error('no RpcFailure thrown');
}
