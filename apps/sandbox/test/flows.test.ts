// End-to-end flows through the published client, Prism (proxy, --errors) and the sandbox: every
// answer below passed contract validation on its way.
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { isNodeApiError, type NodeClient } from '@sidechain-api/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyOf, type Running, start } from './helpers.js';

let sb: Running;
let client: NodeClient;

beforeAll(async () => {
  ({ sb, client } = await start({ seed: 'flows' }));
});
afterAll(async () => {
  await sb?.close();
});

/** A public key the sandbox's wallet does not hold. */
function externalKey(): string {
  const { publicKey } = generateKeyPairSync('ed25519');
  return publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex');
}

/** Forges the next block through block/generate at the slot after the best block's. */
async function forge(c: NodeClient = client): Promise<string> {
  const info = await c.block.forgingInfo();
  const last = info.bestBlockSlotNumber === info.consensusSlotsInEpoch;
  const { blockId } = await c.block.generate({
    epochNumber: last ? info.bestBlockEpochNumber + 1 : info.bestBlockEpochNumber,
    slotNumber: last ? 1 : info.bestBlockSlotNumber + 1,
  });
  return blockId;
}

const balance = async () => Number((await client.wallet.coinsBalance()).balance);

describe('fund → send → mempool → forge → in block → balances', () => {
  it('starts with a funded wallet', async () => {
    expect(await balance()).toBeGreaterThan(0);
    const { boxes } = await client.wallet.allBoxes({ boxTypeClass: 'ZenBox' });
    expect(boxes.length).toBeGreaterThan(0);
    expect(Number((await client.wallet.balanceOfType({ boxType: 'ZenBox' })).balance)).toBeGreaterThan(0);
  });

  it('moves coins to a new wallet key and to an outside key, visible only after forging', async () => {
    const before = await balance();
    const { proposition } = await client.wallet.createPrivateKey25519();
    const outside = externalKey();
    const toWallet = 12_345_678;
    const toOutside = 1_000_000;
    const fee = 1_000;

    const { transactionId } = (await client.transaction.sendCoinsToAddress({
      outputs: [
        { publicKey: proposition.publicKey, value: toWallet },
        { publicKey: outside, value: toOutside },
      ],
      fee,
    })) as { transactionId: string };

    // in the memory pool, not yet in the balance
    const pool = (await client.transaction.allTransactions({ format: false })) as { transactionIds: string[] };
    expect(pool.transactionIds).toContain(transactionId);
    const inPool = (await client.transaction.findById({ transactionId, format: true })) as { transaction: any };
    expect(inPool.transaction.id).toBe(transactionId);
    expect(inPool.transaction.fee).toBe(fee);
    expect(inPool.transaction.newBoxes.map((b: any) => [b.proposition.publicKey, b.value])).toEqual(
      expect.arrayContaining([
        [proposition.publicKey, toWallet],
        [outside, toOutside],
      ]),
    );
    expect(await balance()).toBe(before);

    const blockId = await forge();

    // out of the memory pool, into the block
    const after = (await client.transaction.allTransactions({ format: false })) as { transactionIds: string[] };
    expect(after.transactionIds).not.toContain(transactionId);
    const gone = await client.transaction.findById.safe({ transactionId });
    expect(gone.error && 'code' in gone.error ? gone.error.code : undefined).toBe('0201');
    const inBlock = (await client.transaction.findById({ transactionId, blockHash: blockId, format: true })) as {
      transaction: any;
    };
    expect(inBlock.transaction.id).toBe(transactionId);
    const block = await client.block.findById({ blockId });
    expect(block.block.sidechainTransactions.map((t: any) => t.id)).toContain(transactionId);
    expect((await client.block.best()).block.id).toBe(blockId);

    // the balances moved: the fee and the outside payment left the wallet
    expect(await balance()).toBe(before - toOutside - fee);
    const { boxes } = await client.wallet.allBoxes({ boxTypeClass: 'ZenBox' });
    expect(
      boxes.some((b: any) => b.proposition.publicKey === proposition.publicKey && Number(b.value) === toWallet),
    ).toBe(true);
    expect(boxes.some((b: any) => b.proposition.publicKey === outside)).toBe(false);
  });

  it('round-trips transaction bytes: create without sending, decode, send', async () => {
    const outside = externalKey();
    const { transactionBytes } = (await client.transaction.sendCoinsToAddress({
      outputs: [{ publicKey: outside, value: 5_000 }],
      fee: 100,
      automaticSend: false,
    })) as { transactionBytes: string };
    const pool = (await client.transaction.allTransactions({ format: false })) as { transactionIds: string[] };
    const { transaction } = await client.transaction.decodeTransactionBytes({ transactionBytes });
    expect(pool.transactionIds).not.toContain((transaction as any).id);
    const { transactionId } = await client.transaction.sendTransaction({ transactionBytes });
    expect(transactionId).toBe((transaction as any).id);
    const again = await client.transaction.sendTransaction.safe({ transactionBytes });
    expect(again.error && 'code' in again.error ? again.error.code : undefined).toBe('0204');
    await forge();
  });

  it('createCoreTransactionSimplified picks inputs and change but does not send; the bytes can be sent', async () => {
    const outside = externalKey();
    const shown = (await client.transaction.createCoreTransactionSimplified({
      regularOutputs: [{ publicKey: outside, value: 7_777 }],
      withdrawalRequests: [],
      forgerOutputs: [],
      fee: 222,
      format: true,
    })) as { transaction: any };
    const tx = shown.transaction;
    const own = (await client.wallet.allPublicKeys({ proptype: 'PrivateKey25519' })).propositions.map(keyOf);
    expect(tx.fee).toBe(222);
    expect(tx.newBoxes.some((b: any) => b.proposition.publicKey === outside && Number(b.value) === 7_777)).toBe(true);
    // the change goes back to a key of the wallet
    expect(tx.newBoxes.some((b: any) => own.includes(b.proposition.publicKey))).toBe(true);
    const pool = (await client.transaction.allTransactions({ format: false })) as { transactionIds: string[] };
    expect(pool.transactionIds).not.toContain(tx.id);

    const { transactionBytes } = (await client.transaction.createCoreTransactionSimplified({
      regularOutputs: [{ publicKey: outside, value: 7_777 }],
      withdrawalRequests: [],
      forgerOutputs: [],
      fee: 222,
    })) as { transactionBytes: string };
    const { transactionId } = await client.transaction.sendTransaction({ transactionBytes });
    expect(transactionId).toBe(tx.id);
    await forge();
  });

  it('answers the node business errors: not enough balance, unknown input', async () => {
    const tooMuch = await client.transaction.sendCoinsToAddress.safe({
      outputs: [{ publicKey: externalKey(), value: 2_000_000_000_000_000 }],
    });
    expect(tooMuch.error && 'code' in tooMuch.error ? [tooMuch.error.code, tooMuch.error.detail] : undefined).toEqual([
      '0204',
      'Not enough balances in the wallet to create transaction.',
    ]);
    const unknown = await client.transaction.createCoreTransaction.safe({
      transactionInputs: [{ boxId: 'ab'.repeat(32) }],
      regularOutputs: [{ publicKey: externalKey(), value: 1 }],
      withdrawalRequests: [],
      forgerOutputs: [],
    });
    expect(unknown.error && 'code' in unknown.error ? unknown.error.code : undefined).toBe('0202');
    // more outputs than a transaction may have (1000)
    const many = await client.transaction.sendCoinsToAddress.safe({
      outputs: Array.from({ length: 1001 }, () => ({ publicKey: externalKey(), value: 1 })),
    });
    expect(many.error && 'code' in many.error ? many.error.code : undefined).toBe('0204');
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
    const blockId = await forge();
    const { block } = await client.block.findById({ blockId });
    const tx = block.sidechainTransactions.find((t: any) => t.id === transactionId) as any;
    expect(
      tx.newBoxes
        .filter((b: any) => b.typeName === 'WithdrawalRequestBox')
        .map((b: any) => [b.proposition.mainchainAddress, Number(b.value)]),
    ).toEqual([[address, 100_000]]);
    expect(await balance()).toBe(before - 100_000 - 100);
    const dust = await client.transaction.withdrawCoins.safe({ outputs: [{ mainchainAddress: address, value: 53 }] });
    expect(dust.error && 'code' in dust.error ? [dust.error.code, dust.error.detail] : undefined).toEqual([
      '0204',
      expect.stringContaining('dust threshold'),
    ]);
  });
});

