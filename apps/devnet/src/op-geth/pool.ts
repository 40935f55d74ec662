// Whether op-geth's transaction pool has caught up with the chain and with what was sent to it. The pool does
// both in the background (go-ethereum v1.17.2 core/txpool/legacypool/legacypool.go: `scheduleReorgLoop` runs
// `runReorg` on a goroutine of its own): a new head reaches it after engine_forkchoiceUpdated has answered, and a
// transaction sent with eth_sendRawTransaction is "queued" until the reorg promotes it to "pending". Until then
// txpool_status counts a transaction just mined as pending, and one just sent as queued. The sequencer reads the
// pool only once it has caught up, so that whether a block is made never depends on how fast the machine is.

import type { TxpoolContent } from '@sidechain-api/evm-rpc';
import type { Hex } from '../predeploys.js';

/**
 * True when the pool holds none of `mined` and no queued transaction whose nonce makes it ready: the next of its
 * sender, after the sender's mined nonce (`nonceOf`) and its pending transactions. A queued transaction behind a
 * nonce gap stays queued; it is no sign of a pool that is behind.
 */
export async function poolCaughtUp(
  content: TxpoolContent,
  mined: readonly Hex[],
  nonceOf: (sender: Hex) => Promise<bigint>,
): Promise<boolean> {
  const minedSet = new Set(mined.map((hash) => hash.toLowerCase()));
  for (const byNonce of Object.values(content.pending))
    for (const tx of Object.values(byNonce)) if (minedSet.has(String(tx.hash).toLowerCase())) return false;
  for (const [sender, byNonce] of Object.entries(content.queued) as [Hex, Record<string, unknown>][]) {
    const pendingCount = BigInt(Object.keys(content.pending[sender] ?? {}).length);
    const next = (await nonceOf(sender)) + pendingCount;
    if (Object.keys(byNonce).some((nonce) => BigInt(nonce) === next)) return false;
  }
  return true;
}
