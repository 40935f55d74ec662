// @sidechain-api/planted-faults, for tests and the peers bench only: the rewriting front, and the planted-bug
// servers of the conformance tests (each with one fault, or none: the bug-free control). Not in
// @sidechain-api/test-kit: these are built from the contract runtime, and the evm-rpc client's tests use the
// test kit, so the kit depending on the contract (which depends on the clients) would be a cycle.

export {
  type FakeNode,
  type HostileNodeBehaviour,
  NODE_FAULTS,
  type NodeFault,
  type RouteNodeBehaviour,
  startFakeNode,
} from './fake-node.js';
export {
  RPC_FAULTS,
  type RpcFault,
  startHideSentFront,
  startRpcFaultFront,
} from './planted-faults.js';
export { type RewritingFront, type RewritingFrontHooks, startRewritingFront } from './rewriting-front.js';
