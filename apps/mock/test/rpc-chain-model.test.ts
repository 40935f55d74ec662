// The simulated chain's model in process (src/rpc/chain.ts), with a head the test moves: which logs a
// filter matches, what a block selector names, which hashes are still known, and the sender's account
// block by block. The same chain through the mock's methods: rpc-chain.test.ts.

import type { Log } from '@sidechain-api/evm-rpc';
import { describe, expect, test } from 'vitest';
import { Chain, chainTemplates, logMatches } from '../src/rpc/chain.js';
import { loadMockDocument } from '../src/rpc/document.js';

const templates = chainTemplates(loadMockDocument());
if (!templates) throw new Error('the document lacks the chain examples');
const START = 100_000n;
/** A chain that starts at START and whose head the test sets. */
function chainAt(head: bigint, hashWindow = 4096n) {
  const at = { head };
  return { chain: new Chain(templates as NonNullable<typeof templates>, START, () => at.head, { hashWindow }), at };
}
const NONCE = BigInt(templates.userTx.nonce);
const FIRST_USER_BLOCK = START - NONCE;

describe('logMatches (go-ethereum v1.17.2 eth/filters: addresses OR, topic positions AND, alternatives OR)', () => {
  const A = '0x00000000000000000000000000000000000000aa';
  const T = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
  const log = { address: A, topics: [T(1), T(2)] } as unknown as Log;

  test('addresses: one or a list, in any case; none, null or an empty list match every log', () => {
    for (const address of [A.toUpperCase().replace('0X', '0x'), [T(9), A], [], null, undefined]) {
      expect(logMatches(log, { address })).toBe(true);
    }
    expect(logMatches(log, { address: '0x00000000000000000000000000000000000000bb' })).toBe(false);
    expect(logMatches(log, undefined)).toBe(true);
  });

  test('topics: a position is a topic, a list of alternatives, or a wildcard (null, [] or a list with null)', () => {
    for (const topics of [
      [T(1)],
      [null, T(2)],
      [[], T(2)],
      [[T(7), null], T(2)],
      [[T(7), T(1)]],
      [T(1).toUpperCase().replace('0X', '0x')],
      'x',
    ]) {
      expect([topics, logMatches(log, { topics })]).toEqual([topics, true]);
    }
    for (const topics of [[T(2)], [T(1), T(1)], [[T(7), T(8)]], [null, null, T(3)]]) {
      expect([topics, logMatches(log, { topics })]).toEqual([topics, false]);
    }
  });
});

describe('block selectors', () => {
  test('tags, numbers, hashes and EIP-1898 objects name their block; an unknown hash is -32000', () => {
    const { chain } = chainAt(START + 10n);
    const hash = chain.blockHash(START + 3n);
    expect(
      [
        'earliest',
        'latest',
        'pending',
        'safe',
        'finalized',
        '0x10',
        hash,
        hash.toUpperCase().replace('0X', '0x'),
        { blockHash: hash },
        { blockNumber: '0x5' },
        { blockNumber: 'earliest' },
        {},
      ].map((s) => chain.resolve(s)),
    ).toEqual([
      0n,
      START + 10n,
      START + 10n,
      START + 10n,
      START + 10n,
      16n,
      START + 3n,
      START + 3n,
      START + 3n,
      5n,
      0n,
      START + 10n,
    ]);
    // 65 hex digits are a number, not a hash
    expect(chain.resolve(`${hash}0`)).toBe(BigInt(`${hash}0`));
    for (const unknown of [`0x${'ab'.repeat(32)}`, { blockHash: `0x${'ab'.repeat(32)}` }]) {
      expect(() => chain.resolve(unknown)).toThrow('header for hash not found');
    }
    expect(() => chain.stateBlock(`0x${(START + 11n).toString(16)}`)).toThrow('header not found');
  });

  test('hashes of the last hashWindow blocks are known, older ones forgotten as the head moves', () => {
    const { chain, at } = chainAt(START + 2n, 4n);
    const known = (n: bigint) => [chain.blockByHash(chain.blockHash(n)), chain.txByHash(chain.txHash(n, 1))?.[0]];
    expect(known(START)).toEqual([START, START]);
    at.head = START + 10n;
    expect([known(START + 5n), known(START + 6n), known(START + 10n)]).toEqual([
      [undefined, undefined],
      [START + 6n, START + 6n],
      [START + 10n, START + 10n],
    ]);
    expect(known(START)).toEqual([undefined, undefined]);
  });
});

describe('blocks before the sender’s first transaction and after', () => {
  const { chain } = chainAt(START + 5n);
  const sender = templates.userTx.from;

  test('before it: the deposit alone, its gas, no log; from it: two transactions and the Transfer log', () => {
    const before = FIRST_USER_BLOCK - 1n;
    expect([chain.txCount(before), chain.txCount(FIRST_USER_BLOCK)]).toEqual([1, 2]);
    expect(chain.block(before, false).gasUsed).toBe(templates.depositReceipt.gasUsed);
    expect(chain.block(FIRST_USER_BLOCK, false).gasUsed).toBe(templates.block.gasUsed);
    expect([chain.logOf(before), chain.logOf(FIRST_USER_BLOCK)?.blockNumber]).toEqual([
      undefined,
      `0x${FIRST_USER_BLOCK.toString(16)}`,
    ]);
    expect(chain.firstLogBlock).toBe(FIRST_USER_BLOCK);
  });

  test('the deposit of each block: its own source hash and deposit nonce; the start block’s are the examples’', () => {
    const [startTx, nextTx] = [chain.transaction(START, 0), chain.transaction(START + 1n, 0)] as {
      sourceHash: string;
    }[];
    expect(startTx?.sourceHash).toBe(templates.depositTx.sourceHash);
    expect(nextTx?.sourceHash).not.toBe(templates.depositTx.sourceHash);
    const receipt = chain.receipt(START + 1n, 0) as { depositNonce?: string };
    expect(receipt.depositNonce).toBe(`0x${(START + 1n).toString(16)}`); // the example has one
  });

  test('the sender’s nonce, the block of each nonce, and its balance falling by each transaction’s cost', () => {
    expect([
      chain.nonceAt(sender, FIRST_USER_BLOCK - 1n),
      chain.nonceAt(sender, START),
      chain.nonceAt('0x1', START),
    ]).toEqual([0n, NONCE + 1n, 0n]);
    expect([
      chain.blockOfNonce(sender, 0n),
      chain.blockOfNonce(sender, NONCE + 5n),
      chain.blockOfNonce(sender, NONCE + 6n),
    ]).toEqual([FIRST_USER_BLOCK, START + 5n, undefined]);
    expect([chain.blockOfNonce(sender, -1n), chain.blockOfNonce('0x1', 0n), chain.balanceAt('0x1', START)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const atStart = BigInt(templates.balance ?? 'the example has a balance');
    const cost = atStart - (chain.balanceAt(sender, START + 1n) ?? 0n);
    const receipt = chain.receipt(START + 1n, 1) as { gasUsed: string; effectiveGasPrice: string; l1Fee: string };
    expect(cost).toBe(
      BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice) +
        BigInt(receipt.l1Fee) +
        BigInt(templates.userTx.value),
    );
    expect(chain.balanceAt(sender, START)).toBe(atStart);
    // before its first transaction it had what it had then
    expect(chain.balanceAt(sender, FIRST_USER_BLOCK - 5n)).toBe(chain.balanceAt(sender, FIRST_USER_BLOCK - 1n));
    expect(chain.balanceAt(sender, FIRST_USER_BLOCK - 1n)).toBe(atStart + (NONCE + 1n) * cost);
  });
});
