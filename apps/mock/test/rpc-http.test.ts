// The JSON-RPC mock's HTTP edges, as op-geth's (go-ethereum v1.17.2 rpc/http.go:39-44, 319-377), and the
// server kit's Host rule and CORS.

import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { ByteBudget } from '@sidechain-api/server-kit';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type RpcMock, startRpcMock } from '../src/index.js';
import { parseRawAnswer, post, rawExchange } from './rpc-helpers.js';

/** go-ethereum's httpBodyLimit (rpc/http.go:39), the mock's default. */
const GETH_BODY_LIMIT = 5 * 1024 * 1024;
const CHAIN_ID = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' });

let mock: RpcMock;
beforeEach(async () => {
  mock = await startRpcMock({ port: 0, headIntervalMs: 0, allowedHosts: ['rpc.example'] });
});
afterEach(() => mock.stop());

const raw = (head: string, body = '') =>
  rawExchange(mock.port, `${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n${body}`).then(parseRawAnswer);

describe('content types (http.go:44, 366-376)', () => {
  test('application/json, application/json-rpc and application/jsonrequest (any parameters) are served', async () => {
    for (const type of [
      'application/json',
      'application/json-rpc',
      'application/jsonrequest',
      'Application/JSON; charset=utf-8',
    ]) {
      const a = await post(mock.url, CHAIN_ID, { 'content-type': type });
      expect([type, a.status, a.headers.get('content-type')]).toEqual([type, 200, 'application/json']);
    }
  });

  test('any other type, or none, is 415 in Go’s http.Error form', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const a = await post(mock.url, CHAIN_ID, { 'content-type': type });
      expect([a.status, a.text, a.headers.get('content-type')]).toEqual([
        415,
        'invalid content type, only application/json is supported\n',
        'text/plain; charset=utf-8',
      ]);
    }
    const none = await raw(`POST / HTTP/1.1\r\nContent-Length: ${CHAIN_ID.length}`, CHAIN_ID);
    expect(none.status).toBe(415);
  });
});

