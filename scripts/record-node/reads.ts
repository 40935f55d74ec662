// The read-only operations at the genesis: blocks, mainchain references, node, submitter, CSW and backup.
// What a standalone node cannot show (a certificate, a ceased sidechain, key rotation) it answers with the
// business error the route has for it; that answer is recorded.

import { MAINCHAIN_ADDRESS, UNKNOWN_ID } from './chain.js';
import type { RecordingSession } from './session.js';

/** forgingInfo's wall-clock slot and node/info's log lines change with every run. */
const WALL_CLOCK = ['/result/currentEpochNumber', '/result/currentSlotNumber'] as const;

export interface GenesisFacts {
  genesisId: string;
  mainchainHash: string;
  mainchainParentHash: string;
}

export async function recordGenesisReads(s: RecordingSession): Promise<GenesisFacts> {
  const best = await s.result<{ block: { id: string } }>('genesis', {
    path: '/block/best',
    title: 'The best block of a fresh node: the genesis block, height 1.',
  });
  const genesisId = best.block.id;
  await s.send('genesis', { path: '/block/currentHeight', title: 'The height of a fresh node: 1.' });
  await s.send('genesis', {
    path: '/block/findIdByHeight',
    title: 'The id of the block at height 1: the genesis block.',
    body: { height: 1 },
  });
  await s.send('above-best', {
    path: '/block/findIdByHeight',
    title: 'A height above the best block: business error 0102.',
    body: { height: 100 },
  });
  await s.send('genesis', {
    path: '/block/findById',
    title: 'The genesis block by its id: its bytes and its JSON.',
    body: { blockId: genesisId },
  });
  await s.send('unknown-id', {
    path: '/block/findById',
    title: 'A block id the node does not know: business error 0101.',
    body: { blockId: UNKNOWN_ID },
  });
  await s.send('genesis', {
    path: '/block/findBlockInfoById',
    title: 'The genesis block as the history stores it: height, score, parent.',
    body: { blockId: genesisId },
  });
  await s.send('unknown-id', {
    path: '/block/findBlockInfoById',
    title: 'A block id the node does not know: business error 0101.',
    body: { blockId: UNKNOWN_ID },
  });
  await s.send('genesis', {
    path: '/block/findLastIds',
    title: 'The last 3 block ids when only the genesis block exists: one id.',
    body: { number: 3 },
  });
  await s.send('genesis', {
    path: '/block/getFeePayments',
    title: 'Fee payments of the genesis block: none (payments come at the end of a withdrawal epoch).',
    body: { blockId: genesisId },
  });
  await s.send('genesis', {
    path: '/block/forgingInfo',
    title: 'Consensus parameters, the best block slot, the wall-clock slot and the forging switch.',
    varies: [...WALL_CLOCK],
  });

  const mainchain = await s.result<{ blockReferenceInfo: { hash: string; parentHash: string } }>('genesis', {
    path: '/mainchain/bestBlockReferenceInfo',
    title: 'The best mainchain block reference: the one in the genesis block (no mainchain is connected).',
  });
  const mainchainHash = mainchain.blockReferenceInfo.hash;
  const mainchainParentHash = mainchain.blockReferenceInfo.parentHash;
  await s.send('genesis', {
    path: '/mainchain/genesisBlockReferenceInfo',
    title: 'The mainchain block reference of the genesis block.',
  });
  await s.send('by-hash', {
    path: '/mainchain/blockReferenceInfoBy',
    title: 'A mainchain block reference by hash.',
    body: { hash: mainchainHash },
  });
  await s.send('by-height-json', {
    path: '/mainchain/blockReferenceInfoBy',
    title: 'A mainchain block reference by height, as JSON (format true).',
    body: { height: 450, format: true },
  });
  await s.send('unknown-height', {
    path: '/mainchain/blockReferenceInfoBy',
    title: 'A mainchain height the sidechain does not reference: business error 0502.',
    body: { height: 1 },
  });
  await s.send('neither', {
    path: '/mainchain/blockReferenceInfoBy',
    title: 'Neither hash nor height: business error 0503.',
    body: {},
  });
  await s.send('genesis', {
    path: '/mainchain/blockReferenceByHash',
    title: 'The mainchain block reference the genesis block carries, as bytes.',
    body: { hash: mainchainHash },
  });
  await s.send('genesis-json', {
    path: '/mainchain/blockReferenceByHash',
    title: 'The mainchain block reference the genesis block carries, as JSON (format true).',
    body: { hash: mainchainHash, format: true },
  });
  await s.send('unknown-hash', {
    path: '/mainchain/blockReferenceByHash',
    title: 'A mainchain block hash the sidechain does not reference: business error 0501.',
    body: { hash: mainchainParentHash },
  });
  await s.send('genesis', {
    path: '/mainchain/mainchainHeaderInfoByHash',
    title: 'The mainchain header the genesis block carries.',
    body: { hash: mainchainHash },
  });
  await s.send('unknown-hash', {
    path: '/mainchain/mainchainHeaderInfoByHash',
    title: 'A mainchain header hash the sidechain does not hold: business error 0504.',
    body: { hash: mainchainParentHash },
  });

  await s.send('genesis', {
    path: '/node/info',
    title: 'The node, its sidechain, its mempool and its recent errors.',
    varies: ['/result/errors'],
  });
  await s.send('genesis', { path: '/node/sidechainId', title: 'The sidechain id of the standalone genesis.' });
  await s.send('genesis', {
    path: '/node/storageVersions',
    title: 'The version of each storage at the genesis (three get a random one at the first start).',
    varies: [
      '/result/listOfVersions/SidechainSecretStorage',
      '/result/listOfVersions/SidechainHistoryStorage',
      '/result/listOfVersions/ConsensusDataStorage',
    ],
  });
  await s.send('none', { path: '/node/allPeers', title: 'Known peers of a node without peers: none.' });
  await s.send('none', { path: '/node/connectedPeers', title: 'Connected peers: none.' });
  await s.send('none', { path: '/node/blacklistedPeers', title: 'Blacklisted peers: none.' });

  await s.send('standalone', {
    path: '/submitter/isCertGenerationActive',
    title: 'No certificate is being generated (no mainchain, no withdrawal epoch ends).',
  });
  await s.send('off', {
    path: '/submitter/isCertificateSubmitterEnabled',
    title: 'The certificate submitter is off in the standalone settings.',
  });
  await s.send('off', {
    path: '/submitter/isCertificateSignerEnabled',
    title: 'The certificate signer is off in the standalone settings.',
  });
  await s.send('no-keys', {
    path: '/submitter/getCertifiersKeys',
    title: 'Certifiers keys of withdrawal epoch 0: business error 0604 (no certificate keys are stored for it).',
    body: { withdrawalEpoch: 0 },
  });
  await s.send('genesis-keys', {
    path: '/submitter/getCertifiersKeys',
    title: 'Certifiers keys of withdrawal epoch -1: the signer keys of the genesis configuration.',
    body: { withdrawalEpoch: -1 },
  });
  const signerKey = `${'0'.repeat(64)}80`; // a Schnorr key's length; the circuit refuses before it reads it
  await s.send('no-key-rotation', {
    path: '/submitter/getKeyRotationMessageToSignForSigningKey',
    title: 'The circuit of this sidechain has no key rotation: business error 0605.',
    body: { schnorrPublicKey: signerKey, withdrawalEpoch: 0 },
  });
  await s.send('no-key-rotation', {
    path: '/submitter/getKeyRotationMessageToSignForMasterKey',
    title: 'The circuit of this sidechain has no key rotation: business error 0605.',
    body: { schnorrPublicKey: signerKey, withdrawalEpoch: 0 },
  });
  await s.send('no-key-rotation', {
    path: '/submitter/getKeyRotationProof',
    title: 'The circuit of this sidechain has no key rotation: business error 0605.',
    body: { withdrawalEpoch: 0, indexOfKey: 0, keyType: 0 },
  });

  await s.send('not-ceased', { path: '/csw/hasCeased', title: 'The sidechain has not ceased.' });
  await s.send('disabled', { path: '/csw/isCSWEnabled', title: 'CSW is off in the standalone genesis.' });
  await s.send('disabled', {
    path: '/csw/cswBoxIds',
    title: 'CSW is disabled: business error 0707.',
  });
  await s.send('disabled', {
    path: '/csw/cswInfo',
    title: 'CSW is disabled: business error 0707.',
    body: { boxId: UNKNOWN_ID },
  });
  await s.send('disabled', {
    path: '/csw/nullifier',
    title: 'CSW is disabled: business error 0707.',
    body: { boxId: UNKNOWN_ID },
  });
  await s.send('disabled', {
    path: '/csw/generateCswProof',
    title: 'CSW is disabled: business error 0707.',
    body: { boxId: UNKNOWN_ID, receiverAddress: MAINCHAIN_ADDRESS },
  });

  await s.send('no-backup', {
    path: '/backup/getSidechainBlockIdForBackup',
    title: 'Without a mainchain reference to roll back to: business error 0801.',
  });
  await s.send('none', {
    path: '/backup/getRestoredBoxes',
    title: 'Boxes restored from a backup: none on a node that was not restored.',
    body: { numberOfElements: 5 },
  });
  await s.send('genesis', {
    path: '/transaction/allTransactions',
    title: 'The memory pool of a fresh node: empty.',
  });
  await s.send('unknown-id', {
    path: '/transaction/findById',
    title: 'A transaction id that is not in the memory pool: business error 0201.',
    body: { transactionId: UNKNOWN_ID },
  });
  return { genesisId, mainchainHash, mainchainParentHash };
}
