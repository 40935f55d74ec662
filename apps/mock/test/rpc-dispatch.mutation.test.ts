// The JSON-RPC mock's envelopes, params and answer caps (src/rpc/dispatch.mjs) without a server,
// checked against the rules of apps/mock/src/rpc/README.md ("Which answer" and the table of bad
// input). Written against mutants that survived `npm run test:mutation -- apps` (see
// CONTRIBUTING.md); the same rules over real sockets are in rpc-mock.test.ts and rpc-hostile.test.ts.
import { describe, expect, test } from 'vitest';
import {
  createRpcHandler,
  INVALID_PARAMS,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  RESPONSE_TOO_LARGE,
} from '../src/rpc/dispatch.mjs';
import { loadRpcDocument } from '../src/rpc/document.mjs';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const rpc = loadRpcDocument();
const HEAD = 0x10n;
const handler = (options: { maxBatch?: number; maxAnswerBytes?: number; doc?: Json } = {}) =>
  createRpcHandler(options.doc ? loadRpcDocument(options.doc) : rpc, {
    maxBatch: options.maxBatch ?? 3,
    maxAnswerBytes: options.maxAnswerBytes ?? 100_000,
    getHead: () => HEAD,
  });
const http = { transport: 'http' as const };
/** One request through handleMessage; the parsed answer. */
const ask = (request: unknown, h = handler(), ctx: Json = http): Json => {
  const text = h.handleMessage(typeof request === 'string' ? request : JSON.stringify(request), ctx);
  return text === null ? null : JSON.parse(text);
};
const req = (method: string, params?: unknown, id: unknown = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  ...(params === undefined ? {} : { params }),
});

describe('envelopes', () => {
  test('ids: a string, a number or null is echoed; any other id is -32600 with id null', () => {
    for (const id of ['a', 7, null])
      expect(ask(req('eth_chainId', [], id))).toMatchObject({ id, result: rpc.chainIdHex });
    for (const id of [true, {}, [1]]) {
      expect(ask(req('eth_chainId', [], id))).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: INVALID_REQUEST, message: 'invalid request: "id" must be a string, a number or null' },
      });
    }
  });

  test('a batch element that is not an object is -32600, and an error without data has no data field', () => {
    const answers = ask([1, 'x', [], null], handler({ maxBatch: 4 }));
    expect(answers).toHaveLength(4);
    for (const a of answers)
      expect(a).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: INVALID_REQUEST, message: 'invalid request: a request must be a JSON object' },
      });
  });

  test('a method throwing something that is not an RpcFailure is -32603 internal error', () => {
    const h = createRpcHandler(rpc, {
      maxBatch: 3,
      maxAnswerBytes: 100_000,
      getHead: () => HEAD,
      methods: new Map([
        [
          'eth_gasPrice',
          () => {
            throw new TypeError('boom');
          },
        ],
      ]),
    });
    expect(ask(req('eth_gasPrice', []), h).error).toEqual({ code: -32603, message: 'internal error', data: 'boom' });
    expect(ask({ jsonrpc: '2.0', method: 'eth_gasPrice', params: [] }, h)).toBeNull();
  });
});

