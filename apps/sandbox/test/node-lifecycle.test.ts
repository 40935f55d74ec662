// The node's switches and state machines: forging on and off and the forger's refusals, the certificate
// submitter and signer, chain reads and fee payments, the backup epoch rule and paging, and CSW from an
// alive sidechain to a finished proof.

import type { NodeClient } from '@sidechain-api/node-api';
import { mainchainAddressFromPublicKeyHash } from '@sidechain-api/node-api/codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../src/index.js';
import { basic, forge, outsideKey, request, start, stopChecked, until } from './helpers.js';

const EPOCH_LENGTH = 5;
let sb: SandboxHandle;
let client: NodeClient;
beforeAll(async () => {
  ({ sb, client } = await start({
    seed: 'lifecycle',
    blockTimeMs: 20,
    withdrawalEpochLength: EPOCH_LENGTH,
    restoredBoxes: 150,
    cswProofMs: 600,
  }));
});
afterAll(() => stopChecked(sb));

const codeOf = (r: { error?: unknown }) =>
  r.error && typeof r.error === 'object' && 'code' in r.error
    ? [r.error.code, 'detail' in r.error ? r.error.detail : '']
    : undefined;
const address = (n: number) => mainchainAddressFromPublicKeyHash(n.toString(16).padStart(40, '0'), 'testnet');

describe('forging', () => {
  it('startForging turns the timer on and blocks appear; stopForging turns it off; twice is not an error', async () => {
    expect((await client.block.forgingInfo()).forgingEnabled).toBe(false);
    expect(await client.block.startForging()).toEqual({});
    expect(await client.block.startForging()).toEqual({});
    await until(
      () => client.block.currentHeight(),
      (h) => h.height >= 3,
    );
    expect(await client.block.stopForging()).toEqual({});
    expect(await client.block.stopForging()).toEqual({});
    expect((await client.block.forgingInfo()).forgingEnabled).toBe(false);
  });

  it("block/generate gives the forger's reasons (0105) and forges in the next epoch", async () => {
    const info = await client.block.forgingInfo();
    const at = (epochNumber: number, slotNumber: number) => client.block.generate.safe({ epochNumber, slotNumber });
    const e = info.bestBlockEpochNumber;
    const s = info.bestBlockSlotNumber;
    expect(codeOf(await at(e, s))).toEqual([
      '0105',
      `Slot had been skipped with reason: Chain tip with Epoch: ${e}, Slot ${s} has been generated already.`,
    ]);
    expect(codeOf(await at(e, s - 1))).toEqual([
      '0105',
      `Try to forge block with incorrect epochAndSlot Epoch: ${e}, Slot ${s - 1} which are equal or less than parent block epochAndSlot: Epoch: ${e}, Slot ${s}`,
    ]);
    expect(codeOf(await at(e + 2, 1))).toEqual([
      '0105',
      `Slot had been skipped with reason: Chain tip with epoch ${e} is too far in past: next block epoch=${e + 2}/slot=1 (it is OK if we are syncing the node)`,
    ]);
    await client.block.generate({ epochNumber: e + 1, slotNumber: 1 });
    const after = await client.block.forgingInfo();
    expect([after.bestBlockEpochNumber, after.bestBlockSlotNumber]).toEqual([e + 1, 1]);
  });
});

describe('certificate submitter and signer', () => {
  for (const [what, read, enable, disable] of [
    ['submitter', 'isCertificateSubmitterEnabled', 'enableCertificateSubmitter', 'disableCertificateSubmitter'],
    ['signer', 'isCertificateSignerEnabled', 'enableCertificateSigner', 'disableCertificateSigner'],
  ] as const) {
    it(`${what}: enabled → disable (twice) → disabled → enable → enabled`, async () => {
      const s = client.submitter;
      expect((await s[read]()).enabled).toBe(true);
      expect(await s[disable]()).toEqual({});
      expect(await s[disable]()).toEqual({});
      expect((await s[read]()).enabled).toBe(false);
      expect(await s[enable]()).toEqual({});
      expect((await s[read]()).enabled).toBe(true);
    });
  }

  it('certifier keys: only epoch -1 without key rotation', async () => {
    expect((await client.submitter.getCertifiersKeys({ withdrawalEpoch: -1 })).certifiersKeys.signingKeys).toHaveLength(
      1,
    );
    expect(codeOf(await client.submitter.getCertifiersKeys.safe({ withdrawalEpoch: 0 }))).toEqual(['0604', '']);
  });
});

