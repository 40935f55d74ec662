// The sidechain: blocks, heights, consensus epochs and slots on a simulated clock, withdrawal epochs
// counted in mainchain references (one per block), and the fee payments at the end of each withdrawal
// epoch. Blocks are kept as small records (their transactions as `transactionBytes`) and rendered as
// the node's JSON when asked.

import type { MC2SCAggregatedTransaction, SidechainBlock, SidechainBlockInfo } from '@sidechain-api/node-api';
import { type Box, makeBox } from '@sidechain-api/node-api/codec';
import { flatBox } from './flat.js';
import { hashHex, int64Of } from './hashing.js';
import type { Mainchain } from './mainchain.js';
import type { SdkGenesisRecord } from './sdk-genesis.js';
import { boxJson, decodeRecord, type TxRecord, transactionJson } from './transactions.js';

const ZERO32 = '0'.repeat(64);

export interface ChainParams {
  secondsInSlot: number;
  slotsInEpoch: number;
  /** Mainchain blocks per withdrawal epoch. */
  withdrawalEpochLength: number;
  /** Seconds since the Unix epoch of epoch 1, slot 1 (the genesis block). */
  genesisTime: number;
}

export interface EpochAndSlot {
  epoch: number;
  slot: number;
}

/** A forged block, as stored. */
export interface BlockRecord {
  readonly id: string;
  readonly parentId: string;
  readonly height: number;
  readonly epoch: number;
  readonly slot: number;
  readonly timestamp: number;
  readonly blockSignPublicKey: string;
  readonly vrfPublicKey: string;
  readonly stakeAmount: number;
  /** Signature25519 of the block id by the block-signing key. */
  readonly signature: string;
  /** The ids of its transactions, 32 bytes each (one buffer: a block costs a few objects, not dozens). */
  readonly txIds: Buffer;
  /** Its transactions: each as its length (4 bytes, big-endian) and its `transactionBytes`. */
  readonly txBytes: Buffer;
  /** The fees of its transactions. */
  readonly fees: bigint;
  /** ZenBoxes paid to the forgers with this block (the last of a withdrawal epoch). */
  readonly feePayments: readonly Box[];
  /** The forward transfers of the genesis block's mainchain reference. */
  readonly forwardTransfers: readonly Box[];
  readonly lastBlockInPreviousConsensusEpoch: string;
  /** The forging stake's merkle path in the epoch's stake tree ("00": the only leaf); default a hash. */
  readonly forgingStakeMerklePath?: string;
}

/** The forging stake a block is forged with. */
export interface Forger {
  blockSignPublicKey: string;
  vrfPublicKey: string;
  stakeAmount: number;
  /** Signs the block id. */
  sign(message: Uint8Array): string;
}

/** ConsensusEpochAndSlot.toString. */
const show = ({ epoch, slot }: EpochAndSlot) => `Epoch: ${epoch}, Slot ${slot}`;
const compare = (a: EpochAndSlot, b: EpochAndSlot) => (a.epoch === b.epoch ? a.slot - b.slot : a.epoch - b.epoch);

/** What the forger refuses with (the text after "Block was not created: "). */
export class ForgeRefused extends Error {
  override readonly name = 'ForgeRefused';
}

export class Chain {
  readonly blocks: BlockRecord[] = [];
  readonly byId = new Map<string, BlockRecord>();

  constructor(
    readonly params: ChainParams,
    readonly mainchain: Mainchain,
    /** What the real node answers about the SDK's standalone genesis block, when the chain starts from it. */
    readonly recordedGenesis?: Pick<SdkGenesisRecord, 'blockFindById' | 'blockInfo'>,
  ) {}

