import { EvmClientError } from './errors.js';
import type { MethodName, RpcMethods, Subscriptions } from './generated/methods.js';
import type { Chain } from './chains.js';
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

/** What `batch(calls)` resolves to: one settled entry per call, typed by its method. */
export type BatchResults<T extends readonly AnyRequest[]> = {
  -readonly [I in keyof T]: BatchEntry<T[I] extends { method: infer M extends MethodName } ? ResultOf<M> : never>;
};

export type SubscriptionKind = keyof Subscriptions;
/** The `result` of each eth_subscription notification of a kind. */
export type SubscriptionEvent<K extends SubscriptionKind> = Subscriptions[K]['result'];
/** The option after the kind (a logs filter, the full-transactions flag), or `undefined` for kinds without one. */
export type SubscriptionOption<K extends SubscriptionKind> = Subscriptions[K]['params'] extends [] ? undefined : Subscriptions[K]['params'][0];

export interface EvmClient<T extends Transport = Transport, C extends Chain | undefined = Chain | undefined> {
  readonly transport: T;
  readonly chain: C;
  /** Calls one method: `await client.request({ method: 'eth_getBalance', params: [address, 'latest'] })`. */
  request<M extends MethodName>(args: RequestParameters<M>): Promise<ResultOf<M>>;
  /**
   * Sends the calls as one JSON-RPC batch. Resolves to one `{status, value | reason}` entry per call,
   * in call order; rejects only when the batch as a whole failed (HTTP error, timeout, socket closed).
   */
  batch<const R extends readonly AnyRequest[]>(calls: R): Promise<BatchResults<R>>;
  /**
   * eth_subscribe (WebSocket transport): `onEvent` gets each notification's `result`; `onError` gets
   * an error when the subscription ends without `unsubscribe()` (reconnect given up, resubscribe refused).
   */
  subscribe<K extends SubscriptionKind>(kind: K, onEvent: (event: SubscriptionEvent<K>) => void, onError?: (error: EvmClientError) => void): Promise<Unsubscribe>;
  subscribe<K extends SubscriptionKind>(
    kind: K,
    params: SubscriptionOption<K>,
    onEvent: (event: SubscriptionEvent<K>) => void,
    onError?: (error: EvmClientError) => void,
  ): Promise<Unsubscribe>;
  /** Closes the transport (a WebSocket: closes the socket and drops the subscriptions). */
  close(): Promise<void>;
}

export interface EvmClientOptions<T extends Transport, C extends Chain | undefined> {
  transport: T;
  /** Optional chain definition carried along (e.g. `mainnet`); the client does not check it against eth_chainId. */
  chain?: C;
}

/** A typed JSON-RPC client over an `http(...)` or `webSocket(...)` transport. */
export function createEvmClient<T extends Transport, C extends Chain | undefined = undefined>(options: EvmClientOptions<T, C>): EvmClient<T, C> {
  const { transport } = options;
  return {
    transport,
    chain: options.chain as C,
    request: (args) => transport.request(args as { method: string; params?: readonly unknown[] }) as Promise<never>,
    batch: (calls) => transport.requestBatch(calls as readonly { method: string; params?: readonly unknown[] }[]) as Promise<never>,
    async subscribe(kind: string, ...rest: unknown[]) {
      if (!transport.subscribe) throw new EvmClientError(`subscriptions need a WebSocket transport (this one is ${transport.type})`);
      const withParams = typeof rest[0] !== 'function';
      const option = withParams ? rest[0] : undefined;
      const onEvent = rest[withParams ? 1 : 0] as (event: unknown) => void;
      const onError = (rest[withParams ? 2 : 1] as ((error: EvmClientError) => void) | undefined) ?? (() => {});
      return transport.subscribe(option === undefined ? [kind] : [kind, option], onEvent, onError);
    },
    close: () => transport.close(),
  };
}
