// Error answers on demand, reachable from any client (see the mock README, "Errors on demand"):
//   - always: eth_call / eth_estimateGas with `to` = REVERTING_ADDRESS revert (code 3 with revert data);
//   - with a scenario (`--scenario <name>` / option `scenario`), for the whole server:
//       revert         every eth_call / eth_estimateGas reverts
//       nonce-too-low  eth_sendRawTransaction → -32000 "nonce too low"
//       already-known  eth_sendRawTransaction → -32000 "already known"
//       pruned         state reads at a block 128 or more below the head → -32000 "missing trie node …"
//       rate-limit     every call → -32005 "rate limit exceeded" (HTTP 429): a gateway's answer, not op-geth's
// The texts and codes are op-geth's (the revert data: the document's example of error code 3).

import type { MockDocument } from './document.js';
import { LIMIT_EXCEEDED, RpcFailure, SERVER_ERROR } from './envelope.js';

/** eth_call / eth_estimateGas to this address always revert. */
export const REVERTING_ADDRESS = '0x0000000000000000000000000000000000000bad';
export const SCENARIOS = ['revert', 'nonce-too-low', 'already-known', 'pruned', 'rate-limit'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** Blocks whose state a full (non-archive) node keeps: go-ethereum's default state history window. */
const STATE_WINDOW = 128n;
/** Methods reading state at a block (their `block` param). */
const STATE_READS = new Set([
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getStorageValues',
  'eth_getTransactionCount',
  'eth_call',
  'eth_estimateGas',
  'eth_getProof',
]);

export function isScenario(name: string): name is Scenario {
  return (SCENARIOS as readonly string[]).includes(name);
}

/** A check run before every call: throws the scenario's error, or returns to let the call run. */
export type CallHook = (method: string, args: readonly unknown[]) => void;

export function scenarioHook(doc: MockDocument, scenario: Scenario | undefined, head: () => bigint): CallHook {
  const revertError = (
    doc.contract.methods.get('eth_call')?.method.errors as
      | { code?: unknown; message?: unknown; data?: unknown }[]
      | undefined
  )?.find((e) => e.code === 3);
  const revert = (): never => {
    throw new RpcFailure(
      3,
      typeof revertError?.message === 'string' ? revertError.message : 'execution reverted',
      revertError?.data ?? '0x',
    );
  };
  const blockParam = new Map(
    [...STATE_READS].map((name) => [
      name,
      doc.contract.methods.get(name)?.params.findIndex((p) => p.name === 'block') ?? -1,
    ]),
  );
  return (method, args) => {
    if (scenario === 'rate-limit') throw new RpcFailure(LIMIT_EXCEEDED, 'rate limit exceeded');
    if (method === 'eth_call' || method === 'eth_estimateGas') {
      const to = (args[0] as { to?: unknown } | undefined)?.to;
      if (scenario === 'revert' || String(to ?? '').toLowerCase() === REVERTING_ADDRESS) revert();
    }
    if (method === 'eth_sendRawTransaction' && (scenario === 'nonce-too-low' || scenario === 'already-known')) {
      throw new RpcFailure(SERVER_ERROR, scenario === 'nonce-too-low' ? 'nonce too low' : 'already known');
    }
    if (scenario === 'pruned' && STATE_READS.has(method)) {
      const tag = args[blockParam.get(method) ?? -1];
      // Equivalent mutant: either anchor of the regex dropped (the param's schema has let only a whole
      // block number or tag through).
      if (typeof tag === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(tag) && BigInt(tag) + STATE_WINDOW <= head()) {
        throw new RpcFailure(SERVER_ERROR, `missing trie node ${'0'.repeat(64)} (path ) state ${tag} is not available`);
      }
    }
  };
}
