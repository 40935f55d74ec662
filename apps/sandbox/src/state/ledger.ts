// The UTXO set and the memory pool, with the node's checks and their words (the API puts them in the
// `detail` of error 0204): the transaction's semantic validity (`SidechainTransaction.semanticValidity`,
// `SidechainCoreTransaction.transactionSemanticValidity`), the state's (`SidechainState.validate`) and the
// memory pool's (`SidechainMemoryPool.put`), all at tag 0.11.0.
import type { Box } from '@sidechain-api/node-api/codec';
import { verify25519 } from './ed25519.js';
import { sha256 } from './hashing.js';
import { describe, messageOf, ownerOf, type TxRecord } from './transactions.js';

/** BoxTransaction.MAX_TRANSACTION_SIZE. */
export const MAX_TRANSACTION_SIZE = 500_000;
/** ZenCoinsUtils.getMinDustThreshold(MC_DEFAULT_FEE_RATE): the smallest withdrawal. */
export const DUST_THRESHOLD = 54n;
/** ZenCoinsUtils.MAX_MONEY: 21 million ZEN in zennies. */
const MAX_MONEY = 2_100_000_000_000_000n;
/** SidechainBlock.MAX_SIDECHAIN_TXS_NUMBER and MAX_BLOCK_SIZE: what the forger puts in one block. */
export const MAX_BLOCK_TRANSACTIONS = 1000;
export const MAX_BLOCK_BYTES = 5_000_000;

export interface MempoolLimits {
  /** The memory pool's size in transaction bytes (the node's `mempool.maxSize`, much smaller here). */
  maxBytes: number;
  /** What `allTransactions` may render: the pool's transactions as JSON, in bytes. */
  maxJsonBytes: number;
}

export interface MempoolEntry {
  readonly record: TxRecord;
  /** Arrival order. */
  readonly seq: number;
  /** The transaction's share of an `allTransactions` answer. */
  readonly jsonBytes: number;
  /** SidechainMemoryPoolEntry.feeRate: zennies per 1000 bytes. */
  readonly feeRate: bigint;
}

const isCoinBox = (box: Box) => box.type !== 'WithdrawalRequestBox';

/**
 * How the node writes a box id in "Box … is not found in state": Scala interpolates the byte array,
 * so the JVM prints `[B@` and an identity hash code, not the id. The sandbox makes one from the id.
 */
export function jvmByteArrayName(boxId: string): string {
  return `[B@${sha256('identity-hash', boxId)
    .readUInt32BE(0)
    .toString(16)
    .replace(/^0+(?=.)/, '')}`;
}

export class Ledger {
  /** Box id → box, in creation order. */
  readonly utxo = new Map<string, Box>();
  /** The boxes whose key the wallet holds, in creation order (the node wallet's view). */
  readonly owned = new Map<string, Box>();
  /** Every ForgerBox of the state (the forger looks for the stakes the wallet can forge with). */
  readonly forgerBoxes = new Map<string, Box>();
  /** Transaction id → entry, in arrival order. */
  readonly mempool = new Map<string, MempoolEntry>();
  /** Box id → id of the pool's transaction that opens it. */
  readonly spentInMempool = new Map<string, string>();
  mempoolBytes = 0;
  mempoolJsonBytes = 0;
  #seq = 0;

  constructor(
    readonly limits: MempoolLimits,
    /** Whether the wallet holds the key. */
    private readonly isWalletKey: (publicKey: string) => boolean,
    /** A transaction's share of an `allTransactions` answer, in bytes. */
    private readonly jsonBytesOf: (record: TxRecord) => number,
  ) {}

  addBox(box: Box): void {
    this.utxo.set(box.id, box);
    if (box.type === 'ForgerBox') this.forgerBoxes.set(box.id, box);
    const owner = ownerOf(box);
    if (owner !== undefined && this.isWalletKey(owner)) this.owned.set(box.id, box);
  }

  removeBox(id: string): void {
    this.utxo.delete(id);
    this.owned.delete(id);
    this.forgerBoxes.delete(id);
  }

  /** Rebuilds the wallet's view after a key was added (importSecret). */
  reindexOwned(): void {
    this.owned.clear();
    for (const box of this.utxo.values()) {
      const owner = ownerOf(box);
      if (owner !== undefined && this.isWalletKey(owner)) this.owned.set(box.id, box);
    }
  }

  /** The wallet's boxes of a type (all types when undefined). */
  walletBoxes(type?: Box['type']): Box[] {
    const out: Box[] = [];
    for (const box of this.owned.values()) if (type === undefined || box.type === type) out.push(box);
    return out;
  }

  /** SidechainTransaction.semanticValidity: throws the node's reason. */
  checkSemantics(record: TxRecord): void {
    const { tx, id } = record;
    const invalid = (why: string) => new Error(`Transaction [${id}] is semantically invalid: ${why}`);
    if (record.size > MAX_TRANSACTION_SIZE) throw new Error('Transaction is too large.');
    const opened = tx.inputIds.slice(0, tx.proofs.length);
    if (new Set(opened).size !== opened.length) throw invalid('inputs double spend found.');
    let total = 0n;
    record.boxes.forEach((box, i) => {
      if (box.type === 'WithdrawalRequestBox' && box.value < DUST_THRESHOLD) {
        throw invalid(`Withdrawal request box [${i}] value is below the threshhold[${DUST_THRESHOLD}].`);
      }
      if (box.value < 0n || box.value > MAX_MONEY) throw invalid(`output coin box [${i}] value is out of range.`);
      total += box.value;
      if (total > MAX_MONEY) throw invalid('output coin boxes total value is out of range.');
    });
    if (tx.fee < 0n) throw invalid('fee is negative.');
    if (tx.inputIds.length === 0 || tx.outputs.length === 0) throw invalid('no input and output data present.');
    if (tx.inputIds.length !== tx.proofs.length) throw invalid('inputs number is not consistent to proofs number.');
  }

