// The devnet's front against the real devnet (anvil 1.7.1 behind it): the Host rule on HTTP and on the
// WebSocket upgrade, the four raw-transaction methods on deposits answered with the bytes viem serializes
// (single calls and batches, HTTP and WebSocket) while anvil stays up, other raw calls passed through,
// depth bombs and oversized bodies answered without anvil, and CORS as anvil had it.
import { defineHorizenDevnet } from '@sidechain-api/evm-rpc/viem';
import { alive } from '@sidechain-api/test-kit';
import { createPublicClient, createWalletClient, type Hex, http, keccak256, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { serializeTransaction } from 'viem/op-stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  type Devnet,
  depositTransaction,
  depositTransactionObject,
  MAX_BODY_BYTES,
  randomSourceHash,
  startDevnet,
  waitForReceipt,
} from '../src/index.js';
import { expectsAnswer, isSubscriptionNotification } from '../src/request-window.js';
import { plainRequest, upgradeHeaders } from './helpers.js';

type Answer = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: { code: number; message: string } };

const DEPOSITOR = '0x00000000000000000000000000000000d0e7051d';
const RAW_METHODS = [
  'eth_getRawTransactionByHash',
  'debug_getRawTransaction',
  'eth_getRawTransactionByBlockHashAndIndex',
  'eth_getRawTransactionByBlockNumberAndIndex',
] as const;

let devnet: Devnet;
let anvilExited = false;
const notices: string[] = [];
/** Mined transactions by name, with the block they are in. */
const mined: Record<string, { hash: Hex; blockHash: Hex; blockNumber: Hex; index: Hex }> = {};

async function post(body: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(devnet.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, text: await res.text() };
}

async function call(method: string, params: unknown[], id: unknown = 1): Promise<Answer> {
  return JSON.parse((await post(JSON.stringify({ jsonrpc: '2.0', id, method, params }))).text) as Answer;
}

/** The params each raw method takes to read `tx`. */
function paramsFor(method: (typeof RAW_METHODS)[number], tx: (typeof mined)[string]): unknown[] {
  if (method === 'eth_getRawTransactionByBlockHashAndIndex') return [tx.blockHash, tx.index];
  if (method === 'eth_getRawTransactionByBlockNumberAndIndex') return [tx.blockNumber, tx.index];
  return [tx.hash];
}

/** The devnet still runs anvil and answers an ordinary request. */
async function expectAlive() {
  expect(anvilExited).toBe(false);
  expect(alive(devnet.pid)).toBe(true);
  const answer = await call('eth_chainId', []);
  expect(answer.result).toBe('0x7a69');
}

/** What viem serializes for a deposit it read from the devnet (viem's OP-Stack formatter and serializer). */
async function viemDepositBytes(hash: Hex): Promise<Hex> {
  const chain = defineHorizenDevnet({ id: devnet.chainId, url: devnet.url, wsUrl: devnet.wsUrl });
  const tx = await createPublicClient({ chain, transport: http(devnet.url) }).getTransaction({ hash });
  if (tx.type !== 'deposit') throw new Error(`${hash} is a ${tx.type} transaction`);
  return serializeTransaction({
    type: 'deposit',
    sourceHash: tx.sourceHash,
    from: tx.from,
    to: tx.to,
    mint: tx.mint,
    value: tx.value,
    gas: tx.gas,
    isSystemTx: Boolean(tx.isSystemTx),
    data: tx.input,
  });
}

async function remember(name: string, hash: Hex) {
  const receipt = await waitForReceipt(devnet.url, hash);
  mined[name] = {
    hash,
    blockHash: receipt.blockHash,
    blockNumber: receipt.blockNumber,
    index: receipt.transactionIndex,
  };
}

