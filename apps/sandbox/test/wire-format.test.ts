// The SDK 0.11.0 wire format end to end: keys derived as the node's wallet derives them, a transaction
// built and signed offline with the codec's public API (as a wallet would) accepted by sendTransaction,
// pooled and forged; the sandbox's own transactions decode with the codec; box nonces stay exact int64.
import { parseExact, stringifyJackson } from '@sidechain-api/contract';
import {
  type CoreTransaction,
  sign25519 as codecSign,
  verify25519 as codecVerify,
  decodeTransaction,
  encodeTransaction,
  generatePrivateKey25519,
  messageToSign,
  newBoxes,
  publicKey25519,
  signCoreTransaction,
  toHex,
  transactionId,
  transactionToNodeJson,
  walletPrivateKey25519,
} from '@sidechain-api/node-api/codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEd25519Point, sign25519, verify25519 } from '../src/state/ed25519.js';
import { decodeRecord, transactionJson } from '../src/state/transactions.js';
import { basic, forge, request, type Started, start, stopChecked } from './helpers.js';

const SEED = 'wire-format';
let s: Started;
beforeAll(async () => {
  s = await start({ seed: SEED });
});
afterAll(() => stopChecked(s.sb));

/** JSON-comparable (bigints as text). */
const plain = (v: unknown) => JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? `${x}n` : x)));

describe("keys as the node's wallet derives them", () => {
  it('the funded key is the wallet seed’s first PrivateKey25519, the next ones follow in order', async () => {
    expect(s.sb.node.wallet.changeAddress()).toBe(walletPrivateKey25519(SEED, 0).publicKey);
    const { proposition } = await s.client.wallet.createPrivateKey25519();
    expect(proposition.publicKey).toBe(walletPrivateKey25519(SEED, 1).publicKey);
    const { privKey } = await s.client.wallet.exportSecret({ publickey: proposition.publicKey });
    expect(privKey).toBe(`00${walletPrivateKey25519(SEED, 1).secretKey}${proposition.publicKey}`);
  });
});

describe('a transaction signed offline with the codec', () => {
  let tx: CoreTransaction;

  it('is accepted by sendTransaction with the id the codec computes, and waits in the mempool', async () => {
    const key = walletPrivateKey25519(SEED, 0);
    const { boxes } = await s.client.wallet.allBoxes({ boxTypeClass: 'ZenBox' });
    const box = boxes.find((b) => 'publicKey' in b.proposition && b.proposition.publicKey === key.publicKey);
    if (!box) throw new Error('no box of the funded key');
    const fee = 1_000n;
    const paid = 123_456_789n;
    tx = signCoreTransaction(
      {
        fee,
        inputIds: [box.id],
        outputs: [
          { type: 'ZenBox', publicKey: generatePrivateKey25519().publicKey, value: paid },
          { type: 'ZenBox', publicKey: key.publicKey, value: BigInt(box.value) - paid - fee },
        ],
      },
      [key],
    );
    const { transactionId: id } = await s.client.transaction.sendTransaction({
      transactionBytes: toHex(encodeTransaction(tx)),
    });
    expect(id).toBe(transactionId(tx));
    const pool = (await s.client.transaction.allTransactions({ format: false })) as { transactionIds: string[] };
    expect(pool.transactionIds).toEqual([id]);
    const bytes = (await s.client.transaction.findById({ transactionId: id })) as { transactionBytes: string };
    expect(bytes.transactionBytes).toBe(toHex(encodeTransaction(tx)));
    const json = (await s.client.transaction.findById({ transactionId: id, format: true })) as { transaction: unknown };
    expect(plain(json.transaction)).toEqual(plain(transactionToNodeJson(tx, { network: 'testnet' })));
  });

  it('is forged by block/generate, and its boxes carry the nonces and ids the codec computes', async () => {
    const id = transactionId(tx);
    const blockId = await forge(s.client);
    const { block } = await s.client.block.findById({ blockId });
    expect(block.sidechainTransactions.map((t) => t.id)).toEqual([id]);
    const change = newBoxes(tx)[1]!;
    const res = await request(s.sb.url, '/wallet/allBoxes', {
      body: '{"boxTypeClass":"ZenBox"}',
      headers: { authorization: basic(s.sb.apiKey) },
    });
    const answer = parseExact(res.text) as { result: { boxes: { id: string; nonce: bigint }[] } };
    const found = answer.result.boxes.find((b) => b.id === change.id);
    expect(found?.nonce).toBe(change.nonce);
    // the nonce is written with every digit: a full-range int64, never rounded through a double
    expect(res.text).toContain(`"nonce" : ${change.nonce}`);
    expect(answer.result.boxes.some((b) => b.nonce > 2n ** 53n || b.nonce < -(2n ** 53n))).toBe(true);
  });

  it('signed by a key that does not own the box is refused: Box unlocking proof is invalid.', async () => {
    const key = walletPrivateKey25519(SEED, 0);
    const { boxes } = await s.client.wallet.allBoxes({ boxTypeClass: 'ZenBox' });
    const box = boxes.find((b) => 'publicKey' in b.proposition && b.proposition.publicKey === key.publicKey);
    if (!box) throw new Error('no box of the funded key');
    const forged = signCoreTransaction(
      {
        fee: 0n,
        inputIds: [box.id],
        outputs: [{ type: 'ZenBox', publicKey: key.publicKey, value: BigInt(box.value) }],
      },
      [generatePrivateKey25519()],
    );
    const sent = await s.client.transaction.sendTransaction.safe({
      transactionBytes: toHex(encodeTransaction(forged)),
    });
    expect(sent.error && 'code' in sent.error ? [sent.error.code, sent.error.detail] : sent).toEqual([
      '0204',
      'Box unlocking proof is invalid.',
    ]);
  });
});

