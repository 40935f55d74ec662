// Ed25519 keys as the SDK 0.11.0 makes and stores them: PrivateKey25519 (32-byte RFC 8032 secret +
// 32-byte public key), derived from a seed through the SDK's ChaCha20 PRNG, exported by
// wallet/exportSecret as one type byte (00) followed by both keys.
import { ed25519 } from '@noble/curves/ed25519';
import { ByteReader, type BytesLike, concatBytes, fixedBytes, type Hex, intBytes, toBytes, toHex } from './bytes.js';
import { CodecInvalidInputError, CodecMalformedError } from './errors.js';
import { blake2b256 } from './hash.js';
import { readTypeId, requireEnd } from './typed.js';

/** A PrivateKey25519: the RFC 8032 secret and its public key, 32 bytes each, as hex. */
export interface PrivateKey25519 {
  secretKey: Hex;
  publicKey: Hex;
}

/** SecretsIdsEnum.PrivateKey25519SecretId: the type byte of an exported PrivateKey25519. */
export const PRIVATE_KEY_25519_TYPE_ID = 0;

/**
 * The first 32 bytes of io.horizen.utils.ChaChaPrngSecureRandom seeded with `key`: a ChaCha20
 * block (20 rounds, DJB layout: 64-bit counter 0, 64-bit stream 0), words out little-endian.
 */
function chachaFirst32(key: Uint8Array): Uint8Array {
  const view = new DataView(key.buffer, key.byteOffset, 32);
  const s = new Uint32Array(16);
  s.set([0x61707865, 0x3320646e, 0x79622d32, 0x6b206574]);
  for (let i = 0; i < 8; i++) s[4 + i] = view.getUint32(4 * i, true);
  const x = s.slice();
  const rotl = (v: number, k: number) => (v << k) | (v >>> (32 - k));
  const qr = (a: number, b: number, c: number, d: number) => {
    x[a] = x[a]! + x[b]!;
    x[d] = rotl(x[d]! ^ x[a]!, 16);
    x[c] = x[c]! + x[d]!;
    x[b] = rotl(x[b]! ^ x[c]!, 12);
    x[a] = x[a]! + x[b]!;
    x[d] = rotl(x[d]! ^ x[a]!, 8);
    x[c] = x[c]! + x[d]!;
    x[b] = rotl(x[b]! ^ x[c]!, 7);
  };
  for (let i = 0; i < 20; i += 2) {
    qr(0, 4, 8, 12);
    qr(1, 5, 9, 13);
    qr(2, 6, 10, 14);
    qr(3, 7, 11, 15);
    qr(0, 5, 10, 15);
    qr(1, 6, 11, 12);
    qr(2, 7, 8, 13);
    qr(3, 4, 9, 14);
  }
  const out = new Uint8Array(32);
  const w = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) w.setUint32(4 * i, (x[i]! + s[i]!) >>> 0, true);
  return out;
}

const SEED_PREFIX = new Uint8Array(32).fill(0xff);
const utf8 = (s: string) => new TextEncoder().encode(s);

/**
 * PrivateKey25519Creator.generateSecret(seed): the key the SDK derives from `seed` (any length; a
 * seed that is not 32 bytes is first hashed as Blake2b256(32 × 0xff ‖ seed), as the PRNG does).
 */
export function privateKey25519FromSeed(seed: Uint8Array): PrivateKey25519 {
  if (!(seed instanceof Uint8Array)) throw new CodecInvalidInputError('seed: expected a Uint8Array');
  const key = seed.length === 32 ? seed : blake2b256(SEED_PREFIX, seed);
  const secretKey = chachaFirst32(key);
  return { secretKey: toHex(secretKey), publicKey: toHex(ed25519.getPublicKey(secretKey)) };
}

/**
 * The PrivateKey25519 a node's wallet creates as its `nonce`-th key (`wallet/createPrivateKey25519`
 * counts 0, 1, 2…): AbstractWallet.generateNextSecret hashes Blake2b256(walletSeed ‖ int32 nonce ‖
 * "PrivateKey25519"), `walletSeed` being the UTF-8 bytes of the node's `wallet.seed` setting.
 */
export function walletPrivateKey25519(walletSeed: string, nonce: number): PrivateKey25519 {
  if (typeof walletSeed !== 'string') throw new CodecInvalidInputError('walletSeed: expected a string');
  if (!Number.isInteger(nonce) || nonce < 0 || nonce > 0x7fffffff)
    throw new CodecInvalidInputError(`nonce: ${nonce} is not an int32 ≥ 0`);
  return privateKey25519FromSeed(blake2b256(utf8(walletSeed), intBytes(nonce), utf8('PrivateKey25519')));
}

