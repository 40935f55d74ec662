import { describe, expect, it } from 'vitest';
import {
  atPointer,
  dereferenceDeep,
  exceedsJsonDepth,
  int64Problem,
  jsonDepth,
  looksRoundedThroughDouble,
  parseExact,
  toValidatable,
} from '../src/index.js';

describe('JSON nesting depth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(jsonDepth('[]')).toBe(1);
  });

  it('stops early past the limit on a hostile text', () => {
    const hostile = `{"blockId":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(exceedsJsonDepth(hostile, 1000)).toBe(true);
    expect(jsonDepth(hostile, 10)).toBe(11);
    expect(exceedsJsonDepth(`${'['.repeat(1000)}${']'.repeat(1000)}`, 1000)).toBe(false);
  });
});

describe('values for validation', () => {
  it('replaces bigints by numbers and records where they were', () => {
    const value = parseExact('{"a":[1,-9223372036854775808],"nonce":5}');
    const { plain, bigints } = toValidatable(value);
    expect(plain).toEqual({ a: [1, -(2 ** 63)], nonce: 5 });
    expect([...bigints]).toEqual([
      ['/a/1', -9223372036854775808n],
      ['/nonce', 5n],
    ]);
  });

  it('keeps an own __proto__ member a data member', () => {
    const { plain } = toValidatable(JSON.parse('{"__proto__":{"x":1}}'));
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(Object.keys(plain as object)).toEqual(['__proto__']);
  });
});

describe('int64 exactness', () => {
  it('int64Problem: only the range decides', () => {
    expect(int64Problem(-5720306963467411264n)).toBeUndefined();
    expect(int64Problem(9223372036854775807n)).toBeUndefined();
    expect(int64Problem(-(2n ** 63n))).toBeUndefined();
    expect(int64Problem(-5720306963467411000n)).toBeUndefined();
    expect(int64Problem(2n ** 63n)).toBe('9223372036854775808 is outside the int64 range');
    expect(int64Problem(-(2n ** 63n) - 1n)).toMatch(/outside/);
  });

  it('looksRoundedThroughDouble: beyond 17 digits, exactly what a float64 prints', () => {
    expect(looksRoundedThroughDouble(-5720306963467411000n)).toBe(true);
    expect(looksRoundedThroughDouble(100000000000000000n)).toBe(true); // 18 digits, a double exactly
    expect(looksRoundedThroughDouble(-5720306963467411264n)).toBe(false);
    // 17 digits: a double prints its exact value, which an exact int64 may equal
    expect(looksRoundedThroughDouble(11205026813589810n)).toBe(false);
  });
});

describe('local refs', () => {
  const root = {
    defs: {
      A: { type: 'object', properties: { self: { $ref: '#/defs/A' } } },
      B: { $ref: '#/defs/A', description: 'b' },
    },
  };

  it('reads pointers with escapes', () => {
    expect(atPointer({ 'a/b': { '~': 1 } }, '/a~1b/~0')).toBe(1);
    expect(atPointer({ a: 1 }, '/toString')).toBeUndefined();
  });

  it('expands refs, merges siblings and keeps a recursive ref', () => {
    expect(dereferenceDeep({ $ref: '#/defs/B' }, root)).toEqual({
      type: 'object',
      properties: { self: { $ref: '#/defs/A' } },
      description: 'b',
    });
    expect(() => dereferenceDeep({ $ref: '#/defs/C' }, root)).toThrow(/dangling/);
  });
});