  /** SidechainState.validate against the current UTXO set: throws the node's reason. */
  checkState(record: TxRecord): void {
    const { tx } = record;
    const message = messageOf(record);
    let closed = 0n;
    for (let i = 0; i < tx.proofs.length && i < tx.inputIds.length; i++) {
      const boxId = tx.inputIds[i]!;
      const box = this.utxo.get(boxId);
      if (!box) throw new Error(`Box ${jvmByteArrayName(boxId)} is not found in state`);
      const owner = ownerOf(box);
      if (owner === undefined || !verify25519(owner, message, tx.proofs[i]!)) {
        throw new Error('Box unlocking proof is invalid.');
      }
      if (isCoinBox(box)) closed += box.value;
    }
    const created = record.boxes.reduce((sum, b) => sum + b.value, 0n);
    if (closed !== created + tx.fee) {
      throw new Error(
        `Amounts sum of CoinsBoxes is incorrect. ClosedBox amount - ${closed}, NewBoxesAmount - ${created}, Fee - ${tx.fee}`,
      );
    }
  }

  /** Validates a transaction and puts it in the memory pool, or throws the node's reason. */
  accept(record: TxRecord): void {
    this.checkSemantics(record);
    this.checkState(record);
    const incompatible =
      this.mempool.has(record.id) || record.tx.inputIds.some((boxId) => this.spentInMempool.has(boxId));
    if (incompatible) throw new Error(`Transaction is incompatible - ${describe(record)}`);
    const jsonBytes = this.jsonBytesOf(record);
    if (
      this.mempoolBytes + record.size > this.limits.maxBytes ||
      this.mempoolJsonBytes + jsonBytes > this.limits.maxJsonBytes
    ) {
      throw new Error(`Mempool full and tx feeRate too low, unable to add transaction - ${describe(record)}`);
    }
    const feeRate = (record.tx.fee * 1000n) / BigInt(record.size);
    this.put({ record, seq: this.#seq++, jsonBytes, feeRate });
  }

  put(entry: MempoolEntry): void {
    this.mempool.set(entry.record.id, entry);
    this.mempoolBytes += entry.record.size;
    this.mempoolJsonBytes += entry.jsonBytes;
    for (const boxId of entry.record.tx.inputIds) this.spentInMempool.set(boxId, entry.record.id);
    if (entry.seq >= this.#seq) this.#seq = entry.seq + 1;
  }

  drop(txId: string): void {
    const entry = this.mempool.get(txId);
    if (!entry) return;
    this.mempool.delete(txId);
    this.mempoolBytes -= entry.record.size;
    this.mempoolJsonBytes -= entry.jsonBytes;
    for (const boxId of entry.record.tx.inputIds) this.spentInMempool.delete(boxId);
  }

  /** Applies a forged transaction to the UTXO set. */
  apply(record: TxRecord): void {
    for (const boxId of record.tx.inputIds) this.removeBox(boxId);
    for (const box of record.boxes) this.addBox(box);
  }

  /**
   * The forced transactions of block/generate, checked as the block that holds them is (after the pool's,
   * which open their boxes first): throws the reason of the first that does not apply. The forger puts them
   * in the block unchecked (ForgeMessageBuilder.collectTransactionsFromMemPool), so one that does not apply
   * fails the block.
   */
  checkForced(forced: readonly TxRecord[]): void {
    const opened = new Set(this.spentInMempool.keys());
    for (const record of forced) {
      this.checkSemantics(record);
      for (const boxId of record.tx.inputIds) {
        if (opened.has(boxId)) throw new Error(`Box ${jvmByteArrayName(boxId)} is not found in state`);
      }
      this.checkState(record);
      for (const boxId of record.tx.inputIds) opened.add(boxId);
    }
  }

  /**
   * The transactions of a new block, as the forger takes them (ForgeMessageBuilder): the pool by fee rate,
   * highest first (arrival order between equal rates), then the `forced` ones, at most
   * MAX_BLOCK_TRANSACTIONS and MAX_BLOCK_BYTES; each is checked against the state as it stands and
   * applied. A forced transaction that does not apply is left out. Afterwards the pool keeps only what is
   * still valid (the node's pool update after a block).
   */
  takeForBlock(forced: readonly TxRecord[] = []): TxRecord[] {
    const pool = [...this.mempool.values()].sort((a, b) =>
      a.feeRate === b.feeRate ? a.seq - b.seq : a.feeRate > b.feeRate ? -1 : 1,
    );
    const taken: TxRecord[] = [];
    const takenIds = new Set<string>();
    let bytes = 0;
    for (const record of [...pool.map((e) => e.record), ...forced]) {
      if (taken.length >= MAX_BLOCK_TRANSACTIONS || bytes + record.size + 4 > MAX_BLOCK_BYTES) break;
      if (takenIds.has(record.id)) continue;
      try {
        this.checkSemantics(record);
        this.checkState(record);
      } catch {
        continue;
      }
      this.drop(record.id);
      this.apply(record);
      taken.push(record);
      takenIds.add(record.id);
      bytes += record.size + 4;
    }
    for (const entry of [...this.mempool.values()]) {
      if (entry.record.tx.inputIds.some((boxId) => !this.utxo.has(boxId))) this.drop(entry.record.id);
    }
    return taken;
  }
}
