// RLP against the vectors of ethereum/tests (RLPTests/rlptest.json) and the yellow paper's examples.
import { describe, expect, it } from 'vitest';
import { type RlpItem, rlpEncode, rlpInteger } from '../src/index.js';

const text = (s: string) => new TextEncoder().encode(s);
const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const encoded = (item: RlpItem) => hexOf(rlpEncode(item));

describe('rlpEncode()', () => {
  it('encodes byte strings: one byte below 0x80 is itself, up to 55 bytes get 0x80 + length, longer 0xb7 + length of length', () => {
    expect(encoded(new Uint8Array())).toBe('80');
    expect(encoded(Uint8Array.of(0x00))).toBe('00');
    expect(encoded(Uint8Array.of(0x7f))).toBe('7f');
    expect(encoded(Uint8Array.of(0x80))).toBe('8180');
    expect(encoded(text('dog'))).toBe('83646f67');
    const short = 'Lorem ipsum dolor sit amet, consectetur adipisicing eli'; // 55 bytes
    expect(encoded(text(short))).toBe(`b7${hexOf(text(short))}`);
    const long = 'Lorem ipsum dolor sit amet, consectetur adipisicing elit'; // 56 bytes
    expect(encoded(text(long))).toBe(`b838${hexOf(text(long))}`);
    expect(encoded(new Uint8Array(1024)).slice(0, 6)).toBe('b90400');
    expect(rlpEncode(new Uint8Array(70_000)).length).toBe(70_004); // 0xba 0x011170
  });

  it('encodes lists: up to 55 payload bytes get 0xc0 + length, longer 0xf7 + length of length', () => {
    expect(encoded([])).toBe('c0');
    expect(encoded([text('dog'), text('god'), text('cat')])).toBe('cc83646f6783676f6483636174');
    expect(encoded([text('zw'), [Uint8Array.of(4)], Uint8Array.of(1)])).toBe('c6827a77c10401');
    const words = ['asdf', 'qwer', 'zxcv', 'asdf', 'qwer', 'zxcv', 'asdf', 'qwer', 'zxcv', 'asdf', 'qwer'].map(text);
    expect(encoded(words)).toBe(
      'f784617364668471776572847a78637684617364668471776572847a78637684617364668471776572847a78637684617364668471776572',
    );
    const triple = ['asdf', 'qwer', 'zxcv'].map(text);
    expect(encoded([triple, triple, triple, triple])).toBe(`f840${'cf84617364668471776572847a786376'.repeat(4)}`);
  });

  it('nests lists (the set-theoretical representation of three)', () => {
    expect(encoded([[[], []], []])).toBe('c4c2c0c0c0');
    expect(encoded([[], [[]], [[], [[]]]])).toBe('c7c0c1c0c3c0c1c0');
  });
});

describe('rlpInteger()', () => {
  it('writes minimal big-endian bytes, zero as the empty string', () => {
    const cases: [bigint | number, string][] = [
      [0, '80'],
      [1, '01'],
      [16, '10'],
      [79, '4f'],
      [127, '7f'],
      [128, '8180'],
      [1000, '8203e8'],
      [100_000, '830186a0'],
      [83729609699884896815286331701780722n, '8f102030405060708090a0b0c0d0e0f2'],
      [2n ** 256n - 1n, `a0${'ff'.repeat(32)}`],
    ];
    for (const [n, rlp] of cases) expect([n, encoded(rlpInteger(n))]).toEqual([n, rlp]);
  });

  it('refuses a negative integer', () => {
    expect(() => rlpInteger(-1n)).toThrow(RangeError);
  });
});
