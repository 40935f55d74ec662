// Polling filters (eth_newFilter, eth_newBlockFilter, eth_newPendingTransactionFilter, eth_getFilterChanges,
// eth_getFilterLogs, eth_uninstallFilter), as op-geth keeps them (go-ethereum v1.17.2 `eth/filters/api.go`):
//   - ids are 16 random bytes (`rpc.NewID`), so nobody can guess another client's filter;
//   - a filter not polled for `timeoutMs` (op-geth: 5 minutes, `filter_system.go` Config.Timeout; removed by
//     `timeoutLoop`, api.go:110-140) is gone: polling it answers -32000 "filter not found" (api.go:44);
//   - eth_uninstallFilter of an unknown id answers false.
// Limits of the mock's own (op-geth has none besides the timeout): at most `maxFilters` live filters holding
// at most `maxCriteriaBytes` of log criteria. A new filter always fits: when the table is full, the filter
// removed is the least recently polled one of the connection that created the most, so one client filling
// the table only ever evicts its own filters.

import { randomBytes } from 'node:crypto';
import type { Hash32, Log } from '@sidechain-api/evm-rpc';
import type { Chain, LogCriteria } from './chain.js';
import { RpcFailure, SERVER_ERROR } from './envelope.js';

export interface FilterLimits {
  /** A filter not polled for this long is removed (op-geth's default: 5 minutes). */
  timeoutMs: number;
  /** Most live filters, all clients together. */
  maxFilters: number;
  /** Most bytes of log criteria (addresses, topics) held, all filters together. */
  maxCriteriaBytes: number;
  /** Most blocks one poll returns (a filter polled very late gets the newest ones). */
  maxBlocksPerPoll: bigint;
}

export const DEFAULT_FILTER_LIMITS: FilterLimits = {
  timeoutMs: 5 * 60_000,
  maxFilters: 10_000,
  maxCriteriaBytes: 16 * 1024 * 1024,
  maxBlocksPerPoll: 10_000n,
};

type FilterKind = 'logs' | 'blocks' | 'pending';

interface Filter {
  kind: FilterKind;
  criteria: LogCriteria & { fromBlock?: unknown; toBlock?: unknown };
  /** Bytes of criteria counted against maxCriteriaBytes. */
  weight: number;
  /** The connection that created it. */
  owner: number;
  /** Last block whose changes were returned. */
  last: bigint;
  /** When it was last polled (or created), by `now()`. */
  polled: number;
}

/** A geth-style id: 16 random bytes as a hex quantity (no leading zeros). */
export function randomId(): `0x${string}` {
  // Equivalent mutant: `/^0+/` → `/0+/` (drops the first run of zeros anywhere: still no leading zeros).
  return `0x${randomBytes(16).toString('hex').replace(/^0+/, '') || '0'}`;
}

export class FilterTable {
  readonly #filters = new Map<string, Filter>();
  readonly #chain: Chain;
  readonly #limits: FilterLimits;
  readonly #now: () => number;
  #criteriaBytes = 0;
  readonly #sweep: NodeJS.Timeout;

  constructor(chain: Chain, limits: FilterLimits = DEFAULT_FILTER_LIMITS, now: () => number = Date.now) {
    this.#chain = chain;
    this.#limits = limits;
    this.#now = now;
    this.#sweep = setInterval(() => this.#expire(), Math.max(1000, Math.min(limits.timeoutMs, 60_000)));
    this.#sweep.unref();
  }

  get size(): number {
    return this.#filters.size;
  }

  close(): void {
    clearInterval(this.#sweep);
    this.#filters.clear();
    this.#criteriaBytes = 0;
  }

  #remove(id: string, f: Filter): void {
    this.#filters.delete(id);
    this.#criteriaBytes -= f.weight;
  }

  #expire(): void {
    const deadline = this.#now() - this.#limits.timeoutMs;
    for (const [id, f] of this.#filters) if (f.polled <= deadline) this.#remove(id, f);
  }

  /** Makes room for `weight` more bytes and one more filter, evicting from the biggest creator. */
  #makeRoom(weight: number): void {
    this.#expire();
    while (
      this.#filters.size > 0 &&
      (this.#filters.size >= this.#limits.maxFilters || this.#criteriaBytes + weight > this.#limits.maxCriteriaBytes)
    ) {
      const byOwner = new Map<number, { count: number; oldest: [string, Filter] }>();
      for (const entry of this.#filters) {
        const [, f] = entry;
        const seen = byOwner.get(f.owner);
        if (!seen) byOwner.set(f.owner, { count: 1, oldest: entry });
        else {
          seen.count++;
          if (f.polled < seen.oldest[1].polled) seen.oldest = entry;
        }
      }
      const victim = [...byOwner.values()].sort((a, b) => b.count - a.count)[0];
      if (!victim) return;
      this.#remove(victim.oldest[0], victim.oldest[1]);
    }
  }

  install(kind: FilterKind, criteria: Filter['criteria'], owner: number): `0x${string}` {
    const weight = kind === 'logs' ? JSON.stringify(criteria).length : 0;
    if (weight > this.#limits.maxCriteriaBytes) {
      throw new RpcFailure(
        SERVER_ERROR,
        `filter criteria too large (the mock's limit: ${this.#limits.maxCriteriaBytes} bytes)`,
      );
    }
    this.#makeRoom(weight);
    const id = randomId();
    this.#filters.set(id, { kind, criteria, weight, owner, last: this.#chain.head(), polled: this.#now() });
    this.#criteriaBytes += weight;
    return id;
  }

  #find(id: unknown): Filter {
    const key = String(id).toLowerCase();
    const f = this.#filters.get(key);
    if (!f || f.polled <= this.#now() - this.#limits.timeoutMs) {
      if (f) this.#remove(key, f);
      throw new RpcFailure(SERVER_ERROR, 'filter not found');
    }
    f.polled = this.#now();
    return f;
  }

  /** What arrived since the previous poll: new block hashes, or the new blocks' matching logs; [] for pending filters. */
  changes(id: unknown): Hash32[] | Log[] {
    const f = this.#find(id);
    const head = this.#chain.head();
    let from = f.last + 1n;
    if (head - from + 1n > this.#limits.maxBlocksPerPoll) from = head - this.#limits.maxBlocksPerPoll + 1n;
    f.last = head;
    if (f.kind === 'pending') return []; // the mock keeps no transaction pool
    const blocks: bigint[] = [];
    for (let n = from; n <= head; n++) blocks.push(n);
    return f.kind === 'blocks' ? blocks.map((n) => this.#chain.blockHash(n)) : this.#chain.logsOf(blocks, f.criteria);
  }

  /** The criteria of a log filter (eth_getFilterLogs answers eth_getLogs of them). */
  logCriteria(id: unknown): Filter['criteria'] {
    const f = this.#find(id);
    if (f.kind !== 'logs') throw new RpcFailure(SERVER_ERROR, 'filter not found');
    return f.criteria;
  }

  uninstall(id: unknown): boolean {
    const key = String(id).toLowerCase();
    const f = this.#filters.get(key);
    if (!f) return false;
    this.#remove(key, f);
    return true;
  }
}