beforeAll(async () => {
  devnet = await startDevnet({ allowedHosts: ['devnet.test'], onNotice: (text) => notices.push(text) });
  void devnet.exited.then(() => {
    anvilExited = true;
  });
  const to = devnet.accounts[5]!.address;
  const transfer = await depositTransaction(devnet.url, {
    from: DEPOSITOR,
    to,
    mint: parseEther('1.5'),
    value: parseEther('0.5'),
    data: '0x1234',
  });
  await remember('transfer deposit', transfer.hash);
  await remember(
    'creating deposit',
    (await depositTransaction(devnet.url, { from: DEPOSITOR, to: null, data: '0x00' })).hash,
  );
  const system = await call('eth_sendTransaction', [
    { ...depositTransactionObject({ from: DEPOSITOR, to, mint: 1n }, randomSourceHash()), isSystemTx: true },
  ]);
  await remember('system deposit', system.result as Hex);
  const account = privateKeyToAccount(devnet.accounts[2]!.privateKey);
  const chain = defineHorizenDevnet({ id: devnet.chainId, url: devnet.url, wsUrl: devnet.wsUrl });
  const wallet = createWalletClient({ account, chain, transport: http(devnet.url) });
  await remember('EIP-1559 transfer', await wallet.sendTransaction({ to, value: 1n }));
});
afterAll(async () => {
  await devnet?.stop();
});

describe('the Host rule', () => {
  it('refuses a foreign Host with 403 over HTTP and at the WebSocket upgrade; admits IPs, localhost and --allow-host names', async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}';
    const post = (host: string) =>
      plainRequest(devnet.url, { method: 'POST', headers: { host, 'content-type': 'application/json' }, body });
    const refused = await post('evil.example');
    expect(refused.status).toBe(403);
    expect(refused.body).toBe(
      'Host not allowed: "evil.example" (start the server with --allow-host <name> to admit it)\n',
    );
    for (const host of ['devnet.test', 'localhost:9545', `127.0.0.1:${devnet.port}`])
      expect(JSON.parse((await post(host)).body), host).toMatchObject({ result: '0x7a69' });

    const upgrade = (host: string) => plainRequest(devnet.url, { headers: upgradeHeaders(host) });
    const refusedUpgrade = await upgrade('evil.example');
    expect(refusedUpgrade.status).toBe(403);
    expect(refusedUpgrade.body).toContain('Host not allowed: "evil.example"');
    expect((await upgrade('devnet.test')).status).toBe(101);
  });
});

describe('raw-transaction methods on deposits (anvil 1.7.1 alone panics and exits on them)', () => {
  it('each method answers the bytes viem serializes, whose keccak256 is the hash, and the devnet stays up', async () => {
    for (const name of ['transfer deposit', 'creating deposit', 'system deposit']) {
      const tx = mined[name]!;
      const expected = await viemDepositBytes(tx.hash);
      expect(keccak256(expected), name).toBe(tx.hash);
      for (const method of RAW_METHODS) {
        expect(await call(method, paramsFor(method, tx), 7), `${method} on the ${name}`).toEqual({
          jsonrpc: '2.0',
          id: 7,
          result: expected,
        });
        await expectAlive();
      }
    }
  });

  it('gives the bytes anvil’s own deposit encoder gives (eth_fillTransaction of the same deposit)', async () => {
    const tx = (await call('eth_getTransactionByHash', [mined['transfer deposit']!.hash])).result as Record<
      string,
      Hex
    >;
    const filled = await call('eth_fillTransaction', [
      {
        type: '0x7e',
        from: tx.from,
        to: tx.to,
        mint: tx.mint,
        value: tx.value,
        gas: tx.gas,
        input: tx.input,
        sourceHash: tx.sourceHash,
        isSystemTx: false,
      },
    ]);
    expect((filled.result as { raw: Hex }).raw).toBe(await viemDepositBytes(mined['transfer deposit']!.hash));
  });

  it('reads "latest" as anvil would: the deposit at the head is encoded, not passed to anvil', async () => {
    const sent = await depositTransaction(devnet.url, { from: DEPOSITOR, to: DEPOSITOR, mint: 2n });
    await waitForReceipt(devnet.url, sent.hash);
    const answer = await call('eth_getRawTransactionByBlockNumberAndIndex', ['latest', '0x0']);
    expect(answer.result).toBe(await viemDepositBytes(sent.hash));
    await expectAlive();
  });

  it('passes other transactions through to anvil (its bytes, keccak256 = hash); unknown ones are null', async () => {
    const tx = mined['EIP-1559 transfer']!;
    const answers = await Promise.all(RAW_METHODS.map((m) => call(m, paramsFor(m, tx))));
    const raw = answers[0]!.result as Hex;
    expect(raw).toMatch(/^0x02/);
    expect(keccak256(raw)).toBe(tx.hash);
    for (const answer of answers) expect(answer.result).toBe(raw);
    expect((await call('eth_getRawTransactionByHash', [`0x${'00'.repeat(32)}`])).result).toBeNull();
    expect((await call('eth_getRawTransactionByBlockNumberAndIndex', [tx.blockNumber, '0x9'])).result).toBeNull();
    // anvil's own error for bad params, with the caller's id
    expect(await call('debug_getRawTransaction', ['0x12'], 'x')).toEqual({
      jsonrpc: '2.0',
      id: 'x',
      error: { code: -32602, message: 'invalid string length' },
    });
  });
});

