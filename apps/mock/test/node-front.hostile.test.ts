// Hostile input against the node API mock (the built `sidechain-mock node`: the front and its Prism) on
// loopback, issue 24 #1, #8, #16 and #17. After each probe neither process has died, an ordinary request is
// answered normally, and the peak RSS of each stays ≤ 400 MB.

import { once } from 'node:events';
import net from 'node:net';
import { peakRssMb, type SpawnedCli, spawnCli } from '@sidechain-api/test-kit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { builtCli } from './cli-helpers.js';

const MAX_RSS_MB = 400;
const BASIC = `Basic ${Buffer.from('user:anykey').toString('base64')}`;
let mock: SpawnedCli;
let url: string;
let prismPid: number;
// Built before any connection is open: building them takes seconds on a loaded machine, and a keep-alive
// connection left idle that long meets the server's 5 s timeout just as fetch reuses it (EPIPE).
let validBlocks: string;
let invalidBlocks: string;

beforeAll(async () => {
  validBlocks = JSON.stringify({ transactionsBytes: Array.from({ length: 950_000 }, () => 'aa') });
  invalidBlocks = JSON.stringify({ transactionsBytes: Array.from({ length: 950_000 }, () => 'zz') });
  mock = spawnCli(builtCli(), ['node', '--port', '0']);
  [, url = ''] = await mock.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
  prismPid = Number((await mock.waitFor(/Prism pid (\d+)/))[1]);
});
afterAll(async () => {
  if (mock?.child.exitCode === null) {
    mock.child.kill('SIGTERM');
    await mock.exited;
  }
});

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { authorization: BASIC, ...headers }, body });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Both processes alive, an ordinary request answered as before, peak RSS within bounds. */
async function stillHealthy(): Promise<void> {
  const best = await post('/block/best', '');
  expect(best.status).toBe(200);
  expect(JSON.parse(best.text)).toHaveProperty('result');
  expect(mock.child.exitCode).toBeNull();
  expect(peakRssMb(mock.child.pid ?? 0)).toBeLessThanOrEqual(MAX_RSS_MB);
  expect(peakRssMb(prismPid)).toBeLessThanOrEqual(MAX_RSS_MB);
}

/**
 * A 400 in the node's words: the malformed-request line and one short line of detail (an unknown member adds
 * Jackson's location line), nothing of Prism's and nothing of another operation's example.
 */
function expectOneLine400(a: { status: number; headers: Headers; text: string }): void {
  expect(a.status).toBe(400);
  const [prefix, detail, ...rest] = a.text.split('\n');
  const location = rest.length === 1 && rest[0]?.startsWith(' at [Source: REDACTED') ? [] : rest;
  expect([prefix, location]).toEqual(['The request content was malformed:', []]);
  expect(detail?.length ?? 0).toBeLessThanOrEqual(500);
  expect(a.text).not.toMatch(/Too many violations|Unrecognized field "extra"|column: 88\]/);
  expect(a.headers.get('sl-violations')).toBeNull();
}

describe('issue 24 #1: nesting', () => {
  test('5,000 nested arrays in a 10 KB body are refused before Prism sees them; with or without credentials', async () => {
    // as an unknown member Jackson buffers it whole, and reaches its depth limit
    const bomb = `{"nest":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expectOneLine400(await post('/block/findById', bomb));
    expectOneLine400(await post('/block/findById', `{"blockId":${'['.repeat(5000)}${']'.repeat(5000)}}`));
    expect((await post('/block/findById', bomb)).text).toMatch(
      /nesting depth \(1001\) exceeds the maximum allowed \(1000/,
    );
    const unauthenticated = await fetch(`${url}/wallet/allBoxes`, {
      method: 'POST',
      body: `{"x":${'['.repeat(5000)}}`,
    });
    expect(unauthenticated.status).toBe(401);
    await stillHealthy();
  });
});

describe('issue 24 #8: amplification', () => {
  test('a 950,000-element array, four in parallel: checked once by the front, never validated again by Prism', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 2 }, () => post('/block/generate', validBlocks)),
      ...Array.from({ length: 2 }, () => post('/block/generate', invalidBlocks)),
    ]);
    // the contract accepts the first body: the answer is the operation's example, as for any valid body
    expect(answers.map((a) => a.status)).toEqual([200, 200, 400, 400]);
    expectOneLine400(answers[2] ?? { status: 0, headers: new Headers(), text: '' });
    await stillHealthy();
  });

  test('a 400 KB body with 100,000 invalid outputs: one line, never another operation’s example text', async () => {
    const outputs = Array.from({ length: 100_000 }, () => ({ publicKey: 'x', value: -1 }));
    const a = await post('/transaction/sendCoinsToAddress', JSON.stringify({ outputs }));
    expectOneLine400(a);
    await stillHealthy();
  });
});

describe('issue 24 #16 and #17: routing and Prism’s switches', () => {
  test('a percent-encoded path gets the node’s answer, not Prism’s problem+json', async () => {
    const a = await post('/block/%67enerate', '{"nope":1}');
    expectOneLine400(a);
    expect(a.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect((await post('/block/%62est', '')).status).toBe(200);
    await stillHealthy();
  });

  test('?__dynamic=true and the other query switches never answer a stack trace or a file path', async () => {
    for (const query of ['__dynamic=true', '__code=500', '__example=nope', '__server=http://x']) {
      for (const path of ['/block/best', '/wallet/allBoxes', '/node/info']) {
        const a = await post(`${path}?${query}`, '{}');
        expect([path, query, a.status]).toEqual([path, query, 200]);
        expect(a.text).not.toMatch(/\/(tmp|home|root|usr|work)\/|node_modules|\bat [\w.<>]+ \(/);
      }
    }
    await stillHealthy();
  });
});

describe('issue 34 #6: pipelined requests that are never read', () => {
  test('10,000 POST /block/best on one socket are worked on one at a time: another client is answered meanwhile', async () => {
    const { host, port } = new URL(url);
    const one = `POST /block/best HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`;
    const attacker = net.connect(Number(port), '127.0.0.1');
    attacker.on('error', () => {});
    await once(attacker, 'connect');
    attacker.pause(); // reads nothing, ever
    await new Promise<void>((resolve) => attacker.write(one.repeat(10_000), () => resolve()));
    try {
      // before, the front sent all of them to Prism at once and a new request waited behind them (still timing
      // out 15 s after the attacker had left); now they wait their turn on their own connection
      const best = await fetch(`${url}/block/best`, { method: 'POST', body: '', signal: AbortSignal.timeout(5000) });
      expect(best.status).toBe(200);
    } finally {
      attacker.destroy();
    }
    await stillHealthy();
  });
});
