import type { EvmClientError } from '../errors.js';

/** One JSON-RPC call as the transport sends it (`params` defaults to `[]`). */
export interface RpcRequest {
  method: string;
  params?: readonly unknown[] | undefined;
}

/** The outcome of one call of a batch, shaped like `Promise.allSettled`'s entries. */
export type BatchEntry<T = unknown> =
  | { status: 'fulfilled'; value: T }
  | { status: 'rejected'; reason: EvmClientError };

/** Stops a subscription; resolves to the node's eth_unsubscribe answer (false if it was no longer live). */
export type Unsubscribe = () => Promise<boolean>;

/**
 * What the client needs from a transport. `request` resolves to the call's `result` or rejects with
 * an {@link EvmClientError}; `requestBatch` sends the calls as one JSON-RPC batch and settles each
 * call on its own (it rejects as a whole only when the batch itself failed: HTTP error, timeout, …).
 */
export interface Transport {
  readonly type: string;
  readonly url: string;
  request(request: RpcRequest): Promise<unknown>;
  requestBatch(requests: readonly RpcRequest[]): Promise<BatchEntry[]>;
  /** eth_subscribe with `params` ([kind, options?]); only full-duplex transports have it. */
  subscribe?(
    params: readonly unknown[],
    onData: (result: unknown) => void,
    onError: (error: EvmClientError) => void,
  ): Promise<Unsubscribe>;
  close(): Promise<void>;
}
