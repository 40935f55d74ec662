// The sidechain: blocks, heights, consensus epochs and slots on a simulated clock, withdrawal
// epochs counted in mainchain references, and the fee payments made at the end of each withdrawal
// epoch. Forging takes the memory pool into a new block signed by a forging stake of the wallet.
import { hashHex } from './random.mjs';
import { sign25519 } from './keys.mjs';
import { makeBox } from './transactions.mjs';

const ZERO32 = '0'.repeat(64);

/**
 * @typedef {object} ChainParams
 * @property {number} secondsInSlot
 * @property {number} slotsInEpoch
 * @property {number} withdrawalEpochLength mainchain blocks per withdrawal epoch
 * @property {number} genesisTime seconds since the Unix epoch of the genesis block (epoch 1, slot 1)
 */

/**
 * @typedef {object} StoredBlock
 * @property {any} block the node's JSON of the block
 * @property {number} height
 * @property {any} info the node's SidechainBlockInfo
 * @property {any[]} feePayments ZenBoxes paid to forgers after this block
 * @property {number} epoch consensus epoch
 * @property {number} slot
 */

export class Chain {
  /** @param {ChainParams} params @param {import('./mainchain.mjs').Mainchain} mainchain */
  constructor(params, mainchain) {
    this.params = params;
    this.mainchain = mainchain;
    /** @type {StoredBlock[]} index = height − 1 */
    this.blocks = [];
    /** @type {Map<string, StoredBlock>} */
    this.byId = new Map();
  }

  get height() {
    return this.blocks.length;
  }

  best() {
    return /** @type {StoredBlock} */ (this.blocks.at(-1));
  }

  /** Seconds since the Unix epoch at the start of `slot` of consensus epoch `epoch` (both from 1). */
  timeOf(/** @type {number} */ epoch, /** @type {number} */ slot) {
    const { secondsInSlot, slotsInEpoch, genesisTime } = this.params;
    return genesisTime + ((epoch - 1) * slotsInEpoch + (slot - 1)) * secondsInSlot;
  }

  /** The slot after the best block's. */
  nextSlot() {
    const best = this.best();
    if (!best) return { epoch: 1, slot: 1 };
    return best.slot < this.params.slotsInEpoch ? { epoch: best.epoch, slot: best.slot + 1 } : { epoch: best.epoch + 1, slot: 1 };
  }

  /** Withdrawal epoch of the block at `height` (each block carries one mainchain reference). */
  withdrawalEpochAt(/** @type {number} */ height) {
    const L = this.params.withdrawalEpochLength;
    return { epoch: Math.floor((height - 1) / L), lastEpochIndex: (height - 1) % L };
  }

  /** Throws (the forger's reason) when a block cannot be forged at (epoch, slot). */
  checkSlot(/** @type {number} */ epoch, /** @type {number} */ slot) {
    if (!Number.isInteger(epoch) || !Number.isInteger(slot) || epoch < 1 || slot < 1 || slot > this.params.slotsInEpoch) {
      throw new Error(`Invalid consensus epoch and slot: epoch ${epoch}, slot ${slot} (slots are 1…${this.params.slotsInEpoch})`);
    }
    const best = this.best();
    if (!best) return;
    // the forger's checks and messages (sdk/src/main/scala/io/horizen/forge/AbstractForgeMessageBuilder.scala)
    if (epoch < best.epoch || (epoch === best.epoch && slot <= best.slot)) {
      throw new Error(
        `Try to forge block with incorrect epochAndSlot ConsensusEpochAndSlot(${epoch},${slot}) which are equal or less than parent block epochAndSlot: ConsensusEpochAndSlot(${best.epoch},${best.slot})`,
      );
    }
    if (epoch > best.epoch + 1) {
      throw new Error(`Forging is not possible, because of whole consensus epoch is missed: current epoch = ${epoch}, parent epoch = ${best.epoch}`);
    }
  }

