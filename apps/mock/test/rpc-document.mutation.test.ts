// The JSON-RPC mock's view of the OpenRPC document (src/rpc/document.mjs) as plain functions:
// canonical JSON, local $ref resolution, the values generated from result schemas for methods
// without examples (rule 5 of apps/mock/src/rpc/README.md), and what loadRpcDocument indexes.
// Written against mutants that survived `npm run test:mutation -- apps` (see CONTRIBUTING.md).
import { describe, expect, test } from 'vitest';
import {
  canonicalJson,
  fakeHash,
  loadRpcDocument,
  minimalStringForPattern,
  resolveLocalRefs,
  sampleFromSchema,
  trimTrailingUndefined,
} from '../src/rpc/document.mjs';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('canonicalJson', () => {
  test('sorts object keys at every level, drops undefined members, and writes undefined alone as null', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson([undefined, null, 'x'])).toBe('[null,null,"x"]');
    expect(canonicalJson({ b: 1, a: 2 })).toBe(canonicalJson({ a: 2, b: 1 }));
  });
});

describe('trimTrailingUndefined', () => {
  test('drops trailing omitted params only, and returns the same array when there are none', () => {
    expect(trimTrailingUndefined([1, undefined, 2, undefined, undefined])).toEqual([1, undefined, 2]);
    expect(trimTrailingUndefined([undefined])).toEqual([]);
    const full = [1, 2];
    expect(trimTrailingUndefined(full)).toBe(full);
  });
});

describe('resolveLocalRefs', () => {
  const root = {
    components: {
      schemas: { A: { type: 'string' }, 'a/b~c': { type: 'integer' }, Loop: { $ref: '#/components/schemas/Loop' } },
    },
  };

  test('replaces local refs (with ~1, ~0 and %-escapes), merging sibling keywords over the target', () => {
    expect(resolveLocalRefs({ items: [{ $ref: '#/components/schemas/A' }] }, root)).toEqual({
      items: [{ type: 'string' }],
    });
    expect(resolveLocalRefs({ $ref: '#/components/schemas/a~1b~0c' }, root)).toEqual({ type: 'integer' });
    expect(resolveLocalRefs({ $ref: '#/components/schemas/a%2Fb~0c' }, root)).toEqual({ type: 'integer' });
    expect(resolveLocalRefs({ $ref: '#/components/schemas/A', description: 'd' }, root)).toEqual({
      type: 'string',
      description: 'd',
    });
    expect(resolveLocalRefs('x', root)).toBe('x');
  });

  test('refuses remote, unresolvable and endlessly nested refs', () => {
    expect(() => resolveLocalRefs({ $ref: 'other.json#/A' }, root)).toThrow('non-local $ref other.json#/A');
    expect(() => resolveLocalRefs({ $ref: '#/components/schemas/B' }, root)).toThrow(
      'unresolvable $ref #/components/schemas/B',
    );
    expect(() => resolveLocalRefs({ $ref: '#/components/schemas/Loop' }, root)).toThrow(
      '$ref nesting too deep (cyclic schema?)',
    );
  });
});

describe('minimalStringForPattern', () => {
  test.each([
    ['^0x[0-9a-f]{40}$', `0x${'0'.repeat(40)}`],
    ['^0x([1-9a-f][0-9a-f]{0,15}|0)$', '0x1'],
    ['^(?:ab|cd)+$', 'ab'],
    ['^a*b?c+$', 'c'],
    ['^\\d{2}\\w\\s\\.$', '00a .'],
    ['^x.{3,}?$', 'xaaa'],
    ['^[\\-+]1$', '-1'],
  ])('%s → %j, the shortest string it matches', (pattern, shortest) => {
    expect(minimalStringForPattern(pattern)).toBe(shortest);
    expect(new RegExp(pattern, 'u').test(shortest)).toBe(true);
  });

  test.each(['^[^a]$', '^(ab$', '^a{x}$', '^\\p{L}$', '^[ab$', '^ab)$'])(
    '%s: a construct it does not handle gives undefined',
    (pattern) => {
      expect(minimalStringForPattern(pattern)).toBeUndefined();
    },
  );
});

