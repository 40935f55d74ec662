// The simulated chain behind the JSON-RPC mock: deterministic and self-consistent, built on the document's
// examples. The examples describe block `initialHead` (0x6a3f1c): its hash, its parent's hash, its
// L1-attributes deposit and the example sender's ERC-20 transfer with its receipt and Transfer log. Block
// `initialHead` is exactly that block (same hashes); every other block n ≤ head has a derived hash
// (sha256 of "block:n"), its parent's hash, a timestamp 2 s after its parent's, the deposit (type 0x7e,
// index 0) and, from block `initialHead − nonce` on, the sender's transfer (type 0x2, index 1, nonce +1
// per block). Receipts carry the L1 data fee op-geth would charge (l1-fee.ts) from the L1 attributes of
// the deposit's calldata, which the L1Block predeploy answers too (op-stack.ts).

import { createHash } from 'node:crypto';
import { rlpEncode, rlpInteger } from '@sidechain-api/contract';
import type { Address, Block, BlockHeader, Hash32, Log, Receipt, Transaction, Uint } from '@sidechain-api/evm-rpc';
import { RPC_MOCK_DEFAULTS } from './defaults.js';
import type { MockDocument } from './document.js';
import { hex, INVALID_PARAMS, RpcFailure, SERVER_ERROR } from './envelope.js';
import { fjordL1Cost, flzCompressLen, type L1Attributes, parseL1InfoInput } from './l1-fee.js';

export type UserTransaction = Extract<Transaction, { type: '0x2' }>;
export type DepositTransaction = Extract<Transaction, { type: '0x7e' }>;

/** The examples the chain is built from. */
export interface ChainTemplates {
  block: Block;
  header: BlockHeader;
  userTx: UserTransaction;
  depositTx: DepositTransaction;
  userReceipt: Receipt;
  depositReceipt: Receipt;
  /** The example sender's balance at the initial head (eth_getBalance's example), if any. */
  balance: Uint | undefined;
  l1: L1Attributes;
}

/** Seconds between two blocks (an OP-Stack chain's block time). */
export const BLOCK_TIME_S = 2n;

export interface ChainLimits {
  /** Blocks back from the head whose hashes are indexed; older blocks are found by number only. */
  hashWindow: bigint;
}

const isMined = (tx: Transaction): boolean => tx.blockHash !== null;

/** A quantity (hex text or bigint) as RLP wants it: big-endian without leading zeros; zero is empty. */
const quantity = (value: Uint | bigint | undefined): Uint8Array => rlpInteger(BigInt(value ?? 0));

/** Hex data (`0x…`) as bytes. */
const bytes = (hexText: string | null | undefined): Uint8Array => Buffer.from((hexText ?? '0x').slice(2), 'hex');

/** The templates of the chain, or undefined when the document lacks one of them (then nothing is simulated). */
export function chainTemplates(doc: MockDocument): ChainTemplates | undefined {
  const block = doc.examples('eth_getBlockByNumber').find((e) => e.result !== null)?.result;
  const txs = doc.examples('eth_getTransactionByHash').map((e) => e.result);
  const userTx = txs.find((t): t is UserTransaction => t !== null && t.type === '0x2' && isMined(t));
  const depositTx = txs.find((t): t is DepositTransaction => t !== null && t.type === '0x7e');
  const receipts = doc.examples('eth_getTransactionReceipt').map((e) => e.result);
  const userReceipt = receipts.find((r) => r !== null && r.transactionHash === userTx?.hash) ?? undefined;
  const depositReceipt = receipts.find((r) => r !== null && r.transactionHash === depositTx?.hash) ?? undefined;
  const newHead = doc.subscriptions.get('newHeads')?.example as BlockHeader | undefined;
  const l1 = depositTx ? parseL1InfoInput(depositTx.input) : undefined;
  if (!block || !userTx || !depositTx || !userReceipt || !depositReceipt || !l1) return undefined;
  const { size: _size, transactions: _txs, uncles: _uncles, withdrawals: _withdrawals, ...headerFields } = block;
  return {
    block,
    header: newHead ?? headerFields,
    userTx,
    depositTx,
    userReceipt,
    depositReceipt,
    balance: doc.examples('eth_getBalance')[0]?.result,
    l1,
  };
}

/** A filter of logs by address and topics (eth_getLogs, eth_newFilter, logs subscriptions). */
export interface LogCriteria {
  address?: unknown;
  topics?: unknown;
}

