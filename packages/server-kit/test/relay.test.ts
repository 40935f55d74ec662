// relayStreaming() against real in-process servers on 127.0.0.1: only the configured upstream is reached,
// with its own Host; end-to-end headers both ways; a broken or silent upstream is one clear failure, never a
// crash of the front.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeServer,
  createHttpServer,
  endToEndHeaders,
  headerPairs,
  listen,
  readBody,
  relay,
  relayStreaming,
  sendText,
  targetPath,
  upstreamUrl,
  writeRelayed,
} from '../src/index.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A front that relays everything to `upstream`, streaming. */
async function startFront(upstream: string, idleTimeoutMs = 5000) {
  const outcomes: string[] = [];
  const { server } = createHttpServer((req, res) => {
    void readBody(req, 1024 * 1024).then(async (read) => {
      if (!read.ok) return sendText(res, 413, 'too large\n');
      const outcome = await relayStreaming(req, res, {
        upstream: new URL(upstream),
        body: read.body,
        idleTimeoutMs,
        answerHeaders: { 'access-control-allow-origin': '*' },
      });
      outcomes.push(outcome);
    });
  });
  const where = await listen(server, { host: '127.0.0.1', port: 0 });
  cleanups.push(() => closeServer(server));
  return { ...where, outcomes };
}