/** A fresh random PrivateKey25519 (the platform's CSPRNG through noble). */
export function generatePrivateKey25519(): PrivateKey25519 {
  const secretKey = ed25519.utils.randomPrivateKey();
  return { secretKey: toHex(secretKey), publicKey: toHex(ed25519.getPublicKey(secretKey)) };
}

/** The Ed25519 public key (PublicKey25519Proposition bytes) of a 32-byte secret. */
export function publicKey25519(secretKey: BytesLike): Hex {
  return toHex(ed25519.getPublicKey(fixedBytes(secretKey, 32, 'secretKey')));
}

/** Signature25519 of `message` (RFC 8032, deterministic: the bytes BouncyCastle produces). */
export function sign25519(secretKey: BytesLike, message: BytesLike): Hex {
  return toHex(ed25519.sign(toBytes(message, 'message'), fixedBytes(secretKey, 32, 'secretKey')));
}

/**
 * Signature25519.isValid: true when `signature` signs `message` for `publicKey`; false for malformed
 * input. Strict RFC 8032 encodings (noble's `zip215: false`): a key or R not below p is refused, as
 * BouncyCastle's verifier refuses it. Noble also refuses small-order public keys and checks the
 * cofactored equation; BouncyCastle 1.69 checks the cofactorless one. They can differ only on keys
 * or signatures crafted with small-order components, never on keys made from a secret.
 */
export function verify25519(publicKey: BytesLike, message: BytesLike, signature: BytesLike): boolean {
  try {
    // Stryker disable next-line StringLiteral,ObjectLiteral: errors are caught, so their labels never show; noble reads a missing zip215 as false
    return ed25519.verify(toBytes(signature, 'sig'), toBytes(message, 'msg'), toBytes(publicKey, 'key'), {
      zip215: false,
    });
  } catch {
    return false; // not hex, or a wrong length (noble checks 64 and 32 bytes)
  }
}

/**
 * Ed25519.validatePublicKey of the SDK (BouncyCastle's validatePublicKeyFull), the check a
 * PublicKey25519Proposition built with `checkPubKey` makes: true when the 32 bytes are the canonical
 * encoding (y < p) of a curve point of prime order L; false for anything else, malformed hex included.
 */
export function isPublicKey25519(publicKey: BytesLike): boolean {
  try {
    const point = ed25519.ExtendedPoint.fromHex(fixedBytes(publicKey, 32, 'publicKey'), false);
    return !point.is0() && !point.isSmallOrder() && point.isTorsionFree();
  } catch {
    return false; // not hex, a wrong length, y ≥ p, or no x for this y
  }
}

/** What wallet/exportSecret answers for a PrivateKey25519: `00` ‖ secret ‖ public key, in hex. */
export function exportSecret25519(key: PrivateKey25519): Hex {
  const secretKey = fixedBytes(key.secretKey, 32, 'secretKey');
  const publicKey = fixedBytes(key.publicKey, 32, 'publicKey');
  if (toHex(ed25519.getPublicKey(secretKey)) !== toHex(publicKey)) {
    throw new CodecInvalidInputError('The public key is not corresponds to the secret key.');
  }
  return toHex(concatBytes(Uint8Array.of(PRIVATE_KEY_25519_TYPE_ID), secretKey, publicKey));
}

const OTHER_SECRETS: Readonly<Record<number, string>> = {
  3: 'VrfSecretKey',
  4: 'SchnorrSecret',
  5: 'PrivateKeySecp256k1',
};

/**
 * Parses what wallet/importSecret takes and exportSecret answers, as SidechainSecretsCompanion
 * does: the type byte, the 64 key bytes, no byte after them, and the public key must belong to the
 * secret (PrivateKey25519Serializer.parse). Only PrivateKey25519 (type 00) is supported.
 */
export function importSecret25519(secret: BytesLike): PrivateKey25519 {
  const r = new ByteReader(toBytes(secret, 'secret'));
  readTypeId(r, 'secret', [PRIVATE_KEY_25519_TYPE_ID], OTHER_SECRETS);
  const secretKey = r.bytes(32);
  const at = r.offset;
  const publicKey = r.bytes(32);
  requireEnd(r);
  if (toHex(ed25519.getPublicKey(secretKey)) !== toHex(publicKey)) {
    throw new CodecMalformedError('The public key is not corresponds to the secret key.', at);
  }
  return { secretKey: toHex(secretKey), publicKey: toHex(publicKey) };
}
