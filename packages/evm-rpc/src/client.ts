import type { Chain } from './chains.js';
import { EvmClientError } from './errors.js';
import type { MethodName, RpcMethods, Subscriptions } from './generated/methods.js';
import type { Block, Hash32, Transaction } from './generated/schemas.js';
import type { BatchEntry, Transport, Unsubscribe } from './transports/types.js';

/** `params` of a method as accepted by `request`: omissible when every param is optional (or there are none). */
export type RequestParameters<M extends MethodName> = { method: M } & ([] extends RpcMethods[M]['params']
  ? { params?: Readonly<RpcMethods[M]['params']> | undefined }
  : { params: Readonly<RpcMethods[M]['params']> });

/** Any call of any method (a discriminated union on `method`). */
export type AnyRequest = { [M in MethodName]: RequestParameters<M> }[MethodName];

/** The result type of a method. */
export type ResultOf<M extends MethodName> = RpcMethods[M]['result'];

/** The params tuple of a method. */
export type ParamsOf<M extends MethodName> = RpcMethods[M]['params'];

/** A block from eth_getBlockBy* with the flag `true`: full transaction objects. */
export type BlockWithTransactions = Omit<Block, 'transactions'> & { transactions: Transaction[] };
/** A block from eth_getBlockBy* with the flag `false`: transaction hashes. */
export type BlockWithHashes = Omit<Block, 'transactions'> & { transactions: Hash32[] };

/**
 * The result of one call, narrowed by its params where the document's result depends on a flag:
 * eth_getBlockByNumber/ByHash with `true` give full transactions, with `false` hashes.
 */
export type ResultFor<A> = A extends {
  method: 'eth_getBlockByNumber' | 'eth_getBlockByHash';
  params: readonly [unknown, infer Full];
}
  ? (Full extends true ? BlockWithTransactions : Full extends false ? BlockWithHashes : Block) | null
  : A extends { method: infer M extends MethodName }
    ? ResultOf<M>
    : never;

/** What `batch(calls)` resolves to: one settled entry per call, typed by its method (and flag). */
export type BatchResults<T extends readonly AnyRequest[]> = {
  -readonly [I in keyof T]: BatchEntry<ResultFor<T[I]>>;
};

export type SubscriptionKind = keyof Subscriptions;
/** The `result` of each eth_subscription notification of a kind. */
export type SubscriptionEvent<K extends SubscriptionKind> = Subscriptions[K]['result'];
/** The option after the kind (a logs filter, the full-transactions flag), or `undefined` for kinds without one. */
export type SubscriptionOption<K extends SubscriptionKind> = Subscriptions[K]['params'] extends []
  ? undefined
  : Subscriptions[K]['params'][0];
/** The event of a subscription, narrowed by its option: newPendingTransactions gives hashes, or full transactions with `true`. */
export type SubscriptionEventFor<K extends SubscriptionKind, O> = K extends 'newPendingTransactions'
  ? O extends true
    ? Transaction
    : O extends false | undefined
      ? Hash32
      : SubscriptionEvent<K>
  : SubscriptionEvent<K>;

/** A transport that can subscribe (a WebSocket); only a client over one has `subscribe`. */
export type SubscribingTransport = Transport & { subscribe: NonNullable<Transport['subscribe']> };

export interface EvmClientBase<T extends Transport = Transport, C extends Chain | undefined = Chain | undefined> {
  readonly transport: T;
  readonly chain: C;
  /**
   * Calls one method of the document: `await client.request({ method: 'eth_getBalance', params: [address, 'latest'] })`.
   * The result is typed by the method (and, for eth_getBlockBy*, by the hydration flag).
   */
  request<const A extends AnyRequest>(args: A): Promise<ResultFor<A>>;
  /**
   * Escape hatch for a method the document does not describe (a provider's own, a newer geth's):
   * `await client.request<MyResult>('debug_getBadBlocks', [])`. Params and result are not checked.
   */
  request<Result = unknown>(method: string, params?: readonly unknown[]): Promise<Result>;
  /**
   * Sends the calls as one JSON-RPC batch. Resolves to one `{status, value | reason}` entry per call,
   * in call order; rejects only when the batch as a whole failed (HTTP error, timeout, socket closed).
   */
  batch<const R extends readonly AnyRequest[]>(calls: R): Promise<BatchResults<R>>;
  /** Closes the transport (a WebSocket: closes the socket and drops the subscriptions). */
  close(): Promise<void>;
}

export interface EvmSubscribe {
  /**
   * eth_subscribe (WebSocket transport): `onEvent` gets each notification's `result`; `onError` gets
   * an error when the subscription ends without `unsubscribe()` (reconnect given up, resubscribe refused).
   */
  subscribe<K extends SubscriptionKind>(
    kind: K,
    onEvent: (event: SubscriptionEventFor<K, undefined>) => void,
    onError?: (error: EvmClientError) => void,
  ): Promise<Unsubscribe>;
  subscribe<K extends SubscriptionKind, O extends SubscriptionOption<K>>(
    kind: K,
    params: O,
    onEvent: (event: SubscriptionEventFor<K, O>) => void,
    onError?: (error: EvmClientError) => void,
  ): Promise<Unsubscribe>;
}

/** The client: `request`, `batch`, `close`, and `subscribe` when the transport can subscribe. */
export type EvmClient<T extends Transport = Transport, C extends Chain | undefined = Chain | undefined> = EvmClientBase<
  T,
  C
> &
  (T extends SubscribingTransport ? EvmSubscribe : { subscribe?: never });

export interface EvmClientOptions<T extends Transport, C extends Chain | undefined> {
  transport: T;
  /** Optional chain definition carried along (e.g. `mainnet`); the client does not check it against eth_chainId. */
  chain?: C;
}

/** A typed JSON-RPC client over an `http(...)` or `webSocket(...)` transport. */
export function createEvmClient<T extends Transport, C extends Chain | undefined = undefined>(
  options: EvmClientOptions<T, C>,
): EvmClient<T, C> {
  const { transport } = options;
  const client = {
    transport,
    chain: options.chain as C,
    request: (args: AnyRequest | string, params?: readonly unknown[]) =>
      transport.request(
        typeof args === 'string'
          ? { method: args, params: params ?? [] }
          : (args as { method: string; params?: readonly unknown[] }),
      ),
    batch: (calls: readonly AnyRequest[]) =>
      transport.requestBatch(calls as readonly { method: string; params?: readonly unknown[] }[]),
    // Present at run time on every client (JavaScript callers get a clear error); typed only for subscribing transports.
    async subscribe(kind: string, ...rest: unknown[]) {
      if (!transport.subscribe)
        throw new EvmClientError(`subscriptions need a WebSocket transport (this one is ${transport.type})`);
      const withParams = typeof rest[0] !== 'function';
      const option = withParams ? rest[0] : undefined;
      const onEvent = rest[withParams ? 1 : 0] as (event: unknown) => void;
      const onError = (rest[withParams ? 2 : 1] as ((error: EvmClientError) => void) | undefined) ?? (() => {});
      return transport.subscribe(option === undefined ? [kind] : [kind, option], onEvent, onError);
    },
    close: () => transport.close(),
  };
  return client as unknown as EvmClient<T, C>;
}