describe('chain reads and fee payments', () => {
  it('findLastIds walks back from the best block; the blocks carry the mainchain data mainchain/* reports', async () => {
    const { height } = await client.block.currentHeight();
    const { lastBlockIds } = await client.block.findLastIds({ number: 3 });
    const byHeight = await Promise.all(
      [height, height - 1, height - 2].map(async (h) => (await client.block.findIdByHeight({ height: h })).blockId),
    );
    expect(lastBlockIds).toEqual(byHeight);
    const { block } = await client.block.findById({ blockId: lastBlockIds[0]! });
    const mcHash = block.mainchainHeaders[0]!.hash;
    expect(
      (await client.mainchain.mainchainHeaderInfoByHash({ hash: mcHash })).mainchainHeaderInfo.sidechainBlockId,
    ).toBe(block.id);
    const ref = (await client.mainchain.blockReferenceByHash({ hash: mcHash, format: true })) as {
      blockReference: { header: unknown };
    };
    expect(ref.blockReference.header).toEqual(block.mainchainHeaders[0]);
    expect((await client.mainchain.bestBlockReferenceInfo()).blockReferenceInfo.hash).toBe(mcHash);
    expect(codeOf(await client.block.findIdByHeight.safe({ height: height + 1 }))).toEqual(['0102', '']);
  });

  it('pays the fees of a withdrawal epoch to the forger with its last block', async () => {
    const balance = async () => Number((await client.wallet.coinsBalance()).balance);
    const lastIndexOfBest = async () =>
      (await client.block.findBlockInfoById({ blockId: (await client.block.best()).block.id })).blockInfo
        .withdrawalEpochInfo.lastEpochIndex;
    // start a withdrawal epoch, then pay a fee in its first block
    while ((await lastIndexOfBest()) !== EPOCH_LENGTH) await forge(client);
    await client.transaction.sendCoinsToAddress({
      outputs: [{ publicKey: outsideKey('lifecycle 1').publicKey, value: 1_000 }],
      fee: 321,
    });
    await forge(client);
    let last: string;
    let before: number;
    for (;;) {
      before = await balance();
      const blockId = await forge(client);
      const { blockInfo } = await client.block.findBlockInfoById({ blockId });
      // the last block of a withdrawal epoch: its index is the epoch's length (WithdrawalEpochUtils.isEpochLastIndex)
      if (blockInfo.withdrawalEpochInfo.lastEpochIndex === EPOCH_LENGTH) {
        last = blockId;
        break;
      }
    }
    const { blockInfo } = await client.block.findBlockInfoById({ blockId: last });
    let fees = 0;
    for (let h = blockInfo.height; h > blockInfo.height - EPOCH_LENGTH; h--) {
      const { block } = await client.block.findById({
        blockId: (await client.block.findIdByHeight({ height: h })).blockId,
      });
      fees += block.sidechainTransactions.reduce((sum, t) => sum + Number(t.fee), 0);
    }
    expect(fees).toBeGreaterThanOrEqual(321);
    const { feePayments } = await client.block.getFeePayments({ blockId: last });
    expect(feePayments.reduce((sum, b) => sum + Number(b.value), 0)).toBe(fees);
    expect(await balance()).toBe(before + fees);
  });
});

