// The JSON-RPC mock's error scenarios, applied to a small method table without a server, so that
// each rule (which methods, which addresses, the pruned-state window) is checked where it is made.
// Written against mutants that survived `npm run test:mutation -- apps` (see CONTRIBUTING.md); the
// end-to-end answers over HTTP and WebSocket are in rpc-chain.test.ts.
import { describe, expect, test } from 'vitest';
import { LIMIT_EXCEEDED, RpcFailure } from '../src/rpc/dispatch.mjs';
import { applyScenarios, REVERTING_ADDRESS, SCENARIOS } from '../src/rpc/scenarios.mjs';
import { rpcFailure } from './rpc-helpers.js';

type Impl = (args: unknown[], ctx: unknown) => unknown;

const REVERT = { code: 3, message: 'execution reverted: listed', data: '0x08c379a0' };
/** Only what applyScenarios reads of a document: eth_call's errors and each method's params. */
function doc(withRevertError = true) {
  const withBlock = [{ name: 'address' }, { name: 'block' }];
  return {
    doc: {
      methods: [
        { name: 'eth_chainId', errors: [REVERT] },
        { name: 'eth_call', errors: withRevertError ? [{ code: -32000, message: 'other' }, REVERT] : [] },
      ],
    },
    methods: new Map([
      ['eth_getBalance', { params: withBlock }],
      ['eth_getCode', { params: withBlock }],
      ['eth_getStorageAt', { params: [{ name: 'address' }, { name: 'slot' }, { name: 'block' }] }],
      ['eth_getTransactionCount', { params: withBlock }],
      ['eth_call', { params: [{ name: 'transaction' }, { name: 'block' }] }],
      ['eth_estimateGas', { params: [{ name: 'transaction' }, { name: 'block' }] }],
      ['eth_getProof', { params: [{ name: 'address' }, { name: 'keys' }, { name: 'block' }] }],
      ['eth_blockNumber', { params: [] }],
    ]),
  };
}

/** A method table whose every method answers its own name and the arguments it was given. */
function table() {
  const names = [
    'eth_call',
    'eth_estimateGas',
    'eth_sendRawTransaction',
    'eth_getBalance',
    'eth_getCode',
    'eth_getStorageAt',
    'eth_getTransactionCount',
    'eth_getProof',
    'eth_blockNumber',
  ];
  return new Map<string, Impl>(names.map((n) => [n, (args, ctx) => ({ answered: n, args, ctx })]));
}

const apply = (scenario: string | undefined, head = 1000n, d = doc()) => {
  const methods = table();
  const result = applyScenarios(d as never, methods as never, scenario, () => head);
  return { methods, result, call: (name: string, args: unknown[]) => methods.get(name)!(args, 'ctx') };
};

