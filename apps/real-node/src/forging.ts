// Forging on demand. The standalone genesis dates from 2022, so the node's own forger would find every
// slot of the wall clock "too far in the past" and skip it: blocks come from block/generate instead, for
// the slot after the best block, as the SDK's QA suite forges (qa/SidechainTestFramework/scutil.py,
// generate_next_block). A slot that no stake of the node wins is business error 0105; the next slot is tried.

import { createNodeClient, NodeBusinessError } from '@sidechain-api/node-api';

export interface Slot {
  epochNumber: number;
  slotNumber: number;
}

/** The slot after (epoch, slot): slot + 1, or the first slot of the next epoch after its last one. */
export function slotAfter(epochNumber: number, slotNumber: number, slotsInEpoch: number): Slot {
  return slotNumber >= slotsInEpoch
    ? { epochNumber: epochNumber + 1, slotNumber: 1 }
    : { epochNumber, slotNumber: slotNumber + 1 };
}

/** How many slots forgeBlock tries before it gives up: two epochs of the regtest consensus (720 slots). */
const MAX_SLOTS_TRIED = 1440;

/**
 * Forges one block in the first slot after the best block that the node's stake wins, and returns its id
 * and slot. `transactionsBytes` forces these transactions into the block (regtest only).
 */
export async function forgeBlock(
  node: { url: string },
  transactionsBytes: string[] = [],
): Promise<{ blockId: string } & Slot> {
  const client = createNodeClient({ baseUrl: node.url });
  const info = await client.block.forgingInfo();
  let slot = slotAfter(info.bestBlockEpochNumber, info.bestBlockSlotNumber, info.consensusSlotsInEpoch);
  for (let tried = 0; tried < MAX_SLOTS_TRIED; tried += 1) {
    try {
      const { blockId } = await client.block.generate({ ...slot, transactionsBytes });
      return { blockId, ...slot };
    } catch (err) {
      if (!(err instanceof NodeBusinessError) || err.code !== '0105') throw err;
      if (!/No eligible forging stake found/.test(`${err.description} ${err.detail}`)) throw err;
    }
    slot = slotAfter(slot.epochNumber, slot.slotNumber, info.consensusSlotsInEpoch);
  }
  throw new Error(`no slot of the next ${MAX_SLOTS_TRIED} was won by the node's forging stake`);
}
