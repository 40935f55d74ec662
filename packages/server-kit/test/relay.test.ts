// relayStreaming() against real in-process servers on 127.0.0.1: only the configured upstream is reached,
// with its own Host; end-to-end headers both ways; a broken or silent upstream is one clear failure, never a
// crash of the front.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeServer,
  createHttpServer,
  headerPairs,
  listen,
  readBody,
  relayStreaming,
  sendText,
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
