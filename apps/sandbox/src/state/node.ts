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
import { type SdkGenesis, sdkGenesis } from './sdk-genesis.js';
import { secretFromExport } from './secrets.js';
import { signTransaction, type TxRecord, transactionJson } from './transactions.js';
import { Wallet } from './wallet.js';

/** Where the chain starts: the sandbox's own genesis, or the SDK's standalone genesis (the real node's). */
export type GenesisKind = 'sandbox' | 'sdk-standalone';

/** A forger's stake as a consensus epoch sees it (ForgingStakeInfo): the boxes of one key pair, summed. */
export interface ForgingStake {
  blockSignPublicKey: string;
  vrfPublicKey: string;
  stakeAmount: bigint;
}

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
  /** Where the chain starts (default the sandbox's own genesis). */
  genesis?: GenesisKind | undefined;
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
  /** The SDK's standalone genesis, when the chain starts from it. */
  readonly sdk: SdkGenesis | undefined;
  submitterEnabled: boolean;
  signerEnabled: boolean;
  stopRequested = false;
  /** The peer manager's blacklist: IP addresses as the JVM prints them ("/127.0.0.1"). */
  readonly blacklist = new Set<string>();
  /**
   * The wallet's forging stakes at the end of each consensus epoch (ForgingBoxesInfoStorage): a block of
   * epoch N is forged with those of epoch N−2, epochs 1 and 2 with the genesis's
   * (SidechainWallet.getForgingStakeMerklePathInfoOpt).
   */
  readonly stakes = new Map<number, ForgingStake[]>();
  /** Called after each block is added (persistence). */
  onBlock: (() => void) | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(readonly settings: NodeSettings) {
    const { seed } = settings;
    this.sdk = settings.genesis === 'sdk-standalone' ? sdkGenesis() : undefined;
    this.scId = this.sdk?.scId ?? hashHex('sidechain-id', seed);
    this.mainchain = new Mainchain(seed, settings.genesisTime, this.sdk?.record.mainchain);
    this.chain = new Chain(settings, this.mainchain, this.sdk?.record);
    // the real node runs without the certificate submitter and signer
    this.submitterEnabled = this.sdk === undefined;
    this.signerEnabled = this.sdk === undefined;
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
    if (this.sdk) {
      this.#sdkGenesis(this.sdk);
      return;
    }
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
    const forger = this.forgerOf({
      blockSignPublicKey: owner.publicKey,
      vrfPublicKey: vrf.publicKey,
      stakeAmount: 100n * ZEN,
    });
    this.chain.forge({ epoch: 1, slot: 1 }, forger, [], [funds, stake], '00');
    this.stakes.set(1, this.walletStakes());
  }

  /**
   * The SDK's standalone genesis, as the real node holds it: the wallet's genesis secrets and the certificate
   * signers' keys (in the real wallet's order), the genesis forger box, the genesis block as recorded.
   */
  #sdkGenesis(g: SdkGenesis): void {
    const secrets = [...g.genesisSecrets, ...g.signersSecrets].map(secretFromExport);
    for (const publicKey of g.record.publicKeys) {
      const secret = secrets.find((s) => s.publicKey === publicKey);
      if (!secret) throw new Error(`the SDK genesis record lists a key its settings lack: ${publicKey}`);
      this.wallet.add(secret);
    }
    const block = g.record.blockFindById.block;
    const aggregated = block.mainchainBlockReferencesData[0]?.sidechainRelatedAggregatedTransaction;
    const forwardTransfers: Box[] = [];
    for (const out of aggregated?.newBoxes ?? []) {
      if (out.typeName !== 'ForgerBox') throw new Error(`the SDK genesis pays a ${out.typeName}: not simulated`);
      const box = flatBox(
        makeBox(
          {
            type: 'ForgerBox',
            publicKey: out.proposition.publicKey,
            value: BigInt(out.value),
            blockSignPublicKey: out.blockSignProposition.publicKey,
            vrfPublicKey: out.vrfPubKey.publicKey,
          },
          BigInt(out.nonce),
        ),
      );
      if (box.id !== out.id) throw new Error(`the SDK genesis forger box ${out.id} encodes as ${box.id}`);
      forwardTransfers.push(box);
      this.ledger.addBox(box);
    }
    const { header } = block;
    const slot = this.chain.epochAndSlotOf(header.timestamp);
    this.chain.append({
      id: block.id,
      parentId: header.parentId,
      height: 1,
      epoch: slot.epoch,
      slot: slot.slot,
      timestamp: header.timestamp,
      blockSignPublicKey: header.forgingStakeInfo.blockSignPublicKey.publicKey,
      vrfPublicKey: header.forgingStakeInfo.vrfPublicKey.publicKey,
      stakeAmount: Number(header.forgingStakeInfo.stakeAmount),
      signature: header.signature.signature,
      txIds: Buffer.alloc(0),
      txBytes: Buffer.alloc(0),
      fees: 0n,
      feePayments: [],
      forwardTransfers,
      lastBlockInPreviousConsensusEpoch: block.id,
      forgingStakeMerklePath: header.forgingStakeMerklePath,
    });
    this.stakes.set(1, this.walletStakes());
  }

  /**
   * The wallet's forging stakes now (ForgingStakeInfo.fromForgerBoxes of the forger boxes delegated to a
   * block-signing key the wallet holds), largest first.
   */
  walletStakes(): ForgingStake[] {
    const byPair = new Map<string, ForgingStake>();
    for (const box of this.ledger.forgerBoxes.values()) {
      if (box.type !== 'ForgerBox' || !this.wallet.has25519(box.blockSignPublicKey)) continue;
      const key = `${box.blockSignPublicKey}/${box.vrfPublicKey}`;
      const stake = byPair.get(key) ?? {
        blockSignPublicKey: box.blockSignPublicKey,
        vrfPublicKey: box.vrfPublicKey,
        stakeAmount: 0n,
      };
      stake.stakeAmount += box.value;
      byPair.set(key, stake);
    }
    return [...byPair.values()].sort((a, b) =>
      a.stakeAmount === b.stakeAmount ? 0 : a.stakeAmount > b.stakeAmount ? -1 : 1,
    );
  }

  /** The stakes a block of consensus epoch `epoch` is forged with: those at the end of epoch N−2 (1 for N ≤ 2). */
  stakesFor(epoch: number): ForgingStake[] {
    for (let e = Math.max(1, epoch - 2); e >= 1; e--) {
      const stakes = this.stakes.get(e);
      if (stakes) return stakes;
    }
    return [];
  }

  /** The total of every forger box in the state (node/info's epochForgersStake). */
  forgersStake(): bigint {
    let total = 0n;
    for (const box of this.ledger.forgerBoxes.values()) total += box.value;
    return total;
  }

  forgerOf(stake: ForgingStake): Parameters<Chain['forge']>[1] {
    const key = this.wallet.key25519(stake.blockSignPublicKey);
    if (key === undefined) throw new Error('the wallet lost the block-signing key');
    return {
      blockSignPublicKey: stake.blockSignPublicKey,
      vrfPublicKey: stake.vrfPublicKey,
      stakeAmount: Number(stake.stakeAmount),
      sign: (message) => sign25519(key, message),
    };
  }

  /** The node's type (SidechainNodeApiRoute.getNodeTypes): the real node runs without forger, signer, submitter. */
  get nodeType(): 'simple node' | 'forger,signer,submitter' {
    return this.sdk ? 'simple node' : 'forger,signer,submitter';
  }

  /** Whether the sidechain can cease (node/info's scType). */
  get ceasing(): boolean {
    return this.sdk ? !this.sdk.isNonCeasing : this.settings.cswEnabled;
  }

  /**
   * Forges one block at `at` (default: the slot after the best block's) with the memory pool and the
   * `forced` transactions. Throws ForgeRefused with the forger's reason when it cannot.
   */
  forge(at: EpochAndSlot = this.chain.nextSlot(), forced: readonly TxRecord[] = []): string {
    this.chain.checkSlot(at);
    const stake = this.stakesFor(at.epoch).find(
      (s) => this.wallet.has25519(s.blockSignPublicKey) && this.wallet.secretOf(s.vrfPublicKey),
    );
    if (!stake) {
      if (this.stakesFor(at.epoch).length === 0)
        throw new ForgeRefused("Can't forge block, no forging stake is present for epoch.");
      throw new ForgeRefused('Slot had been skipped with reason: No eligible forging stake found.');
    }
    if (this.csw.ceased) {
      throw new ForgeRefused(
        `Can't apply Block ${hashHex('ceased', String(this.chain.height))}, because the sidechain has ceased.`,
      );
    }
    try {
      this.ledger.checkForced(forced);
    } catch (err) {
      throw new ForgeRefused(err instanceof Error ? err.message : String(err));
    }
    // the chain enters a new consensus epoch: the wallet's stakes at the end of the one before are kept
    const best = this.chain.best();
    if (at.epoch > best.epoch) this.stakes.set(best.epoch, this.walletStakes());
    const transactions = this.ledger.takeForBlock(forced);
    const block = this.chain.forge(at, this.forgerOf(stake), transactions, [], '00');
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
