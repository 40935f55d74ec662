// The typed EVM client (@sidechain-api/evm-rpc) against this mock over real sockets (moved here from the
// client's package so that no package test reaches into an app): every method of the document called once
// with its first example's params and its answer checked against the document, typed results and errors,
// explicit and automatic batches, a newHeads subscription, and a seeded fuzz pass of raw HTTP bodies the
// mock must survive.
import net from 'node:net';
import {
  type AnyRequest,
  type BlockHeader,
  type BlockWithTransactions,
  createEvmClient,
  HttpRequestError,
  http,
  type RequestParameters,
  RpcError,
  type Uint,
  webSocket,
} from '@sidechain-api/evm-rpc';
import { afterAll, beforeAll, describe, expect, expectTypeOf, test, vi } from 'vitest';
import { type RpcMock, startRpcMock } from '../src/index.js';
import { contract, resultProblems } from './rpc-helpers.js';

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const WS_ONLY = new Set(['eth_subscribe', 'eth_unsubscribe']);

let mock: RpcMock;
beforeAll(async () => {
  mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
});
afterAll(async () => {
  await mock?.stop();
});

/** Positional params of a method's first example pairing. */
function firstExampleParams(name: string): unknown[] {
  const method = contract.methods.get(name);
  const pairing = (method?.method.examples as { params: { value: unknown }[] }[] | undefined)?.[0];
  if (!pairing) throw new Error(`${name} has no example`);
  return pairing.params.map((p) => p.value);
}

/** Asserts that a result validates against the method's result schema in the document. */
function expectValidResult(method: string, value: unknown, source = 'the mock'): void {
  expect(
    resultProblems(method, value),
    `${method} result from ${source}: ${JSON.stringify(value)?.slice(0, 2000)}`,
  ).toEqual([]);
}

