// The devnet's sequencer: what op-node does for a chain it sequences, without an L1. For each block it calls
//   engine_forkchoiceUpdatedV3(head, payload attributes)  — the L1-info deposit first, then the deposits
//                                                          waiting, the gas limit, Holocene's eip1559Params and
//                                                          Jovian's minBaseFee; the transaction pool is open
//   engine_getPayloadV4(payloadId)                         — once op-geth has filled the block from its pool
//   engine_newPayloadV4(payload, [], beaconRoot, [])       — and checks it as a verifier would
//   engine_forkchoiceUpdatedV3(new head)                   — head, safe and finalized all move to it
// A block is made when asked (a transaction arrived: `poke`), at start, and every `blockTime` seconds if set.
// Blocks are made one at a time, in order.

import { DEFAULT_L1_FEES, type Hex, type L1FeeParameters } from '../predeploys.js';
import { EngineCallError, type EngineClient, type ExecutionPayload } from './engine.js';
import { DEVNET_GAS_LIMIT, DEVNET_MIN_BASE_FEE, EIP1559, eip1559Params, SEQUENCER_FEE_VAULT } from './genesis.js';
import {
  DA_FOOTPRINT_GAS_SCALAR,
  keccak256,
  type L1InfoValues,
  l1InfoDeposit,
  l1OriginOf,
  transactionHash,
} from './l1-info.js';

export interface Head {
  hash: Hex;
  number: bigint;
  timestamp: bigint;
}

export interface SequencerOptions {
  engine: EngineClient;
  genesis: Head;
  /** `wall`: a block's time is now (at least its parent's + 1); `fixed`: its parent's + 2, for reproducible chains. */
  clock: 'wall' | 'fixed';
  l1Fees?: Partial<L1FeeParameters>;
  /** What the pool holds (`txpool_status`): ready (pending) and not yet ready (queued) transactions. */
  poolStatus: () => Promise<{ pending: number; queued: number }>;
  /**
   * Whether the pool has caught up (pool.ts): it holds none of `mined`, and no queued transaction is ready by its
   * nonce. The pool is read only once this holds (or after POOL_CATCH_UP_LIMIT_MS, a hang bound).
   */
  poolCaughtUp: (mined: readonly Hex[]) => Promise<boolean>;
  /**
   * Resolves once op-geth has filled the payload from its pool the first time. engine_getPayload interrupts
   * the filling, and one asked at once gets the block without the pool's transactions (op-node asks a block
   * time later). The devnet watches op-geth's log for its "Updated payload id=<id>" line.
   */
  payloadFilled?: (payloadId: Hex) => Promise<void>;
  onBlock?: (payload: ExecutionPayload) => void;
  onError?: (err: Error) => void;
}

/** The parent beacon block root of every block (there is no L1 beacon chain): keccak256 of a label. */
export const DEVNET_BEACON_ROOT: Hex = `0x${Buffer.from(
  keccak256(Buffer.from('sidechain-api devnet beacon root', 'utf8')),
).toString('hex')}`;

const quantity = (n: bigint): Hex => `0x${n.toString(16)}`;
/** How far apart the sequencer asks whether the pool has caught up, and when it stops asking (a hang bound). */
const POOL_CATCH_UP_POLL_MS = 5;
export const POOL_CATCH_UP_LIMIT_MS = 10_000;

export class Sequencer {
  readonly #options: SequencerOptions;
  readonly #l1Values: L1InfoValues;
  #head: Head;
  #chain: Promise<unknown> = Promise.resolve();
  #deposits: Hex[] = [];
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;
  #pokeQueued = false;

