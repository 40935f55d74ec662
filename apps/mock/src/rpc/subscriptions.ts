// eth_subscribe over WebSocket: each connection's subscriptions and the notifications a new head sends them,
// in op-geth's forms (eth_subscribe's `x-subscriptions`):
//   - newHeads: the header with op-geth's explicit nulls (`slotNumber`, go-ethereum v1.17.2 core/types/gen_header_json.go);
//   - logs: the new block's logs that match the (required) filter, one notification each;
//   - newPendingTransactions: the document's pending example (full with `true`, else its hash) per head —
//     the mock keeps no pool, this keeps a subscriber fed;
//   - transactionReceipts: the new block's receipts (those of the filter's hashes, when given) in one list;
//   - syncing: `false` once, at once — the mock is never syncing (go-ethereum v1.17.2 eth/downloader/api.go:96-100).
// Ids are geth's: 16 random bytes as a quantity (rpc/subscription.go NewID).

import type { Log, Receipt, Transaction } from '@sidechain-api/evm-rpc';
import type { ByteBudget } from '@sidechain-api/server-kit';
import { checkLogQueryTerms, checkLogSubscriptionRange, type LogCriteria, logMatches } from './chain.js';
import { isObject, RpcFailure, SERVER_ERROR } from './envelope.js';
import { randomId } from './filters.js';

export interface SubscriptionLimits {
  /** Most subscriptions on one connection: a limit of the mock's own (op-geth has none). */
  maxSubscriptions: number;
  /** Most transaction hashes in a transactionReceipts filter (go-ethereum v1.17.2 eth/filters/api.go:67). */
  maxTxHashes: number;
  /** Most addresses in a logs filter, as for eth_getLogs and eth_newFilter (go-ethereum's LogQueryLimit, 1000). */
  maxLogQueryTerms: number;
}

type Subscription =
  | { kind: 'newHeads' }
  | { kind: 'logs'; filter: LogCriteria; weight: number }
  | { kind: 'newPendingTransactions'; full: boolean }
  | { kind: 'transactionReceipts'; hashes: Set<string> | undefined }
  | { kind: 'syncing' };

/** What a new head sends; each part is computed once per head, on first use, for every connection. */
export interface HeadEvent {
  header(): unknown;
  logs(): readonly Log[];
  receipts(): readonly Receipt[];
  pending: Transaction | undefined;
  /** The JSON text of one of the values above, made once per head (thousands of subscriptions share it). */
  json(value: unknown): string;
}

export class ConnectionSubscriptions {
  readonly #subs = new Map<string, Subscription>();
  readonly #send: (text: string) => void;
  readonly #limits: SubscriptionLimits;
  readonly #criteria: ByteBudget;

  /**
   * `criteria`: the bytes of logs filters every connection's subscriptions may hold together (the mock's own
   * limit, as its filter table has one; a new subscription that does not fit is refused).
   */
  constructor(send: (text: string) => void, limits: SubscriptionLimits, criteria: ByteBudget) {
    this.#send = send;
    this.#limits = limits;
    this.#criteria = criteria;
  }

  get size(): number {
    return this.#subs.size;
  }

  /** Sends a notification whose result is the JSON text `result`. */
  #notify(id: string, result: string): void {
    this.#send(`{"jsonrpc":"2.0","method":"eth_subscription","params":{"subscription":"${id}","result":${result}}}`);
  }

  /** Starts a subscription of a kind the document lists (the dispatcher checked the kind and the params). */
  subscribe(kind: string, options: unknown, filterRequired: boolean): `0x${string}` {
    if (this.#subs.size >= this.#limits.maxSubscriptions) {
      throw new RpcFailure(
        SERVER_ERROR,
        `too many subscriptions on this connection (the mock's limit: ${this.#limits.maxSubscriptions}); eth_unsubscribe one first`,
      );
    }
    let sub: Subscription;
    switch (kind) {
      case 'logs': {
        // op-geth declares the filter as a non-pointer argument (eth/filters/api.go:288): it must be there
        if (options === undefined && filterRequired)
          throw new RpcFailure(-32602, 'missing value for required argument 1');
        if (isObject(options)) {
          checkLogQueryTerms(options, this.#limits.maxLogQueryTerms);
          checkLogSubscriptionRange(options);
        }
        const filter = isObject(options) ? options : {};
        const weight = JSON.stringify(filter).length;
        if (!this.#criteria.tryTake(weight)) {
          throw new RpcFailure(
            SERVER_ERROR,
            `subscription filters too large: all subscriptions together may hold ${this.#criteria.total} bytes of them`,
          );
        }
        sub = { kind, filter, weight };
        break;
      }
      case 'newPendingTransactions':
        sub = { kind, full: options === true };
        break;
      case 'transactionReceipts': {
        const list =
          isObject(options) && Array.isArray(options.transactionHashes) ? options.transactionHashes : undefined;
        if (list && list.length > this.#limits.maxTxHashes) {
          throw new RpcFailure(
            SERVER_ERROR,
            'exceed max number of transaction hashes allowed per transactionReceipts subscription',
          );
        }
        sub = { kind, hashes: list && list.length > 0 ? new Set(list.map((h) => String(h).toLowerCase())) : undefined };
        break;
      }
      case 'syncing':
        sub = { kind };
        break;
      default:
        sub = { kind: 'newHeads' };
    }
    const id = randomId();
    this.#subs.set(id, sub);
    // after the answer carrying the id: the ws handler sends that answer before microtasks run
    if (sub.kind === 'syncing') queueMicrotask(() => this.#subs.has(id) && this.#notify(id, 'false'));
    return id;
  }

  /** op-geth never answers false: an id that is not live here is -32000 (rpc/handler.go:632-644). */
  unsubscribe(id: unknown): true {
    const sub = this.#subs.get(String(id));
    if (!sub) throw new RpcFailure(SERVER_ERROR, 'subscription not found');
    this.#subs.delete(String(id));
    if (sub.kind === 'logs') this.#criteria.give(sub.weight);
    return true;
  }

  clear(): void {
    for (const sub of this.#subs.values()) if (sub.kind === 'logs') this.#criteria.give(sub.weight);
    this.#subs.clear();
  }

  onHead(event: HeadEvent): void {
    // Equivalent mutant: `size === 0` → false (the loop over no subscriptions sends nothing).
    if (this.#subs.size === 0) return;
    for (const [id, sub] of this.#subs) {
      switch (sub.kind) {
        case 'newHeads':
          this.#notify(id, event.json(event.header()));
          break;
        case 'logs':
          for (const log of event.logs()) if (logMatches(log, sub.filter)) this.#notify(id, event.json(log));
          break;
        case 'newPendingTransactions':
          if (event.pending) this.#notify(id, event.json(sub.full ? event.pending : event.pending.hash));
          break;
        case 'transactionReceipts': {
          const wanted = sub.hashes;
          const receipts = event.receipts();
          const list = wanted ? receipts.filter((r) => wanted.has(r.transactionHash)) : receipts;
          if (list.length) this.#notify(id, wanted ? JSON.stringify(list) : event.json(list));
          break;
        }
        case 'syncing':
          break; // never syncing: the one `false` was sent on subscribing
      }
    }
  }
}
