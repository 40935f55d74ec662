// The UTXO set and the memory pool. Validation follows the node's state and mempool checks
// (sdk/src/main/scala/io/horizen/utxo/state/SidechainState.scala, utxo/mempool/SidechainMemoryPool.scala)
// with the same failure messages, which the API puts in the `detail` of error 0204.
import { verify25519 } from './keys.mjs';
import { describeTransaction, MAX_TRANSACTION_SIZE } from './transactions.mjs';

/** MAX_TRANSACTION_UNLOCKERS and MAX_TRANSACTION_NEW_BOXES of the node's BoxTransaction. */
const MAX_LIST = 1000;

export class Ledger {
  /** @param {number} maxMempoolBytes the memory pool's cap (the node's `mempool.maxSize`, smaller) */
  constructor(maxMempoolBytes) {
    this.maxMempoolBytes = maxMempoolBytes;
    this.mempoolBytes = 0;
    /** @type {Map<string, any>} box id → box, in creation order */
    this.utxo = new Map();
    /** @type {Map<string, { tx: any, bytesHex: string, message: string }>} tx id → entry, in arrival order */
    this.mempool = new Map();
    /** @type {Map<string, string>} box id → id of the mempool transaction that spends it */
    this.spentInMempool = new Map();
  }

  /** Throws with the state's reason when `tx` cannot be applied to the current UTXO set. */
  validate(/** @type {{ tx: any, message: string }} */ entry) {
    const { tx, message } = entry;
    // SidechainTransaction.semanticValidity; the list limits are the serializer's (at most 1000 each)
    if (tx.size > MAX_TRANSACTION_SIZE) throw new Error('Transaction is too large.');
    if (tx.newBoxes.length > MAX_LIST || tx.unlockers.length > MAX_LIST) {
      throw new Error(`Transaction [${tx.id}] is semantically invalid: more than ${MAX_LIST} inputs or outputs`);
    }
    const seen = new Set();
    let inputs = 0;
    for (const u of tx.unlockers) {
      if (seen.has(u.closedBoxId)) throw new Error(`Transaction [${tx.id}] is semantically invalid: inputs are duplicated`);
      seen.add(u.closedBoxId);
      const box = this.utxo.get(u.closedBoxId);
      if (!box) throw new Error(`Box ${u.closedBoxId} is not found in state`);
      if (box.typeName === 'WithdrawalRequestBox') throw new Error(`Box ${u.closedBoxId} is not a coin box of an Ed25519 key`);
      if (!verify25519(box.proposition.publicKey, Buffer.from(message, 'hex'), u.boxKey.signature)) {
        throw new Error('Box unlocking proof is invalid.');
      }
      inputs += box.value;
    }
    if (tx.unlockers.length === 0) throw new Error(`Transaction [${tx.id}] is semantically invalid: no inputs`);
    const outputs = tx.newBoxes.reduce((/** @type {number} */ sum, /** @type {any} */ b) => sum + b.value, 0);
    if (inputs !== outputs + tx.fee) {
      throw new Error(`Amounts sum of CoinsBoxes is incorrect. ClosedBox amount sum: ${inputs}; NewBoxes amount sum: ${outputs}; Fee: ${tx.fee}`);
    }
  }

  /** Validates `entry` and puts it in the memory pool, or throws the node's reason. */
  accept(/** @type {{ tx: any, bytesHex: string, message: string }} */ entry) {
    this.validate(entry);
    const { tx } = entry;
    if (this.mempool.has(tx.id) || tx.unlockers.some((/** @type {any} */ u) => this.spentInMempool.has(u.closedBoxId))) {
      throw new Error(`Transaction is incompatible - ${describeTransaction(tx)}`);
    }
    if (this.mempoolBytes + tx.size > this.maxMempoolBytes) {
      throw new Error(`Mempool full and tx feeRate too low, unable to add transaction - ${describeTransaction(tx)}`);
    }
    this.mempool.set(tx.id, entry);
    this.mempoolBytes += tx.size;
    for (const u of tx.unlockers) this.spentInMempool.set(u.closedBoxId, tx.id);
  }

  /** Applies a forged transaction to the UTXO set. @param {any} tx */
  apply(tx) {
    for (const u of tx.unlockers) this.utxo.delete(u.closedBoxId);
    for (const box of tx.newBoxes) this.utxo.set(box.id, box);
  }

  /** Adds boxes made outside transactions (fee payments). @param {any[]} boxes */
  add(boxes) {
    for (const box of boxes) this.utxo.set(box.id, box);
  }

  /** Removes `txId` from the memory pool (forged or evicted). @param {string} txId */
  drop(txId) {
    const entry = this.mempool.get(txId);
    if (!entry) return;
    this.mempool.delete(txId);
    this.mempoolBytes -= entry.tx.size;
    for (const u of entry.tx.unlockers) this.spentInMempool.delete(u.closedBoxId);
  }

  /**
   * Takes the memory pool for a new block: every transaction still valid against the UTXO set, in
   * arrival order; the invalid ones are evicted, as the node does when it updates the pool.
   */
  takeForBlock() {
    /** @type {Array<{ tx: any, bytesHex: string, message: string }>} */
    const taken = [];
    for (const [id, entry] of [...this.mempool]) {
      this.drop(id);
      try {
        this.validate(entry);
        this.apply(entry.tx);
        taken.push(entry);
      } catch {
        // no longer valid (its inputs went elsewhere): evicted
      }
    }
    return taken;
  }
}
