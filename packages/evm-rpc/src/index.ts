export type { AddEthereumChainParameter, Chain } from './chains.js';
export { chains, devnet, mainnet, testnet, toAddEthereumChainParameter } from './chains.js';
export type {
  AnyRequest,
  BatchResults,
  BlockWithHashes,
  BlockWithTransactions,
  EvmClient,
  EvmClientBase,
  EvmClientOptions,
  EvmSubscribe,
  ParamsOf,
  RequestParameters,
  ResultFor,
  ResultOf,
  SubscribingTransport,
  SubscriptionEvent,
  SubscriptionEventFor,
  SubscriptionKind,
  SubscriptionOption,
} from './client.js';
export { createEvmClient } from './client.js';
export type { EvmClientErrorName, RpcErrorObject } from './errors.js';
export {
  EvmClientError,
  HttpRequestError,
  InvalidResponseError,
  isEvmClientError,
  isHttpRequestError,
  isInvalidResponseError,
  isResponseTooLargeError,
  isRpcError,
  isSocketClosedError,
  isTimeoutError,
  ResponseTooLargeError,
  RpcError,
  SocketClosedError,
  TimeoutError,
} from './errors.js';
export type { DocumentedErrorCode, EvmRpcSchema, MethodName, RpcMethods, Subscriptions } from './generated/methods.js';
export type * from './generated/schemas.js';
export type { HttpBatchOptions, HttpTransport, HttpTransportOptions } from './transports/http.js';
export { DEFAULT_MAX_RESPONSE_BYTES, http } from './transports/http.js';
export type { BatchEntry, RpcRequest, Transport, Unsubscribe } from './transports/types.js';
export type {
  EarlyNotificationLimits,
  ReconnectOptions,
  WebSocketConstructor,
  WebSocketTransport,
  WebSocketTransportOptions,
} from './transports/webSocket.js';
export { DEFAULT_EARLY_NOTIFICATION_LIMITS, webSocket } from './transports/webSocket.js';