describe("the sandbox's transactions in the SDK format", () => {
  it('decode with the codec: same id, proofs the codec verifies, same JSON', async () => {
    const { transactionBytes } = (await s.client.transaction.sendCoinsToAddress({
      outputs: [{ publicKey: generatePrivateKey25519().publicKey, value: 5_000 }],
      fee: 100,
      automaticSend: false,
    })) as { transactionBytes: string };
    const tx = decodeTransaction(transactionBytes);
    const message = messageToSign(tx);
    const { boxes } = await s.client.wallet.allBoxes();
    for (const [i, inputId] of tx.inputIds.entries()) {
      const input = boxes.find((b) => b.id === inputId);
      const owner = input && 'publicKey' in input.proposition ? String(input.proposition.publicKey) : '';
      expect(codecVerify(owner, message, tx.proofs[i]!)).toBe(true);
    }
    const { transaction } = await s.client.transaction.decodeTransactionBytes({ transactionBytes });
    expect(plain(transaction)).toEqual(plain(transactionToNodeJson(tx, { network: 'testnet' })));
  });

  it('decodeTransactionBytes answers 0203 in the parser’s words for bytes that are not a core transaction', async () => {
    const a = await s.client.transaction.decodeTransactionBytes.safe({ transactionBytes: '09' });
    expect(a.error && 'code' in a.error ? [a.error.code, a.error.detail] : a).toEqual([
      '0203',
      'Unknown core type id.',
    ]);
  });
});

describe("the node's JSON of a transaction", () => {
  it("is the codec's transactionToNodeJson, byte for byte", async () => {
    const { transactionBytes } = (await s.client.transaction.createCoreTransactionSimplified({
      regularOutputs: [{ publicKey: generatePrivateKey25519().publicKey, value: 5_000 }],
      withdrawalRequests: [{ mainchainAddress: 'ztTo7ufz8g7Wmawhccr6AdfbyZtCogKE1LE', value: 100_000 }],
      forgerOutputs: [
        { publicKey: generatePrivateKey25519().publicKey, vrfPubKey: `02${'ab'.repeat(32)}`, value: 7_000 },
      ],
      fee: 3,
    })) as { transactionBytes: string };
    const huge = signCoreTransaction(
      {
        fee: 2n ** 62n,
        inputIds: ['11'.repeat(32)],
        outputs: [{ type: 'ZenBox', publicKey: '22'.repeat(32), value: 2n ** 60n }],
      },
      [generatePrivateKey25519()],
    );
    for (const hex of [transactionBytes, toHex(encodeTransaction(huge))]) {
      const record = decodeRecord(hex);
      expect(stringifyJackson(transactionJson(record))).toBe(
        stringifyJackson(transactionToNodeJson(decodeTransaction(hex), { network: 'testnet' })),
      );
    }
  });
});

describe('Ed25519 through node:crypto', () => {
  it('signs the bytes the codec (noble) signs and verifies both ways', () => {
    for (let i = 0; i < 20; i++) {
      const key = generatePrivateKey25519();
      const message = Buffer.from(`message ${i} ${key.publicKey}`);
      const signature = sign25519(key.secretKey, message);
      expect(signature).toBe(codecSign(key.secretKey, message));
      expect(verify25519(key.publicKey, message, signature)).toBe(true);
      expect(codecVerify(key.publicKey, message, signature)).toBe(true);
      expect(verify25519(key.publicKey, Buffer.from('other'), signature)).toBe(false);
    }
    expect(verify25519('00'.repeat(32), Buffer.from('x'), 'zz')).toBe(false);
  });

  it('tells curve points from other 32-byte strings as the SDK’s key check does', () => {
    for (let i = 0; i < 20; i++) expect(isEd25519Point(publicKey25519(generatePrivateKey25519().secretKey))).toBe(true);
    // y ≥ p, and a y whose x² is not a square (the key of the contract's sendCoinsToAddress example)
    expect(isEd25519Point(`${'ff'.repeat(31)}7f`)).toBe(false);
    expect(isEd25519Point('0deaa4c9c94c29889a7b970641fe17748e4f6f2e78633064a1be821a0a02fede')).toBe(false);
    expect(isEd25519Point('zz'.repeat(32))).toBe(false);
  });
});