describe('sampleFromSchema (methods without examples)', () => {
  test('const, then enum[0], then default, then examples[0]', () => {
    expect(sampleFromSchema({ const: 5, enum: [1], default: 2 })).toBe(5);
    expect(sampleFromSchema({ enum: [3, 4], default: 2 })).toBe(3);
    expect(sampleFromSchema({ enum: [], default: 2 })).toBe(2);
    expect(sampleFromSchema({ examples: ['e'], type: 'string' })).toBe('e');
    expect(sampleFromSchema({ examples: [], type: 'boolean' })).toBe(false);
  });

  test('oneOf/anyOf: the first branch that is not null, with sibling keywords merged in', () => {
    expect(sampleFromSchema({ oneOf: [{ type: 'null' }, { type: 'integer', minimum: 3 }] })).toBe(3);
    expect(sampleFromSchema({ anyOf: [{ type: 'null' }] })).toBeNull();
    expect(
      sampleFromSchema({
        title: 't',
        required: ['b'],
        anyOf: [{ type: 'object', properties: { a: { const: 1 }, b: { const: 2 } } }],
      }),
    ).toEqual({ b: 2 });
    expect(
      sampleFromSchema({
        allOf: [
          { type: 'object', required: ['a'], properties: { a: { const: 1 } } },
          { required: ['b'], properties: { b: { const: 2 } } },
        ],
      }),
    ).toEqual({
      a: 1,
      b: 2,
    });
  });

  test('numbers: their minimum (rounded up), one above an exclusive minimum, else 0; booleans false', () => {
    expect(sampleFromSchema({ type: 'number', minimum: 1.5 })).toBe(2);
    expect(sampleFromSchema({ type: 'integer', exclusiveMinimum: 4 })).toBe(5);
    expect(sampleFromSchema({ type: ['null', 'integer'] })).toBe(0);
    expect(sampleFromSchema({ type: 'boolean' })).toBe(false);
    expect(sampleFromSchema({ type: 'null' })).toBeNull();
    expect(sampleFromSchema({ type: ['null'] })).toBeNull();
  });

  test('strings: minLength letters, or the shortest match of the pattern, or a known candidate', () => {
    expect(sampleFromSchema({ type: 'string', minLength: 3 })).toBe('aaa');
    expect(sampleFromSchema({ type: 'string' })).toBe('');
    expect(sampleFromSchema({ pattern: '^0x[0-9a-f]*$' })).toBe('0x');
    // A lookahead the pattern reader does not know: the first candidate that matches.
    expect(sampleFromSchema({ type: 'string', pattern: '^(?=0x)0x[0-9]{64}$' })).toBe(`0x${'0'.repeat(64)}`);
    expect(sampleFromSchema({ type: 'string', pattern: '(' })).toBe('');
  });

  test('arrays: minItems items, from prefixItems first', () => {
    expect(
      sampleFromSchema({ type: 'array', minItems: 2, prefixItems: [{ const: 'a' }], items: { const: 'b' } }),
    ).toEqual(['a', 'b']);
    expect(sampleFromSchema({ items: { const: 1 } })).toEqual([]);
  });

  test('objects: the required properties, more up to minProperties, or an invented key', () => {
    const props = { a: { const: 1 }, b: { const: 2 }, c: { const: 3 } };
    expect(sampleFromSchema({ type: 'object', properties: props, required: ['c'] })).toEqual({ c: 3 });
    expect(sampleFromSchema({ properties: props, minProperties: 2 })).toEqual({ a: 1, b: 2 });
    expect(
      sampleFromSchema({
        type: 'object',
        minProperties: 1,
        propertyNames: { pattern: '^0x[0-9]{2}$' },
        additionalProperties: { const: true },
      }),
    ).toEqual({ '0x00': true });
    expect(sampleFromSchema({ type: 'object', minProperties: 1, additionalProperties: false })).toEqual({});
  });

  test('true, a missing schema, an unknown type and runaway nesting give null', () => {
    expect(sampleFromSchema(true)).toBeNull();
    expect(sampleFromSchema(undefined)).toBeNull();
    expect(sampleFromSchema({ type: 'unknown' })).toBeNull();
    const deep: Json = {};
    let node = deep;
    for (let i = 0; i < 50; i++) node = node.items = { type: 'array', minItems: 1 };
    expect(JSON.stringify(sampleFromSchema({ type: 'array', minItems: 1, items: deep.items }))).toMatch(/null/);
  });
});