  constructor(options: SequencerOptions) {
    this.#options = options;
    this.#head = options.genesis;
    this.#l1Values = {
      ...DEFAULT_L1_FEES,
      ...options.l1Fees,
      operatorFeeScalar: 0,
      operatorFeeConstant: 0n,
      daFootprintGasScalar: DA_FOOTPRINT_GAS_SCALAR,
    };
  }

  get head(): Head {
    return this.#head;
  }

  get l1Values(): L1InfoValues {
    return this.#l1Values;
  }

  /** Makes one block now (after the ones already asked for); resolves with it. */
  buildBlock(): Promise<ExecutionPayload> {
    const next = this.#chain.then(() => this.#build());
    this.#chain = next.catch(() => undefined);
    return next;
  }

  /** A deposit for the next block (raw type-0x7e bytes); the block is made at once. */
  deposit(raw: Hex): void {
    this.#deposits.push(raw);
    this.#schedule(true);
  }

  /** Something may have entered the pool: make a block if the pool holds a ready transaction. */
  poke(): void {
    this.#schedule(false);
  }

  /** Makes a block every `seconds` (from now on). */
  startInterval(seconds: number): void {
    const tick = () => {
      this.#timer = setTimeout(() => {
        if (this.#stopped) return;
        this.buildBlock().then(tick, (err: unknown) => {
          this.#report(err);
          tick();
        });
      }, seconds * 1000);
    };
    tick();
  }

  /** No block after the one being made. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#chain;
  }

  #schedule(force: boolean): void {
    if (this.#stopped || this.#pokeQueued) return;
    this.#pokeQueued = true;
    this.#chain = this.#chain
      .then(async () => {
        this.#pokeQueued = false;
        if (this.#stopped) return;
        // more may have arrived while the last block was made: one block takes them all, then look again
        if (force || this.#deposits.length > 0 || (await this.#readyInPool()) > 0) {
          const payload = await this.#build();
          // a block that took transactions from the pool may have left more (the gas limit): look again. One
          // that took none leaves only what op-geth does not mine now (a tip below its minimum): no more blocks.
          const fromPool = payload.transactions.length - 1 - payload.depositCount;
          if (fromPool > 0 && (await this.#options.poolStatus()).pending > 0) this.#schedule(false);
        }
      })
      .catch((err: unknown) => this.#report(err));
  }

  /** Ready transactions in the pool, once it has caught up with what was sent to it. */
  async #readyInPool(): Promise<number> {
    await this.#poolCaughtUp([]);
    return (await this.#options.poolStatus()).pending;
  }

  /** Waits until the pool has caught up (see poolCaughtUp): mined transactions gone, sent ones sorted. */
  async #poolCaughtUp(mined: readonly Hex[]): Promise<void> {
    const caughtUp = this.#options.poolCaughtUp;
    const limit = Date.now() + POOL_CATCH_UP_LIMIT_MS;
    while (!(await caughtUp(mined))) {
      if (Date.now() > limit) {
        this.#report(new Error(`the transaction pool did not catch up within ${POOL_CATCH_UP_LIMIT_MS} ms`));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, POOL_CATCH_UP_POLL_MS));
    }
  }

  #report(err: unknown): void {
    if (this.#stopped) return;
    this.#options.onError?.(err instanceof Error ? err : new Error(String(err)));
  }

  async #build(): Promise<ExecutionPayload & { depositCount: number }> {
    const { engine, genesis } = this.#options;
    const parent = this.#head;
    const number = parent.number + 1n;
    const now = BigInt(Math.floor(Date.now() / 1000));
    const timestamp =
      this.#options.clock === 'fixed' ? parent.timestamp + 2n : now > parent.timestamp ? now : parent.timestamp + 1n;
    const deposits = this.#deposits;
    this.#deposits = [];
    const { origin } = l1OriginOf(number, genesis.timestamp);
    const state = { headBlockHash: parent.hash, safeBlockHash: parent.hash, finalizedBlockHash: parent.hash };
    const started = await engine.forkchoiceUpdated(state, {
      timestamp: quantity(timestamp),
      prevRandao: origin.hash,
      suggestedFeeRecipient: SEQUENCER_FEE_VAULT,
      withdrawals: [],
      parentBeaconBlockRoot: DEVNET_BEACON_ROOT,
      transactions: [l1InfoDeposit(number, genesis.timestamp, this.#l1Values), ...deposits],
      noTxPool: false,
      gasLimit: quantity(DEVNET_GAS_LIMIT),
      eip1559Params: eip1559Params(EIP1559.denominatorCanyon, EIP1559.elasticity),
      minBaseFee: Number(DEVNET_MIN_BASE_FEE),
    });
    if (started.payloadStatus.status !== 'VALID' || !started.payloadId)
      throw new EngineCallError(
        'engine_forkchoiceUpdatedV3',
        `no payload (${started.payloadStatus.status}: ${started.payloadStatus.validationError ?? ''})`,
      );
    await this.#options.payloadFilled?.(started.payloadId);
    const { executionPayload: payload } = await engine.getPayload(started.payloadId);
    const status = await engine.newPayload(payload, DEVNET_BEACON_ROOT);
    if (status.status !== 'VALID')
      throw new EngineCallError('engine_newPayloadV4', `${status.status}: ${status.validationError ?? ''}`);
    const head = payload.blockHash;
    const moved = await engine.forkchoiceUpdated({
      headBlockHash: head,
      safeBlockHash: head,
      finalizedBlockHash: head,
    });
    if (moved.payloadStatus.status !== 'VALID')
      throw new EngineCallError('engine_forkchoiceUpdatedV3', `head not moved (${moved.payloadStatus.status})`);
    this.#head = { hash: head, number: BigInt(payload.blockNumber), timestamp: BigInt(payload.timestamp) };
    // the pool drops what this block mined only once the new head reaches it: until then it would count them as
    // pending, and the next poke would make an empty block for them
    const fromPool = payload.transactions.slice(1 + deposits.length);
    if (fromPool.length > 0) await this.#poolCaughtUp(fromPool.map(transactionHash));
    this.#options.onBlock?.(payload);
    return Object.assign(payload, { depositCount: deposits.length });
  }
}
