// Hostile input against the JSON-RPC mock, run as its own process (the built `sidechain-mock rpc`) on
// loopback (issue 24 #5 and #7, issue 34 #3, and the budgets of the mock's own). After each probe the mock is alive,
// answers an ordinary call normally, and its peak RSS stays ≤ 400 MB.

import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { peakRssMb, type SpawnedCli, spawnCli } from '@sidechain-api/test-kit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { builtCli } from './cli-helpers.js';

const MAX_RSS_MB = 400;
let mock: SpawnedCli;
let url: string;
let port: number;

beforeAll(async () => {
  mock = spawnCli(builtCli(), ['rpc', '--port', '0', '--head-interval', '100']);
  [, url = ''] = await mock.waitFor(/HTTP\s+(http:\/\/127\.0\.0\.1:\d+)/);
  port = Number(new URL(url).port);
});
afterAll(async () => {
  if (mock?.child.exitCode === null) {
    mock.child.kill('SIGTERM');
    await mock.exited;
  }
});

/** One call on a connection of its own (an agent with one socket: one client). */
function callOn(agent: http.Agent, body: unknown): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => {
        text += c;
      });
      res.on('end', () => {
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = text; // a refusal in plain text (503)
        }
        resolve({ status: res.statusCode ?? 0, json });
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** The mock still answers an ordinary call as before, and its peak RSS is within bounds. */
async function stillHealthy(): Promise<void> {
  const a = await callOn(new http.Agent(), { jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
  expect(a).toEqual({ status: 200, json: { jsonrpc: '2.0', id: 1, result: '0x6792' } });
  expect(mock.child.exitCode).toBeNull();
  expect(peakRssMb(mock.child.pid ?? 0)).toBeLessThanOrEqual(MAX_RSS_MB);
}

describe('filters (issue 24 #5)', () => {
  test('one client flooding eth_newFilter cannot take another’s filter away, nor find it by guessing', async () => {
    const victim = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const attacker = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const mine = (await callOn(victim, { jsonrpc: '2.0', id: 1, method: 'eth_newFilter', params: [{}] })).json as {
        result: string;
      };
      // ten batches of 1000 filters: ten times the mock's table
      for (let k = 0; k < 10; k++) {
        const batch = Array.from({ length: 1000 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'eth_newBlockFilter' }));
        const answers = (await callOn(attacker, batch)).json as { result?: string }[];
        expect(answers.every((a) => typeof a.result === 'string')).toBe(true); // a new filter always fits
      }
      // ids made from a counter (sha256 of "filter:N") would be the attacker's first guesses
      const guesses = Array.from({ length: 1000 }, (_, n) => {
        const id = `0x${createHash('sha256').update(`filter:${n}`).digest('hex').slice(0, 32).replace(/^0+/, '')}`;
        return { jsonrpc: '2.0', id: n, method: 'eth_uninstallFilter', params: [id] };
      });
      const uninstalled = (await callOn(attacker, guesses)).json as { result: boolean }[];
      expect(uninstalled.filter((a) => a.result)).toEqual([]);
      const poll = (
        await callOn(victim, { jsonrpc: '2.0', id: 2, method: 'eth_getFilterChanges', params: [mine.result] })
      ).json;
      expect(poll).toMatchObject({ result: expect.any(Array) });
      const another = (await callOn(victim, { jsonrpc: '2.0', id: 3, method: 'eth_newBlockFilter' })).json;
      expect(another).toMatchObject({ result: expect.stringMatching(/^0x/) });
    } finally {
      victim.destroy();
      attacker.destroy();
    }
    await stillHealthy();
  });
});

describe('parallel batch answers (issue 34 #3, issue 35)', () => {
  test('five parallel batches of 100 rpc.discover (25 MB of answers each) stay within 400 MB, twice', async () => {
    const batch = Array.from({ length: 100 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'rpc.discover' }));
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => callOn(new http.Agent(), batch)));
      for (const a of answers) {
        // within the process's budget: every answer is complete, or its later calls are -32003, or it is 503
        if (a.status === 503) continue;
        expect(a.status).toBe(200);
        expect(a.json).toHaveLength(100);
      }
    }
    await stillHealthy();
  });
});

