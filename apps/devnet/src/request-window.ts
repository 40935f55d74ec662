// How many requests of one WebSocket connection anvil works on at once. anvil 1.7.1 reads every message a
// connection pipelines, runs them all concurrently and keeps every answer in an unbounded queue until the socket
// takes it (crates/anvil/server/src/pubsub.rs, `PubSubConnection`: `processing`, `pending: VecDeque<String>`):
// 80 batches sent at once made anvil hold 585 MB. The front passes a connection's requests on a few at a time
// and keeps the rest, within a byte cap per connection and one for all connections together.

import type { RelayedMessage } from '@sidechain-api/server-kit';
import { arrayElements, firstCharacter, objectMembers } from './json-spans.js';

const NOTIFICATION_KEYS = new Set(['jsonrpc', 'method', 'params']);

/**
 * Whether anvil runs a call as a notification (no answer): an object with a string `method`, no `id`, and no
 * member but `jsonrpc` (null or "2.0") and `params` (null, an array or an object) — anvil-rpc's
 * `RpcNotification` (crates/anvil/rpc/src/request.rs, `deny_unknown_fields`). When in doubt the answer is
 * false: counting an answer that never comes would stall the connection, an extra one only loosens the window.
 */
function isNotification(text: string): boolean {
  const members = objectMembers(text);
  if (!members) return false;
  let method = false;
  for (const { key, start, end } of members) {
    if (!NOTIFICATION_KEYS.has(key)) return false;
    const value = text.slice(start, end);
    if (key === 'method') method = value.startsWith('"');
    if (key === 'jsonrpc' && value !== 'null' && value !== '"2.0"') return false;
    if (key === 'params' && value !== 'null' && !value.startsWith('[') && !value.startsWith('{')) return false;
  }
  return method;
}

/**
 * Whether anvil answers a message: anything but a notification or a batch of notifications (an empty batch and
 * text it cannot parse get an error answer).
 */
export function expectsAnswer(text: string): boolean {
  if (firstCharacter(text) !== '[') return !isNotification(text);
  const elements = arrayElements(text);
  if (!elements || elements.length === 0) return true;
  return !elements.every((span) => isNotification(text.slice(span.start, span.end)));
}

const SUBSCRIPTION_PREFIX = Buffer.from('{"jsonrpc":"2.0","method":"eth_subscription"');

/** Whether an anvil message is a subscription notification rather than an answer (anvil writes them so). */
export function isSubscriptionNotification(data: Buffer): boolean {
  return data.subarray(0, SUBSCRIPTION_PREFIX.length).equals(SUBSCRIPTION_PREFIX);
}

/** Bytes waiting in the windows of all connections. */
export class QueuedBytes {
  used = 0;
  constructor(readonly total: number) {}
}

interface Waiting {
  message: RelayedMessage;
  expectsAnswer: boolean;
}

/** The requests of one connection: at most `limit` at anvil, the rest waiting in order. */
export class RequestWindow {
  #atAnvil = 0;
  #queue: Waiting[] = [];
  #queuedBytes = 0;

  constructor(
    readonly limit: number,
    readonly maxQueuedBytes: number,
    readonly shared: QueuedBytes,
    readonly send: (message: RelayedMessage) => void,
  ) {}

  /** Sends or queues a client message; false when the queue would pass its cap (the connection should close). */
  submit(message: RelayedMessage, expectsAnswer: boolean): boolean {
    if (this.#queue.length === 0 && (!expectsAnswer || this.#atAnvil < this.limit)) {
      if (expectsAnswer) this.#atAnvil++;
      this.send(message);
      return true;
    }
    const size = message.data.length;
    if (this.#queuedBytes + size > this.maxQueuedBytes || this.shared.used + size > this.shared.total) return false;
    this.#queue.push({ message, expectsAnswer });
    this.#queuedBytes += size;
    this.shared.used += size;
    return true;
  }

  /** anvil answered one request: the next waiting ones go. */
  answered(): void {
    this.#atAnvil = Math.max(0, this.#atAnvil - 1);
    while (this.#queue.length > 0) {
      const next = this.#queue[0]!;
      if (next.expectsAnswer && this.#atAnvil >= this.limit) return;
      this.#queue.shift();
      this.#release(next.message.data.length);
      if (next.expectsAnswer) this.#atAnvil++;
      this.send(next.message);
    }
  }

  /** The connection ended: its waiting bytes are freed. */
  clear(): void {
    this.#release(this.#queuedBytes);
    this.#queue = [];
  }

  #release(bytes: number): void {
    this.#queuedBytes -= bytes;
    this.shared.used = Math.max(0, this.shared.used - bytes);
  }
}
