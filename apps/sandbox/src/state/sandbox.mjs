// One simulated UTXO node: chain, mainchain, UTXO set and memory pool, wallet, CSW, the forger,
// certificate submitter and signer switches, and the coin selection the node's transaction routes
// use (sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainTransactionApiRoute.scala).
import { Chain } from './chain.mjs';
import { Csw } from './csw.mjs';
import { Ledger } from './ledger.mjs';
import { Mainchain } from './mainchain.mjs';
import { hashHex } from './random.mjs';
import { signCoreTransaction, makeBox } from './transactions.mjs';
import { Wallet } from './wallet.mjs';

const ZEN = 100_000_000;

/**
 * @typedef {object} SandboxOptions
 * @property {string} [seed] default "sandbox"
 * @property {number} [blockTimeMs] forging interval while forging is on (default 2000)
 * @property {number} [secondsInSlot] default 12
 * @property {number} [slotsInEpoch] default 720
 * @property {number} [withdrawalEpochLength] mainchain blocks per withdrawal epoch (default 10)
 * @property {number} [genesisTime] seconds since the Unix epoch (default 1700000000)
 * @property {boolean} [cswEnabled] default true
 * @property {number} [cswProofMs] time a CSW proof takes (default 3000)
 * @property {number} [restoredBoxes] non-coin boxes "restored from backup" (default 0)
 * @property {boolean} [forging] forging on at start (default false)
 * @property {boolean} [ceased] start with the sidechain already ceased (default false)
 * @property {number} [mempoolMaxBytes] the memory pool's cap in transaction bytes (default 64 MiB)
 */

export class Sandbox {
  /** @param {SandboxOptions} [options] */
  constructor(options = {}) {
    const seed = options.seed ?? 'sandbox';
    this.seed = seed;
    this.blockTimeMs = options.blockTimeMs ?? 2000;
    this.scId = hashHex('sidechain-id', seed);
    const genesisTime = options.genesisTime ?? 1_700_000_000;
    this.mainchain = new Mainchain(seed, 220, genesisTime);
    this.chain = new Chain(
      {
        secondsInSlot: options.secondsInSlot ?? 12,
        slotsInEpoch: options.slotsInEpoch ?? 720,
        withdrawalEpochLength: options.withdrawalEpochLength ?? 10,
        genesisTime,
      },
      this.mainchain,
    );
    this.ledger = new Ledger(options.mempoolMaxBytes ?? 64 * 1024 * 1024);
    /** @type {Map<string, string>} id → bytes of every forged transaction (transaction/findById with blockHash) */
    this.txBytes = new Map();
    this.wallet = new Wallet(hashHex('wallet-seed', seed));
    this.csw = new Csw({ enabled: options.cswEnabled ?? true, proofMs: options.cswProofMs ?? 3000, scId: this.scId });
    this.submitterEnabled = true;
    this.signerEnabled = true;
    this.stopRequested = false;
    /** @type {NodeJS.Timeout | undefined} */
    this.timer = undefined;
    this.restoredBoxes = makeRestoredBoxes(seed, options.restoredBoxes ?? 0);
    this.genesis();
    if (options.ceased && this.csw.enabled) this.cease();
    else if (options.forging) this.startForging();
  }

  /** The genesis block: forward transfers fund the wallet's first key and its forging stake. */
  genesis() {
    const owner = this.wallet.add(this.wallet.derive('PrivateKey25519'));
    const vrf = this.wallet.add(this.wallet.derive('VrfSecretKey'));
    const message = hashHex('genesis-forward-transfers', this.seed);
    const funds = makeBox({ type: 'ZenBox', publicKey: owner.publicKey, value: 1000 * ZEN }, message, 0);
    const stakeBox = makeBox(
      { type: 'ForgerBox', publicKey: owner.publicKey, value: 100 * ZEN, blockSignPublicKey: owner.publicKey, vrfPubKey: vrf.publicKey },
      message,
      1,
    );
    const aggregatedBody = {
      modifierTypeId: 2,
      unlockers: [],
      newBoxes: [funds, stakeBox],
      fee: 0,
      version: 1,
      typeName: 'MC2SCAggregatedTransaction',
      isCustom: false,
      mc2scTransactionsMerkleRootHash: hashHex('mc2sc-root', message),
    };
    const json = JSON.stringify(aggregatedBody);
    const aggregated = { id: hashHex('tx', json), ...aggregatedBody, size: Buffer.byteLength(json) };
    this.ledger.add([funds, stakeBox]);
    this.chain.forge({ epoch: 1, slot: 1, stake: { box: stakeBox, blockSign: owner, vrf }, entries: [], aggregated });
  }

