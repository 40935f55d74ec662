// One simulated Sidechains SDK 0.11.0 UTXO node: chain, simulated mainchain, UTXO set and memory pool,
// wallet, CSW, the forger (a timer while forging is on), the certificate submitter and signer switches,
// and the coin selection of the node's transaction routes
// (sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainTransactionApiRoute.scala).
import { stringifyJackson } from '@sidechain-api/contract';
import type { CustomBox } from '@sidechain-api/node-api';
import { type Box, type BoxData, makeBox } from '@sidechain-api/node-api/codec';
import { Chain, type EpochAndSlot, ForgeRefused, makeZenBox } from './chain.js';
import { Csw } from './csw.js';
import { sign25519 } from './ed25519.js';
import { flatBox } from './flat.js';
import { hashHex, int64Of } from './hashing.js';
import { Ledger } from './ledger.js';
import { Mainchain } from './mainchain.js';
import { signTransaction, type TxRecord, transactionJson } from './transactions.js';
import { Wallet } from './wallet.js';

const ZEN = 100_000_000n;

/** Everything a node is made from; part of it is recorded in a state file. */
export interface NodeSettings {
  /** Seed of the wallet (the node's `wallet.seed`) and of everything simulated. */
  seed: string;
  /** Forging interval while forging is on. */
  blockTimeMs: number;
  secondsInSlot: number;
  slotsInEpoch: number;
  /** Mainchain blocks per withdrawal epoch. */
  withdrawalEpochLength: number;
  /** Seconds since the Unix epoch of the genesis block (epoch 1, slot 1). */
  genesisTime: number;
  cswEnabled: boolean;
  /** How long a CSW proof takes. */
  cswProofMs: number;
  /** Non-coin boxes "restored from a backup" (backup/getRestoredBoxes). */
  restoredBoxes: number;
  /** The memory pool's cap in transaction bytes. */
  mempoolMaxBytes: number;
  /** The memory pool's cap as JSON (what allTransactions renders), so that the answer always fits. */
  mempoolMaxJsonBytes: number;
}

/** A box `backup/getRestoredBoxes` pages through (an application box). */
export type RestoredBox = CustomBox;

/** What an `allTransactions` answer spends on one transaction: its JSON two levels deep, and ", ". */
export function jsonShareOf(record: TxRecord): number {
  const text = stringifyJackson(transactionJson(record));
  let lines = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
  return text.length + 4 * lines + 2;
}

export class SandboxNode {
  readonly scId: string;
  readonly mainchain: Mainchain;
  readonly chain: Chain;
  readonly wallet: Wallet;
  readonly ledger: Ledger;
  readonly csw: Csw;
  readonly restoredBoxes: readonly RestoredBox[];
  submitterEnabled = true;
  signerEnabled = true;
  stopRequested = false;
  /** Called after each block is added (persistence). */
  onBlock: (() => void) | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(readonly settings: NodeSettings) {
    const { seed } = settings;
    this.scId = hashHex('sidechain-id', seed);
    this.mainchain = new Mainchain(seed, settings.genesisTime);
    this.chain = new Chain(settings, this.mainchain);
    this.wallet = new Wallet(seed);
    this.ledger = new Ledger(
      { maxBytes: settings.mempoolMaxBytes, maxJsonBytes: settings.mempoolMaxJsonBytes },
      (publicKey) => this.wallet.has25519(publicKey),
      jsonShareOf,
    );
    this.csw = new Csw(settings.cswEnabled, settings.cswProofMs, this.scId);
    this.restoredBoxes = makeRestoredBoxes(seed, settings.restoredBoxes);
  }

  /**
   * The genesis block: its mainchain reference's forward transfers fund the wallet's first key with
   * 1000 ZEN and give it a 100 ZEN forger stake.
   */
  genesis(): void {
    const owner = this.wallet.createNext('PrivateKey25519');
    const vrf = this.wallet.createNext('VrfSecretKey');
    const funds = makeZenBox(owner.publicKey, 1000n * ZEN, int64Of('genesis-funds', this.settings.seed));
    const stake = flatBox(
      makeBox(
        {
          type: 'ForgerBox',
          publicKey: owner.publicKey,
          value: 100n * ZEN,
          blockSignPublicKey: owner.publicKey,
          vrfPublicKey: vrf.publicKey,
        },
        int64Of('genesis-stake', this.settings.seed),
      ),
    );
    this.ledger.addBox(funds);
    this.ledger.addBox(stake);
    this.chain.forge({ epoch: 1, slot: 1 }, this.forgerOf(stake), [], [funds, stake]);
  }

