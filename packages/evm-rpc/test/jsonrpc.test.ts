// How answers become results or errors, one answer and a batch's.
import { describe, expect, test } from 'vitest';
import { InvalidResponseError, RpcError } from '../src/index.js';
import { invalid, settle, settleBatch } from '../src/jsonrpc.js';

describe('settle: one answer', () => {
  test('a result, including null, is fulfilled', () => {
    expect(settle({ jsonrpc: '2.0', id: 1, result: '0x1' }, 'eth_chainId')).toEqual({
      status: 'fulfilled',
      value: '0x1',
    });
    expect(settle({ jsonrpc: '2.0', id: 1, result: null }, 'eth_getBlockByHash')).toEqual({
      status: 'fulfilled',
      value: null,
    });
  });

  test('an error object is an RpcError; a null error with a result is a result', () => {
    const e = settle({ id: 1, error: { code: -32601, message: 'nope' } }, 'eth_x');
    expect(e.status).toBe('rejected');
    expect(e.status === 'rejected' && e.reason).toBeInstanceOf(RpcError);
    expect(settle({ id: 1, error: null, result: 2 }, 'eth_x')).toEqual({ status: 'fulfilled', value: 2 });
  });

  test('what is not a response is an InvalidResponseError naming the problem', () => {
    const reason = (v: unknown) => {
      const r = settle(v, 'eth_x');
      if (r.status !== 'rejected') throw new Error('fulfilled');
      expect(r.reason).toBeInstanceOf(InvalidResponseError);
      return (r.reason as Error).message;
    };
    expect(reason(null)).toBe('eth_x: not a JSON-RPC response object');
    expect(reason([1])).toBe('eth_x: not a JSON-RPC response object');
    expect(reason({ id: 1, error: { code: '1', message: 'x' } })).toBe('eth_x: malformed error object');
    expect(reason({ id: 1, error: [1] })).toBe('eth_x: malformed error object');
    expect(reason({ id: 1 })).toBe('eth_x: response has neither result nor error');
  });

  test('invalid keeps the answer as text: strings as they are, values as JSON, the unprintable via String', () => {
    expect(invalid('m', 'x', 'plain text').body).toBe('plain text');
    expect(invalid('m', 'x', { a: 1 }).body).toBe('{"a":1}');
    expect(invalid('m', 'x', undefined).body).toBe('undefined');
    expect(invalid('m', 'x', 10n).body).toBe('10');
    const cause = new Error('c');
    expect(invalid('m', 'x', '', cause).cause).toBe(cause);
  });
});

describe('settleBatch', () => {
  const reqs = [{ method: 'a' }, { method: 'b' }];

  test('answers are matched by id, in any order', () => {
    expect(
      settleBatch(
        [
          { id: 2, result: 'B' },
          { id: 1, result: 'A' },
        ],
        [1, 2],
        reqs,
      ),
    ).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'fulfilled', value: 'B' },
    ]);
  });

  test('a batch refused with one error object (not an array) rejects every call with it', () => {
    const out = settleBatch({ id: null, error: { code: -32600, message: 'batch too large' } }, [1, 2], reqs);
    expect(
      out.map((e) => e.status === 'rejected' && e.reason instanceof RpcError && (e.reason as RpcError).code),
    ).toEqual([-32600, -32600]);
  });

  test('an answer that is neither an array nor an error rejects every call as invalid', () => {
    const out = settleBatch({ id: 1, result: 'x' }, [1, 2], reqs);
    expect(out.map((e) => e.status === 'rejected' && (e.reason as Error).message)).toEqual([
      'a: batch answer is not an array',
      'b: batch answer is not an array',
    ]);
  });

  test('a lone error for a multi-call batch rejects each call with it; a missing answer otherwise is invalid', () => {
    const lone = settleBatch([{ id: 1, error: { code: -32600, message: 'too large' } }], [1, 2], reqs);
    expect(lone[0]!.status === 'rejected' && (lone[0]!.reason as RpcError).code).toBe(-32600);
    expect(lone[1]!.status === 'rejected' && (lone[1]!.reason as RpcError).code).toBe(-32600);
    const missing = settleBatch([{ id: 1, result: 'A' }], [1, 2], reqs);
    expect(missing[1]!.status === 'rejected' && (missing[1]!.reason as Error).message).toBe(
      'b: the batch answer has no response with id 2',
    );
    const single = settleBatch([{ id: 9, error: { code: -32600, message: 'x' } }], [1], [{ method: 'a' }]);
    expect(single[0]!.status === 'rejected' && single[0]!.reason).toBeInstanceOf(InvalidResponseError);
    const junk = settleBatch([1, { id: 2, result: 'B' }], [1, 2], reqs);
    expect(junk.map((e) => e.status)).toEqual(['rejected', 'fulfilled']);
  });
});
