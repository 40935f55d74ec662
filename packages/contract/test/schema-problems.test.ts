// How ajv's errors become the one-line problems every tool prints: the branch of a oneOf the value got
// furthest into, pointers to the offending member, the kind of each rule, and short values.
import { describe, expect, it } from 'vitest';
import { createAjv, schemaProblems, shortValue } from '../src/index.js';

const ajv = createAjv();
const problemsOf = (schema: object, value: unknown, prefix = '', max?: number) => {
  const validate = ajv.compile(schema);
  expect(validate(value)).toBe(false);
  return schemaProblems(validate.errors ?? [], value, prefix, max);
};

describe('schemaProblems', () => {
  const box = {
    type: 'object',
    required: ['id', 'value'],
    additionalProperties: false,
    properties: { id: { type: 'string' }, value: { type: 'integer', minimum: 0 }, kind: { const: 'ZenBox' } },
  };

  it('names the missing member, the extra one, the wrong type and the wrong constant, with the value seen', () => {
    expect(problemsOf(box, { value: 1 })).toEqual([
      { kind: 'missing-required', path: '/id', message: '/id required: missing' },
    ]);
    expect(problemsOf(box, { id: 'a', value: 1, 'a/b': true })).toEqual([
      { kind: 'extra-field', path: '/a~1b', message: '/a~1b additionalProperties: not allowed here (got true)' },
    ]);
    expect(problemsOf(box, { id: 7, value: 1 })).toEqual([
      { kind: 'wrong-type', path: '/id', message: '/id type: must be string (got 7)' },
    ]);
    expect(problemsOf(box, { id: 'a', value: 1, kind: 'Other' })).toEqual([
      { kind: 'wrong-value', path: '/kind', message: '/kind const: must be "ZenBox" (got "Other")' },
    ]);
    expect(problemsOf(box, { id: 'a', value: -1 })).toEqual([
      { kind: 'schema', path: '/value', message: '/value minimum: must be >= 0 (got -1)' },
    ]);
  });

  it('puts the prefix before each pointer, says / for the root, and stops at max problems', () => {
    expect(problemsOf(box, 5, '/params/0')).toEqual([
      { kind: 'wrong-type', path: '/params/0', message: '/params/0 type: must be object (got 5)' },
    ]);
    expect(problemsOf({ type: 'string' }, 5)).toEqual([
      { kind: 'wrong-type', path: '', message: '/ type: must be string (got 5)' },
    ]);
    const many = { type: 'object', required: ['a', 'b', 'c', 'd'] };
    expect(problemsOf(many, {})).toHaveLength(3);
    expect(problemsOf(many, {}, '', 1)).toHaveLength(1);
  });

  it('of a oneOf, keeps the branch the value got furthest into', () => {
    const either = {
      oneOf: [
        { type: 'string' },
        { type: 'object', required: ['result'], properties: { result: { type: 'object', required: ['height'] } } },
      ],
    };
    expect(problemsOf(either, { result: {} })).toEqual([
      { kind: 'missing-required', path: '/result/height', message: '/result/height required: missing' },
    ]);
  });

  it('one message once, even when two rules give it', () => {
    const twice = { allOf: [{ type: 'string' }, { type: 'string', minLength: 1 }] };
    expect(problemsOf(twice, 5)).toEqual([{ kind: 'wrong-type', path: '', message: '/ type: must be string (got 5)' }]);
  });
});

describe('shortValue', () => {
  it('JSON for values, digits for bigints, the text for what JSON cannot say, cut with an ellipsis', () => {
    expect(shortValue('a')).toBe('"a"');
    expect(shortValue(12n ** 20n)).toBe((12n ** 20n).toString());
    expect(shortValue(undefined)).toBe('undefined');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(shortValue(cyclic)).toBe('[object Object]');
    expect(shortValue('x'.repeat(100), 10)).toBe(`"${'x'.repeat(8)}…`);
    expect(shortValue('x'.repeat(58))).toHaveLength(60);
  });
});

it('createAjv: int32 within its range; int64 any integer (checked exactly elsewhere)', () => {
  const int32 = ajv.compile({ type: 'integer', format: 'int32' });
  expect([2 ** 31 - 1, -(2 ** 31)].map((n) => int32(n))).toEqual([true, true]);
  expect([2 ** 31, -(2 ** 31) - 1].map((n) => int32(n))).toEqual([false, false]);
  const int64 = ajv.compile({ type: 'integer', format: 'int64' });
  expect(int64(2 ** 60)).toBe(true);
  expect(createAjv({ allErrors: false }).compile({ required: ['a', 'b'] })({})).toBe(false);
});
