// The node mock's front (src/node-front/front.mjs) before a scripted upstream that records what
// reaches it, so each rule of the front is checked where it is made: what is forwarded (headers,
// body), what is answered without the upstream (403, 413, 401, malformed JSON), how the answer is
// relayed (CORS, the node-style 400, exact int64 digits, 502). The same front before a real Prism
// is checked in node-front.test.ts. Written against mutants that survived
// `npm run test:mutation -- apps` (see CONTRIBUTING.md).

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { parseWithInt64Markers } from '../src/int64-markers.mjs';
import { startFront } from '../src/node-front/front.mjs';
import { httpExchange, rawExchange } from './rpc-helpers.js';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
type Reply = (seen: Seen, res: http.ServerResponse) => void;
const ok: Reply = (_seen, res) => {
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Credentials': 'true',
    Connection: 'keep-alive',
    'Keep-Alive': 'timeout=5',
  });
  res.end('{"result":{}}');
};

let dir: string;
let upstream: http.Server;
let upstreamUrl: string;
let seen: Seen[] = [];
let reply: Reply = ok;
let front: Awaited<ReturnType<typeof startFront>>;
const MAX_BODY = 100;
const { markers } = parseWithInt64Markers('{"examples":[-5720306963467411264]}');

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'front-'));
  const spec = path.join(dir, 'openapi.json');
  writeFileSync(
    spec,
    JSON.stringify({
      security: [{ basic: [] }],
      paths: { '/with/body': { post: { requestBody: {} } }, '/no/body': { post: { security: [] } } },
    }),
  );
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const s = { method: req.method!, url: req.url!, headers: req.headers, body };
      seen.push(s);
      reply(s, res);
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as net.AddressInfo).port}`;
  front = await startFront({
    port: 0,
    host: '127.0.0.1',
    allowedHosts: [],
    spec,
    prismUrl: upstreamUrl,
    maxBodyBytes: MAX_BODY,
    int64Markers: markers,
  });
});
afterEach(() => {
  seen = [];
  reply = ok;
});
afterAll(async () => {
  await front?.stop();
  upstream?.closeAllConnections();
  await new Promise((r) => upstream?.close(r));
  rmSync(dir, { recursive: true, force: true });
});

const send = (method: string, urlPath: string, body?: string, headers: Record<string, string> = {}) =>
  httpExchange(front.port, method, urlPath, body, headers);
const basic = (userPass: string) => `Basic ${Buffer.from(userPass).toString('base64')}`;

describe('what reaches the upstream', () => {
  test('a body is sent as JSON with its length, to the upstream host; the client’s framing headers are not', async () => {
    const a = await send('POST', '/with/body?x=1', '{"a":1}', {
      'Content-Type': 'text/plain',
      Authorization: basic('u:p'),
      'X-Extra': 'kept',
    });
    expect(a.status).toBe(200);
    expect(seen).toHaveLength(1);
    const [s] = seen;
    expect(s).toMatchObject({ method: 'POST', url: '/with/body?x=1', body: '{"a":1}' });
    expect(s.headers).toMatchObject({
      host: new URL(upstreamUrl).host,
      'content-type': 'application/json',
      'content-length': '7',
      'x-extra': 'kept',
      authorization: basic('u:p'),
    });
    expect(s.headers['transfer-encoding']).toBeUndefined();
  });

  test('an empty body is sent as {}; an operation without a body sends none, whatever came', async () => {
    await send('POST', '/with/body', '', { Authorization: basic('u:p') });
    await send('POST', '/no/body', '{"dropped":true}', { 'Content-Type': 'application/json' });
    // (Node's client sends a POST without a body as Content-Length: 0.)
    expect(seen.map((s) => [s.body, s.headers['content-type'], s.headers['content-length']])).toEqual([
      ['{}', 'application/json', '2'],
      ['', undefined, '0'],
    ]);
  });

  test('another verb or an unknown path goes to the upstream without a body', async () => {
    await send('GET', '/with/body');
    await send('POST', '/unknown', '{"a":1}', { 'Content-Type': 'application/json' });
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['GET', '/with/body', ''],
      ['POST', '/unknown', ''],
    ]);
  });
});

describe('answered by the front itself', () => {
  test('another Host is 403 in plain text, connection closed', async () => {
    const a = await send('POST', '/no/body', '', { Host: 'evil.example' });
    expect(a).toMatchObject({ status: 403, text: 'invalid host specified\n' });
    expect(a.headers).toMatchObject({
      'content-type': 'text/plain; charset=UTF-8',
      connection: 'close',
      'content-length': '23',
    });
    expect(seen).toEqual([]);
  });

  test('a body over the limit is 413, declared or streamed; one of exactly the limit passes', async () => {
    const text = `The request content was too large (limit ${MAX_BODY} bytes)\n`;
    const exact = `{"a":"${'x'.repeat(MAX_BODY - 8)}"}`;
    expect(exact).toHaveLength(MAX_BODY);
    expect((await send('POST', '/with/body', exact, { Authorization: basic('u:p') })).status).toBe(200);
    expect(
      (await send('POST', '/with/body', exact, { Authorization: basic('u:p'), 'Transfer-Encoding': 'chunked' })).status,
    ).toBe(200);
    const over = `${exact} `;
    for (const headers of [{}, { 'Transfer-Encoding': 'chunked' }] as Record<string, string>[]) {
      const a = await send('POST', '/with/body', over, { Authorization: basic('u:p'), ...headers });
      expect(a).toMatchObject({ status: 413, text });
      expect(a.headers.connection).toBe('close');
    }
    expect(seen).toHaveLength(2);
  });

  test('Basic with an empty password (or none) on a secured operation is 401 with the node’s challenge', async () => {
    const empty = Buffer.from('u:').toString('base64');
    for (const auth of [basic('user:'), basic('user'), `basic ${empty}`, `Basic  ${empty}`, `Basic ${empty} `]) {
      const a = await send('POST', '/with/body', '{}', { Authorization: auth });
      expect(a, auth).toMatchObject({ status: 401, text: 'The supplied authentication is invalid' });
      expect(a.headers['www-authenticate']).toBe('Basic realm="secure api",charset=UTF-8');
    }
    expect(seen).toEqual([]);
    // A password (also with an empty user name), another scheme, or an unsecured operation go on.
    await send('POST', '/with/body', '{}', { Authorization: basic('user:key') });
    await send('POST', '/with/body', '{}', { Authorization: basic(':key') });
    await send('POST', '/with/body', '{}', { Authorization: 'Bearer x' });
    await send('POST', '/with/body', '{}', { Authorization: `XBasic ${empty}` });
    await send('POST', '/with/body', '{}', { Authorization: `Basic ${empty} more` });
    await send('POST', '/no/body', '', { Authorization: basic('user:') });
    expect(seen).toHaveLength(6);
  });

  test('malformed JSON is 400 in plain text, the malformed-request text', async () => {
    const a = await send('POST', '/with/body', '{"a":', { Authorization: basic('u:p') });
    expect(a.status).toBe(400);
    expect(a.text).toMatch(/^The request content was malformed:\n/);
    expect(a.headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(seen).toEqual([]);
  });

  test('a broken request line is 400 Bad Request', async () => {
    const got = await rawExchange(front.port, 'NOT HTTP\r\n\r\n');
    expect(got).toMatch(/^HTTP\/1\.1 400 Bad Request\r\nConnection: close\r\n/);
  });
});

describe('how the answer is relayed', () => {
  test('CORS open without credentials; the upstream’s connection headers are not passed on', async () => {
    const a = await send('POST', '/no/body');
    expect(a.headers['access-control-allow-origin']).toBe('*');
    expect(a.headers['access-control-allow-credentials']).toBeUndefined();
    expect(a.headers['keep-alive']).toBeUndefined();
  });

  test('a 400 with violations becomes the node-style text; without violations, or for a body-less call, it is relayed', async () => {
    reply = (_s, res) => {
      res.writeHead(400, {
        'Content-Type': 'application/json',
        'Content-Length': '2',
        'sl-violations': JSON.stringify([
          { location: ['request', 'body'], message: 'must be integer', severity: 'Error' },
        ]),
      });
      res.end('{}');
    };
    const a = await send('POST', '/with/body', '{"a":1}', { Authorization: basic('u:p') });
    expect(a).toMatchObject({ status: 400, text: 'The request content was malformed:\nmust be integer' });
    expect(a.headers).toMatchObject({
      'content-type': 'text/plain; charset=UTF-8',
      'content-length': String(a.text.length),
      'access-control-allow-origin': '*',
    });
    const bodyless = await send('POST', '/no/body');
    expect(bodyless).toMatchObject({ status: 400, text: '{}' });
    reply = (_s, res) => {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end('{"error":1}');
    };
    expect(await send('POST', '/with/body', '{"a":1}', { Authorization: basic('u:p') })).toMatchObject({
      status: 400,
      text: '{"error":1}',
    });
  });

  test('the exact digits of a full-range int64 come back in place of its marker', async () => {
    reply = (_s, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(`{"nonce":${markers.markers[0]}}`);
    };
    expect((await send('POST', '/no/body')).text).toBe('{"nonce":-5720306963467411264}');
  });

  test('an upstream that does not answer is 502 naming the cause', async () => {
    const dead = net.createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
    const port = (dead.address() as net.AddressInfo).port;
    await new Promise((r) => dead.close(r));
    const lone = await startFront({
      port: 0,
      host: '127.0.0.1',
      allowedHosts: [],
      spec: path.join(dir, 'openapi.json'),
      prismUrl: `http://127.0.0.1:${port}`,
      maxBodyBytes: MAX_BODY,
    });
    try {
      const a = await httpExchange(lone.port, 'POST', '/no/body');
      expect(a.status).toBe(502);
      expect(a.text).toMatch(/^The node mock \(Prism\) did not answer: connect ECONNREFUSED/);
    } finally {
      await lone.stop();
    }
  });
});
