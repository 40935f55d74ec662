// A simulated mainchain: one mainchain block per sidechain block, from the sidechain's creation block on.
// Each is referenced (header and reference data) by the sidechain block of the same index, so the
// mainchain/* answers and the blocks agree. Headers are computed from the seed and the height when asked;
// only the referencing sidechain block ids are stored.
import type {
  MainchainBlockReferenceData,
  MainchainBlockReferenceInfo,
  MainchainHeader,
  MainchainHeaderInfo,
} from '@sidechain-api/node-api';
import { hashHex } from './hashing.js';

/** The mainchain height of the sidechain's creation block. */
export const CREATION_HEIGHT = 220;

export class Mainchain {
  /** Index i: the id of the sidechain block that references mainchain height CREATION_HEIGHT + i. */
  readonly scBlockIds: string[] = [];
  readonly #heightByHash = new Map<string, number>();

  constructor(
    readonly seed: string,
    readonly genesisTime: number,
  ) {}

  hashAt(height: number): string {
    return hashHex('mc-block', this.seed, String(height));
  }

  /** The height the next sidechain block references, recorded with that block's id. */
  attach(scBlockId: string): number {
    const height = CREATION_HEIGHT + this.scBlockIds.length;
    this.scBlockIds.push(scBlockId);
    this.#heightByHash.set(this.hashAt(height), height);
    return height;
  }

  /** Drops the references of sidechain blocks above `count` (a revert). */
  truncate(count: number): void {
    while (this.scBlockIds.length > count) {
      this.scBlockIds.pop();
      this.#heightByHash.delete(this.hashAt(CREATION_HEIGHT + this.scBlockIds.length));
    }
  }

  /** The referenced height of a block hash, if any. */
  heightOf(hash: string): number | undefined {
    return this.#heightByHash.get(hash);
  }

  /** Whether a sidechain block references `height`. */
  has(height: number): boolean {
    return height >= CREATION_HEIGHT && height < CREATION_HEIGHT + this.scBlockIds.length;
  }

  get bestHeight(): number | undefined {
    return this.scBlockIds.length === 0 ? undefined : CREATION_HEIGHT + this.scBlockIds.length - 1;
  }

  header(height: number): MainchainHeader {
    const hash = this.hashAt(height);
    return {
      version: 3,
      hashPrevBlock: this.hashAt(height - 1),
      hashMerkleRoot: hashHex('mc-merkle', hash),
      hashScTxsCommitment: hashHex('mc-sc-commitment', hash),
      time: this.genesisTime - 60 + (height - CREATION_HEIGHT) * 150,
      bits: 537857807,
      nonce: hashHex('mc-nonce', hash),
      solution: hashHex('mc-solution', hash) + hashHex('mc-solution-2', hash).slice(0, 8),
      hash,
    };
  }

  referenceData(
    height: number,
    aggregated?: MainchainBlockReferenceData['sidechainRelatedAggregatedTransaction'],
  ): MainchainBlockReferenceData {
    return {
      headerHash: this.hashAt(height),
      ...(aggregated ? { sidechainRelatedAggregatedTransaction: aggregated } : {}),
      lowerCertificateLeaves: [],
    };
  }

  cumulativeCommTreeHash(height: number): string {
    return hashHex('mc-cum-comm', this.seed, String(height));
  }

  scBlockIdAt(height: number): string {
    return this.scBlockIds[height - CREATION_HEIGHT] ?? '';
  }

  /** The node's MainchainBlockReferenceInfo. */
  referenceInfo(height: number): MainchainBlockReferenceInfo {
    const scBlockId = this.scBlockIdAt(height);
    return {
      hash: this.hashAt(height),
      parentHash: this.hashAt(height - 1),
      height,
      mainchainHeaderSidechainBlockId: scBlockId,
      mainchainReferenceDataSidechainBlockId: scBlockId,
    };
  }

  /** The node's MainchainHeaderInfo. */
  headerInfo(height: number): MainchainHeaderInfo {
    return {
      hash: this.hashAt(height),
      parentHash: this.hashAt(height - 1),
      height,
      sidechainBlockId: this.scBlockIdAt(height),
      cumulativeCommTreeHash: this.cumulativeCommTreeHash(height),
    };
  }
}
