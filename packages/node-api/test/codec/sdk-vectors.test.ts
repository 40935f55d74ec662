// The codec against the Sidechains SDK 0.11.0 serializer regression vectors (test/vectors/sdk-0.11.0):
// each vector decodes to what the SDK test that wrote it built, and encodes back byte for byte.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from '@noble/hashes/sha2';
import { describe, expect, test } from 'vitest';
import { type BoxData, boxTypeOfId, makeBox, readBoxData, writeBox, writeBoxData } from '../../src/codec/boxes.js';
import { ByteReader, ByteWriter, concatBytes, longBytes } from '../../src/codec/bytes.js';
import {
  decodeBox,
  decodeCoreTransaction,
  decodeTransaction,
  encodeBox,
  encodeCoreTransaction,
  encodeTransaction,
  exportSecret25519,
  fromHex,
  importSecret25519,
  mainchainAddressFromPublicKeyHash,
  messageToSign,
  privateKey25519FromSeed,
  publicKey25519,
  publicKeyHashFromMainchainAddress,
  sign25519,
  toHex,
  transactionId,
  verify25519,
} from '../../src/codec/index.js';
import { readListCount, readTypeId, requireEnd } from '../../src/codec/typed.js';
import { javaRandomBytes, utf8, vector, vectorsDir } from './helpers.js';

const BLOBS: Record<string, string> = {
  sidechaincoretransaction_hex: '656c97bf63579d583f3917157e605d1743d61f94',
  zenbox_hex: '81b5bc354820aecdc43be8b379ededf66da32c7d',
  withdrawalrequestbox_hex: '7452ad1bf5e2b2463b4fc95b8b4dba5c97a150f9',
  forgerbox_hex: 'b234ddd4415fcf9cdca3cd909f41280e99bae28f',
  publickey25519proposition_hex: 'e2f3068d3ecc9d2ae3d099c105720265b749fced',
  privatekey25519_hex: 'e63499ebfd6c4c0a8bdacf9e12261d219b2e26b8',
  mcpublickeyhashproposition_hex: '61b295946aa341681246a8dec77acfbe1af721cd',
  regulartransaction_hex: '29d6c4e0a3210a727070f3a891d8d17c4fef749f',
  sidechainblock_hex: '9119590d11128765657b2cfe394ef864a4249f8c',
  LICENSE: '7d2bc4346c65e02e305d22f65e0d7d79e23a2868',
};

test.each(Object.entries(BLOBS))('%s is the unmodified file of the SDK at 0.11.0 (git blob id)', (name, blob) => {
  const bytes = readFileSync(join(vectorsDir, name));
  const id = createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
  expect(id).toBe(blob);
});

/** The key the SDK tests make with PrivateKey25519Creator.generateSecret / Ed25519.createKeyPair of a UTF-8 seed. */
const keyOf = (seed: string) => privateKey25519FromSeed(utf8(seed));

