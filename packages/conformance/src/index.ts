// @sidechain-api/conformance: the same checks, comparison and proxies as the sidechain-conform command.
// The public types below are the package's own: nothing here names a private workspace package.

export type { AcceptEntry } from './accept.js';
export { AcceptList, BUILTIN_BASELINES, parseAcceptList, readAcceptList } from './accept.js';
export type { CoverageSummary } from './coverage.js';
export type { DiffMask } from './diff/normalize.js';
export type { DiffOptions } from './diff/run.js';
export { diffServers, readMask } from './diff/run.js';
export type { ConformanceErrorCode } from './errors.js';
export { ConformanceError } from './errors.js';
export type { NodeCheckOptions } from './node/run.js';
export { checkNode } from './node/run.js';
export { WRITE_OPERATIONS } from './node/write-operations.js';
export type { NodeProxyHandle, NodeProxyOptions } from './proxy/node.js';
export { startNodeProxy } from './proxy/node.js';
export type { PrismProxyHandle, PrismProxyOptions } from './proxy/prism.js';
export { startPrismNodeProxy } from './proxy/prism.js';
export type { RpcProxyHandle, RpcProxyLimits, RpcProxyOptions } from './proxy/rpc.js';
export { startRpcProxy } from './proxy/rpc.js';
export type { ProxyHandle, ProxyLimits, ProxyViolation } from './proxy/shared.js';
export type {
  AcceptedViolation,
  Phase,
  ReportJson,
  Row,
  RowStatus,
  RunOptions,
  Violation,
  WritesSummary,
} from './report.js';
export { Report } from './report.js';
export type { RpcCheckOptions } from './rpc/run.js';
export { checkRpc } from './rpc/run.js';
