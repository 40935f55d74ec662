// When the op-geth devnet's sequencer takes the pool to have caught up with the chain and with what was sent to it
// (src/op-geth/pool.ts): a mined transaction still counted, or a queued one that its nonce makes ready, means the
// pool's background reorg has not run yet; a queued one behind a nonce gap does not.
import type { Transaction, TxpoolContent } from '@sidechain-api/evm-rpc';
import { describe, expect, it } from 'vitest';
import { poolCaughtUp } from '../src/op-geth/pool.js';
import type { Hex } from '../src/predeploys.js';

const A: Hex = '0xAaAAaAAAaAAAAaaAAAAaAAaaaAAAAaaaAaAAaaAA';
const B: Hex = '0xBbbbBbBBbbbBbBBBBBbbBBbbBbBbBBbBbBBbbBBB';
const tx = (hash: string) => ({ hash }) as unknown as Transaction;
const nonces: Record<string, bigint> = { [A]: 3n, [B]: 0n };
const nonceOf = async (sender: Hex) => nonces[sender] ?? 0n;
const content = (pending: TxpoolContent['pending'], queued: TxpoolContent['queued'] = {}): TxpoolContent => ({
  pending,
  queued,
});

describe('the pool has caught up', () => {
  it('not while it still holds a transaction the last block mined (any case of its hash)', async () => {
    const pool = content({ [A]: { '3': tx('0xABCD') } });
    expect(await poolCaughtUp(pool, ['0xabcd'], nonceOf)).toBe(false);
    expect(await poolCaughtUp(pool, ['0xef01'], nonceOf)).toBe(true);
  });

  it("not while a queued transaction is its sender's next nonce, after the mined and the pending ones", async () => {
    expect(await poolCaughtUp(content({}, { [A]: { '3': tx('0x01') } }), [], nonceOf)).toBe(false);
    expect(await poolCaughtUp(content({ [A]: { '3': tx('0x01') } }, { [A]: { '4': tx('0x02') } }), [], nonceOf)).toBe(
      false,
    );
  });

  it('with a queued transaction behind a nonce gap, which stays queued', async () => {
    expect(await poolCaughtUp(content({}, { [A]: { '5': tx('0x01') } }), [], nonceOf)).toBe(true);
    expect(await poolCaughtUp(content({ [A]: { '3': tx('0x01') } }, { [A]: { '5': tx('0x02') } }), [], nonceOf)).toBe(
      true,
    );
    expect(await poolCaughtUp(content({}, { [B]: { '2': tx('0x03') } }), [], nonceOf)).toBe(true);
  });

  it('when empty', async () => {
    expect(await poolCaughtUp(content({}), ['0x01'], nonceOf)).toBe(true);
  });
});
