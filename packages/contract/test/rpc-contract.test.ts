// How the runtime judges JSON-RPC exchanges against the bundled OpenRPC document: requests (envelope,
// method, positional and named params), answers (envelope, id echo, result schema, listed error codes,
// methods a node may disable) and subscription notifications.
import { describe, expect, it } from 'vitest';
import { RpcContract } from '../src/index.js';

const contract = new RpcContract();
const ADDRESS = `0x${'ab'.repeat(20)}`;
const kinds = (problems: { kind: string }[]) => problems.map((p) => p.kind);

describe('checkRequest', () => {
  it('accepts a valid call, positional or by name', () => {
    expect(
      contract.checkRequest({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [ADDRESS, 'latest'] }),
    ).toEqual([]);
    expect(
      contract.checkRequest({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getBalance',
        params: { address: ADDRESS, block: '0x1' },
      }),
    ).toEqual([]);
    expect(contract.checkRequest({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })).toEqual([]);
  });

  it('names what is wrong with the envelope', () => {
    expect(contract.checkRequest('x')).toEqual([
      { kind: 'envelope', path: '', message: 'a request must be an object (got "x")' },
    ]);
    expect(contract.checkRequest({ jsonrpc: '1.0', method: 'eth_blockNumber' })).toEqual([
      { kind: 'envelope', path: '/jsonrpc', message: '/jsonrpc must be "2.0" (got "1.0")' },
    ]);
    expect(kinds(contract.checkRequest({ jsonrpc: '1.0', method: 7 }))).toEqual(['envelope', 'envelope']);
    expect(contract.checkRequest({ jsonrpc: '2.0', method: 'eth_nope' })).toEqual([
      { kind: 'unknown-method', path: '/method', message: 'eth_nope is not a method of the document' },
    ]);
  });

  it('positional params: too many, a required one missing, a wrong value', () => {
    const call = (params: unknown) =>
      contract.checkRequest({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params });
    expect(call([ADDRESS, 'latest', 1])).toEqual([
      { kind: 'params', path: '/params', message: '3 params, eth_getBalance takes at most 2' },
    ]);
    expect(call([ADDRESS])).toEqual([
      { kind: 'missing-required', path: '/params/1', message: '/params/1 (block) required: missing' },
    ]);
    expect(call(null).map((p) => p.path)).toEqual(['/params/0', '/params/1']);
    const wrong = call(['0x12', 'latest']);
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.every((p) => p.path.startsWith('/params/0'))).toBe(true);
  });

  it('named params: a missing one by its name, a wrong value under its name; params of another type', () => {
    const call = (params: unknown) =>
      contract.checkRequest({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params });
    expect(call({ address: ADDRESS })).toEqual([
      { kind: 'missing-required', path: '/params/block', message: '/params/block required: missing' },
    ]);
    expect(call({ address: 5, block: 'latest' }).every((p) => p.path.startsWith('/params/address'))).toBe(true);
    expect(call('latest')).toEqual([
      { kind: 'envelope', path: '/params', message: '/params must be an array or object (got "latest")' },
    ]);
  });
});