describe('SidechainCoreTransactionSerializerTest.regressionTest: sidechaincoretransaction_hex', () => {
  const hex = vector('sidechaincoretransaction_hex');
  // What the test builds (lines 60–71): its bytes are the file.
  const built = {
    type: 'SidechainCoreTransaction' as const,
    version: 1,
    fee: 100n,
    inputIds: [toHex(javaRandomBytes(123n, 32))], // getRandomBoxId(123L)
    outputs: [
      { type: 'ZenBox' as const, publicKey: keyOf('1').publicKey, value: 100n },
      { type: 'WithdrawalRequestBox' as const, publicKeyHash: '811d42a49dffaee0cb600dee740604b4d5bd0cfb', value: 40n },
    ],
    proofs: [
      '34098ab081a042cb9a4da5faf05c9d1b970cf365a776acd356e980313335ac55eb41d80a6aa816e311cd1ed488b18ef8a10f278b4de19a5b5865a16f6e5bb001',
    ],
  };

  test('decodes to the transaction the test builds (fee, version, input, outputs, proof)', () => {
    expect(decodeCoreTransaction(hex)).toEqual(built);
  });

  test('the transaction the test builds encodes to the file, byte for byte', () => {
    expect(toHex(encodeCoreTransaction(built))).toBe(hex);
    expect(toHex(encodeCoreTransaction(decodeCoreTransaction(hex)))).toBe(hex);
  });

  test('behind the companion type byte 01 it is `transactionBytes`: decodes, encodes back, same id', () => {
    const tx = decodeTransaction(`01${hex}`);
    expect(tx).toEqual(built);
    expect(toHex(encodeTransaction(tx))).toBe(`01${hex}`);
    expect(transactionId(tx)).toBe(transactionId(built));
    expect(transactionId(tx)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('box serializer tests', () => {
  const owner = keyOf('12345').publicKey;

  test('ZenBoxSerializerTest: zenbox_hex is ZenBox(key of "12345", nonce 1000, value 10), and back', () => {
    const hex = vector('zenbox_hex');
    const box = decodeBox('ZenBox', hex);
    expect(box).toEqual(makeBox({ type: 'ZenBox', publicKey: owner, value: 10n }, 1000n));
    expect(toHex(encodeBox(box))).toBe(hex);
  });

  test('WithdrawalRequestBoxSerializerTest: withdrawalrequestbox_hex is WithdrawalRequestBox(zero hash, nonce 1000, value 10), and back', () => {
    const hex = vector('withdrawalrequestbox_hex');
    const box = decodeBox('WithdrawalRequestBox', hex);
    expect(box).toEqual(makeBox({ type: 'WithdrawalRequestBox', publicKeyHash: '00'.repeat(20), value: 10n }, 1000n));
    expect(toHex(encodeBox(box))).toBe(hex);
  });

  test('ForgerBoxSerializationTest: forgerbox_hex is ForgerBox(key of "12345" twice, nonce 1000, value 10, a 33-byte VRF key), and back', () => {
    const hex = vector('forgerbox_hex');
    const box = decodeBox('ForgerBox', hex);
    expect(box).toMatchObject({
      type: 'ForgerBox',
      publicKey: owner,
      blockSignPublicKey: owner,
      value: 10n,
      nonce: 1000n,
    });
    expect(box.type === 'ForgerBox' && box.vrfPublicKey).toMatch(/^[0-9a-f]{66}$/);
    expect(toHex(encodeBox(box))).toBe(hex);
  });
});

describe('key and proposition serializer tests', () => {
  test('PublicKey25519PropositionSerializerTest: publickey25519proposition_hex is the public key of seed "12345"', () => {
    expect(keyOf('12345').publicKey).toBe(vector('publickey25519proposition_hex'));
  });

  test('PrivateKey25519SerializerTest: privatekey25519_hex is secret ‖ public key of generateSecret("12345")', () => {
    const key = keyOf('12345');
    expect(key.secretKey + key.publicKey).toBe(vector('privatekey25519_hex'));
    expect(publicKey25519(key.secretKey)).toBe(key.publicKey);
    // With the companion's type byte 00 it is what wallet/exportSecret answers and importSecret takes.
    expect(exportSecret25519(key)).toBe(`00${vector('privatekey25519_hex')}`);
    expect(importSecret25519(`00${vector('privatekey25519_hex')}`)).toEqual(key);
  });

  test('MCPublicKeyPropositionSerializerTest: mcpublickeyhashproposition_hex is the 20-byte hash, through a mainchain address and back', () => {
    const hash = vector('mcpublickeyhashproposition_hex');
    expect(hash).toBe('b76f72a175a3ed8f30b047032c4a0cad394bf5a9');
    for (const network of ['mainnet', 'testnet'] as const) {
      expect(publicKeyHashFromMainchainAddress(mainchainAddressFromPublicKeyHash(hash, network), network)).toBe(hash);
    }
  });
});

/**
 * RegularTransactionSerializer (a test-only transaction of the SDK): fee, ZenBox inputs (ZenBoxSerializer),
 * typed box data outputs, Signature25519 list without type bytes. Parsed with the codec's parts.
 */
function readRegularTransaction(r: ByteReader) {
  const fee = r.long();
  const inputs = Array.from({ length: readListCount(r, 1000, 1) }, () => {
    const nonce = r.long();
    return makeBox(readBoxData(r, 'ZenBox'), nonce);
  });
  const outputs: BoxData[] = Array.from({ length: readListCount(r, 1000, 1) }, () =>
    readBoxData(r, boxTypeOfId(readTypeId(r, 'box data', [1, 2, 3]))),
  );
  const signatures = Array.from({ length: readListCount(r, 1000, 64) }, () => toHex(r.bytes(64)));
  return { fee, inputs, outputs, signatures };
}

function writeRegularTransaction(tx: ReturnType<typeof readRegularTransaction>): string {
  const w = new ByteWriter().long(tx.fee).int(tx.inputs.length);
  for (const box of tx.inputs) writeBox(w, box);
  w.int(tx.outputs.length);
  for (const o of tx.outputs) writeBoxData(w.byte({ ZenBox: 1, WithdrawalRequestBox: 2, ForgerBox: 3 }[o.type]), o);
  w.int(tx.signatures.length);
  for (const s of tx.signatures) w.bytes(fromHex(s));
  return toHex(w.result());
}

/** The same content as a CoreTransaction value, so that the codec's messageToSign and transactionId apply (BoxTransaction's). */
const asBoxTransaction = (tx: ReturnType<typeof readRegularTransaction>) => ({
  type: 'SidechainCoreTransaction' as const,
  version: 100, // RegularTransaction.version()
  fee: tx.fee,
  inputIds: tx.inputs.map((b) => b.id),
  outputs: tx.outputs,
  proofs: tx.signatures,
});

describe('RegularTransactionSerializerTest.regressionTest: regulartransaction_hex', () => {
  const hex = vector('regulartransaction_hex');
  // Parsed inside each test, so that mutation testing sees the codec run under the test.
  const parse = () => {
    const reader = new ByteReader(fromHex(hex));
    const tx = readRegularTransaction(reader);
    requireEnd(reader);
    return { tx, from: ['test_seed1', 'test_seed2', 'test_seed3'].map(keyOf) };
  };

  test('decodes to the inputs and outputs the test builds, and encodes back byte for byte', () => {
    const { tx, from } = parse();
    expect(tx.fee).toBe(10n);
    expect(tx.inputs.map(({ publicKey, nonce, value }) => ({ publicKey, nonce, value }))).toEqual([
      { publicKey: from[0]!.publicKey, nonce: 1n, value: 60n },
      { publicKey: from[1]!.publicKey, nonce: 2n, value: 50n },
      { publicKey: from[2]!.publicKey, nonce: 3n, value: 90n },
    ]);
    const [pk4, pk5, pk6, pk7] = ['test_seed4', 'test_seed5', 'test_seed6', 'test_seed7'].map(
      (s) => keyOf(s).publicKey,
    );
    expect(
      tx.outputs.map((o) => ({ ...o, ...(o.type === 'ForgerBox' ? { vrfPublicKey: o.vrfPublicKey.length } : {}) })),
    ).toEqual([
      { type: 'ZenBox', publicKey: pk4, value: 10n },
      { type: 'ZenBox', publicKey: pk5, value: 20n },
      { type: 'ZenBox', publicKey: pk6, value: 30n },
      { type: 'WithdrawalRequestBox', publicKeyHash: '811d42a49dffaee0cb600dee740604b4d5bd0cfb', value: 40n },
      { type: 'WithdrawalRequestBox', publicKeyHash: '088f87e1600d5b08eccc240ddd9bd59717d617f1', value: 20n },
      { type: 'ForgerBox', publicKey: pk7, value: 20n, blockSignPublicKey: pk7, vrfPublicKey: 66 },
      { type: 'ForgerBox', publicKey: pk7, value: 50n, blockSignPublicKey: pk6, vrfPublicKey: 66 },
    ]);
    expect(writeRegularTransaction(tx)).toBe(hex);
  });

  // RegularTransaction.create signs BoxTransaction.messageToSign (version 100 for this type): the
  // signatures in the file are RFC 8032 signatures over the input box ids, the new boxes' bytes with
  // the nonces the SDK derived, and the fee. Equal signatures mean equal messages.
  test('its signatures are the codec’s Ed25519 signatures of the codec’s messageToSign (box ids, nonces, box bytes)', () => {
    const { tx, from } = parse();
    const message = messageToSign({
      version: 100,
      fee: tx.fee,
      inputIds: tx.inputs.map((b) => b.id),
      outputs: tx.outputs,
    });
    expect(toHex(messageToSign(asBoxTransaction(tx)))).toBe(toHex(message));
    expect(tx.signatures).toEqual(from.map((k) => sign25519(k.secretKey, message)));
    for (const [i, s] of tx.signatures.entries()) expect(verify25519(from[i]!.publicKey, message, s)).toBe(true);
  });
});

/**
 * SidechainBlockHeaderSerializer fields up to the transactions (SidechainBlockHeader.scala at 0.11.0):
 * the test only needs the header to check what it commits to. VrfProof.PROOF_LENGTH is 97 bytes
 * (zendoo's vrfProofLen; the header signature only verifies with that length).
 */
function readBlockHeader(input: Uint8Array, r: ByteReader) {
  const version = r.byte();
  const parentId = r.bytes(32);
  const timestamp = r.long();
  const blockSignPublicKey = r.bytes(32);
  const vrfPublicKey = r.bytes(33);
  const stakeAmount = r.long();
  const pathAt = r.offset;
  const pathLength = r.int();
  for (let i = 0; i < pathLength; i++) r.bytes(33);
  const forgingStakeMerklePath = input.subarray(pathAt, r.offset); // MerklePath.bytes()
  const vrfProof = r.bytes(97);
  const sidechainTransactionsMerkleRootHash = r.bytes(32);
  const roots = r.bytes(64); // mainchain and ommers merkle roots
  const ommersCumulativeScore = r.long();
  const feePaymentsHash = r.bytes(32);
  const signature = r.bytes(64);
  const dsha256 = (b: Uint8Array) => sha256(sha256(b));
  // SidechainBlockHeader.messageToSign; ForgingStakeInfo.hash is double SHA-256.
  const messageToSign = concatBytes(
    Uint8Array.of(version),
    parentId,
    longBytes(timestamp),
    dsha256(concatBytes(blockSignPublicKey, vrfPublicKey, longBytes(stakeAmount))),
    vrfProof,
    forgingStakeMerklePath,
    sidechainTransactionsMerkleRootHash,
    roots,
    longBytes(ommersCumulativeScore),
    feePaymentsHash,
  );
  return { blockSignPublicKey, sidechainTransactionsMerkleRootHash, messageToSign, signature };
}

/** MerkleTree.createMerkleTree(...).rootHash(): Bitcoin's tree (double SHA-256, reversed byte order, last node doubled). */
function merkleRoot(leaves: Uint8Array[]): Uint8Array {
  const rev = (b: Uint8Array) => b.slice().reverse();
  let level = leaves;
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[Math.min(i + 1, level.length - 1)]!;
      next.push(rev(sha256(sha256(concatBytes(rev(level[i]!), rev(right))))));
    }
    level = next;
  }
  return level[0]!;
}

describe('SidechainBlockTest.serializationRegression: sidechainblock_hex (header and sidechain transactions)', () => {
  // Parsed inside each test, so that mutation testing sees the codec run under the test.
  const parse = () => {
    const input = fromHex(vector('sidechainblock_hex'));
    const r = new ByteReader(input);
    const header = readBlockHeader(input, r);
    // The block's transactions: ListSerializer of the test's companion, RegularTransaction as custom type 0x7f 111.
    const txs = Array.from({ length: readListCount(r, 1000, 2) }, () => {
      expect([r.byte(), r.byte()]).toEqual([0x7f, 111]);
      return readRegularTransaction(r);
    });
    return { header, txs };
  };

  test('the header parses with the codec’s primitives: its Ed25519 signature verifies over its messageToSign', () => {
    const { header, txs } = parse();
    expect(verify25519(header.blockSignPublicKey, header.messageToSign, header.signature)).toBe(true);
    expect(txs).toHaveLength(2);
  });

  // SidechainBlock.calculateTransactionsMerkleRootHash: the Merkle root of the transaction ids. Equal
  // roots mean the codec computes BoxTransaction.id (messageToSign ‖ proofs, Blake2b256) as the SDK did.
  test('its transactions Merkle root is the root of the codec’s transaction ids', () => {
    const { header, txs } = parse();
    const ids = txs.map((tx) => fromHex(transactionId(asBoxTransaction(tx))));
    expect(toHex(merkleRoot(ids))).toBe(toHex(header.sidechainTransactionsMerkleRootHash));
  });

  test('the signatures of its transactions verify over the codec’s messageToSign', () => {
    const { txs } = parse();
    for (const tx of txs) {
      const message = messageToSign(asBoxTransaction(tx));
      for (const [i, s] of tx.signatures.entries()) expect(verify25519(tx.inputs[i]!.publicKey, message, s)).toBe(true);
    }
  });
});
