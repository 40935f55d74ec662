// The memory pool and the forger on a node in process: the pool's caps (its bytes, and the JSON an
// allTransactions answer renders, counted exactly), the order a block takes transactions in, eviction.
import { type NodeHandlerOutcome, stringifyJackson } from '@sidechain-api/contract';
import { generatePrivateKey25519 } from '@sidechain-api/node-api/codec';
import { describe, expect, it } from 'vitest';
import { handlers } from '../src/handlers/index.js';
import { DEFAULTS, SandboxNode } from '../src/index.js';
import { transactionHexes } from '../src/state/chain.js';
import { decodeRecord } from '../src/state/transactions.js';

function nodeWith(limits: { mempoolMaxBytes?: number; mempoolMaxJsonBytes?: number } = {}) {
  const node = new SandboxNode({
    seed: 'ledger',
    blockTimeMs: 1000,
    secondsInSlot: 12,
    slotsInEpoch: 720,
    withdrawalEpochLength: 10,
    genesisTime: 1_700_000_000,
    cswEnabled: true,
    cswProofMs: 1000,
    restoredBoxes: 0,
    mempoolMaxBytes: limits.mempoolMaxBytes ?? DEFAULTS.mempoolMaxBytes,
    mempoolMaxJsonBytes: limits.mempoolMaxJsonBytes ?? DEFAULTS.mempoolMaxJsonBytes,
  });
  node.genesis();
  // twenty confirmed boxes to spend from
  const own = node.wallet.changeAddress() ?? '';
  handlers.transactionSendCoinsToAddress(
    { outputs: Array.from({ length: 20 }, () => ({ publicKey: own, value: 1_000_000_000 })) },
    node,
  );
  node.forge();
  return node;
}

const payee = generatePrivateKey25519().publicKey;
type SendOutcome = NodeHandlerOutcome<'transactionSendCoinsToAddress'>;
const send = (node: SandboxNode, fee: number, outputs = 1) => {
  const answer = handlers.transactionSendCoinsToAddress(
    { outputs: Array.from({ length: outputs }, () => ({ publicKey: payee, value: 1_000 })), fee },
    node,
  ) as SendOutcome;
  return 'error' in answer ? answer.error.detail : answer.result;
};

describe('the memory pool', () => {
  it('counts exactly what allTransactions renders, and refuses what would not fit with "Mempool full"', () => {
    const node = nodeWith({ mempoolMaxJsonBytes: 40_000 });
    let refused: unknown;
    for (let i = 0; i < 20 && refused === undefined; i++) {
      const sent = send(node, 10, 5);
      if (typeof sent === 'string') refused = sent;
    }
    expect(refused).toMatch(
      /^Mempool full and tx feeRate too low, unable to add transaction - Transaction\(id = [0-9a-f]{64}\)$/,
    );
    const answer = handlers.transactionAllTransactions({}, node);
    const text = stringifyJackson(answer);
    const empty = stringifyJackson({ result: { transactions: [] } });
    expect(text.length).toBe(empty.length - 1 + node.ledger.mempoolJsonBytes);
    expect(node.ledger.mempoolJsonBytes).toBeLessThanOrEqual(40_000);
    node.forge();
    expect([node.ledger.mempool.size, node.ledger.mempoolBytes, node.ledger.mempoolJsonBytes]).toEqual([0, 0, 0]);
    expect(typeof send(node, 10)).toBe('object');
  });

  it('holds at most mempoolMaxBytes of transactions', () => {
    const node = nodeWith({ mempoolMaxBytes: 1_000 });
    let refused: unknown;
    for (let i = 0; i < 20 && refused === undefined; i++) {
      const sent = send(node, 1);
      if (typeof sent === 'string') refused = sent;
    }
    expect(refused).toMatch(/^Mempool full/);
    expect(node.ledger.mempool.size).toBeGreaterThan(1);
    expect(node.ledger.mempoolBytes).toBeLessThanOrEqual(1_000);
  });
});

describe('the forger', () => {
  it('takes the pool by fee rate, highest first, arrival order between equal rates', () => {
    const node = nodeWith();
    const ids = [5, 50, 5, 500].map((fee) => (send(node, fee) as { transactionId: string }).transactionId);
    node.forge();
    const block = node.chain.best();
    expect(transactionHexes(block).map((hex) => decodeRecord(hex).id)).toEqual([ids[3], ids[1], ids[0], ids[2]]);
  });

  it('fails the block when a forced transaction spends a box a pooled one opens, and keeps the pool', () => {
    const node = nodeWith();
    const made = handlers.transactionSendCoinsToAddress(
      { outputs: [{ publicKey: payee, value: 1 }], automaticSend: false },
      node,
    ) as SendOutcome;
    const bytes = 'result' in made && 'transactionBytes' in made.result ? made.result.transactionBytes : '';
    // the same box spent by a forced transaction of the block: the pooled one no longer applies
    const pooled = send(node, 7) as { transactionId: string };
    const forced = decodeRecord(bytes);
    expect(forced.tx.inputIds).toEqual(
      decodeRecord(node.ledger.mempool.get(pooled.transactionId)?.record.hex ?? '').tx.inputIds,
    );
    // the forger puts forced transactions in after the pool's, unchecked: the block does not apply
    const height = node.chain.height;
    expect(() => node.forge(undefined, [forced])).toThrow(/^Box \[B@[0-9a-f]+ is not found in state$/);
    expect([node.chain.height, node.ledger.mempool.size]).toEqual([height, 1]);
  });
});