describe('applyScenarios', () => {
  test('an unknown scenario is refused, naming the ones there are', () => {
    expect(() => apply('nope')).toThrow(`unknown scenario "nope" (one of ${SCENARIOS.join(', ')})`);
    expect(SCENARIOS).toEqual(['revert', 'nonce-too-low', 'already-known', 'pruned', 'rate-limit']);
  });

  test('no scenario: calls pass through with their arguments and context; only the reverting address reverts', () => {
    const { call, result } = apply(undefined);
    expect(result.rateLimited).toBe(false);
    const tx = { to: `0x${'12'.repeat(20)}` };
    for (const name of ['eth_call', 'eth_estimateGas']) {
      expect(call(name, [tx, 'latest'])).toEqual({ answered: name, args: [tx, 'latest'], ctx: 'ctx' });
      expect(call(name, [])).toEqual({ answered: name, args: [], ctx: 'ctx' }); // no transaction object
      const e = rpcFailure(() => call(name, [{ to: REVERTING_ADDRESS.toUpperCase().replace('0X', '0x') }]));
      expect({ code: e.code, message: e.message, data: e.data }).toEqual(REVERT); // eth_call's listed code 3
    }
    expect(call('eth_sendRawTransaction', ['0x02'])).toEqual({
      answered: 'eth_sendRawTransaction',
      args: ['0x02'],
      ctx: 'ctx',
    });
    expect(call('eth_getBalance', ['0x1', '0x0'])).toMatchObject({ answered: 'eth_getBalance' }); // not pruned
  });

  test('a document without a listed code 3 reverts with geth text and empty data', () => {
    const { call } = apply('revert', 1000n, doc(false));
    const e = rpcFailure(() => call('eth_call', [{ to: `0x${'12'.repeat(20)}` }]));
    expect({ code: e.code, message: e.message, data: e.data }).toEqual({
      code: 3,
      message: 'execution reverted',
      data: '0x',
    });
  });

  test('revert: every eth_call and eth_estimateGas reverts, other methods do not', () => {
    const { call } = apply('revert');
    for (const name of ['eth_call', 'eth_estimateGas'])
      expect(rpcFailure(() => call(name, [{ to: `0x${'12'.repeat(20)}` }])).code).toBe(3);
    expect(call('eth_sendRawTransaction', ['0x02'])).toMatchObject({ answered: 'eth_sendRawTransaction' });
  });

  test.each([
    ['nonce-too-low', 'nonce too low'],
    ['already-known', 'already known'],
  ])('%s: eth_sendRawTransaction answers -32000 %j; calls still pass', (scenario, message) => {
    const { call } = apply(scenario);
    const e = rpcFailure(() => call('eth_sendRawTransaction', ['0x02']));
    expect({ code: e.code, message: e.message }).toEqual({ code: -32000, message });
    expect(call('eth_call', [{ to: `0x${'12'.repeat(20)}` }])).toMatchObject({ answered: 'eth_call' });
  });

  test('pruned: state reads at a block 128 or more below the head fail, at the block parameter of each method', () => {
    const head = 1000n;
    const { call } = apply('pruned', head);
    const old = `0x${(head - 128n).toString(16)}`; // the newest block whose state is gone
    const kept = `0x${(head - 127n).toString(16)}`;
    const cases: Array<[string, (block: string) => unknown[]]> = [
      ['eth_getBalance', (b) => ['0x1', b]],
      ['eth_getCode', (b) => ['0x1', b]],
      ['eth_getStorageAt', (b) => ['0x1', '0x0', b]],
      ['eth_getTransactionCount', (b) => ['0x1', b]],
      ['eth_call', (b) => [{ to: `0x${'12'.repeat(20)}` }, b]],
      ['eth_estimateGas', (b) => [{ to: `0x${'12'.repeat(20)}` }, b]],
      ['eth_getProof', (b) => ['0x1', [], b]],
    ];
    for (const [name, args] of cases) {
      const e = rpcFailure(() => call(name, args(old)));
      expect({ name, code: e.code, message: e.message }).toEqual({
        name,
        code: -32000,
        message: `missing trie node ${'0'.repeat(64)} (path ) state ${old} is not available`,
      });
      expect(call(name, args(kept)), name).toEqual({ answered: name, args: args(kept), ctx: 'ctx' });
      expect(call(name, args('latest')), name).toMatchObject({ answered: name });
    }
    // a block number elsewhere than the block parameter is not read as one
    expect(call('eth_getStorageAt', ['0x1', '0x0', 'latest'])).toMatchObject({ answered: 'eth_getStorageAt' });
    expect(call('eth_blockNumber', [])).toMatchObject({ answered: 'eth_blockNumber' });
  });

  test('rate-limit: every request is refused with -32005', () => {
    const { result, call } = apply('rate-limit');
    expect(result.rateLimited).toBe(true);
    const e = result.rateLimitError();
    expect(e).toBeInstanceOf(RpcFailure);
    expect({ code: e.code, message: e.message }).toEqual({ code: LIMIT_EXCEEDED, message: 'rate limit exceeded' });
    expect(LIMIT_EXCEEDED).toBe(-32005);
    expect(call('eth_call', [{ to: `0x${'12'.repeat(20)}` }])).toMatchObject({ answered: 'eth_call' });
  });
});