  /**
   * Forges a block at (epoch, slot) with `entries` (already applied to the UTXO set by the caller),
   * signed with the stake `stake` ({ box, blockSign, vrf }). `aggregated` is the genesis forward
   * transfers. Returns the stored block; fee payments are returned in it for the caller to apply.
   * @param {{ epoch: number, slot: number, stake: { box: any, blockSign: any, vrf: any }, entries: Array<{ tx: any }>, aggregated?: any }} args
   */
  forge({ epoch, slot, stake, entries, aggregated }) {
    this.checkSlot(epoch, slot);
    const parent = this.best();
    const height = this.height + 1;
    const parentId = parent ? parent.block.id : ZERO32;
    const timestamp = this.timeOf(epoch, slot);
    const transactions = entries.map((e) => e.tx);
    const mc = this.mainchain.next(aggregated);
    const withdrawal = this.withdrawalEpochAt(height);

    const feePayments = withdrawal.lastEpochIndex === this.params.withdrawalEpochLength - 1 ? this.feePaymentsFor(withdrawal.epoch, transactions, stake, parentId) : [];

    const vrfProof = hashHex('vrf-proof', stake.vrf.privateKey, String(epoch), String(slot));
    const unsigned = {
      version: 1,
      parentId,
      timestamp,
      forgingStakeInfo: {
        blockSignPublicKey: { publicKey: stake.blockSign.publicKey },
        vrfPublicKey: { publicKey: stake.vrf.publicKey },
        stakeAmount: stake.box.value,
      },
      forgingStakeMerklePath: hashHex('stake-path', stake.box.id),
      vrfProof: { vrfProof: (vrfProof + hashHex('vrf-proof-2', vrfProof) + hashHex('vrf-proof-3', vrfProof) + hashHex('vrf-proof-4', vrfProof)).slice(0, 194) },
      sidechainTransactionsMerkleRootHash: transactions.length ? hashHex('tx-root', ...transactions.map((t) => t.id)) : ZERO32,
      mainchainMerkleRootHash: hashHex('mc-root', mc.header.hash),
      ommersMerkleRootHash: ZERO32,
      ommersCumulativeScore: 0,
      feePaymentsHash: feePayments.length ? hashHex('fee-payments', ...feePayments.map((b) => b.id)) : ZERO32,
    };
    const id = hashHex('block', JSON.stringify(unsigned));
    const header = { ...unsigned, signature: { signature: sign25519(stake.blockSign, Buffer.from(id, 'hex')) }, id };
    const block = {
      header,
      sidechainTransactions: transactions,
      mainchainBlockReferencesData: [mc.data],
      mainchainHeaders: [mc.header],
      ommers: [],
      timestamp,
      parentId,
      id,
      size: 0,
    };
    block.size = Buffer.byteLength(JSON.stringify(block));
    this.mainchain.attach(id);

    const previousEpochEnd = this.lastBlockBefore(epoch);
    const info = {
      height,
      score: height,
      parentId,
      timestamp,
      semanticValidity: 'Valid',
      mainchainHeaderBaseInfo: [{ hash: mc.header.hash, cumulativeCommTreeHash: mc.cumulativeCommTreeHash }],
      mainchainReferenceDataHeaderHashes: [mc.header.hash],
      withdrawalEpochInfo: withdrawal,
      vrfOutputOpt: { bytes: hashHex('vrf-output', vrfProof) },
      lastBlockInPreviousConsensusEpoch: previousEpochEnd ?? id,
    };
    /** @type {StoredBlock} */
    const stored = { block, height, info, feePayments, epoch, slot };
    this.blocks.push(stored);
    this.byId.set(id, stored);
    return stored;
  }

  /** Id of the last block of a consensus epoch before `epoch` (the genesis when there is none). */
  lastBlockBefore(/** @type {number} */ epoch) {
    for (let i = this.blocks.length - 1; i >= 0; i--) if (this.blocks[i].epoch < epoch) return this.blocks[i].block.id;
    return this.blocks[0]?.block.id;
  }

  /**
   * The fees of withdrawal epoch `wEpoch` (its earlier blocks plus `current`), each paid to the
   * block-signing key of the forger whose block collected it.
   * @param {number} wEpoch @param {any[]} current @param {{ blockSign: any }} stake @param {string} parentId
   */
  feePaymentsFor(wEpoch, current, stake, parentId) {
    /** @type {Map<string, number>} */
    const perForger = new Map();
    const addFees = (/** @type {string} */ key, /** @type {any[]} */ txs) => {
      const fees = txs.reduce((sum, t) => sum + t.fee, 0);
      if (fees > 0) perForger.set(key, (perForger.get(key) ?? 0) + fees);
    };
    for (const b of this.blocks) {
      if (b.info.withdrawalEpochInfo.epoch === wEpoch) addFees(b.block.header.forgingStakeInfo.blockSignPublicKey.publicKey, b.block.sidechainTransactions);
    }
    addFees(stake.blockSign.publicKey, current);
    const message = hashHex('fee-payments-tx', parentId, String(wEpoch));
    return [...perForger].map(([publicKey, value], i) => makeBox({ type: 'ZenBox', publicKey, value }, message, i));
  }

  /** The block holding transaction `txId`, searched from the best block down (sandbox index). @param {string} blockId @param {string} txId */
  transactionIn(blockId, txId) {
    const stored = this.byId.get(blockId);
    return stored?.block.sidechainTransactions.find((/** @type {any} */ t) => t.id === txId);
  }
}
