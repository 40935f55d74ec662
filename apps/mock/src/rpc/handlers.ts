// The methods the simulated chain answers, each typed by the contract (`RpcHandler<M>` of
// @sidechain-api/contract, from the types generated out of the OpenRPC document): a result type the
// document changes and these handlers do not follow breaks `npm run typecheck` here. The params arrive
// checked against the document (params.ts), after a method's own early checks of its raw params where op-geth
// makes some (`EarlyChecks`). Every other method answers from the document's examples. Every rule of a method
// lives here: the dispatcher (dispatch.ts) names none.

import type { RpcHandler, RpcResultOf } from '@sidechain-api/contract';
import type { Block, BlockHeader, Bytes32, Hash32, Log, MethodName, Receipt, Uint } from '@sidechain-api/evm-rpc';
import { type Chain, checkLogQueryTerms, checkLogSubscriptionRange, type LogCriteria } from './chain.js';
import { hex, INVALID_PARAMS, isObject, METHOD_NOT_FOUND, RpcFailure, SERVER_ERROR } from './envelope.js';
import type { FilterTable } from './filters.js';
import { type PredeployState, predeployCall } from './op-stack.js';
import { type RefusingMethod, refusingHandlers } from './refusals.js';
import type { ConnectionSubscriptions } from './subscriptions.js';

/** What a handler knows about the call besides its params. */
export interface CallContext {
  transport: 'http' | 'ws';
  /** The connection the call came on (filters remember their creator). */
  connection: number;
  /** The connection's subscriptions (WebSocket only). */
  subscriptions: ConnectionSubscriptions | undefined;
  /** The document's example answer to `method` called with `params` (the first example when none matches). */
  example<M extends MethodName>(method: M, params: readonly unknown[]): RpcResultOf<M>;
  /** The example answer whose params are exactly `params`, if there is one. */
  exactExample<M extends MethodName>(method: M, params: readonly unknown[]): RpcResultOf<M> | undefined;
  /** The first example answer whose params pass `test`, if there is one. */
  exampleWhere<M extends MethodName>(method: M, test: (params: unknown[]) => boolean): RpcResultOf<M> | undefined;
  /** Whether a kind of eth_subscribe needs its filter (x-subscriptions). */
  filterRequired(kind: string): boolean;
}

/** `RpcHandler<M>` of the contract, answered synchronously (the mock computes every answer at once). */
type SyncHandler<M extends MethodName> =
  RpcHandler<M, CallContext> extends (...args: infer A) => infer R
    ? (...args: A) => Exclude<R, Promise<unknown>>
    : never;

/** The methods the simulated chain answers itself. */
export type SimulatedMethod =
  | 'eth_chainId'
  | 'eth_blockNumber'
  | 'eth_getBlockByNumber'
  | 'eth_getBlockByHash'
  | 'eth_getHeaderByNumber'
  | 'eth_getHeaderByHash'
  | 'eth_getBlockTransactionCountByNumber'
  | 'eth_getBlockTransactionCountByHash'
  | 'eth_getBlockReceipts'
  | 'eth_getTransactionByHash'
  | 'eth_getTransactionByBlockHashAndIndex'
  | 'eth_getTransactionByBlockNumberAndIndex'
  | 'eth_getTransactionBySenderAndNonce'
  | 'eth_getTransactionReceipt'
  | 'eth_getTransactionCount'
  | 'eth_getBalance'
  | 'eth_getCode'
  | 'eth_getStorageAt'
  | 'eth_getProof'
  | 'eth_getStorageValues'
  | 'eth_getLogs'
  | 'eth_feeHistory'
  | 'eth_call'
  | 'eth_estimateGas'
  | 'eth_newFilter'
  | 'eth_newBlockFilter'
  | 'eth_newPendingTransactionFilter'
  | 'eth_getFilterChanges'
  | 'eth_getFilterLogs'
  | 'eth_uninstallFilter'
  | 'eth_subscribe'
  | 'eth_unsubscribe'
  | 'debug_getBadBlocks'
  | RefusingMethod;

export type MockHandlers = { [M in SimulatedMethod]: SyncHandler<M> };

/** A method's checks of its raw params, before the document's (op-geth decodes some params first). */
export type EarlyCheck = (rawParams: unknown, caller: Pick<CallContext, 'transport'>) => void;
export type EarlyChecks = Partial<Record<SimulatedMethod, EarlyCheck>>;

/** The methods a mock answers itself, and their early checks. */
export interface MockMethods {
  handlers: Partial<MockHandlers>;
  early: EarlyChecks;
}

/** The methods every mock answers, with a simulated chain or without one. */
type BaseMethod = 'eth_chainId' | 'eth_blockNumber' | 'eth_subscribe' | 'eth_unsubscribe';

