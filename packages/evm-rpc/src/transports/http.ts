import { type EvmClientError, HttpRequestError, ResponseTooLargeError, TimeoutError } from '../errors.js';
import { body, invalid, settle, settleBatch } from '../jsonrpc.js';
import { readText } from './body.js';
import type { PostAnswer } from './node-post.js';
import type { BatchEntry, RpcRequest, Transport } from './types.js';
import { checkUrl } from './url.js';

export interface HttpBatchOptions {
  /** Milliseconds to collect calls before sending them as one batch; 0 (default) = the calls made in the same tick. */
  wait?: number;
  /** Most calls per batch (default 1000, geth's limit); a full queue is sent at once. */
  maxSize?: number;
}

export interface HttpTransportOptions {
  /**
   * Automatic batching: `true` or `{ wait, maxSize }` sends the `request` calls made within one tick
   * (or `wait` ms) as one JSON-RPC batch. Off by default; `client.batch([...])` always batches.
   */
  batch?: boolean | HttpBatchOptions;
  /** Per HTTP request, in milliseconds (default 10 000). */
  timeoutMs?: number;
  /** A fetch implementation (default: globalThis.fetch). */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Extra request headers (e.g. an API key). */
  headers?: Record<string, string>;
  /**
   * Largest answer body accepted, in bytes (default 64 MiB, `DEFAULT_MAX_RESPONSE_BYTES`). A larger
   * one fails with `ResponseTooLargeError` (name `'ResponseTooLargeError'`) without being read whole.
   */
  maxResponseBytes?: number | undefined;
}

/** Default `maxResponseBytes` of both transports: 64 MiB, far above a node's usual answers. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** Node's http client for `http()` (`#node-post`: src/transports/node-post.ts on Node, nothing elsewhere). */
let nodePost: Promise<typeof import('./node-post.js').postWithNode | undefined> | undefined;

export interface HttpTransport extends Transport {
  readonly type: 'http';
  readonly url: string;
}

interface Queued {
  request: RpcRequest;
  resolve: (value: unknown) => void;
  reject: (reason: EvmClientError) => void;
}

/** JSON-RPC over HTTP POST, with explicit and opt-in automatic batching. */
export function http(url: string, options: HttpTransportOptions = {}): HttpTransport {
  checkUrl('http()', url, ['http:', 'https:']);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  if (!(maxResponseBytes > 0))
    throw new RangeError(`maxResponseBytes must be a positive number, got ${maxResponseBytes}`);
  const headers = { 'content-type': 'application/json', accept: 'application/json', ...options.headers };
  // Equivalent mutant: `options.batch === true` → false (`true` as options has no wait or maxSize).
  const batchOptions = options.batch === true ? {} : options.batch || undefined;
  const wait = batchOptions?.wait ?? 0;
  const maxSize = Math.max(1, batchOptions?.maxSize ?? 1000);
  let nextId = 0;
  let queue: Queued[] = [];
  let scheduled = false;
  let generation = 0;

  /** POSTs a JSON value and returns the parsed answer. */
  async function post(payload: unknown, method: string): Promise<unknown> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let answer: PostAnswer;
    try {
      answer = await send(JSON.stringify(payload), controller.signal);
      const { status, text } = answer;
      if (text === undefined) throw new ResponseTooLargeError({ maxResponseBytes, status, url, method });
      if (status < 200 || status > 299) throw new HttpRequestError({ status, body: text, url, method });
    } catch (error) {
      if (timedOut) throw new TimeoutError({ timeoutMs, method, url });
      if (error instanceof HttpRequestError || error instanceof ResponseTooLargeError) throw error;
      throw new HttpRequestError({ status: 0, body: '', url, method, cause: error });
    } finally {
      clearTimeout(timer);
    }
    try {
      return JSON.parse(answer.text as string);
    } catch (error) {
      throw invalid(method, `answer is not JSON (HTTP ${answer.status})`, answer.text, error);
    }
  }

  /** The POST itself: Node's http client on Node unless a `fetch` is given, else fetch. */
  async function send(body: string, signal: AbortSignal): Promise<PostAnswer> {
    if (!options.fetch) {
      nodePost ??= import('#node-post').then((m) => m.postWithNode);
      const postWithNode = await nodePost;
      if (postWithNode) return postWithNode(url, body, headers, signal, maxResponseBytes);
    }
    const doFetch = options.fetch ?? globalThis.fetch;
    const response = await doFetch(url, { method: 'POST', headers, body, signal });
    return { status: response.status, text: await readText(response, maxResponseBytes, !options.fetch) };
  }

  async function single(request: RpcRequest): Promise<unknown> {
    const id = ++nextId;
    const answer = await post(body(id, request), request.method);
    // The answer must be the one to this request, error answers included (issue 24, #19). Only an
    // error may carry `id: null`: JSON-RPC 2.0 answers so when the server could not read the request's
    // id. What is not an answer object at all, settle() names.
    if (typeof answer === 'object' && answer !== null && !Array.isArray(answer)) {
      const { id: answerId, error } = answer as { id?: unknown; error?: unknown };
      if (answerId !== id && !(answerId === null && error != null)) {
        throw invalid(request.method, `answer id ${JSON.stringify(answerId)} does not match request id ${id}`, answer);
      }
    }
    const entry = settle(answer, request.method);
    if (entry.status === 'rejected') throw entry.reason;
    return entry.value;
  }

  async function requestBatch(requests: readonly RpcRequest[]): Promise<BatchEntry[]> {
    if (requests.length === 0) return [];
    const ids = requests.map(() => ++nextId);
    const answer = await post(
      requests.map((r, i) => body(ids[i]!, r)),
      'batch',
    );
    return settleBatch(answer, ids, requests);
  }

  function flush() {
    scheduled = false;
    // Stryker disable next-line UpdateOperator: generations only need to differ
    generation++;
    const calls = queue;
    queue = [];
    // Equivalent mutant: `i < calls.length` → `<=` (the extra empty chunk sends nothing).
    for (let i = 0; i < calls.length; i += maxSize) {
      // Stryker disable next-line MethodExpression: request() flushes when the queue reaches maxSize, so calls never exceed one chunk
      const chunk = calls.slice(i, i + maxSize);
      if (chunk.length === 1) {
        const [c] = chunk as [Queued];
        single(c.request).then(c.resolve, c.reject);
        continue;
      }
      requestBatch(chunk.map((c) => c.request)).then(
        (entries) => {
          entries.forEach((e, j) => {
            if (e.status === 'fulfilled') chunk[j]!.resolve(e.value);
            else chunk[j]!.reject(e.reason);
          });
        },
        (error: EvmClientError) => {
          for (const c of chunk) c.reject(error);
        },
      );
    }
  }

  function request(request: RpcRequest): Promise<unknown> {
    if (!batchOptions) return single(request);
    return new Promise((resolve, reject) => {
      queue.push({ request, resolve, reject });
      if (queue.length >= maxSize) flush();
      // Equivalent mutant: `!scheduled` → true (a second run finds its generation flushed and does nothing).
      else if (!scheduled) {
        // Stryker disable next-line BooleanLiteral: a second scheduled run finds its generation gone and does nothing
        scheduled = true;
        const g = generation;
        const run = () => g === generation && flush();
        if (wait > 0) setTimeout(run, wait);
        else queueMicrotask(run);
      }
    });
  }

  return { type: 'http', url, request, requestBatch, close: async () => {} };
}