describe('stake → forger box → spend stake', () => {
  it('makes a forger stake, sees the ForgerBox, spends it back into coins', async () => {
    const { proposition: owner } = await client.wallet.createPrivateKey25519();
    const { proposition: vrf } = await client.wallet.createVrfSecret();
    const stake = 50_000_000;
    const forgerBefore = Number((await client.wallet.balanceOfType({ boxType: 'ForgerBox' })).balance);
    const total = await balance();

    await client.transaction.makeForgerStake({
      outputs: [
        { publicKey: owner.publicKey, blockSignPublicKey: owner.publicKey, vrfPubKey: vrf.publicKey, value: stake },
      ],
      fee: 500,
    });
    await forge();
    const { boxes } = await client.wallet.allBoxes({ boxTypeClass: 'ForgerBox' });
    const box = boxes.find((b: any) => b.vrfPubKey.publicKey === vrf.publicKey) as any;
    expect(box).toBeDefined();
    expect(Number(box.value)).toBe(stake);
    expect(Number((await client.wallet.balanceOfType({ boxType: 'ForgerBox' })).balance)).toBe(forgerBefore + stake);
    expect(await balance()).toBe(total - 500);

    const spent = (await client.transaction.spendForgingStake({
      transactionInputs: [{ boxId: box.id }],
      regularOutputs: [{ publicKey: owner.publicKey, value: stake - 700 }],
      forgerOutputs: [],
      format: true,
    })) as { transaction: any };
    expect(spent.transaction.unlockers.map((u: any) => u.closedBoxId)).toEqual([box.id]);
    await forge();
    const after = await client.wallet.allBoxes({ boxTypeClass: 'ForgerBox' });
    expect(after.boxes.some((b: any) => b.id === box.id)).toBe(false);
    const coins = await client.wallet.allBoxes({ boxTypeClass: 'ZenBox' });
    expect(
      coins.boxes.some((b: any) => b.proposition.publicKey === owner.publicKey && Number(b.value) === stake - 700),
    ).toBe(true);
    expect(await balance()).toBe(total - 500 - 700);
  });
});

