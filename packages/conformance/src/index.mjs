// Programmatic entry: the same checks and proxy as the sidechain-conform command.
export { checkNode, nodeOperations, WRITE_OPERATIONS } from './node-api.mjs';
export { checkRpc } from './rpc.mjs';
export { startRpcProxy, startNodeProxy, startPrismNodeProxy } from './proxy.mjs';
export { NodeContract } from './node-contract.mjs';
export { RpcContract } from './rpc-contract.mjs';
export { Report } from './report.mjs';
export { ConformanceError } from './errors.mjs';
export { parseLossless, stringifyLossless, int64Problem, BigNumberText } from './lossless-json.mjs';