  /** Whether `b` is the SDK's genesis block, rendered as the real node recorded it. */
  #isRecorded(b: BlockRecord): boolean {
    return this.recordedGenesis !== undefined && b.id === this.recordedGenesis.blockFindById.block.id;
  }

  get height(): number {
    return this.blocks.length;
  }

  best(): BlockRecord {
    const best = this.blocks.at(-1);
    if (!best) throw new Error('the chain has no genesis block');
    return best;
  }

  /** TimeToEpochUtils.getTimeStampForEpochAndSlot. */
  timeOf({ epoch, slot }: EpochAndSlot): number {
    const { secondsInSlot, slotsInEpoch, genesisTime } = this.params;
    return genesisTime + ((epoch - 1) * slotsInEpoch + (slot - 1)) * secondsInSlot;
  }

  /** TimeToEpochUtils.timestampToEpochAndSlot. */
  epochAndSlotOf(timestamp: number): EpochAndSlot {
    const { secondsInSlot, slotsInEpoch, genesisTime } = this.params;
    const slots = Math.floor((timestamp - genesisTime) / secondsInSlot);
    return { epoch: Math.floor(slots / slotsInEpoch) + 1, slot: (slots % slotsInEpoch) + 1 };
  }

  /** The slot after the best block's. */
  nextSlot(): EpochAndSlot {
    const best = this.blocks.at(-1);
    if (!best) return { epoch: 1, slot: 1 };
    return best.slot < this.params.slotsInEpoch
      ? { epoch: best.epoch, slot: best.slot + 1 }
      : { epoch: best.epoch + 1, slot: 1 };
  }

  /**
   * Withdrawal epoch of the block at `height` (WithdrawalEpochUtils.getWithdrawalEpochInfo, the mainchain
   * references counted one by one): the index runs 1…length, the genesis's reference being the first.
   */
  withdrawalEpochAt(height: number): { epoch: number; lastEpochIndex: number } {
    const length = this.params.withdrawalEpochLength;
    const references = this.mainchain.referencesUpTo(height);
    if (references === 0) return { epoch: 0, lastEpochIndex: 0 };
    return { epoch: Math.floor((references - 1) / length), lastEpochIndex: ((references - 1) % length) + 1 };
  }

  /** Whether the block at `height` ends its withdrawal epoch (WithdrawalEpochUtils.isEpochLastIndex). */
  endsWithdrawalEpoch(height: number): boolean {
    return this.withdrawalEpochAt(height).lastEpochIndex === this.params.withdrawalEpochLength;
  }

  /** AbstractForgeMessageBuilder.checkNextEpochAndSlot with the tip as parent: throws the forger's reason. */
  checkSlot(next: EpochAndSlot): void {
    const tip = this.blocks.at(-1);
    if (!tip) return;
    const parent = { epoch: tip.epoch, slot: tip.slot };
    if (next.epoch - parent.epoch > 1) {
      throw new ForgeRefused(
        `Slot had been skipped with reason: Chain tip with epoch ${parent.epoch} is too far in past: next block epoch=${next.epoch}/slot=${next.slot} (it is OK if we are syncing the node)`,
      );
    }
    const order = compare(parent, next);
    if (order > 0) {
      throw new ForgeRefused(
        `Try to forge block with incorrect epochAndSlot ${show(next)} which are equal or less than parent block epochAndSlot: ${show(parent)}`,
      );
    }
    if (order === 0) {
      throw new ForgeRefused(
        `Slot had been skipped with reason: Chain tip with ${show(next)} has been generated already.`,
      );
    }
  }

  /**
   * Appends a block forged at `at` by `forger` holding `transactions` (already applied to the state by
   * the caller) and returns it; its fee payments are for the caller to apply.
   */
  forge(
    at: EpochAndSlot,
    forger: Forger,
    transactions: readonly TxRecord[],
    forwardTransfers: readonly Box[] = [],
    forgingStakeMerklePath?: string,
  ): BlockRecord {
    const height = this.height + 1;
    const parentId = this.blocks.at(-1)?.id ?? ZERO32;
    const timestamp = this.timeOf(at);
    const { epoch, slot } = this.epochAndSlotOf(timestamp);
    const fees = transactions.reduce((sum, t) => sum + t.tx.fee, 0n);
    const withdrawal = this.withdrawalEpochAt(height);
    const feePayments = this.endsWithdrawalEpoch(height)
      ? this.feePaymentsFor(withdrawal.epoch, forger.blockSignPublicKey, fees, parentId)
      : [];
    const txIds = transactions.map((t) => t.id);
    const mcHashes = this.mainchain.referencedBy(height).map((h) => this.mainchain.hashAt(h));
    const id = hashHex(
      'block',
      parentId,
      String(timestamp),
      forger.blockSignPublicKey,
      forger.vrfPublicKey,
      ...mcHashes,
      ...txIds,
      ...feePayments.map((b) => b.id),
    );
    let previousEpochEnd = this.blocks[0]?.id ?? id;
    for (let i = this.blocks.length - 1; i >= 0; i--) {
      const b = this.blocks[i]!;
      if (b.epoch < epoch) {
        previousEpochEnd = b.id;
        break;
      }
    }
    const record: BlockRecord = {
      id,
      parentId,
      height,
      epoch,
      slot,
      timestamp,
      blockSignPublicKey: forger.blockSignPublicKey,
      vrfPublicKey: forger.vrfPublicKey,
      stakeAmount: forger.stakeAmount,
      signature: forger.sign(Buffer.from(id, 'hex')),
      txIds: ownBuffer(txIds.join('')),
      txBytes: lengthPrefixed(transactions.map((t) => t.hex)),
      fees,
      feePayments,
      forwardTransfers,
      lastBlockInPreviousConsensusEpoch: previousEpochEnd,
      ...(forgingStakeMerklePath === undefined ? {} : { forgingStakeMerklePath }),
    };
    this.append(record);
    return record;
  }

  /** Adds a block record (a forged one, or one loaded from a state file). */
  append(record: BlockRecord): void {
    this.blocks.push(record);
    this.byId.set(record.id, record);
    this.mainchain.attach(record.id);
  }

  /** Keeps the first `height` blocks (a revert). */
  truncate(height: number): void {
    while (this.blocks.length > height) {
      const gone = this.blocks.pop();
      if (gone) this.byId.delete(gone.id);
    }
    this.mainchain.truncate(height);
  }

  /**
   * The fees of withdrawal epoch `wEpoch` (its earlier blocks plus the one being forged), each forger's
   * total paid to its block-signing key as a ZenBox.
   */
  feePaymentsFor(wEpoch: number, forgerKey: string, currentFees: bigint, parentId: string): Box[] {
    const perForger = new Map<string, bigint>();
    const add = (key: string, fees: bigint) => {
      if (fees > 0n) perForger.set(key, (perForger.get(key) ?? 0n) + fees);
    };
    for (const b of this.blocks)
      if (this.withdrawalEpochAt(b.height).epoch === wEpoch) add(b.blockSignPublicKey, b.fees);
    add(forgerKey, currentFees);
    return [...perForger].map(([publicKey, value], i) => {
      const nonce = int64Of('fee-payment', parentId, String(i));
      return makeZenBox(publicKey, value, nonce);
    });
  }

  /** The block holding transaction `txId`, when `blockId` names a block that holds it. */
  transactionIn(blockId: string, txId: string): TxRecord | undefined {
    const block = this.byId.get(blockId);
    const i = block ? transactionIds(block).indexOf(txId) : -1;
    return block && i >= 0 ? decodeRecord(transactionHexes(block)[i]!) : undefined;
  }

  /** The node's JSON of a block. */
  blockJson(b: BlockRecord): SidechainBlock {
    if (this.recordedGenesis && this.#isRecorded(b)) return this.recordedGenesis.blockFindById.block;
    const mcHeights = this.mainchain.referencedBy(b.height);
    const mcHeaders = mcHeights.map((h) => this.mainchain.header(h));
    const proof = hashHex('vrf-proof', b.id);
    return {
      header: {
        version: 1,
        parentId: b.parentId,
        timestamp: b.timestamp,
        forgingStakeInfo: {
          blockSignPublicKey: { publicKey: b.blockSignPublicKey },
          vrfPublicKey: { publicKey: b.vrfPublicKey },
          stakeAmount: b.stakeAmount,
        },
        forgingStakeMerklePath: b.forgingStakeMerklePath ?? hashHex('stake-path', b.blockSignPublicKey, b.vrfPublicKey),
        vrfProof: {
          vrfProof: (
            proof +
            hashHex('vrf-proof-2', proof) +
            hashHex('vrf-proof-3', proof) +
            hashHex('vrf-proof-4', proof)
          ).slice(0, 194),
        },
        sidechainTransactionsMerkleRootHash: b.txIds.length ? hashHex('tx-root', ...transactionIds(b)) : ZERO32,
        mainchainMerkleRootHash: mcHeaders.length ? hashHex('mc-root', ...mcHeaders.map((h) => h.hash)) : ZERO32,
        ommersMerkleRootHash: ZERO32,
        ommersCumulativeScore: 0,
        feePaymentsHash: b.feePayments.length ? hashHex('fee-payments', ...b.feePayments.map((p) => p.id)) : ZERO32,
        signature: { signature: b.signature },
        id: b.id,
      },
      sidechainTransactions: transactionHexes(b).map((hex) => transactionJson(decodeRecord(hex))),
      mainchainBlockReferencesData: mcHeights.map((h) => this.mainchain.referenceData(h, this.aggregated(b))),
      mainchainHeaders: mcHeaders,
      ommers: [],
      timestamp: b.timestamp,
      parentId: b.parentId,
      id: b.id,
      size: this.blockBytes(b).length,
    };
  }

  /** The genesis block's forward transfers as the node renders them (an MC2SCAggregatedTransaction). */
  aggregated(b: BlockRecord): MC2SCAggregatedTransaction | undefined {
    if (b.forwardTransfers.length === 0) return undefined;
    const root = hashHex('mc2sc-root', ...b.forwardTransfers.map((t) => t.id));
    return {
      id: hashHex('mc2sc-transaction', root),
      modifierTypeId: 2,
      unlockers: [],
      newBoxes: b.forwardTransfers.map((box) => boxJson(box) as MC2SCAggregatedTransaction['newBoxes'][number]),
      fee: 0,
      version: 1,
      size: 1 + 32 + b.forwardTransfers.length * 120,
      typeName: 'MC2SCAggregatedTransaction',
      isCustom: false,
      mc2scTransactionsMerkleRootHash: root,
    };
  }

  /**
   * The sandbox's `blockHex` (not the SDK's SidechainBlock serialization, which needs VRF proofs and
   * mainchain references the sandbox does not make): block version (1 byte), parent id (32), timestamp
   * (8, big-endian), block id (32), number of transactions (4, big-endian), then each transaction as its
   * length (4, big-endian) and its `transactionBytes`.
   */
  blockBytes(b: BlockRecord): Buffer {
    if (this.recordedGenesis && this.#isRecorded(b))
      return Buffer.from(this.recordedGenesis.blockFindById.blockHex, 'hex');
    const head = Buffer.alloc(1 + 32 + 8 + 32 + 4);
    head[0] = 1;
    Buffer.from(b.parentId, 'hex').copy(head, 1);
    head.writeBigInt64BE(BigInt(b.timestamp), 33);
    Buffer.from(b.id, 'hex').copy(head, 41);
    head.writeUInt32BE(b.txIds.length / 32, 73);
    return Buffer.concat([head, b.txBytes]);
  }

  /** The node's SidechainBlockInfo of a block. */
  blockInfo(b: BlockRecord): SidechainBlockInfo {
    if (this.recordedGenesis && this.#isRecorded(b))
      return this.recordedGenesis.blockInfo as unknown as SidechainBlockInfo;
    const mcHeights = this.mainchain.referencedBy(b.height);
    return {
      height: b.height,
      score: b.height,
      parentId: b.parentId,
      timestamp: b.timestamp,
      semanticValidity: 'Valid',
      mainchainHeaderBaseInfo: mcHeights.map((h) => ({
        hash: this.mainchain.hashAt(h),
        cumulativeCommTreeHash: this.mainchain.cumulativeCommTreeHash(h),
      })),
      mainchainReferenceDataHeaderHashes: mcHeights.map((h) => this.mainchain.hashAt(h)),
      withdrawalEpochInfo: this.withdrawalEpochAt(b.height),
      vrfOutputOpt: { bytes: hashHex('vrf-output', b.id) },
      lastBlockInPreviousConsensusEpoch: b.lastBlockInPreviousConsensusEpoch,
    };
  }
}

/** A ZenBox with the given nonce (fee payments and forward transfers). */
export function makeZenBox(publicKey: string, value: bigint, nonce: bigint): Box {
  return flatBox(makeBox({ type: 'ZenBox', publicKey, value }, nonce));
}

/** The ids of a block's transactions, in block order. */
export function transactionIds(b: BlockRecord): string[] {
  const ids: string[] = [];
  for (let at = 0; at < b.txIds.length; at += 32) ids.push(b.txIds.toString('hex', at, at + 32));
  return ids;
}

/** The `transactionBytes` of a block's transactions, in block order. */
export function transactionHexes(b: BlockRecord): string[] {
  const out: string[] = [];
  for (let at = 0; at + 4 <= b.txBytes.length; ) {
    const length = b.txBytes.readUInt32BE(at);
    out.push(b.txBytes.toString('hex', at + 4, at + 4 + length));
    at += 4 + length;
  }
  return out;
}

/**
 * Bytes the state keeps, in a buffer of their own: a small Buffer.from() is a slice of Node's shared 8 KB
 * pool, and keeping it would keep the whole slab (8 KB per block instead of a few hundred bytes).
 */
export function ownBuffer(hex: string): Buffer {
  const out = Buffer.allocUnsafeSlow(hex.length / 2);
  out.write(hex, 'hex');
  return out;
}

/** Each hex as its length (4 bytes, big-endian) and its bytes, in one buffer of its own. */
export function lengthPrefixed(hexes: readonly string[]): Buffer {
  const out = Buffer.allocUnsafeSlow(hexes.reduce((n, h) => n + 4 + h.length / 2, 0));
  let at = 0;
  for (const hex of hexes) {
    out.writeUInt32BE(hex.length / 2, at);
    at += 4 + out.write(hex, at + 4, 'hex');
  }
  return out;
}
