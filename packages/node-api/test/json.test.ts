// The lossless JSON codec: bigint keys (also with regular-expression characters), out-of-range
// integers, strings left alone (also ones that already use the marker characters), exact encoding and
// what stringifyJson refuses.
import { describe, expect, test } from 'vitest';
import { parseJson, stringifyJson } from '../src/json.js';

const keys = ['nonce'];
const BIG = '-5720306963467411264';

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
      g: Number('12345678901234567890.5'),
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
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
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

describe('parseJson: keys, escapes and markers', () => {
  test('a bigint key with regular-expression characters matches only itself', () => {
    expect(parseJson(`{"a.b":${BIG},"axb":5}`, ['a.b'])).toEqual({ 'a.b': BigInt(BIG), axb: 5 });
    expect(parseJson('{"a+b":7,"aab":8}', ['a+b'])).toEqual({ 'a+b': 7n, aab: 8 });
  });

  test('several bigint keys: each is decoded, in any order of appearance', () => {
    expect(parseJson('{"x":1,"nonce":2}', ['nonce', 'x'])).toEqual({ x: 1n, nonce: 2n });
    expect(parseJson('{"x":1}', ['nonce', 'x'])).toEqual({ x: 1n });
  });

  test('texts whose strings start with control-character escapes still decode exactly', () => {
    // Every low marker candidate is taken by a string that starts with it (lower- and upper-case hex).
    const taken = `${Array.from({ length: 7 }, (_, i) => `"\\u000${i + 1}x"`).join(',')},"\\u000Bx","\\u000ex"`;
    const value = parseJson(`{"s":[${taken}],"nonce":${BIG}}`, ['nonce']) as { s: string[]; nonce: bigint };
    expect(value.nonce).toBe(BigInt(BIG));
    expect(value.s[0]).toBe('\u0001x');
    expect(value.s.at(-1)).toBe('\u000ex');
  });

  test('a text in which every marker is taken cannot be decoded losslessly: SyntaxError', () => {
    const codes = [...Array.from({ length: 31 }, (_, i) => i + 1)].filter((c) => !(c >= 8 && c <= 13 && c !== 11));
    const taken = codes.map((c) => `"\\u${c.toString(16).padStart(4, '0')}"`).join(',');
    expect(() => parseJson(`{"s":[${taken}],"nonce":${BIG}}`, ['nonce'])).toThrow(/cannot be decoded losslessly/);
  });

  test('a long integer outside any bigint key becomes a bigint; one inside a string is left alone', () => {
    expect(parseJson(`{"v":${BIG},"s":"${BIG}"}`, [])).toEqual({ v: BigInt(BIG), s: BIG });
    expect(parseJson('{"v":1234567890123456}', [])).toEqual({ v: 1234567890123456 });
  });

  test('nested arrays and objects are revived in place; other values are untouched', () => {
    expect(parseJson(`{"a":[[{"nonce":${BIG}}],null,true,"x"],"nonce":1}`, ['nonce'])).toEqual({
      a: [[{ nonce: BigInt(BIG) }], null, true, 'x'],
      nonce: 1n,
    });
  });
});

describe('stringifyJson', () => {
  test('writes bigints as plain integers, nested, and keeps JSON.stringify for everything else', () => {
    expect(stringifyJson({ a: [1n, { b: BigInt(BIG) }], s: 'x', n: null, u: undefined, f: () => 1 })).toBe(
      `{"a":[1,{"b":${BIG}}],"s":"x","n":null}`,
    );
    expect(stringifyJson([undefined, 2n])).toBe('[null,2]');
    expect(stringifyJson({ toJSON: () => ({ v: 3n }) })).toBe('{"v":3}');
  });

  test('errors that are not about bigints are thrown as JSON.stringify throws them', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => stringifyJson(loop)).toThrow(/circular/i);
    const loopWithBigint: Record<string, unknown> = { n: 1n };
    loopWithBigint.self = loopWithBigint;
    expect(() => stringifyJson(loopWithBigint)).toThrow('Converting circular structure to JSON');
  });
});

