// Polling filters (eth_newFilter, eth_newBlockFilter, eth_newPendingTransactionFilter, eth_getFilterChanges,
// eth_getFilterLogs, eth_uninstallFilter), as op-geth keeps them (go-ethereum v1.17.2 `eth/filters/api.go`):
//   - ids are 16 random bytes (`rpc.NewID`), so nobody can guess another client's filter;
//   - a filter not polled for `timeoutMs` (op-geth: 5 minutes, `filter_system.go` Config.Timeout; removed by
//     `timeoutLoop`, api.go:110-140) is gone: polling it answers -32000 "filter not found" (api.go:44);
//   - eth_uninstallFilter of an unknown id answers false.
// Limits of the mock's own (op-geth has none besides the timeout): at most `maxFilters` live filters holding
// at most `maxCriteriaBytes` of log criteria. A new filter always fits; when the table is full, one filter goes:
//   - a creator (a connection) holding more than its fair share (a hundredth of the table) loses its own least
//     recently polled filter first, so one client filling the table only ever evicts its own filters;
//   - otherwise (the table filled by many connections with a few filters each) the filter that goes is one never
//     polled since it was made, the oldest first, and only then the least recently polled one: a client that polls
//     its filter keeps it while the table turns over.
// Every step is O(1) (maps kept in order, creators bucketed by their count), so a batch of 1000 eth_newFilter
// into a full table takes milliseconds, not seconds.

import { randomBytes } from 'node:crypto';
import type { Hash32, Log } from '@sidechain-api/evm-rpc';
import type { Chain, LogCriteria } from './chain.js';
import { RPC_MOCK_DEFAULTS } from './defaults.js';
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

type FilterKind = 'logs' | 'blocks' | 'pending';

interface Filter {
  id: string;
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
  /** Whether it has been polled since it was made. */
  everPolled: boolean;
}

/** A geth-style id: 16 random bytes as a hex quantity (no leading zeros). */
export function randomId(): `0x${string}` {
  // Equivalent mutant: `/^0+/` → `/0+/` (drops the first run of zeros anywhere: still no leading zeros).
  return `0x${randomBytes(16).toString('hex').replace(/^0+/, '') || '0'}`;
}

/** Moves a map entry to the end (the most recent). */
function touch<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
}

export class FilterTable {
  /** Filters never polled, oldest first. */
  readonly #unpolled = new Map<string, Filter>();
  /** Filters polled at least once, least recently polled first. */
  readonly #polled = new Map<string, Filter>();
  /** Each creator's filters, least recently polled first. */
  readonly #owners = new Map<number, Map<string, Filter>>();
  /** Creators by how many filters they hold, and the most any holds. */
  readonly #byCount = new Map<number, Set<number>>();
  #maxCount = 0;
  readonly #chain: Chain;
  readonly #limits: FilterLimits;
  readonly #now: () => number;
  #criteriaBytes = 0;
  readonly #sweep: NodeJS.Timeout;

  constructor(chain: Chain, limits: FilterLimits = RPC_MOCK_DEFAULTS.filters, now: () => number = Date.now) {
    this.#chain = chain;
    this.#limits = limits;
    this.#now = now;
    this.#sweep = setInterval(() => this.#expire(), Math.max(1000, Math.min(limits.timeoutMs, 60_000)));
    this.#sweep.unref();
  }

  get size(): number {
    return this.#unpolled.size + this.#polled.size;
  }

  close(): void {
    clearInterval(this.#sweep);
    this.#unpolled.clear();
    this.#polled.clear();
    this.#owners.clear();
    this.#byCount.clear();
    this.#maxCount = 0;
    this.#criteriaBytes = 0;
  }

  /** Moves `owner` from the bucket of its old count to that of `count`. */
  #recount(owner: number, from: number, to: number): void {
    const old = this.#byCount.get(from);
    old?.delete(owner);
    if (old && old.size === 0) this.#byCount.delete(from);
    if (to > 0) {
      let bucket = this.#byCount.get(to);
      if (!bucket) {
        bucket = new Set();
        this.#byCount.set(to, bucket);
      }
      bucket.add(owner);
    }
    if (to > this.#maxCount) this.#maxCount = to;
    while (this.#maxCount > 0 && !this.#byCount.has(this.#maxCount)) this.#maxCount--;
  }

  #add(f: Filter): void {
    this.#unpolled.set(f.id, f);
    let mine = this.#owners.get(f.owner);
    if (!mine) {
      mine = new Map();
      this.#owners.set(f.owner, mine);
    }
    mine.set(f.id, f);
    this.#recount(f.owner, mine.size - 1, mine.size);
    this.#criteriaBytes += f.weight;
  }

  #remove(f: Filter): void {
    (f.everPolled ? this.#polled : this.#unpolled).delete(f.id);
    const mine = this.#owners.get(f.owner);
    if (mine?.delete(f.id)) {
      this.#recount(f.owner, mine.size + 1, mine.size);
      if (mine.size === 0) this.#owners.delete(f.owner);
    }
    this.#criteriaBytes -= f.weight;
  }

  #expired(f: Filter): boolean {
    return f.polled <= this.#now() - this.#limits.timeoutMs;
  }

  /** Removes the filters past their timeout: each list is in polling order, so the walk stops at the first live one. */
  #expire(): void {
    for (const list of [this.#unpolled, this.#polled]) {
      for (const f of list.values()) {
        if (!this.#expired(f)) break;
        this.#remove(f);
      }
    }
  }

  /** The filter to evict (see the rules at the top), or undefined when the table is empty. */
  #victim(): Filter | undefined {
    const fairShare = Math.max(1, Math.floor(this.#limits.maxFilters / 100));
    if (this.#maxCount > fairShare) {
      const hoarder = this.#byCount.get(this.#maxCount)?.values().next().value;
      const mine = hoarder === undefined ? undefined : this.#owners.get(hoarder);
      const oldest = mine?.values().next().value;
      if (oldest) return oldest;
    }
    return this.#unpolled.values().next().value ?? this.#polled.values().next().value;
  }

  /** Makes room for `weight` more bytes and one more filter. */
  #makeRoom(weight: number): void {
    this.#expire();
    while (
      this.size > 0 &&
      (this.size >= this.#limits.maxFilters || this.#criteriaBytes + weight > this.#limits.maxCriteriaBytes)
    ) {
      const victim = this.#victim();
      if (!victim) return;
      this.#remove(victim);
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
    this.#add({
      id,
      kind,
      criteria,
      weight,
      owner,
      last: this.#chain.head(),
      polled: this.#now(),
      everPolled: false,
    });
    return id;
  }

  #find(id: unknown): Filter {
    const key = String(id).toLowerCase();
    const f = this.#unpolled.get(key) ?? this.#polled.get(key);
    if (!f || this.#expired(f)) {
      if (f) this.#remove(f);
      throw new RpcFailure(SERVER_ERROR, 'filter not found');
    }
    f.polled = this.#now();
    if (!f.everPolled) {
      this.#unpolled.delete(key);
      f.everPolled = true;
    }
    touch(this.#polled, key, f);
    const mine = this.#owners.get(f.owner);
    if (mine) touch(mine, key, f);
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
    const f = this.#unpolled.get(key) ?? this.#polled.get(key);
    if (!f) return false;
    this.#remove(f);
    return true;
  }
}
