// @sidechain-api/contract/browser: the parts of the contract runtime that run in a web page (the docs
// console bundles this entry). Nothing here reads files or needs Node: the contracts take the document
// the page embeds (`new NodeContract(doc)`), where the main entry's default to the bundled file.

export type { JsonObject, OpenApiDocument, OpenRpcDocument } from './document-types.js';
export { exceedsJsonDepth, JACKSON_MAX_DEPTH, jsonDepth } from './json/depth.js';
export type { Validatable } from './json/lossless.js';
export { int64Problem, looksRoundedThroughDouble, parseExact, stringifyJson, toValidatable } from './json/lossless.js';
export { atPointer, deref, dereferenceDeep, escapePointer, refTarget, unescapePointer } from './json/pointer.js';
export type { AnswerCheck, HttpExchangeAnswer } from './node/contract.js';
export { mediaTypeOf, NodeContract } from './node/contract.js';
export type { BodyUse, NodeOperation } from './node/operations.js';
export { nodeOperations } from './node/operations.js';
export type { ResultVariant, ResultVariantDiscriminator, ResultVariants } from './node/result-variants.js';
export { resultVariantFor, resultVariants } from './node/result-variants.js';
export type { RpcAnswerCheck, RpcMessage, RpcMethod, RpcParam } from './rpc/contract.js';
export { RpcContract } from './rpc/contract.js';
export type { SchemaProblem } from './schema/ajv.js';
export { createAjv, schemaProblems, shortValue } from './schema/ajv.js';
