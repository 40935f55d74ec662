// The simulated chain behind the JSON-RPC mock: deterministic and self-consistent. Block n
// (n ≤ head) has a fixed hash, its parent's hash, a timestamp 2 s after its parent's, and two
// transactions: the OP-Stack L1-attributes deposit (type 0x7e, index 0) and, from block
// `initialHead - 0x2a` on, one ERC-20 transfer by the document's example sender (type 0x2, index 1,
// nonce counting up by one per block, its receipt with the L1-fee fields and one Transfer log).
// Shapes come from the document's examples (block, transactions, receipts, log, fee history); the
// numbers, hashes and links are filled in here, so every answer still validates.

import { fakeHash } from './document.mjs';
import { INVALID_PARAMS, LIMIT_EXCEEDED, RpcFailure, hex } from './dispatch.mjs';

/** @typedef {import('./document.mjs').Json} Json */
/** @typedef {import('./document.mjs').RpcDocument} RpcDocument */
/** @typedef {import('./dispatch.mjs').MethodImpl} MethodImpl */

/** Seconds between two blocks (an OP-Stack chain's block time). */
export const BLOCK_TIME_S = 2n;
/** Blocks back from the head whose hashes are indexed (older blocks: by number only). */
const HASH_WINDOW = 4096n;
/** Most blocks one eth_getLogs may span (like providers' range limits). */
export const MAX_LOG_RANGE = 10_000n;
/** Most blocks one eth_feeHistory may cover (geth's maxBlockCount). */
const MAX_FEE_HISTORY = 1024n;

/**
 * @param {RpcDocument} rpc
 * @param {string} name
 * @param {number} [index]
 * @returns {any} The example result (undefined when the method has none).
 */
function exampleResult(rpc, name, index = 0) {
  const m = /** @type {Json[]} */ (rpc.doc.methods ?? []).find((x) => x.name === name);
  const ex = (m?.examples ?? []).filter((/** @type {Json} */ e) => e?.result && 'value' in e.result)[index];
  return ex?.result?.value ?? undefined;
}

/**
 * Builds the chain over the document; `getHead` is the head counter of the server.
 * Returns the simulated methods (for dispatch.mjs) and helpers for subscriptions.
 * @param {RpcDocument} rpc
 * @param {() => bigint} getHead
 */
