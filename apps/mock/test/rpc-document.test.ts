// The document as the mock reads it: answers made from result schemas for methods without examples (each
// documented rule value by value, and generated schemas against ajv), a document without the chain's
// examples, and the error scenarios on demand.

import type { OpenRpcDocument } from '@sidechain-api/contract';
import { createAjv, loadRpcDocument } from '@sidechain-api/contract';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { REVERTING_ADDRESS, startRpcMock } from '../src/index.js';
import { loadMockDocument } from '../src/rpc/document.js';
import { minimalStringForPattern, sampleFromSchema } from '../src/rpc/sample.js';
import {
  bundledDocumentCopy,
  call,
  callInProcess,
  contract,
  methodOf,
  post,
  resultProblems,
  Socket,
} from './rpc-helpers.js';

describe('values made from a schema', () => {
  test('the shortest match of simple patterns, or undefined for what they do not know', () => {
    expect(minimalStringForPattern('^0x[0-9a-f]{40}$')).toBe(`0x${'0'.repeat(40)}`);
    expect(minimalStringForPattern('^0x([0-9a-f]{2})*$')).toBe('0x');
    expect(minimalStringForPattern('^a|b$')).toBe('a');
    expect(minimalStringForPattern('^\\p{L}$')).toBeUndefined();
  });

  test('const, enum, then the first non-null branch; objects with their required members; arrays with minItems', () => {
    expect(sampleFromSchema({ const: 7 })).toBe(7);
    expect(sampleFromSchema({ enum: ['x', 'y'] })).toBe('x');
    expect(sampleFromSchema({ oneOf: [{ type: 'null' }, { type: 'boolean' }] })).toBe(false);
    expect(
      sampleFromSchema({ type: 'object', required: ['a'], properties: { a: { type: 'integer', minimum: 3 } } }),
    ).toEqual({ a: 3 });
    expect(sampleFromSchema({ type: 'array', minItems: 2, items: { type: 'string', pattern: '^0x$' } })).toEqual([
      '0x',
      '0x',
    ]);
  });

  test.each([
    ['^\\d{3}\\w\\s\\.$', '000a .'],
    ['^.{2}$', 'aa'],
    ['^[abc]{2}[\\-x]$', 'aa-'],
    ['^[^a]$', undefined],
    ['^[a$', undefined],
    ['^(ab)?c(?:de)+$', 'cde'],
    ['^(x|yz)w$', 'xw'],
    ['^a*?b+?$', 'b'],
    ['^a{2,}b{1,10}$', 'aab'],
    ['^a{x}b{2}$', undefined],
    ['^ab)$', undefined],
  ])('the shortest match of %s is %s', (pattern, expected) => {
    expect(minimalStringForPattern(pattern)).toBe(expected);
  });

  test('the rules in order: const, enum, default, examples; allOf merged; bounds and counts at their least', () => {
    expect(sampleFromSchema({ enum: [1], default: 2, examples: [3] })).toBe(1);
    expect(sampleFromSchema({ type: 'integer', default: 2, examples: [3] })).toBe(2);
    expect(sampleFromSchema({ type: 'integer', examples: [3] })).toBe(3);
    expect(sampleFromSchema({ type: 'number', exclusiveMinimum: 2.5 })).toBe(3);
    expect(sampleFromSchema({ type: 'string', minLength: 3 })).toBe('aaa');
    expect(sampleFromSchema({ type: 'string', pattern: '^(0x)?[0-9]*$' })).toBe(''); // the pattern's own first
    expect(sampleFromSchema({ type: 'string', pattern: '^\\p{Lu}$' })).toBe('');
    expect(sampleFromSchema({ type: 'string', pattern: '^0x[0-9a-f]{16}$|^\\p{Lu}$' })).toBe(`0x${'0'.repeat(16)}`);
    expect(
      sampleFromSchema({
        allOf: [
          { type: 'object', required: ['a'], properties: { a: { const: 1 } } },
          { required: ['a', 'b'], properties: { b: { const: 2 } } },
        ],
      }),
    ).toEqual({ a: 1, b: 2 });
    expect(
      sampleFromSchema({ type: 'object', minProperties: 2, properties: { x: { const: 1 }, y: { const: 2 }, z: {} } }),
    ).toEqual({ x: 1, y: 2 });
    expect(
      sampleFromSchema({
        type: 'object',
        minProperties: 1,
        propertyNames: { pattern: '^k[0-9]$' },
        additionalProperties: { type: 'boolean' },
      }),
    ).toEqual({ k0: false });
    expect(sampleFromSchema({ type: 'object', minProperties: 1, additionalProperties: false })).toEqual({});
    expect(
      sampleFromSchema({ type: 'array', minItems: 2, prefixItems: [{ const: 'p' }], items: { const: 'i' } }),
    ).toEqual(['p', 'i']);
  });

  test('a schema that nests itself past 40 levels ends in null', () => {
    let schema: object = { type: 'array', minItems: 1, items: { const: 'leaf' } };
    for (let k = 0; k < 40; k++) schema = { type: 'array', minItems: 1, items: schema };
    let value = sampleFromSchema(schema);
    let depth = 0;
    while (Array.isArray(value)) {
      value = value[0];
      depth++;
    }
    expect([depth, value]).toEqual([41, null]);
  });

  test('generated schemas of the kinds the documents use: the value made is one the schema accepts', () => {
    const ajv = createAjv();
    const patterns = [
      '^0x[0-9a-f]{40}$',
      '^0x([0-9a-f]{2})*$',
      '^0x([1-9a-f][0-9a-f]{0,15}|0)$',
      '^[a-z]+\\d?$',
      '^(latest|pending)$',
      '^a{3}(?:b|c)+$',
    ];
    const leaf = fc.oneof(
      fc.constant({ type: 'boolean' }),
      fc.integer({ min: -5, max: 5 }).map((minimum) => ({ type: 'integer', minimum })),
      fc.integer({ min: -5, max: 5 }).map((exclusiveMinimum) => ({ type: 'number', exclusiveMinimum })),
      fc.nat(4).map((minLength) => ({ type: 'string', minLength })),
      fc.constantFrom(...patterns).map((pattern) => ({ type: 'string', pattern })),
      fc.constantFrom(...patterns).map((pattern) => ({ pattern })),
      fc.jsonValue({ maxDepth: 1 }).map((value) => ({ const: value })),
      fc.array(fc.string(), { minLength: 1, maxLength: 3 }).map((values) => ({ enum: values })),
      fc.constant({ type: ['null', 'string'] }),
    );
    type Kind = 'schema' | 'objectAB' | 'objectCD' | 'array' | 'choice';
    const { schema } = fc.letrec<Record<Kind, object>>((tie) => {
      const object = (keys: string[]) =>
        fc
          .dictionary(fc.constantFrom(...keys), tie('schema'), { maxKeys: keys.length })
          .chain((properties) =>
            fc.subarray(Object.keys(properties)).map((required) => ({ type: 'object', properties, required })),
          );
      return {
        schema: fc.oneof(
          { maxDepth: 3, depthIdentifier: 'schema' },
          leaf,
          tie('objectAB'),
          tie('array'),
          tie('choice'),
        ),
        objectAB: object(['a', 'b']),
        objectCD: object(['c', 'd']),
        array: fc.record({ type: fc.constant('array'), items: tie('schema'), minItems: fc.nat(2) }),
        choice: fc.oneof(
          tie('schema').map((branch) => ({ oneOf: [{ type: 'null' }, branch] })),
          tie('schema').map((branch) => ({ anyOf: [branch, { type: 'null' }], description: 'either' })),
          // two objects of their own members: what both require
          fc.tuple(tie('objectAB'), tie('objectCD')).map((parts) => ({ allOf: parts })),
        ),
      };
    });
    fc.assert(
      fc.property(schema, (s) => {
        const value = sampleFromSchema(s);
        expect(ajv.validate(s, value), `${JSON.stringify(value)} for ${JSON.stringify(s)}`).toBe(true);
      }),
      { numRuns: 500, seed: 1 },
    );
  });

  test('a document without examples: every method answers a value its result schema accepts', async () => {
    const bare = bundledDocumentCopy();
    for (const m of bare.methods) delete m.examples;
    const mock = await startRpcMock({ port: 0, headIntervalMs: 0, doc: bare });
    try {
      const failures: string[] = [];
      for (const method of contract.methods.values()) {
        if (method.name === 'eth_subscribe' || method.name === 'eth_unsubscribe') continue;
        const params = method.params.filter((p) => p.required).map((p) => sampleFromSchema(p.schema));
        const answer = await call(mock.url, method.name, params);
        if (answer.error) continue; // params made from schemas may break a method's own rules
        failures.push(...resultProblems(method.name, answer.result).map((p) => `${method.name}: ${p}`));
      }
      expect(failures).toEqual([]);
    } finally {
      await mock.stop();
    }
  });
});

