// What an error says when it is logged: the message names the operation, the code and the cause,
// long bodies are cut so a log line stays readable, and a stack trace names the class by its name.
import { inspect } from 'node:util';
import { describe, expect, test } from 'vitest';
import {
  NodeAbortError,
  NodeBusinessError,
  NodeHttpError,
  NodeInvalidResponseError,
  NodeNetworkError,
  NodeResponseTooLargeError,
  NodeTimeoutError,
  NodeUnauthorizedError,
} from '../src/index.js';

describe('error messages', () => {
  test('a business error names the operation, the code, the description and the detail', () => {
    const e = new NodeBusinessError('blockFindById', {
      code: '0101',
      description: 'Invalid id',
      detail: 'block not found',
    });
    expect(e.message).toBe('blockFindById: business error 0101: Invalid id (block not found)');
    expect(
      new NodeBusinessError('blockFindById', { code: '0101', description: 'Invalid id', detail: '' }).message,
    ).toBe('blockFindById: business error 0101: Invalid id');
  });

  test('no cause is set when none is given; a given cause is kept', () => {
    expect('cause' in new NodeTimeoutError('blockBest', 50)).toBe(false);
    const cause = new Error('socket hang up');
    expect(new NodeTimeoutError('blockBest', 50, cause).cause).toBe(cause);
  });

  test('bodies longer than 300 characters are cut with an ellipsis, shorter ones are kept whole', () => {
    const exact = 'x'.repeat(300);
    expect(
      new NodeHttpError('blockBest', { status: 400, text: exact, json: undefined, violations: undefined }).message,
    ).toBe(`blockBest: HTTP 400: ${exact}`);
    const long = 'y'.repeat(301);
    expect(
      new NodeHttpError('blockBest', { status: 400, text: long, json: undefined, violations: undefined }).message,
    ).toBe(`blockBest: HTTP 400: ${'y'.repeat(300)}…`);
  });

  test("an HTTP error shows the body and Prism's violations when there are any", () => {
    expect(
      new NodeHttpError('blockBest', { status: 405, text: '', json: undefined, violations: undefined }).message,
    ).toBe('blockBest: HTTP 405');
    expect(
      new NodeHttpError('blockBest', { status: 400, text: 'bad', json: undefined, violations: '[{"code":"type"}]' })
        .message,
    ).toBe('blockBest: HTTP 400: bad [violations: [{"code":"type"}]]');
  });

  test("body is the node's JSON error form only when it has a numeric error and a string reason", () => {
    const init = (json: unknown) => ({ status: 500, text: JSON.stringify(json) ?? '', json, violations: undefined });
    const good = { error: 500, reason: 'Internal error', detail: 'boom' };
    expect(new NodeHttpError('blockBest', init(good)).body).toEqual(good);
    expect(new NodeHttpError('blockBest', init(undefined)).body).toBeUndefined();
    expect(new NodeHttpError('blockBest', init('text')).body).toBeUndefined();
    expect(new NodeHttpError('blockBest', init({ error: '500', reason: 'x' })).body).toBeUndefined();
    expect(new NodeHttpError('blockBest', init({ error: 500 })).body).toBeUndefined();
  });

  test('timeouts, invalid answers and oversized answers say what happened', () => {
    expect(new NodeTimeoutError('blockBest', 50).message).toBe('blockBest: no answer within 50 ms');
    expect(new NodeInvalidResponseError('blockBest', 200, '').message).toBe(
      'blockBest: unexpected answer (HTTP 200): <empty body>',
    );
    expect(new NodeInvalidResponseError('blockBest', 200, '<html>').message).toBe(
      'blockBest: unexpected answer (HTTP 200): <html>',
    );
    expect(new NodeResponseTooLargeError('blockBest', 200, 1024).message).toBe(
      'blockBest: answer larger than 1024 bytes (HTTP 200); raise maxResponseBytes if this is expected',
    );
  });
});

describe('what a stack trace shows', () => {
  test.each([
    new NodeBusinessError('blockFindById', { code: '0101', description: 'Invalid id', detail: '' }),
    new NodeHttpError('blockBest', { status: 500, text: 'boom' }),
    new NodeUnauthorizedError('walletAllBoxes', { status: 401, text: '' }),
    new NodeNetworkError('blockBest', new TypeError('fetch failed')),
    new NodeTimeoutError('blockBest', 50),
    new NodeAbortError('blockBest', new Error('stop')),
    new NodeInvalidResponseError('blockBest', 200, '<html>'),
    new NodeResponseTooLargeError('blockBest', 200, 10),
  ])('$name is printed by its name alone', (error) => {
    expect(inspect(error).split('\n')[0]).toBe(`${error.name}: ${error.message}`);
    expect(error.stack?.split('\n')[0]).toBe(`${error.name}: ${error.message}`);
    expect(error.constructor.name).toBe(error.name);
  });
});