describe('loadRpcDocument', () => {
  const method = (name: string, extra: Json = {}) => ({
    name,
    params: [],
    result: { name: 'r', schema: { type: 'string' } },
    ...extra,
  });

  test('indexes params (required count, null acceptance), example answers by params, and the transports', () => {
    const rpc = loadRpcDocument({
      methods: [
        method('m', {
          params: [
            { name: 'a', required: true, schema: { type: 'string' } },
            { name: 'b', schema: { type: ['string', 'null'] } },
            { name: 'c', required: true, schema: { type: 'string' } },
          ],
          examples: [
            { name: 'error', params: [], error: { code: 1, message: 'x' } },
            { name: 'first', params: [{ name: 'a', value: 'x' }], result: { name: 'r', value: 'one' } },
            { name: 'second', params: [{ name: 'a', value: 'x' }], result: { name: 'r', value: 'two' } },
          ],
        }),
        method('ws', { 'x-transport': ['websocket'] }),
      ],
    });
    const m = rpc.methods.get('m')!;
    expect(m.requiredCount).toBe(3);
    expect(m.params.map((p: Json) => [p.name, p.required, p.acceptsNull])).toEqual([
      ['a', true, false],
      ['b', false, true],
      ['c', true, false],
    ]);
    expect(m.answers.get(canonicalJson(['x']))).toBe('"one"');
    expect(m.defaultAnswer).toBe('"one"');
    expect(m.defaultFrom).toBe('example');
    expect(m.httpAllowed).toBe(true);
    expect(rpc.methods.get('ws')!.httpAllowed).toBe(false);
    expect(rpc.methods.get('ws')!.defaultFrom).toBe('schema');
  });

  test('chain id from x-chains (26514 preferred, else the first), head from eth_blockNumber’s example', () => {
    const withChains = (chains: Json) =>
      loadRpcDocument({
        'x-chains': chains,
        methods: [
          method('eth_blockNumber', { examples: [{ name: 'e', params: [], result: { name: 'r', value: '0x10' } }] }),
        ],
      });
    expect(
      withChains([
        { chainId: 2651420, chainIdHex: '0x28751c' },
        { chainId: 26514, chainIdHex: '0x6792' },
      ]).chainIdHex,
    ).toBe('0x6792');
    expect(withChains([{ chainId: 2651420 }]).chainIdHex).toBe('0x28751c');
    expect(withChains(undefined).chainIdHex).toBe('0x6792');
    expect(withChains(undefined).initialHead).toBe(0x10n);
    expect(
      loadRpcDocument({
        methods: [
          method('eth_blockNumber', { examples: [{ name: 'e', params: [], result: { name: 'r', value: 'latest' } }] }),
        ],
      }).initialHead,
    ).toBe(1n);
  });

  test('subscription kinds from eth_subscribe’s x-subscriptions, the newHeads example as head template', () => {
    const rpc = loadRpcDocument({
      methods: [
        method('eth_subscribe', {
          'x-subscriptions': {
            newHeads: {
              notification: { result: { type: 'object' } },
              example: { params: { result: { number: '0x1' } } },
            },
            syncing: {},
          },
        }),
      ],
    });
    expect([...rpc.subscriptions.keys()]).toEqual(['newHeads', 'syncing']);
    expect(rpc.headTemplate).toEqual({ number: '0x1' });
    expect(rpc.subscriptions.get('syncing')).toEqual({ kind: 'syncing', resultSchema: {}, example: undefined });
  });

  test('refuses a document without a methods array', () => {
    expect(() => loadRpcDocument({ openrpc: '1.3.2' })).toThrow('not an OpenRPC document (no methods array)');
  });
});

describe('fakeHash', () => {
  test('is 32 bytes of lower-case hex, the same for the same label and different for another', () => {
    expect(fakeHash('block:1')).toMatch(/^0x[0-9a-f]{64}$/);
    expect(fakeHash('block:1')).toBe(fakeHash('block:1'));
    expect(fakeHash('block:1')).not.toBe(fakeHash('block:2'));
  });
});
