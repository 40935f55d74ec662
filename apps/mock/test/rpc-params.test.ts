// Params as op-geth reads them, checked against the document: go-ethereum v1.17.2's -32602 texts
// (rpc/json.go parsePositionalArguments), the state methods' required block (omitted → -32602, null → -32000),
// by-name params, and the limits of eth_getStorageValues and the log queries.

import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type RpcMock, startRpcMock } from '../src/index.js';
import { call } from './rpc-helpers.js';

const SENDER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const SLOT = `0x${'0'.repeat(64)}`;
let mock: RpcMock;
beforeEach(async () => {
  mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
});
afterEach(() => mock.stop());

const error = async (method: string, params: unknown) => (await call(mock.url, method, params)).error;

describe('the six state methods need their block', () => {
  const methods: [string, unknown[]][] = [
    ['eth_getBalance', [SENDER]],
    ['eth_getTransactionCount', [SENDER]],
    ['eth_getCode', [SENDER]],
    ['eth_getStorageAt', [SENDER, '0x0']],
    ['eth_getProof', [SENDER, []]],
    ['eth_getStorageValues', [{ [SENDER]: [SLOT] }]],
  ];

  test.each(methods)('%s: omitted → -32602 "missing value for required argument N"', async (method, params) => {
    expect(await error(method, params)).toEqual({
      code: -32602,
      message: `missing value for required argument ${params.length}`,
    });
  });

  test.each(methods)(
    '%s: null → -32000 "invalid arguments; neither block nor hash specified"',
    async (method, params) => {
      expect(await error(method, [...params, null])).toEqual({
        code: -32000,
        message: 'invalid arguments; neither block nor hash specified',
      });
    },
  );

  test('eth_call’s block is optional: null or omitted is latest', async () => {
    const tx = { to: '0x7a1c3e7d2b8f9e4a6c5d0b1f2e3a4c5d6e7f8091', input: '0x' };
    const omitted = await call(mock.url, 'eth_call', [tx]);
    expect(await call(mock.url, 'eth_call', [tx, null])).toEqual(omitted);
    expect(omitted.result).toMatch(/^0x/);
  });
});

describe('op-geth’s -32602 texts', () => {
  test('too many params, an invalid one naming its position and name, params that are not an array', async () => {
    expect(await error('eth_chainId', [1])).toEqual({ code: -32602, message: 'too many arguments, want at most 0' });
    const invalid = await error('eth_getBalance', ['0x1234', 'latest']);
    expect(invalid?.code).toBe(-32602);
    expect(invalid?.message).toMatch(/^invalid argument 0 \(address\): /);
    expect(await error('eth_getBlockByNumber', ['latest'])).toEqual({
      code: -32602,
      message: 'missing value for required argument 1',
    });
    for (const params of [5, 'latest', true]) {
      expect(await error('eth_getBalance', params)).toEqual({ code: -32602, message: 'non-array args' });
    }
  });

  test('params by name are read like positions; an unknown name is -32602 naming it', async () => {
    const byName = await call(mock.url, 'eth_getBalance', { address: SENDER, block: 'latest' });
    expect(byName).toEqual(await call(mock.url, 'eth_getBalance', [SENDER, 'latest']));
    expect(await error('eth_getBalance', { address: SENDER, nope: 1 })).toEqual({
      code: -32602,
      message: 'unknown param "nope" (this method takes address, block)',
    });
    expect((await error('eth_chainId', { nope: 1 }))?.message).toBe(
      'unknown param "nope" (this method takes no params)',
    );
  });
});

describe('eth_getStorageValues (go-ethereum v1.17.2 internal/ethapi/api.go:58, 608-620)', () => {
  test('a key shorter than 32 bytes is -32602; no slot at all is -32602', async () => {
    expect((await error('eth_getStorageValues', [{ [SENDER]: ['0x1'] }, 'latest']))?.code).toBe(-32602);
    expect(await error('eth_getStorageValues', [{ [SENDER]: [] }, 'latest'])).toEqual({
      code: -32602,
      message: 'empty request',
    });
  });

  test('more than 1024 slots is -38026 "too many slots (max 1024)"; 1024 are read', async () => {
    const slots = (n: number) => Array.from({ length: n }, (_, i) => `0x${i.toString(16).padStart(64, '0')}`);
    expect(await error('eth_getStorageValues', [{ [SENDER]: slots(1025) }, 'latest'])).toEqual({
      code: -38026,
      message: 'too many slots (max 1024)',
    });
    const read = await call(mock.url, 'eth_getStorageValues', [{ [SENDER]: slots(1024) }, 'latest']);
    expect((read.result as Record<string, string[]>)[SENDER]).toHaveLength(1024);
  });
});

describe('log queries (go-ethereum v1.17.2 eth/filters/api.go:448-460, filter.go:150, 230-235)', () => {
  test('more than 4 topic positions is -32602 (a decoding error there); more than 1000 terms in one is -32000', async () => {
    expect(await error('eth_getLogs', [{ topics: [null, null, null, null, null] }])).toMatchObject({ code: -32602 });
    const addresses = Array.from({ length: 1001 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`);
    expect(await error('eth_getLogs', [{ address: addresses }])).toEqual({
      code: -32000,
      message: 'exceed max addresses or topics per search position',
    });
  });

  test('fromBlock after toBlock, a range past the head, or blockHash with a range: -32602', async () => {
    const head = mock.head();
    const hex = (n: bigint) => `0x${n.toString(16)}`;
    expect(await error('eth_getLogs', [{ fromBlock: hex(head), toBlock: hex(head - 1n) }])).toEqual({
      code: -32602,
      message: 'invalid block range params',
    });
    expect(await error('eth_getLogs', [{ fromBlock: hex(head), toBlock: hex(head + 1n) }])).toEqual({
      code: -32602,
      message: 'block range extends beyond current head block',
    });
    expect(await error('eth_getLogs', [{ blockHash: SLOT, fromBlock: 'latest' }])).toMatchObject({ code: -32602 });
  });
});
