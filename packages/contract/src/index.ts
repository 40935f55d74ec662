// @sidechain-api/contract: the contract runtime every server and tool of the monorepo shares.

export { NodeContract, RpcContract } from './default-contracts.js';
export type { JsonObject, OpenApiDocument, OpenRpcDocument } from './document-types.js';
export { loadNodeDocument, loadRpcDocument, nodeDocumentPath, rpcDocumentPath } from './documents.js';
export { exceedsJsonDepth, JACKSON_MAX_DEPTH, jsonDepth } from './json/depth.js';
export { jacksonString, stringifyJackson } from './json/jackson.js';
export type { Validatable } from './json/lossless.js';
export { int64Problem, looksRoundedThroughDouble, parseExact, stringifyJson, toValidatable } from './json/lossless.js';
export { atPointer, deref, dereferenceDeep, escapePointer, refTarget, unescapePointer } from './json/pointer.js';
export type { AuthRefusal, NodeCredentials } from './node/auth.js';
export { basicCredentials, checkNodeAuth } from './node/auth.js';
export type { AnswerCheck, HttpExchangeAnswer } from './node/contract.js';
export { mediaTypeOf } from './node/contract.js';
export * as nodeFramework from './node/framework.js';
export { type FrameworkAnswer, NODE_SERVER_HEADER } from './node/framework.js';
export type { NodeBusinessFailure, NodeHandler, NodeHandlerOutcome, NodeHandlers } from './node/handlers.js';
export type { MethodAnswerEntry, MethodAnswers } from './node/method-answers.js';
export { isRegisteredMethod, methodAnswerEntry, refusesContent } from './node/method-answers.js';
export type { BodyUse, NodeOperation } from './node/operations.js';
export { nodeOperations } from './node/operations.js';
export type {
  NodePipelineOptions,
  NodeRequestHead,
  NodeRoute,
  NodeVerdict,
  NodeVerdictStage,
} from './node/pipeline.js';
export { announcesContent, nodeRequestVerdict, routeNodeRequest } from './node/pipeline.js';
export type { NodeRequestRead } from './node/request.js';
export { classCastToBoolean, type NodeRequestOptions, readNodeRequest } from './node/request.js';
export type { ResultVariant, ResultVariantDiscriminator, ResultVariants } from './node/result-variants.js';
export { resultVariantFor, resultVariants } from './node/result-variants.js';
export type { RequestTarget, UriPath } from './node/target.js';
export { collapseDotSegments, originFormTarget, parseRequestTarget } from './node/target.js';
export type { RpcAnswerCheck, RpcMessage, RpcMethod, RpcParam } from './rpc/contract.js';
export { RPC_MAX_JSON_DEPTH, RPC_TOO_DEEP_ANSWER } from './rpc/depth.js';
export type { RpcHandler, RpcHandlers, RpcParamsOf, RpcResultOf } from './rpc/handlers.js';
export type { RlpItem } from './rpc/rlp.js';
export { rlpEncode, rlpInteger } from './rpc/rlp.js';
export type { Ajv, SchemaProblem, ValidateFunction } from './schema/ajv.js';
export { createAjv, schemaProblems, shortValue } from './schema/ajv.js';
