// @sidechain-api/server-kit/testing, for tests and the peers bench only: the rewriting front, and the planted-bug
// servers of the conformance tests (each with one fault, or none: the bug-free control).
// (Here, not in @sidechain-api/test-kit: the clients' tests use that one, and the kit depends on them.)

export { type FakeNode, type HostileNodeBehaviour, NODE_FAULTS, type NodeFault, startFakeNode } from './fake-node.js';
export {
  RPC_FAULTS,
  type RpcFault,
  startHideSentFront,
  startRpcFaultFront,
} from './planted-faults.js';
export { type RewritingFront, type RewritingFrontHooks, startRewritingFront } from './rewriting-front.js';
