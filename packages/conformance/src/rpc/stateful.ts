// The stateful phase of JSON-RPC: views of the chain that must agree.
//   one block by number, by hash, its header and its receipts (number, hash, parentHash, transactions ↔
//   receipts), and its parent's hash;
//   logs of the block's range and the logs of its receipts;
//   a block filter returns what arrived since the last poll: the next head's hash, then nothing.

import { isDeepStrictEqual } from 'node:util';
import type { Report } from '../report.js';
import { groupOf, type RpcExchange, type RpcTarget } from './target.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const hex = (n: number) => `0x${n.toString(16)}`;

/** Fields a header and its block share. */
const HEADER_FIELDS = [
  'number',
  'hash',
  'parentHash',
  'stateRoot',
  'transactionsRoot',
  'receiptsRoot',
  'miner',
  'timestamp',
  'gasUsed',
  'gasLimit',
  'logsBloom',
  'baseFeePerGas',
];

export interface LinkOptions {
  /** The block to look at (a block with transactions when discovery found one). */
  block: string;
  /** How long to wait for a new head for the filter link. */
  timeoutMs: number;
}

class Views {
  links = 0;
  constructor(
    readonly t: RpcTarget,
    readonly report: Report,
  ) {}

  /** A call whose answer is clean, or undefined (problems are recorded; a disabled method is skipped). */
  async get(method: string, params: unknown[]): Promise<{ result: unknown; exchange: RpcExchange } | undefined> {
    if (!this.t.contract.methods.has(method)) return undefined;
    const { result, verdict, exchange } = await this.t.checked(method, params, 'stateful');
    if (!verdict || verdict.disabled || verdict.error || verdict.problems.length) return undefined;
    return { result, exchange };
  }

  disagree(x: RpcExchange, method: string, message: string, kind = 'views-disagree'): void {
    this.report.violation(groupOf(method), this.t.violation(x, method, 'stateful', { kind, message }));
  }
}

export async function checkRpcLinks(t: RpcTarget, report: Report, options: LinkOptions): Promise<number> {
  const v = new Views(t, report);
  const byNumber = await v.get('eth_getBlockByNumber', [options.block, false]);
  const block = byNumber?.result;
  if (!byNumber || !isObject(block) || typeof block.hash !== 'string') return v.links;
  const number = Number.parseInt(String(block.number), 16);

  const byHash = await v.get('eth_getBlockByHash', [block.hash, false]);
  if (byHash) {
    v.links++;
    if (!isDeepStrictEqual(byHash.result, block)) {
      const field = isObject(byHash.result)
        ? Object.keys(block).find((k) => !isDeepStrictEqual((byHash.result as Json)[k], block[k]))
        : undefined;
      v.disagree(
        byHash.exchange,
        'eth_getBlockByHash',
        `block ${block.hash} by hash differs from block ${block.number} by number${field ? ` in "${field}"` : ''}`,
      );
    }
  }
  const header = await v.get('eth_getHeaderByNumber', [block.number]);
  if (header && isObject(header.result)) {
    v.links++;
    const h = header.result;
    const field = HEADER_FIELDS.find((k) => k in h && k in block && !isDeepStrictEqual(h[k], block[k]));
    if (field)
      v.disagree(
        header.exchange,
        'eth_getHeaderByNumber',
        `the header of block ${block.number} says ${field} ${JSON.stringify(h[field])}, the block ${JSON.stringify(block[field])}`,
      );
  }
  if (number > 0) {
    const parent = await v.get('eth_getBlockByNumber', [hex(number - 1), false]);
    if (parent && isObject(parent.result)) {
      v.links++;
      if (parent.result.hash !== block.parentHash) {
        v.disagree(
          parent.exchange,
          'eth_getBlockByNumber',
          `block ${block.number} has parentHash ${String(block.parentHash)}, but block ${hex(number - 1)} has hash ${String(parent.result.hash)}`,
        );
      }
    }
  }
  const transactions = Array.isArray(block.transactions) ? (block.transactions as unknown[]) : [];
  const receipts = await v.get('eth_getBlockReceipts', [block.number]);
  if (receipts && Array.isArray(receipts.result)) {
    v.links++;
    const list = receipts.result as Json[];
    const hashes = transactions.map((x) => (isObject(x) ? x.hash : x));
    const mismatch =
      list.length !== hashes.length
        ? `${list.length} receipts for ${hashes.length} transactions`
        : list
            .map((r, i) =>
              r.transactionHash !== hashes[i]
                ? `receipt ${i} is for ${String(r.transactionHash)}, transaction ${i} is ${String(hashes[i])}`
                : r.blockHash !== block.hash
                  ? `receipt ${i} names block ${String(r.blockHash)}`
                  : '',
            )
            .find(Boolean);
    if (mismatch) v.disagree(receipts.exchange, 'eth_getBlockReceipts', `block ${block.number}: ${mismatch}`);

    const logs = await v.get('eth_getLogs', [{ fromBlock: block.number, toBlock: block.number }]);
    if (logs && Array.isArray(logs.result)) {
      v.links++;
      const key = (l: unknown) => (isObject(l) ? `${String(l.transactionHash)}#${String(l.logIndex)}` : '?');
      const fromReceipts = list
        .flatMap((r) => (Array.isArray(r.logs) ? (r.logs as unknown[]) : []))
        .map(key)
        .sort();
      const fromRange = (logs.result as unknown[]).map(key).sort();
      if (!isDeepStrictEqual(fromReceipts, fromRange)) {
        v.disagree(
          logs.exchange,
          'eth_getLogs',
          `logs of block ${block.number}: ${fromRange.length} by range, ${fromReceipts.length} in its receipts`,
        );
      }
    }
  }
  await checkBlockFilter(v, options.timeoutMs);
  return v.links;
}