/** Most alternatives in one topic position (go-ethereum v1.17.2 eth/filters/api.go:65, maxSubTopics). */
const MAX_SUB_TOPICS = 1000;

/**
 * go-ethereum's checks of a log query's size, for eth_getLogs, eth_newFilter and the logs subscription alike.
 * Decoding the filter refuses more than 4 topic positions or 1000 alternatives in one (-32602,
 * eth/filters/api.go:65, 680-705); the query then refuses more than `maxTerms` (its LogQueryLimit) addresses
 * (-32000, api.go:451-454; a subscription, filter_system.go:297-310). The bundled document's schemas refuse the
 * first two already; a looser document reaches these checks.
 */
export function checkLogQueryTerms(criteria: LogCriteria, maxTerms: number): void {
  const topics = Array.isArray(criteria.topics) ? criteria.topics : [];
  if (topics.length > 4 || topics.some((t: unknown) => Array.isArray(t) && t.length > MAX_SUB_TOPICS)) {
    throw new RpcFailure(INVALID_PARAMS, 'invalid argument 0: exceed max topics');
  }
  if (Array.isArray(criteria.address) && criteria.address.length > maxTerms) {
    throw new RpcFailure(SERVER_ERROR, 'exceed max addresses or topics per search position');
  }
}

/** go-ethereum's numbers of the block tags (rpc/types.go). */
const TAG_NUMBERS: Readonly<Record<string, bigint>> = {
  earliest: -5n,
  safe: -4n,
  finalized: -3n,
  latest: -2n,
  pending: -1n,
};

/**
 * The block range a log filter or a logs subscription may follow (ethereum-optimism/op-geth@v1.101702.3
 * eth/filters/filter_system.go:311-348): latest to latest, a number to latest, or two numbers in order; `pending`
 * is -32602 "pending logs are not supported", any other range -32602 "invalid block range params"
 * (eth/filters/api.go:39, 42). `earliest` as the start is block 0.
 */
export function checkLogSubscriptionRange(filter: object): void {
  const criteria = filter as { fromBlock?: unknown; toBlock?: unknown };
  const number = (v: unknown, absent: bigint): bigint => {
    if (v === undefined || v === null) return absent;
    const tag = TAG_NUMBERS[String(v)];
    return tag ?? BigInt(String(v));
  };
  const latest = TAG_NUMBERS.latest as bigint;
  let from = number(criteria.fromBlock, latest);
  const to = number(criteria.toBlock, latest);
  if (from === TAG_NUMBERS.pending || to === TAG_NUMBERS.pending) {
    throw new RpcFailure(INVALID_PARAMS, 'pending logs are not supported');
  }
  if (from === TAG_NUMBERS.earliest) from = 0n;
  if (from === latest && to === latest) return;
  if (from >= 0n && (to === latest || to >= from)) return;
  throw new RpcFailure(INVALID_PARAMS, 'invalid block range params');
}

/** Whether a log matches `filter` ({address?, topics?}); a missing filter matches every log. */
export function logMatches(log: Log, filter: LogCriteria | undefined): boolean {
  // Equivalent mutant: `!filter` → false (an undefined filter is not an object either; callers pass no null).
  if (!filter || typeof filter !== 'object') return true;
  if (filter.address !== undefined && filter.address !== null) {
    const list = (Array.isArray(filter.address) ? filter.address : [filter.address]).map((a) =>
      String(a).toLowerCase(),
    );
    if (list.length && !list.includes(log.address.toLowerCase())) return false;
  }
  if (Array.isArray(filter.topics)) {
    // Equivalent mutant: `k < filter.topics.length` → `<=` (the position past the end is undefined: skipped).
    for (let k = 0; k < filter.topics.length; k++) {
      const want: unknown = filter.topics[k];
      if (want === null || want === undefined || (Array.isArray(want) && want.length === 0)) continue;
      // a null inside an OR list makes the position match anything (go-ethereum v1.17.2 eth/filters/api.go:706-711)
      if (Array.isArray(want) && want.includes(null)) continue;
      const alternatives = (Array.isArray(want) ? want : [want]).map((t) => String(t).toLowerCase());
      // Equivalent mutant: the `''` fallback changed (a missing topic matches no valid topic either way).
      if (!alternatives.includes(String(log.topics[k] ?? '').toLowerCase())) return false;
    }
  }
  return true;
}

/** A block selector as the params carry it: a number, a tag, a hash or an EIP-1898 object. */
export type BlockSelector = unknown;