describe('methods and params', () => {
  test('eth_chainId is the chain of x-chains, not the example; eth_blockNumber the head, however params are given', () => {
    const doc = structuredClone(rpc.doc);
    doc['x-chains'] = [{ chainId: 2651420, chainIdHex: '0x28751c' }];
    const testnet = handler({ doc });
    expect(ask(req('eth_chainId', []), testnet).result).toBe('0x28751c');
    expect(ask(req('eth_chainId', {}), testnet).result).toBe('0x28751c');
    for (const params of [undefined, [], {}])
      expect(ask(req('eth_blockNumber', params)).result, JSON.stringify(params)).toBe('0x10');
    // Only eth_blockNumber answers the head: other methods without params answer their own.
    expect(ask(req('eth_gasPrice', [])).result).not.toBe('0x10');
    expect(ask(req('eth_blockNumber', [1])).error).toEqual({
      code: INVALID_PARAMS,
      message: 'too many arguments, want at most 0',
      data: { expected: 0, got: 1 },
    });
  });

  test('params by name: an unknown name is -32602 naming it and what the method takes', () => {
    expect(ask(req('eth_chainId', { nope: 1 })).error).toEqual({
      code: INVALID_PARAMS,
      message: 'unknown param "nope" (this method takes no params)',
      data: { param: 'nope' },
    });
    expect(ask(req('eth_getBalance', { nope: 1 })).error).toEqual({
      code: INVALID_PARAMS,
      message: 'unknown param "nope" (this method takes address, block)',
      data: { param: 'nope' },
    });
  });

  test('a missing required param is -32602 with its name and index in data', () => {
    expect(ask(req('eth_getBalance', [])).error).toEqual({
      code: INVALID_PARAMS,
      message: 'missing value for required argument 0 (address)',
      data: { param: 'address', index: 0 },
    });
  });

  test('an invalid param names the last and the first schema failure, with every ajv error in data', () => {
    const { error } = ask(req('eth_getBlockByNumber', [123, false]));
    expect(error.code).toBe(INVALID_PARAMS);
    const errors = error.data.errors as Json[];
    expect(errors.length).toBeGreaterThan(1);
    for (const e of errors)
      expect(Object.keys(e).sort()).toEqual(['instancePath', 'keyword', 'message', 'params', 'schemaPath']);
    expect(error.message).toBe(
      `invalid argument 0 (block): ${errors.at(-1).message} (first failure: ${errors[0].message})`,
    );
    expect(error.data).toMatchObject({ param: 'block', index: 0 });
    // One failure only: no "first failure" part.
    const one = ask(req('eth_getBalance', ['0x12', 'latest'])).error;
    expect(one.data.errors).toHaveLength(1);
    expect(one.message).toBe(`invalid argument 0 (address): ${one.data.errors[0].message}`);
  });

  test('a null for an optional param counts as omitted, and the request itself is left as it was', () => {
    const tx = { to: `0x${'12'.repeat(20)}` };
    const request = req('eth_call', [tx, null]);
    const h = handler();
    const withNull = h.handleCall(request, http);
    expect(request.params).toEqual([tx, null]);
    expect(withNull).toBe(h.handleCall(req('eth_call', [tx]), http));
  });

  test('subscriptions: over HTTP, or on a socket that cannot subscribe, -32601; an unknown kind -32601 naming it', () => {
    const notSupported = { code: METHOD_NOT_FOUND, message: 'notifications not supported' };
    expect(ask(req('eth_subscribe', ['newHeads'])).error).toEqual(notSupported);
    expect(ask(req('eth_unsubscribe', ['0x1'])).error).toEqual(notSupported);
    expect(ask(req('eth_subscribe', ['newHeads']), handler(), { transport: 'ws' }).error).toEqual(notSupported);
    expect(ask(req('eth_unsubscribe', ['0x1']), handler(), { transport: 'ws' }).error).toEqual(notSupported);
    const ws = {
      transport: 'ws',
      subscribe: (kind: string) => `id-of-${kind}`,
      unsubscribe: (id: string) => id === '0x1',
    };
    expect(ask(req('eth_subscribe', ['newHeads']), handler(), ws).result).toBe('id-of-newHeads');
    expect(ask(req('eth_unsubscribe', ['0x1']), handler(), ws).result).toBe(true);
    expect(ask(req('eth_subscribe', ['nope']), handler(), ws).error).toEqual({
      code: METHOD_NOT_FOUND,
      message: 'no "nope" subscription in eth namespace',
    });
    // A kind that is not a string is an invalid param, not an unknown subscription.
    expect(ask(req('eth_subscribe', [123]), handler(), ws).error).toMatchObject({
      code: INVALID_PARAMS,
      data: { param: expect.any(String), index: 0 },
    });
  });
});