/**
 * The chain id, the head and subscriptions: what the mock answers with or without a simulated chain (a
 * document without the chain's examples has only these live). Subscriptions are served over WebSocket only,
 * as op-geth serves them.
 */
export function baseMethods(o: {
  chainIdHex: `0x${string}`;
  head: () => bigint;
  /** The kinds of eth_subscribe the document lists (`x-subscriptions`). */
  subscriptionKinds: Pick<ReadonlySet<string>, 'has'>;
}): { handlers: Pick<MockHandlers, BaseMethod>; early: EarlyChecks } {
  return {
    handlers: {
      eth_chainId: () => o.chainIdHex,
      eth_blockNumber: () => hex(o.head()),
      eth_subscribe: ([kind, options], ctx) => {
        if (!ctx.subscriptions) throw new RpcFailure(METHOD_NOT_FOUND, 'notifications not supported');
        return ctx.subscriptions.subscribe(kind, options, ctx.filterRequired(kind));
      },
      // over HTTP op-geth runs the same unsubscribe: there is never a subscription to find (rpc/handler.go:507-512)
      eth_unsubscribe: ([id], ctx) => {
        if (!ctx.subscriptions) throw new RpcFailure(SERVER_ERROR, 'subscription not found');
        return ctx.subscriptions.unsubscribe(id);
      },
    },
    early: {
      eth_subscribe: (rawParams, { transport }) => {
        // op-geth serves no subscriptions over HTTP (handler.go:571-573), whatever the params
        if (transport === 'http') throw new RpcFailure(METHOD_NOT_FOUND, 'notifications not supported');
        // it reads the kind before the other params (handler.go:580-589): an unknown one is -32601
        const kind = Array.isArray(rawParams) ? rawParams[0] : isObject(rawParams) ? rawParams.kind : undefined;
        if (typeof kind === 'string' && !o.subscriptionKinds.has(kind)) {
          throw new RpcFailure(METHOD_NOT_FOUND, `no ${JSON.stringify(kind)} subscription in eth namespace`);
        }
      },
    },
  };
}

export interface HandlerLimits {
  /** Most blocks one eth_getLogs may span: a configured range limit, as op-geth's `--rpc.logquerylimit`-style option. */
  maxLogBlockRange: bigint;
  /** Most addresses in one log query (go-ethereum's LogQueryLimit, default 1000; topics are bounded when decoded). */
  maxLogQueryTerms: number;
  /** Most blocks eth_feeHistory covers (go-ethereum's MaxHeaderHistory / MaxBlockHistory, 1024). */
  maxFeeHistory: bigint;
  /** Most slots one eth_getStorageValues reads (go-ethereum v1.17.2 internal/ethapi/api.go:58). */
  maxStorageSlots: number;
}

export interface HandlerDeps {
  chain: Chain;
  filters: FilterTable;
  predeploys: PredeployState;
  chainIdHex: `0x${string}`;
  subscriptionKinds: Pick<ReadonlySet<string>, 'has'>;
  limits: HandlerLimits;
}

const ZERO_WORD: Bytes32 = `0x${'0'.repeat(64)}`;
/** Gas of a plain value transfer (no calldata): the intrinsic gas, which op-geth's estimate returns for it. */
const TRANSFER_GAS = 21_000n;
/** The most percentiles in one eth_feeHistory (go-ethereum v1.17.2 eth/gasprice/feehistory.go maxQueryLimit). */
const MAX_REWARD_PERCENTILES = 100;

/** A Go `%f` of a float64: six decimals. */
const goFloat = (n: number) => n.toFixed(6);

