// Forwarding one request to a fixed upstream, for the fronts and proxies of the monorepo: `relay` reads the
// answer whole (to check or rewrite it), `relayStreaming` pipes it back as it arrives (answers that may be large,
// such as a devnet's traces). Three rules hold whatever the client sends:
//   - only the configured upstream is ever reached: the request target contributes a path and a query, never a
//     scheme, host or port (an absolute-form target `http://other/x` or a `//other/y` path cannot redirect the
//     request, so credentials never go elsewhere);
//   - `relay` reads the answer whole, up to a byte cap and within the server's byte budget (budget.ts), before
//     anything is written back; `relayStreaming` reads the upstream only as fast as the client reads; either way an upstream that breaks its own framing (more
//     bytes than its Content-Length, a reset mid-answer) is one error, never a crash or a second answer;
//   - every end-to-end header is relayed both ways (Location, CORS, Retry-After, WWW-Authenticate, Allow …);
//     only hop-by-hop headers (RFC 9110 §7.6.1) and the framing headers are dropped.

import http from 'node:http';
import https from 'node:https';
import type { ByteBudget } from './budget.js';
import { holdAnswerBytes, sendBusy, sendText } from './send.js';

/** Hop-by-hop and framing headers: never relayed (the relay frames its own messages). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/**
 * The path and query of a request target, as a path under the upstream. Absolute-form (`http://h/p?q`) gives
 * `/p?q`; any run of leading slashes becomes one, so the result is always an origin-form target.
 */
export function targetPath(requestTarget: string | undefined): string {
  let target = requestTarget ?? '/';
  if (!target.startsWith('/')) {
    try {
      const url = new URL(target);
      target = `${url.pathname}${url.search}`;
    } catch {
      // not a URL: taken as a path
    }
  }
  // A URL without a path of slashes (`mailto:x`) or no URL at all gets its leading slash here.
  return `/${target}`.replace(/^\/+/, '/');
}

/** The upstream URL of a request: the upstream's origin and base path, then the request's path and query. */
export function upstreamUrl(upstream: URL, requestTarget: string | undefined): URL {
  const path = targetPath(requestTarget);
  const q = path.indexOf('?');
  const url = new URL(upstream.origin);
  url.pathname = `${upstream.pathname.replace(/\/+$/, '')}${q < 0 ? path : path.slice(0, q)}`;
  url.search = q < 0 ? '' : path.slice(q);
  return url;
}

/**
 * The request-target to write on the upstream's request line for an origin-form `target`: the upstream's base
 * path, then `target` byte for byte (no URL normalisation: `\`, `#`, `//` and dot segments reach the upstream as
 * the client wrote them, so the upstream routes the request as it would route the client's). A target of
 * another form is written as it is.
 */
export function upstreamTarget(upstream: URL, target: string): string {
  return target.startsWith('/') ? `${upstream.pathname.replace(/\/+$/, '')}${target}` : target;
}

/** A message's raw header list (`rawHeaders`) as [name, value] pairs, in order, every header kept. */
export function headerPairs(rawHeaders: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) out.push([rawHeaders[i] ?? '', rawHeaders[i + 1] ?? '']);
  return out;
}

/** The end-to-end headers of a message, in order, as [name, value] pairs (repeated headers kept). */
export function endToEndHeaders(rawHeaders: readonly string[]): [string, string][] {
  const connectionTokens = new Set<string>();
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === 'connection') {
      for (const t of (rawHeaders[i + 1] ?? '').split(',')) connectionTokens.add(t.trim().toLowerCase());
    }
  }
  const out: [string, string][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? '';
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || connectionTokens.has(lower)) continue;
    out.push([name, rawHeaders[i + 1] ?? '']);
  }
  return out;
}

export interface RelayedAnswer {
  status: number;
  /** End-to-end headers as received. */
  headers: [string, string][];
  /** The same, names in lower case, repeated values joined with ", " (for checks). */
  headerMap: Record<string, string>;
  body: Buffer;
}

