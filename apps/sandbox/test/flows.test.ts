// Whole flows through the published client: fund → send → mempool → forge → balances, bytes round trips,
// withdrawals, forger stakes, two clients racing for one box. Every answer is checked against the
// contract on its way out (strict mode: a violation fails the call). The results are typed by the client's
// overloads (what a call returns follows what it sent: `automaticSend`, `format`), never cast. Each test
// starts its own sandbox from the same seed, so the tests hold in any order.
import { createNodeClient, isNodeApiError, type NodeClient } from '@sidechain-api/node-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../src/index.js';
import { forge, outsideKey, start, stopChecked } from './helpers.js';

let sb: SandboxHandle;
let client: NodeClient;
beforeEach(async () => {
  ({ sb, client } = await start({ seed: 'flows' }));
});
afterEach(() => stopChecked(sb));

const balance = async () => Number((await client.wallet.coinsBalance()).balance);
const keyOf = (p: object) => ('publicKey' in p ? String(p.publicKey) : '');
const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
const codeOf = (r: { error?: unknown }) =>
  r.error && typeof r.error === 'object' && 'code' in r.error
    ? [r.error.code, 'detail' in r.error ? r.error.detail : '']
    : undefined;

describe('fund → send → mempool → forge → in block → balances', () => {
  it('starts with a funded wallet: 1000 ZEN of coins and a 100 ZEN forger stake', async () => {
    expect(Number((await client.wallet.balanceOfType({ boxType: 'ZenBox' })).balance)).toBe(1000e8);
    expect(Number((await client.wallet.balanceOfType({ boxType: 'ForgerBox' })).balance)).toBe(100e8);
    expect(await balance()).toBe(1100e8);
  });

  it('moves coins to a new wallet key and to an outside key, visible only after forging', async () => {
    const before = await balance();
    const { proposition } = await client.wallet.createPrivateKey25519();
    const outside = outsideKey('flows 1').publicKey;
    const { transactionId } = await client.transaction.sendCoinsToAddress({
      outputs: [
        { publicKey: proposition.publicKey, value: 12_345_678 },
        { publicKey: outside, value: 1_000_000 },
      ],
      fee: 1_000,
    });
    const pool = await client.transaction.allTransactions({ format: false });
    expect(pool.transactionIds).toContain(transactionId);
    const inPool = await client.transaction.findById({ transactionId, format: true });
    expect(inPool.transaction.fee).toBe(1_000);
    expect(inPool.transaction.newBoxes.map((b) => [keyOf(b.proposition), Number(b.value)])).toEqual(
      expect.arrayContaining([
        [proposition.publicKey, 12_345_678],
        [outside, 1_000_000],
      ]),
    );
    expect(await balance()).toBe(before);

    const blockId = await forge(client);
    expect((await client.transaction.allTransactions({ format: false })).transactionIds).toEqual([]);
    expect(codeOf(await client.transaction.findById.safe({ transactionId }))).toEqual(['0201', '']);
    const inBlock = await client.transaction.findById({ transactionId, blockHash: blockId, format: true });
    expect(inBlock.transaction.id).toBe(transactionId);
    expect((await client.block.best()).block.id).toBe(blockId);
    expect(await balance()).toBe(before - 1_000_000 - 1_000);
  });

  it('round-trips transaction bytes: create without sending, decode, send; sending twice is incompatible', async () => {
    const { transactionBytes } = await client.transaction.sendCoinsToAddress({
      outputs: [{ publicKey: outsideKey('flows 2').publicKey, value: 5_000 }],
      fee: 100,
      automaticSend: false,
    });
    const { transaction } = await client.transaction.decodeTransactionBytes({ transactionBytes });
    const { transactionId } = await client.transaction.sendTransaction({ transactionBytes });
    expect(transactionId).toBe(transaction.id);
    expect(codeOf(await client.transaction.sendTransaction.safe({ transactionBytes }))).toEqual([
      '0204',
      `Transaction is incompatible - Transaction(id = ${transactionId})`,
    ]);
    await forge(client);
  });

  it('createCoreTransactionSimplified picks inputs and change but does not send', async () => {
    const outside = outsideKey('flows 3').publicKey;
    const shown = await client.transaction.createCoreTransactionSimplified({
      regularOutputs: [{ publicKey: outside, value: 7_777 }],
      withdrawalRequests: [],
      forgerOutputs: [],
      fee: 222,
      format: true,
    });
    const own = (await client.wallet.allPublicKeys({ proptype: 'PrivateKey25519' })).propositions.map(keyOf);
    expect(shown.transaction.fee).toBe(222);
    expect(shown.transaction.newBoxes.some((b) => own.includes(keyOf(b.proposition)))).toBe(true);
    const pool = await client.transaction.allTransactions({ format: false });
    expect(pool.transactionIds).not.toContain(shown.transaction.id);
  });

  it("answers the node's business errors: not enough balance, unknown input, too many outputs, invalid key", async () => {
    expect(
      codeOf(
        await client.transaction.sendCoinsToAddress.safe({
          outputs: [{ publicKey: outsideKey('flows 4').publicKey, value: 2_000_000_000_000_000 }],
        }),
      ),
    ).toEqual(['0204', 'Not enough balances in the wallet to create transaction.']);
    expect(
      codeOf(
        await client.transaction.createCoreTransaction.safe({
          transactionInputs: [{ boxId: 'ab'.repeat(32) }],
          regularOutputs: [{ publicKey: outsideKey('flows 5').publicKey, value: 1 }],
          withdrawalRequests: [],
          forgerOutputs: [],
        }),
      ),
    ).toEqual(['0202', '']);
    const payee = outsideKey('flows 6').publicKey;
    const many = await client.transaction.sendCoinsToAddress.safe({
      outputs: Array.from({ length: 1001 }, () => ({ publicKey: payee, value: 1 })),
    });
    expect(codeOf(many)?.[0]).toBe('0204');
    expect(
      codeOf(await client.transaction.sendCoinsToAddress.safe({ outputs: [{ publicKey: '0d'.repeat(32), value: 1 }] })),
    ).toEqual(['0204', 'Public key is invalid.']);
  });
});

