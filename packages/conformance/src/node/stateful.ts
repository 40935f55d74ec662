// The stateful phase of the node API (with --allow-writes): calls chained along the API's own links, each
// checking that what one call created, the next one finds.
//   a created key is listed by allPublicKeys;
//   a sent transaction is in the mempool (findById), and after block/generate in that block (findById with
//   blockHash);
//   the wallet's balance moved by exactly the fee (the coins went to a key of the same wallet), and the new
//   key holds exactly the amount sent;
//   a box spent by two transactions is accepted once.

import type { NodeContract, NodeOperation } from '@sidechain-api/contract';
import { errorCodeOf, type NodeExchange, type NodeTarget, resultOf } from './target.js';
import type { WriteLedger } from './writes.js';

const AMOUNT = 1_000_000;
const FEE = 1_000;

type Json = Record<string, unknown>;

class Chain {
  /** Why the chain stopped early without a violation (the server answered, but could not do what the next link needs). */
  stopped: string | undefined;
  constructor(
    readonly t: NodeTarget,
    readonly contract: NodeContract,
    readonly ledger: WriteLedger,
  ) {}

  op(id: string): NodeOperation {
    const o = this.contract.operation(id);
    if (!o) throw new Error(`the node API document has no ${id}`);
    return o;
  }

  /** Calls `id`; the result, or undefined (with the exchange) when the answer was an error or not clean. */
  async call(
    id: string,
    body?: unknown,
  ): Promise<{ result: Json | undefined; exchange: NodeExchange; code: string | undefined }> {
    const o = this.op(id);
    const { value, exchange, ok } = await this.t.call(o, body, 'stateful');
    const code = errorCodeOf(value);
    const result = ok && exchange.answer.status === 200 && code === undefined ? resultOf<Json>(value) : undefined;
    if (result) this.ledger.wrote(o);
    return { result, exchange, code };
  }

  broken(x: NodeExchange, kind: string, message: string): void {
    this.t.report.violation(x.operation.group, this.t.violation(x, 'stateful', { kind, message }));
  }

  /** The next slot after the best block, as block/generate wants it. */
  async nextSlot(): Promise<{ epochNumber: number; slotNumber: number } | undefined> {
    const { result } = await this.call('blockForgingInfo');
    const epoch = result?.bestBlockEpochNumber;
    const slot = result?.bestBlockSlotNumber;
    const perEpoch = result?.consensusSlotsInEpoch;
    if (typeof epoch !== 'number' || typeof slot !== 'number') return undefined;
    return typeof perEpoch === 'number' && slot >= perEpoch
      ? { epochNumber: epoch + 1, slotNumber: 1 }
      : { epochNumber: epoch, slotNumber: slot + 1 };
  }

  /** The wallet's balance, with the exchange that read it (the reproducer of a balance finding). */
  async balance(): Promise<{ value: number | undefined; exchange: NodeExchange }> {
    const { result, exchange } = await this.call('walletCoinsBalance');
    return { value: typeof result?.balance === 'number' ? result.balance : undefined, exchange };
  }

  /** The wallet's ZenBoxes locked to `publicKey`, with the exchange that listed them. */
  async boxesOf(publicKey: string): Promise<{ boxes: Json[]; exchange: NodeExchange }> {
    const { result, exchange } = await this.call('walletAllBoxes', { boxTypeClass: 'ZenBox' });
    const boxes = (Array.isArray(result?.boxes) ? (result.boxes as Json[]) : []).filter(
      (b) => (b.proposition as Json | undefined)?.publicKey === publicKey,
    );
    return { boxes, exchange };
  }
}