export type RelayResult =
  | { ok: true; answer: RelayedAnswer }
  | { ok: false; reason: 'too-large' | 'timeout' | 'failed' | 'busy'; message: string };

export interface RelayOptions {
  method: string;
  /** The request-target to write as it is (see `upstreamTarget`); default: `url`'s path and query. */
  target?: string | undefined;
  /** End-to-end request headers (hop-by-hop ones are dropped here too). */
  headers: [string, string][];
  body: Buffer;
  timeoutMs: number;
  maxAnswerBytes: number;
  agent?: http.Agent | undefined;
  /** The answer's bytes count against it while they are read; `busy` when they do not fit. */
  budget?: ByteBudget | undefined;
}

/**
 * An agent for relays: keeps upstream sockets briefly (1 s idle, well under the usual 5 s server keep-alive, so a
 * request never lands on a socket the server is closing). The idle timeout is the agent's own `timeout` option,
 * set once per socket: no listener is added per request (which leaked `timeout` listeners before).
 */
export function relayAgent(maxSockets = 64): http.Agent {
  return new http.Agent({ keepAlive: true, timeout: 1000, maxSockets });
}

/**
 * A request to the upstream with the end-to-end headers of `rawHeaders`, the upstream's own Host (a raw header
 * list gets no automatic one: never the client's) and our Content-Length. The caller ends it with the body.
 */
function upstreamRequest(
  url: URL,
  method: string,
  rawHeaders: readonly string[],
  body: Buffer,
  options: { agent?: http.Agent | undefined; timeoutMs: number; target?: string | undefined },
): http.ClientRequest {
  const headers = endToEndHeaders(rawHeaders);
  headers.unshift(['host', url.host]);
  headers.push(['content-length', String(body.length)]);
  const client = url.protocol === 'https:' ? https : http;
  const path = options.target === undefined ? {} : { path: options.target };
  return client.request(url, {
    method,
    headers: headers.flat(),
    agent: options.agent,
    timeout: options.timeoutMs,
    ...path,
  });
}