describe('parseJson, more', () => {
  test('key lists that join to the same text are kept apart', () => {
    expect(parseJson('{"ab":1}', ['ab'])).toEqual({ ab: 1n });
    expect(parseJson('{"a":1,"b":2,"ab":3}', ['a', 'b'])).toEqual({ a: 1n, b: 2n, ab: 3 });
  });

  test('a 16-digit integer beyond 2^53 right after a colon is exact', () => {
    expect(parseJson('{"a":9007199254740993}', [])).toEqual({ a: 9007199254740993n });
  });

  /** Strings starting with every marker candidate but `free`. */
  const takenBut = (free: number) =>
    Array.from({ length: 31 }, (_, i) => i + 1)
      .filter((c) => c !== free && !(c >= 8 && c <= 13 && c !== 11))
      .map((c) => `"\\u${c.toString(16).padStart(4, '0')}"`)
      .join(',');

  test.each([1, 11, 31])('the one free marker \\u%s is found', (free) => {
    const value = parseJson(`{"s":[${takenBut(free)}],"nonce":${BIG}}`, ['nonce']) as { nonce: bigint };
    expect(value.nonce).toBe(BigInt(BIG));
  });
});

test('without bigint keys, an empty key is an ordinary key', () => {
  expect(parseJson('{"":5}', [])).toEqual({ '': 5 });
});

describe('stringifyJson, more', () => {
  test('without bigints the text is exactly JSON.stringify’s, boxed primitives included', () => {
    const value = { n: new Number(1), s: new String('x'), b: new Boolean(false), d: new Date(0) };
    expect(stringifyJson(value)).toBe(JSON.stringify(value));
  });

  test('an error thrown by toJSON is thrown once, toJSON not called again', () => {
    let calls = 0;
    const value = {
      toJSON() {
        calls++;
        throw new TypeError('not serialisable');
      },
    };
    expect(() => stringifyJson(value)).toThrow('not serialisable');
    expect(calls).toBe(1);
  });
});

describe('parseJson: how bigint keys are found, and the check for unsafe numbers', () => {
  test('white space around the colon of a bigint key: the value is still a bigint', () => {
    for (const ws of [' ', '\n', '\r', '\t', ' \r\n\t ']) {
      expect(parseJson(`{"nonce"${ws}:${ws}5}`, ['nonce']), JSON.stringify(ws)).toEqual({ nonce: 5n });
    }
  });

  test('a bigint key that is a value, not a member name, leaves the next number alone', () => {
    expect(parseJson('["nonce", 5]', ['nonce'])).toEqual(['nonce', 5]);
    expect(parseJson('{"k":"nonce" ,"n":5}', ['nonce'])).toEqual({ k: 'nonce', n: 5 });
  });

  test('a bigint key holding a number with a fraction or an exponent keeps the number', () => {
    expect(parseJson('{"nonce":1.5}', ['nonce'])).toEqual({ nonce: 1.5 });
    expect(parseJson('{"nonce":2e3}', ['nonce'])).toEqual({ nonce: 2000 });
    expect(parseJson('{"nonce":2E3}', ['nonce'])).toEqual({ nonce: 2000 });
  });

  test('a key listed twice is decoded once, wherever it stands', () => {
    expect(parseJson('{"a":1,"x":{"a":2},"b":[{"a":3}]}', ['a', 'a'])).toEqual({ a: 1n, x: { a: 2n }, b: [{ a: 3n }] });
  });

  test('without bigint keys: strings, booleans, null and nested arrays are read as JSON.parse reads them', () => {
    const text = '{"s":"abc","t":true,"n":null,"a":[1,["x",[2.5]]],"o":{"e":""}}';
    expect(parseJson(text, [])).toEqual(JSON.parse(text));
  });

  test('without bigint keys: an unsafe integer deep in arrays is a bigint', () => {
    expect(parseJson('[1,[2,["x",12345678901234567890]]]', [])).toEqual([1, [2, ['x', 12345678901234567890n]]]);
  });

  test('beside a bigint key, a long negative literal elsewhere is a bigint too', () => {
    expect(parseJson('{"nonce":1,"x":-12345678901234567890}', ['nonce'])).toEqual({
      nonce: 1n,
      x: -12345678901234567890n,
    });
    expect(parseJson('{"nonce":1,"x":[12345678901234567890]}', ['nonce'])).toEqual({
      nonce: 1n,
      x: [12345678901234567890n],
    });
  });
});
