// The JSON-RPC mock's WebSocket edges, in process: what waits for a client that stops reading is bounded
// (reading paused, then the connection dropped), a reading client gets every answer; the handshake (a
// broken one is 400, a refused Host 403, compression declined), binary frames, and stop().

import { once } from 'node:events';
import net from 'node:net';
import { loadRpcDocument } from '@sidechain-api/contract';
import { describe, expect, test, vi } from 'vitest';
import WebSocket from 'ws';
import type { RpcMock } from '../src/index.js';
import { mocksPerTest, rawExchange, Socket } from './rpc-helpers.js';

/**
 * A batch of rpc.discover calls whose answer is about 12 MiB: past the 1 MiB unsent at which the mock stops
 * reading, under the 16 MiB it may hold; two such answers are past it. Counted from the document's size,
 * which grows with it.
 */
const BATCH = `[${Array(Math.floor((12 * 1024 * 1024) / Buffer.byteLength(JSON.stringify(loadRpcDocument()))))
  .fill(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'rpc.discover' }))
  .join(',')}]`;

const start = mocksPerTest();

/** A client whose TCP socket the test can stop reading; counts the answers it has read. */
async function client(mock: RpcMock) {
  let socket: net.Socket | undefined;
  const ws = new WebSocket(mock.wsUrl, {
    createConnection: (options: object) => {
      socket = net.connect(options as net.NetConnectOpts);
      return socket;
    },
  });
  let answers = 0;
  const waiters: (() => void)[] = [];
  ws.on('message', () => {
    answers++;
    for (const w of waiters.splice(0)) w();
  });
  await once(ws, 'open');
  return {
    ws,
    stopReading: () => socket?.pause(),
    resumeReading: () => socket?.resume(),
    answers: () => answers,
    /** Resolves once `n` answers have been read. */
    read: (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (answers >= n ? resolve() : waiters.push(check));
        check();
      }),
  };
}

describe('clients that stop reading', () => {
  test('the mock reads no more calls from a client it cannot answer; once the client reads, it does again', async () => {
    const mock = await start();
    const slow = await client(mock);
    slow.stopReading();
    slow.ws.send(BATCH); // most of its answer cannot be sent: the mock stops reading this client
    await vi.waitFor(() => expect(mock.pausedConnectionCount()).toBe(1), { timeout: 20_000, interval: 20 });
    // Read now, its answer would take the connection past the 16 MiB it may hold, and close it.
    slow.ws.send(BATCH);
    slow.resumeReading();
    await slow.read(2);
    expect([slow.answers(), slow.ws.readyState, mock.pausedConnectionCount()]).toEqual([2, WebSocket.OPEN, 0]);
    slow.ws.close();
  });

  test('past maxPendingBytes of notifications unsent, the connection is dropped; a reading subscriber stays', async () => {
    const mock = await start({ maxPendingBytes: 1024 * 1024 });
    const reader = await client(mock);
    const slow = await client(mock);
    for (const c of [reader, slow]) {
      c.ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] }));
      await c.read(1);
    }
    slow.stopReading();
    let mined = 0;
    // New heads until the slow subscriber's queue passes the bound (after loopback's buffers, 4 MB here).
    await vi.waitFor(
      () => {
        mock.mine(500);
        mined += 500;
        expect(mock.connectionCount()).toBe(1);
      },
      { timeout: 20_000, interval: 20 },
    );
    await reader.read(1 + mined);
    expect(reader.ws.readyState).toBe(WebSocket.OPEN);
    reader.ws.close();
  });
});

test('a handshake without a valid Sec-WebSocket-Key is answered 400, as op-geth’s does', async () => {
  const mock = await start();
  const answer = await rawExchange(
    mock.port,
    'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
});

describe('the handshake and frames', () => {
  const handshake = (host: string, extra = '') =>
    `GET / HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${extra}\r\n`;

  test('a Host the server kit refuses is 403 "Host not allowed" before the upgrade', async () => {
    const mock = await start();
    const answer = await rawExchange(mock.port, handshake('evil.example'));
    expect(answer).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n[\s\S]*\r\n\r\nHost not allowed$/);
  });

  test('an offer of permessage-deflate is declined, as op-geth’s upgrader (no EnableCompression)', async () => {
    const mock = await start();
    const answer = await rawExchange(
      mock.port,
      handshake('127.0.0.1', 'Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n'),
      /\r\n\r\n/,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 101 /);
    expect(answer.toLowerCase()).not.toContain('sec-websocket-extensions');
  });

  test('a call in a binary frame is answered like one in a text frame; answers are text frames', async () => {
    const mock = await start();
    const ws = new WebSocket(mock.wsUrl);
    await once(ws, 'open');
    ws.send(Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId' })), { binary: true });
    const [data, isBinary] = (await once(ws, 'message')) as [Buffer, boolean];
    expect([JSON.parse(String(data)), isBinary]).toEqual([{ jsonrpc: '2.0', id: 7, result: mock.chainIdHex }, false]);
    ws.close();
  });

  test('after a notification, which gets no answer, the next call is read and answered', async () => {
    const mock = await start();
    const socket = await Socket.open(mock.wsUrl);
    socket.send({ jsonrpc: '2.0', method: 'eth_chainId' });
    // the pong comes once the mock has read what came before it: a mock that stopped reading never sends it
    const pong = once(socket.ws, 'pong');
    socket.ws.ping();
    await pong;
    expect(await socket.call('eth_blockNumber', [], 2)).toEqual({
      jsonrpc: '2.0',
      id: 2,
      result: `0x${mock.head().toString(16)}`,
    });
    await socket.close();
  });

  test('stop() closes the open connections (code 1006: terminated, no close frame)', async () => {
    const mock = await start();
    const ws = new WebSocket(mock.wsUrl);
    await once(ws, 'open');
    const closed = once(ws, 'close');
    await mock.stop();
    expect((await closed)[0]).toBe(1006);
  });
});