/** Sends one request to `url` and reads the whole answer. Never throws. */
export function relay(url: URL, options: RelayOptions): Promise<RelayResult> {
  return new Promise((resolve) => {
    let settled = false;
    let taken = 0;
    const finish = (result: RelayResult) => {
      if (settled) return;
      settled = true;
      options.budget?.give(taken);
      resolve(result);
    };
    let req: http.ClientRequest;
    try {
      req = upstreamRequest(url, options.method, options.headers.flat(), options.body, options);
    } catch (err) {
      // a target Node will not write (a character outside U+0021-U+00FF): never sent
      finish({
        ok: false,
        reason: 'failed',
        message: `${url.origin}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
      });
      return;
    }
    req.on('timeout', () => {
      req.destroy();
      finish({ ok: false, reason: 'timeout', message: `no answer from ${url.origin} within ${options.timeoutMs} ms` });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      finish({ ok: false, reason: 'failed', message: `${url.origin}: ${err.code ?? err.message}` });
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (settled) return;
        if (options.budget) {
          if (!options.budget.tryTake(chunk.length)) {
            finish({ ok: false, reason: 'busy', message: `no room to read the answer of ${url.origin} now` });
            res.destroy();
            req.destroy();
            return;
          }
          taken += chunk.length;
        }
        size += chunk.length;
        if (size > options.maxAnswerBytes) {
          // Settled first: destroying the answer emits 'aborted' at once, which would call it broken off.
          finish({
            ok: false,
            reason: 'too-large',
            message: `the answer of ${url.origin} is larger than ${options.maxAnswerBytes} bytes`,
          });
          res.destroy();
          req.destroy();
          return;
        }
        parts.push(chunk);
      });
      res.on('error', (err: NodeJS.ErrnoException) => {
        finish({
          ok: false,
          reason: 'failed',
          message: `${url.origin} broke off its answer (${err.code ?? err.message})`,
        });
      });
      res.on('aborted', () => {
        finish({ ok: false, reason: 'failed', message: `${url.origin} broke off its answer` });
      });
      res.on('end', () => {
        const relayed = endToEndHeaders(res.rawHeaders);
        const headerMap: Record<string, string> = {};
        for (const [name, value] of relayed) {
          const lower = name.toLowerCase();
          headerMap[lower] = headerMap[lower] === undefined ? value : `${headerMap[lower]}, ${value}`;
        }
        finish({
          ok: true,
          answer: {
            status: res.statusCode ?? 502,
            headers: relayed,
            headerMap,
            body: Buffer.concat(parts, Math.min(size, options.maxAnswerBytes)),
          },
        });
      });
    });
    req.end(options.body);
  });
}

/**
 * Writes a relayed answer once: status, its end-to-end headers, our own Content-Length. Never writes twice:
 * when an answer was already started, the response is destroyed instead.
 */
export function writeRelayed(
  res: http.ServerResponse,
  answer: Pick<RelayedAnswer, 'status' | 'headers' | 'body'>,
): void {
  if (res.headersSent || res.writableEnded) {
    res.destroy();
    return;
  }
  if (!holdAnswerBytes(res, answer.body.length)) {
    sendBusy(res);
    return;
  }
  const headers = [...answer.headers.flat(), 'content-length', String(answer.body.length)];
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

export interface StreamRelayOptions {
  /** The upstream's origin (and base path); the request's path and query go under it. */
  upstream: URL;
  /** The request body, already read (and checked) by the front. */
  body: Buffer;
  /** The upstream may stay silent this long (before or during its answer); then the exchange fails. */
  idleTimeoutMs: number;
  agent?: http.Agent | undefined;
  /** Headers added to the answer (CORS, for one); they replace the upstream's of the same name. */
  answerHeaders?: Record<string, string> | undefined;
}

export type StreamRelayOutcome = 'relayed' | 'failed' | 'client-gone';

/**
 * Sends `req` (with `options.body`) to the upstream and pipes the answer to `res`, so memory stays bounded by the
 * streams' buffers. A failure before the answer started is a 502 naming the upstream; one after it ends the
 * response abruptly (the client sees a broken answer, never a second one). Never throws.
 */
export function relayStreaming(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: StreamRelayOptions,
): Promise<StreamRelayOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: StreamRelayOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const url = upstreamUrl(options.upstream, req.url);
    const upstream = upstreamRequest(url, req.method ?? 'GET', req.rawHeaders, options.body, {
      agent: options.agent,
      timeoutMs: options.idleTimeoutMs,
    });
    let answer: http.IncomingMessage | undefined;
    const fail = (message: string) => {
      // an upstream that sends bytes after a complete answer (past its Content-Length) breaks nothing relayed
      if (answer?.complete) return;
      upstream.destroy();
      if (res.headersSent) res.destroy();
      else sendText(res, 502, `upstream ${url.origin}: ${message}\n`, options.answerHeaders);
      finish('failed');
    };
    upstream.on('timeout', () => fail(`no answer within ${options.idleTimeoutMs} ms`));
    upstream.on('error', (err: NodeJS.ErrnoException) => fail(err.code ?? err.message));
    res.on('close', () => {
      if (res.writableFinished) return;
      upstream.destroy();
      finish('client-gone');
    });
    upstream.on('response', (received) => {
      answer = received;
      const extra = options.answerHeaders ?? {};
      const replaced = new Set(Object.keys(extra).map((name) => name.toLowerCase()));
      const relayed = endToEndHeaders(received.rawHeaders).filter(([name]) => !replaced.has(name.toLowerCase()));
      const length = received.headers['content-length'];
      const out = [...relayed.flat(), ...Object.entries(extra).flat()];
      if (length !== undefined) out.push('content-length', length);
      res.writeHead(received.statusCode ?? 502, out);
      received.on('error', () => fail('broke off its answer'));
      received.on('aborted', () => fail('broke off its answer'));
      received.pipe(res);
      received.on('end', () => finish('relayed'));
    });
    upstream.end(options.body);
  });
}
