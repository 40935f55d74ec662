export { createNodeClient, DEFAULT_BASE_URL, DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS } from './client.js';
export type { NodeClient, NodeClientOptions } from './client.js';
export {
  NodeApiError,
  NodeBusinessError,
  NodeHttpError,
  NodeUnauthorizedError,
  NodeNetworkError,
  NodeTimeoutError,
  NodeAbortError,
  NodeInvalidResponseError,
  NodeResponseTooLargeError,
  isNodeApiError,
} from './errors.js';
export type { AnyNodeApiError, BusinessErrorBody, HttpErrorJson, HttpErrorInit, NodeApiErrorName } from './errors.js';
export { parseJson, stringifyJson } from './json.js';
export { operationTable, bigintKeys } from './generated/operations.js';
export type { OperationTypes } from './generated/operations.js';
export type {
  ArgsOf,
  BodyOf,
  CallOptions,
  ErrorCodeOf,
  ErrorOf,
  NodeErrorCode,
  NodeMethod,
  NodeOperations,
  OperationId,
  ResultOf,
  Settled,
} from './types.js';
// The spec's types: paths, operations, components and one alias per schema (Box, ZenBox, SidechainBlock…).
export type * from './generated/schema.js';
