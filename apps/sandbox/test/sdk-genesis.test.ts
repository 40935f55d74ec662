// The sandbox started from the SDK's standalone genesis (`genesis: 'sdk-standalone'`), the one `npm run
// node:real` runs: the real node's genesis block, keys, forger box, timing and withdrawal epoch length, as the
// real node answered them (data/sdk-standalone-genesis.json), and forging on from there as the node does.
import type { NodeClient } from '@sidechain-api/node-api';
import { walletPrivateKey25519 } from '@sidechain-api/node-api/codec';
import { readStandaloneGenesis } from '@sidechain-api/real-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../src/index.js';
import { sdkGenesis } from '../src/state/sdk-genesis.js';
import { forge, request, start, stopChecked } from './helpers.js';

const FORGER = 'a5b10622d70f094b7276e04608d97c7c699c8700164f78e16fe5e8082f4bb2ac';
const VRF = 'fbf0e4ad2d23c6822b4b6f72800c1b6a67e7fa2ee977dec9172bdc8c1c54bd3500';

let sb: SandboxHandle;
let client: NodeClient;
beforeAll(async () => {
  ({ sb, client } = await start({ genesis: 'sdk-standalone' }));
});
afterAll(() => stopChecked(sb));

describe('the sandbox on the SDK standalone genesis', () => {
  it('serves the genesis block and its mainchain reference as the real node recorded them', async () => {
    const { record } = sdkGenesis();
    expect(record.blockFindById.blockHex).toBe(readStandaloneGenesis().genesis.scGenesisBlockHex);
    const { block, height } = await client.block.best();
    expect([block.id, height, block.header.forgingStakeInfo.blockSignPublicKey.publicKey]).toEqual([
      record.blockFindById.block.id,
      1,
      FORGER,
    ]);
    const found = await request(sb.url, '/block/findById', { body: JSON.stringify({ blockId: block.id }) });
    const real = await request(sb.url, '/mainchain/bestBlockReferenceInfo');
    expect(JSON.parse(found.text).result.blockHex).toBe(record.blockFindById.blockHex);
    expect(JSON.parse(real.text).result.blockReferenceInfo).toEqual(record.mainchain.blockReferenceInfo);
    expect((await client.node.sidechainId()).sidechainId).toBe(readStandaloneGenesis().genesis.scId);
  });

  it('holds the genesis keys and forger box, and derives new keys from the QA seed', async () => {
    const { propositions } = await client.wallet.allPublicKeys();
    expect(propositions.map((p) => ('publicKey' in p ? p.publicKey : ''))).toEqual(sdkGenesis().record.publicKeys);
    const { boxes } = await client.wallet.allBoxes();
    expect(boxes.map((b) => [b.typeName, Number(b.value), b.id])).toEqual([
      ['ForgerBox', 60_000_000_000, 'b6873a72821d7ea998c46abfca0d2d03e04c51149899b1df42897e3d7d1350e0'],
    ]);
    expect((await client.wallet.exportSecret({ publickey: VRF })).privKey).toBe(
      readStandaloneGenesis().wallet.genesisSecrets[0],
    );
    const { proposition } = await client.wallet.createPrivateKey25519();
    expect(proposition.publicKey).toBe(walletPrivateKey25519('sidechain_seed_0', 0).publicKey);
  });

  it('answers node/info, the switches and CSW as the real node without mainchain, submitter or signer', async () => {
    const info = await client.node.info();
    expect([info.nodeType, info.scType, info.scWithdrawalEpochLength, info.epochForgersStake]).toEqual([
      'simple node',
      'ceasing',
      900,
      60_000_000_000,
    ]);
    expect((await client.submitter.isCertificateSubmitterEnabled()).enabled).toBe(false);
    expect((await client.submitter.isCertificateSignerEnabled()).enabled).toBe(false);
    expect((await client.csw.isCSWEnabled()).cswEnabled).toBe(false);
    const versions = (await client.node.storageVersions()).listOfVersions;
    expect([versions.SidechainWalletCswDataStorage, versions.SidechainStateUtxoMerkleTreeStorage]).toEqual(['', '']);
  });

  it('forges on from the last slot of epoch 1, at the real node timestamps, without mainchain references', async () => {
    const info = await client.block.forgingInfo();
    expect([info.bestBlockEpochNumber, info.bestBlockSlotNumber, info.consensusSlotsInEpoch]).toEqual([1, 720, 720]);
    const id = await forge(client);
    const { block } = await client.block.findById({ blockId: id });
    // the real node's block at epoch 2, slot 1: 12 s after the genesis's slot
    expect([block.timestamp, block.mainchainBlockReferencesData, block.header.forgingStakeInfo.stakeAmount]).toEqual([
      1656017159,
      [],
      60_000_000_000,
    ]);
    const { blockInfo } = await client.block.findBlockInfoById({ blockId: id });
    expect([blockInfo.withdrawalEpochInfo, blockInfo.lastBlockInPreviousConsensusEpoch]).toEqual([
      { epoch: 0, lastEpochIndex: 1 },
      sdkGenesis().record.blockFindById.block.id,
    ]);
    expect((await client.node.info()).lastMcBlockReferenceHash).toBeUndefined();
  });
});