/** A TCP endpoint that accepts connections and drops each once the request arrives. */
async function droppingEndpoint() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.on('error', () => {});
    socket.once('data', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A `fetch` that counts its calls and the JSON bodies it sent; it still does real HTTP. */
function countingFetch() {
  const bodies: unknown[] = [];
  const fetch = (input: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return globalThis.fetch(input, init);
  };
  return { fetch, bodies };
}

describe('every method of the document, once', () => {
  test('each answer validates against the method result schema', async () => {
    const client = createEvmClient({ transport: http(mock.url) });
    const ws = createEvmClient({ transport: webSocket(mock.wsUrl, { keepAliveMs: 0 }) });
    const exercised: string[] = [];
    try {
      for (const name of contract.methods.keys()) {
        const call = { method: name, params: firstExampleParams(name) } as unknown as AnyRequest;
        // the examples' filter and subscription ids were never made by this mock: a node answers those with an
        // error the method lists ("filter not found", "subscription not found")
        const listed = contract.methods.get(name)?.errorCodes;
        const result: unknown = await (WS_ONLY.has(name) ? ws : client).request(call).then(
          (value) => ({ value }),
          (e: unknown) => {
            if (e instanceof RpcError && listed?.has(e.code) && /not found$/.test(e.message)) return undefined;
            throw e;
          },
        );
        if (result !== undefined) expectValidResult(name, (result as { value: unknown }).value, 'the mock');
        exercised.push(name);
      }
    } finally {
      await ws.close();
    }
    await vi.waitFor(() => expect(mock.subscriptionCount()).toBe(0));
    expect(exercised).toHaveLength(contract.methods.size);
    expect(exercised).toHaveLength(mock.methodCount);
    expect(exercised).toContain('eth_subscribe');
  });

  test('results are typed (not any)', async () => {
    const client = createEvmClient({ transport: http(mock.url) });
    const chainId = await client.request({ method: 'eth_chainId' });
    expectTypeOf(chainId).toEqualTypeOf<Uint>();
    expectTypeOf(chainId).not.toBeAny();
    expect(chainId).toBe('0x6792');
    const block = await client.request({ method: 'eth_getBlockByNumber', params: ['0x6a3f1c', true] });
    expectTypeOf(block).toEqualTypeOf<BlockWithTransactions | null>();
    expect(block?.number).toBe('0x6a3f1c');
    // the `true` flag narrowed the type to full transactions, and the mock answers them
    expect(block?.transactions.length).toBeGreaterThan(0);
    for (const tx of block?.transactions ?? []) expect(typeof tx.hash).toBe('string');
  });
});

describe('typed errors', () => {
  const client = () => createEvmClient({ transport: http(mock.url) });

  test('unknown method → RpcError -32601', async () => {
    const error = await client()
      .request({ method: 'eth_noSuchMethod' } as unknown as RequestParameters<'eth_chainId'>)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).code).toBe(-32601);
    expect((error as RpcError).method).toBe('eth_noSuchMethod');
    expect((error as RpcError).name).toBe('RpcError');
  });

  test('invalid params → RpcError -32602 naming the param (and the call does not compile)', async () => {
    const error = await client()
      // @ts-expect-error eth_getBlockByNumber needs the `hydrated` flag
      .request({ method: 'eth_getBlockByNumber', params: ['latest'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).code).toBe(-32602);
    expect((error as RpcError).message).toMatch(/missing value for required argument 1/);

    const bad = await client()
      .request({ method: 'eth_getBalance', params: ['0x1234', 'latest'] })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(RpcError);
    expect((bad as RpcError).code).toBe(-32602);
    expect((bad as RpcError).message).toMatch(/argument 0 \(address\)/);
  });

  test('an endpoint that drops the connection → HttpRequestError (status 0), not an RpcError', async () => {
    const refusing = await droppingEndpoint();
    try {
      const error = await createEvmClient({ transport: http(refusing.url, { timeoutMs: 5000 }) })
        .request({ method: 'eth_chainId' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpRequestError);
      expect(error).not.toBeInstanceOf(RpcError);
      expect((error as HttpRequestError).status).toBe(0);
      expect((error as HttpRequestError).url).toBe(refusing.url);
      expect(refusing.connections).toBeGreaterThan(0);
    } finally {
      await refusing.close();
    }
  });
});

describe('batches', () => {
  test('explicit batch: one HTTP request, per-call results and errors in call order', async () => {
    const counter = countingFetch();
    const client = createEvmClient({ transport: http(mock.url, { fetch: counter.fetch }) });
    const [chainId, balance, block, invalid] = await client.batch([
      { method: 'eth_chainId' },
      { method: 'eth_getBalance', params: [ADDRESS, 'latest'] },
      { method: 'eth_getBlockByNumber', params: ['0x6a3f1c', false] },
      { method: 'eth_getBalance', params: ['0xnot-an-address', 'latest'] },
    ]);
    expect(counter.bodies).toHaveLength(1);
    expect(counter.bodies[0]).toHaveLength(4);
    expect(chainId).toEqual({ status: 'fulfilled', value: '0x6792' });
    expect(balance.status).toBe('fulfilled');
    expect(block.status).toBe('fulfilled');
    if (balance.status === 'fulfilled') {
      expectTypeOf(balance.value).toEqualTypeOf<Uint>();
      expectValidResult('eth_getBalance', balance.value, 'the mock (batch)');
    }
    if (block.status === 'fulfilled') {
      expectValidResult('eth_getBlockByNumber', block.value, 'the mock (batch)');
      expect(block.value?.number).toBe('0x6a3f1c');
    }
    expect(invalid.status).toBe('rejected');
    if (invalid.status === 'rejected') {
      expect(invalid.reason).toBeInstanceOf(RpcError);
      expect((invalid.reason as RpcError).code).toBe(-32602);
      expect(invalid.reason.message).toMatch(/address/);
    }
  });

  test('automatic batching within a tick: several calls, one HTTP request', async () => {
    const counter = countingFetch();
    const client = createEvmClient({ transport: http(mock.url, { batch: true, fetch: counter.fetch }) });
    const calls = [
      client.request({ method: 'eth_chainId' }),
      client.request({ method: 'net_version' }),
      client.request({ method: 'eth_gasPrice' }),
      client.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] }),
      client.request({ method: 'eth_getBalance', params: ['0x12', 'latest'] }).catch((e: unknown) => e),
    ] as const;
    const [chainId, netVersion, gasPrice, balance, bad] = await Promise.all(calls);
    expect(counter.bodies).toHaveLength(1);
    expect((counter.bodies[0] as { method: string }[]).map((c) => c.method)).toEqual([
      'eth_chainId',
      'net_version',
      'eth_gasPrice',
      'eth_getBalance',
      'eth_getBalance',
    ]);
    expect(chainId).toBe('0x6792');
    expectValidResult('net_version', netVersion, 'the mock (auto batch)');
    expectValidResult('eth_gasPrice', gasPrice, 'the mock (auto batch)');
    expectValidResult('eth_getBalance', balance, 'the mock (auto batch)');
    expect(bad).toBeInstanceOf(RpcError);
    expect((bad as RpcError).code).toBe(-32602);

    // a call in a later tick is a new request
    await client.request({ method: 'eth_chainId' });
    expect(counter.bodies).toHaveLength(2);
  });
});

