// The stake a block is forged with: the wallet's forging stake at the end of consensus epoch N−2, epochs 1 and
// 2 forging with the genesis's (SidechainWallet.getForgingStakeMerklePathInfoOpt, tag 0.11.0), so a stake made
// or spent counts two epochs later. On the SDK standalone genesis, as the real node forges it.
import type { NodeClient } from '@sidechain-api/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../src/index.js';
import { start, stopChecked } from './helpers.js';

const ZEN = 100_000_000;
let sb: SandboxHandle;
let client: NodeClient;
beforeAll(async () => {
  ({ sb, client } = await start({ genesis: 'sdk-standalone' }));
});
afterAll(() => stopChecked(sb));

/** Forges at slot 1 of the epoch after the best block's; the stake the block was forged with. */
async function forgeNextEpoch(): Promise<number> {
  const info = await client.block.forgingInfo();
  const { blockId } = await client.block.generate({ epochNumber: info.bestBlockEpochNumber + 1, slotNumber: 1 });
  const { block } = await client.block.findById({ blockId });
  return Number(block.header.forgingStakeInfo.stakeAmount);
}

interface ForgerBoxJson {
  id: string;
  value: number;
  proposition: { publicKey: string };
  vrfPubKey: { publicKey: string };
}

async function forgerBoxes(): Promise<ForgerBoxJson[]> {
  const { boxes } = await client.wallet.allBoxes({ boxTypeClass: 'ForgerBox' });
  return boxes as unknown as ForgerBoxJson[];
}

async function forgerBox(): Promise<ForgerBoxJson> {
  const box = (await forgerBoxes())[0];
  if (!box) throw new Error('no forger box');
  return box;
}

describe('the forging stake of a block', () => {
  it('is the stake at the end of epoch N−2: a spent stake forges two more epochs, a new one counts after two', async () => {
    const genesisBox = await forgerBox();
    const owner = genesisBox.proposition.publicKey;
    const vrf = genesisBox.vrfPubKey.publicKey;
    // epoch 2: most of the stake spent into coins
    await client.transaction.spendForgingStake({
      transactionInputs: [{ boxId: genesisBox.id }],
      regularOutputs: [{ publicKey: owner, value: 500 * ZEN }],
      forgerOutputs: [{ publicKey: owner, blockSignPublicKey: owner, vrfPubKey: vrf, value: 100 * ZEN - 1000 }],
    });
    expect(await forgeNextEpoch()).toBe(600 * ZEN); // epoch 2: the genesis's stake
    expect(await forgeNextEpoch()).toBe(600 * ZEN); // epoch 3: epoch 1's
    expect(await forgeNextEpoch()).toBe(100 * ZEN - 1000); // epoch 4: epoch 2's
    // epoch 5: a new stake of the same keys
    await client.transaction.makeForgerStake({
      outputs: [{ publicKey: owner, blockSignPublicKey: owner, vrfPubKey: vrf, value: 10 * ZEN }],
      fee: 1000,
    });
    expect(await forgeNextEpoch()).toBe(100 * ZEN - 1000);
    expect(await forgeNextEpoch()).toBe(100 * ZEN - 1000);
    expect(await forgeNextEpoch()).toBe(110 * ZEN - 1000);
    expect((await client.node.info()).epochForgersStake).toBe(110 * ZEN - 1000);
  });

  it('still forges two epochs after the whole stake is spent, then finds none', async () => {
    const boxes = await forgerBoxes();
    const total = boxes.reduce((sum, b) => sum + Number(b.value), 0);
    const owner = (await forgerBox()).proposition.publicKey;
    await client.transaction.spendForgingStake({
      transactionInputs: boxes.map((b) => ({ boxId: b.id })),
      regularOutputs: [{ publicKey: owner, value: total - 1000 }],
      forgerOutputs: [],
    });
    expect(await forgeNextEpoch()).toBe(total);
    expect(await forgeNextEpoch()).toBe(total);
    const info = await client.block.forgingInfo();
    const { error } = await client.block.generate.safe({ epochNumber: info.bestBlockEpochNumber + 1, slotNumber: 1 });
    const refused = error as { name?: string; code?: string; description?: string } | undefined;
    expect([refused?.name, refused?.code, refused?.description]).toEqual([
      'NodeBusinessError',
      '0105',
      "Block was not created: Can't forge block, no forging stake is present for epoch.",
    ]);
  });
});
