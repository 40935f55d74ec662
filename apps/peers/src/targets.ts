// The servers the bench runs every tool against, each started fresh for each tool run (a tool that writes
// leaves nothing for the next). Real ones (the sandbox, the node mock, the real node, the JSON-RPC mock, the
// devnet on anvil or op-geth), and the planted-bug servers of the conformance tests: one bug each, beside the
// bug-free control that runs the same code without it.
import { startDevnet } from '@sidechain-api/devnet';
import { startNodeMock, startRpcMock } from '@sidechain-api/mock';
import {
  NODE_FAULTS,
  type NodeFault,
  RPC_FAULTS,
  type RpcFault,
  startFakeNode,
  startHideSentFront,
  startRpcFaultFront,
} from '@sidechain-api/planted-faults';
import { startRealNode } from '@sidechain-api/real-node';
import { startSandbox } from '@sidechain-api/sandbox';

export interface StartedTarget {
  api: 'node' | 'rpc';
  url: string;
  wsUrl?: string;
  apiKey?: string;
  stop(): Promise<void>;
}

export interface Target {
  name: string;
  api: 'node' | 'rpc';
  /** real: a server of this repository or a real system; planted: one bug; control: the same without it. */
  role: 'real' | 'planted' | 'control';
  /** What is planted, and the operations where finding it counts. */
  planted?: { bug: string; operations: readonly string[] | 'protected' | 'any' };
  /** The target keeps state: sidechain-conform runs with --allow-writes (Schemathesis always writes). */
  stateful: boolean;
  /**
   * The baseline sidechain-conform ships for what the target emulates, given to it with --accept: the sandbox
   * fronts answer as a 0.11.0 node, documented departures included, so the control is bug-free only beside it.
   */
  baseline?: 'sdk-0.11.0';
  start(): Promise<StartedTarget>;
}

/** Stops in reverse order of start. */
function stopAll(stops: (() => Promise<void>)[]): () => Promise<void> {
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}

const PLANTED_NODE: Record<NodeFault, { bug: string; operations: readonly string[] | 'protected' | 'any' }> = {
  'all-500': { bug: 'every answer 500 application/xml', operations: 'any' },
  'foreign-401': { bug: 'a 401 in problem+json with realm="*"', operations: 'protected' },
  'unenforced-minimum': { bug: 'block/findLastIds takes number below its minimum 1', operations: ['blockFindLastIds'] },
  'refuses-optional': { bug: 'transaction/findById refuses its optional format', operations: ['transactionFindById'] },
  'refuses-key-past-check': {
    bug: 'the key passes node/connectedPeers, every other protected operation answers 401',
    operations: 'protected',
  },
};

const PLANTED_RPC: Record<RpcFault, { bug: string; operations: readonly string[] }> = {
  'block-by-hash-differs': {
    bug: 'eth_getBlockByHash disagrees with eth_getBlockByNumber',
    operations: ['eth_getBlockByHash'],
  },
  'logs-lost': { bug: "eth_getLogs by range lacks the receipts' logs", operations: ['eth_getLogs'] },
  'accepts-invalid-params': {
    bug: 'eth_getBalance answers invalid params with a result',
    operations: ['eth_getBalance'],
  },
};

async function fakeNode(fault: NodeFault | undefined): Promise<StartedTarget> {
  const node = await startFakeNode(fault);
  return { api: 'node', url: node.url, apiKey: node.apiKey, stop: () => node.close() };
}

async function sandbox(hideSent?: boolean): Promise<StartedTarget> {
  const box = await startSandbox({ port: 0, log: () => {} });
  if (hideSent === undefined) return { api: 'node', url: box.url, apiKey: box.apiKey, stop: () => box.stop() };
  const front = await startHideSentFront(box.url, hideSent);
  return { api: 'node', url: front.url, apiKey: box.apiKey, stop: stopAll([() => box.stop(), () => front.close()]) };
}

async function rpcFront(fault: RpcFault | undefined): Promise<StartedTarget> {
  // new heads every 100 ms, as in the conformance tests: the block filter link waits for the next one
  const mock = await startRpcMock({ port: 0, headIntervalMs: 100 });
  const front = await startRpcFaultFront(mock.url, fault);
  return { api: 'rpc', url: front.url, stop: stopAll([() => mock.stop(), () => front.close()]) };
}

export const TARGETS: readonly Target[] = [
  {
    name: 'sandbox',
    api: 'node',
    role: 'real',
    stateful: true,
    start: () => sandbox(),
  },
  {
    name: 'node-mock',
    api: 'node',
    role: 'real',
    stateful: false,
    start: async () => {
      const mock = await startNodeMock({ port: 0 });
      return { api: 'node', url: mock.url, apiKey: 'bench-key', stop: () => mock.stop() };
    },
  },
  {
    name: 'real-node',
    api: 'node',
    role: 'real',
    stateful: true,
    start: async () => {
      const node = await startRealNode({ port: 0 });
      return { api: 'node', url: node.url, apiKey: node.apiKey, stop: () => node.stop() };
    },
  },
  { name: 'fake-node:control', api: 'node', role: 'control', stateful: false, start: () => fakeNode(undefined) },
  ...NODE_FAULTS.map(
    (fault): Target => ({
      name: `fake-node:${fault}`,
      api: 'node',
      role: 'planted',
      planted: PLANTED_NODE[fault],
      stateful: false,
      start: () => fakeNode(fault),
    }),
  ),
  {
    name: 'sandbox-front:control',
    api: 'node',
    role: 'control',
    stateful: true,
    baseline: 'sdk-0.11.0',
    start: () => sandbox(false),
  },
  {
    name: 'sandbox-front:hide-sent',
    api: 'node',
    role: 'planted',
    planted: { bug: 'a sent transaction is not found by transaction/findById', operations: ['transactionFindById'] },
    stateful: true,
    baseline: 'sdk-0.11.0',
    start: () => sandbox(true),
  },
  {
    name: 'rpc-mock',
    api: 'rpc',
    role: 'real',
    stateful: false,
    start: async () => {
      const mock = await startRpcMock({ port: 0 });
      return { api: 'rpc', url: mock.url, wsUrl: mock.wsUrl, stop: () => mock.stop() };
    },
  },
  { name: 'rpc-front:control', api: 'rpc', role: 'control', stateful: false, start: () => rpcFront(undefined) },
  ...RPC_FAULTS.map(
    (fault): Target => ({
      name: `rpc-front:${fault}`,
      api: 'rpc',
      role: 'planted',
      planted: PLANTED_RPC[fault],
      stateful: false,
      start: () => rpcFront(fault),
    }),
  ),
  ...(['anvil', 'op-geth'] as const).map(
    (client): Target => ({
      name: `devnet:${client}`,
      api: 'rpc',
      role: 'real',
      stateful: false,
      start: async () => {
        const devnet = await startDevnet({ client, port: 0 });
        return { api: 'rpc', url: devnet.url, wsUrl: devnet.wsUrl, stop: () => devnet.stop() };
      },
    }),
  ),
];