describe('WebSocket clients that do not read (issue 24 #7)', () => {
  test('100 of them, subscribed and asking for the 1.7 MB document over and over, stay within the budget', async () => {
    const CLIENTS = 100;
    const REQUESTS = 20;
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const ws = new WebSocket(url.replace(/^http/, 'ws'));
        ws.on('error', () => {});
        await once(ws, 'open');
        return ws;
      }),
    );
    const flushed: Promise<unknown>[] = [];
    for (const ws of clients) {
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'eth_subscribe', params: ['newHeads'] }));
      // the client stops reading: what the mock sends piles up on its side
      (ws as unknown as { _socket: net.Socket })._socket.pause();
      for (let k = 1; k <= REQUESTS; k++) {
        flushed.push(
          new Promise((resolve) => ws.send(JSON.stringify({ jsonrpc: '2.0', id: k, method: 'rpc.discover' }), resolve)),
        );
      }
    }
    await Promise.all(flushed);
    await stillHealthy();
    // once they read again: the ones past the budget find their connection dropped, the rest their answers
    let dropped = 0;
    const settled = clients.map(
      (ws) =>
        new Promise<void>((resolve) => {
          let answers = 0;
          ws.on('close', () => {
            dropped++;
            resolve();
          });
          ws.on('message', (data) => {
            if (JSON.parse(String(data)).id === REQUESTS) answers++;
            if (answers > 0) resolve();
          });
        }),
    );
    for (const ws of clients) (ws as unknown as { _socket: net.Socket })._socket.resume();
    await Promise.all(settled);
    expect(dropped).toBeGreaterThan(0);
    for (const ws of clients) ws.terminate();
    await stillHealthy();
  });
});

describe('HTTP clients that do not read, and large uploads (the mock’s own budgets)', () => {
  // Loopback socket buffers (tcp_rmem up to 32 MB here) take most of each answer; what they do not is bounded
  // by the answer budget (later batches shrink to -32003, single answers past it get 503).
  test('100 connections that never read their 25 MB batch answers leave the mock healthy and bounded', async () => {
    const CONNECTIONS = 100;
    // fifteen times the 1.7 MB document: op-geth's batch answer limit of 25 MB
    const body = JSON.stringify(
      Array.from({ length: 15 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'rpc.discover' })),
    );
    const request = `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const sockets = await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => {});
        await once(socket, 'connect');
        socket.write(request);
        // the answer has started: from now on the client reads nothing
        await once(socket, 'data');
        socket.pause();
        return socket;
      }),
    );
    await stillHealthy();
    for (const s of sockets) s.destroy();
    await stillHealthy();
  });

  test('a declared 2 GB body is refused at once; 100 parallel uploads near 5 MiB stay within the body budget', async () => {
    const declared = net.connect(port, '127.0.0.1');
    declared.write(
      'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000000000\r\n\r\n{',
    );
    const [first] = (await once(declared, 'data')) as [Buffer];
    expect(first.toString('latin1')).toMatch(/^HTTP\/1\.1 413 /);
    declared.destroy();

    const NEAR_LIMIT = 5 * 1024 * 1024 - 100;
    // Not JSON: the mock reads the whole body before parsing it, and then gives up at the first byte.
    const payload = `x${' '.repeat(NEAR_LIMIT - 1)}`;
    const statuses = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: payload,
        }).catch(() => undefined);
        await res?.arrayBuffer();
        return res?.status ?? 0;
      }),
    );
    // 503: past the byte budget; 408: an upload a busy machine sent slower than the 30 s request timeout
    expect(statuses.filter((s) => s !== 200 && s !== 503 && s !== 408 && s !== 0)).toEqual([]);
    await stillHealthy();
  });
});