/** Sends a raw request text and resolves with the whole raw answer once the server closes or answers. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (d: Buffer) => {
      answer += d;
      if (/\r\n\r\n[\s\S]*$/.test(answer) && /content-length: 0\r\n/i.test(answer)) socket.end();
    });
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('relayStreaming()', () => {
  it('streams the answer with its status and end-to-end headers; the upstream gets its own Host and the body', async () => {
    const seen: {
      host?: string | undefined;
      url?: string | undefined;
      body?: string;
      connection?: string | undefined;
    } = {};
    const upstream = await serve((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => {
        body += d;
      });
      req.on('end', () => {
        Object.assign(seen, { host: req.headers.host, url: req.url, body, connection: req.headers['x-hop'] });
        res.writeHead(201, { 'x-answer': 'yes', 'retry-after': '3', 'access-control-allow-origin': 'http://old' });
        res.write('part one, ');
        setTimeout(() => res.end('part two'), 20);
      });
    });
    const front = await startFront(upstream);
    const answer = await rawRequest(
      front.port,
      'POST /a/b?c=d HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close, x-hop\r\nX-Hop: dropped\r\nContent-Length: 5\r\n\r\nhello',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toMatch(/\r\nx-answer: yes\r\n/i);
    expect(answer).toMatch(/\r\nretry-after: 3\r\n/i);
    expect(answer).toMatch(/\r\naccess-control-allow-origin: \*\r\n/i);
    expect(answer).not.toContain('http://old');
    expect(answer).toMatch(/part one, [\s\S]*part two/);
    expect(seen).toEqual({ host: new URL(upstream).host, url: '/a/b?c=d', body: 'hello', connection: undefined });
  });

  it('an absolute-form or //host target reaches the configured upstream only', async () => {
    const paths: string[] = [];
    const upstream = await serve((req, res) => {
      paths.push(req.url ?? '');
      res.end('upstream');
    });
    const other = await serve((_req, res) => res.end('other'));
    const front = await startFront(upstream);
    const otherHost = new URL(other).host;
    for (const target of [`http://${otherHost}/x?y=1`, `//${otherHost}/z`]) {
      const answer = await rawRequest(
        front.port,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/upstream$/);
    }
    expect(paths).toEqual(['/x?y=1', `/${otherHost}/z`]);
  });

  it('answers 502 naming the upstream when it is down or silent', async () => {
    const down = await startFront('http://127.0.0.1:1');
    const res = await fetch(down.url, { method: 'POST', body: '{}' });
    expect(res.status).toBe(502);
    expect(await res.text()).toMatch(/^upstream http:\/\/127\.0\.0\.1:1: ECONNREFUSED/);
    const silent = await serve(() => {});
    const slow = await startFront(silent, 200);
    const late = await fetch(slow.url, { method: 'POST', body: '{}' });
    expect(late.status).toBe(502);
    expect(await late.text()).toMatch(/no answer within 200 ms/);
  });

  it('an upstream sending more than its Content-Length breaks that answer only; the front keeps serving', async () => {
    const upstream = net.createServer((socket) => {
      socket.once('data', () =>
        socket.end('HTTP/1.1 200 OK\r\nContent-Length: 5\r\nConnection: close\r\n\r\n0123456789abcdef'),
      );
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
    const front = await startFront(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(front.url, { method: 'POST', body: '{}' });
      expect(await res.text()).toBe('01234');
    }
    expect(front.outcomes).toEqual(['relayed', 'relayed']);
  });
});

describe('headerPairs', () => {
  it('pairs a raw header list in order, repeated names and empty values kept', () => {
    expect(headerPairs(['Host', 'a', 'X-Tag', '1', 'x-tag', '2', 'Empty', ''])).toEqual([
      ['Host', 'a'],
      ['X-Tag', '1'],
      ['x-tag', '2'],
      ['Empty', ''],
    ]);
    expect(headerPairs([])).toEqual([]);
  });
});

describe('targetPath() and upstreamUrl()', () => {
  it('keep a request target’s path and query only, always in origin form', () => {
    expect(targetPath(undefined)).toBe('/');
    expect(targetPath('/a/b?c=1')).toBe('/a/b?c=1');
    expect(targetPath('http://other.example:8080/p?q=1')).toBe('/p?q=1');
    expect(targetPath('//other.example/x')).toBe('/other.example/x');
    expect(targetPath('///a')).toBe('/a');
    expect(targetPath('x')).toBe('/x');
    expect(targetPath('mailto:x')).toBe('/x');
  });

  it('put the path under the upstream’s base path, on the upstream’s origin, with the request’s query', () => {
    const base = new URL('http://127.0.0.1:9/base/?ignored=1');
    expect(upstreamUrl(base, '/x?y=1').href).toBe('http://127.0.0.1:9/base/x?y=1');
    expect(upstreamUrl(base, '/x').href).toBe('http://127.0.0.1:9/base/x');
    expect(upstreamUrl(base, 'http://other.example/z?w').href).toBe('http://127.0.0.1:9/base/z?w');
    expect(upstreamUrl(new URL('https://node.example'), '//evil.example/a').href).toBe(
      'https://node.example/evil.example/a',
    );
  });
});

describe('endToEndHeaders()', () => {
  it('drops hop-by-hop and framing headers and those the Connection header names, keeps the rest in order', () => {
    const raw = [
      ...['Connection', 'keep-alive, X-Hop ,x-other'],
      ...['Keep-Alive', 'timeout=5'],
      ...['Transfer-Encoding', 'chunked'],
      ...['Content-Length', '3'],
      ...['Host', 'front.example'],
      ...['TE', 'trailers'],
      ...['Upgrade', 'websocket'],
      ...['Proxy-Authorization', 'Basic x'],
      ...['X-Hop', 'dropped'],
      ...['X-Other', 'dropped'],
      ...['Set-Cookie', 'a=1'],
      ...['set-cookie', 'b=2'],
      ...['WWW-Authenticate', 'Basic realm="node"'],
    ];
    expect(endToEndHeaders(raw)).toEqual([
      ['Set-Cookie', 'a=1'],
      ['set-cookie', 'b=2'],
      ['WWW-Authenticate', 'Basic realm="node"'],
    ]);
  });
});

describe('relay()', () => {
  /** An upstream that answers what it received: method, path, Host, Content-Length, the other headers, the body. */
  const echo: http.RequestListener = (req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c;
    });
    req.on('end', () => {
      res.writeHead(201, [
        ...['Content-Type', 'application/json'],
        ...['X-Tag', '1'],
        ...['x-tag', '2'],
        ...['Connection', 'keep-alive'],
      ]);
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  };
  const options = (body = '') => ({
    method: 'POST',
    headers: [
      ['Host', 'front.example'],
      ['Connection', 'X-Secret'],
      ['X-Secret', 'hop'],
      ['Authorization', 'Basic dXNlcjpr'],
    ] as [string, string][],
    body: Buffer.from(body),
    timeoutMs: 5000,
    maxAnswerBytes: 1 << 20,
  });

  it('sends the body with the upstream’s own Host and end-to-end headers, and reads the whole answer', async () => {
    const upstream = new URL(await serve(echo));
    const result = await relay(upstreamUrl(upstream, '/block/best?x=1'), options('{"a":1}'));
    if (!result.ok) throw new Error(result.message);
    const { status, headers, headerMap, body } = result.answer;
    expect(status).toBe(201);
    expect(headers.filter(([name]) => !/^(date|keep-alive)$/i.test(name))).toEqual([
      ['Content-Type', 'application/json'],
      ['X-Tag', '1'],
      ['x-tag', '2'],
    ]);
    expect(headerMap['x-tag']).toBe('1, 2');
    expect(headerMap.connection).toBeUndefined();
    const seen = JSON.parse(body.toString()) as {
      method: string;
      url: string;
      body: string;
      headers: Record<string, string>;
    };
    expect(seen).toMatchObject({ method: 'POST', url: '/block/best?x=1', body: '{"a":1}' });
    expect(seen.headers).toMatchObject({ host: upstream.host, 'content-length': '7', authorization: 'Basic dXNlcjpr' });
    expect(seen.headers['x-secret']).toBeUndefined();
  });

  it('an answer of exactly maxAnswerBytes is read; one byte more is too-large', async () => {
    const upstream = new URL(await serve((_req, res) => res.end('x'.repeat(100))));
    const exact = await relay(upstream, { ...options(), maxAnswerBytes: 100 });
    expect(exact.ok && exact.answer.body.toString()).toBe('x'.repeat(100));
    const over = await relay(upstream, { ...options(), maxAnswerBytes: 99 });
    expect(over).toEqual({
      ok: false,
      reason: 'too-large',
      message: `the answer of ${upstream.origin} is larger than 99 bytes`,
    });
  });

  it('a silent upstream is a timeout, a closed port a failure, an answer broken off a failure', async () => {
    const silent = new URL(await serve(() => {}));
    expect(await relay(silent, { ...options(), timeoutMs: 50 })).toEqual({
      ok: false,
      reason: 'timeout',
      message: `no answer from ${silent.origin} within 50 ms`,
    });
    const closedPort = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const refused = new URL(`http://127.0.0.1:${closedPort}`);
    expect(await relay(refused, options())).toEqual({
      ok: false,
      reason: 'failed',
      message: `${refused.origin}: ECONNREFUSED`,
    });
    const broken = new URL(
      await serve((_req, res) => {
        res.writeHead(200, { 'content-length': '100' });
        res.write('0123456789', () => res.destroy());
      }),
    );
    const result = await relay(broken, options());
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    expect(!result.ok && result.message).toMatch(new RegExp(`^${broken.origin} broke off its answer`));
  });
});

describe('writeRelayed()', () => {
  it('writes the status, the headers and its own Content-Length once; a started answer is destroyed instead', async () => {
    const answer = { status: 202, headers: [['X-Tag', 'a']] as [string, string][], body: Buffer.from('hello') };
    const url = await serve((_req, res) => {
      writeRelayed(res, answer);
      writeRelayed(res, { ...answer, body: Buffer.from('second') });
    });
    const res = await fetch(url);
    expect([res.status, res.headers.get('x-tag'), res.headers.get('content-length'), await res.text()]).toEqual([
      202,
      'a',
      '5',
      'hello',
    ]);
    const started = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': '10' });
      res.write('01234');
      writeRelayed(res, answer);
    });
    await expect(fetch(started).then((r) => r.text())).rejects.toThrow();
  });
});
