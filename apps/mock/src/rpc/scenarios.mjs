// Error answers on demand, reachable from any client (see apps/mock/src/rpc/README.md):
//   - always: eth_call / eth_estimateGas with `to` = REVERTING_ADDRESS revert (code 3 with revert data);
//   - with a scenario (`--scenario <name>` / option `scenario`), for the whole server:
//       revert         every eth_call / eth_estimateGas reverts
//       nonce-too-low  eth_sendRawTransaction → -32000 "nonce too low"
//       already-known  eth_sendRawTransaction → -32000 "already known"
//       pruned         state reads at a block older than head − 127 → -32000 "missing trie node"
//       rate-limit     every request → -32005 "rate limit exceeded" (HTTP 429 over HTTP)
// Texts and codes are geth's (revert data: the document's example of error code 3).

import { LIMIT_EXCEEDED, RpcFailure } from './dispatch.mjs';

/** eth_call / eth_estimateGas to this address always revert. */
export const REVERTING_ADDRESS = '0x0000000000000000000000000000000000000bad';
/** The scenarios `--scenario` accepts. */
export const SCENARIOS = ['revert', 'nonce-too-low', 'already-known', 'pruned', 'rate-limit'];
/** Blocks whose state a (non-archive) node keeps, as geth's default `--state.scheme` window. */
const STATE_WINDOW = 128n;
/** Methods reading state at a block (param `block`). */
const STATE_READS = ['eth_getBalance', 'eth_getCode', 'eth_getStorageAt', 'eth_getTransactionCount', 'eth_call', 'eth_estimateGas', 'eth_getProof'];

/** @typedef {import('./document.mjs').RpcDocument} RpcDocument */
/** @typedef {import('./dispatch.mjs').MethodImpl} MethodImpl */

/**
 * Wraps the simulated methods with the error scenarios.
 * @param {RpcDocument} rpc
 * @param {Map<string, MethodImpl>} methods Simulated methods (changed in place).
 * @param {string | undefined} scenario
 * @param {() => bigint} getHead
 */
export function applyScenarios(rpc, methods, scenario, getHead) {
  if (scenario !== undefined && !SCENARIOS.includes(scenario)) {
    throw new Error(`unknown scenario "${scenario}" (one of ${SCENARIOS.join(', ')})`);
  }
  const revertError = /** @type {any[]} */ (rpc.doc.methods ?? [])
    .find((m) => m.name === 'eth_call')
    ?.errors?.find((/** @type {any} */ e) => e.code === 3);
  const revert = () => {
    throw new RpcFailure(3, revertError?.message ?? 'execution reverted', revertError?.data ?? '0x');
  };
  for (const name of ['eth_call', 'eth_estimateGas']) {
    const next = methods.get(name);
    methods.set(name, (args, ctx) => {
      const tx = /** @type {any} */ (args[0]);
      if (scenario === 'revert' || String(tx?.to ?? '').toLowerCase() === REVERTING_ADDRESS) revert();
      return next?.(args, ctx);
    });
  }
  if (scenario === 'nonce-too-low' || scenario === 'already-known') {
    const message = scenario === 'nonce-too-low' ? 'nonce too low' : 'already known';
    methods.set('eth_sendRawTransaction', () => {
      throw new RpcFailure(-32000, message);
    });
  }
  if (scenario === 'pruned') {
    for (const name of STATE_READS) {
      const spec = rpc.methods.get(name);
      const at = spec?.params.findIndex((p) => p.name === 'block') ?? -1;
      if (at < 0) continue;
      const next = methods.get(name);
      methods.set(name, (args, ctx) => {
        const tag = args[at];
        if (typeof tag === 'string' && tag.startsWith('0x') && BigInt(tag) + STATE_WINDOW <= getHead()) {
          throw new RpcFailure(-32000, `missing trie node ${'0'.repeat(64)} (path ) state ${tag} is not available`);
        }
        return next?.(args, ctx);
      });
    }
  }
  return {
    /** Whether every request is refused (rate-limit scenario). */
    rateLimited: scenario === 'rate-limit',
    rateLimitError: () => new RpcFailure(LIMIT_EXCEEDED, 'rate limit exceeded'),
  };
}
