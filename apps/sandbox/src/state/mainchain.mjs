// A simulated mainchain: one mainchain block per sidechain block, starting at the sidechain's
// creation block. Each is referenced (header and reference data) by the sidechain block that
// follows it, so the mainchain/* answers and the blocks' mainchain data agree.
import { hashHex } from './random.mjs';

export class Mainchain {
  /** @param {string} seed @param {number} creationHeight @param {number} genesisTime */
  constructor(seed, creationHeight, genesisTime) {
    this.seed = seed;
    this.creationHeight = creationHeight;
    this.genesisTime = genesisTime;
    /** @type {Array<{ header: any, height: number, parentHash: string, cumulativeCommTreeHash: string, scBlockId: string, data: any }>} */
    this.blocks = [];
    /** @type {Map<string, number>} mainchain block hash → index in `blocks` */
    this.byHash = new Map();
  }

  /** @param {number} height */
  hashAt(height) {
    return hashHex('mc-block', this.seed, String(height));
  }

  /**
   * Mines the next mainchain block and returns its header and reference data. `aggregated` is the
   * forward-transfer transaction for this sidechain, if any. The sidechain block that references it
   * is attached once its id is known (`attach`).
   * @param {any} [aggregated]
   */
  next(aggregated) {
    const height = this.creationHeight + this.blocks.length;
    const hash = this.hashAt(height);
    const parentHash = this.hashAt(height - 1);
    const header = {
      version: 3,
      hashPrevBlock: parentHash,
      hashMerkleRoot: hashHex('mc-merkle', hash),
      hashScTxsCommitment: hashHex('mc-sc-commitment', hash),
      time: this.genesisTime - 60 + this.blocks.length * 150,
      bits: 537857807,
      nonce: hashHex('mc-nonce', hash),
      solution: hashHex('mc-solution', hash) + hashHex('mc-solution-2', hash).slice(0, 8),
      hash,
    };
    /** @type {Record<string, unknown>} */
    const data = { headerHash: hash };
    if (aggregated) data.sidechainRelatedAggregatedTransaction = aggregated;
    data.lowerCertificateLeaves = [];
    const previous = this.blocks.at(-1);
    const cumulativeCommTreeHash = hashHex('mc-cum-comm', previous?.cumulativeCommTreeHash ?? '', hash);
    this.blocks.push({ header, height, parentHash, cumulativeCommTreeHash, scBlockId: '', data });
    this.byHash.set(hash, this.blocks.length - 1);
    return { header, data, cumulativeCommTreeHash };
  }

  /** Records the sidechain block that references the last mainchain block. @param {string} scBlockId */
  attach(scBlockId) {
    const last = this.blocks.at(-1);
    if (last) last.scBlockId = scBlockId;
  }

  /** Drops the last block (a sidechain block that could not be completed). */
  undo() {
    const last = this.blocks.pop();
    if (last) this.byHash.delete(last.header.hash);
  }

  /** @param {string} hash */
  find(hash) {
    const i = this.byHash.get(hash);
    return i === undefined ? undefined : this.blocks[i];
  }

  /** @param {number} height */
  atHeight(height) {
    return this.blocks[height - this.creationHeight];
  }

  /** The node's MainchainBlockReferenceInfo of a block. @param {{ header: any, height: number, parentHash: string, scBlockId: string }} b */
  referenceInfo(b) {
    return {
      hash: b.header.hash,
      parentHash: b.parentHash,
      height: b.height,
      mainchainHeaderSidechainBlockId: b.scBlockId,
      mainchainReferenceDataSidechainBlockId: b.scBlockId,
    };
  }

  /** The node's MainchainHeaderInfo of a block. @param {{ header: any, height: number, parentHash: string, scBlockId: string, cumulativeCommTreeHash: string }} b */
  headerInfo(b) {
    return {
      hash: b.header.hash,
      parentHash: b.parentHash,
      height: b.height,
      sidechainBlockId: b.scBlockId,
      cumulativeCommTreeHash: b.cumulativeCommTreeHash,
    };
  }
}
