// The lossless JSON codec: bigint keys, out-of-range integers, strings left alone, exact encoding.
import { describe, expect, test } from 'vitest';
import { parseJson, stringifyJson } from '../src/json.js';

const keys = ['nonce'];

describe('parseJson', () => {
  test('a full-range nonce decodes exactly, as bigint', () => {
    const v = parseJson('{"nonce":-5720306963467411264,"value":1500000000}', keys) as Record<string, unknown>;
    expect(v.nonce).toBe(-5720306963467411264n);
    expect(v.value).toBe(1500000000);
  });

  test('int64 extremes and small nonces are bigint too (the type never depends on the value)', () => {
    const v = parseJson(
      '[{"nonce":9223372036854775807},{"nonce" : -9223372036854775808},{"nonce":0},{"nonce":-1}]',
      keys,
    );
    expect(v).toEqual([
      { nonce: 9223372036854775807n },
      { nonce: -9223372036854775808n },
      { nonce: 0n },
      { nonce: -1n },
    ]);
  });

  test('a string under a bigint key stays a string (the mainchain header nonce is hex)', () => {
    const v = parseJson(
      '{"header":{"nonce":"0000000000000000000000000000000000000000000000000000000000001234"}}',
      keys,
    );
    expect(v).toEqual({ header: { nonce: '0000000000000000000000000000000000000000000000000000000000001234' } });
  });

  test('text inside strings is never rewritten', () => {
    const src = '{"detail":"\\"nonce\\": 12 and 12345678901234567890","nonceX":5,"xnonce":6,"k\\"nonce":7}';
    expect(parseJson(src, keys)).toEqual(JSON.parse(src));
  });

  test('an integer beyond 2^53 under any other key becomes bigint instead of being rounded', () => {
    const v = parseJson(
      '{"value":9007199254740993,"list":[-9007199254740993, 9007199254740991],"ok":1234567890123456}',
      keys,
    );
    expect(v).toEqual({ value: 9007199254740993n, list: [-9007199254740993n, 9007199254740991], ok: 1234567890123456 });
  });

  test('a bigint key and a long integer elsewhere in one text: both exact; floats past 2^53 stay numbers', () => {
    const v = parseJson(
      '{"nonce":1,"v":9007199254740993,"f":1e300,"s":"12345678901234567890","list":[{"nonce":-9223372036854775808}]}',
      keys,
    );
    expect(v).toEqual({
      nonce: 1n,
      v: 9007199254740993n,
      f: 1e300,
      s: '12345678901234567890',
      list: [{ nonce: -9223372036854775808n }],
    });
  });

  test('a float past 2^53 alone leaves the text to JSON.parse', () => {
    expect(parseJson('{"f":-1.5e300,"g":12345678901234567890.5}', keys)).toEqual({
      f: -1.5e300,
      g: 12345678901234567890.5,
    });
  });

  test('a bare top-level integer beyond 2^53 is a bigint too', () => {
    expect(parseJson(' 9007199254740993', keys)).toBe(9007199254740993n);
    expect(parseJson('"9007199254740993"', keys)).toBe('9007199254740993');
  });

  test('floats and exponents with long digit runs stay numbers', () => {
    const src = '{"a":0.12345678901234567890,"b":1e-12345678901234567,"c":12345678901234567890.5,"d":-1.5e10}';
    expect(parseJson(src, keys)).toEqual(JSON.parse(src));
  });

  test('a string starting with the first marker candidate does not confuse the decoder', () => {
    const src = '{"s":"\\u0001-5","t":"\\u0002x","nonce":42}';
    const v = parseJson(src, keys) as Record<string, unknown>;
    expect(v).toEqual({ s: '\u0001-5', t: '\u0002x', nonce: 42n });
  });

  test('invalid JSON throws SyntaxError like JSON.parse', () => {
    expect(() => parseJson('{"nonce":1', keys)).toThrow(SyntaxError);
    expect(() => parseJson('not json', keys)).toThrow(SyntaxError);
  });

  test('without bigint content it is JSON.parse', () => {
    const src = '{"result":{"height":12,"id":"3c9a1f0f6b8e2f4d5a7c9e1b3d5f7a9c"}}';
    expect(parseJson(src, keys)).toEqual(JSON.parse(src));
  });
});

describe('stringifyJson', () => {
  test('bigint values are written as plain JSON integers', () => {
    expect(stringifyJson({ nonce: -5720306963467411264n, value: 9007199254740993n, list: [1n, 'a'] })).toBe(
      '{"nonce":-5720306963467411264,"value":9007199254740993,"list":[1,"a"]}',
    );
  });

  test('without bigint it is JSON.stringify (undefined dropped, toJSON honoured)', () => {
    const v = { a: undefined, b: [undefined, 1], c: new Date(0), d: 'x' };
    expect(stringifyJson(v)).toBe(JSON.stringify(v));
    const w = { ...v, n: 1n };
    expect(stringifyJson(w)).toBe(`${JSON.stringify(v).slice(0, -1)},"n":1}`);
  });

  test('strings that look like placeholders are kept', () => {
    expect(stringifyJson({ s: '\u00000\u0000', n: 5n })).toBe('{"s":"\\u00000\\u0000","n":5}');
  });

  test('circular structures still throw TypeError', () => {
    const o: Record<string, unknown> = { n: 1n };
    o.self = o;
    expect(() => stringifyJson(o)).toThrow(TypeError);
  });

  test('round trip: random documents with bigint nonces survive encode → decode', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const big = () =>
      BigInt.asIntN(64, BigInt(Math.floor(rnd() * 2 ** 32)) * 2n ** 32n + BigInt(Math.floor(rnd() * 2 ** 32)));
    for (let i = 0; i < 200; i++) {
      const doc = {
        boxes: Array.from({ length: 1 + Math.floor(rnd() * 4) }, (_, j) => ({
          id: rnd().toString(16),
          nonce: big(),
          value: Math.floor(rnd() * 2.1e15),
          note: `"nonce": ${j}\\`,
          header: { nonce: rnd().toString(16).slice(2) },
        })),
      };
      expect(parseJson(stringifyJson(doc), keys)).toEqual(doc);
    }
  });
});
