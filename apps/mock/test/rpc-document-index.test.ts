// How the mock indexes an OpenRPC document (src/rpc/document.ts): canonical JSON for matching params, each
// method's example answers and fallback, its transports and block selectors, the eth_subscribe kinds,
// the chain id and the first head. A small document of known content, and generated values.

import type { OpenRpcDocument } from '@sidechain-api/contract';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canonicalJson, loadMockDocument, trimTrailingUndefined } from '../src/rpc/document.js';

describe('canonicalJson()', () => {
  test('object keys sorted at every depth, undefined members dropped, undefined alone is null', () => {
    expect(canonicalJson({ b: 1, a: [{ d: undefined, c: 'x' }, null], e: undefined })).toBe(
      '{"a":[{"c":"x"},null],"b":1}',
    );
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson([undefined, 'a'])).toBe('[null,"a"]');
    expect(canonicalJson('a"b')).toBe('"a\\"b"');
  });

  test('deep-equal JSON values give the same text, whatever the order of members; it parses back to them', () => {
    const reordered = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reordered)
        : v !== null && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, reordered(x)]),
            )
          : v;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        expect(canonicalJson(reordered(value))).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 200, seed: 1 },
    );
  });
});

test('trimTrailingUndefined(): trailing undefined only; the same array when there is none', () => {
  const full = [1, undefined, 2];
  expect(trimTrailingUndefined(full)).toBe(full);
  expect(trimTrailingUndefined([1, undefined, 2, undefined, undefined])).toEqual([1, undefined, 2]);
  expect(trimTrailingUndefined([undefined])).toEqual([]);
  expect(trimTrailingUndefined([])).toEqual([]);
});

/** A document of two methods, two subscription kinds and two chains, every part known. */
function smallDocument(chains: unknown[] = [{ chainId: 1 }, { chainId: 26514, chainIdHex: '0x6792' }]) {
  return {
    openrpc: '1.3.2',
    info: { title: 'small', version: '1' },
    'x-chains': chains,
    methods: [
      {
        name: 'eth_getBalance',
        params: [
          { name: 'address', required: true, schema: { type: 'string' } },
          { name: 'block', schema: { $ref: '#/components/schemas/BlockNumberOrTagOrHash' } },
        ],
        result: { name: 'balance', schema: { type: 'string', pattern: '^0x[0-9a-f]+$' } },
        examples: [
          {
            name: 'latest',
            params: [
              { name: 'block', value: 'latest' },
              { name: 'address', value: '0xab' },
            ],
            result: { name: 'balance', value: '0x1' },
          },
          {
            name: 'again',
            params: [
              { name: 'address', value: '0xab' },
              { name: 'block', value: 'latest' },
            ],
            result: { name: 'balance', value: '0x2' },
          },
          { name: 'no block', params: [{ name: 'address', value: '0xcd' }], result: { name: 'balance', value: '0x3' } },
          { name: 'an error', params: [{ name: 'address', value: '0xef' }], error: { code: -32000, message: 'x' } },
        ],
      },
      {
        name: 'eth_blockNumber',
        params: [],
        result: { name: 'n', schema: { type: 'string', pattern: '^0x[0-9a-f]+$' } },
        examples: [{ name: 'head', params: [], result: { name: 'n', value: '0x10' } }],
      },
      {
        name: 'eth_subscribe',
        'x-transport': ['ws'],
        params: [{ name: 'kind', required: true, schema: { type: 'string' } }],
        result: { name: 'id', schema: { type: 'string' } },
        'x-subscriptions': {
          newHeads: { params: [], example: { params: { result: { number: '0x1' } } } },
          logs: { params: [{ name: 'filter', required: true }] },
          newPendingTransactions: { params: [{ name: 'full', required: false }] },
        },
      },
    ],
    components: { schemas: { BlockNumberOrTagOrHash: { type: 'string' } } },
  } as unknown as OpenRpcDocument;
}

describe('loadMockDocument()', () => {
  test('each method: its example answers by canonical params (the first of equal ones), else the schema’s value', () => {
    const doc = loadMockDocument(smallDocument());
    const balance = doc.methods.get('eth_getBalance');
    expect([...(balance?.answers ?? [])]).toEqual([
      ['["0xab","latest"]', '"0x1"'],
      ['["0xcd"]', '"0x3"'],
    ]);
    expect([balance?.defaultAnswer, balance?.defaultFrom]).toEqual(['"0x1"', 'example']);
    expect(doc.examples('eth_getBalance').map((e) => e.params)).toEqual([
      ['0xab', 'latest'],
      ['0xab', 'latest'],
      ['0xcd', undefined],
    ]);
    const subscribe = doc.methods.get('eth_subscribe');
    expect([subscribe?.defaultFrom, JSON.parse(subscribe?.defaultAnswer ?? '')]).toEqual(['schema', '']);
  });

  test('transports, block selectors, subscription kinds, the chain id and the first head', () => {
    const doc = loadMockDocument(smallDocument());
    expect([doc.methods.get('eth_getBalance')?.httpAllowed, doc.methods.get('eth_subscribe')?.httpAllowed]).toEqual([
      true,
      false,
    ]);
    expect([...(doc.methods.get('eth_getBalance')?.blockSelectors ?? [])]).toEqual([1]);
    expect([...doc.subscriptions.values()]).toEqual([
      { kind: 'newHeads', example: { number: '0x1' }, filterRequired: false },
      { kind: 'logs', example: undefined, filterRequired: true },
      { kind: 'newPendingTransactions', example: undefined, filterRequired: false },
    ]);
    expect([doc.chainIdHex, doc.initialHead]).toEqual(['0x6792', 16n]);
    // without chain 26514 the first chain, and its number when it has no hex
    expect(loadMockDocument(smallDocument([{ chainId: 10 }, { chainId: 26514 }])).chainIdHex).toBe('0x6792');
    expect(loadMockDocument(smallDocument([{ chainId: 10 }])).chainIdHex).toBe('0xa');
    expect(loadMockDocument(smallDocument([])).chainIdHex).toBe('0x6792');
  });

  test('refuses what is not an OpenRPC document', () => {
    expect(() => loadMockDocument({} as OpenRpcDocument)).toThrow('not an OpenRPC document (no methods array)');
  });
});
