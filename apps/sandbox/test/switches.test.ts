// The node's switches and state machines through the client and Prism: forging, certificate
// submitter and signer, auth, the backup epoch rule and paging, and CSW from alive to a finished proof.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { NodeClient } from '@sidechain-api/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, post, type Running, start, until } from './helpers.js';

const EPOCH_LENGTH = 5;
let sb: Running;
let client: NodeClient;

beforeAll(async () => {
  // 200 ms blocks: while forging is on (until stopForging below) a loaded machine forges only a few,
  // so the backup test still starts below withdrawal epoch 3.
  ({ sb, client } = await start({
    seed: 'switches',
    blockTimeMs: 200,
    withdrawalEpochLength: EPOCH_LENGTH,
    restoredBoxes: 150,
    cswProofMs: 4000,
  }));
});
afterAll(async () => {
  await sb?.close();
});

/** A regtest P2PKH mainchain address (Base58Check, prefix 0x2098), computed here independently. */
function regtestAddress(seed: string): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const sha = (b: Buffer) => createHash('sha256').update(b).digest();
  const payload = Buffer.concat([Buffer.from('2098', 'hex'), sha(Buffer.from(seed)).subarray(0, 20)]);
  const full = Buffer.concat([payload, sha(sha(payload)).subarray(0, 4)]);
  let n = BigInt(`0x${full.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = alphabet[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out;
}

const code = (r: { error?: unknown }) =>
  r.error && typeof r.error === 'object' && 'code' in r.error ? r.error.code : undefined;

describe('forging on and off', () => {
  it('startForging turns the timer on: forgingEnabled, then blocks appear; again is not an error', async () => {
    expect((await client.block.forgingInfo()).forgingEnabled).toBe(false);
    const h0 = (await client.block.currentHeight()).height;
    expect(await client.block.startForging()).toEqual({});
    expect(await client.block.startForging()).toEqual({});
    expect((await client.block.forgingInfo()).forgingEnabled).toBe(true);
    const info = await until(
      () => client.block.forgingInfo(),
      (i) => i.bestBlockSlotNumber >= 3,
    );
    expect((await client.block.currentHeight()).height).toBeGreaterThan(h0);
    expect(info.currentSlotNumber).toBeGreaterThanOrEqual(info.bestBlockSlotNumber);
  });

  it('stopForging turns it off; again is not an error', async () => {
    expect(await client.block.stopForging()).toEqual({});
    expect(await client.block.stopForging()).toEqual({});
    expect((await client.block.forgingInfo()).forgingEnabled).toBe(false);
  });

  it('block/generate refuses a slot that is not after the best block (0105), accepts the next epoch', async () => {
    const info = await client.block.forgingInfo();
    const past = await client.block.generate.safe({
      epochNumber: info.bestBlockEpochNumber,
      slotNumber: info.bestBlockSlotNumber,
    });
    expect(code(past)).toBe('0105');
    const skipped = await client.block.generate.safe({ epochNumber: info.bestBlockEpochNumber + 2, slotNumber: 1 });
    expect(skipped.error && 'detail' in skipped.error ? [skipped.error.code, skipped.error.detail] : undefined).toEqual(
      [
        '0105',
        `Forging is not possible, because of whole consensus epoch is missed: current epoch = ${info.bestBlockEpochNumber + 2}, parent epoch = ${info.bestBlockEpochNumber}`,
      ],
    );
    const { blockId } = await client.block.generate({ epochNumber: info.bestBlockEpochNumber + 1, slotNumber: 1 });
    const after = await client.block.forgingInfo();
    expect([after.bestBlockEpochNumber, after.bestBlockSlotNumber]).toEqual([info.bestBlockEpochNumber + 1, 1]);
    const { blockInfo } = await client.block.findBlockInfoById({ blockId });
    expect(blockInfo.height).toBe((await client.block.currentHeight()).height);
  });
});

describe('certificate submitter and signer', () => {
  for (const [what, read, enable, disable] of [
    ['submitter', 'isCertificateSubmitterEnabled', 'enableCertificateSubmitter', 'disableCertificateSubmitter'],
    ['signer', 'isCertificateSignerEnabled', 'enableCertificateSigner', 'disableCertificateSigner'],
  ] as const) {
    it(`${what}: enabled → disable → disabled → disable again → enable → enabled`, async () => {
      const s = client.submitter;
      expect((await s[read]()).enabled).toBe(true);
      expect(await s[disable]()).toEqual({});
      expect((await s[read]()).enabled).toBe(false);
      expect(await s[disable]()).toEqual({});
      expect((await s[read]()).enabled).toBe(false);
      expect(await s[enable]()).toEqual({});
      expect((await s[read]()).enabled).toBe(true);
    });
  }
});

describe('auth', () => {
  it('asks for credentials (401, WWW-Authenticate) when none, wrong or empty ones are sent', async () => {
    const none = await post(sb.url, '/block/startForging');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic /);
    for (const auth of [basic('wrong'), basic('')]) {
      const res = await post(sb.url, '/block/startForging', { headers: { authorization: auth } });
      expect([res.status, res.headers.get('www-authenticate'), res.text]).toEqual([
        401,
        'Basic realm="secure api",charset=UTF-8',
        'The supplied authentication is invalid',
      ]);
    }
    expect((await client.block.forgingInfo()).forgingEnabled).toBe(false);
    const ok = await post(sb.url, '/wallet/coinsBalance', { headers: { authorization: basic(sb.apiKey, 'any-user') } });
    expect(ok.status).toBe(200);
  });

  it('serves only Host values of its own address, no CORS, and caps request bodies', async () => {
    const url = new URL(sb.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: '/block/best',
          method: 'POST',
          headers: { host: 'attacker.example' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
    // no CORS, as on the node: a page of another origin cannot read the answers
    const cross = await post(sb.url, '/block/currentHeight', { headers: { origin: 'http://attacker.example' } });
    expect([cross.status, cross.headers.get('access-control-allow-origin')]).toEqual([200, null]);
    // query strings are not passed on (Prism would take `__server` as a server choice)
    expect((await post(sb.url, '/block/currentHeight?__server=http://elsewhere.example')).status).toBe(200);
    const big = await post(sb.url, '/transaction/sendTransaction', {
      headers: { 'content-type': 'application/json', authorization: basic(sb.apiKey) },
      body: JSON.stringify({ transactionBytes: 'ab'.repeat(1_200_000) }),
    });
    expect(big.status).toBe(413);
  });
});

describe('backup', () => {
  it('getSidechainBlockIdForBackup errors (0801) below withdrawal epoch 3, then names the block of the rollback mainchain height', async () => {
    const epochOf = async () =>
      (await client.block.findBlockInfoById({ blockId: (await client.block.best()).block.id })).blockInfo
        .withdrawalEpochInfo.epoch;
    expect(await epochOf()).toBeLessThan(3);
    expect(code(await client.backup.getSidechainBlockIdForBackup.safe())).toBe('0801');
    while ((await epochOf()) < 3) {
      const i = await client.block.forgingInfo();
      await client.block.generate({ epochNumber: i.bestBlockEpochNumber, slotNumber: i.bestBlockSlotNumber + 1 });
    }
    const { blockId } = await client.backup.getSidechainBlockIdForBackup();
    // the mainchain block at creation height + (epoch − 2) × epoch length − 1, by the node's formula
    const creation = (await client.mainchain.genesisBlockReferenceInfo()).blockReferenceInfo.height;
    const ref = (await client.mainchain.blockReferenceInfoBy({
      height: creation + (3 - 2) * EPOCH_LENGTH - 1,
      format: true,
    })) as any;
    expect(blockId).toBe(ref.blockReferenceInfo.mainchainReferenceDataSidechainBlockId);
  });

  it('getRestoredBoxes pages at most 100 boxes, continuing after lastBoxId', async () => {
    const first = await client.backup.getRestoredBoxes({ numberOfElements: 100 });
    expect(first.boxes).toHaveLength(100);
    const next = await client.backup.getRestoredBoxes({
      numberOfElements: 100,
      lastBoxId: (first.boxes.at(-1) as any).id,
    });
    expect(next.boxes).toHaveLength(50);
    const ids = new Set([...first.boxes, ...next.boxes].map((b: any) => b.id));
    expect(ids.size).toBe(150);
    const tooMany = await post(sb.url, '/backup/getRestoredBoxes', {
      headers: { 'content-type': 'application/json' },
      body: '{"numberOfElements":101}',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toBe(
      'The request content was malformed:\nRequest body property numberOfElements must be <= 100',
    );
  });
});

describe('chain reads and fee payments', () => {
  it('findLastIds walks back from the best block; the blocks carry the mainchain data mainchain/* reports', async () => {
    const height = (await client.block.currentHeight()).height;
    const { lastBlockIds } = await client.block.findLastIds({ number: 3 });
    const byHeight = await Promise.all(
      [height, height - 1, height - 2].map(async (h) => (await client.block.findIdByHeight({ height: h })).blockId),
    );
    expect(lastBlockIds).toEqual(byHeight);
    const { block } = await client.block.findById({ blockId: lastBlockIds[0]! });
    const mcHash = block.mainchainHeaders[0]!.hash;
    const { mainchainHeaderInfo } = await client.mainchain.mainchainHeaderInfoByHash({ hash: mcHash });
    expect(mainchainHeaderInfo.sidechainBlockId).toBe(block.id);
    const ref = (await client.mainchain.blockReferenceByHash({ hash: mcHash, format: true })) as any;
    expect(ref.blockReference.header).toEqual(block.mainchainHeaders[0]);
    const best = await client.mainchain.bestBlockReferenceInfo();
    expect(best.blockReferenceInfo.hash).toBe(mcHash);
    expect(code(await client.block.findIdByHeight.safe({ height: height + 1 }))).toBe('0102');
  });

  it('pays the fees of a withdrawal epoch to the forger with its last block', async () => {
    const balanceOf = async () => Number((await client.wallet.coinsBalance()).balance);
    await client.transaction.sendCoinsToAddress({ outputs: [{ publicKey: 'aa'.repeat(32), value: 1_000 }], fee: 321 });
    let last: string | undefined;
    let before = 0;
    for (;;) {
      before = await balanceOf();
      const i = await client.block.forgingInfo();
      const { blockId } = await client.block.generate({
        epochNumber: i.bestBlockEpochNumber,
        slotNumber: i.bestBlockSlotNumber + 1,
      });
      const { blockInfo } = await client.block.findBlockInfoById({ blockId });
      if (blockInfo.withdrawalEpochInfo.lastEpochIndex === EPOCH_LENGTH - 1) {
        last = blockId;
        break;
      }
    }
    // the fees of every block of that withdrawal epoch, read block by block
    const { blockInfo } = await client.block.findBlockInfoById({ blockId: last });
    let fees = 0;
    for (let h = blockInfo.height; h > blockInfo.height - EPOCH_LENGTH; h--) {
      const { block } = await client.block.findById({
        blockId: (await client.block.findIdByHeight({ height: h })).blockId,
      });
      fees += block.sidechainTransactions.reduce((sum: number, t: any) => sum + Number(t.fee), 0);
    }
    expect(fees).toBeGreaterThanOrEqual(321);
    const { feePayments } = await client.block.getFeePayments({ blockId: last });
    expect(feePayments.reduce((sum: number, b: any) => sum + Number(b.value), 0)).toBe(fees);
    expect(await balanceOf()).toBe(before + fees);
    const { blockId: parent } = await client.block.findIdByHeight({ height: blockInfo.height - 1 });
    expect((await client.block.getFeePayments({ blockId: parent })).feePayments).toEqual([]);
  });
});

describe('ceased sidechain withdrawal', () => {
  it('alive: isCSWEnabled, not ceased, SidechainIsAlive, cswInfo 0703', async () => {
    expect((await client.csw.isCSWEnabled()).cswEnabled).toBe(true);
    expect((await client.csw.hasCeased()).state).toBe(false);
    const { boxes } = await client.wallet.allBoxes({ boxTypeClass: 'ZenBox' });
    const boxId = (boxes[0] as any).id;
    expect((await client.csw.generateCswProof({ boxId, receiverAddress: regtestAddress('r1') })).state).toBe(
      'SidechainIsAlive',
    );
    expect(code(await client.csw.cswInfo.safe({ boxId }))).toBe('0703');
  });

  it('ceases through the control endpoint (API key required); no more blocks', async () => {
    expect((await post(sb.url, '/sandbox/cease')).status).toBe(401);
    const res = await post(sb.url, '/sandbox/cease', { headers: { authorization: basic(sb.apiKey) } });
    expect(res.status).toBe(200);
    expect((await client.csw.hasCeased()).state).toBe(true);
    const i = await client.block.forgingInfo();
    expect(code(await client.block.generate.safe({ epochNumber: i.bestBlockEpochNumber + 1, slotNumber: 1 }))).toBe(
      '0105',
    );
  });

  it('InvalidAddress, NoProofData, then Started → InProcess → Finished with cswInfo agreeing', async () => {
    const { cswBoxIds } = await client.csw.cswBoxIds();
    const boxId = cswBoxIds[0]!;
    const receiver = regtestAddress('r2');
    expect(
      (await client.csw.generateCswProof({ boxId, receiverAddress: 'ztTw2K532ewo9gynBJv7FFUgbD19Wpifv8H' })).state,
    ).toBe('InvalidAddress');
    expect((await client.csw.generateCswProof({ boxId: 'cd'.repeat(32), receiverAddress: receiver })).state).toBe(
      'NoProofData',
    );
    expect((await client.csw.generateCswProof({ boxId, receiverAddress: receiver })).state).toBe(
      'ProofGenerationStarted',
    );
    expect((await client.csw.generateCswProof({ boxId, receiverAddress: receiver })).state).toBe(
      'ProofGenerationInProcess',
    );
    const queued = (await client.csw.cswInfo({ boxId })).cswInfo;
    expect(['InQueue', 'InProcess']).toContain(queued.proofInfo.status);
    expect('receiverAddress' in queued.proofInfo && queued.proofInfo.receiverAddress).toBe(receiver);
    expect(queued.nullifier).toBe((await client.csw.nullifier({ boxId })).nullifier);
    const seen = new Set<string>();
    const done = await until(
      () => client.csw.cswInfo({ boxId }),
      (r) => {
        seen.add(r.cswInfo.proofInfo.status);
        return r.cswInfo.proofInfo.status === 'Generated';
      },
    );
    expect(seen.has('InProcess')).toBe(true);
    expect('scProof' in done.cswInfo.proofInfo && done.cswInfo.proofInfo.scProof).toMatch(/^([0-9a-f]{2})+$/);
    expect((await client.csw.generateCswProof({ boxId, receiverAddress: receiver })).state).toBe(
      'ProofCreationFinished',
    );
    // another receiver restarts the generation
    expect((await client.csw.generateCswProof({ boxId, receiverAddress: regtestAddress('r3') })).state).toBe(
      'ProofGenerationStarted',
    );
  });
});
