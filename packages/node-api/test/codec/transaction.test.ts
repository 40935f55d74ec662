// Building, signing, identifying and rendering core transactions with the codec, and the client's
// lossless JSON. (specs/tests/node-api/codec-json.test.ts checks the rendered JSON against the contract.)
import { blake2b } from '@noble/hashes/blake2';
import { describe, expect, test } from 'vitest';
import {
  boxId,
  boxToNodeJson,
  type CoreTransaction,
  decodeTransaction,
  encodeCoreTransaction,
  encodeTransaction,
  fromHex,
  messageToSign,
  newBoxes,
  privateKey25519FromSeed,
  publicKeyHashFromMainchainAddress,
  signCoreTransaction,
  toHex,
  transactionId,
  transactionToNodeJson,
  type UnsignedCoreTransaction,
  verify25519,
} from '../../src/codec/index.js';
import { bigintKeys, parseJson, stringifyJson } from '../../src/index.js';
import { utf8 } from './helpers.js';

const alice = privateKey25519FromSeed(utf8('alice'));
const bob = privateKey25519FromSeed(utf8('bob'));
const forger = privateKey25519FromSeed(utf8('forger'));
const vrfPublicKey = `02${'ab'.repeat(32)}`;

const unsigned: UnsignedCoreTransaction = {
  fee: 1_000n,
  inputIds: ['11'.repeat(32), '22'.repeat(32)],
  outputs: [
    { type: 'ZenBox', publicKey: bob.publicKey, value: 40_000_000n },
    {
      type: 'WithdrawalRequestBox',
      publicKeyHash: publicKeyHashFromMainchainAddress('ztkxeiFhYTS5sueyWSMDa8UiNr5so6aDdYi', 'testnet'),
      value: 60_000n,
    },
    {
      type: 'ForgerBox',
      publicKey: alice.publicKey,
      value: 1_000_000_000n,
      blockSignPublicKey: forger.publicKey,
      vrfPublicKey,
    },
  ],
};

describe('signCoreTransaction', () => {
  // Built inside each test, so that mutation testing sees the codec run under the test.
  const signedTx = () => signCoreTransaction(unsigned, [alice, alice.secretKey]);

  test('one Ed25519 proof per input over messageToSign, which the signatures do not change', () => {
    const signed = signedTx();
    expect(signed.proofs).toHaveLength(2);
    expect(toHex(messageToSign(signed))).toBe(toHex(messageToSign(unsigned)));
    for (const proof of signed.proofs) expect(verify25519(alice.publicKey, messageToSign(signed), proof)).toBe(true);
    expect(verify25519(bob.publicKey, messageToSign(signed), signed.proofs[0]!)).toBe(false);
  });

  test('`transactionBytes` start with type 01 and version 01, and decode back to the signed transaction', () => {
    const signed = signedTx();
    const bytes = encodeTransaction(signed);
    expect(toHex(bytes.subarray(0, 2))).toBe('0101');
    expect(decodeTransaction(bytes)).toEqual(signed);
    expect(toHex(encodeTransaction(decodeTransaction(toHex(bytes))))).toBe(toHex(bytes));
  });

  test('the id hashes the proofs too: other signatures, other id; the message stays', () => {
    const signed = signedTx();
    const other = { ...signed, proofs: signed.proofs.map((p) => `${p.slice(0, -2)}00`) };
    expect(transactionId(other)).not.toBe(transactionId(signed));
    expect(toHex(messageToSign(other))).toBe(toHex(messageToSign(signed)));
  });

  test('the id hashes only the proofs of unlockers: a proof beyond the inputs changes nothing', () => {
    const signed = signedTx();
    const extra = { ...signed, proofs: [...signed.proofs, signed.proofs[0]!] };
    expect(transactionId(extra)).toBe(transactionId(signed));
  });

  test('refuses a number of secrets other than the number of inputs', () => {
    expect(() => signCoreTransaction(unsigned, [alice])).toThrow(
      expect.objectContaining({ name: 'CodecInvalidInputError' }),
    );
  });
});

describe('newBoxes: the output boxes the node creates', () => {
  test('every nonce depends on the inputs, the fee and the output index; ids on data and nonce', () => {
    const boxes = newBoxes(unsigned);
    expect(boxes.map((b) => b.type)).toEqual(['ZenBox', 'WithdrawalRequestBox', 'ForgerBox']);
    for (const b of boxes) expect(b.id).toBe(boxId(b, b.nonce));
    expect(new Set(boxes.map((b) => b.nonce)).size).toBe(3);
    const otherFee = newBoxes({ ...unsigned, fee: 1_001n });
    const otherInputs = newBoxes({ ...unsigned, inputIds: [...unsigned.inputIds].reverse() });
    boxes.forEach((b, i) => {
      expect(otherFee[i]!.nonce).not.toBe(b.nonce);
      expect(otherInputs[i]!.nonce).not.toBe(b.nonce);
    });
  });

  test('a signed transaction opens only the inputs that have a proof (SidechainCoreTransaction.unlockers)', () => {
    const signed = signCoreTransaction(unsigned, [alice, alice]);
    const oneProof: CoreTransaction = { ...signed, proofs: signed.proofs.slice(0, 1) };
    const oneInput = { ...unsigned, inputIds: unsigned.inputIds.slice(0, 1) };
    expect(newBoxes(oneProof)).toEqual(newBoxes(oneInput));
    expect(toHex(messageToSign(oneProof))).toBe(toHex(messageToSign(oneInput)));
  });
});

