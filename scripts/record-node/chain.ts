// What the recorder knows of the standalone genesis (apps/real-node/data/standalone-genesis.json, the SDK QA
// suite's), the keys it makes offline, and how it forges: one place for the values the scenario steps share.

import {
  importSecret25519,
  mainchainAddressFromPublicKeyHash,
  type PrivateKey25519,
  privateKey25519FromSeed,
} from '@sidechain-api/node-api/codec';
import { readStandaloneGenesis } from '@sidechain-api/real-node';
import { type RecordingSession, resultOf } from './session.js';

const genesis = readStandaloneGenesis();
const utf8 = (text: string) => new TextEncoder().encode(text);

/** The genesis forger's and wallet's Ed25519 key (its secret is a genesis secret: the node's wallet holds it). */
export const GENESIS_KEY: PrivateKey25519 = importSecret25519(
  genesis.wallet.genesisSecrets.find((s) => s.startsWith('00')) as string,
);
/** The genesis forger's VRF public key: the last 33 bytes of the VRF genesis secret (type 03). */
export const GENESIS_VRF_KEY = (genesis.wallet.genesisSecrets.find((s) => s.startsWith('03')) as string).slice(-66);
/** A key the recorder signs with offline: the node never holds its secret. */
export const OFFLINE_KEY = privateKey25519FromSeed(utf8('sidechain-api recordings: offline key'));
/** A key the recorder imports with wallet/importSecret. */
export const IMPORTED_KEY = privateKey25519FromSeed(utf8('sidechain-api recordings: imported key'));
/** A key the recorder imports with wallet/importSecrets, from a file. */
export const FILE_KEY = privateKey25519FromSeed(utf8('sidechain-api recordings: file key'));
/** A regtest mainchain address (the testnet prefix) that withdrawals pay to. */
export const MAINCHAIN_ADDRESS = mainchainAddressFromPublicKeyHash(
  '00112233445566778899aabbccddeeff00112233',
  'testnet',
);
/** A block id no chain has. */
export const UNKNOWN_ID = 'ab'.repeat(32);

export interface ForgingInfo {
  consensusSlotsInEpoch: number;
  bestBlockEpochNumber: number;
  bestBlockSlotNumber: number;
}

/**
 * Forges the next block: block/generate for each slot after the best block until the node's stake wins one
 * (business error 0105 otherwise). Only the winning call is recorded, as `generate/<name>` (none without a name:
 * the recordings must name every forged block, whose id varies from run to run); `transactionsBytes`
 * are forced into the block.
 */
export async function forge(
  s: RecordingSession,
  name: string | undefined,
  title = '',
  transactionsBytes?: string[],
): Promise<{ blockId: string; epochNumber: number; slotNumber: number }> {
  const info = resultOf<ForgingInfo>(
    await s.send('-', { path: '/block/forgingInfo', title: '', auth: 'none', record: false }),
  );
  let epochNumber = info.bestBlockEpochNumber;
  let slotNumber = info.bestBlockSlotNumber;
  for (let tried = 0; tried < 2 * info.consensusSlotsInEpoch; tried++) {
    if (slotNumber >= info.consensusSlotsInEpoch) {
      epochNumber++;
      slotNumber = 1;
    } else slotNumber++;
    const body = { epochNumber, slotNumber, ...(transactionsBytes && { transactionsBytes }) };
    const probe = await s.send(name ?? '-', { path: '/block/generate', title, body, auth: 'none', record: false });
    const error = (probe.json as { error?: { code?: string } } | undefined)?.error;
    if (error?.code === '0105') continue;
    if (name !== undefined) s.keep(probe.recording);
    return { blockId: resultOf<{ blockId: string }>(probe).blockId, epochNumber, slotNumber };
  }
  throw new Error('no slot of two epochs was won by the node');
}
