// Every default of the JSON-RPC mock in one object: the server's options (server.ts, the CLI's usage text)
// and the limits of each part (dispatch, handlers, chain, filters, subscriptions, the edges). Where op-geth has
// the same limit, the default is op-geth's (go-ethereum v1.17.2); the others are the mock's own bounds. The
// byte budget of bodies and answers is the process's (server-kit's `processBudget()`).

import type { ChainLimits } from './chain.js';
import type { DispatchLimits } from './dispatch.js';
import type { FilterLimits } from './filters.js';
import type { HandlerLimits } from './handlers.js';
import type { SubscriptionLimits } from './subscriptions.js';

const MiB = 1024 * 1024;

export const RPC_MOCK_DEFAULTS = {
  /** The port of the document's `mock-http` server. */
  port: 8545,
  host: '127.0.0.1',
  /** Milliseconds between new heads (an OP-Stack chain's block time). */
  headIntervalMs: 2000,
  dispatch: {
    /** go-ethereum's BatchRequestLimit. */
    maxBatch: 1000,
    /** go-ethereum's BatchResponseMaxSize. */
    maxBatchAnswerBytes: 25_000_000,
  } satisfies DispatchLimits,
  handlers: {
    maxLogBlockRange: 10_000n,
    maxLogQueryTerms: 1000,
    maxFeeHistory: 1024n,
    maxStorageSlots: 1024,
  } satisfies HandlerLimits,
  chain: { hashWindow: 4096n } satisfies ChainLimits,
  filters: {
    /** op-geth's filter timeout: 5 minutes. */
    timeoutMs: 5 * 60_000,
    maxFilters: 10_000,
    maxCriteriaBytes: 16 * MiB,
    maxBlocksPerPoll: 10_000n,
  } satisfies FilterLimits,
  subscriptions: { maxSubscriptions: 100, maxTxHashes: 200, maxLogQueryTerms: 1000 } satisfies SubscriptionLimits,
  /** go-ethereum's HTTP body limit, also the largest WebSocket message. */
  maxBodyBytes: 5 * MiB,
  /** A WebSocket with more unsent is not read until it drains. */
  pauseReadingBytes: 1 * MiB,
  maxPendingBytes: 16 * MiB,
  stallTimeoutMs: 30_000,
} as const;