export class Chain {
  readonly start: bigint;
  readonly sender: Address;
  readonly l1: L1Attributes;
  readonly #t: ChainTemplates;
  readonly #head: () => bigint;
  readonly #limits: ChainLimits;
  readonly #firstUserBlock: bigint;
  readonly #firstNonce: bigint;
  readonly #baseTimestamp: bigint;
  readonly #hashes = new Map<string, Hash32>();
  readonly #blockByHash = new Map<string, bigint>();
  readonly #txByHash = new Map<string, [bigint, number]>();
  #indexedTo: bigint;
  readonly #l1FeeByNonce = new Map<bigint, { fee: bigint; gasUsed: bigint }>();

  constructor(
    templates: ChainTemplates,
    start: bigint,
    head: () => bigint,
    limits: ChainLimits = RPC_MOCK_DEFAULTS.chain,
  ) {
    this.#t = templates;
    this.start = start;
    this.#head = head;
    this.#limits = limits;
    this.l1 = templates.l1;
    this.sender = templates.userTx.from.toLowerCase() as Address;
    this.#firstNonce = BigInt(templates.userTx.nonce);
    this.#firstUserBlock = start - this.#firstNonce;
    this.#baseTimestamp = BigInt(templates.block.timestamp);
    this.#indexedTo = start - limits.hashWindow - 1n;
  }

  head(): bigint {
    return this.#head();
  }

  #memo(label: string): Hash32 {
    let h = this.#hashes.get(label);
    // Equivalent mutant: `h === undefined` → true, and the 65_536 cap's mutants (only how often sha256 runs changes).
    if (h === undefined) {
      if (this.#hashes.size >= 65_536) this.#hashes.clear();
      h = `0x${createHash('sha256').update(label).digest('hex')}`;
      this.#hashes.set(label, h);
    }
    return h;
  }

  blockHash(n: bigint): Hash32 {
    if (n === this.start) return this.#t.block.hash ?? this.#memo(`block:${n}`);
    if (n === this.start - 1n) return this.#t.block.parentHash;
    return this.#memo(`block:${n}`);
  }

  txHash(n: bigint, i: number): Hash32 {
    if (n === this.start) return i === 0 ? this.#t.depositTx.hash : this.#t.userTx.hash;
    return this.#memo(`tx:${n}:${i}`);
  }

  txCount(n: bigint): number {
    return n >= this.#firstUserBlock ? 2 : 1;
  }