describe('a document without the chain’s examples: the head and subscriptions stay live', () => {
  /** The bundled document without eth_getBlockByNumber's examples: the mock has no chain to simulate. */
  function withoutChain(): OpenRpcDocument {
    const doc = bundledDocumentCopy();
    delete methodOf(doc, 'eth_getBlockByNumber').examples;
    return doc;
  }

  test('eth_blockNumber is the head as mined; over HTTP eth_subscribe is -32601, eth_unsubscribe -32000', async () => {
    const mock = await startRpcMock({ port: 0, headIntervalMs: 0, doc: withoutChain() });
    try {
      const head = mock.head();
      mock.mine(2);
      expect(callInProcess(mock, 'eth_blockNumber').result).toBe(`0x${(head + 2n).toString(16)}`);
      expect(callInProcess(mock, 'eth_subscribe', ['newHeads']).error).toEqual({
        code: -32601,
        message: 'notifications not supported',
      });
      expect(callInProcess(mock, 'eth_unsubscribe', ['0x1']).error).toEqual({
        code: -32000,
        message: 'subscription not found',
      });
      expect(mock.filterCount()).toBe(0);
    } finally {
      await mock.stop();
    }
  });

  test('over WebSocket a new head is the document’s newHeads example with the head’s number', async () => {
    const doc = withoutChain();
    const mock = await startRpcMock({ port: 0, headIntervalMs: 0, doc });
    const socket = await Socket.open(mock.wsUrl);
    try {
      const id = (await socket.call('eth_subscribe', ['newHeads'])).result as string;
      const head = mock.mine();
      const [header] = await socket.received(id, 1);
      expect(header).toEqual({
        ...(loadMockDocument(doc).subscriptions.get('newHeads')?.example as object),
        number: `0x${head.toString(16)}`,
      });
      expect((await socket.call('eth_unsubscribe', [id])).result).toBe(true);
    } finally {
      await socket.close();
      await mock.stop();
    }
  });
});

