// The JSON-RPC mock's HTTP and WebSocket front (src/rpc/transport.mjs) over real sockets: the
// Host check, the status codes and headers of every kind of answer (403, 405, OPTIONS, 413, 204,
// 400 for a broken request line), the body limit at its exact edge, and WebSocket notifications
// that get no answer. The rules are the table of apps/mock/src/rpc/README.md. Written against
// mutants that survived `npm run test:mutation -- apps` (see CONTRIBUTING.md).

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { startRpcMock } from '../src/rpc/server.mjs';
import { hostChecker } from '../src/rpc/transport.mjs';
import { httpExchange, rawExchange, until } from './rpc-helpers.js';

const MAX_BODY = 2000;
let mock: Awaited<ReturnType<typeof startRpcMock>>;
beforeAll(async () => {
  mock = await startRpcMock({ port: 0, headIntervalMs: 0, maxBodyBytes: MAX_BODY });
});
afterAll(async () => {
  await mock?.stop();
});

const request = (method: string, body: string | undefined, headers: Record<string, string> = {}) =>
  httpExchange(mock.port, method, '/', body, { 'Content-Type': 'application/json', ...headers });
const CHAIN_ID = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });

describe('Host check (DNS rebinding)', () => {
  test('another host name is 403 "invalid host specified" in plain text, connection closed, CORS open', async () => {
    const a = await request('POST', CHAIN_ID, { Host: 'evil.example' });
    expect(a).toMatchObject({ status: 403, text: 'invalid host specified\n' });
    expect(a.headers).toMatchObject({
      'content-type': 'text/plain',
      connection: 'close',
      'access-control-allow-origin': '*',
    });
  });

  test('names are compared without letter case or port; a colon inside a name is not a port', () => {
    const check = hostChecker(['Node.Example'], 'MyHost');
    for (const ok of [
      'myhost',
      'MYHOST:8545',
      'node.example:1',
      'LOCALHOST',
      'localhost:',
      '[::1]:8545',
      '10.0.0.1:80',
      '',
      undefined,
    ])
      expect(check(ok), String(ok)).toBe(true);
    for (const bad of ['evil.example', 'local:1host', 'myhost.evil']) expect(check(bad), bad).toBe(false);
    expect(hostChecker(['*'], '127.0.0.1')('evil.example')).toBe(true);
  });
});

describe('HTTP answers', () => {
  test('a call: 200, JSON with its byte length, CORS open', async () => {
    const a = await request('POST', CHAIN_ID);
    expect(a.status).toBe(200);
    expect(a.headers).toMatchObject({
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(a.text)),
      'access-control-allow-origin': '*',
    });
    expect(JSON.parse(a.text).result).toBe('0x6792');
  });

  test('a notification: 204 without a body, CORS open', async () => {
    const a = await request('POST', JSON.stringify({ jsonrpc: '2.0', method: 'eth_chainId', params: [] }));
    expect(a).toMatchObject({ status: 204, text: '' });
    expect(a.headers['access-control-allow-origin']).toBe('*');
  });

  test('OPTIONS is a CORS preflight: 204 with the allowed method, header and a day of caching', async () => {
    const a = await request('OPTIONS', undefined, {
      Origin: 'http://app.example',
      'Access-Control-Request-Method': 'POST',
    });
    expect(a).toMatchObject({ status: 204, text: '' });
    expect(a.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '86400',
    });
  });

  test('another verb is 405 with Allow and a JSON-RPC error naming it', async () => {
    const a = await request('GET', undefined);
    expect(a.status).toBe(405);
    expect(a.headers).toMatchObject({
      allow: 'POST, OPTIONS',
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    expect(JSON.parse(a.text)).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'HTTP GET is not supported: send JSON-RPC with POST (or use WebSocket)' },
    });
  });

  test('a broken request line is 400 Bad Request and the connection is closed', async () => {
    expect(await rawExchange(mock.port, 'NOT HTTP AT ALL\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 400 Bad Request\r\nConnection: close\r\n/,
    );
  });
});

describe('body limit', () => {
  /** A JSON-RPC call padded with spaces to exactly `bytes` bytes. */
  const padded = (bytes: number) => CHAIN_ID + ' '.repeat(bytes - CHAIN_ID.length);
  const tooLarge = {
    jsonrpc: '2.0',
    id: null,
    error: { code: -32600, message: `request body too large (limit ${MAX_BODY} bytes)`, data: { limit: MAX_BODY } },
  };

  test('a body of exactly maxBodyBytes is answered, declared or streamed', async () => {
    expect(JSON.parse((await request('POST', padded(MAX_BODY))).text).result).toBe('0x6792');
    expect(JSON.parse((await request('POST', padded(MAX_BODY), { 'Transfer-Encoding': 'chunked' })).text).result).toBe(
      '0x6792',
    );
  });

  test('one byte more is 413 with the limit, JSON, connection closed, CORS open; declared or streamed', async () => {
    for (const headers of [{}, { 'Transfer-Encoding': 'chunked' }] as Record<string, string>[]) {
      const a = await request('POST', padded(MAX_BODY + 1), headers);
      expect(a.status, JSON.stringify(headers)).toBe(413);
      expect(a.headers).toMatchObject({
        'content-type': 'application/json',
        connection: 'close',
        'access-control-allow-origin': '*',
      });
      expect(JSON.parse(a.text)).toEqual(tooLarge);
    }
  });

  test('after a 413 the server closes the connection even if the client keeps it open', async () => {
    const got = await rawExchange(
      mock.port,
      `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Length: ${MAX_BODY + 1}\r\n\r\n${padded(MAX_BODY + 1)}`,
    );
    expect(got).toMatch(/^HTTP\/1\.1 413 /);
  });
});

describe('WebSocket', () => {
  test('a notification gets no answer: the next message is the answer to the next call', async () => {
    const ws = new WebSocket(mock.wsUrl);
    await new Promise((r, j) => ws.once('open', r).once('error', j));
    try {
      const messages: string[] = [];
      ws.on('message', (d) => messages.push(String(d)));
      ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_chainId', params: [] }));
      ws.send(JSON.stringify([{ jsonrpc: '2.0', method: 'eth_chainId', params: [] }]));
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }));
      await until(() => messages.length > 0);
      await new Promise((r) => setTimeout(r, 50));
      expect(messages.map((m) => JSON.parse(m))).toEqual([{ jsonrpc: '2.0', id: 7, result: '0x6792' }]);
    } finally {
      ws.close();
    }
  });
});
