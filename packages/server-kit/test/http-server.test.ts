// The socket limits and body reading of the kit, against a real in-process server on 127.0.0.1.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerUnparsedWith400,
  closeServer,
  createHttpServer,
  listen,
  PortInUseError,
  readBody,
  sendText,
} from '../src/index.js';

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(limits: Parameters<typeof createHttpServer>[1], handler?: Parameters<typeof createHttpServer>[0]) {
  const { server, openConnections } = createHttpServer(
    handler ??
      ((req, res) => {
        void readBody(req, 16).then((read) =>
          read.ok ? sendText(res, 200, `${read.body.length}`) : sendText(res, 413, read.reason),
        );
      }),
    limits,
  );
  const where = await listen(server, { host: '127.0.0.1', port: 0 });
  servers.push({ close: () => closeServer(server) });
  return { ...where, server, openConnections };
}

/** A connection that has sent nothing (idle) once it is accepted. */
function idleSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

describe('socket limits', () => {
  it('a full server closes its oldest idle connection to answer a new client', async () => {
    const s = await start({ maxConnections: 3 });
    const idle = await Promise.all([idleSocket(s.port), idleSocket(s.port), idleSocket(s.port)]);
    const closed = new Promise((resolve) => idle[0]?.once('close', resolve));
    const res = await fetch(`${s.url}/`, { method: 'POST', body: 'hello' });
    expect(await res.text()).toBe('5');
    await closed;
    for (const socket of idle) socket.destroy();
  });

  it('closes a connection that sends no complete request within the headers timeout', async () => {
    const s = await start({ headersTimeoutMs: 300 });
    const socket = await idleSocket(s.port);
    socket.write('POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const ended = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (d: Buffer) => {
        text += d.toString();
      });
      socket.on('close', () => resolve(text));
    });
    expect(ended).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('half-closed clients', () => {
  /** Writes `bytes`, half-closes, and reads until the server closes: what a `shutdown(SHUT_WR)` client sees. */
  function halfClosed(port: number, bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
      let text = '';
      socket.on('data', (d: Buffer) => {
        text += d.toString();
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
  }

  it('get the answers to what they sent, even answers that come later, then the connection ends', async () => {
    // answered on a later turn, as a relay answers: the FIN has been read by then
    const s = await start({}, (req, res) => {
      req.resume();
      req.on('end', () => setTimeout(() => sendText(res, 200, `answer to ${req.url}`), 20));
    });
    const one = 'POST /one HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}';
    expect(await halfClosed(s.port, one)).toContain('answer to /one');
    const two = await halfClosed(s.port, `${one}GET /two HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect([two.indexOf('answer to /one') >= 0, two.indexOf('answer to /one') < two.indexOf('answer to /two')]).toEqual(
      [true, true],
    );
  });
});

describe('listening', () => {
  it('names a taken port', async () => {
    const s = await start({});
    const { server } = createHttpServer(() => {});
    await expect(listen(server, { host: '127.0.0.1', port: s.port })).rejects.toBeInstanceOf(PortInUseError);
  });
});

describe('body reading', () => {
  it('refuses a declared Content-Length over the limit at once, and a streamed body that grows past it', async () => {
    const s = await start({});
    expect(await (await fetch(s.url, { method: 'POST', body: 'x'.repeat(17) })).text()).toBe('too-large');
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('x'.repeat(10)));
        c.enqueue(new TextEncoder().encode('x'.repeat(10)));
        c.close();
      },
    });
    const res = await fetch(s.url, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(await res.text()).toBe('too-large');
    expect(await (await fetch(s.url, { method: 'POST', body: 'x'.repeat(16) })).text()).toBe('16');
  });
});

describe('answerUnparsedWith400', () => {
  /** Everything the server sends back on one connection until it closes it. */
  const exchange = (port: number, request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.write(request);
    });

  it('a broken request line and an oversized header both get a bare 400, and the connection closes', async () => {
    const s = await start({});
    const bad = 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n';
    // Node's own answer to the oversized header would be 431
    expect(await exchange(s.port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 431 /,
    );
    answerUnparsedWith400(s.server);
    expect(await exchange(s.port, 'NOT HTTP\r\n\r\n')).toBe(bad);
    expect(await exchange(s.port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toBe(bad);
  });

  it('a request whose body does not arrive within the request timeout gets a bare 408, not a 400', async () => {
    // both short: with the headers timeout at its 10 s default, Node 20 let this stalled body wait 10 s, not 300 ms
    const s = await start({ requestTimeoutMs: 300, headersTimeoutMs: 300 });
    answerUnparsedWith400(s.server);
    const stalled = 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{';
    expect(await exchange(s.port, stalled)).toBe('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
  });
});
