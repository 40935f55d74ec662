// One exchange of the checks' HTTP client: sockets the server closes as they are reused are sent on again (reads
// only), and a server that keeps closing them is a clear CONNECTION error.
import http from 'node:http';
import { closeServer, listen } from '@sidechain-api/server-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { httpCall } from '../src/http.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});

/** A server that closes the socket of its first `closes` requests without an answer, then answers 200. */
async function closingServer(closes: number): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    if (requests <= closes) req.socket.destroy();
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":{}}');
  });
  const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
  closers.push(() => closeServer(server));
  return { url: `${url}/x`, requests: () => requests };
}

describe('httpCall', () => {
  it('sends a read again after several closed sockets in a row (a loaded keep-alive pool)', async () => {
    const server = await closingServer(4);
    expect((await httpCall(server.url)).status).toBe(200);
    expect(server.requests()).toBe(5);
  });

  it('sends a write once: a closed socket is a CONNECTION error', async () => {
    const server = await closingServer(1);
    await expect(httpCall(server.url, { retry: false })).rejects.toMatchObject({ code: 'CONNECTION' });
    expect(server.requests()).toBe(1);
  });

  it('gives up on a server that closes every socket', async () => {
    const server = await closingServer(1000);
    await expect(httpCall(server.url)).rejects.toThrow(/^cannot reach http:\/\/127\.0\.0\.1:\d+\/x: UND_ERR_SOCKET$/);
    expect(server.requests()).toBe(9);
  });
});
