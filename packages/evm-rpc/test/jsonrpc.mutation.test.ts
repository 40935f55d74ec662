// How answers become results or errors (single and batch), and what the errors say. Written
// against mutants that survived `npm run test:mutation` (see CONTRIBUTING.md).
import { describe, expect, test } from 'vitest';
import {
  EvmClientError,
  HttpRequestError,
  InvalidResponseError,
  isEvmClientError,
  isHttpRequestError,
  isInvalidResponseError,
  isResponseTooLargeError,
  isRpcError,
  isSocketClosedError,
  isTimeoutError,
  ResponseTooLargeError,
  RpcError,
  SocketClosedError,
  TimeoutError,
} from '../src/index.js';
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

describe('error classes', () => {
  test('messages say what happened, where, for which method', () => {
    expect(new RpcError({ code: -32000, message: 'boom' }, 'eth_call').message).toBe('boom');
    expect(new RpcError({ code: -32000 } as never, 'eth_call').message).toBe('RPC error');
    expect(new HttpRequestError({ status: 429, body: 'slow down', url: 'http://x', method: 'eth_call' }).message).toBe(
      'HTTP 429 from http://x (eth_call): slow down',
    );
    expect(new HttpRequestError({ status: 500, body: '', url: 'http://x', method: 'eth_call' }).message).toBe(
      'HTTP 500 from http://x (eth_call)',
    );
    expect(new HttpRequestError({ status: 0, body: '', url: 'http://x', method: 'eth_call' }).message).toBe(
      'request to http://x failed (eth_call)',
    );
    expect(new HttpRequestError({ status: 400, body: 'z'.repeat(301), url: 'u', method: 'm' }).message).toBe(
      `HTTP 400 from u (m): ${'z'.repeat(300)}…`,
    );
    expect(new HttpRequestError({ status: 400, body: 'z'.repeat(300), url: 'u', method: 'm' }).message).toBe(
      `HTTP 400 from u (m): ${'z'.repeat(300)}`,
    );
    expect(new TimeoutError({ timeoutMs: 5, method: 'm', url: 'u' }).message).toBe('m to u timed out after 5 ms');
    expect(new SocketClosedError({ code: 1006, reason: '', url: 'ws://x' }).message).toBe(
      'socket ws://x closed (1006)',
    );
    expect(new SocketClosedError({ code: 1000, reason: 'bye', url: 'ws://x' }).message).toBe(
      'socket ws://x closed (1000 bye)',
    );
    expect(new InvalidResponseError({ message: 'bad', method: 'm' }).body).toBe('');
    expect(new InvalidResponseError({ message: 'bad', method: 'm', body: 'b'.repeat(1001) }).body).toBe(
      `${'b'.repeat(1000)}…`,
    );
    expect(new ResponseTooLargeError({ maxResponseBytes: 10, status: 200, url: 'u', method: 'm' }).message).toBe(
      'm: answer from u larger than 10 bytes (HTTP 200)',
    );
  });

  test('every class carries its literal name, and each guard accepts its own class only', () => {
    const all = [
      [new RpcError({ code: 1, message: 'x' }, 'm'), isRpcError, 'RpcError'],
      [new HttpRequestError({ status: 1, body: '', url: 'u', method: 'm' }), isHttpRequestError, 'HttpRequestError'],
      [new TimeoutError({ timeoutMs: 1, method: 'm', url: 'u' }), isTimeoutError, 'TimeoutError'],
      [new SocketClosedError({ code: 1, reason: '', url: 'u' }), isSocketClosedError, 'SocketClosedError'],
      [new InvalidResponseError({ message: 'x', method: 'm' }), isInvalidResponseError, 'InvalidResponseError'],
      [
        new ResponseTooLargeError({ maxResponseBytes: 1, status: 1, url: 'u', method: 'm' }),
        isResponseTooLargeError,
        'ResponseTooLargeError',
      ],
    ] as const;
    for (const [error, guard, name] of all) {
      expect(error.name).toBe(name);
      expect(error).toBeInstanceOf(EvmClientError);
      expect(isEvmClientError(error)).toBe(true);
      for (const [, otherGuard, otherName] of all)
        expect(otherGuard(error), `${otherName} guard on ${name}`).toBe(otherName === name);
    }
    expect(isEvmClientError(new Error('x'))).toBe(false);
    expect(isEvmClientError({ name: 'RpcError' })).toBe(false);
    // An error from another copy of the package is recognised by its name.
    for (const name of ['EvmClientError', ...all.map(([, , n]) => n)]) {
      expect(isEvmClientError(Object.assign(new Error('x'), { name })), name).toBe(true);
    }
    expect(isEvmClientError(Object.assign(new Error('x'), { name: 'TypeError' }))).toBe(false);
  });
});