describe('errors on demand', () => {
  test('eth_call and eth_estimateGas to the reverting address answer code 3 with the document’s revert data', async () => {
    const mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
    try {
      for (const method of ['eth_call', 'eth_estimateGas']) {
        const { error } = await call(mock.url, method, [{ to: REVERTING_ADDRESS, input: '0x' }, 'latest']);
        expect([method, error?.code, typeof error?.data]).toEqual([method, 3, 'string']);
      }
      expect(
        (await call(mock.url, 'eth_call', [{ to: `0x${'1'.repeat(40)}`, input: '0x' }, 'latest'])).error,
      ).toBeUndefined();
    } finally {
      await mock.stop();
    }
  });

  test('scenarios: revert, nonce-too-low, already-known, pruned state, a gateway’s rate limit (429 over HTTP)', async () => {
    const start = (scenario: string) => startRpcMock({ port: 0, headIntervalMs: 0, scenario });
    const [revert, nonce, known, pruned, limited] = await Promise.all([
      start('revert'),
      start('nonce-too-low'),
      start('already-known'),
      start('pruned'),
      start('rate-limit'),
    ]);
    const account = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
    const other = `0x${'1'.repeat(40)}`;
    try {
      // revert: every eth_call and eth_estimateGas, with the document's ExecutionReverted; nothing else
      const reverted = (loadRpcDocument() as unknown as { components: { errors: { ExecutionReverted: object } } })
        .components.errors.ExecutionReverted;
      for (const method of ['eth_call', 'eth_estimateGas']) {
        expect([method, (await call(revert.url, method, [{ to: other }])).error]).toEqual([method, reverted]);
      }
      expect((await call(revert.url, 'eth_getBalance', [account, 'latest'])).error).toBeUndefined();
      // nonce-too-low and already-known: eth_sendRawTransaction only
      expect((await call(nonce.url, 'eth_sendRawTransaction', ['0x02'])).error).toEqual({
        code: -32000,
        message: 'nonce too low',
      });
      expect((await call(known.url, 'eth_sendRawTransaction', ['0x02'])).error).toEqual({
        code: -32000,
        message: 'already known',
      });
      expect((await call(nonce.url, 'eth_getBalance', [account, '0x0'])).error).toBeUndefined();
      // pruned: a state read 128 blocks or more behind the head, by number; recent blocks, tags and other
      // methods are served
      const old = `0x${(pruned.head() - 128n).toString(16)}`;
      const recent = `0x${(pruned.head() - 127n).toString(16)}`;
      expect((await call(pruned.url, 'eth_getBalance', [account, old])).error).toEqual({
        code: -32000,
        message: `missing trie node ${'0'.repeat(64)} (path ) state ${old} is not available`,
      });
      expect((await call(pruned.url, 'eth_getCode', [account, old])).error?.code).toBe(-32000);
      for (const block of [recent, 'latest', 'earliest']) {
        expect([block, (await call(pruned.url, 'eth_getBalance', [account, block])).error]).toEqual([block, undefined]);
      }
      expect((await call(pruned.url, 'eth_getBlockByNumber', [old, false])).error).toBeUndefined();
      const a = await post(limited.url, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
      expect([a.status, a.json]).toEqual([
        429,
        { jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'rate limit exceeded' } },
      ]);
    } finally {
      await Promise.all([revert, nonce, known, pruned, limited].map((m) => m.stop()));
    }
  });

  test('an unknown scenario is refused at start, naming the ones there are', async () => {
    await expect(startRpcMock({ port: 0, scenario: 'nope' })).rejects.toThrow(
      /unknown scenario "nope" \(one of revert, /,
    );
  });
});
