// The error classes and guards: names, messages, fields, what a stack trace or a log line shows.
import { inspect } from 'node:util';
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

describe('fields', () => {
  const all = [
    new RpcError({ code: -32000, message: 'nonce too low', data: { x: 1 } }, 'eth_sendRawTransaction'),
    new HttpRequestError({ status: 502, body: 'bad gateway', url: 'http://x', method: 'eth_call' }),
    new TimeoutError({ timeoutMs: 5, method: 'eth_call', url: 'http://x' }),
    new SocketClosedError({ code: 1006, reason: '', url: 'ws://x' }),
    new InvalidResponseError({ message: 'not JSON', method: 'eth_call', body: '<html>' }),
  ];

  test('fields: RpcError keeps the node message verbatim; HttpRequestError truncates a long body in the message only; cause is kept', () => {
    const [rpc, httpErr] = all as [RpcError, HttpRequestError];
    expect(rpc).toMatchObject({
      code: -32000,
      message: 'nonce too low',
      data: { x: 1 },
      method: 'eth_sendRawTransaction',
    });
    expect(httpErr.message).toBe('HTTP 502 from http://x (eth_call): bad gateway');
    const long = new HttpRequestError({ status: 500, body: 'x'.repeat(1000), url: 'u', method: 'm' });
    expect(long.body).toHaveLength(1000);
    expect(long.message.length).toBeLessThan(400);
    const cause = new Error('ECONNREFUSED');
    expect(new HttpRequestError({ status: 0, body: '', url: 'u', method: 'm', cause }).cause).toBe(cause);
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
    for (const [error, _guard, name] of all) {
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
    expect(isRpcError({ name: 'RpcError', code: 1 })).toBe(false);
  });
});

describe('what a stack trace shows', () => {
  test.each([
    new EvmClientError('x'),
    new RpcError({ code: -32000, message: 'nonce too low' }, 'eth_sendRawTransaction'),
    new HttpRequestError({ status: 502, body: '', url: 'u', method: 'm' }),
    new TimeoutError({ timeoutMs: 5, method: 'm', url: 'u' }),
    new SocketClosedError({ code: 1006, reason: '', url: 'u' }),
    new InvalidResponseError({ message: 'x', method: 'm' }),
    new ResponseTooLargeError({ maxResponseBytes: 1, status: 200, url: 'u', method: 'm' }),
  ])('$name is printed by its name alone', (error) => {
    expect(inspect(error).split('\n')[0]).toBe(`${error.name}: ${error.message}`);
    expect(error.stack?.split('\n')[0]).toBe(`${error.name}: ${error.message}`);
  });
});
