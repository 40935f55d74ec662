// One HTTP exchange with a time limit over the whole answer (headers and body) and a capped body. A refused
// connection, a server that stops sending, or an answer too large is a ConformanceError('CONNECTION')
// (exit code 2), never a violation and never an uncaught exception.

import http from 'node:http';
import { exceedsJsonDepth, RPC_MAX_JSON_DEPTH } from '@sidechain-api/contract';
import { ConformanceError } from './errors.js';

export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Errors of a kept-alive socket that the server closed just as it was reused: safe to send again. */
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
/**
 * Sends after stale-socket errors: a run keeps up to 8 sockets (its default concurrency), and on a loaded machine
 * a server's keep-alive timeout can close several of them at once, so the next send may meet another closed one.
 */
const STALE_SOCKET_RETRIES = 8;

export interface HttpRequest {
  method?: string;
  /** Header names in lower case. */
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  /** Send again after a stale-socket error (default true); false for calls that change state. */
  retry?: boolean;
}

/** An answer as the checks read it: header names in lower case, the body as text. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

function causeCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return typeof cause?.message === 'string' ? cause.message : undefined;
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

/** Methods the fetch standard forbids (fetch throws): sent with node:http on a connection of their own. */
const FORBIDDEN_IN_FETCH = new Set(['CONNECT', 'TRACE', 'TRACK']);

export async function httpCall(url: string, request: HttpRequest = {}): Promise<HttpAnswer> {
  // a request that must not be sent twice gets a connection of its own: a kept-alive socket the server closed
  // meanwhile cannot fail it, and there is no second send to make
  if (FORBIDDEN_IN_FETCH.has((request.method ?? 'POST').toUpperCase()) || request.retry === false) {
    return nodeHttpCall(url, request);
  }
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let res: Response;
  for (let attempt = 0; ; attempt++) {
    try {
      res = await fetch(url, {
        method: request.method ?? 'POST',
        ...(request.headers ? { headers: request.headers } : {}),
        ...(request.body !== undefined ? { body: request.body } : {}),
        signal,
        redirect: 'manual',
      });
      break;
    } catch (err) {
      if (isTimeout(err)) {
        throw new ConformanceError('CONNECTION', `${url} sent no answer within ${timeoutMs} ms (--timeout)`, {
          cause: err,
        });
      }
      const code = causeCode(err);
      if (attempt < STALE_SOCKET_RETRIES && STALE_SOCKET.has(code ?? '')) continue;
      throw new ConformanceError('CONNECTION', `cannot reach ${url}: ${code ?? (err as Error).message}`, {
        cause: err,
      });
    }
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    if (res.body) {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          await res.body.cancel().catch(() => undefined);
          throw new ConformanceError('CONNECTION', `the answer of ${url} is larger than ${MAX_ANSWER_BYTES} bytes`);
        }
        chunks.push(chunk);
      }
    }
  } catch (err) {
    if (err instanceof ConformanceError) throw err;
    const why = isTimeout(err)
      ? `did not finish its answer within ${timeoutMs} ms (--timeout)`
      : `broke off its answer (${causeCode(err) ?? (err as Error).message})`;
    throw new ConformanceError('CONNECTION', `${url} ${why}`, { cause: err });
  }
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { status: res.status, headers, text: Buffer.concat(chunks).toString('utf8') };
}

/** httpCall over node:http, one connection per exchange: the same time limit, cap and errors. */
function nodeHttpCall(url: string, request: HttpRequest): Promise<HttpAnswer> {
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const fail = (why: string, cause?: unknown) =>
      reject(new ConformanceError('CONNECTION', `${url} ${why}`, cause === undefined ? {} : { cause }));
    // node:http sends no Content-Length for a TRACE body by itself: the server would read it as the next request
    const length = request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.body)) };
    const req = http.request(url, {
      method: request.method,
      headers: { ...request.headers, ...length },
      agent: false,
      signal: AbortSignal.timeout(timeoutMs),
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.name === 'AbortError' || err.name === 'TimeoutError'
        ? fail(`sent no complete answer within ${timeoutMs} ms (--timeout)`, err)
        : fail(`cannot be reached: ${err.code ?? err.message}`, err),
    );
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          req.destroy();
          fail(`answered more than ${MAX_ANSWER_BYTES} bytes`);
        } else chunks.push(chunk);
      });
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: res.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.end(request.body);
  });
}

/** At most `max` characters of a text, for reports. */
/**
 * The value of an answer's JSON text, or undefined when it is not JSON or nests deeper than 1000 levels: such
 * a value is never parsed, since checking it would recurse past the stack (a server cannot make a run crash).
 */
export function parseAnswer(text: string, parse: (text: string) => unknown = JSON.parse): unknown {
  if (exceedsJsonDepth(text, RPC_MAX_JSON_DEPTH)) return undefined;
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

export function abridge(text: string, max = 400): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** Runs async tasks with at most `limit` at a time; the first failure stops taking new items and is thrown. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** A shell word: single-quoted, with embedded quotes closed, escaped and reopened. */
export function shellQuote(text: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The environment variable a reproducer reads the API key from: the key itself is never printed. */
export const API_KEY_ENV = 'SIDECHAIN_API_KEY';

/**
 * A `curl` command that sends the same request. Credentials appear as `$SIDECHAIN_API_KEY`, never as the
 * key itself.
 */
export function curlReproducer(
  url: string,
  request: { method?: string; body?: string; auth?: boolean; headers?: Record<string, string> },
): string {
  const parts = ['curl', '-sS', '-i'];
  const method = request.method ?? 'POST';
  if (method !== 'GET' || request.body !== undefined) parts.push('-X', method);
  parts.push(shellQuote(url));
  if (request.body !== undefined) parts.push('-H', shellQuote('Content-Type: application/json'));
  for (const [name, value] of Object.entries(request.headers ?? {})) parts.push('-H', shellQuote(`${name}: ${value}`));
  if (request.auth) parts.push('-u', `"user:$${API_KEY_ENV}"`);
  if (request.body !== undefined) parts.push('--data-raw', shellQuote(request.body));
  return parts.join(' ');
}
