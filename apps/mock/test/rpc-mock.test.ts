/**
 * The EVM JSON-RPC mock (apps/mock/src/rpc) over real sockets on free ports: every method of the
 * document, the error codes, batches, notifications, size limits and a seeded fuzz pass over HTTP
 * and WebSocket (subscriptions on a moving head: rpc-subscriptions.test.ts).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFromSchema } from '../src/rpc/document.mjs';
import { type RpcMock, startRpcMock } from '../src/rpc/server.mjs';
import {
  call,
  deref,
  exampleParams,
  type Json,
  post,
  prng,
  responseProblems,
  resultProblems,
  rpcDoc,
  schemaProblems,
  WsClient,
} from './rpc-helpers.js';

const doc = rpcDoc();
const METHODS: Json[] = doc.methods;
const wsOnly = (m: Json) => Array.isArray(m['x-transport']) && !m['x-transport'].includes('http');
const firstExample = (m: Json) => (m.examples ?? []).find((e: Json) => e?.result && 'value' in e.result);
/** Methods the simulated chain answers (their example params are just one request among others). */
const SIMULATED = new Set([
  'eth_getBlockByNumber',
  'eth_feeHistory',
  'eth_getLogs',
  'eth_getBlockTransactionCountByNumber',
  'eth_getTransactionCount',
  'eth_getBalance',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
]);

let mock: RpcMock; // head frozen: every answer is fixed
beforeAll(async () => {
  mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
});
afterAll(async () => {
  await mock?.stop();
});

describe('document coverage', () => {
  it('serves every method of the document on 127.0.0.1', () => {
    expect(METHODS.length).toBeGreaterThanOrEqual(61);
    expect(mock.methodCount).toBe(METHODS.length);
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(mock.wsUrl).toBe(mock.url.replace('http:', 'ws:'));
  });

  it.each(METHODS.filter((m) => !wsOnly(m)).map((m) => [m.name, m] as const))(
    '%s: every example pairing over HTTP → its result, valid against the result schema',
    async (name, m) => {
      const examples = (m.examples ?? []).filter((e: Json) => e?.result && 'value' in e.result);
      expect(examples.length).toBeGreaterThan(0);
      for (const ex of examples) {
        const r = await call(mock.url, name, exampleParams(m, ex), 7);
        expect(responseProblems(r)).toEqual([]);
        expect(r.error, JSON.stringify(r.error)).toBeUndefined();
        expect(r.id).toBe(7);
        expect(resultProblems(name, r.result)).toEqual([]);
        if (name === 'eth_chainId') expect(r.result).toBe('0x6792');
        else if (SIMULATED.has(name))
          continue; // answered by the simulated chain: checked in rpc-chain.test.ts
        else {
          // Pairings with equal params (eth_syncing has two for []): the first one wins.
          const key = JSON.stringify(exampleParams(m, ex));
          const winner = examples.find((e: Json) => JSON.stringify(exampleParams(m, e)) === key);
          expect(r.result).toEqual(winner.result.value); // head frozen: eth_blockNumber is its example too
        }
      }
    },
  );

  it('WebSocket-only methods (x-transport) answer their examples over WebSocket', async () => {
    const ws = await WsClient.open(mock.wsUrl);
    try {
      const ids: string[] = [];
      const sub = METHODS.find((m) => m.name === 'eth_subscribe');
      expect(sub.examples.length).toBeGreaterThan(0);
      for (const ex of sub.examples) {
        const r = await ws.call('eth_subscribe', exampleParams(sub, ex));
        expect(responseProblems(r)).toEqual([]);
        expect(resultProblems('eth_subscribe', r.result)).toEqual([]);
        ids.push(r.result);
      }
      expect(new Set(ids).size).toBe(ids.length); // one id per subscription
      for (const id of ids) {
        const r = await ws.call('eth_unsubscribe', [id]);
        expect(resultProblems('eth_unsubscribe', r.result)).toEqual([]);
        expect(r.result).toBe(true);
      }
      const again = await ws.call('eth_unsubscribe', [ids[0]]);
      expect(again.result).toBe(false);
    } finally {
      await ws.close();
    }
  });

  it('by-name params (an object) are accepted and matched like positional ones', async () => {
    const m = METHODS.find((x) => x.name === 'eth_getBalance');
    const ex = firstExample(m);
    const named = Object.fromEntries(ex.params.map((p: Json) => [p.name, p.value]));
    const r = await call(mock.url, 'eth_getBalance', named);
    expect(r.result).toEqual(ex.result.value);
    const bad = await call(mock.url, 'eth_getBalance', { ...named, nope: 1 });
    expect(bad.error.code).toBe(-32602);
    expect(bad.error.message).toContain('"nope"');
  });

  it('rpc.discover returns the document', async () => {
    const r = await call(mock.url, 'rpc.discover', []);
    expect(r.result.openrpc).toBe(doc.openrpc);
    expect(r.result.methods.length).toBe(METHODS.length);
  });
});