/** The simulated chain's methods, with the base ones (`baseMethods`) over its head. */
export function createMethods({
  chain,
  filters,
  predeploys,
  chainIdHex,
  subscriptionKinds,
  limits,
}: HandlerDeps): MockMethods & { handlers: MockHandlers } {
  const head = () => chain.head();
  const base = baseMethods({ chainIdHex, head, subscriptionKinds });
  /** A block number, or undefined for a block past the head or an unknown hash (answered null). */
  const known = (selector: unknown): bigint | undefined => {
    try {
      const n = chain.resolve(selector);
      return n <= head() ? n : undefined;
    } catch {
      return undefined;
    }
  };

  const checkQueryTerms = (criteria: LogCriteria): void => checkLogQueryTerms(criteria, limits.maxLogQueryTerms);

  const getLogs = (filter: LogCriteria & { blockHash?: unknown; fromBlock?: unknown; toBlock?: unknown }): Log[] => {
    checkQueryTerms(filter);
    if (filter.blockHash !== undefined) {
      // decoding the filter refuses this (eth/filters/api.go:637-641)
      if (filter.fromBlock !== undefined || filter.toBlock !== undefined) {
        throw new RpcFailure(
          INVALID_PARAMS,
          'invalid argument 0: cannot specify both BlockHash and FromBlock/ToBlock, choose one or the other',
        );
      }
      const n = chain.blockByHash(filter.blockHash);
      if (n === undefined) throw new RpcFailure(SERVER_ERROR, 'unknown block');
      return chain.logsOf([n], filter);
    }
    const from = chain.resolve(filter.fromBlock ?? 'latest');
    const to = chain.resolve(filter.toBlock ?? 'latest');
    // go-ethereum v1.17.2 eth/filters/filter.go:230-235 and :150
    if (from > to) throw new RpcFailure(INVALID_PARAMS, 'invalid block range params');
    if (to > head()) throw new RpcFailure(INVALID_PARAMS, 'block range extends beyond current head block');
    if (to - from + 1n > limits.maxLogBlockRange) {
      throw new RpcFailure(SERVER_ERROR, `exceed maximum block range: ${limits.maxLogBlockRange}`);
    }
    const blocks: bigint[] = [];
    // blocks before the first transfer hold no log: start there
    let first = from;
    // Equivalent mutant: → false or `<=` (no block before the first transfer has a log; this only saves iterations).
    if (first < chain.firstLogBlock) first = chain.firstLogBlock;
    for (let n = first; n <= to; n++) blocks.push(n);
    return chain.logsOf(blocks, filter);
  };

  const txAt = (n: bigint | undefined, index: unknown) => {
    if (n === undefined) return null;
    const i = Number(BigInt(String(index)));
    return i < chain.txCount(n) ? chain.transaction(n, i) : null;
  };

  const handlers: MockHandlers = {
    ...base.handlers,

    eth_getBlockByNumber: ([tag, hydrated]): Block | null => {
      const n = known(tag);
      return n === undefined ? null : chain.block(n, hydrated);
    },
    eth_getBlockByHash: ([hash, hydrated]) => {
      const n = chain.blockByHash(hash);
      return n === undefined ? null : chain.block(n, hydrated);
    },
    eth_getHeaderByNumber: ([tag]): BlockHeader | null => {
      const n = known(tag);
      return n === undefined ? null : chain.header(n);
    },
    eth_getHeaderByHash: ([hash]) => {
      const n = chain.blockByHash(hash);
      return n === undefined ? null : chain.header(n);
    },
    eth_getBlockTransactionCountByNumber: ([tag]) => {
      const n = known(tag);
      return n === undefined ? null : hex(chain.txCount(n));
    },
    eth_getBlockTransactionCountByHash: ([hash]) => {
      const n = chain.blockByHash(hash);
      return n === undefined ? null : hex(chain.txCount(n));
    },
    eth_getBlockReceipts: ([selector]): Receipt[] | null => {
      const n = known(selector);
      return n === undefined ? null : Array.from({ length: chain.txCount(n) }, (_, i) => chain.receipt(n, i));
    },

    eth_getTransactionByHash: ([hash]) => {
      const at = chain.txByHash(hash);
      return at ? chain.transaction(...at) : null;
    },
    eth_getTransactionByBlockHashAndIndex: ([hash, index]) => txAt(chain.blockByHash(hash), index),
    eth_getTransactionByBlockNumberAndIndex: ([tag, index]) => txAt(known(tag), index),
    eth_getTransactionBySenderAndNonce: ([sender, nonce]) => {
      const n = chain.blockOfNonce(sender, BigInt(nonce));
      return n === undefined ? null : chain.transaction(n, 1);
    },
    eth_getTransactionReceipt: ([hash]) => {
      const at = chain.txByHash(hash);
      return at ? chain.receipt(...at) : null;
    },

    eth_getTransactionCount: ([address, block]): Uint => hex(chain.nonceAt(address, chain.stateBlock(block))),
    eth_getBalance: ([address, block]): Uint => hex(chain.balanceAt(address, chain.stateBlock(block)) ?? 0n),
    // state the simulated chain does not hold is the document's example, at a block the chain has
    eth_getCode: (params, ctx) => {
      chain.stateBlock(params[1]);
      return ctx.example('eth_getCode', params);
    },
    eth_getStorageAt: (params, ctx) => {
      chain.stateBlock(params[2]);
      return ctx.example('eth_getStorageAt', params);
    },
    eth_getProof: (params, ctx) => {
      chain.stateBlock(params[2]);
      return ctx.example('eth_getProof', params);
    },
    eth_getStorageValues: ([requests, block], ctx) => {
      chain.stateBlock(block);
      const slots = Object.values(requests).reduce((sum, keys) => sum + keys.length, 0);
      // go-ethereum v1.17.2 internal/ethapi/api.go:608-620
      if (slots === 0) throw new RpcFailure(INVALID_PARAMS, 'empty request');
      if (slots > limits.maxStorageSlots) {
        throw new RpcFailure(-38026, `too many slots (max ${limits.maxStorageSlots})`);
      }
      // the document's example slots hold its values; every other slot of the simulated state is zero. The keys
      // are common.Address map keys, written back by its MarshalText: `0x` and lower-case hex, whatever was sent
      return (
        ctx.exactExample('eth_getStorageValues', [requests, block]) ??
        Object.fromEntries(
          Object.entries(requests).map(([address, keys]) => [
            `0x${address.slice(2).toLowerCase()}`,
            keys.map(() => ZERO_WORD),
          ]),
        )
      );
    },

    eth_getLogs: ([filter]) => getLogs(filter),

    eth_feeHistory: ([count, newest, percentiles], ctx) => {
      // blockCount is go-ethereum's math.HexOrDecimal64: a hex or decimal string, or a number
      let blocks = BigInt(count);
      if (percentiles.length > MAX_REWARD_PERCENTILES) {
        throw new RpcFailure(SERVER_ERROR, `invalid reward percentile: over the query limit ${MAX_REWARD_PERCENTILES}`);
      }
      for (let i = 0; i < percentiles.length; i++) {
        const p = percentiles[i] ?? 0;
        const before = percentiles[i - 1];
        if (p < 0 || p > 100) throw new RpcFailure(SERVER_ERROR, `invalid reward percentile: ${goFloat(p)}`);
        if (before !== undefined && p <= before) {
          throw new RpcFailure(
            SERVER_ERROR,
            `invalid reward percentile: #${i - 1}:${goFloat(before)} >= #${i}:${goFloat(p)}`,
          );
        }
      }
      // blockCount 0: no data and no error (go-ethereum v1.17.2 eth/gasprice/feehistory.go:242-244)
      if (blocks < 1n) return { oldestBlock: '0x0', gasUsedRatio: null };
      const last = chain.resolve(newest);
      if (last > head()) {
        throw new RpcFailure(SERVER_ERROR, `request beyond head block: requested ${last}, head ${head()}`);
      }
      // Equivalent mutant: `>` → `>=` here and on the next line (equal values give the same count).
      if (blocks > limits.maxFeeHistory) blocks = limits.maxFeeHistory;
      if (blocks > last + 1n) blocks = last + 1n;
      const template = ctx.example('eth_feeHistory', []);
      const length = Number(blocks);
      const baseFee = template.baseFeePerGas?.[0] ?? '0x0';
      const blobBaseFee = template.baseFeePerBlobGas?.[0] ?? '0x1';
      const ratio = template.gasUsedRatio?.[0] ?? 0;
      const tip = template.reward?.[0]?.[0] ?? '0x0';
      return {
        oldestBlock: hex(last - blocks + 1n),
        baseFeePerGas: Array<Uint>(length + 1).fill(baseFee),
        gasUsedRatio: Array<number>(length).fill(ratio),
        baseFeePerBlobGas: Array<Uint>(length + 1).fill(blobBaseFee),
        blobGasUsedRatio: Array<number>(length).fill(0),
        ...(percentiles.length ? { reward: Array.from({ length }, () => percentiles.map(() => tip)) } : {}),
      };
    },

    eth_call: (params, ctx) => {
      const [tx] = params;
      return predeployCall(tx.to, tx.input ?? tx.data, predeploys) ?? ctx.example('eth_call', params);
    },
    eth_estimateGas: (params, ctx) => {
      const [tx] = params;
      const data = tx.input ?? tx.data;
      const plainTransfer = typeof tx.to === 'string' && (data === undefined || data === '0x');
      return plainTransfer ? hex(TRANSFER_GAS) : ctx.example('eth_estimateGas', params);
    },

    eth_newFilter: ([criteria], ctx) => {
      checkQueryTerms(criteria);
      checkLogSubscriptionRange(criteria);
      return filters.install('logs', criteria, ctx.connection);
    },
    eth_newBlockFilter: (_params, ctx) => filters.install('blocks', {}, ctx.connection),
    eth_newPendingTransactionFilter: (_params, ctx) => filters.install('pending', {}, ctx.connection),
    eth_getFilterChanges: ([id]): Hash32[] | Log[] => filters.changes(id),
    eth_getFilterLogs: ([id]) => {
      const { fromBlock, toBlock, ...rest } = filters.logCriteria(id);
      return getLogs({ ...rest, fromBlock: fromBlock ?? 'latest', toBlock: toBlock ?? 'latest' });
    },
    eth_uninstallFilter: ([id]) => filters.uninstall(id),

    debug_getBadBlocks: () => [],

    ...refusingHandlers(chain),
  };
  return { handlers, early: base.early };
}