  /** A forging stake of the wallet: a ForgerBox whose block-signing and VRF secrets it holds. */
  forgingStake() {
    let chosen;
    for (const box of this.ledger.utxo.values()) {
      if (box.typeName !== 'ForgerBox') continue;
      const blockSign = this.wallet.secretOf(box.blockSignProposition.publicKey);
      const vrf = this.wallet.secretOf(box.vrfPubKey.publicKey);
      if (blockSign?.type !== 'PrivateKey25519' || vrf?.type !== 'VrfSecretKey') continue;
      if (!chosen || box.value > chosen.box.value) chosen = { box, blockSign, vrf };
    }
    return chosen;
  }

  /**
   * Forges one block at (epoch, slot), by default the slot after the best block's. Throws the reason
   * the node's forger gives when it cannot.
   * @param {{ epoch?: number, slot?: number }} [at]
   */
  forge(at = {}) {
    if (this.csw.ceased) throw new Error("Can't apply Block, because the sidechain has ceased.");
    const next = this.chain.nextSlot();
    const epoch = at.epoch ?? next.epoch;
    const slot = at.slot ?? next.slot;
    this.chain.checkSlot(epoch, slot);
    const stake = this.forgingStake();
    if (!stake) throw new Error("Can't forge block, no forging stake is present for epoch.");
    const entries = this.ledger.takeForBlock();
    for (const e of entries) this.txBytes.set(e.tx.id, e.bytesHex);
    const stored = this.chain.forge({ epoch, slot, stake, entries });
    this.ledger.add(stored.feePayments);
    return stored;
  }

  /** Simulated now: the start of the best block's slot. */
  now() {
    return this.chain.best().block.timestamp;
  }

  get forgingEnabled() {
    return this.timer !== undefined;
  }

  /** Starts the forging timer (already started is not an error, as in the node). */
  startForging() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      try {
        this.forge();
      } catch {
        // the forger skips a slot it cannot forge in (no stake, ceased) and tries the next one
      }
    }, this.blockTimeMs);
    this.timer.unref();
  }

  stopForging() {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Coin selection and signing as the node's createCoreTransaction helper: the wallet's ZenBoxes not
   * spent by the memory pool, in order, until outputs + fee are covered; change to the change address.
   * @param {import('./transactions.mjs').BoxData[]} outputs @param {number} fee
   */
  buildWithSelection(outputs, fee) {
    const change = this.wallet.changeAddress();
    if (!change) throw new Error("Can't find change address in wallet. Please, create a PrivateKey secret first.");
    const needed = outputs.reduce((s, o) => s + o.value, 0) + fee;
    const inputs = [];
    let total = 0;
    for (const box of this.wallet.boxes(this.ledger.utxo, 'ZenBox')) {
      if (this.ledger.spentInMempool.has(box.id)) continue;
      inputs.push(box);
      total += box.value;
      if (total >= needed) break;
    }
    if (total < needed) throw new Error('Not enough balances in the wallet to create transaction.');
    const all = total > needed ? [...outputs, { type: /** @type {const} */ ('ZenBox'), publicKey: change, value: total - needed }] : outputs;
    return signCoreTransaction(inputs, all, fee, (pk) => this.wallet.secretOf(pk));
  }

  /**
   * Signs a transaction over explicit wallet boxes (createCoreTransaction, spendForgingStake). Returns
   * undefined when an input is not a box of the wallet.
   * @param {string[]} inputIds @param {import('./transactions.mjs').BoxData[]} outputs
   */
  buildFromInputs(inputIds, outputs) {
    /** @type {any[]} */
    const inputs = [];
    for (const id of inputIds) {
      const box = this.ledger.utxo.get(id);
      if (!box || !this.wallet.owns(box) || box.typeName === 'WithdrawalRequestBox') return undefined;
      inputs.push(box);
    }
    const total = inputs.reduce((s, b) => s + b.value, 0);
    const out = outputs.reduce((s, o) => s + o.value, 0);
    return { total, out, sign: () => signCoreTransaction(inputs, outputs, total - out, (pk) => this.wallet.secretOf(pk)) };
  }

  /** Puts a transaction in the memory pool, or throws the node's reason. @param {{ tx: any, bytesHex: string, message: string }} entry */
  submit(entry) {
    if (this.csw.ceased) throw new Error(`Transaction [${entry.tx.id}] is rejected: the sidechain has ceased`);
    this.ledger.accept(entry);
    return entry.tx.id;
  }

  /** Ceases the sidechain (no more blocks; CSW becomes possible). */
  cease() {
    this.stopForging();
    return this.csw.cease(this.wallet.boxes(this.ledger.utxo, 'ZenBox'), this.chain.best().block.id);
  }

  close() {
    this.stopForging();
    this.csw.close();
  }
}

/** Application boxes "restored from a backup", for backup/getRestoredBoxes paging. @param {string} seed @param {number} n */
function makeRestoredBoxes(seed, n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const id = hashHex('restored-box', seed, String(i));
    out.push({ id, proposition: { publicKey: hashHex('restored-owner', id) }, value: 0, nonce: i, typeName: 'SandboxRestoredBox', isCustom: true });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}