describe('WebSocket subscription', () => {
  test('newHeads: typed heads with increasing numbers, valid per the document; unsubscribe stops them', async () => {
    const client = createEvmClient({ transport: webSocket(mock.wsUrl, { keepAliveMs: 0 }) });
    try {
      const heads: BlockHeader[] = [];
      const errors: unknown[] = [];
      const unsubscribe = await client.subscribe(
        'newHeads',
        (head) => {
          expectTypeOf(head).toEqualTypeOf<BlockHeader>();
          heads.push(head);
        },
        (e) => errors.push(e),
      );
      expect(mock.subscriptionCount()).toBe(1);
      // three heads, then a call on the same socket: its answer comes after their notifications
      mock.mine(3);
      await client.request({ method: 'eth_chainId' });
      expect(heads).toHaveLength(3);
      for (const head of heads) {
        const note = { jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: 'x', result: head } };
        expect(contract.checkNotification('newHeads', 'x', note)).toEqual([]);
      }
      const numbers = heads.map((h) => BigInt(h.number));
      for (const [i, n] of numbers.slice(1).entries()) expect(n).toBe(numbers[i]! + 1n);
      expect(heads[1]!.parentHash).toBe(heads[0]!.hash);
      // eth_blockNumber follows the same counter
      expect(BigInt(await client.request({ method: 'eth_blockNumber' }))).toBeGreaterThanOrEqual(numbers.at(-1)!);

      expect(await unsubscribe()).toBe(true);
      expect(mock.subscriptionCount()).toBe(0);
      const seen = heads.length;
      mock.mine(3);
      await client.request({ method: 'eth_chainId' }); // same socket: whatever those heads sent has arrived
      expect(heads).toHaveLength(seen);
      expect(errors).toEqual([]);
    } finally {
      await client.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Fuzz: random bodies POSTed raw over HTTP, as any client could send them.

const FUZZ_SEED = 0x5eed26;
const FUZZ_BODIES = 300;

/** mulberry32 */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}

type Rng = ReturnType<typeof rng>;

function randomValue(r: Rng, depth = 0): unknown {
  switch (r.int(depth > 2 ? 7 : 9)) {
    case 0:
      return null;
    case 1:
      return r.next() < 0.5;
    case 2:
      return r.pick([0, -1, 1.5, 2 ** 53, 1e308, -0]);
    case 3:
      return `0x${Array.from({ length: r.int(70) }, () => r.pick('0123456789abcdefABCDEFxg'.split(''))).join('')}`;
    case 4:
      return r.pick(['latest', 'pending', 'earliest', 'safe', 'finalized', '', 'newHeads', ADDRESS, '\u0000', '💥']);
    case 5:
      return r.pick([`0x${'ab'.repeat(32)}`, '0x0', '0x6a3f1c', ADDRESS.toUpperCase()]);
    case 6:
      return String.fromCharCode(...Array.from({ length: r.int(12) }, () => r.int(0x3000)));
    case 7:
      return Array.from({ length: r.int(4) }, () => randomValue(r, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: r.int(4) }, () => [
          r.pick(['to', 'from', 'input', 'data', 'address', 'topics', 'fromBlock', 'x']),
          randomValue(r, depth + 1),
        ]),
      );
  }
}

/** One random request object: usually a real method with random or example params, sometimes a broken envelope. */
function randomCall(r: Rng, names: readonly string[], id: number): Record<string, unknown> {
  const method = r.next() < 0.9 ? r.pick(names) : r.pick(['eth_nope', '', 'rpc.discover', 'ETH_CHAINID']);
  const params =
    r.next() < 0.25 ? firstExampleParams(r.pick(names)) : Array.from({ length: r.int(4) }, () => randomValue(r));
  const call: Record<string, unknown> = { jsonrpc: '2.0', id, method, params };
  switch (r.int(10)) {
    case 0:
      call.jsonrpc = r.pick(['1.0', 2, null]);
      break;
    case 1:
      call.id = r.pick([{}, [1], true, 1.5, 'x', null]);
      break;
    case 2:
      call.method = randomValue(r);
      break;
    case 3:
      call.params = r.pick([null, 7, 'latest', { nope: 1 }, {}]);
      break;
    case 4:
      delete call.id;
      break; // notification
    case 5:
      delete call.params;
      break;
    default:
      break;
  }
  return call;
}

function randomBody(r: Rng, names: readonly string[], n: number): string {
  const kind = n % 6;
  if (kind === 0) {
    // random bytes (as a latin1 string, so fetch sends them byte for byte)
    return String.fromCharCode(...Array.from({ length: r.int(64) }, () => r.int(256)));
  }
  const call = randomCall(r, names, n);
  if (kind === 1) {
    const text = JSON.stringify(call);
    return text.slice(0, r.int(text.length)); // truncated JSON
  }
  if (kind === 2) return JSON.stringify(randomValue(r)); // any JSON value as the envelope
  if (kind === 3) {
    // a batch (sometimes empty, sometimes all notifications)
    const size = r.int(5);
    const batch = Array.from({ length: size }, (_, i) =>
      r.next() < 0.2 ? randomValue(r) : randomCall(r, names, n * 10 + i),
    );
    if (r.next() < 0.15)
      return JSON.stringify(
        batch.map((c) =>
          c && typeof c === 'object' && !Array.isArray(c)
            ? { ...c, jsonrpc: '2.0', method: 'eth_chainId', id: undefined }
            : c,
        ),
      );
    return JSON.stringify(batch);
  }
  return JSON.stringify(call);
}

/** A valid request without an id: the only thing the server may leave unanswered. */
function isNotification(c: unknown): boolean {
  if (typeof c !== 'object' || c === null || Array.isArray(c) || 'id' in c) return false;
  // op-geth's isNotification (go-ethereum v1.17.2 rpc/json.go): version 2.0, no id, a method; the params are
  // read only when the method runs, so a notification with params of any kind is never answered.
  const { jsonrpc, method } = c as Record<string, unknown>;
  return jsonrpc === '2.0' && typeof method === 'string';
}

/** Problems with one response object; a result of a known method is validated against its schema. */
function responseProblems(response: unknown, request: unknown): string[] {
  if (typeof response !== 'object' || response === null || Array.isArray(response))
    return [`not a response object: ${JSON.stringify(response)}`];
  const r = response as Record<string, unknown>;
  const problems: string[] = [];
  if (r.jsonrpc !== '2.0') problems.push('jsonrpc is not "2.0"');
  if (!('id' in r) || !(r.id === null || typeof r.id === 'string' || typeof r.id === 'number'))
    problems.push(`bad id ${JSON.stringify(r.id)}`);
  const extra = Object.keys(r).filter((k) => !['jsonrpc', 'id', 'result', 'error'].includes(k));
  if (extra.length) problems.push(`extra members ${extra.join(', ')}`);
  if ('result' in r === 'error' in r) problems.push('needs exactly one of result and error');
  if ('error' in r) {
    const e = r.error as Record<string, unknown> | null;
    if (!e || typeof e !== 'object' || !Number.isInteger(e.code) || typeof e.message !== 'string')
      problems.push(`error is not {code, message}: ${JSON.stringify(e)}`);
    else if (Object.keys(e).some((k) => !['code', 'message', 'data'].includes(k)))
      problems.push('error has other members');
  }
  const req = request as { method?: unknown; id?: unknown } | undefined;
  if ('result' in r && req && typeof req.method === 'string' && contract.methods.has(req.method)) {
    problems.push(...resultProblems(req.method, r.result).map((p) => `${req.method} result ${p}`));
    if (r.id !== req.id) problems.push(`id ${JSON.stringify(r.id)} answers request id ${JSON.stringify(req.id)}`);
  }
  return problems;
}

describe(`the mock survives malformed input (fuzz, seed 0x${FUZZ_SEED.toString(16)})`, () => {
  test(`${FUZZ_BODIES} random bodies over HTTP: each answer is a valid JSON-RPC result or error`, async () => {
    const r = rng(FUZZ_SEED);
    const names = [...contract.methods.keys()];
    const bodies = Array.from({ length: FUZZ_BODIES }, (_, n) => randomBody(r, names, n));
    const seen = new Map<string, number>();
    const note = (k: string) => seen.set(k, (seen.get(k) ?? 0) + 1);
    const failures: string[] = [];

    const check = async (body: string, n: number) => {
      const res = await fetch(mock.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(body, 'latin1'),
      });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = body === '' ? undefined : JSON.parse(body);
      } catch {
        parsed = undefined;
      }
      const fail = (why: string) =>
        failures.push(
          `#${n} ${why}\n  sent: ${JSON.stringify(body).slice(0, 300)}\n  got: HTTP ${res.status} ${text.slice(0, 300)}`,
        );
      if (res.status !== 200) return fail(`HTTP ${res.status}`);
      if (text === '') {
        // no answer: only for notifications, or a body with nothing in it (op-geth answers those with an empty 200)
        note('empty');
        const all = Array.isArray(parsed) ? parsed.length > 0 && parsed.every(isNotification) : isNotification(parsed);
        if (!all && body.trim() !== '') fail('an empty answer to a body that is not only notifications');
        return;
      }
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        return fail('answer is not JSON');
      }
      const pairs: [unknown, unknown][] = Array.isArray(answer)
        ? answer.map((a, i) => [a, Array.isArray(parsed) ? parsed.filter((c) => !isNotification(c))[i] : undefined])
        : [[answer, Array.isArray(parsed) ? undefined : parsed]];
      if (Array.isArray(answer) && answer.length === 0) fail('empty array answer');
      for (const [a, req] of pairs) {
        const problems = responseProblems(a, req);
        if (problems.length) fail(problems.join('; '));
        const e = (a as { error?: { code?: number } }).error;
        note(e ? String(e.code) : 'result');
      }
    };

    for (let i = 0; i < bodies.length; i += 20)
      await Promise.all(bodies.slice(i, i + 20).map((b, j) => check(b, i + j)));
    expect(failures.slice(0, 5).join('\n')).toBe('');
    // the pass reached every kind of answer (so a generator that stopped producing some would fail)
    for (const kind of ['result', 'empty', '-32700', '-32600', '-32601', '-32602'])
      expect(seen.get(kind) ?? 0, `answers of kind ${kind}: ${JSON.stringify([...seen])}`).toBeGreaterThan(0);
    expect(failures).toHaveLength(0);

    // and the mock still answers through the client
    const client = createEvmClient({ transport: http(mock.url) });
    expect(await client.request({ method: 'eth_chainId' })).toBe('0x6792');
  });
});