/** Runs the chained checks; returns the number of links checked. */
export async function checkNodeLinks(
  t: NodeTarget,
  contract: NodeContract,
  ledger: WriteLedger,
): Promise<{ links: number; stopped: string | undefined }> {
  const c = new Chain(t, contract, ledger);
  let links = 0;

  // a created key is listed
  const created = await c.call('walletCreatePrivateKey25519', {});
  const publicKey = (created.result?.proposition as Json | undefined)?.publicKey;
  if (typeof publicKey !== 'string') {
    c.stopped = 'createPrivateKey25519 gave no public key: the chained checks need one';
    return { links, stopped: c.stopped };
  }
  const listed = await c.call('walletAllPublicKeys', {});
  links++;
  const keys = ((listed.result?.propositions as Json[] | undefined) ?? []).map((p) => p.publicKey);
  if (!keys.includes(publicKey)) {
    c.broken(listed.exchange, 'created-not-listed', `the key ${publicKey} just created is not in allPublicKeys`);
  }

  // a sent transaction is in the mempool, then in the block
  const before = (await c.balance()).value;
  const sent = await c.call('transactionSendCoinsToAddress', { outputs: [{ publicKey, value: AMOUNT }], fee: FEE });
  const transactionId = sent.result?.transactionId;
  if (typeof transactionId !== 'string') {
    c.stopped = `sendCoinsToAddress sent nothing (${sent.code ?? sent.exchange.answer.status}): the chained checks need a transaction`;
    return { links, stopped: c.stopped };
  }
  const inMempool = await c.call('transactionFindById', { transactionId, format: true });
  links++;
  if ((inMempool.result?.transaction as Json | undefined)?.id !== transactionId) {
    c.broken(
      inMempool.exchange,
      'sent-not-found',
      `the transaction ${transactionId} just sent is not found in the mempool`,
    );
  }
  const slot = await c.nextSlot();
  const generated = slot ? await c.call('blockGenerate', slot) : undefined;
  const blockHash = generated?.result?.blockId;
  if (typeof blockHash !== 'string') {
    c.stopped = `block/generate forged nothing (${generated?.code ?? generated?.exchange.answer.status ?? 'no next slot'})`;
    return { links, stopped: c.stopped };
  }
  const inBlock = await c.call('transactionFindById', { transactionId, blockHash, format: true });
  links++;
  if ((inBlock.result?.transaction as Json | undefined)?.id !== transactionId) {
    c.broken(
      inBlock.exchange,
      'sent-not-found',
      `the transaction ${transactionId} is not found in block ${blockHash} that forged it`,
    );
  }

  // balances: the new key holds the amount; the wallet lost the fee (unless fees were paid out in this block)
  // each finding's reproducer is the call that shows it: the boxes listed, the balance read
  const { boxes, exchange: listedBoxes } = await c.boxesOf(publicKey);
  links++;
  const held = boxes.reduce((sum, b) => sum + (typeof b.value === 'number' ? b.value : 0), 0);
  if (held !== AMOUNT) {
    c.broken(listedBoxes, 'balance-moved', `the key ${publicKey} holds ${held} zennies after receiving ${AMOUNT}`);
  }
  const fees = (await c.call('blockGetFeePayments', { blockId: blockHash })).result?.feePayments;
  const { value: after, exchange: readBalance } = await c.balance();
  if (before !== undefined && after !== undefined && Array.isArray(fees) && fees.length === 0) {
    links++;
    if (before - after !== FEE) {
      c.broken(
        readBalance,
        'balance-moved',
        `the wallet's balance went from ${before} to ${after} (expected ${before - FEE}: the fee of ${FEE})`,
      );
    }
  }

  // a box spent twice is accepted once
  const box = boxes[0];
  if (typeof box?.id === 'string' && typeof box.value === 'number' && box.value > 2 * FEE) {
    const spend = (fee: number) =>
      c.call('transactionCreateCoreTransaction', {
        transactionInputs: [{ boxId: box.id }],
        regularOutputs: [{ publicKey, value: (box.value as number) - fee }],
        withdrawalRequests: [],
        forgerOutputs: [],
        format: false,
      });
    const [first, second] = [await spend(FEE), await spend(2 * FEE)];
    const bytes = [first.result?.transactionBytes, second.result?.transactionBytes];
    if (typeof bytes[0] === 'string' && typeof bytes[1] === 'string') {
      const a = await c.call('transactionSendTransaction', { transactionBytes: bytes[0] });
      const b = await c.call('transactionSendTransaction', { transactionBytes: bytes[1] });
      links++;
      const accepted = [a, b].filter((x) => typeof x.result?.transactionId === 'string').length;
      if (accepted !== 1) {
        c.broken(
          b.exchange,
          'double-spend',
          `two transactions spending box ${box.id} were accepted ${accepted} time(s) (expected once)`,
        );
      }
    }
  }
  return { links, stopped: c.stopped };
}