// No SDK vector holds the id of a WithdrawalRequestBox or ForgerBox (the ZenBox one is checked through
// the regulartransaction_hex signatures), so the formula of AbstractBox.id (lines 48–57) and
// ForgerBoxData.customFieldsHash (line 46) is pinned here, written out independently.
describe('boxId (AbstractBox.id)', () => {
  const be64 = (n: bigint) => {
    const b = new Uint8Array(8);
    new DataView(b.buffer).setBigInt64(0, n);
    return b;
  };
  const id = (flag: number, value: bigint, proposition: string, nonce: bigint, custom: Uint8Array) =>
    toHex(
      blake2b(new Uint8Array([flag, ...be64(value), ...fromHex(proposition), ...be64(nonce), ...custom]), {
        dkLen: 32,
      }),
    );
  const zeros = new Uint8Array(32);

  test('ZenBox: coins flag 1, zero custom hash', () => {
    expect(boxId({ type: 'ZenBox', publicKey: bob.publicKey, value: 5n }, -7n)).toBe(
      id(1, 5n, bob.publicKey, -7n, zeros),
    );
  });

  test('WithdrawalRequestBox: not a coins box (flag 0), zero custom hash', () => {
    const hash = 'c34e9f61c39bf4fa6225fcf715b59c195c12a6d7';
    expect(boxId({ type: 'WithdrawalRequestBox', publicKeyHash: hash, value: 5n }, 7n)).toBe(
      id(0, 5n, hash, 7n, zeros),
    );
  });

  test('ForgerBox: coins flag 1, custom hash Blake2b256(blockSignPublicKey ‖ vrfPublicKey)', () => {
    const custom = blake2b(new Uint8Array([...fromHex(forger.publicKey), ...fromHex(vrfPublicKey)]), { dkLen: 32 });
    const data = {
      type: 'ForgerBox' as const,
      publicKey: alice.publicKey,
      value: 5n,
      blockSignPublicKey: forger.publicKey,
      vrfPublicKey,
    };
    expect(boxId(data, 7n)).toBe(id(1, 5n, alice.publicKey, 7n, custom));
  });
});

describe('transactionToNodeJson: the JSON a node renders', () => {
  // Built inside each test, so that mutation testing sees the codec run under the test.
  const signedTx = () => signCoreTransaction(unsigned, [alice, alice]);
  const jsonOf = () => transactionToNodeJson(signedTx(), { network: 'testnet' });

  test('id, size (bytes without the type byte), unlockers and boxes are the codec’s', () => {
    const [signed, json] = [signedTx(), jsonOf()];
    expect(json.id).toBe(transactionId(signed));
    expect(json.size).toBe(encodeCoreTransaction(signed).length);
    expect(json.size).toBe(encodeTransaction(signed).length - 1);
    expect(json.unlockers).toEqual(
      signed.inputIds.map((closedBoxId, i) => ({ closedBoxId, boxKey: { signature: signed.proofs[i] } })),
    );
    expect(json.newBoxes).toEqual(newBoxes(signed).map((b) => boxToNodeJson(b, { network: 'testnet' })));
    expect(json.newBoxes[1]).toMatchObject({
      proposition: { mainchainAddress: 'ztkxeiFhYTS5sueyWSMDa8UiNr5so6aDdYi' },
    });
  });

  test('unlockers pair inputs with proofs up to the shorter list', () => {
    const signed = signedTx();
    const short = transactionToNodeJson({ ...signed, proofs: signed.proofs.slice(0, 1) }, { network: 'testnet' });
    expect(short.unlockers).toEqual([{ closedBoxId: signed.inputIds[0], boxKey: { signature: signed.proofs[0] } }]);
    const long = transactionToNodeJson({ ...signed, inputIds: signed.inputIds.slice(0, 1) }, { network: 'testnet' });
    expect(long.unlockers).toEqual(short.unlockers);
  });

  test.each([
    [2n ** 53n - 1n, 2 ** 53 - 1],
    [-(2n ** 53n) + 1n, -(2 ** 53) + 1],
    [2n ** 53n, 2n ** 53n],
    [-(2n ** 53n), -(2n ** 53n)],
  ])('an amount of %s renders as %s (a bigint beyond ±(2^53 − 1), as the client decodes it)', (value, shown) => {
    const box = newBoxes({
      fee: value,
      inputIds: [],
      outputs: [{ type: 'ZenBox', publicKey: bob.publicKey, value }],
    })[0]!;
    expect(boxToNodeJson(box, { network: 'mainnet' }).value).toBe(shown);
    expect(transactionToNodeJson({ ...signedTx(), fee: value }, { network: 'mainnet' }).fee).toBe(shown);
  });

  test('survives the client’s lossless JSON: nonces stay exact bigints', () => {
    const json = jsonOf();
    const back = parseJson(stringifyJson(json), bigintKeys) as typeof json;
    expect(back).toEqual(json);
    for (const box of back.newBoxes) expect(typeof box.nonce).toBe('bigint');
  });
});