describe('withdrawal to the mainchain', () => {
  it('withdrawCoins makes a WithdrawalRequestBox and takes the coins out of the wallet; dust is refused', async () => {
    const address = 'ztTo7ufz8g7Wmawhccr6AdfbyZtCogKE1LE';
    const before = await balance();
    const { transactionId } = await client.transaction.withdrawCoins({
      outputs: [{ mainchainAddress: address, value: 100_000 }],
      fee: 100,
    });
    const { block } = await client.block.findById({ blockId: await forge(client) });
    const tx = block.sidechainTransactions.find((t) => t.id === transactionId);
    const withdrawals = (tx && 'newBoxes' in tx ? tx.newBoxes : []).filter(
      (b) => b.typeName === 'WithdrawalRequestBox',
    );
    expect(withdrawals.map((b) => [b.proposition, Number(b.value)])).toEqual([
      [{ mainchainAddress: address }, 100_000],
    ]);
    expect(await balance()).toBe(before - 100_000 - 100);
    expect(
      codeOf(await client.transaction.withdrawCoins.safe({ outputs: [{ mainchainAddress: address, value: 53 }] })),
    ).toEqual(['0204', 'Withdrawal transaction amount 53 is below the MC dust threshold value: 54']);
  });
});

describe('stake → forger box → spend stake', () => {
  it('makes a forger stake, sees the ForgerBox, spends it back into coins', async () => {
    const { proposition: owner } = await client.wallet.createPrivateKey25519();
    const { proposition: vrf } = await client.wallet.createVrfSecret();
    const stake = 50_000_000;
    const total = await balance();
    await client.transaction.makeForgerStake({
      outputs: [
        { publicKey: owner.publicKey, blockSignPublicKey: owner.publicKey, vrfPubKey: vrf.publicKey, value: stake },
      ],
      fee: 500,
    });
    await forge(client);
    const { boxes } = await client.wallet.allBoxes({ boxTypeClass: 'ForgerBox' });
    const box = boxes.find((b) => 'vrfPubKey' in b && isObject(b.vrfPubKey) && keyOf(b.vrfPubKey) === vrf.publicKey);
    if (!box) throw new Error('the new stake is not in the wallet');
    expect(Number(box.value)).toBe(stake);
    expect(await balance()).toBe(total - 500);

    const spent = await client.transaction.spendForgingStake({
      transactionInputs: [{ boxId: box.id }],
      regularOutputs: [{ publicKey: owner.publicKey, value: stake - 700 }],
      forgerOutputs: [],
      format: true,
    });
    expect(spent.transaction.unlockers.map((u) => u.closedBoxId)).toEqual([box.id]);
    await forge(client);
    expect((await client.wallet.allBoxes({ boxTypeClass: 'ForgerBox' })).boxes.some((b) => b.id === box.id)).toBe(
      false,
    );
    expect(await balance()).toBe(total - 500 - 700);
  });

  it('createCoreTransaction takes its inputs in wallet order, not in request order', async () => {
    const { proposition } = await client.wallet.createPrivateKey25519();
    await client.transaction.sendCoinsToAddress({
      outputs: [1, 2, 3].map(() => ({ publicKey: proposition.publicKey, value: 1_000_000 })),
    });
    await forge(client);
    const walletOrder = (await client.wallet.allBoxes({ boxTypeClass: 'ZenBox' })).boxes
      .filter((b) => keyOf(b.proposition) === proposition.publicKey)
      .map((b) => b.id);
    const made = await client.transaction.createCoreTransaction({
      transactionInputs: [...walletOrder].reverse().map((boxId) => ({ boxId })),
      regularOutputs: [{ publicKey: proposition.publicKey, value: 2_999_000 }],
      withdrawalRequests: [],
      forgerOutputs: [],
      format: true,
    });
    expect(made.transaction.unlockers.map((u) => u.closedBoxId)).toEqual(walletOrder);
  });
});

