// Methods the mock answers from the document's examples, but only after the checks op-geth makes before it would
// run them: a block or transaction the simulated chain does not have, bytes that are no transaction or block, block
// numbers out of order. Each error is op-geth's (ethereum-optimism/op-geth@v1.101702.3, cited by line), and a trace
// answers the example of the tracer it asks for: the result's shape is the tracer's.

import type { RpcResultOf } from '@sidechain-api/contract';
import type { Chain } from './chain.js';
import { INTERNAL_ERROR, isObject, RpcFailure, SERVER_ERROR } from './envelope.js';
import type { CallContext, MockHandlers } from './handlers.js';

type TraceMethod = 'debug_traceTransaction' | 'debug_traceCall' | 'debug_traceBlockByNumber' | 'debug_traceBlockByHash';

export type RefusingMethod =
  | TraceMethod
  | 'debug_traceBlock'
  | 'debug_storageRangeAt'
  | 'debug_executionWitness'
  | 'eth_sendRawTransaction'
  | 'eth_sendRawTransactionSync'
  | 'eth_sendRawTransactionConditional'
  | 'eth_simulateV1';

/** eth/api_debug.go's `%v` of an rpc.BlockNumberOrHash holding a number: `{0x3e8 <nil> false}`. */
const goBlockSelector = (n: bigint): string => `{0x${n.toString(16)} <nil> false}`;

/** A tracer config's tracer (none: the struct logger), with the prestate tracer's diff mode: what shapes a trace. */
function tracerOf(config: unknown): string {
  const c = isObject(config) ? config : {};
  const tracerConfig = isObject(c.tracerConfig) ? c.tracerConfig : {};
  return `${typeof c.tracer === 'string' ? c.tracer : ''}${tracerConfig.diffMode === true ? ' diff' : ''}`;
}

const sameConfig = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/**
 * The example a trace answers: the one with these params, else one of the same tracer and config, else one of the
 * same tracer, else the method's first.
 */
function traceExample<M extends TraceMethod>(
  method: M,
  params: readonly unknown[],
  configAt: number,
  ctx: CallContext,
): RpcResultOf<M> {
  const config = params[configAt];
  return (
    ctx.exactExample(method, params) ??
    ctx.exampleWhere(method, (p) => tracerOf(p[configAt]) === tracerOf(config) && sameConfig(p[configAt], config)) ??
    ctx.exampleWhere(method, (p) => tracerOf(p[configAt]) === tracerOf(config)) ??
    ctx.example(method, params)
  );
}

/** Raw bytes op-geth cannot read as a transaction: a typed one of a single byte (core/types/transaction.go:212-214). */
function checkRawTransaction(raw: string): void {
  const bytes = raw.slice(2);
  if (bytes.length <= 2 && Number.parseInt(bytes.slice(0, 2) || '0', 16) <= 0x7f) {
    throw new RpcFailure(SERVER_ERROR, 'typed transaction too short');
  }
}

export function refusingHandlers(chain: Chain): Pick<MockHandlers, RefusingMethod> {
  const head = () => chain.head();
  return {
    // a transaction or block the chain does not have (eth/tracers/api.go:72, 121, 905)
    debug_traceTransaction: (params, ctx) => {
      const exact = ctx.exactExample('debug_traceTransaction', params);
      if (exact !== undefined) return exact;
      if (!chain.txByHash(params[0])) throw new RpcFailure(SERVER_ERROR, 'transaction not found');
      return traceExample('debug_traceTransaction', params, 1, ctx);
    },
    debug_traceCall: (params, ctx) => traceExample('debug_traceCall', params, 2, ctx),
    debug_traceBlockByNumber: (params, ctx) => {
      const n = chain.resolve(params[0]);
      if (n > head()) throw new RpcFailure(SERVER_ERROR, `block #${n} not found`);
      return traceExample('debug_traceBlockByNumber', params, 1, ctx);
    },
    debug_traceBlockByHash: (params, ctx) => traceExample('debug_traceBlockByHash', params, 1, ctx),
    // bytes that are no RLP list are no block (eth/tracers/api.go:500, rlp's ErrExpectedList)
    debug_traceBlock: (params, ctx) => {
      if (Number.parseInt(params[0].slice(2, 4) || '0', 16) < 0xc0) {
        throw new RpcFailure(SERVER_ERROR, 'could not decode block: rlp: expected input list for types.extblock');
      }
      return ctx.example('debug_traceBlock', params);
    },
    // eth/api_debug.go:221-228; the transaction index, eth/state_accessor.go:231, 275
    debug_storageRangeAt: (params, ctx) => {
      const [selector, txIndex] = params;
      const n = chain.resolve(selector);
      if (n > head()) throw new RpcFailure(SERVER_ERROR, `block ${goBlockSelector(n)} not found`);
      if (n === 0n) throw new RpcFailure(SERVER_ERROR, 'no transaction in genesis');
      if (txIndex >= chain.txCount(n)) {
        throw new RpcFailure(SERVER_ERROR, `transaction index ${txIndex} out of range for block ${chain.blockHash(n)}`);
      }
      return ctx.example('debug_storageRangeAt', params);
    },
    // eth/api_debug.go:502-508: the genesis has no parent; a block the node does not have is no error there but a
    // nil block, whose parent hash panics: rpc/service.go:201 answers the panic
    debug_executionWitness: (params, ctx) => {
      let n: bigint | undefined;
      try {
        n = chain.resolve(params[0]);
      } catch {
        // a hash no block has
      }
      if (n === undefined || n > head()) throw new RpcFailure(INTERNAL_ERROR, 'method handler crashed');
      if (n === 0n) throw new RpcFailure(SERVER_ERROR, `block ${goBlockSelector(n)} found, but parent missing`);
      return ctx.example('debug_executionWitness', params);
    },
    eth_sendRawTransaction: (params, ctx) => {
      checkRawTransaction(params[0]);
      return ctx.example('eth_sendRawTransaction', params);
    },
    eth_sendRawTransactionSync: (params, ctx) => {
      checkRawTransaction(params[0]);
      return ctx.example('eth_sendRawTransactionSync', params);
    },
    eth_sendRawTransactionConditional: (params, ctx) => {
      checkRawTransaction(params[0]);
      return ctx.example('eth_sendRawTransactionConditional', params);
    },
    // block numbers must rise from the base block (internal/ethapi/simulate.go:521-540, code -38020 errors.go:166)
    eth_simulateV1: (params, ctx) => {
      let previous = chain.resolve(params[1] ?? 'latest');
      for (const block of params[0].blockStateCalls) {
        const override = block.blockOverrides?.number;
        const n = override === undefined ? previous + 1n : BigInt(override);
        if (n <= previous) throw new RpcFailure(-38020, `block numbers must be in order: ${n} <= ${previous}`);
        previous = n;
      }
      return ctx.example('eth_simulateV1', params);
    },
  };
}
