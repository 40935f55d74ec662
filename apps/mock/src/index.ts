// @sidechain-api/mock: the offline mocks — the node API (Prism behind a front that answers the node's HTTP
// edges) and the EVM JSON-RPC (a simulated OP-Stack chain with op-geth's edges).

export { PortInUseError, PrismStartError, prismVersion } from '@sidechain-api/server-kit';
export { nodeTryIt } from './node/cli.js';
export type { NodeMock, NodeMockOptions } from './node/mock.js';
export { DEFAULT_NODE_PORT, startNodeMock } from './node/mock.js';
export { rpcTryIt } from './rpc/cli.js';
export { GAS_PRICE_ORACLE, L1_BLOCK } from './rpc/op-stack.js';
export type { RpcMock, RpcMockOptions } from './rpc/server.js';
export { DEFAULT_RPC_PORT, REVERTING_ADDRESS, SCENARIOS, startRpcMock } from './rpc/server.js';