describe('batches and WebSocket', () => {
  it('answers raw calls inside an HTTP batch next to ordinary calls and notifications, ids as written', async () => {
    const deposit = mined['transfer deposit']!;
    const other = mined['EIP-1559 transfer']!;
    const batch = `[
      {"jsonrpc":"2.0","id":12345678901234567890,"method":"eth_getRawTransactionByHash","params":["${deposit.hash}"]},
      {"jsonrpc":"2.0","id":"chain","method":"eth_chainId"},
      {"jsonrpc":"2.0","method":"debug_getRawTransaction","params":["${deposit.hash}"]},
      {"jsonrpc":"2.0","id":3,"method":"eth_getRawTransactionByBlockHashAndIndex","params":["${other.blockHash}","${other.index}"]},
      {"jsonrpc":"2.0","id":4,"method":"eth_getRawTransactionByBlockNumberAndIndex","params":["${deposit.blockNumber}","0x0"]}
    ]`;
    const { status, text } = await post(batch);
    expect(status).toBe(200);
    expect(text).toContain('"id":12345678901234567890,');
    const answers = JSON.parse(text) as Answer[];
    const expected = await viemDepositBytes(deposit.hash);
    expect(answers.map((a) => a.result)).toEqual([
      expected,
      '0x7a69',
      (await call('eth_getRawTransactionByHash', [other.hash])).result,
      expected,
    ]);
    expect(answers.map((a) => a.id).slice(1)).toEqual(['chain', 3, 4]);
    await expectAlive();
  });

  it('over WebSocket: single calls and batches, next to a newHeads subscription on the same connection', async () => {
    const ws = new WebSocket(devnet.wsUrl);
    const messages: Answer[] = [];
    const texts: string[] = [];
    const waiters: (() => void)[] = [];
    let closed: number | undefined;
    ws.on('message', (data) => {
      texts.push(String(data));
      messages.push(JSON.parse(String(data)) as Answer);
      for (const wake of waiters.splice(0)) wake();
    });
    ws.on('close', (code) => {
      closed = code;
      for (const wake of waiters.splice(0)) wake();
    });
    const next = async (check: (m: Answer) => boolean): Promise<Answer> => {
      for (;;) {
        const found = messages.find(check);
        if (found) return found;
        if (closed !== undefined) throw new Error(`the front closed the WebSocket (${closed}) before the answer came`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    };
    try {
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      ws.send('{"jsonrpc":"2.0","id":"sub","method":"eth_subscribe","params":["newHeads"]}');
      const subscription = (await next((m) => m.id === 'sub')).result;
      const sent = await depositTransaction(devnet.url, { from: DEPOSITOR, to: DEPOSITOR, mint: 3n });
      const head = (await next(
        (m) => (m as unknown as { params?: { subscription?: unknown } }).params?.subscription === subscription,
      )) as unknown as { params: { result: { number: Hex; hash: Hex } } };
      const expected = await viemDepositBytes(sent.hash);
      // the front's request window tells anvil's notifications from its answers by how anvil writes them
      expect(texts.map((t) => isSubscriptionNotification(Buffer.from(t)))).toEqual([false, true]);

      ws.send(
        JSON.stringify({ jsonrpc: '2.0', id: 'one', method: 'eth_getRawTransactionByHash', params: [sent.hash] }),
      );
      expect(await next((m) => m.id === 'one')).toEqual({ jsonrpc: '2.0', id: 'one', result: expected });
      ws.send(
        JSON.stringify([
          {
            jsonrpc: '2.0',
            id: 'b1',
            method: 'eth_getRawTransactionByBlockHashAndIndex',
            params: [head.params.result.hash, '0x0'],
          },
          { jsonrpc: '2.0', id: 'b2', method: 'eth_blockNumber' },
          { jsonrpc: '2.0', id: 'b3', method: 'debug_getRawTransaction', params: [sent.hash] },
        ]),
      );
      await next((m) => m.id === undefined && Array.isArray(m));
      const batch = messages.find((m) => Array.isArray(m)) as unknown as Answer[];
      expect(batch).toEqual([
        { jsonrpc: '2.0', id: 'b1', result: expected },
        { jsonrpc: '2.0', id: 'b2', result: head.params.result.number },
        { jsonrpc: '2.0', id: 'b3', result: expected },
      ]);
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: 'unsub', method: 'eth_unsubscribe', params: [subscription] }));
      expect((await next((m) => m.id === 'unsub')).result).toBe(true);
    } finally {
      ws.terminate();
    }
    await expectAlive();
  });
});

