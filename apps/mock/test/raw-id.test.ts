// The raw-id scanner: the text of each request's id exactly as sent, and a batch's elements one by one,
// from JSON that JSON.parse accepted. Hand-picked edges first, then generated requests and batches with
// every spacing JSON allows.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { arrayElements, needsRawId, rawIds } from '../src/rpc/raw-id.js';

describe('rawIds()', () => {
  test('the id’s text as sent, numbers JavaScript cannot hold included', () => {
    expect(rawIds('{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"eth_chainId"}')).toEqual([
      '123456789012345678901234567890',
    ]);
    expect(rawIds(' \t\r\n{ "id" : 1e400 , "method":"x"}')).toEqual(['1e400']);
    expect(rawIds('{"method":"x","id":-0.50}')).toEqual(['-0.50']);
    expect(rawIds('{"id":"a\\"}]","method":"x"}')).toEqual(['"a\\"}]"']);
  });

  test('the object’s own id only, the last of repeated ones, an escaped key too; none without one', () => {
    expect(rawIds('{"params":[{"id":1},"id",{"x":{"id":2}}],"id":3}')).toEqual(['3']);
    expect(rawIds('{"id":1,"id":2}')).toEqual(['2']);
    expect(rawIds('{"\\u0069d":7}')).toEqual(['7']);
    expect(rawIds('{"params":{"id":1}}')).toEqual([undefined]);
    expect(rawIds('{}')).toEqual([undefined]);
    expect(rawIds('{"id":{"a":[1,{"b":"]"}]}}')).toEqual(['{"a":[1,{"b":"]"}]}']);
  });

  test('one entry per batch element: undefined for an element without an id or not an object', () => {
    expect(rawIds('[{"id":1},2,"x",[{"id":3}],{"method":"m"}, {"id":null} ]')).toEqual([
      '1',
      undefined,
      undefined,
      undefined,
      undefined,
      'null',
    ]);
    expect(rawIds('[ ]')).toEqual([]);
    expect(rawIds('7')).toEqual([]);
  });
});

describe('arrayElements()', () => {
  test('each element’s text, nothing for a value that is not an array', () => {
    expect([...arrayElements('[1, "a,b" ,{"c":[2,"]"]},[ ],null]')]).toEqual([
      '1',
      '"a,b"',
      '{"c":[2,"]"]}',
      '[ ]',
      'null',
    ]);
    expect([...arrayElements(' [ ] ')]).toEqual([]);
    expect([...arrayElements('{"a":1}')]).toEqual([]);
  });
});

describe('generated requests and batches', () => {
  /** JSON text of `value` with spacing JSON allows: `gap` between tokens. */
  const spaced = (value: unknown, gap: string): string => {
    if (Array.isArray(value)) return `[${gap}${value.map((v) => spaced(v, gap)).join(`${gap},${gap}`)}${gap}]`;
    if (value !== null && typeof value === 'object') {
      const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}${gap}:${gap}${spaced(v, gap)}`);
      return `{${gap}${members.join(`${gap},${gap}`)}${gap}}`;
    }
    return JSON.stringify(value);
  };
  const gap = fc.constantFrom('', ' ', '\n', '\t', ' \r\n ');
  const member = fc.tuple(fc.constantFrom('id', 'method', 'params', 'x', 'i"d'), fc.jsonValue({ maxDepth: 3 }));
  const request = fc.array(member, { maxLength: 5 }).map((members) => Object.fromEntries(members));

  test('rawIds: the id parses back to the id JSON.parse sees, for each element', () => {
    fc.assert(
      fc.property(fc.oneof(request, fc.array(fc.oneof(request, fc.jsonValue({ maxDepth: 2 })))), gap, (value, g) => {
        const text = spaced(value, g);
        const parsed: unknown = JSON.parse(text);
        const elements = Array.isArray(parsed) ? parsed : [parsed];
        const expected = elements.map((e) =>
          e !== null && typeof e === 'object' && !Array.isArray(e) && Object.hasOwn(e, 'id')
            ? (e as { id: unknown }).id
            : undefined,
        );
        const raws = rawIds(text);
        expect(raws.map((r) => (r === undefined ? undefined : JSON.parse(r)))).toEqual(expected);
      }),
      { numRuns: 300, seed: 1 },
    );
  });

  test('arrayElements: the elements parse back to the array JSON.parse sees', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 3 })), gap, (value, g) => {
        const text = spaced(value, g);
        expect([...arrayElements(text)].map((e) => JSON.parse(e))).toEqual(JSON.parse(text));
      }),
      { numRuns: 300, seed: 1 },
    );
  });
});

test('needsRawId: only numbers that are not safe integers', () => {
  expect([2 ** 53, 1.5, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER, 7, '1e400', null].map(needsRawId)).toEqual([
    true,
    true,
    true,
    false,
    false,
    false,
    false,
  ]);
});
