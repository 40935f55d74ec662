// Ed25519 signatures (Signature25519) through node:crypto. RFC 8032 signing is deterministic, so these are
// the bytes the SDK codec's `sign25519` (noble) writes, and the sandbox verifies what the codec signs (a
// test checks both ways); OpenSSL does it about twenty times faster, which is what keeps the sandbox's
// transaction throughput and its 100,000-transaction memory benchmark within their goals.
import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
/** Public keys kept parsed (a wallet's few keys, and the inputs of recent transactions). */
const MAX_CACHED_KEYS = 4096;

const privateKeys = new Map<string, KeyObject>();
const publicKeys = new Map<string, KeyObject | null>();

function remember<V>(cache: Map<string, V>, key: string, make: () => V): V {
  let v = cache.get(key);
  if (v === undefined) {
    if (cache.size >= MAX_CACHED_KEYS) cache.clear();
    v = make();
    cache.set(key, v);
  }
  return v;
}

/** The Signature25519 of `message` by the 32-byte secret `secretKey` (hex), as hex. */
export function sign25519(secretKey: string, message: Uint8Array): string {
  const key = remember(privateKeys, secretKey, () =>
    createPrivateKey({
      key: Buffer.concat([PKCS8_PREFIX, Buffer.from(secretKey, 'hex')]),
      format: 'der',
      type: 'pkcs8',
    }),
  );
  return sign(null, message, key).toString('hex');
}

/** Whether `signature` (hex) signs `message` for the public key `publicKey` (hex); false for malformed input. */
export function verify25519(publicKey: string, message: Uint8Array, signature: string): boolean {
  const key = remember(publicKeys, publicKey, () => {
    try {
      return createPublicKey({
        key: Buffer.concat([SPKI_PREFIX, Buffer.from(publicKey, 'hex')]),
        format: 'der',
        type: 'spki',
      });
    } catch {
      return null; // not a point of the curve
    }
  });
  if (key === null || !/^[0-9a-f]{128}$/.test(signature)) return false;
  return verify(null, message, key, Buffer.from(signature, 'hex'));
}

// Ed25519's field and curve constant d (RFC 8032, 5.1).
const P = 2n ** 255n - 19n;
const D = (-121665n * modPow(121666n, P - 2n)) % P;
const validKeys = new Map<string, boolean>();

function modPow(base: bigint, exp: bigint): bigint {
  let result = 1n;
  let b = ((base % P) + P) % P;
  for (let e = exp; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}

/**
 * Whether 32 bytes (hex) encode a point of the curve, as BouncyCastle's `Ed25519.validatePublicKey`
 * decides for `PublicKey25519PropositionSerializer.parseBytesAndCheck` (RFC 8032 decoding: y below p,
 * x² = (y² − 1) / (d·y² + 1) a square, x = 0 only with the sign bit clear).
 */
export function isEd25519Point(publicKey: string): boolean {
  return remember(validKeys, publicKey, () => {
    if (!/^[0-9a-fA-F]{64}$/.test(publicKey)) return false;
    const bytes = Buffer.from(publicKey, 'hex');
    const sign = (bytes[31]! & 0x80) !== 0;
    bytes[31]! &= 0x7f;
    const y = BigInt(`0x${Buffer.from(bytes).reverse().toString('hex')}`);
    if (y >= P) return false;
    const y2 = (y * y) % P;
    const x2 = (((y2 - 1n + P) % P) * modPow((D * y2 + 1n) % P, P - 2n)) % P;
    if (x2 === 0n) return !sign;
    return modPow(x2, (P - 1n) / 2n) === 1n;
  });
}
