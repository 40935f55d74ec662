// Forwarding one request to a fixed upstream and reading its answer, for the fronts and proxies of the
// monorepo. Three rules hold whatever the client sends:
//   - only the configured upstream is ever reached: the request target contributes a path and a query, never a
//     scheme, host or port (an absolute-form target `http://other/x` or a `//other/y` path cannot redirect the
//     request, so credentials never go elsewhere);
//   - the answer is read whole, up to a byte cap, before anything is written back, and an upstream that breaks
//     its own framing (more bytes than its Content-Length, a reset mid-answer) is one error, never a crash;
//   - every end-to-end header is relayed both ways (Location, CORS, Retry-After, WWW-Authenticate, Allow …);
//     only hop-by-hop headers (RFC 9110 §7.6.1) and the framing headers are dropped.

import http from 'node:http';
import https from 'node:https';

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
      target = `/${target}`;
    }
  }
  return target.replace(/^\/+/, '/');
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
  | { ok: false; reason: 'too-large' | 'timeout' | 'failed'; message: string };

export interface RelayOptions {
  method: string;
  /** End-to-end request headers (hop-by-hop ones are dropped here too). */
  headers: [string, string][];
  body: Buffer;
  timeoutMs: number;
  maxAnswerBytes: number;
  agent?: http.Agent | undefined;
}

/**
 * An agent for relays: keeps upstream sockets briefly (1 s idle, well under the usual 5 s server keep-alive, so a
 * request never lands on a socket the server is closing). The idle timeout is the agent's own `timeout` option,
 * set once per socket: no listener is added per request (which leaked `timeout` listeners before).
 */
export function relayAgent(maxSockets = 64): http.Agent {
  return new http.Agent({ keepAlive: true, timeout: 1000, maxSockets });
}

/** Sends one request to `url` and reads the whole answer. Never throws. */
export function relay(url: URL, options: RelayOptions): Promise<RelayResult> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: RelayResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const headers: [string, string][] = endToEndHeaders(options.headers.flat());
    // a raw header list gets no automatic Host: the upstream's own, never the client's
    headers.unshift(['host', url.host]);
    headers.push(['content-length', String(options.body.length)]);
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: options.method,
      headers: headers.flat(),
      agent: options.agent,
      timeout: options.timeoutMs,
    });
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
        size += chunk.length;
        if (size > options.maxAnswerBytes) {
          res.destroy();
          req.destroy();
          finish({
            ok: false,
            reason: 'too-large',
            message: `the answer of ${url.origin} is larger than ${options.maxAnswerBytes} bytes`,
          });
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
  const headers = [...answer.headers.flat(), 'content-length', String(answer.body.length)];
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}