describe('backup', () => {
  it('getSidechainBlockIdForBackup names the block of the rollback mainchain height once withdrawal epoch 3 is reached', async () => {
    const epochOf = async () =>
      (await client.block.findBlockInfoById({ blockId: (await client.block.best()).block.id })).blockInfo
        .withdrawalEpochInfo.epoch;
    while ((await epochOf()) < 3) {
      expect(codeOf(await client.backup.getSidechainBlockIdForBackup.safe())).toEqual(['0801', 'No value present']);
      await forge(client);
    }
    const { blockId } = await client.backup.getSidechainBlockIdForBackup();
    const creation = (await client.mainchain.genesisBlockReferenceInfo()).blockReferenceInfo.height;
    const ref = (await client.mainchain.blockReferenceInfoBy({
      height: creation + (3 - 2) * EPOCH_LENGTH - 1,
      format: true,
    })) as {
      blockReferenceInfo: { mainchainReferenceDataSidechainBlockId: string };
    };
    expect(blockId).toBe(ref.blockReferenceInfo.mainchainReferenceDataSidechainBlockId);
  });

  it('getRestoredBoxes pages at most 100 boxes after lastBoxId; a lastBoxId that is not hex is 0802', async () => {
    const first = await client.backup.getRestoredBoxes({ numberOfElements: 100 });
    expect(first.boxes).toHaveLength(100);
    const next = await client.backup.getRestoredBoxes({
      numberOfElements: 100,
      lastBoxId: String(first.boxes.at(-1)?.id),
    });
    expect(next.boxes).toHaveLength(50);
    expect(new Set([...first.boxes, ...next.boxes].map((b) => b.id)).size).toBe(150);
    expect(codeOf(await client.backup.getRestoredBoxes.safe({ numberOfElements: 1, lastBoxId: 'xy' }))).toEqual([
      '0802',
      'com.google.common.io.BaseEncoding$DecodingException: Unrecognized character: x',
    ]);
    const tooMany = await request(sb.url, '/backup/getRestoredBoxes', { body: '{"numberOfElements":101}' });
    expect(tooMany.status).toBe(400);
  });
});

describe('ceased sidechain withdrawal', () => {
  it('alive: SidechainIsAlive, cswInfo and nullifier 0703/0705', async () => {
    expect((await client.csw.hasCeased()).state).toBe(false);
    const boxId = (await client.wallet.allBoxes({ boxTypeClass: 'ZenBox' })).boxes[0]!.id;
    expect((await client.csw.generateCswProof({ boxId, receiverAddress: address(1) })).state).toBe('SidechainIsAlive');
    expect(codeOf(await client.csw.cswInfo.safe({ boxId }))).toEqual(['0703', 'Sidechain is alive.']);
  });

  it('ceases through the control endpoint (API key required); then no block is forged', async () => {
    expect((await request(sb.url, '/sandbox/cease')).status).toBe(401);
    const res = await request(sb.url, '/sandbox/cease', { headers: { authorization: basic(sb.apiKey) } });
    expect(JSON.parse(res.text)).toEqual({ result: { ceased: true, changed: true } });
    expect((await client.csw.hasCeased()).state).toBe(true);
    const i = await client.block.forgingInfo();
    expect(
      codeOf(await client.block.generate.safe({ epochNumber: i.bestBlockEpochNumber + 1, slotNumber: 1 }))?.[0],
    ).toBe('0105');
  });

  it('InvalidAddress, NoProofData, then Started → InProcess → Finished, cswInfo agreeing; another receiver restarts', async () => {
    const { cswBoxIds } = await client.csw.cswBoxIds();
    const boxId = cswBoxIds[0]!;
    const receiver = address(2);
    const invalid = `${receiver.slice(0, -1)}${receiver.endsWith('a') ? 'b' : 'a'}`;
    expect((await client.csw.generateCswProof({ boxId, receiverAddress: invalid })).state).toBe('InvalidAddress');
    expect((await client.csw.generateCswProof({ boxId: 'cd'.repeat(32), receiverAddress: receiver })).state).toBe(
      'NoProofData',
    );
    expect((await client.csw.generateCswProof({ boxId, receiverAddress: receiver })).state).toBe(
      'ProofGenerationStarted',
    );
    const seen = new Set<string>();
    const done = await until(
      () => client.csw.cswInfo({ boxId }),
      (r) => {
        seen.add(r.cswInfo.proofInfo.status);
        return r.cswInfo.proofInfo.status === 'Generated';
      },
    );
    expect(seen.has('Absent')).toBe(false);
    expect('scProof' in done.cswInfo.proofInfo && done.cswInfo.proofInfo.scProof).toMatch(/^([0-9a-f]{2})+$/);
    expect(done.cswInfo.nullifier).toBe((await client.csw.nullifier({ boxId })).nullifier);
    expect((await client.csw.generateCswProof({ boxId, receiverAddress: receiver })).state).toBe(
      'ProofCreationFinished',
    );
    expect((await client.csw.generateCswProof({ boxId, receiverAddress: address(3) })).state).toBe(
      'ProofGenerationStarted',
    );
  });
});