/** A block filter: after a new head, the next poll has its hash; the poll after that is empty. */
async function checkBlockFilter(v: Views, timeoutMs: number): Promise<void> {
  const created = await v.get('eth_newBlockFilter', []);
  if (!created || typeof created.result !== 'string') return;
  const id = created.result;
  try {
    const first = await v.get('eth_getFilterChanges', [id]);
    if (!first) return;
    const head = await v.get('eth_blockNumber', []);
    if (!head || typeof head.result !== 'string') return;
    const start = Number.parseInt(head.result, 16);
    const deadline = performance.now() + timeoutMs;
    let next: { hash: string; number: string } | undefined;
    // the chain's own pace: poll the head until it moves (bounded by the time limit)
    while (!next && performance.now() < deadline) {
      const now = await v.get('eth_blockNumber', []);
      const n = typeof now?.result === 'string' ? Number.parseInt(now.result, 16) : start;
      if (n > start) {
        const b = await v.get('eth_getBlockByNumber', [hex(start + 1), false]);
        if (b && isObject(b.result) && typeof b.result.hash === 'string')
          next = { hash: b.result.hash, number: hex(start + 1) };
      } else {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    if (!next) {
      v.report.checked('stateful', 'filter links', `skipped: no new block within ${timeoutMs} ms`);
      return;
    }
    const changes = await v.get('eth_getFilterChanges', [id]);
    if (!changes || !Array.isArray(changes.result)) return;
    v.links++;
    if (!changes.result.includes(next.hash)) {
      v.disagree(
        changes.exchange,
        'eth_getFilterChanges',
        `the block filter's changes lack block ${next.number} (${next.hash}), which arrived since the last poll`,
      );
      return;
    }
    const again = await v.get('eth_getFilterChanges', [id]);
    if (again && Array.isArray(again.result)) {
      const old = again.result.filter(
        (h) => h === next.hash || (Array.isArray(first.result) && first.result.includes(h)),
      );
      if (old.length)
        v.disagree(
          again.exchange,
          'eth_getFilterChanges',
          `the block filter returned ${String(old[0])} again on the next poll`,
        );
    }
  } finally {
    await v.get('eth_uninstallFilter', [id]);
  }
}