  /** The forging stake of the wallet with the most coins: a ForgerBox whose block-signing and VRF keys it holds. */
  forgingStake(): Box | undefined {
    let chosen: Box | undefined;
    for (const box of this.ledger.forgerBoxes.values()) {
      if (box.type !== 'ForgerBox') continue;
      if (!this.wallet.has25519(box.blockSignPublicKey) || !this.wallet.secretOf(box.vrfPublicKey)) continue;
      if (!chosen || box.value > chosen.value) chosen = box;
    }
    return chosen;
  }

  forgerOf(stake: Box): Parameters<Chain['forge']>[1] {
    if (stake.type !== 'ForgerBox') throw new Error('a forger stake is a ForgerBox');
    const key = this.wallet.key25519(stake.blockSignPublicKey);
    if (key === undefined) throw new Error('the wallet lost the block-signing key');
    return {
      blockSignPublicKey: stake.blockSignPublicKey,
      vrfPublicKey: stake.vrfPublicKey,
      stakeAmount: Number(stake.value),
      sign: (message) => sign25519(key, message),
    };
  }

  /**
   * Forges one block at `at` (default: the slot after the best block's) with the memory pool and the
   * `forced` transactions. Throws ForgeRefused with the forger's reason when it cannot.
   */
  forge(at: EpochAndSlot = this.chain.nextSlot(), forced: readonly TxRecord[] = []): string {
    this.chain.checkSlot(at);
    const stake = this.forgingStake();
    if (!stake) throw new ForgeRefused("Can't forge block, no forging stake is present for epoch.");
    if (this.csw.ceased) {
      throw new ForgeRefused(
        `Can't apply Block ${hashHex('ceased', String(this.chain.height))}, because the sidechain has ceased.`,
      );
    }
    const transactions = this.ledger.takeForBlock(forced);
    const block = this.chain.forge(at, this.forgerOf(stake), transactions);
    for (const box of block.feePayments) this.ledger.addBox(box);
    this.onBlock?.();
    return block.id;
  }

  /** Simulated now: the start of the best block's slot (seconds). */
  now(): number {
    return this.chain.best().timestamp;
  }

  get forgingEnabled(): boolean {
    return this.#timer !== undefined;
  }

  /** Starts the forging timer (already started is not an error, as in the node). */
  startForging(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      try {
        this.forge();
      } catch {
        // the forger skips a slot it cannot forge in (no stake, ceased) and tries the next one
      }
    }, this.settings.blockTimeMs);
    this.#timer.unref();
  }

  stopForging(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /**
   * createCoreTransaction of the route (the simplified ones): the wallet's ZenBoxes not opened by the
   * memory pool, in wallet order, until outputs + fee are covered; the change to the change address.
   */
  buildWithSelection(outputs: readonly BoxData[], fee: bigint): TxRecord {
    const change = this.wallet.changeAddress();
    if (change === undefined) {
      throw new Error("Can't find change address in wallet. Please, create a PrivateKey secret first.");
    }
    const needed = outputs.reduce((sum, o) => sum + o.value, 0n) + fee;
    const inputs: Box[] = [];
    let total = 0n;
    for (const box of this.ledger.owned.values()) {
      if (box.type !== 'ZenBox' || this.ledger.spentInMempool.has(box.id)) continue;
      inputs.push(box);
      total += box.value;
      if (total >= needed) break;
    }
    if (total < needed) throw new Error('Not enough balances in the wallet to create transaction.');
    const all: BoxData[] =
      total > needed ? [...outputs, { type: 'ZenBox', publicKey: change, value: total - needed }] : [...outputs];
    return signTransaction(inputs, all, fee, (pk) => this.wallet.key25519(pk));
  }

  /** Puts a transaction in the memory pool, or throws the node's reason. */
  submit(record: TxRecord): string {
    this.ledger.accept(record);
    return record.id;
  }

  /** Adds a secret to the wallet and its boxes to the wallet's view. */
  addSecret(secret: Parameters<Wallet['add']>[0]): void {
    this.wallet.add(secret);
    this.ledger.reindexOwned();
  }

  /** Ceases the sidechain (no more blocks; CSW becomes possible); false when it had already ceased. */
  cease(): boolean {
    this.stopForging();
    return this.csw.cease(this.ledger.walletBoxes('ZenBox'), this.chain.best().id);
  }

  close(): void {
    this.stopForging();
  }
}

/** Application boxes "restored from a backup", ordered by id, for backup/getRestoredBoxes. */
function makeRestoredBoxes(seed: string, n: number): RestoredBox[] {
  const out: RestoredBox[] = [];
  for (let i = 0; i < n; i++) {
    const id = hashHex('restored-box', seed, String(i));
    out.push({
      id,
      proposition: { publicKey: hashHex('restored-owner', id) },
      value: 0,
      nonce: int64Of('restored-nonce', id),
      typeName: 'SandboxRestoredBox',
      isCustom: true,
    });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}
