export type { CoreBox, CoreBoxTypeName } from './boxes.js';
export { isBoxOf } from './boxes.js';
export type { NodeClient, NodeClientOptions } from './client.js';
export { createNodeClient, DEFAULT_BASE_URL, DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS } from './client.js';
export type { AnyNodeApiError, BusinessErrorBody, HttpErrorInit, HttpErrorJson, NodeApiErrorName } from './errors.js';
export {
  isNodeApiError,
  NodeAbortError,
  NodeApiError,
  NodeBusinessError,
  NodeHttpError,
  NodeInvalidResponseError,
  NodeNetworkError,
  NodeResponseTooLargeError,
  NodeTimeoutError,
  NodeUnauthorizedError,
} from './errors.js';
export type { OperationTypes, ResultVariantMethods } from './generated/operations.js';
export { bigintKeys, operationTable } from './generated/operations.js';
// The spec's types: paths, operations, components and one alias per schema (Box, ZenBox, SidechainBlock…).
export type * from './generated/schema.js';
export { parseJson, stringifyJson } from './json.js';
export type {
  ArgsOf,
  BodyOf,
  CallOptions,
  ErrorCodeOf,
  ErrorOf,
  NodeErrorCode,
  NodeMethod,
  NodeMethodInfo,
  NodeMethodOf,
  NodeOperations,
  OperationId,
  ResultOf,
  Settled,
} from './types.js';
