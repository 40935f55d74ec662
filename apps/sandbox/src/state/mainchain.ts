// A simulated mainchain: one mainchain block per sidechain block, from the sidechain's creation block on.
// Each is referenced (header and reference data) by the sidechain block of the same index, so the
// mainchain/* answers and the blocks agree. Headers are computed from the seed and the height when asked;
// only the referencing sidechain block ids are stored.
// From the SDK's standalone genesis (`recorded`), the mainchain is the one block the genesis references, as
// the real node recorded it: no later sidechain block references one (a node without a mainchain).
import { stringifyJackson } from '@sidechain-api/contract';
import type {
  MainchainBlockReferenceData,
  MainchainBlockReferenceInfo,
  MainchainHeader,
  MainchainHeaderInfo,
} from '@sidechain-api/node-api';
import { hashHex } from './hashing.js';
import type { SdkGenesisRecord } from './sdk-genesis.js';

type Recorded = SdkGenesisRecord['mainchain'];

/** The sandbox's own `blockHex` of a mainchain answer: the hex of its JSON. */
const hexOf = (value: unknown) => Buffer.from(stringifyJackson(value)).toString('hex');

/** The mainchain height of the sidechain's creation block. */
export const CREATION_HEIGHT = 220;

export class Mainchain {
  /** Index i: the id of the sidechain block that references mainchain height CREATION_HEIGHT + i. */
  readonly scBlockIds: string[] = [];
  readonly #heightByHash = new Map<string, number>();

  /** The mainchain height of the block the sidechain's genesis references. */
  readonly creationHeight: number;

  constructor(
    readonly seed: string,
    readonly genesisTime: number,
    /** The real node's genesis reference (`--genesis sdk-standalone`): the only one. */
    readonly recorded?: Recorded,
  ) {
    this.creationHeight = recorded ? Number(recorded.blockReferenceInfo.height) : CREATION_HEIGHT;
  }

  hashAt(height: number): string {
    const r = this.recorded?.blockReferenceInfo;
    if (r && height === this.creationHeight) return String(r.hash);
    if (r && height === this.creationHeight - 1) return String(r.parentHash);
    return hashHex('mc-block', this.seed, String(height));
  }

  /** The mainchain heights the sidechain block at `scHeight` references. */
  referencedBy(scHeight: number): number[] {
    if (this.recorded) return scHeight === 1 ? [this.creationHeight] : [];
    return [this.creationHeight + scHeight - 1];
  }

  /** How many mainchain blocks the sidechain blocks up to `scHeight` reference together. */
  referencesUpTo(scHeight: number): number {
    return this.recorded ? Math.min(scHeight, 1) : scHeight;
  }

  /** Records the id of the next sidechain block with the mainchain block it references, if any. */
  attach(scBlockId: string): void {
    if (this.recorded && this.scBlockIds.length > 0) return;
    const height = this.creationHeight + this.scBlockIds.length;
    this.scBlockIds.push(scBlockId);
    this.#heightByHash.set(this.hashAt(height), height);
  }

  /** Drops the references of sidechain blocks above `count` (a revert). */
  truncate(count: number): void {
    while (this.scBlockIds.length > count) {
      this.scBlockIds.pop();
      this.#heightByHash.delete(this.hashAt(this.creationHeight + this.scBlockIds.length));
    }
  }

  /** The referenced height of a block hash, if any. */
  heightOf(hash: string): number | undefined {
    return this.#heightByHash.get(hash);
  }

  /** Whether a sidechain block references `height`. */
  has(height: number): boolean {
    return height >= this.creationHeight && height < this.creationHeight + this.scBlockIds.length;
  }

  get bestHeight(): number | undefined {
    return this.scBlockIds.length === 0 ? undefined : this.creationHeight + this.scBlockIds.length - 1;
  }

  header(height: number): MainchainHeader {
    if (this.recorded) return (this.recorded.blockReference as { header: MainchainHeader }).header;
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
    if (this.recorded) return (this.recorded.blockReference as { data: MainchainBlockReferenceData }).data;
    return {
      headerHash: this.hashAt(height),
      ...(aggregated ? { sidechainRelatedAggregatedTransaction: aggregated } : {}),
      lowerCertificateLeaves: [],
    };
  }

  cumulativeCommTreeHash(height: number): string {
    if (this.recorded) return String(this.recorded.headerInfo.cumulativeCommTreeHash);
    return hashHex('mc-cum-comm', this.seed, String(height));
  }

  scBlockIdAt(height: number): string {
    return this.scBlockIds[height - this.creationHeight] ?? '';
  }

  /** The node's MainchainBlockReferenceInfo. */
  referenceInfo(height: number): MainchainBlockReferenceInfo {
    if (this.recorded) return this.recorded.blockReferenceInfo as unknown as MainchainBlockReferenceInfo;
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
    if (this.recorded) return this.recorded.headerInfo as unknown as MainchainHeaderInfo;
    return {
      hash: this.hashAt(height),
      parentHash: this.hashAt(height - 1),
      height,
      sidechainBlockId: this.scBlockIdAt(height),
      cumulativeCommTreeHash: this.cumulativeCommTreeHash(height),
    };
  }

  /** `blockHex` of blockReferenceInfoBy: the real node's bytes, or the sandbox's (the hex of the JSON). */
  referenceInfoHex(height: number): string {
    return this.recorded ? this.recorded.blockReferenceInfoHex : hexOf(this.referenceInfo(height));
  }

  /** `blockHex` of blockReferenceByHash: the mainchain block's bytes, or the sandbox's (the hex of the JSON). */
  referenceHex(reference: { header: MainchainHeader; data: MainchainBlockReferenceData }): string {
    return this.recorded ? this.recorded.blockReferenceHex : hexOf(reference);
  }
}