  /** Indexes block and transaction hashes up to the head, forgetting those that left the window. */
  #index(): void {
    const head = this.#head();
    const oldest = head - this.#limits.hashWindow;
    // Equivalent mutant: the start's `> 0n ? … : 0n` (it matters below block 4096 only, for blocks below 0).
    for (let n = this.#indexedTo + 1n > 0n ? this.#indexedTo + 1n : 0n; n <= head; n++) {
      // Equivalent mutant: this skip dropped (the clean-up below removes the same entries: block order).
      if (n < oldest) continue;
      this.#blockByHash.set(this.blockHash(n), n);
      for (let i = 0; i < this.txCount(n); i++) this.#txByHash.set(this.txHash(n, i), [n, i]);
    }
    this.#indexedTo = head;
    // entries are inserted in block order: the oldest come first
    for (const [hash, n] of this.#blockByHash) {
      if (n >= oldest) break;
      this.#blockByHash.delete(hash);
    }
    for (const [hash, [n]] of this.#txByHash) {
      if (n >= oldest) break;
      this.#txByHash.delete(hash);
    }
  }

  blockByHash(hash: unknown): bigint | undefined {
    this.#index();
    return this.#blockByHash.get(String(hash).toLowerCase());
  }

  txByHash(hash: unknown): [bigint, number] | undefined {
    this.#index();
    return this.#txByHash.get(String(hash).toLowerCase());
  }

  /**
   * The block a selector names; `latest`, `pending`, `safe` and `finalized` are the head. A number past the
   * head is returned as it is (callers answer null or "header not found"); an unknown hash is -32000.
   */
  resolve(selector: BlockSelector): bigint {
    if (selector === 'earliest') return 0n;
    if (typeof selector === 'string' && /^0x[0-9a-fA-F]{64}$/.test(selector)) return this.#byHashOrFail(selector);
    if (typeof selector === 'string' && selector.startsWith('0x')) return BigInt(selector);
    if (selector !== null && typeof selector === 'object') {
      const s = selector as { blockNumber?: unknown; blockHash?: unknown };
      if (s.blockHash !== undefined) return this.#byHashOrFail(s.blockHash);
      if (s.blockNumber !== undefined) return this.resolve(s.blockNumber);
    }
    return this.#head();
  }

  #byHashOrFail(hash: unknown): bigint {
    const n = this.blockByHash(hash);
    if (n === undefined) throw new RpcFailure(SERVER_ERROR, 'header for hash not found');
    return n;
  }

  /** The block a state read names: past the head it is -32000 "header not found", as op-geth answers. */
  stateBlock(selector: BlockSelector): bigint {
    const n = this.resolve(selector);
    if (n > this.#head()) throw new RpcFailure(SERVER_ERROR, 'header not found');
    return n;
  }

  timestampOf(n: bigint): Uint {
    return hex(this.#baseTimestamp + (n - this.start) * BLOCK_TIME_S);
  }

  #headerFields(n: bigint) {
    return {
      number: hex(n),
      hash: this.blockHash(n),
      parentHash: this.blockHash(n - 1n),
      timestamp: this.timestampOf(n),
      gasUsed: n >= this.#firstUserBlock ? this.#t.block.gasUsed : this.#t.depositReceipt.gasUsed,
    };
  }

  /** The newHeads payload of block n (op-geth's header JSON, with its explicit nulls). */
  newHead(n: bigint): BlockHeader {
    return { ...this.#t.header, ...this.#headerFields(n) };
  }

  /** The header of block n as eth_getHeaderBy* answer it. */
  header(n: bigint): BlockHeader {
    const {
      size: _size,
      transactions: _txs,
      uncles: _uncles,
      withdrawals: _withdrawals,
      ...fields
    } = this.block(n, false);
    return fields;
  }

  /**
   * Block n. `pending` is the head block as it is, hash, nonce and miner too: op-geth serves the latest block as
   * pending on an OP chain (ethereum-optimism/op-geth@v1.101702.3 miner/miner.go:171-181) and nulls those three
   * only when the chain is not one (internal/ethapi/api.go:512, 543).
   */
  block(n: bigint, hydrated: boolean): Block {
    const transactions = hydrated
      ? Array.from({ length: this.txCount(n) }, (_, i) => this.transaction(n, i))
      : Array.from({ length: this.txCount(n) }, (_, i) => this.txHash(n, i));
    return { ...this.#t.block, ...this.#headerFields(n), transactions };
  }

  /** The example sender's nonce in the transaction of block n (n ≥ the first user block). */
  #nonceIn(n: bigint): bigint {
    return this.#firstNonce + (n - this.start);
  }

  /** Effective gas price of the user transaction: base fee plus the tip, capped by the fee cap. */
  #effectiveGasPrice(): bigint {
    const baseFee = BigInt(this.#t.block.baseFeePerGas ?? 0);
    const tip = baseFee + BigInt(this.#t.userTx.maxPriorityFeePerGas);
    const cap = BigInt(this.#t.userTx.maxFeePerGas);
    return tip < cap ? tip : cap;
  }

  transaction(n: bigint, i: number): Transaction {
    const where = {
      blockHash: this.blockHash(n),
      blockNumber: hex(n),
      blockTimestamp: this.timestampOf(n),
      transactionIndex: hex(i),
      hash: this.txHash(n, i),
    };
    if (i === 0) {
      const sourceHash = n === this.start ? this.#t.depositTx.sourceHash : this.#memo(`source:${n}`);
      // a mined deposit's RLP `mint` decodes to a number, 0 when nothing is minted: op-geth writes it
      // (ethereum-optimism/op-geth@v1.101702.3 internal/ethapi/api.go:1224)
      return { ...this.#t.depositTx, mint: this.#t.depositTx.mint ?? '0x0', ...where, nonce: hex(n), sourceHash };
    }
    return { ...this.#t.userTx, ...where, nonce: hex(this.#nonceIn(n)), gasPrice: hex(this.#effectiveGasPrice()) };
  }

  /** The signed EIP-1559 transaction of block n as op-geth serialises it for its L1 fee (type byte ‖ RLP). */
  #signedUserTx(n: bigint): Uint8Array {
    const tx = this.#t.userTx;
    const fields = [
      quantity(tx.chainId),
      quantity(this.#nonceIn(n)),
      quantity(tx.maxPriorityFeePerGas),
      quantity(tx.maxFeePerGas),
      quantity(tx.gas),
      bytes(tx.to),
      quantity(tx.value),
      bytes(tx.input),
      tx.accessList.map((e) => [bytes(e.address), e.storageKeys.map(bytes)]),
      quantity(tx.yParity ?? tx.v),
      quantity(tx.r),
      quantity(tx.s),
    ];
    return Buffer.concat([Uint8Array.of(2), rlpEncode(fields)]);
  }

  /** L1 fee and L1 gas of block n's user transaction. */
  userL1Cost(n: bigint): { fee: bigint; gasUsed: bigint } {
    const nonce = this.#nonceIn(n);
    let cost = this.#l1FeeByNonce.get(nonce);
    if (!cost) {
      if (this.#l1FeeByNonce.size >= 4096) this.#l1FeeByNonce.clear();
      cost = fjordL1Cost(BigInt(flzCompressLen(this.#signedUserTx(n))), this.l1);
      this.#l1FeeByNonce.set(nonce, cost);
    }
    return cost;
  }

  /** The Transfer log of block n's user transaction. */
  logOf(n: bigint): Log | undefined {
    const template = this.#t.userReceipt.logs[0];
    if (n < this.#firstUserBlock || !template) return undefined;
    return {
      ...template,
      blockNumber: hex(n),
      blockHash: this.blockHash(n),
      transactionHash: this.txHash(n, 1),
      transactionIndex: '0x1',
      logIndex: '0x0',
      removed: false,
    };
  }

  receipt(n: bigint, i: number): Receipt {
    const where = {
      transactionHash: this.txHash(n, i),
      blockHash: this.blockHash(n),
      blockNumber: hex(n),
      transactionIndex: hex(i),
    };
    if (i === 0) {
      const deposit = { ...this.#t.depositReceipt, ...where };
      return deposit.depositNonce === undefined ? deposit : { ...deposit, depositNonce: hex(n) };
    }
    const log = this.logOf(n);
    const l1 = this.userL1Cost(n);
    return {
      ...this.#t.userReceipt,
      ...where,
      logs: log ? [log] : [],
      effectiveGasPrice: hex(this.#effectiveGasPrice()),
      l1GasPrice: hex(this.l1.basefee),
      l1GasUsed: hex(l1.gasUsed),
      l1Fee: hex(l1.fee),
      l1BaseFeeScalar: hex(this.l1.baseFeeScalar),
      l1BlobBaseFee: hex(this.l1.blobBaseFee),
      l1BlobBaseFeeScalar: hex(this.l1.blobBaseFeeScalar),
    };
  }

  /** The logs of `blocks` that match `filter`. */
  logsOf(blocks: Iterable<bigint>, filter: LogCriteria | undefined): Log[] {
    const out: Log[] = [];
    for (const n of blocks) {
      const log = this.logOf(n);
      if (log && logMatches(log, filter)) out.push(log);
    }
    return out;
  }

  /** The first block that holds a log (blocks before it hold none). */
  get firstLogBlock(): bigint {
    return this.#firstUserBlock;
  }

  /** How many transactions `address` had sent up to and including block n. */
  nonceAt(address: unknown, n: bigint): bigint {
    if (String(address).toLowerCase() !== this.sender) return 0n;
    return n >= this.#firstUserBlock ? n - this.#firstUserBlock + 1n : 0n;
  }

  /** The block holding the sender's transaction with `nonce`, when it is mined by now. */
  blockOfNonce(address: unknown, nonce: bigint): bigint | undefined {
    if (String(address).toLowerCase() !== this.sender) return undefined;
    const n = this.#firstUserBlock + nonce;
    return nonce >= 0n && n <= this.#head() ? n : undefined;
  }

  /**
   * The sender's balance after block n: the example balance at the start, less what each of its
   * transactions cost since (gas × effective price + L1 fee + value). Undefined for other accounts.
   */
  balanceAt(address: unknown, n: bigint): bigint | undefined {
    if (String(address).toLowerCase() !== this.sender || this.#t.balance === undefined) return undefined;
    const spentPerTx =
      BigInt(this.#t.userReceipt.gasUsed) * this.#effectiveGasPrice() +
      this.userL1Cost(this.start).fee +
      BigInt(this.#t.userTx.value);
    const at = n < this.#firstUserBlock ? this.#firstUserBlock - 1n : n;
    const balance = BigInt(this.#t.balance) + (this.start - at) * spentPerTx;
    // Equivalent mutant: `balance > 0n` → `>=` (a zero balance gives 0n either way).
    return balance > 0n ? balance : 0n;
  }
}