export function createChain(rpc, getHead) {
  const blockTemplate = exampleResult(rpc, 'eth_getBlockByNumber');
  const userTx = exampleResult(rpc, 'eth_getTransactionByHash', 0);
  const depositTx = exampleResult(rpc, 'eth_getTransactionByHash', 1);
  const userReceipt = exampleResult(rpc, 'eth_getTransactionReceipt', 0);
  const depositReceipt = exampleResult(rpc, 'eth_getTransactionReceipt', 1);
  const feeTemplate = exampleResult(rpc, 'eth_feeHistory');
  const headTemplate = rpc.headTemplate ?? {};
  // Without the shapes the chain cannot be built: every method then answers from examples.
  const complete = Boolean(blockTemplate && userTx && depositTx && userReceipt && depositReceipt && userTx.type === '0x2' && depositTx.type === '0x7e');

  const start = rpc.initialHead;
  const firstNonce = userTx ? BigInt(userTx.nonce) : 0n;
  const firstUserBlock = start - firstNonce;
  const sender = String(userTx?.from ?? '').toLowerCase();
  const baseTimestamp = (() => {
    try {
      return BigInt(headTemplate.timestamp ?? blockTemplate?.timestamp);
    } catch {
      return 1_700_000_000n;
    }
  })();

  // Hashes are sha256 of a label: memoised (bounded), as every block view needs several.
  /** @type {Map<string, string>} */
  const hashes = new Map();
  const memoHash = (/** @type {string} */ label) => {
    let h = hashes.get(label);
    if (h === undefined) {
      if (hashes.size >= 65_536) hashes.clear();
      h = fakeHash(label);
      hashes.set(label, h);
    }
    return h;
  };
  const blockHash = (/** @type {bigint} */ n) => memoHash(`block:${n}`);
  const txHash = (/** @type {bigint} */ n, /** @type {number} */ i) => memoHash(`tx:${n}:${i}`);
  const timestampOf = (/** @type {bigint} */ n) => hex(baseTimestamp + (n - start) * BLOCK_TIME_S);
  const txCount = (/** @type {bigint} */ n) => (n >= firstUserBlock ? 2 : 1);

  /** @type {Map<string, bigint>} */
  const blockByHash = new Map();
  /** @type {Map<string, [bigint, number]>} */
  const txByHash = new Map();
  let indexedTo = start - HASH_WINDOW - 1n;
  /** Indexes hashes up to the head (called before every lookup; cheap when nothing is new). */
  const index = () => {
    const head = getHead();
    for (let n = indexedTo + 1n > 0n ? indexedTo + 1n : 0n; n <= head; n++) {
      blockByHash.set(blockHash(n), n);
      for (let i = 0; i < txCount(n); i++) txByHash.set(txHash(n, i), [n, i]);
    }
    indexedTo = head;
  };

  /** The header fields every view of block n shares (newHeads, blocks). */
  const headerFields = (/** @type {bigint} */ n) => ({
    number: hex(n),
    hash: blockHash(n),
    parentHash: blockHash(n - 1n),
    timestamp: timestampOf(n),
  });

  /** newHeads payload of block n. */
  const header = (/** @type {bigint} */ n) => ({ ...headTemplate, ...headerFields(n) });

  /**
   * @param {bigint} n
   * @param {number} i
   */
  const transaction = (n, i) => {
    const where = { blockHash: blockHash(n), blockNumber: hex(n), transactionIndex: hex(BigInt(i)), hash: txHash(n, i) };
    if (i === 0) return { ...depositTx, ...where, nonce: hex(n), sourceHash: fakeHash(`source:${n}`) };
    return { ...userTx, ...where, nonce: hex(firstNonce + (n - start)) };
  };

  /** The Transfer log of block n's user transaction. */
  const logOf = (/** @type {bigint} */ n) => ({
    ...userReceipt.logs[0],
    blockNumber: hex(n),
    blockHash: blockHash(n),
    transactionHash: txHash(n, 1),
    transactionIndex: '0x1',
    logIndex: '0x0',
    removed: false,
  });

  /**
   * @param {bigint} n
   * @param {number} i
   */
  const receipt = (n, i) => {
    const where = { transactionHash: txHash(n, i), blockHash: blockHash(n), blockNumber: hex(n), transactionIndex: hex(BigInt(i)) };
    if (i === 0) return { ...depositReceipt, ...where, depositNonce: depositReceipt.depositNonce === undefined ? undefined : hex(n) };
    return { ...userReceipt, ...where, logs: userReceipt.logs.length ? [logOf(n)] : [] };
  };

  /**
   * @param {bigint} n
   * @param {boolean} hydrated
   */
  const block = (n, hydrated) => {
    const txs = Array.from({ length: txCount(n) }, (_, i) => (hydrated ? transaction(n, i) : txHash(n, i)));
    return { ...blockTemplate, ...headerFields(n), transactions: txs };
  };

  /**
   * A block number or tag → number (undefined for a number past the head).
   * @param {unknown} tag
   */
  const resolve = (tag) => {
    if (tag === 'earliest') return 0n;
    if (typeof tag === 'string' && tag.startsWith('0x')) return BigInt(tag);
    if (tag && typeof tag === 'object') {
      if ('blockNumber' in tag) return BigInt(/** @type {Json} */ (tag).blockNumber);
      if ('blockHash' in tag) {
        index();
        const n = blockByHash.get(String(/** @type {Json} */ (tag).blockHash).toLowerCase());
        if (n === undefined) throw new RpcFailure(-32000, `header for hash not found`);
        return n;
      }
    }
    return getHead(); // latest, pending, safe, finalized, or no tag
  };

  /**
   * The logs of `blocks` that match `filter`.
   * @param {Iterable<bigint>} blocks
   * @param {Json} filter
   */
  const logsOf = (blocks, filter) => {
    const logs = [];
    for (const n of blocks) {
      if (n < firstUserBlock || userReceipt.logs.length === 0) continue;
      const log = logOf(n);
      if (logMatches(log, filter)) logs.push(log);
    }
    return logs;
  };

  /** @type {Map<string, MethodImpl>} */
  const methods = new Map();
  if (!complete) return { methods, header, logOf: undefined, transaction: undefined, blockHash, logsOf: undefined };

  methods.set('eth_getBlockByNumber', ([tag, hydrated]) => {
    const n = resolve(tag);
    return n > getHead() ? 'null' : JSON.stringify(block(n, Boolean(hydrated)));
  });
  methods.set('eth_getBlockByHash', ([hash, hydrated]) => {
    index();
    const n = blockByHash.get(String(hash).toLowerCase());
    return n === undefined ? undefined : JSON.stringify(block(n, Boolean(hydrated)));
  });
  methods.set('eth_getTransactionByHash', ([hash]) => {
    index();
    const at = txByHash.get(String(hash).toLowerCase());
    return at && JSON.stringify(transaction(...at));
  });
  methods.set('eth_getTransactionReceipt', ([hash]) => {
    index();
    const at = txByHash.get(String(hash).toLowerCase());
    return at && JSON.stringify(receipt(...at));
  });
  methods.set('eth_getBlockTransactionCountByNumber', ([tag]) => {
    const n = resolve(tag);
    return n > getHead() ? 'null' : JSON.stringify(hex(BigInt(txCount(n))));
  });
  methods.set('eth_getTransactionCount', ([address, tag]) => {
    if (String(address).toLowerCase() !== sender) return '"0x0"';
    const n = resolve(tag);
    const sent = n >= firstUserBlock ? n - firstUserBlock + 1n : 0n;
    return JSON.stringify(hex(sent));
  });
  // The sender's balance pays for its transaction in every block: gas × effective price + L1 fee
  // (+ value); the document's eth_getBalance example is its balance at the initial head.
  const balanceExample = exampleResult(rpc, 'eth_getBalance');
  const txCost = (() => {
    try {
      return BigInt(userReceipt.gasUsed) * BigInt(userReceipt.effectiveGasPrice) + BigInt(userReceipt.l1Fee ?? 0) + BigInt(userTx.value ?? 0);
    } catch {
      return 0n;
    }
  })();
  if (typeof balanceExample === 'string') {
    methods.set('eth_getBalance', ([address, tag]) => {
      if (String(address).toLowerCase() !== sender) return undefined;
      const n = resolve(tag);
      const first = n < firstUserBlock ? firstUserBlock - 1n : n;
      const balance = BigInt(balanceExample) + (start - first) * txCost;
      return JSON.stringify(hex(balance > 0n ? balance : 0n));
    });
  }
  methods.set('eth_getLogs', ([filter]) => {
    const f = /** @type {Json} */ (filter ?? {});
    /** @type {bigint[]} */
    let blocks;
    if (f.blockHash) {
      index();
      const n = blockByHash.get(String(f.blockHash).toLowerCase());
      if (n === undefined) throw new RpcFailure(-32000, 'unknown block');
      blocks = [n];
    } else {
      const head = getHead();
      const from = resolve(f.fromBlock);
      const toWanted = resolve(f.toBlock);
      const to = toWanted > head ? head : toWanted;
      if (to - from + 1n > MAX_LOG_RANGE) {
        throw new RpcFailure(LIMIT_EXCEEDED, `query exceeds max block range ${MAX_LOG_RANGE}`, { limit: Number(MAX_LOG_RANGE) });
      }
      blocks = [];
      // Blocks before the first transfer hold no log: start there (up to 10,000 blocks are asked for).
      for (let n = from < firstUserBlock ? firstUserBlock : from; n <= to; n++) blocks.push(n);
    }
    return JSON.stringify(logsOf(blocks, f));
  });
  if (feeTemplate) {
    methods.set('eth_feeHistory', ([count, newest, percentiles]) => {
      const last = resolve(newest);
      if (last > getHead()) throw new RpcFailure(INVALID_PARAMS, `requested block ${hex(last)} after head ${hex(getHead())}`);
      let k = BigInt(/** @type {string} */ (count));
      if (k > MAX_FEE_HISTORY) k = MAX_FEE_HISTORY;
      if (k > last + 1n) k = last + 1n;
      const len = Number(k);
      const base = feeTemplate.baseFeePerGas?.[0] ?? '0x0';
      const blobBase = feeTemplate.baseFeePerBlobGas?.[0] ?? '0x1';
      const ratio = feeTemplate.gasUsedRatio?.[0] ?? 0;
      /** @type {Json} */
      const out = {
        oldestBlock: hex(last - k + 1n),
        baseFeePerGas: Array(len + 1).fill(base),
        gasUsedRatio: Array(len).fill(ratio),
        baseFeePerBlobGas: Array(len + 1).fill(blobBase),
        blobGasUsedRatio: Array(len).fill(0),
      };
      if (Array.isArray(percentiles) && percentiles.length) {
        const tip = feeTemplate.reward?.[0]?.[0] ?? '0x0';
        out.reward = Array.from({ length: len }, () => percentiles.map(() => tip));
      }
      if (len === 0) return JSON.stringify({ oldestBlock: '0x0', baseFeePerGas: [], gasUsedRatio: [] });
      return JSON.stringify(out);
    });
  }
  return {
    methods,
    header,
    logOf: (/** @type {bigint} */ n) => (n >= firstUserBlock && userReceipt.logs.length ? logOf(n) : undefined),
    transaction,
    blockHash,
    logsOf,
  };
}

/**
 * Whether a log matches a filter ({address?, topics?}) — eth_getLogs and logs subscriptions.
 * @param {Json} log
 * @param {unknown} filter
 */
export function logMatches(log, filter) {
  if (!filter || typeof filter !== 'object') return true;
  const f = /** @type {Json} */ (filter);
  if (f.address != null) {
    const list = (Array.isArray(f.address) ? f.address : [f.address]).map((a) => String(a).toLowerCase());
    if (list.length && !list.includes(String(log.address).toLowerCase())) return false;
  }
  if (Array.isArray(f.topics)) {
    const topics = Array.isArray(log.topics) ? log.topics : [];
    for (let k = 0; k < f.topics.length; k++) {
      const want = f.topics[k];
      if (want == null || (Array.isArray(want) && want.length === 0)) continue;
      const alternatives = (Array.isArray(want) ? want : [want]).map((t) => String(t).toLowerCase());
      if (!alternatives.includes(String(topics[k] ?? '').toLowerCase())) return false;
    }
  }
  return true;
}