describe('checkAnswer', () => {
  it('a result valid against the method’s schema, with the id echoed', () => {
    expect(contract.checkAnswer('eth_blockNumber', 1, { jsonrpc: '2.0', id: 1, result: '0x6a3f1c' })).toEqual({
      problems: [],
      disabled: false,
    });
    expect(kinds(contract.checkAnswer('eth_blockNumber', 1, { jsonrpc: '2.0', id: 1, result: 5 }).problems)).toEqual([
      'wrong-type',
    ]);
  });

  it('the envelope: an object, jsonrpc 2.0, the id echoed, exactly one of result and error', () => {
    expect(contract.checkAnswer('eth_blockNumber', 1, [1]).problems).toEqual([
      { kind: 'envelope', path: '', message: 'the answer must be an object (got [1])' },
    ]);
    expect(
      kinds(contract.checkAnswer('eth_blockNumber', 1, { jsonrpc: '1', id: '1', result: '0x1' }).problems),
    ).toEqual(['envelope', 'id-echo']);
    const both = contract.checkAnswer('eth_blockNumber', 1, { jsonrpc: '2.0', id: 1, result: '0x1', error: {} });
    expect(both.problems).toEqual([{ kind: 'envelope', path: '', message: 'both "result" and "error"' }]);
    const neither = contract.checkAnswer('eth_blockNumber', 1, { jsonrpc: '2.0', id: 1 });
    expect(neither.problems).toEqual([{ kind: 'envelope', path: '', message: 'neither "result" nor "error"' }]);
  });

  it('errors: a listed code passes with its data, an unlisted one is named, a malformed one is error-shape', () => {
    const listed = contract.checkAnswer('eth_blockNumber', 1, {
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32700, message: 'Parse error', data: 'x' },
    });
    expect(listed).toEqual({
      problems: [],
      disabled: false,
      error: { code: -32700, message: 'Parse error', data: 'x' },
    });
    const unlisted = contract.checkAnswer('eth_blockNumber', 1, {
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32000, message: 'boom' },
    });
    expect(unlisted.problems).toEqual([
      {
        kind: 'unlisted-error-code',
        path: '/error/code',
        message: '/error/code -32000 is not listed by eth_blockNumber (-32700, -32600, -32603, -32602)',
      },
    ]);
    expect(unlisted.error).toEqual({ code: -32000, message: 'boom' });
    for (const error of [{ code: 1.5, message: 'x' }, { code: 1 }, 'oops']) {
      expect(kinds(contract.checkAnswer('eth_blockNumber', 1, { jsonrpc: '2.0', id: 1, error }).problems)).toEqual([
        'error-shape',
      ]);
    }
  });

  it('-32601 is "disabled" where the document allows it, else the method is missing', () => {
    const notFound = { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'the method does not exist' } };
    expect(contract.methods.get('debug_getBadBlocks')?.mayBeDisabled).toBe(true);
    expect(contract.checkAnswer('debug_getBadBlocks', 1, notFound)).toMatchObject({ problems: [], disabled: true });
    expect(contract.checkAnswer('eth_blockNumber', 1, notFound).problems).toEqual([
      {
        kind: 'method-missing',
        path: '/error/code',
        message: '-32601 "the method does not exist": the document requires eth_blockNumber',
      },
    ]);
  });
});

describe('checkNotification', () => {
  const note = (params: unknown, extra: Record<string, unknown> = {}) => ({
    jsonrpc: '2.0',
    method: 'eth_subscription',
    params,
    ...extra,
  });

  it('an envelope with the subscription id and a result valid for its kind', () => {
    expect(contract.checkNotification('logs', '0xa', note({ subscription: '0xa', result: {} })).length).toBeGreaterThan(
      0,
    );
    expect(contract.checkNotification('unknown-kind', '0xa', note({ subscription: '0xa', result: 1 }))).toEqual([]);
  });

  it('names each envelope problem, all as kind notification', () => {
    expect(contract.checkNotification('newHeads', '0xa', 'x')).toEqual([
      { kind: 'notification', path: '', message: 'a notification must be an object (got "x")' },
    ]);
    const bad = contract.checkNotification('unknown-kind', '0xa', {
      jsonrpc: '1.0',
      method: 'eth_sub',
      id: 3,
      params: { subscription: '0xb', extra: 1 },
    });
    expect(bad.map((p) => p.path)).toEqual([
      '/jsonrpc',
      '/method',
      '/id',
      '/params/subscription',
      '/params/extra',
      '/params/result',
    ]);
    expect(new Set(kinds(bad))).toEqual(new Set(['notification']));
    expect(contract.checkNotification('newHeads', '0xa', note([1])).map((p) => p.path)).toEqual(['/params']);
  });
});

it('validator: an unknown pointer is an error naming it; a known one is compiled once', () => {
  expect(() => contract.validator('/nope')).toThrow('no schema at /nope of the OpenRPC document');
  const pointer = `/methods/${contract.methods.get('eth_blockNumber')?.index}/result/schema`;
  expect(contract.validator(pointer)).toBe(contract.validator(pointer));
});