describe('batches and answer caps', () => {
  test('a batch over maxBatch is one -32600 carrying the first element’s id when it is a valid one', () => {
    const tooMany = (first: unknown) =>
      ask([first, req('eth_chainId', []), req('eth_chainId', []), req('eth_chainId', [])]);
    expect(tooMany(req('eth_chainId', [], 'first'))).toEqual([
      {
        jsonrpc: '2.0',
        id: 'first',
        error: { code: INVALID_REQUEST, message: 'batch too large', data: { limit: 3, size: 4 } },
      },
    ]);
    for (const first of [null, 5, req('eth_chainId', [], {})])
      expect(tooMany(first)[0].id, JSON.stringify(first)).toBeNull();
  });

  test('in a batch, an id JavaScript cannot hold is echoed from the request text, the others as they are', () => {
    const text =
      '[{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"eth_chainId"},{"jsonrpc":"2.0","id":7,"method":"eth_chainId"}]';
    expect(handler().handleMessage(text, http)).toBe(
      `[{"jsonrpc":"2.0","id":123456789012345678901234567890,"result":"${rpc.chainIdHex}"},{"jsonrpc":"2.0","id":7,"result":"${rpc.chainIdHex}"}]`,
    );
  });

  test('an answer of exactly maxAnswerBytes is sent; one byte less is -32003 with the limit', () => {
    const single = JSON.stringify({ jsonrpc: '2.0', id: 1, result: rpc.chainIdHex });
    expect(ask(req('eth_chainId', []), handler({ maxAnswerBytes: single.length }))).toEqual(JSON.parse(single));
    expect(ask(req('eth_chainId', []), handler({ maxAnswerBytes: single.length - 1 })).error).toEqual({
      code: RESPONSE_TOO_LARGE,
      message: 'response too large',
      data: { limit: single.length - 1 },
    });
  });

  test('a batch answer of exactly maxAnswerBytes is sent whole; with one byte less the last call is -32003', () => {
    const batch = [req('eth_chainId', [], 1), req('eth_chainId', [], 2)];
    const whole = handler().handleMessage(JSON.stringify(batch), http)!;
    expect(JSON.parse(handler({ maxAnswerBytes: whole.length }).handleMessage(JSON.stringify(batch), http)!)).toEqual(
      JSON.parse(whole),
    );
    const cut = ask(batch, handler({ maxAnswerBytes: whole.length - 1 }));
    expect(cut[0].result).toBe(rpc.chainIdHex);
    expect(cut[1]).toMatchObject({ id: 2, error: { code: RESPONSE_TOO_LARGE } });
  });

  test('the cap counts bytes, not characters: an answer of few but multi-byte characters is over it', () => {
    const doc = structuredClone(rpc.doc);
    const wide = 'é'.repeat(120); // 120 characters, 240 bytes in UTF-8
    doc.methods.find((m: Json) => m.name === 'web3_clientVersion').examples = [
      { name: 'wide', params: [], result: { name: 'version', value: wide } },
    ];
    const answer = JSON.stringify({ jsonrpc: '2.0', id: 1, result: wide });
    const limit = answer.length + 20; // enough characters, too few bytes
    expect(Buffer.byteLength(answer)).toBeGreaterThan(limit);
    expect(ask(req('web3_clientVersion', []), handler({ doc, maxAnswerBytes: limit })).error).toMatchObject({
      code: RESPONSE_TOO_LARGE,
    });
    expect(ask([req('web3_clientVersion', [])], handler({ doc, maxAnswerBytes: limit }))[0].error).toMatchObject({
      code: RESPONSE_TOO_LARGE,
    });
    expect(ask(req('web3_clientVersion', []), handler({ doc, maxAnswerBytes: Buffer.byteLength(answer) })).result).toBe(
      wide,
    );
  });
});