describe('concurrency', () => {
  it('two clients spending the same box: exactly one wins, the other gets the node error', async () => {
    const other = createNodeClient({ baseUrl: sb.url, apiKey: sb.apiKey });
    const { boxes } = await client.wallet.allBoxes({ boxTypeClass: 'ZenBox' });
    const box = boxes.find((b) => Number(b.value) > 10_000);
    if (!box) throw new Error('no box to spend');
    const { proposition } = await client.wallet.createPrivateKey25519();
    const make = (c: NodeClient, fee: number) =>
      c.transaction.createCoreTransaction({
        transactionInputs: [{ boxId: box.id }],
        regularOutputs: [{ publicKey: proposition.publicKey, value: Number(box.value) - fee }],
        withdrawalRequests: [],
        forgerOutputs: [],
      });
    const [a, b] = await Promise.all([make(client, 10), make(other, 20)]);
    const results = await Promise.allSettled([
      client.transaction.sendTransaction({ transactionBytes: a.transactionBytes }),
      other.transaction.sendTransaction({ transactionBytes: b.transactionBytes }),
    ]);
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost).toHaveLength(1);
    const err = lost[0]?.reason;
    expect(
      isNodeApiError(err) && err.name === 'NodeBusinessError' ? [err.code, err.detail.split(' - ')[0]] : err,
    ).toEqual(['0204', 'Transaction is incompatible']);
    await forge(client);
    const late = await other.transaction.sendTransaction.safe({
      transactionBytes: (results[0]?.status === 'fulfilled' ? b : a).transactionBytes,
    });
    // the node interpolates the box id's byte array: the JVM prints `[B@` and an identity hash
    expect(codeOf(late)?.[0]).toBe('0204');
    expect(String(codeOf(late)?.[1])).toMatch(/^Box \[B@[0-9a-f]+ is not found in state$/);
  });
});