describe('concurrency', () => {
  it('two clients spending the same box: exactly one wins, the other gets the node error', async () => {
    const other = (await import('@sidechain-api/node-api')).createNodeClient({ baseUrl: sb.url, apiKey: sb.apiKey });
    const { boxes } = await client.wallet.allBoxes({ boxTypeClass: 'ZenBox' });
    const box = boxes.find((b: any) => Number(b.value) > 10_000) as any;
    // both pay the box back into the wallet, with different fees: two different transactions
    const { proposition } = await client.wallet.createPrivateKey25519();
    const make = (c: NodeClient, fee: number) =>
      c.transaction.createCoreTransaction({
        transactionInputs: [{ boxId: box.id }],
        regularOutputs: [{ publicKey: proposition.publicKey, value: Number(box.value) - fee }],
        withdrawalRequests: [],
        forgerOutputs: [],
      }) as Promise<{ transactionBytes: string }>;
    const [a, b] = await Promise.all([make(client, 10), make(other, 20)]);
    const results = await Promise.allSettled([
      client.transaction.sendTransaction({ transactionBytes: a.transactionBytes }),
      other.transaction.sendTransaction({ transactionBytes: b.transactionBytes }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const err = lost[0]!.reason;
    expect(isNodeApiError(err) && err.name).toBe('NodeBusinessError');
    expect([err.code, err.detail]).toEqual(['0204', expect.stringMatching(/^Transaction is incompatible - /)]);

    // once forged, the loser's transaction spends a box that no longer exists
    await forge();
    const late = await other.transaction.sendTransaction.safe({
      transactionBytes: (won[0] === results[0] ? b : a).transactionBytes,
    });
    expect(late.error && 'code' in late.error ? [late.error.code, late.error.detail] : undefined).toEqual([
      '0204',
      `Box ${box.id} is not found in state`,
    ]);
  });
});

describe('the walk-through example', () => {
  it('examples/send-and-forge.mjs runs the whole flow against the sandbox', async () => {
    const script = fileURLToPath(new URL('../examples/send-and-forge.mjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, SANDBOX_URL: sb.url, SANDBOX_API_KEY: sb.apiKey },
    });
    expect(stdout).toMatch(/^3\. in the mempool: true$/m);
    expect(stdout).toMatch(/^5\. in block at height \d+: true$/m);
    expect(stdout).toMatch(/^6\. new key holds 2\.5 ZEN; .*\(0\.0001 ZEN paid in fees\)$/m);
  });
});