describe('deterministic answers', () => {
  it('the same request twice gets byte-identical answers, for every HTTP method', async () => {
    expect(METHODS.filter((x) => !wsOnly(x)).length).toBeGreaterThanOrEqual(59);
    for (const m of METHODS.filter((x) => !wsOnly(x) && !x.name.match(/^eth_new.*Filter$/))) {
      // (creating a filter makes a new one each time: a new id)
      const body = { jsonrpc: '2.0', id: 'same', method: m.name, params: exampleParams(m, firstExample(m)) };
      const a = await post(mock.url, body);
      const b = await post(mock.url, body);
      expect(a.status, m.name).toBe(200);
      expect(b.text, m.name).toBe(a.text);
    }
  });

  it('params that match no example get the first example result (and the same answer every time)', async () => {
    const m = METHODS.find((x) => x.name === 'eth_getTransactionByHash');
    expect(m.examples.length).toBeGreaterThan(1);
    const other = [`0x${'ab'.repeat(32)}`];
    expect(m.examples.some((e: Json) => JSON.stringify(exampleParams(m, e)) === JSON.stringify(other))).toBe(false);
    const a = await call(mock.url, m.name, other);
    const b = await call(mock.url, m.name, other);
    expect(a.result).toEqual(firstExample(m).result.value);
    expect(b).toEqual(a);
    // the second pairing is selected by its own params
    const second = m.examples[1];
    const c = await call(mock.url, m.name, exampleParams(m, second));
    expect(c.result).toEqual(second.result.value);
  });

  it('sampleFromSchema gives a valid value for every result and param schema of the document', () => {
    const problems: string[] = [];
    expect(METHODS.length).toBeGreaterThanOrEqual(61);
    for (const m of METHODS) {
      const p = resultProblems(m.name, sampleFromSchema(deref(m.result.schema)));
      if (p.length) problems.push(`${m.name} result: ${p.join('; ')}`);
      for (const param of m.params) {
        const q = schemaProblems(param.schema, sampleFromSchema(deref(param.schema)));
        if (q.length) problems.push(`${m.name} param ${param.name}: ${q.join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('methods without examples answer a schema-generated value that validates', async () => {
    const stripped = structuredClone(doc);
    for (const m of stripped.methods) delete m.examples;
    const bare = await startRpcMock({ port: 0, headIntervalMs: 0, doc: stripped });
    try {
      expect(METHODS.filter((x) => !wsOnly(x)).length).toBeGreaterThanOrEqual(59);
      for (const m of METHODS.filter((x) => !wsOnly(x))) {
        const r = await call(bare.url, m.name, exampleParams(m, firstExample(m)));
        expect(r.error, `${m.name}: ${JSON.stringify(r.error)}`).toBeUndefined();
        expect(resultProblems(m.name, r.result), m.name).toEqual([]);
        const again = await call(bare.url, m.name, exampleParams(m, firstExample(m)));
        expect(again, m.name).toEqual(r);
      }
    } finally {
      await bare.stop();
    }
  });
});

describe('error codes', () => {
  it('-32602 names the failing param and carries the ajv errors', async () => {
    const bad = await call(mock.url, 'eth_getBalance', ['0x12', 'latest']);
    expect(bad.error.code).toBe(-32602);
    expect(bad.error.message).toMatch(/argument 0 \(address\)/);
    expect(bad.error.message).toMatch(/pattern/);
    expect(bad.error.data.param).toBe('address');
    expect(Array.isArray(bad.error.data.errors)).toBe(true);
    expect(bad.error.data.errors.length).toBeGreaterThan(0);

    const second = await call(mock.url, 'eth_getBlockByNumber', ['latest', 'yes']);
    expect(second.error.code).toBe(-32602);
    expect(second.error.message).toMatch(/argument 1 \(hydrated\): must be boolean/);

    const missing = await call(mock.url, 'eth_getBalance', []);
    expect(missing.error.code).toBe(-32602);
    expect(missing.error.message).toBe('missing value for required argument 0 (address)');

    const missingLater = await call(mock.url, 'eth_getBlockByNumber', ['latest']);
    expect(missingLater.error.message).toBe('missing value for required argument 1 (hydrated)');

    const tooMany = await call(mock.url, 'eth_chainId', [1]);
    expect(tooMany.error.code).toBe(-32602);
    expect(tooMany.error.message).toBe('too many arguments, want at most 0');
  });

  it('a null optional param counts as omitted (geth)', async () => {
    const m = METHODS.find((x) => x.name === 'eth_call');
    const r = await call(mock.url, 'eth_call', [firstExample(m).params[0].value, null]);
    expect(r.error).toBeUndefined();
  });

  it('-32601 for unknown methods, for eth_subscribe over HTTP, and for unknown subscription kinds', async () => {
    const unknown = await call(mock.url, 'eth_doesNotExist', []);
    expect(unknown.error).toEqual({
      code: -32601,
      message: 'the method eth_doesNotExist does not exist/is not available',
    });
    for (const name of ['eth_subscribe', 'eth_unsubscribe']) {
      const overHttp = await call(mock.url, name, name === 'eth_subscribe' ? ['newHeads'] : ['0x1']);
      expect(overHttp.error).toEqual({ code: -32601, message: 'notifications not supported' });
    }
    const ws = await WsClient.open(mock.wsUrl);
    try {
      const r = await ws.call('eth_subscribe', ['blocks']);
      expect(r.error).toEqual({ code: -32601, message: 'no "blocks" subscription in eth namespace' });
    } finally {
      await ws.close();
    }
  });

  it.each([
    ['{'],
    [''],
    ['nul'],
    ['[{"jsonrpc":"2.0","id":1,"method":"eth_chainId"'],
    ['{"jsonrpc":"2.0",}'],
    ['\u0000\u00ff'],
  ])('-32700 with id null for malformed JSON %j', async (body) => {
    const a = await post(mock.url, body);
    expect(a.status).toBe(200);
    expect(a.json).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } });
  });

  it.each<[string, unknown, unknown]>([
    ['a number', 42, null],
    ['a string', '"eth_chainId"', null],
    ['null', 'null', null],
    ['jsonrpc missing', { id: 1, method: 'eth_chainId' }, 1],
    ['jsonrpc "1.0"', { jsonrpc: '1.0', id: 2, method: 'eth_chainId' }, 2],
    ['jsonrpc 2', { jsonrpc: 2, id: 3, method: 'eth_chainId' }, 3],
    ['method missing', { jsonrpc: '2.0', id: 4 }, 4],
    ['method a number', { jsonrpc: '2.0', id: 5, method: 5 }, 5],
    ['id a boolean', { jsonrpc: '2.0', id: true, method: 'eth_chainId' }, null],
    ['id an object', { jsonrpc: '2.0', id: { a: 1 }, method: 'eth_chainId' }, null],
    ['id an array', { jsonrpc: '2.0', id: [1], method: 'eth_chainId' }, null],
    ['params a string', { jsonrpc: '2.0', id: 6, method: 'eth_chainId', params: 'x' }, 6],
    ['params null', { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: null }, 7],
    ['params a number', { jsonrpc: '2.0', id: 8, method: 'eth_chainId', params: 1 }, 8],
    ['an invalid envelope without id (still answered)', { jsonrpc: '1.0', method: 'eth_chainId' }, null],
  ])('-32600 for an invalid envelope: %s', async (_label, body, id) => {
    const a = await post(mock.url, typeof body === 'string' ? body : JSON.stringify(body));
    expect(a.status).toBe(200);
    expect(responseProblems(a.json)).toEqual([]);
    expect(a.json.error.code).toBe(-32600);
    expect(a.json.id).toEqual(id);
  });

  it('HTTP: non-POST verbs get 405, OPTIONS a CORS preflight', async () => {
    const get = await fetch(mock.url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await get.json()).error.code).toBe(-32600);
    const opt = await fetch(mock.url, { method: 'OPTIONS' });
    expect(opt.status).toBe(204);
    expect(opt.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('batches and notifications', () => {
  it('answers each element independently, in order, skipping notifications', async () => {
    const a = await post(mock.url, [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', method: 'eth_chainId' }, // notification: no answer
      { jsonrpc: '2.0', id: 'b', method: 'eth_getBalance', params: ['0x1'] },
      7,
      { jsonrpc: '2.0', id: 3, method: 'nope_nope' },
      { jsonrpc: '1.0', id: 4, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 5, method: 'eth_blockNumber', params: [] },
    ]);
    expect(a.status).toBe(200);
    expect(Array.isArray(a.json)).toBe(true);
    for (const r of a.json) expect(responseProblems(r)).toEqual([]);
    expect(a.json.map((r: Json) => [r.id, r.error?.code ?? 'ok'])).toEqual([
      [1, 'ok'],
      ['b', -32602],
      [null, -32600],
      [3, -32601],
      [4, -32600],
      [5, 'ok'],
    ]);
    expect(a.json[0].result).toBe('0x6792');
  });

  it('an empty batch gets one -32600 error (not an array)', async () => {
    const a = await post(mock.url, []);
    expect(a.json).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'empty batch' } });
  });

  it('maxBatch calls are fine; one more gets a one-element "batch too large" array with the first id', async () => {
    const batch = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i + 100, method: 'eth_chainId' }));
    const ok = await post(mock.url, batch(100));
    expect(ok.json).toHaveLength(100);
    expect(ok.json.every((r: Json, i: number) => r.id === i + 100 && r.result === '0x6792')).toBe(true);
    const over = await post(mock.url, batch(101));
    expect(over.json).toEqual([
      { jsonrpc: '2.0', id: 100, error: { code: -32600, message: 'batch too large', data: { limit: 100, size: 101 } } },
    ]);
  });

  it('a batch of only notifications and a single notification get HTTP 204 with no body', async () => {
    const batch = await post(mock.url, [
      { jsonrpc: '2.0', method: 'eth_chainId' },
      { jsonrpc: '2.0', method: 'no_such_method' },
      { jsonrpc: '2.0', method: 'eth_getBalance', params: ['bad'] },
    ]);
    expect(batch.status).toBe(204);
    expect(batch.text).toBe('');
    const single = await post(mock.url, { jsonrpc: '2.0', method: 'eth_blockNumber', params: [] });
    expect(single.status).toBe(204);
    expect(single.text).toBe('');
  });

  it('over WebSocket a notification gets no message, a batch one array message', async () => {
    const ws = await WsClient.open(mock.wsUrl);
    try {
      ws.send({ jsonrpc: '2.0', method: 'eth_chainId' });
      ws.send([{ jsonrpc: '2.0', method: 'eth_chainId' }]);
      const r = await ws.call('eth_chainId', [], 'after');
      expect(r.result).toBe('0x6792');
      expect(ws.messages).toEqual([]); // nothing arrived for the notifications
      ws.send([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
      ]);
      const arr = await ws.next(Array.isArray);
      expect(arr.map((x: Json) => x.id)).toEqual([1, 2]);
    } finally {
      await ws.close();
    }
  });
});

describe('size limits', () => {
  it('an HTTP body over maxBodyBytes gets 413 with a -32600 body; the server keeps answering', async () => {
    const huge = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: ['x'.repeat(1024 * 1024)] });
    const a = await post(mock.url, huge);
    expect(a.status).toBe(413);
    expect(a.json.error.code).toBe(-32600);
    expect(a.json.error.message).toMatch(/too large/);
    expect((await call(mock.url, 'eth_chainId')).result).toBe('0x6792');
  });

  it('a WebSocket frame over maxBodyBytes closes that socket with 1009; others are unaffected', async () => {
    const other = await WsClient.open(mock.wsUrl);
    const ws = await WsClient.open(mock.wsUrl);
    try {
      ws.send('x'.repeat(1024 * 1024 + 1));
      await expect(ws.next(() => false, 3000)).rejects.toThrow(/socket closed \(1009\)/);
      expect((await other.call('eth_chainId')).result).toBe('0x6792');
    } finally {
      await other.close();
      await ws.close();
    }
  });

  it('garbage that is not HTTP is dropped without harm', async () => {
    await new Promise<void>((resolve) => {
      const s = net.connect(mock.port, '127.0.0.1', () => s.end('\u0000\u0001 GARBAGE\r\n\r\n'));
      s.on('error', () => resolve());
      s.on('close', () => resolve());
      s.resume();
    });
    expect((await call(mock.url, 'eth_chainId')).result).toBe('0x6792');
  });
});

// ---------------------------------------------------------------------------------------------
// Fuzz: seeded, so a failure reproduces (the seed and the body are in the assertion message).

const FUZZ_SEED = 0x5eed2651;
const rand = prng(FUZZ_SEED);
const NAMES = METHODS.map((m) => m.name);

function randomString(): string {
  const pool = [
    '',
    '0x',
    '0x0',
    '0x1',
    'latest',
    'pending',
    `0x${'ab'.repeat(20)}`,
    `0x${'cd'.repeat(32)}`,
    'ü',
    '\u0000',
    '"',
    '\\',
    '💥',
    'eth_',
  ];
  if (rand.bool()) return rand.pick(pool);
  return Array.from({ length: rand.int(12) }, () => String.fromCharCode(32 + rand.int(95))).join('');
}
function randomJson(depth = 0): unknown {
  const k = rand.int(depth > 3 ? 5 : 8);
  switch (k) {
    case 0:
      return null;
    case 1:
      return rand.bool();
    case 2:
      return rand.pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1, rand.int(1e6)]);
    case 3:
    case 4:
      return randomString();
    case 5:
    case 6:
      return Array.from({ length: rand.int(5) }, () => randomJson(depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: rand.int(5) }, () => [randomString(), randomJson(depth + 1)]));
  }
}
function randomParamsFor(m: Json): unknown {
  const ex = rand.pick((m.examples ?? []) as Json[]);
  const base: unknown[] = ex ? exampleParams(m, ex) : [];
  switch (rand.int(5)) {
    case 0:
      return base; // valid
    case 1: // replace one param
      if (base.length) base[rand.int(base.length)] = randomJson();
      return base;
    case 2: // drop the last
      return base.slice(0, Math.max(0, base.length - 1));
    case 3: // one too many
      return [...base, randomJson()];
    default:
      return Array.from({ length: rand.int(4) }, () => randomJson());
  }
}
function randomRequest(): unknown {
  const kind = rand.int(10);
  if (kind < 5) {
    const m = rand.pick(METHODS);
    const r: Json = { jsonrpc: '2.0', method: m.name, params: randomParamsFor(m) };
    if (rand.int(6) > 0) r.id = rand.pick([rand.int(1e6), `id-${rand.int(1e6)}`, null]);
    return r;
  }
  if (kind < 9) {
    const r: Json = {};
    const jsonrpc = rand.pick(['2.0', '2.0', '2.0', '1.0', 2, null, undefined]);
    if (jsonrpc !== undefined) r.jsonrpc = jsonrpc;
    const id = rand.pick([1, 'x', null, undefined, true, {}, [], 1.5]);
    if (id !== undefined) r.id = id;
    const method = rand.pick([rand.pick(NAMES), randomString(), 5, null, undefined]);
    if (method !== undefined) r.method = method;
    const params = rand.pick([undefined, [], randomJson(), { a: 1 }, null, 'x', 3]);
    if (params !== undefined) r.params = params;
    return r;
  }
  return randomJson();
}
function randomBody(): { body: string | Buffer; parsed?: unknown; binary: boolean } {
  const k = rand.int(10);
  if (k === 0) {
    const bytes = Buffer.from(Array.from({ length: rand.int(200) }, () => rand.int(256)));
    return { body: bytes, binary: true };
  }
  if (k === 1) {
    const s = JSON.stringify(randomRequest()) ?? 'null';
    return { body: s.slice(0, rand.int(s.length + 1)), binary: false }; // truncated JSON
  }
  const parsed = k < 4 ? Array.from({ length: rand.int(8) }, randomRequest) : randomRequest();
  return { body: JSON.stringify(parsed) ?? 'null', parsed, binary: false };
}

/** Whether a request object expects an answer: anything but a valid notification. */
function expectsAnswer(req: unknown): boolean {
  if (!req || typeof req !== 'object' || Array.isArray(req)) return true;
  const r = req as Json;
  const validEnvelope =
    (!('id' in r) ||
      r.id === null ||
      typeof r.id === 'string' ||
      (typeof r.id === 'number' && Number.isFinite(r.id))) &&
    r.jsonrpc === '2.0' &&
    typeof r.method === 'string' &&
    (r.params === undefined || (r.params !== null && typeof r.params === 'object'));
  return !validEnvelope || 'id' in r;
}

/** What the fuzz answers were, so a fuzz run that exercises nothing fails. */
const seen = new Map<string, number>();
const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

/** Checks one fuzz answer; returns problems ([] = fine). `answer` undefined = no answer. */
function checkAnswer(body: string | Buffer, answer: Json | undefined, rawText: string | undefined): string[] {
  if (answer === undefined) count('no answer');
  else
    for (const r of Array.isArray(answer) ? answer : [answer])
      count(r && 'result' in r ? 'result' : String(r?.error?.code));
  if (Array.isArray(answer)) count('batch');
  let parsed: unknown;
  let parses = true;
  try {
    parsed = JSON.parse(String(body));
  } catch {
    parses = false;
  }
  const p: string[] = [];
  if (!parses) {
    if (answer?.error?.code !== -32700) p.push(`expected -32700, got ${rawText}`);
    return p;
  }
  // Which requests expect an answer, in order.
  let expected: unknown[];
  let batch = false;
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) expected = ['empty'];
    else {
      batch = true;
      expected = parsed.filter(expectsAnswer);
    }
  } else expected = expectsAnswer(parsed) ? [parsed] : [];
  if (expected.length === 0) {
    if (answer !== undefined) p.push(`expected no answer, got ${rawText}`);
    return p;
  }
  if (answer === undefined) return [`expected an answer, got none (${rawText})`];
  const responses: Json[] = batch ? answer : [answer];
  if (batch && !Array.isArray(answer)) return [`batch answered with a non-array: ${rawText}`];
  if (responses.length !== expected.length) p.push(`expected ${expected.length} responses, got ${responses.length}`);
  responses.forEach((r, i) => {
    for (const x of responseProblems(r)) p.push(`#${i}: ${x}`);
    if (r?.error && ![-32700, -32600, -32601, -32602].includes(r.error.code))
      p.push(`#${i}: unexpected code ${r.error.code} ${r.error.message}`);
    const req = expected[i] as Json;
    if (
      req &&
      typeof req === 'object' &&
      r &&
      'result' in r &&
      typeof req.method === 'string' &&
      NAMES.includes(req.method)
    ) {
      for (const x of resultProblems(req.method, r.result)) p.push(`#${i} ${req.method} result: ${x}`);
    }
    if (
      req &&
      typeof req === 'object' &&
      'id' in req &&
      r &&
      (typeof req.id === 'string' || typeof req.id === 'number') &&
      r.id !== req.id
    ) {
      p.push(`#${i}: id ${JSON.stringify(r.id)} does not echo ${JSON.stringify(req.id)}`);
    }
  });
  return p;
}

describe(`fuzz (seed 0x${FUZZ_SEED.toString(16)})`, () => {
  it('400 random bodies over HTTP: every answer is a valid JSON-RPC result or error (or none for notifications)', async () => {
    const failures: string[] = [];
    for (let k = 0; k < 400; k++) {
      const { body } = randomBody();
      const a = await post(mock.url, body);
      const answer = a.status === 204 ? undefined : a.json;
      if (a.status !== 200 && a.status !== 204)
        failures.push(`#${k} HTTP ${a.status} for ${String(body).slice(0, 200)}`);
      if (a.status === 200 && a.json === undefined) failures.push(`#${k} non-JSON answer ${a.text.slice(0, 200)}`);
      const p = checkAnswer(body, answer, a.text.slice(0, 300));
      if (p.length) failures.push(`#${k} body ${String(body).slice(0, 200)}: ${p.join('; ')}`);
    }
    expect(failures).toEqual([]);
    expect((await call(mock.url, 'eth_chainId')).result).toBe('0x6792');
    // the fuzz reached every kind of answer
    for (const what of ['result', '-32700', '-32600', '-32601', '-32602', 'no answer', 'batch']) {
      expect(seen.get(what) ?? 0, `${what} in ${JSON.stringify([...seen])}`).toBeGreaterThan(3);
    }
  });

  it('250 random messages over WebSocket (text and binary frames), one socket: same rules; the socket survives', async () => {
    const ws = await WsClient.open(mock.wsUrl);
    const failures: string[] = [];
    try {
      for (let k = 0; k < 250; k++) {
        const { body, binary } = randomBody();
        ws.send(body, binary || rand.int(5) === 0);
        const sentinel = `sentinel-${k}`;
        ws.send({ jsonrpc: '2.0', id: sentinel, method: 'eth_chainId' });
        await ws.next((m) => m?.id === sentinel);
        const got = ws.messages.splice(0);
        if (got.length > 1) failures.push(`#${k} ${got.length} answers to one message`);
        const p = checkAnswer(body, got[0], JSON.stringify(got[0])?.slice(0, 300));
        if (p.length) failures.push(`#${k} body ${String(body).slice(0, 200)}: ${p.join('; ')}`);
      }
      expect(failures).toEqual([]);
      expect((await ws.call('eth_chainId')).result).toBe('0x6792');
    } finally {
      await ws.close();
    }
    expect((await call(mock.url, 'eth_chainId')).result).toBe('0x6792');
  });
});