describe('the front’s request window', () => {
  it('predicts which requests anvil answers (anvil answers notifications, alone or in batches, with 204 over HTTP)', async () => {
    for (const text of [
      '{"jsonrpc":"2.0","method":"eth_chainId"}',
      '{"method":"eth_chainId","params":[]}',
      '{"jsonrpc":null,"method":"eth_chainId","params":null}',
      '[{"jsonrpc":"2.0","method":"eth_chainId"},{"method":"eth_blockNumber"}]',
      '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      '{"jsonrpc":"1.0","method":"eth_chainId"}',
      '{"jsonrpc":"2.0","method":"eth_chainId","extra":1}',
      '{"jsonrpc":"2.0","method":"eth_chainId","params":"x"}',
      '[{"jsonrpc":"2.0","method":"eth_chainId"},{"jsonrpc":"2.0","id":2,"method":"eth_chainId"}]',
      '[]',
      '{"jsonrpc":',
    ]) {
      const { status } = await post(text);
      expect(status === 200, `${text}: anvil answered ${status}`).toBe(expectsAnswer(text));
    }
  });
});

describe('caps', () => {
  const bomb = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  const tooDeep = {
    jsonrpc: '2.0',
    id: null,
    error: { code: -32600, message: 'Invalid request: JSON nested deeper than 1000 levels' },
  };

  it('answers a depth bomb itself over HTTP and WebSocket (anvil never parses it)', async () => {
    expect(JSON.parse((await post(bomb)).text)).toEqual(tooDeep);
    const ws = new WebSocket(devnet.wsUrl);
    try {
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const answer = new Promise<string>((resolve) => ws.once('message', (d) => resolve(String(d))));
      ws.send(bomb);
      expect(JSON.parse(await answer)).toEqual(tooDeep);
    } finally {
      ws.terminate();
    }
    await expectAlive();
  });

  it('refuses a body over 5 MiB with 413 and closes a WebSocket sending a larger message (1009)', async () => {
    const big = `"${'a'.repeat(MAX_BODY_BYTES)}"`;
    const refused = await post(big);
    expect(refused.status).toBe(413);
    expect(refused.text).toBe(`content length too large (the devnet takes at most ${MAX_BODY_BYTES} bytes)\n`);
    // 5 MiB itself is admitted and reaches anvil (which answers that a string is no request)
    const largest = `"${'a'.repeat(MAX_BODY_BYTES - 2)}"`;
    expect(JSON.parse((await post(largest)).text)).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid request' },
    });
    const ws = new WebSocket(devnet.wsUrl);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send(big);
    expect(await closed).toBe(1009);
    await expectAlive();
  });

  it('answers CORS as anvil did: any origin, preflights for GET and POST with Content-Type', async () => {
    const preflight = await fetch(devnet.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://page.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    // relayed as anvil answers it, and rewritten by the front
    for (const body of [
      '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      `{"jsonrpc":"2.0","id":1,"method":"eth_getRawTransactionByHash","params":["0x${'00'.repeat(32)}"]}`,
    ]) {
      const answer = await fetch(devnet.url, {
        method: 'POST',
        headers: { origin: 'http://page.example', 'content-type': 'application/json' },
        body,
      });
      expect(answer.headers.get('access-control-allow-origin'), body).toBe('*');
    }
    expect(notices).toEqual([]);
  });
});