describe('methods (http.go:321-325, 355-357)', () => {
  test('a GET without body or query is a 200 health check with an empty body; PUT and DELETE are 405', async () => {
    const get = await fetch(mock.url);
    expect([get.status, await get.text()]).toEqual([200, '']);
    for (const method of ['PUT', 'DELETE']) {
      const res = await fetch(mock.url, { method, headers: { 'content-type': 'application/json' }, body: CHAIN_ID });
      expect([res.status, await res.text()]).toEqual([405, 'method not allowed\n']);
    }
  });

  test('other methods, a GET with a query among them, are JSON-RPC like POST', async () => {
    const query = await fetch(`${mock.url}/?x=1`);
    expect(query.status).toBe(415); // past the health check: the content type is checked
    const patch = await fetch(mock.url, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: CHAIN_ID,
    });
    expect(await patch.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x6792' });
  });

  test('OPTIONS: a CORS preflight is 204 with the allowed method and header; a bare OPTIONS is 200, empty', async () => {
    const preflight = await fetch(mock.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const bare = await raw('OPTIONS / HTTP/1.1');
    expect([bare.status, bare.body]).toEqual([200, '']);
  });
});

describe('body size (http.go:39, 268, 358-361)', () => {
  test('a declared Content-Length over 5 MiB is 413 "content length too large (N>5242880)", at once', async () => {
    // the headers only: the answer must not wait for a body it will never read
    const answer = parseRawAnswer(
      await rawExchange(
        mock.port,
        'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000000000\r\n\r\n{',
        /\r\n\r\n[\s\S]*\n$/,
      ),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toBe(`content length too large (2000000000>${GETH_BODY_LIMIT})\n`);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  test('a chunked body past the limit is cut there, as op-geth reads it: its JSON is a parse error', async () => {
    const body = `[${'1,'.repeat(GETH_BODY_LIMIT / 2)}1]`;
    const chunked = parseRawAnswer(
      await rawExchange(
        mock.port,
        `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
        /"parse error"\}\}$/,
      ),
    );
    expect(JSON.parse(chunked.body)).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'parse error' },
    });
    // and a body of exactly the limit is read whole
    const exact = `${CHAIN_ID}${' '.repeat(GETH_BODY_LIMIT - CHAIN_ID.length)}`;
    expect((await post(mock.url, exact)).json).toEqual({ jsonrpc: '2.0', id: 1, result: '0x6792' });
  });
});

describe('Host rule and CORS (server kit)', () => {
  test('IP literals, localhost names and --allow-host names pass; another name is 403', async () => {
    for (const host of ['127.0.0.1', `127.0.0.1:${mock.port}`, 'localhost', 'app.localhost:1', 'RPC.example']) {
      const a = parseRawAnswer(
        await rawExchange(
          mock.port,
          `POST / HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${CHAIN_ID.length}\r\nConnection: close\r\n\r\n${CHAIN_ID}`,
        ),
      );
      expect([host, a.status]).toEqual([host, 200]);
    }
    const refused = parseRawAnswer(
      await rawExchange(mock.port, `POST / HTTP/1.1\r\nHost: evil.example\r\nContent-Length: 0\r\n\r\n`),
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatch(/evil\.example/);
  });

  test('a page on any origin may read answers, never with credentials', async () => {
    const a = await post(mock.url, CHAIN_ID, { origin: 'http://app.example' });
    expect(a.headers.get('access-control-allow-origin')).toBe('*');
    expect(a.headers.get('access-control-allow-credentials')).toBeNull();
  });

  test('a broken request line is 400 and the connection is closed', async () => {
    expect(await rawExchange(mock.port, 'NOT HTTP\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe('connections that stop reading (the mock’s own stall timeout)', () => {
  /** One eth_chainId on `agent`'s connection; whether the agent reused a kept-alive socket for it. */
  const keptAliveCall = (port: number, agent: http.Agent) =>
    new Promise<{ reused: boolean; text: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c;
          });
          res.on('end', () => resolve({ reused: req.reusedSocket, text }));
        },
      );
      req.on('error', reject);
      req.end(CHAIN_ID);
    });

  test('an answer that makes no progress gets its connection closed; an idle kept-alive one stays open', async () => {
    // An answer bigger than loopback's socket buffers (33.5 MB to receive and 4 MB to send here) stays unsent.
    const DOCUMENTS = 40; // about 68 MB of rpc.discover answers in one batch
    const stalling = await startRpcMock({
      port: 0,
      headIntervalMs: 0,
      stallTimeoutMs: 20,
      maxBatchAnswerBytes: 256 * 1024 * 1024,
      budget: new ByteBudget(256 * 1024 * 1024),
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await keptAliveCall(stalling.port, agent)).toEqual({
        reused: false,
        text: '{"jsonrpc":"2.0","id":1,"result":"0x6792"}',
      });
      const batch = JSON.stringify(
        Array.from({ length: DOCUMENTS }, (_, id) => ({ jsonrpc: '2.0', id, method: 'rpc.discover' })),
      );
      const reader = net.connect(stalling.port, '127.0.0.1');
      reader.pause(); // reads nothing, ever
      reader.on('error', () => {});
      await once(reader, 'connect');
      reader.write(
        `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${batch.length}\r\n\r\n${batch}`,
      );
      // A paused socket learns of the close only by writing: the mock's kernel resets what arrives after it.
      await vi.waitFor(
        () => {
          reader.write('\r\n');
          expect(reader.destroyed).toBe(true);
        },
        { timeout: 20_000, interval: 20 },
      );
      // The idle connection lived through the sweeps that closed the stalled one.
      expect((await keptAliveCall(stalling.port, agent)).reused).toBe(true);
    } finally {
      agent.destroy();
      await stalling.stop();
    }
  });
});

describe('listening', () => {
  test('a port already in use rejects with PortInUseError naming it, and the mock in front keeps serving', async () => {
    const error = await startRpcMock({ port: mock.port, headIntervalMs: 0 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PortInUseError', code: 'EADDRINUSE', port: mock.port });
    expect((await post(mock.url, CHAIN_ID)).status).toBe(200);
  });
});

describe('the mock’s own budgets (503, Retry-After: 1, the connection closed)', () => {
  /** A raw request on a connection of its own, its status line and headers as soon as they arrive. */
  const head = (port: number, text: string) =>
    new Promise<{ socket: net.Socket; head: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      socket.on('error', reject);
      let received = '';
      const onData = (chunk: Buffer) => {
        received += chunk.toString('latin1');
        const end = received.indexOf('\r\n\r\n');
        if (end >= 0) {
          socket.off('data', onData);
          resolve({ socket, head: received.slice(0, end) });
        }
      };
      socket.on('data', onData);
    });
  const postText = (body: string) =>
    `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;

  test('answers that clients do not take hold the budget until their connection goes: later ones fit in the rest', async () => {
    // 150 rpc.discover answers: 38.7 MB, more than loopback's socket buffers take from a client that stops reading
    const batch = JSON.stringify(
      Array.from({ length: 150 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'rpc.discover' })),
    );
    const discover = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'rpc.discover' });
    const probe = await startRpcMock({ port: 0, headIntervalMs: 0, maxBatchAnswerBytes: 64 * 1024 * 1024 });
    const held = Buffer.byteLength(probe.handle(batch) ?? '');
    await probe.stop();
    // room for the held answer and 100 KB more: less than one more document (258 KB)
    const budgeted = await startRpcMock({
      port: 0,
      headIntervalMs: 0,
      maxBatchAnswerBytes: 64 * 1024 * 1024,
      budget: new ByteBudget(held + 100 * 1024),
    });
    try {
      const holder = await head(budgeted.port, postText(batch));
      holder.socket.pause(); // takes nothing more
      expect(holder.head).toMatch(/^HTTP\/1\.1 200 /);
      // a batch is built within what is left: every call -32003
      const cut = parseRawAnswer(await rawExchange(budgeted.port, postText(batch)));
      expect(cut.status).toBe(200);
      expect(new Set((JSON.parse(cut.body) as { error?: { code: number } }[]).map((a) => a.error?.code))).toEqual(
        new Set([-32003]),
      );
      // one answer larger than what is left is 503
      const refused = parseRawAnswer(await rawExchange(budgeted.port, postText(discover)));
      expect([refused.status, refused.headers['retry-after'], refused.headers.connection, refused.body]).toEqual([
        503,
        '1',
        'close',
        'the mock is busy: answers wait for clients that do not read them; try again\n',
      ]);
      // small answers are never held back
      expect((await post(budgeted.url, CHAIN_ID)).status).toBe(200);
      const gone = once(holder.socket, 'close');
      holder.socket.destroy();
      await gone;
      await vi.waitFor(
        async () => {
          const all = await post(budgeted.url, batch);
          expect((all.json as { result?: unknown }[]).every((a) => a.result !== undefined)).toBe(true);
        },
        { timeout: 20_000, interval: 20 },
      );
    } finally {
      await budgeted.stop();
    }
  });

  test('a body that does not fit beside the bodies being read is refused until they are read', async () => {
    const budgeted = await startRpcMock({ port: 0, headIntervalMs: 0, budget: new ByteBudget(1000) });
    try {
      const body = `${CHAIN_ID}${' '.repeat(1000 - CHAIN_ID.length)}`; // the whole budget
      const slow = net.connect(budgeted.port, '127.0.0.1');
      slow.on('error', () => {});
      await once(slow, 'connect');
      // 980 of its 1000 bytes sent: the budget counts what is read, and the rest is awaited
      const request = postText(body);
      const sent = request.length - body.length + 980;
      slow.write(request.slice(0, sent));
      await vi.waitFor(
        async () => {
          const refused = parseRawAnswer(await rawExchange(budgeted.port, postText(CHAIN_ID)));
          expect([refused.status, refused.headers['retry-after'], refused.body]).toEqual([
            503,
            '1',
            'the mock is busy: request bodies are being read from other clients; try again\n',
          ]);
        },
        { interval: 20 },
      );
      const answered = new Promise<string>((resolve) => {
        let text = '';
        slow.on('data', (c: Buffer) => {
          text += c;
          if (text.includes('0x6792')) resolve(text);
        });
      });
      slow.write(request.slice(sent));
      expect(await answered).toMatch(/^HTTP\/1\.1 200 /);
      slow.destroy();
      expect((await post(budgeted.url, CHAIN_ID)).status).toBe(200);
    } finally {
      await budgeted.stop();
    }
  });
});
